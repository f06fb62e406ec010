import { describe, expect, it } from 'vitest';
import { emptyCase, type Case } from './case.js';
import { chargeWindows, deadlineOf, statementClosingOnOrAfter } from './facts.js';
import { ruleOn } from './rights.js';

/** Six monthly charges after a cancellation, on the 1st, on a credit card whose statement closes the 15th. */
const GYM: Case = emptyCase({
  area: 'credit_card_fees',
  subCase: 'card_after_cancel',
  cardType: 'credit',
  statementDay: 15,
  flags: { cancelled: true },
  amounts: [
    {
      text: '39.99',
      value: 39.99,
      role: 'billed',
      count: 6,
      days: ['2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01'],
    },
  ],
});

describe('each repeated charge has its own 60 days, from the statement that first showed it', () => {
  it('finds the first statement closing on or after a charge, short months included', () => {
    expect(statementClosingOnOrAfter('2025-05-01', 15)).toBe('2025-05-15');
    expect(statementClosingOnOrAfter('2025-05-15', 15)).toBe('2025-05-15');
    expect(statementClosingOnOrAfter('2025-05-16', 15)).toBe('2025-06-15');
    expect(statementClosingOnOrAfter('2025-12-20', 15)).toBe('2026-01-15');
    expect(statementClosingOnOrAfter('2026-02-02', 31)).toBe('2026-02-28');
  });

  it('counts 60 days from each statement', () => {
    const windows = chargeWindows(GYM)!;
    expect(windows.map((window) => window.by)).toEqual([
      '2025-07-14',
      '2025-08-14',
      '2025-09-13',
      '2025-10-14',
      '2025-11-14',
      '2025-12-14',
    ]);
  });

  it('gives no windows without the statement day: it is asked, never guessed', () => {
    expect(chargeWindows({ ...GYM, statementDay: undefined })).toBeUndefined();
  });

  it('the billing-error deadline is the oldest charge still in time, in both languages', () => {
    const ruling = ruleOn(GYM, '2025-10-03');
    const right = ruling.rights.find((r) => r.id === 'fcba-billing-error')!;
    expect(right.deadline?.iso).toBe('2025-10-14');
    expect(right.deadline?.passed).toBeUndefined();
    const en = deadlineOf(right.fact, 'en', right.deadline).detail;
    expect(en).toContain(
      'for the oldest charge still in time, the August 1, 2025 one (statement of August 15, 2025)',
    );
    expect(en).toContain('by October 14, 2025');
    expect(en).toContain('Charges on earlier statements are past their 60 days.');
    const es = deadlineOf(right.fact, 'es', right.deadline).detail;
    expect(es).toContain('para el más antiguo aún a tiempo, el del 1 de agosto de 2025');
    expect(es).toContain('a más tardar el 14 de octubre de 2025');
  });

  it('says no charge is past when the first one is still in time', () => {
    const ruling = ruleOn(GYM, '2025-07-10');
    const right = ruling.rights.find((r) => r.id === 'fcba-billing-error')!;
    expect(right.deadline?.iso).toBe('2025-07-14');
    const en = deadlineOf(right.fact, 'en', right.deadline).detail;
    expect(en).toContain('for the first charge, the May 1, 2025 one');
    expect(en).not.toContain('past their 60 days');
  });
});

describe('a deadline behind today is said as past, never as a day still to meet', () => {
  it('debt validation counted from a letter months ago', () => {
    const kase = emptyCase({
      area: 'debt_collection',
      subCase: 'debt_validation',
      flags: { collector: true },
      dates: [{ text: 'aug 3', iso: '2026-08-03', role: 'notice' }],
    });
    const right = ruleOn(kase, '2026-11-22').rights.find((r) => r.id === 'debt-validation')!;
    expect(right.deadline?.passed).toBe(true);
    const en = deadlineOf(right.fact, 'en', right.deadline).detail;
    expect(en).toContain('that was September 2, 2026, already past');
    expect(en).toContain('the 30 days run from the day you got the validation notice');
    expect(en).not.toContain('get your written dispute to the collector by September 2, 2026');
    const es = deadlineOf(right.fact, 'es', right.deadline).detail;
    expect(es).toContain('eso fue el 2 de septiembre de 2026, ya pasado');
  });
});
