import { describe, expect, it } from 'vitest';
import type { CaseAmount } from './case.js';
import {
  acceptTodayPressed,
  dailyChargeSaid,
  partYesStillOwed,
  promisedCreditsIn,
  promoClosedSaid,
  withoutDailyCharges,
} from './follow-up-said.js';
import { fold } from './text-patterns.js';

const perDay = (text: string, value: number): CaseAmount => ({ text, value, role: 'unit', per: 'day' });

describe('a charge a day the other side threatens is never a sum offered', () => {
  it.each([
    'si no pago hoy me cobran 25 dolares al dia de almacenaje',
    'dicen que si no pago hoy me cobran almacenaje de 30 diarios',
    'owner says if i dont pay today theres a storage fee 40/day from tomorrow',
    "they'll charge 35 a day storage starting tomorrow",
    'a partir de mañana me van a cobrar 35 diarios de almacenaje',
    'late fee of 10 per day after friday',
  ])('"%s" names a daily charge', (said) => {
    expect(dailyChargeSaid(fold(said))).toBe(true);
  });

  it.each([
    'they offered 400 a day for the contract',
    'he can knock 100 off if i pay today',
    'solo me devuelven 19.98',
  ])('"%s" names none', (said) => {
    expect(dailyChargeSaid(fold(said))).toBe(false);
  });

  it('drops only the figure a day; another sum in the same reply stays', () => {
    const offered: CaseAmount = { text: '100', value: 100, role: 'offered' };
    expect(
      withoutDailyCharges([offered, perDay('40', 40)], fold('he can knock 100 off but storage is 40/day')),
    ).toEqual([offered]);
    expect(withoutDailyCharges([perDay('400', 400)], fold('they offered 400 a day'))).toEqual([
      perDay('400', 400),
    ]);
  });
});

describe('credits promised by the month, and bills gone by without one', () => {
  it('reads the promise, the months and the credits missed so far', () => {
    expect(
      promisedCreditsIn(
        fold(
          'they promised 800 dollars for trading in my old phone, as credits of 33.33 every month for 24 months. I have had 5 bills now (February thru June) and NOT ONE credit.',
        ),
      ),
    ).toEqual({
      monthly: { text: '33.33', value: 33.33 },
      months: 24,
      total: { text: '800', value: 800 },
      missed: 5,
      missedValue: 166.65,
    });
    expect(
      promisedCreditsIn(
        fold(
          'me prometieron 600 dolares en creditos de 25 al mes por 24 meses. ya van 4 facturas y ningun credito',
        ),
      ),
    ).toMatchObject({ missed: 4, missedValue: 100, total: { value: 600 } });
  });

  it('takes the count nearest the missing credits, not the plan length', () => {
    expect(
      promisedCreditsIn(
        fold('they promised $10/month bill credits for 36 months, 3 statements and no credits yet'),
      ),
    ).toMatchObject({ months: 36, missed: 3, missedValue: 30, total: { value: 360 } });
  });

  it('reads nothing without credits missed', () => {
    expect(
      promisedCreditsIn(fold('credits of 33.33 every month for 24 months, all applied so far')),
    ).toBeUndefined();
  });

  it('"accept today" and "the promotion is closed" are read as said', () => {
    expect(acceptTodayPressed(fold('He wants me to accept today before he can put it on.'))).toBe(true);
    expect(acceptTodayPressed(fold('quieren que acepte hoy'))).toBe(true);
    expect(acceptTodayPressed(fold('he offered 100 as a courtesy'))).toBe(false);
    expect(promoClosedSaid(fold('the promotion is closed now'))).toBe(true);
    expect(promoClosedSaid(fold('dicen que la promocion ya termino'))).toBe(true);
  });
});

describe('a partial yes with a sum still owed', () => {
  it.each([
    'they waived the 34, says i still owe 110 by dec 30',
    'me quitaron los 35 pero dicen que es todo, debo 90 antes del 15 de diciembre',
    'they reversed the 36, i owe 98.99 by oct 20',
  ])('"%s" names a sum still owed', (said) => {
    expect(partYesStillOwed(fold(said))).toBe(true);
  });

  it('a plain yes, or a discount approved with its new balance and no threat, names none', () => {
    expect(partYesStillOwed(fold('they waived the whole 34, all good'))).toBe(false);
    expect(
      partYesStillOwed(fold('al final me aprobaron descuento del 75%. ahora dicen que debo 2,185')),
    ).toBe(false);
  });
});
