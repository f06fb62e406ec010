import { windowEnd, type DeadlineWindow } from '@lane/shared';
import { isCalendarDate } from './calendar';

/**
 * A deadline the engine could not date carries its clock (`window`: 60 days from the statement, 30
 * from the collector's notice…). The page asks the one date it counts from and works out the last
 * day here, in the browser, with the engine's own arithmetic (shared/src/deadline-days.ts): the
 * date never leaves the device.
 */

/** Why a typed date cannot be counted from: nothing typed, not a whole real day, or a day to come. */
export type WindowError = 'empty' | 'invalid' | 'future';

export type WindowAnswer =
  | { readonly error: WindowError }
  /** The last day, YYYY-MM-DD, and whether it is already behind `today`. */
  | { readonly last: string; readonly passed: boolean };

/**
 * The last day of `window` counted from the date the person gave (`typed`, as a date field holds it:
 * YYYY-MM-DD, empty when nothing or only part of a date was typed, `partial` then true).
 */
export function lastDayFrom(
  window: DeadlineWindow,
  typed: string,
  today: string,
  partial = false,
): WindowAnswer {
  const from = typed.trim();
  if (!from) return { error: partial ? 'invalid' : 'empty' };
  // A year before 1900 is a slip of the keyboard, not a statement's date.
  if (!isCalendarDate(from) || from < '1900-01-01') return { error: 'invalid' };
  // A statement, a bill, a notice received, a sale signed: each is today or earlier.
  if (from > today) return { error: 'future' };
  const last = windowEnd(window, from);
  return { last, passed: last < today };
}
