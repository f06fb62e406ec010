import { describe, expect, it } from 'vitest';
import type { CaseAmount } from './case.js';
import { dailyChargeSaid, withoutDailyCharges } from './follow-up-said.js';
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

  it.each(['they offered 400 a day for the contract', 'he can knock 100 off if i pay today', 'solo me devuelven 19.98'])(
    '"%s" names none',
    (said) => {
      expect(dailyChargeSaid(fold(said))).toBe(false);
    },
  );

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
