import { describe, expect, it } from 'vitest';
import type { CaseDate } from '../chat/case.js';
import {
  NOT_A_CONTRACT,
  airlineOf,
  billDayOf,
  dropOffDayOf,
  isDatedLetter,
  isFinalPay,
  listDayOf,
  leftJobDayOf,
  lodgingOf,
  monthlyFeeOf,
  payDueDayOf,
  quotedMerchantOf,
  surpriseBillOf,
} from './story.js';

/** What the complaint reads from the person's words beside the shared case reading (story.ts). */

const date = (text: string, iso: string, role: CaseDate['role'] = 'service'): CaseDate => ({
  text,
  iso,
  role,
});

describe('the part a day plays in the story', () => {
  it('a bill that came on a day is the bill’s day, not the day of care', () => {
    const text = 'No tengo seguro. La factura que me llego el 2 de octubre dice 4050.';
    const day = date('2 de octubre', '2026-10-02');
    expect(billDayOf(text, [day])).toBe(day);
    expect(billDayOf('the bill dated nov 3 says 900', [date('nov 3', '2026-11-03')])?.iso).toBe('2026-11-03');
    // The day of the surgery is no bill's day.
    expect(billDayOf('my surgery was on oct 2 and now they want 4050', [date('oct 2', '2026-10-02')])).toBe(
      undefined,
    );
  });

  it('a letter dated a day is told as its date, not as the day it came', () => {
    const dated = date('nov 10', '2026-11-10', 'notice');
    expect(isDatedLetter('got a letter dated nov 10 from a collector', dated)).toBe(true);
    expect(
      isDatedLetter('una carta con fecha del 10 de noviembre', date('10 de noviembre', '2026-11-10')),
    ).toBe(true);
    expect(isDatedLetter('i got their letter on nov 10', dated)).toBe(false);
  });

  it('the day the car went into the shop is not the day it was charged', () => {
    const day = date('10 de noviembre', '2026-11-10');
    expect(
      dropOffDayOf(
        'Lleve mi carro (Honda Civic 2015) al taller QuickLine Auto Repair en Fresno California el 10 de noviembre.',
        [day],
      ),
    ).toBe(day);
    expect(
      dropOffDayOf('i dropped my truck off at the shop on nov 3 for brakes', [date('nov 3', '2026-11-03')])
        ?.iso,
    ).toBe('2026-11-03');
    expect(dropOffDayOf('they charged me 1,340 on nov 12', [date('nov 12', '2026-11-12')])).toBe(undefined);
  });

  it('final pay: the day the person left and the day the last pay was due', () => {
    const text =
      'i quit my job at a bakery on oct 30 2026 (gave 2 weeks notice). they never paid my last check. next payday was nov 13 and nothing';
    const left = date('oct 30 2026', '2026-10-30');
    const due = date('nov 13', '2026-11-13', 'other');
    expect(isFinalPay(text)).toBe(true);
    expect(leftJobDayOf(text, [left, due])).toBe(left);
    expect(payDueDayOf(text, [left, due])).toBe(due);
    expect(
      isFinalPay('Renuncie el 15 de octubre y no me han pagado mi ultimo cheque ni las vacaciones'),
    ).toBe(true);
    // A raise asked for is no pay owed; pay owed while still working has no leaving in it.
    expect(isFinalPay('i want to ask my boss for a raise, my last raise was in 2023')).toBe(false);
    expect(isFinalPay('my boss has not paid my last paycheck yet, i still work there')).toBe(false);
  });
});

describe('an out-of-network bill after emergency care', () => {
  it('names the provider that billed, its figure and the in-network share, never the ambulance’s bill', () => {
    expect(
      surpriseBillOf([
        'I went to the ER at Riverside (in network w/ my Anthem plan) on sept 28, but now Summit Emergency Physicians sent me a bill for 2310.00 saying they are out of network. my copay is supposed to be 250, the EOB says 250. Also I got a seperate ambulance bill for 940',
      ]),
    ).toEqual({ biller: 'Summit Emergency Physicians', bill: '2310.00', billValue: 2310, share: '250' });
    expect(
      surpriseBillOf([
        'Fui a emergencias. Ahora Grupo Medico Alianza me mando una factura de 1,640 porque dicen que estan fuera de la red. Mi copago es 200',
      ]),
    ).toMatchObject({ biller: 'Grupo Medico Alianza', bill: '1,640', share: '200' });
    // The ambulance's own out-of-network bill is outside the No Surprises Act: not read as one.
    expect(surpriseBillOf(['the ambulance company is out of network and billed me 1,100'])).toBe(undefined);
  });
});

describe('a business named in passing, and a contract denied', () => {
  it('the airline and the hotel, as the person capitalised them', () => {
    expect(airlineOf('my flight on Sunbright Airways from Denver was cancelled')).toBe('Sunbright Airways');
    expect(airlineOf('Coastline Airlines cancelled my flight')).toBe('Coastline Airlines');
    expect(lodgingOf('stayed at the Halcyon Grand in las vegas nov 13-16')).toBe('Halcyon Grand');
    expect(lodgingOf('me quedé en el hotel Mar Azul en Cancún')).toBe('Mar Azul');
    expect(lodgingOf('stayed at a motel near the airport')).toBe(undefined);
  });

  it('"the estimate is not a contract" and "not contracted with my plan" claim no contract', () => {
    for (const text of [
      'they said the estimate is not a contract',
      'el estimado no es un contrato',
      'the doctors arent contracted with aetna',
      'los medicos no tienen contrato con Cigna',
    ])
      expect(NOT_A_CONTRACT.test(text), text).toBe(true);
    expect(NOT_A_CONTRACT.test('they said the contract allows it')).toBe(false);
  });
});

describe('a quoted merchant and the day a deposit’s list came', () => {
  it('reads the merchant the person quoted, and the list’s day', () => {
    expect(quotedMerchantOf("a charge on my citi card 487.19 from 'TRVLMRT BOOKINGS' on nov 9")).toBe(
      'TRVLMRT BOOKINGS',
    );
    expect(quotedMerchantOf('un cargo de «PAGO*XYZ» que no hice')).toBe('PAGO*XYZ');
    expect(quotedMerchantOf('a charge i never made on nov 9')).toBe(undefined);
    const listed = date('nov 20', '2026-11-20');
    expect(listDayOf('they emailed me an itemized list on nov 20 saying 1200 for carpet', [listed])).toBe(
      listed,
    );
    expect(listDayOf('i moved out on nov 20', [listed])).toBe(undefined);
  });
});

describe('a new monthly fee beside overdraft fees', () => {
  it('is read apart from the fees disputed', () => {
    expect(
      monthlyFeeOf(
        ['3 overdraft fees of 36 on nov 5 (108). also a 12 monthly fee they never charged before'],
        36,
      ),
    ).toBe('12');
    expect(monthlyFeeOf(['Tambien me cobraron 12 de cargo mensual que antes no me cobraban'], 36)).toBe('12');
    expect(monthlyFeeOf(['3 overdraft fees of 36 on nov 5'], 36)).toBe(undefined);
  });
});
