import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, fixedClock } from '../clock.js';
import { extendWindow, passEnd, passStatus, type Pass } from './pass.js';

const bought = new Date('2026-03-02T10:00:00.000Z');

const pass = (
  hours: number,
  start: Date = bought,
): Pick<Pass, 'accessStartTime' | 'accessDurationHours'> => ({
  accessStartTime: start,
  accessDurationHours: hours,
});

describe('passStatus: where a pass stands, by its own duration', () => {
  it('reads 47 hours left when 47.9 hours remain (floored, as the pages show them)', () => {
    const clock = fixedClock(bought);
    clock.advance(0.1 * HOUR_MS);
    expect(passStatus(pass(48), clock.now())).toEqual({
      state: 'active',
      remainingHours: 47,
      durationHours: 48,
      expiresAt: new Date('2026-03-04T10:00:00.000Z'),
    });
  });

  it('reads 48 hours left at the moment of purchase', () => {
    expect(passStatus(pass(48), fixedClock(bought).now())).toMatchObject({
      state: 'active',
      remainingHours: 48,
    });
  });

  it('is still active one millisecond before the 48 hours are over, with 0 whole hours left', () => {
    const clock = fixedClock(bought);
    clock.advance(48 * HOUR_MS - 1);
    expect(passStatus(pass(48), clock.now())).toMatchObject({ state: 'active', remainingHours: 0 });
  });

  it('is expired at exactly 48 hours', () => {
    const clock = fixedClock(bought);
    clock.advance(48 * HOUR_MS);
    expect(passStatus(pass(48), clock.now())).toEqual({
      state: 'expired',
      durationHours: 48,
      expiredAt: new Date('2026-03-04T10:00:00.000Z'),
    });
  });

  it('is expired 49 hours after a 48-hour purchase and still says it was a 48-hour pass', () => {
    const clock = fixedClock(bought);
    clock.advance(49 * HOUR_MS);
    expect(passStatus(pass(48), clock.now())).toMatchObject({ state: 'expired', durationHours: 48 });
  });

  it('keeps a 30-day pass active on day 29, with 24 hours left', () => {
    const clock = fixedClock(bought);
    clock.advance(29 * DAY_MS);
    expect(passStatus(pass(720), clock.now())).toEqual({
      state: 'active',
      remainingHours: 24,
      durationHours: 720,
      expiresAt: new Date('2026-04-01T10:00:00.000Z'),
    });
  });

  it('keeps a 30-day pass active after 49 hours: no check assumes 48 hours', () => {
    const clock = fixedClock(bought);
    clock.advance(49 * HOUR_MS);
    expect(passStatus(pass(720), clock.now())).toMatchObject({ state: 'active', remainingHours: 671 });
  });

  it('ends a 30-day pass at exactly 720 hours', () => {
    const clock = fixedClock(bought);
    clock.advance(30 * DAY_MS);
    expect(passStatus(pass(720), clock.now())).toMatchObject({ state: 'expired', durationHours: 720 });
  });

  it('counts remaining hours down by exactly one each hour, never above the duration', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(48, 720),
        fc.integer({ min: 0, max: 720 * HOUR_MS }),
        (hours, elapsedMs) => {
          const now = new Date(bought.getTime() + elapsedMs);
          const status = passStatus(pass(hours), now);
          const leftMs = hours * HOUR_MS - elapsedMs;
          if (leftMs <= 0) {
            expect(status.state).toBe('expired');
          } else {
            expect(status).toMatchObject({ state: 'active', remainingHours: Math.floor(leftMs / HOUR_MS) });
            if (status.state === 'active') expect(status.remainingHours).toBeLessThanOrEqual(hours);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('passEnd', () => {
  it('is the start plus the duration in hours', () => {
    expect(passEnd(pass(48))).toEqual(new Date('2026-03-04T10:00:00.000Z'));
    expect(passEnd(pass(720))).toEqual(new Date('2026-04-01T10:00:00.000Z'));
  });
});

describe('extendWindow: new end = max(now, old end) + duration', () => {
  it('starts a first pass now', () => {
    expect(extendWindow(undefined, 48, bought)).toEqual({ accessStartTime: bought, accessDurationHours: 48 });
  });

  it('adds 48 hours to the end of an active 48-hour pass bought a day ago (72 hours from now)', () => {
    const now = new Date(bought.getTime() + 24 * HOUR_MS);
    const window = extendWindow(pass(48), 48, now);
    expect(window).toEqual({ accessStartTime: bought, accessDurationHours: 96 });
    expect(passEnd(window).getTime() - now.getTime()).toBe(72 * HOUR_MS);
  });

  it('adds 30 days to what is left of an active 48-hour pass', () => {
    const now = new Date(bought.getTime() + 47 * HOUR_MS);
    const window = extendWindow(pass(48), 720, now);
    expect(passEnd(window)).toEqual(new Date(passEnd(pass(48)).getTime() + 720 * HOUR_MS));
  });

  it('starts over now when the old pass has ended, without the time that passed in between', () => {
    const now = new Date(bought.getTime() + 100 * HOUR_MS);
    expect(extendWindow(pass(48), 48, now)).toEqual({ accessStartTime: now, accessDurationHours: 48 });
  });

  it('starts over now when the old pass ends at exactly this moment', () => {
    const now = passEnd(pass(48));
    expect(extendWindow(pass(48), 720, now)).toEqual({ accessStartTime: now, accessDurationHours: 720 });
  });

  it('holds for any pass, purchase and moment', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.record({
            hours: fc.integer({ min: 1, max: 5000 }),
            startOffsetMs: fc.integer({ min: -400 * DAY_MS, max: 0 }),
          }),
        ),
        fc.constantFrom(48, 720),
        fc.integer({ min: 0, max: 400 * DAY_MS }),
        (existing, hours, nowOffsetMs) => {
          const now = new Date(bought.getTime() + nowOffsetMs);
          const current = existing
            ? pass(existing.hours, new Date(bought.getTime() + existing.startOffsetMs))
            : undefined;
          const window = extendWindow(current, hours, now);
          const oldEnd = current ? passEnd(current).getTime() : Number.NEGATIVE_INFINITY;
          expect(passEnd(window).getTime()).toBe(Math.max(now.getTime(), oldEnd) + hours * HOUR_MS);
          expect(window.accessStartTime.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(passStatus(window, now).state).toBe('active');
        },
      ),
      { numRuns: 200 },
    );
  });
});
