import { describe, expect, it } from 'vitest';
import { passLength, timeLeft } from './pass-length';

describe('passLength', () => {
  it('reads the short pass in hours and the monthly pass in days', () => {
    expect(passLength(48)).toEqual({ unit: 'hours', amount: 48 });
    expect(passLength(720)).toEqual({ unit: 'days', amount: 30 });
  });

  it('keeps hours for anything that is not whole days of a week or more', () => {
    expect(passLength(24)).toEqual({ unit: 'hours', amount: 24 });
    expect(passLength(170)).toEqual({ unit: 'hours', amount: 170 });
    expect(passLength(168)).toEqual({ unit: 'days', amount: 7 });
  });
});

describe('timeLeft', () => {
  const HOUR = 3_600_000;
  const MINUTE = 60_000;

  it('says 48 hours right after buying a 48-hour pass, and 30 days for a 30-day pass', () => {
    expect(timeLeft(48 * HOUR - 5_000)).toEqual({ unit: 'hours', count: 48 });
    expect(timeLeft(720 * HOUR - 5_000)).toEqual({ unit: 'days', count: 30 });
  });

  it('rounds to the nearest hour from two hours up', () => {
    expect(timeLeft(5 * HOUR + 29 * MINUTE)).toEqual({ unit: 'hours', count: 5 });
    expect(timeLeft(5 * HOUR + 31 * MINUTE)).toEqual({ unit: 'hours', count: 6 });
    expect(timeLeft(2 * HOUR)).toEqual({ unit: 'hours', count: 2 });
  });

  it('shows hours and minutes under two hours, minutes under one', () => {
    expect(timeLeft(HOUR + 35 * MINUTE)).toEqual({ unit: 'hours_minutes', hours: 1, minutes: 35 });
    expect(timeLeft(HOUR)).toEqual({ unit: 'hours', count: 1 });
    expect(timeLeft(9 * MINUTE + 10_000)).toEqual({ unit: 'minutes', count: 10 });
    expect(timeLeft(-5)).toEqual({ unit: 'minutes', count: 0 });
  });
});
