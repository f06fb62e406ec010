import { describe, expect, it } from 'vitest';
import { fakeFingerprint } from '../../../test/fakes.js';
import {
  adminCodeExpiry,
  adminCodeFromSeed,
  adminCodeLocked,
  newAdminCodeSeed,
  sameHash,
} from './admin-codes.js';

describe('admin codes', () => {
  it('are always six digits, leading zeros kept, and the same code for the same seed', async () => {
    const seeds = Array.from({ length: 2000 }, newAdminCodeSeed);
    const codes = await Promise.all(seeds.map((seed) => adminCodeFromSeed(fakeFingerprint, seed)));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(await adminCodeFromSeed(fakeFingerprint, seeds[0]!)).toBe(codes[0]);
  });

  it('live for 10 minutes', () => {
    expect(adminCodeExpiry(new Date('2026-03-02T10:00:00.000Z'))).toEqual(
      new Date('2026-03-02T10:10:00.000Z'),
    );
  });

  it('lock at the fifth wrong try', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(adminCodeLocked)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(adminCodeLocked(Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('compare hashes exactly, whatever their lengths', () => {
    expect(sameHash('abc', 'abc')).toBe(true);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('abc', 'abcd')).toBe(false);
    expect(sameHash('', 'a')).toBe(false);
  });
});
