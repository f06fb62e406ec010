import type { DeadlineWindow } from './api.js';

/**
 * Counting a deadline's days, the same on the server (the rights engine, `lambdas/src/domain/chat/facts.ts`)
 * and in the browser ("Add to calendar" asking the date a deadline counts from). Calendar days only, as
 * YYYY-MM-DD: a deadline is a day on the person's calendar, so no time zone enters the count.
 */

// A date-only string (YYYY-MM-DD) is read as midnight UTC (ECMAScript's date-time string format),
// and UTC has no daylight-saving days: a day is always 86,400,000 ms.
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** `days` calendar days after `from` (before it when negative). */
export const addDays = (from: string, days: number): string => iso(new Date(Date.parse(from) + days * 864e5));

/** `days` days after `from`, counting only the days `counts` accepts. */
function addCounted(from: string, days: number, counts: (date: Date) => boolean): string {
  const date = new Date(from);
  for (let left = days; left > 0;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (counts(date)) left--;
  }
  return iso(date);
}

/** Business days skip Saturdays and Sundays (holidays are not counted out: the answer says "about"). */
export const addBusinessDays = (from: string, days: number): string =>
  addCounted(from, days, (date) => date.getUTCDay() % 6 !== 0);

/**
 * One of the FTC's Cooling-Off Rule holidays (16 CFR 429.0): New Year's Day, Washington's Birthday,
 * Memorial Day, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving, Christmas.
 */
function isCoolingOffHoliday(date: Date): boolean {
  const month = (date.getUTCMonth() + 1) * 100;
  const day = date.getUTCDate();
  const weekday = date.getUTCDay();
  /** Which of its weekday in the month: 1 for the first Monday, 2 for the second… */
  const nth = Math.ceil(day / 7);
  return (
    // January 1, July 4, November 11, December 25
    [101, 704, 1111, 1225].includes(month + day) ||
    (weekday === 1 &&
      // The 3rd Monday of February, the 1st of September, the 2nd of October; the last of May
      ([203, 901, 1002].includes(month + nth) || (month === 500 && day > 24))) ||
    // The 4th Thursday of November
    (weekday === 4 && month + nth === 1104)
  );
}

/**
 * A business day under the FTC's Cooling-Off Rule (16 CFR 429.0): any day but Sunday and the rule's
 * holidays. Saturdays count.
 */
export const addCoolingOffDays = (from: string, days: number): string =>
  addCounted(from, days, (date) => date.getUTCDay() !== 0 && !isCoolingOffHoliday(date));

/** A deadline's clock (`window` in the answer's deadlines, shared/src/api.ts): its last day from `from`. */
export function windowEnd(window: DeadlineWindow, from: string): string {
  return (window.business ? addCoolingOffDays : addDays)(from, window.days);
}
