import type { AccessPurchased, AccessRevoked, EventName } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { aPurchase, fakeWorld, type FakeWorld } from '../../../test/fakes.js';
import { laneErrorOf } from '../../../test/lane-error.js';
import { sendReceipt } from '../mail/send-receipt.js';
import { grantPurchase } from '../passes/grant-pass.js';
import { revokePass } from '../passes/revoke-pass.js';
import { confirmCheckout } from './confirm-checkout.js';
import { handlePaymentEvent } from './payment-webhook.js';

/*
 * One purchase through its chain, each step by its one owner: the webhook publishes
 * AccessPurchased; grant-access grants and publishes PassGranted; send-receipt mails once; the
 * success page's confirm grants for its own sake and publishes nothing. Events are delivered by
 * hand, so a test can repeat them, reorder them or run them at once, as EventBridge may.
 */

const now = new Date('2026-03-02T10:00:00.000Z');

const purchase = aPurchase({ checkoutSessionId: 'cs_test_chain', paymentIntentId: 'pi_chain' });

function prepare() {
  const w = fakeWorld(now);
  w.payments.addCheckout({ id: purchase.checkoutSessionId, paymentIntentId: purchase.paymentIntentId });
  return w;
}

/** The webhook's part: Stripe's completed checkout, as the adapter hands it to the domain. */
const webhook = (w: FakeWorld) => handlePaymentEvent(w.ports, { kind: 'purchase', purchase });

/** Hands every event published so far (and those they cause) to its one consumer. */
async function deliverAll(w: FakeWorld, times = 1): Promise<void> {
  let delivered = 0;
  while (delivered < w.events.published.length) {
    const batch = w.events.published.slice(delivered);
    delivered = w.events.published.length;
    await Promise.all(
      batch.flatMap(({ name, detail }) => Array.from({ length: times }, () => consume(w, name, detail))),
    );
  }
}

function consume(w: FakeWorld, name: EventName, detail: unknown): Promise<unknown> {
  switch (name) {
    case 'AccessPurchased':
      return grantPurchase(w.ports, detail as AccessPurchased);
    case 'PassGranted':
      return sendReceipt(w.ports, detail as Parameters<typeof sendReceipt>[1]);
    case 'AccessRevoked':
      return revokePass(w.ports, detail as AccessRevoked);
  }
}

const published = (w: FakeWorld) => w.events.published.map((event) => event.name);

/** What every path of one 48-hour purchase ends with: one grant, a pass of 48 hours, one email. */
async function expectOnePassOneEmail(w: FakeWorld): Promise<void> {
  expect(w.passes.checkouts.size).toBe(1);
  expect((await w.passes.getPass('ana@example.com', now))?.accessDurationHours).toBe(48);
  expect(w.mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.com']);
}

describe('a purchase, one owner per step', () => {
  it('webhook → grant → receipt: one pass, one PassGranted, one email', async () => {
    const w = prepare();

    await webhook(w);
    await deliverAll(w);

    expect(published(w)).toEqual(['AccessPurchased', 'PassGranted']);
    expect(w.passes.grantRequests).toHaveLength(1);
    await expectOnePassOneEmail(w);
  });

  it('the success page first: confirm grants and publishes nothing; the webhook still brings one receipt', async () => {
    const w = prepare();

    const confirmed = await confirmCheckout(w.ports, purchase.checkoutSessionId);
    expect(published(w)).toEqual([]);
    await webhook(w);
    await deliverAll(w);

    expect(confirmed.durationHours).toBe(48);
    // Two grant attempts in all (the page's and grant-access's), one landing.
    expect(w.passes.grantRequests).toHaveLength(2);
    expect(published(w)).toEqual(['AccessPurchased', 'PassGranted']);
    await expectOnePassOneEmail(w);
  });

  it('duplicate webhooks, each delivered three times at once: one pass of 48 hours, one email', async () => {
    const w = prepare();

    await Promise.all([webhook(w), webhook(w)]);
    await deliverAll(w, 3);

    await expectOnePassOneEmail(w);
  });

  it('the page and grant-access at the same moment: one grant lands, one email', async () => {
    const w = prepare();
    await webhook(w);

    await Promise.all([confirmCheckout(w.ports, purchase.checkoutSessionId), deliverAll(w)]);
    await deliverAll(w);

    await expectOnePassOneEmail(w);
  });

  it('PassGranted delivered twice: one email', async () => {
    const w = prepare();
    await webhook(w);
    await deliverAll(w);
    const passGranted = w.events.published.find((event) => event.name === 'PassGranted')!;

    await Promise.all([
      consume(w, 'PassGranted', passGranted.detail),
      consume(w, 'PassGranted', passGranted.detail),
    ]);

    expect(w.mailer.sent).toHaveLength(1);
  });

  it('the refund before the purchase: no pass, no PassGranted, no email, and the page says it ended', async () => {
    const w = prepare();

    await handlePaymentEvent(w.ports, {
      kind: 'revocation',
      reason: 'refunded',
      paymentIntentId: 'pi_chain',
    });
    await deliverAll(w);
    await webhook(w);
    await deliverAll(w);

    expect(published(w)).toEqual(['AccessRevoked', 'AccessPurchased']);
    expect(await w.passes.getPass('ana@example.com', now)).toBeUndefined();
    expect(w.mailer.sent).toEqual([]);
    expect((await laneErrorOf(confirmCheckout(w.ports, purchase.checkoutSessionId))).code).toBe('expired');
  });

  it('the refund between the grant and the receipt: the pass ends and no email goes out', async () => {
    const w = prepare();
    await webhook(w);
    const [accessPurchased] = w.events.published;
    await consume(w, 'AccessPurchased', accessPurchased!.detail);

    await revokePass(w.ports, { reason: 'refunded', email: 'ana@example.com', paymentIntentId: 'pi_chain' });
    await deliverAll(w);

    expect(published(w)).toEqual(['AccessPurchased', 'PassGranted']);
    expect(await w.passes.getPass('ana@example.com', now)).toBeUndefined();
    expect(w.mailer.sent).toEqual([]);
  });
});
