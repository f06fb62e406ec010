import { describe, expect, it } from 'vitest';
import { fakeWorld, type FakeWorld } from '../../../test/fakes.js';
import { laneErrorOf } from '../../../test/lane-error.js';
import { HOUR_MS } from '../clock.js';
import { grantPass } from '../passes/grant-pass.js';
import { confirmCheckout } from './confirm-checkout.js';

const now = new Date('2026-03-02T10:00:00.000Z');

const confirm = (w: FakeWorld, id: string) => confirmCheckout(w.ports, id);

describe('confirmCheckout', () => {
  it('answers not_found for a checkout the processor never heard of, granting and publishing nothing', async () => {
    const w = fakeWorld(now);
    expect((await laneErrorOf(confirm(w, 'cs_test_unknown'))).code).toBe('not_found');
    expect(w.log.writes).toEqual([]);
    expect(w.sessions.issued).toEqual([]);
  });

  it('answers unpaid for a checkout whose payment has not completed, granting and publishing nothing', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_unpaid', paid: false });
    expect((await laneErrorOf(confirm(w, 'cs_test_unpaid'))).code).toBe('unpaid');
    expect(w.log.writes).toEqual([]);
    expect(w.sessions.issued).toEqual([]);
  });

  it('grants the pass when it gets here before the webhook, and publishes AccessPurchased for the receipt', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid', email: 'ana@example.com', productId: '48hour', lang: 'es' });
    const confirmed = await confirm(w, 'cs_test_paid');
    const end = new Date(now.getTime() + 48 * HOUR_MS);
    expect(confirmed).toMatchObject({
      durationHours: 48,
      expiresAt: end,
      session: { expiresAt: end },
      grant: { outcome: 'granted' },
    });
    expect(w.events.published).toEqual([
      {
        name: 'AccessPurchased',
        detail: {
          checkoutSessionId: 'cs_test_paid',
          email: 'ana@example.com',
          productId: '48hour',
          lang: 'es',
          amount: 999,
          currency: 'usd',
        },
      },
    ]);
    expect(w.sessions.issued).toEqual([
      { claims: { role: 'user', email: 'ana@example.com' }, expiresAt: end, token: confirmed.session.token },
    ]);
  });

  it('finds the pass the webhook already granted and publishes nothing more', async () => {
    const w = fakeWorld(now);
    const checkout = w.payments.addCheckout({ id: 'cs_test_paid', productId: '30day' });
    await grantPass(w.ports, {
      checkoutSessionId: checkout.id,
      email: checkout.email,
      productId: '30day',
      lang: 'en',
    });
    w.clock.advance(5_000);
    const confirmed = await confirm(w, 'cs_test_paid');
    expect(confirmed).toMatchObject({
      durationHours: 720,
      expiresAt: new Date(now.getTime() + 720 * HOUR_MS),
      grant: { outcome: 'already_granted' },
    });
    expect(w.events.published).toEqual([]);
    expect(w.passes.checkouts.size).toBe(1);
  });

  it('grants once however often the page is reloaded', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid' });
    const first = await confirm(w, 'cs_test_paid');
    const second = await confirm(w, 'cs_test_paid');
    expect(second.expiresAt).toEqual(first.expiresAt);
    expect(w.events.published).toHaveLength(1);
  });

  it('answers with what this purchase bought and when the extended pass ends', async () => {
    const w = fakeWorld(now);
    await grantPass(w.ports, {
      checkoutSessionId: 'cs_first',
      email: 'ana@example.com',
      productId: '48hour',
      lang: 'en',
    });
    w.clock.advance(10 * HOUR_MS);
    w.payments.addCheckout({ id: 'cs_second', productId: '30day' });
    const confirmed = await confirm(w, 'cs_second');
    expect(confirmed.durationHours).toBe(720);
    expect(confirmed.expiresAt).toEqual(new Date(now.getTime() + (48 + 720) * HOUR_MS));
    expect(confirmed.grant).toMatchObject({ outcome: 'granted', extended: true });
  });

  it('answers expired, with no session, for an old checkout whose pass has since ended', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid' });
    await confirm(w, 'cs_test_paid');
    w.clock.advance(49 * HOUR_MS);
    const error = await laneErrorOf(confirm(w, 'cs_test_paid'));
    expect(error.code).toBe('expired');
    expect(error.extra.durationHours).toBe(48);
    expect(w.sessions.issued).toHaveLength(1);
  });
});
