import { describe, expect, it } from 'vitest';
import { MemoryRateCounter, fakeFingerprint } from '../../../test/fakes.js';
import { laneErrorOf } from '../../../test/lane-error.js';
import { fixedClock } from '../clock.js';
import { RATE_RULES, enforceRateLimit } from './rate-limit.js';

const rule = { name: 'test', limit: 3, windowSeconds: 60 };

describe('enforceRateLimit', () => {
  it('lets the limit through, then answers rate_limited with the seconds left in the window', async () => {
    const deps = { counter: new MemoryRateCounter(), fingerprint: fakeFingerprint };
    const clock = fixedClock('2026-03-02T10:00:15.000Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'k', clock.now());
    const error = await laneErrorOf(enforceRateLimit(deps, rule, 'k', clock.now()));
    expect(error.code).toBe('rate_limited');
    expect(error.extra).toEqual({ retryAfterSeconds: 45 });
  });

  it('starts counting again in the next window', async () => {
    const deps = { counter: new MemoryRateCounter(), fingerprint: fakeFingerprint };
    const clock = fixedClock('2026-03-02T10:00:59.000Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'k', clock.now());
    expect((await laneErrorOf(enforceRateLimit(deps, rule, 'k', clock.now()))).extra.retryAfterSeconds).toBe(
      1,
    );
    clock.advance(1000);
    await expect(enforceRateLimit(deps, rule, 'k', clock.now())).resolves.toBeUndefined();
  });

  it('never tells a caller to retry in less than a second', async () => {
    const deps = { counter: new MemoryRateCounter(), fingerprint: fakeFingerprint };
    const clock = fixedClock('2026-03-02T10:00:59.999Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'k', clock.now());
    expect((await laneErrorOf(enforceRateLimit(deps, rule, 'k', clock.now()))).extra.retryAfterSeconds).toBe(
      1,
    );
  });

  it('counts each key and each rule apart, under a fingerprint of the key', async () => {
    const counter = new MemoryRateCounter();
    const deps = { counter, fingerprint: fakeFingerprint };
    const now = new Date('2026-03-02T10:00:00.000Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'ana@example.com', now);
    await enforceRateLimit(deps, rule, 'ben@example.com', now);
    await enforceRateLimit(deps, { ...rule, name: 'other' }, 'ana@example.com', now);
    expect([...counter.counts.values()].sort()).toEqual([1, 1, 3]);
    expect([...counter.counts.keys()].join(' ')).not.toMatch(/ana@|ben@/);
  });

  it('leaves honest use room: a household, a retry after a typo, five admin codes', () => {
    expect(RATE_RULES.accessPerIp.limit).toBeGreaterThanOrEqual(20);
    expect(RATE_RULES.accessPerEmail.limit).toBeGreaterThanOrEqual(5);
    expect(RATE_RULES.adminCodesPerEmail.limit).toBeGreaterThanOrEqual(5);
  });
});
