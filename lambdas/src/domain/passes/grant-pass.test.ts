import { describe, expect, it } from 'vitest';
import { fakeWorld } from '../../../test/fakes.js';
import { grantPass } from './grant-pass.js';
import { revokePass } from './revoke-pass.js';

describe('grantPass', () => {
  it('grants under the normalised email, at the clock’s now, for the purchase’s checkout', async () => {
    const world = fakeWorld('2026-03-02T10:00:00.000Z');
    const outcome = await grantPass(world, {
      checkoutSessionId: 'cs_test_1',
      email: '  Ana.Lopez@Example.COM ',
      productId: '30day',
      lang: 'es',
    });
    expect(world.passes.grantRequests).toEqual([
      {
        checkoutSessionId: 'cs_test_1',
        email: 'ana.lopez@example.com',
        productId: '30day',
        lang: 'es',
        now: new Date('2026-03-02T10:00:00.000Z'),
      },
    ]);
    expect(outcome).toMatchObject({
      outcome: 'granted',
      extended: false,
      pass: { email: 'ana.lopez@example.com', accessDurationHours: 720 },
    });
  });
});

describe('revokePass', () => {
  it('ends the pass of the normalised email now', async () => {
    const world = fakeWorld('2026-03-02T10:00:00.000Z');
    await grantPass(world, {
      checkoutSessionId: 'cs_1',
      email: 'ana@example.com',
      productId: '48hour',
      lang: 'en',
    });
    world.clock.advance(60_000);
    expect(await revokePass(world, { reason: 'refunded', email: ' ANA@example.com' })).toBe(true);
    expect(await world.passes.getPass('ana@example.com', world.clock.now())).toBeUndefined();
    expect(await world.passes.getEndedPass('ana@example.com', world.clock.now())).toEqual({
      durationHours: 48,
      endedAt: new Date('2026-03-02T10:01:00.000Z'),
    });
  });

  it('changes nothing the second time', async () => {
    const world = fakeWorld();
    await grantPass(world, {
      checkoutSessionId: 'cs_1',
      email: 'ana@example.com',
      productId: '48hour',
      lang: 'en',
    });
    await revokePass(world, { reason: 'disputed', email: 'ana@example.com' });
    world.log.clear();
    expect(await revokePass(world, { reason: 'disputed', email: 'ana@example.com' })).toBe(false);
    expect(world.log.writes).toEqual([]);
  });

  it('does nothing when Stripe did not say whose pass it was', async () => {
    const world = fakeWorld();
    await grantPass(world, {
      checkoutSessionId: 'cs_1',
      email: 'ana@example.com',
      productId: '48hour',
      lang: 'en',
    });
    world.log.clear();
    expect(await revokePass(world, { reason: 'disputed', paymentIntentId: 'pi_1' })).toBe(false);
    expect(world.log.writes).toEqual([{ port: 'passes', action: 'revocation', key: 'pi_1' }]);
    expect(await world.passes.getPass('ana@example.com', world.clock.now())).toBeDefined();
  });
});
