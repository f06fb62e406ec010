import { describe, expect, it } from 'vitest';
import { passLength, remainingTime } from './pass-length';

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

describe('remainingTime', () => {
  it('says less than an hour at zero', () => {
    expect(remainingTime(0)).toEqual({ unit: 'less_than_hour' });
  });

  it('counts hours below two days and whole days from there', () => {
    expect(remainingTime(1)).toEqual({ unit: 'hours', count: 1 });
    expect(remainingTime(47)).toEqual({ unit: 'hours', count: 47 });
    expect(remainingTime(48)).toEqual({ unit: 'days', count: 2 });
    expect(remainingTime(719)).toEqual({ unit: 'days', count: 29 });
  });
});
