import { describe, expect, it } from 'vitest';
import { overtimeIn, overtimeOwed, straightTimeOverForty, weeklyHoursIn } from './overtime.js';
import { readConversation } from './read-case.js';
import { detectFollowUp } from './read-case.js';
import { fold } from './text-patterns.js';

const read = (text: string, today = '2026-08-19') =>
  readConversation([{ role: 'user', content: text }], today).case;

describe('hours over 40 a week', () => {
  it('reads the weekly hours, in English and Spanish, only over 40', () => {
    expect(weeklyHoursIn(fold('trabajo 52 horas cada semana'))).toBe(52);
    expect(weeklyHoursIn(fold('I do 50 hrs a week'))).toBe(50);
    expect(weeklyHoursIn(fold('hago 48 horas por semana'))).toBe(48);
    expect(weeklyHoursIn(fold('I work 38 hours a week'))).toBeUndefined();
  });

  it('hours over 40 paid at the same rate, or not at all, are unpaid overtime', () => {
    expect(straightTimeOverForty(fold('trabajo 52 horas cada semana y me pagan las 52 a 17 igual'))).toBe(
      true,
    );
    expect(straightTimeOverForty(fold('50 hrs a week, all at the same rate, no time and a half'))).toBe(true);
    expect(straightTimeOverForty(fold('48 horas por semana pero solo me pagan 40 horas'))).toBe(true);
    expect(straightTimeOverForty(fold('I work 50 hours a week and love my job'))).toBe(false);
  });

  it('counts the weeks from a start date or a span', () => {
    expect(overtimeIn(fold('desde el 13 de mayo trabajo 52 horas cada semana'), '2026-08-19')).toEqual({
      hoursPerWeek: 52,
      paid: 'straight',
      weeks: 14,
    });
    expect(overtimeIn(fold('for 10 weeks i worked 48 hrs a week, only paid for 40'), '2026-11-22')).toEqual({
      hoursPerWeek: 48,
      paid: 'unpaid',
      weeks: 10,
    });
  });

  it('works out the overtime: straight time owes the half, unpaid hours owe the whole 1.5', () => {
    expect(overtimeOwed(17, { hoursPerWeek: 52, paid: 'straight', weeks: 14 })).toMatchObject({
      extraHours: 12,
      perWeek: 102,
      total: 1428,
      rightWeek: 986,
      paidWeek: 884,
    });
    // Cents only at the end: 15.75 × 1.5 × 20 is 472.50, so 157.50 a week, not 157.60.
    expect(overtimeOwed(15.75, { hoursPerWeek: 60, paid: 'straight', weeks: 37 })).toMatchObject({
      perWeek: 157.5,
      total: 5827.5,
    });
    expect(overtimeOwed(16, { hoursPerWeek: 48, paid: 'unpaid', weeks: 10 })).toMatchObject({
      perWeek: 192,
      total: 1920,
    });
  });
});

describe('reading an hourly worker paid straight time over 40', () => {
  it('is owed overtime (salary), never a client invoice', () => {
    const kase = read(
      'trabajo en un almacen en nashville desde el 13 de mayo, me pagan 17 la hora con cheque (W-2), trabajo 52 horas cada semana y me pagan las 52 a 17 igual, nunca overtime. cuanto me deben',
    );
    expect(kase.area).toBe('salary');
    expect(kase.subCase).toBe('salary_unpaid_wages');
    expect(kase.flags.unpaidOvertime).toBe(true);
    expect(kase.overtime).toEqual({ hoursPerWeek: 52, paid: 'straight', weeks: 14 });
  });

  it('an employer saying no overtime is owed is a no, not an offer', () => {
    expect(
      detectFollowUp(
        "el supervisor dijo que como me pagan cada semana fijo y soy 'salary' no me toca overtime",
      ),
    ).toBe('said_no');
    expect(detectFollowUp("my manager says i'm exempt")).toBe('said_no');
    // Something offered in its place is their offer, answered as one.
    expect(
      detectFollowUp(
        'me dijo que como soy supervisor con salario no me toca overtime, pero que si no digo nada me da un bono de 500',
      ),
    ).toBe('counter_offer');
  });
});
