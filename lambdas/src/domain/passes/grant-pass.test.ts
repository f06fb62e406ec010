import { describe, expect, it } from 'vitest';
import type { AccessPurchased } from '@lane/shared';
import { fakeWorld, seedPass } from '../../../test/fakes.js';
import { grantPass, grantPurchase } from './grant-pass.js';
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

const purchase: AccessPurchased = {
  checkoutSessionId: 'cs_test_1',
  email: ' Ana@Example.com ',
  productId: '48hour',
  lang: 'es',
  amount: 999,
  currency: 'usd',
};

describe('grantPurchase: AccessPurchased’s one owner', () => {
  it('grants, then announces the pass with PassGranted under the normalised email', async () => {
    const world = fakeWorld();

    const outcome = await grantPurchase(world.ports, purchase);

    expect(outcome.outcome).toBe('granted');
    expect(world.events.published).toEqual([
      {
        name: 'PassGranted',
        detail: { checkoutSessionId: 'cs_test_1', email: 'ana@example.com', productId: '48hour', lang: 'es' },
      },
    ]);
  });

  it('announces again on a redelivery, granting nothing more (the receipt ledger sends one email)', async () => {
    const world = fakeWorld();
    await grantPurchase(world.ports, purchase);

    const again = await grantPurchase(world.ports, purchase);

    expect(again.outcome).toBe('already_granted');
    expect(world.passes.checkouts.size).toBe(1);
    expect(world.events.published.map((event) => event.name)).toEqual(['PassGranted', 'PassGranted']);
  });

  it('announces nothing when a refund came first, or when the pass has ended since', async () => {
    const world = fakeWorld();
    await world.passes.rememberRevocation(['cs_refunded'], world.clock.now());
    await grantPurchase(world.ports, { ...purchase, checkoutSessionId: 'cs_refunded' });
    await grantPurchase(world.ports, purchase);
    await world.passes.endPass('ana@example.com', world.clock.now());
    world.events.published.length = 0;

    expect(
      (await grantPurchase(world.ports, { ...purchase, checkoutSessionId: 'cs_refunded' })).outcome,
    ).toBe('revoked');
    expect((await grantPurchase(world.ports, purchase)).outcome).toBe('already_granted');
    expect(world.events.published).toEqual([]);
  });
});

describe('revokePass', () => {
  it('ends the pass of the normalised email now', async () => {
    const world = fakeWorld('2026-03-02T10:00:00.000Z');
    await seedPass(world);
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
    await seedPass(world);
    await revokePass(world, { reason: 'disputed', email: 'ana@example.com' });
    world.log.clear();
    expect(await revokePass(world, { reason: 'disputed', email: 'ana@example.com' })).toBe(false);
    expect(world.log.writes).toEqual([]);
  });

  it('does nothing when Stripe did not say whose pass it was', async () => {
    const world = fakeWorld();
    await seedPass(world);
    world.log.clear();
    expect(await revokePass(world, { reason: 'disputed', paymentIntentId: 'pi_1' })).toBe(false);
    expect(world.log.writes).toEqual([{ port: 'passes', action: 'revocation', key: 'pi_1' }]);
    expect(await world.passes.getPass('ana@example.com', world.clock.now())).toBeDefined();
  });
});
