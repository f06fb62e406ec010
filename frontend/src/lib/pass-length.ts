/** How a length of time reads to a person: whole weeks and more in days (30-day pass), the rest in hours. */
interface PassLength {
  unit: 'hours' | 'days';
  amount: number;
}

const HOURS_PER_DAY = 24;
const DAYS_FROM_HOURS = 7 * HOURS_PER_DAY;

/** A pass's duration: 48 → 48 hours, 720 → 30 days. */
export function passLength(hours: number): PassLength {
  return hours >= DAYS_FROM_HOURS && hours % HOURS_PER_DAY === 0
    ? { unit: 'days', amount: hours / HOURS_PER_DAY }
    : { unit: 'hours', amount: hours };
}

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;

/**
 * Time left on a pass as a person reads it, honest at both ends: right after buying a 48-hour pass
 * it says 48 hours (not 47), a 30-day pass 30 days; whole hours, rounded to the nearest, up to 48;
 * days (rounded) beyond; under two hours, hours and minutes; under an hour, minutes.
 */
type TimeLeft =
  | { unit: 'days' | 'hours' | 'minutes'; count: number }
  | { unit: 'hours_minutes'; hours: number; minutes: number };

export function timeLeft(msLeft: number): TimeLeft {
  const minutes = Math.max(0, Math.ceil(msLeft / MINUTE_MS));
  if (minutes < MINUTES_PER_HOUR) return { unit: 'minutes', count: minutes };
  if (minutes < 2 * MINUTES_PER_HOUR) {
    const rest = minutes - MINUTES_PER_HOUR;
    return rest === 0 ? { unit: 'hours', count: 1 } : { unit: 'hours_minutes', hours: 1, minutes: rest };
  }
  const hours = Math.round(minutes / MINUTES_PER_HOUR);
  if (hours <= 2 * HOURS_PER_DAY) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.round(hours / HOURS_PER_DAY) };
}

/** Milliseconds from `now` until an ISO instant (negative once it has passed; NaN if unreadable). */
export const msUntil = (iso: string, now: number): number => Date.parse(iso) - now;
