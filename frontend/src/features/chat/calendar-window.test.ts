import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { deadlineToIcs } from './calendar';
import { lastDayFrom } from './calendar-window';

// The clocks the answer's deadlines carry (lambdas/src/domain/chat/facts.ts, `window`).
const STATEMENT_60 = { days: 60, from: 'statement' } as const;
const NOTICE_30 = { days: 30, from: 'notice' } as const;
const BILL_120 = { days: 120, from: 'bill' } as const;
const SALE_3 = { days: 3, from: 'sale', business: 'cooling-off' } as const;

const TODAY = '2026-11-24';

describe('lastDayFrom: the last day counted in the browser from the date the person gives', () => {
  it('counts calendar days across month ends, a leap day and the turn of the year', () => {
    expect(lastDayFrom(STATEMENT_60, '2026-11-24', TODAY)).toEqual({ last: '2027-01-23', passed: false });
    // January 31 + 30: February is short, so March 2.
    expect(lastDayFrom(NOTICE_30, '2026-01-31', '2026-02-01')).toEqual({ last: '2026-03-02', passed: false });
    expect(lastDayFrom(STATEMENT_60, '2026-10-31', TODAY)).toEqual({ last: '2026-12-30', passed: false });
    // December 31 + 60: March 1 of a year without February 29.
    expect(lastDayFrom(STATEMENT_60, '2026-12-31', '2026-12-31')).toEqual({
      last: '2027-03-01',
      passed: false,
    });
    expect(lastDayFrom(BILL_120, '2028-02-29', '2028-03-01')).toEqual({ last: '2028-06-28', passed: false });
    expect(lastDayFrom(NOTICE_30, '2027-11-30', '2027-12-01')).toEqual({ last: '2027-12-30', passed: false });
  });

  it('counts the Cooling-Off Rule’s business days: Saturdays in, Sundays and its holidays out', () => {
    // Wednesday before Thanksgiving: Thursday is the holiday, so Friday, Saturday and Monday.
    expect(lastDayFrom(SALE_3, '2026-11-25', '2026-11-25')).toEqual({ last: '2026-11-30', passed: false });
    // A Friday: Saturday, (Sunday skipped) Monday, Tuesday.
    expect(lastDayFrom(SALE_3, '2026-11-20', TODAY)).toEqual({ last: '2026-11-24', passed: false });
    // Christmas Eve 2027, a Friday: Saturday is Christmas, so Monday to Wednesday.
    expect(lastDayFrom(SALE_3, '2027-12-24', '2027-12-24')).toEqual({ last: '2027-12-29', passed: false });
    // Labor Day 2026 is Monday, September 7: from the Friday before, Saturday, Tuesday, Wednesday.
    expect(lastDayFrom(SALE_3, '2026-09-04', '2026-09-04')).toEqual({ last: '2026-09-09', passed: false });
  });

  it('says a last day behind today is past, and today itself is still in time', () => {
    expect(lastDayFrom(STATEMENT_60, '2026-09-25', TODAY)).toEqual({ last: '2026-11-24', passed: false });
    expect(lastDayFrom(STATEMENT_60, '2026-09-24', TODAY)).toEqual({ last: '2026-11-23', passed: true });
    expect(lastDayFrom(SALE_3, '2026-11-18', TODAY)).toEqual({ last: '2026-11-21', passed: true });
  });

  it('refuses a date that is missing, partial, not a real day, or still to come', () => {
    expect(lastDayFrom(STATEMENT_60, '', TODAY)).toEqual({ error: 'empty' });
    expect(lastDayFrom(STATEMENT_60, '  ', TODAY)).toEqual({ error: 'empty' });
    // A date field typed only in part holds nothing, but says so (validity.badInput).
    expect(lastDayFrom(STATEMENT_60, '', TODAY, true)).toEqual({ error: 'invalid' });
    expect(lastDayFrom(STATEMENT_60, '2026-02-30', TODAY)).toEqual({ error: 'invalid' });
    expect(lastDayFrom(STATEMENT_60, '11/20/2026', TODAY)).toEqual({ error: 'invalid' });
    expect(lastDayFrom(STATEMENT_60, '0026-11-20', TODAY)).toEqual({ error: 'invalid' });
    expect(lastDayFrom(STATEMENT_60, '2026-11-25', TODAY)).toEqual({ error: 'future' });
  });

  it('gives a day the .ics holds as an all-day event with the reminder three days before', () => {
    const counted = lastDayFrom(STATEMENT_60, '2026-11-24', TODAY);
    if (!('last' in counted)) throw new Error('no last day');
    const ics = deadlineToIcs(
      {
        date: counted.last,
        title: 'Credit card billing error: dispute it in writing within 60 days',
        detail: 'Your letter must reach the card issuer within 60 days.',
        source: 'Federal Trade Commission (FTC)',
        url: 'https://consumer.ftc.gov/articles/using-credit-cards-and-disputing-charges',
      },
      { source: (source) => `Source: ${source}`, reminder: (title) => `In 3 days: ${title}` },
      new Date(Date.UTC(2026, 10, 24, 12)),
    );
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-01-23');
    expect(event.endDate.toString()).toBe('2027-01-24');
    expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-P3D');
  });
});
