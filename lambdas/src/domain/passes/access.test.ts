import { describe, expect, it } from 'vitest';
import { fakeWorld, seedPass } from '../../../test/fakes.js';
import { HOUR_MS } from '../clock.js';
import { accessOf, passAccess } from './access.js';

const now = new Date('2026-03-02T10:00:00.000Z');

describe('accessOf: where an email’s access stands', () => {
  it('an open pass: active, with what is left of it', async () => {
    const w = fakeWorld(now);
    await seedPass(w, { productId: '48hour' });
    w.clock.advance(10.5 * HOUR_MS);

    const access = await accessOf(w.passes, 'ana@example.com', w.clock.now());

    expect(access).toMatchObject({
      state: 'active',
      remainingHours: 37,
      durationHours: 48,
      expiresAt: new Date(now.getTime() + 48 * HOUR_MS),
    });
  });

  it('a pass that ended by time or by a refund: expired, with the duration it had', async () => {
    const w = fakeWorld(now);
    await seedPass(w, { productId: '30day', email: 'ended@example.com' });
    w.clock.advance(721 * HOUR_MS);
    await seedPass(w, { productId: '48hour', email: 'refunded@example.com' });
    await w.passes.endPass('refunded@example.com', w.clock.now());

    const byTime = await accessOf(w.passes, 'ended@example.com', w.clock.now());
    const byRefund = await accessOf(w.passes, 'refunded@example.com', w.clock.now());

    expect(byTime).toEqual({ state: 'expired', durationHours: 720 });
    expect(byRefund).toEqual({ state: 'expired', durationHours: 48 });
  });

  it('an email that never bought, or whose ended pass is no longer remembered: none', async () => {
    const w = fakeWorld(now);
    await seedPass(w, { productId: '48hour' });
    w.clock.advance((48 + 30 * 24) * HOUR_MS);

    expect(await accessOf(w.passes, 'nobody@example.com', w.clock.now())).toEqual({ state: 'none' });
    expect(await accessOf(w.passes, 'ana@example.com', w.clock.now())).toEqual({ state: 'none' });
  });
});

describe('passAccess: the same reading of a pass already in hand', () => {
  it('reads no pass as none, and a pass past its end as expired', async () => {
    const w = fakeWorld(now);
    const pass = await seedPass(w);

    expect(passAccess(undefined, now)).toEqual({ state: 'none' });
    expect(passAccess(pass, new Date(now.getTime() + 48 * HOUR_MS))).toEqual({
      state: 'expired',
      durationHours: 48,
    });
  });
});
