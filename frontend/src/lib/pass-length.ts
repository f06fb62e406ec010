/** How a length of time reads to a person: whole weeks and more in days (30-day pass), the rest in hours. */
export interface PassLength {
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

export type RemainingTime = { unit: 'less_than_hour' } | { unit: 'hours' | 'days'; count: number };

/** Time left on a pass: hours up to two days, whole days beyond (719 hours left reads as 29 days). */
export function remainingTime(hours: number): RemainingTime {
  if (hours < 1) return { unit: 'less_than_hour' };
  if (hours < 2 * HOURS_PER_DAY) return { unit: 'hours', count: Math.floor(hours) };
  return { unit: 'days', count: Math.floor(hours / HOURS_PER_DAY) };
}
