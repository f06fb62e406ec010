import { beforeAll, describe, expect, it } from 'vitest';
import { DISPUTED_CHARGE_SUB_CASES } from './case.js';
import { readConversation } from './read-case.js';

/** The Case read from the person's messages (Lane's answers between them), on a day in 2026. */
const read = (...texts: string[]) =>
  readConversation(
    texts.flatMap((content, index) => [
      ...(index > 0 ? [{ role: 'assistant' as const, content: 'ok' }] : []),
      { role: 'user' as const, content },
    ]),
    '2026-11-24',
  ).case;
// The reader's patterns compile on first use: once, before the timed tests, on a shared machine.
beforeAll(() => void read('warm up'), 60_000);

describe('final pay never paid after quitting', () => {
  it('is wages owed by the employer, not a salary talk', () => {
    const kase = read(
      'i quit my job at a bakery in Peoria IL on oct 30 (gave 2 weeks notice). they never paid my last check, 1365.50 for my last pay period, and i had 5 vacation days left = 640. next payday was nov 13 and nothing. i dont want to sue, i just want my money',
    );
    expect(kase).toMatchObject({
      area: 'salary',
      subCase: 'salary_unpaid_wages',
      flags: { unpaidWages: true },
    });
    // Not wanting to sue is no suit threatened.
    expect(kase.flags.suitThreatened).toBeUndefined();
  });

  it('reads the last check and the vacation owed as two sums owed, to add up', () => {
    const kase = read(
      'i quit my job at a bakery on oct 30 (gave 2 weeks notice). they never paid my last check, 1365.50 for my last pay period, and they said they dont pay out vacation but i had 5 days left = 640',
    );
    expect(kase.amounts.map((amount) => [amount.text, amount.role])).toEqual([
      ['1365.50', 'other'],
      ['640', 'other'],
    ]);
    expect(DISPUTED_CHARGE_SUB_CASES.has('salary_unpaid_wages')).toBe(true);
  });

  it('reads the payday the final pay was due on as the day it was due', () => {
    const due = (text: string) => read(text).dates.find((date) => date.role === 'due')?.iso;
    expect(
      due('quit oct 30, they never paid my last check, 1365.50. next payday was nov 13 and nothing'),
    ).toBe('2026-11-13');
    expect(
      due(
        'renuncie el 30 de octubre y no me han pagado mi ultimo cheque, el dia de pago era el 13 de noviembre',
      ),
    ).toBe('2026-11-13');
  });

  it('keeps one sum owed as it was, and an hourly rate a rate', () => {
    const one = read(
      'trabaje en un restaurante y nunca me pagaron las ultimas dos semanas, son como 1,850 dolares',
    );
    expect(one.amounts.map((amount) => [amount.text, amount.role])).toEqual([['1,850 dolares', 'offered']]);
    const hourly = read(
      'final check was supposed to be on the nov 14 payday and never came. its 86 hrs at 13.50',
    );
    expect(hourly.amounts.find((amount) => amount.text === '13.50')?.per).toBe('hour');
  });

  it('reads "didn\'t pay me my final paycheck" the same way', () => {
    expect(read("left the warehouse job nov 1 and they didn't pay me my final paycheck, 820").subCase).toBe(
      'salary_unpaid_wages',
    );
  });

  it('still reads a collector threatening to sue as a suit threatened', () => {
    expect(read('a collector says they will sue me over 900 from 2019').flags.suitThreatened).toBe(true);
  });
});

describe('an emergency physicians group balance-billing, with an ambulance bill told aside', () => {
  const story =
    "I went to the ER at Riverside Methodist in Columbus (in network w/ my Anthem plan) on sept 28, insurance paid, but now Summit Emergency Physicians sent me a bill for 2310.00 saying they're out of network and i owe the balance. my ER copay is supposed to be 250, the EOB says 250. Also I got a seperate ambulance bill for 940 is that the same thing?";

  it('answers the first bill: the emergency balance bill, billed by the physicians group, 2310 with 250 owed', () => {
    const kase = read(story);
    expect(kase.subCase).toBe('medical_emergency_balance_bill');
    expect(kase.party).toBe('Summit Emergency Physicians');
    expect(kase.amounts.map((amount) => [amount.text, amount.role])).toEqual([
      ['2310.00', 'billed'],
      ['250', 'owed'],
    ]);
  });

  it('keeps it so after the billing office answers', () => {
    const kase = read(
      story,
      'billing lady said the doctors are not contracted with Anthem so the balance is mine, and it goes to collections on dec 15',
    );
    expect(kase).toMatchObject({
      subCase: 'medical_emergency_balance_bill',
      party: 'Summit Emergency Physicians',
    });
    expect(kase.amounts.map((amount) => amount.text)).not.toContain('940');
  });

  it('reads "the EOB says" and a copay that should be a figure as the share owed, in Spanish too', () => {
    const kase = read(
      'fui a emergencias, el hospital esta en mi red. Grupo Medico Norte me mando una factura de 1,800 pero la EOB dice 300',
    );
    expect(kase.party).toBe('Grupo Medico Norte');
    expect(kase.amounts.find((amount) => amount.text === '300')?.role).toBe('owed');
  });

  it('names the biller after "a bill from"', () => {
    expect(
      read('got a bill from Valley Anesthesia Partners for 1,450 after my surgery at an in-network hospital')
        .party,
    ).toBe('Valley Anesthesia Partners');
  });
});

describe('a gym that kept charging after an in-person cancellation, told in Spanish', () => {
  it("is the gym's matter, whatever card it charged", () => {
    const kase = read(
      "cancele mi membresia en BodyForge Fitness el 3 de septiembre en persona y me dieron un papel, pero me siguen cobrando 34.99 al mes en mi tarjeta de debito, ya van octubre y noviembre. tambien me cobraron una 'annual fee' de 49 en noviembre",
      'el gerente dice que la cancelacion tenia que ser por carta certificada y que no hay reembolso',
    );
    expect(kase).toMatchObject({
      area: 'service_disputes',
      subCase: 'service_after_cancel',
      party: 'BodyForge Fitness',
    });
    expect(kase.amounts.map((amount) => [amount.text, amount.role, amount.count])).toEqual([
      ['34.99', 'unit', 2],
      ['49', 'billed', undefined],
    ]);
  });
});

describe('a hotel named by the stay', () => {
  it('names "stayed at the Halcyon Grand" as the other side, with the parking never used beside the fee', () => {
    const kase = read(
      'stayed at the Halcyon Grand in las vegas nov 13-16 (3 nights). at checkout they charged me 45/night resort fee plus tax, total extra 152.53. also they charged 25 for parking I didnt even use?',
    );
    expect(kase.party).toBe('Halcyon Grand');
    expect(kase.extraCharge).toMatchObject({ name: 'parking', value: 25, unused: true });
  });

  it('does the same in Spanish', () => {
    expect(
      read('nos quedamos en el Hotel Mirador dos noches y nos cobraron 60 de tarifa de resort').party,
    ).toBe('Hotel Mirador');
  });
});

describe('a Zelle transfer after a call from a fake bank', () => {
  it('is a transfer through the app, with the code given, not a card', () => {
    const kase = read(
      'alguien me saco 650 de mi cuenta de Truist por zelle el 16 de noviembre, fueron dos envios. Me llamaron diciendo que eran del banco y me pidieron un codigo y se lo di, pero yo no mande el dinero',
    );
    expect(kase).toMatchObject({
      subCase: 'debit_unauthorized',
      cardType: 'p2p',
      app: 'Zelle',
      flags: { sharedCode: true },
    });
  });
});

describe('overdraft fees beside a monthly fee', () => {
  it('reads the three overdraft fees as the fees in question, never opted in', () => {
    const kase = read(
      "Mi banco, Regions, me cobro 3 cargos de sobregiro de 36 dolares cada uno el 5 de noviembre (108 en total) por compras con la tarjeta de debito. Yo nunca acepte el servicio de sobregiro. Tambien me cobraron 12 de 'cargo mensual'.",
    );
    expect(kase).toMatchObject({ subCase: 'bank_fee', flags: { overdraft: true, optedIn: false } });
    expect(kase.amounts.find((amount) => amount.role === 'fee')).toMatchObject({ value: 36, count: 3 });
  });
});
