import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryRateCounter, fakeFingerprint } from '../../../test/fakes.js';
import { laneErrorOf } from '../../../test/lane-error.js';
import { fixedClock } from '../clock.js';
import { RATE_RULES, enforceRateLimit, rateLimitAddress } from './rate-limit.js';

const rule = { name: 'test', limit: 3, windowSeconds: 60 };

describe('enforceRateLimit', () => {
  it('lets the limit through, then answers rate_limited with the seconds left in the window', async () => {
    const deps = { rateCounter: new MemoryRateCounter(), fingerprint: fakeFingerprint };
    const clock = fixedClock('2026-03-02T10:00:15.000Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'k', clock.now());
    const error = await laneErrorOf(enforceRateLimit(deps, rule, 'k', clock.now()));
    expect(error.code).toBe('rate_limited');
    expect(error.extra).toEqual({ retryAfterSeconds: 45 });
  });

  it('starts counting again in the next window', async () => {
    const deps = { rateCounter: new MemoryRateCounter(), fingerprint: fakeFingerprint };
    const clock = fixedClock('2026-03-02T10:00:59.000Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'k', clock.now());
    expect((await laneErrorOf(enforceRateLimit(deps, rule, 'k', clock.now()))).extra.retryAfterSeconds).toBe(
      1,
    );
    clock.advance(1000);
    await expect(enforceRateLimit(deps, rule, 'k', clock.now())).resolves.toBeUndefined();
  });

  it('never tells a caller to retry in less than a second', async () => {
    const deps = { rateCounter: new MemoryRateCounter(), fingerprint: fakeFingerprint };
    const clock = fixedClock('2026-03-02T10:00:59.999Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'k', clock.now());
    expect((await laneErrorOf(enforceRateLimit(deps, rule, 'k', clock.now()))).extra.retryAfterSeconds).toBe(
      1,
    );
  });

  it('counts each key and each rule apart, under a fingerprint of the key', async () => {
    const counter = new MemoryRateCounter();
    const deps = { rateCounter: counter, fingerprint: fakeFingerprint };
    const now = new Date('2026-03-02T10:00:00.000Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(deps, rule, 'ana@example.com', now);
    await enforceRateLimit(deps, rule, 'ben@example.com', now);
    await enforceRateLimit(deps, { ...rule, name: 'other' }, 'ana@example.com', now);
    expect([...counter.counts.values()].sort()).toEqual([1, 1, 3]);
    expect([...counter.counts.keys()].join(' ')).not.toMatch(/ana@|ben@/);
  });

  it('leaves honest use room: a household, a retry after a typo, five admin codes', () => {
    expect(RATE_RULES.accessPerIp.limit).toBeGreaterThanOrEqual(20);
    expect(RATE_RULES.accessPerEmailAndIp.limit).toBeGreaterThanOrEqual(5);
    expect(RATE_RULES.adminCodesPerEmailAndIp.limit).toBeGreaterThanOrEqual(5);
  });
});

describe('rateLimitAddress: IPv6 callers count by their /64 (issue 14.5)', () => {
  const hextet = fc.integer({ min: 0, max: 0xffff });
  const hextets = fc.array(hextet, { minLength: 4, maxLength: 4 });
  /** The address in the form Node writes it (compressed, lower case), or fully spelled out. */
  const written = (groups: number[], full: boolean) => {
    const spelled = groups.map((g) => g.toString(16).padStart(4, '0')).join(':');
    return full ? spelled.toUpperCase() : new URL(`http://[${spelled}]/`).hostname.slice(1, -1);
  };

  it('counts every address of one /64 as one caller, however it is written', () => {
    fc.assert(
      fc.property(hextets, hextets, hextets, fc.boolean(), fc.boolean(), (prefix, a, b, fullA, fullB) => {
        if (prefix.every((g) => g === 0)) return; // ::/64 holds the IPv4-mapped range
        expect(rateLimitAddress(written([...prefix, ...a], fullA))).toBe(
          rateLimitAddress(written([...prefix, ...b], fullB)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('keeps different /64 networks apart', () => {
    fc.assert(
      fc.property(hextets, hextets, hextets, (p, q, host) => {
        fc.pre(p.join() !== q.join());
        expect(rateLimitAddress(written([...p, ...host], false))).not.toBe(
          rateLimitAddress(written([...q, ...host], false)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('leaves IPv4 alone and reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(rateLimitAddress(ip)).toBe(ip);
      }),
    );
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('[2001:DB8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
