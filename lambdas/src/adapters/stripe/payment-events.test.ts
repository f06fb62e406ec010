import { describe, expect, it } from 'vitest';
import { FakePaymentGateway, RecordingEventPublisher } from '../../../test/fakes.js';
import { COMPLETED_PURCHASE, stripeEvent } from '../../../test/stripe-fixtures.js';
import { handlePaymentEvent } from '../../domain/checkout/payment-webhook.js';
import { checkoutFromSession, paymentEventOf } from './payment-events.js';

function deps() {
  return { events: new RecordingEventPublisher(), payments: new FakePaymentGateway() };
}

/** A verified Stripe event read by this adapter, then decided by the domain: the webhook's path. */
const handleStripeEvent = (d: ReturnType<typeof deps>, event: Parameters<typeof paymentEventOf>[0]) =>
  handlePaymentEvent(d, paymentEventOf(event));

describe('a Stripe event, read here and decided by the domain', () => {
  it('publishes AccessPurchased for a paid checkout.session.completed, with the normalised email', async () => {
    const d = deps();
    const outcome = await handleStripeEvent(d, stripeEvent('checkout.session.completed'));
    const detail = COMPLETED_PURCHASE;
    expect(outcome).toEqual({ handled: 'purchased', detail });
    expect(d.events.published).toEqual([{ name: 'AccessPurchased', detail }]);
  });

  it('falls back to customer_email when Stripe sends no customer_details', async () => {
    const d = deps();
    const event = stripeEvent('checkout.session.completed');
    delete event.data.object['customer_details'];
    event.data.object['customer_email'] = 'Carla@Example.com';
    await handleStripeEvent(d, event);
    expect(d.events.published[0]?.detail).toMatchObject({ email: 'carla@example.com' });
  });

  it('reads a missing or unknown language as English', async () => {
    const d = deps();
    const event = stripeEvent('checkout.session.completed');
    event.data.object['metadata'] = { productId: '30day', lang: 'fr' };
    event.data.object['amount_total'] = 2499;
    await handleStripeEvent(d, event);
    expect(d.events.published[0]?.detail).toMatchObject({ productId: '30day', lang: 'en' });
  });

  it('ignores a completed checkout whose payment has not arrived yet, publishing nothing', async () => {
    const d = deps();
    const outcome = await handleStripeEvent(d, stripeEvent('checkout.session.completed (unpaid)'));
    expect(outcome.handled).toBe('ignored');
    expect(d.events.published).toEqual([]);
  });

  it('publishes AccessPurchased when a delayed payment succeeds (async_payment_succeeded)', async () => {
    const d = deps();
    const outcome = await handleStripeEvent(d, stripeEvent('checkout.session.async_payment_succeeded'));
    expect(outcome.handled).toBe('purchased');
    expect(d.events.published).toEqual([
      {
        name: 'AccessPurchased',
        detail: {
          checkoutSessionId: 'cs_test_delayed001',
          email: 'ben@example.com',
          productId: '30day',
          lang: 'en',
          amount: 2499,
          currency: 'usd',
          paymentIntentId: 'pi_3QxDelayed',
        },
      },
    ]);
  });

  it('ignores a paid checkout that is not for a Lane pass (no productId), publishing nothing', async () => {
    const d = deps();
    const event = stripeEvent('checkout.session.completed');
    event.data.object['metadata'] = { productId: 'tshirt' };
    expect((await handleStripeEvent(d, event)).handled).toBe('ignored');
    expect(d.events.published).toEqual([]);
  });

  it('ignores a paid checkout without any email, publishing nothing', async () => {
    const d = deps();
    const event = stripeEvent('checkout.session.completed');
    delete event.data.object['customer_details'];
    delete event.data.object['customer_email'];
    expect((await handleStripeEvent(d, event)).handled).toBe('ignored');
    expect(d.events.published).toEqual([]);
  });

  it.each([
    ['one cent', { amount_total: 1 }],
    ['nothing', { amount_total: 0 }],
    ['the 48-hour price for a 30-day pass', { metadata: { productId: '30day', lang: 'es' } }],
    ['the right number in another currency', { currency: 'jpy' }],
    ['no amount at all', { amount_total: null }],
  ])('ignores a paid checkout for %s, publishing nothing', async (_, change) => {
    const d = deps();
    const event = stripeEvent('checkout.session.completed');
    Object.assign(event.data.object, change);
    expect((await handleStripeEvent(d, event)).handled).toBe('ignored');
    expect(d.events.published).toEqual([]);
  });

  it.each([
    ['a CR/LF and a Bcc header', 'ana.lopez@example.com\r\nBcc: everyone@example.org'],
    ['a NUL', 'ana.lopez\u0000@example.com'],
    ['an ESC', 'ana\u001b[2J@example.com'],
    ['a display name', '"Ana" <ana.lopez@example.com>'],
  ])('ignores a paid checkout whose email holds %s, publishing nothing', async (_, email) => {
    const d = deps();
    const event = stripeEvent('checkout.session.completed');
    event.data.object['customer_details'] = { email };
    event.data.object['customer_email'] = null;
    expect((await handleStripeEvent(d, event)).handled).toBe('ignored');
    expect(d.events.published).toEqual([]);
  });

  it('publishes AccessRevoked (refunded) for charge.refunded with the billing email and payment intent', async () => {
    const d = deps();
    const outcome = await handleStripeEvent(d, stripeEvent('charge.refunded'));
    const detail = { reason: 'refunded', email: 'ana.lopez@example.com', paymentIntentId: 'pi_3QxPaid' };
    expect(outcome).toEqual({ handled: 'revoked', detail });
    expect(d.events.published).toEqual([{ name: 'AccessRevoked', detail }]);
    expect(d.payments.chargeLookups).toEqual([]);
  });

  it('finds the refunded buyer through the receipt email, then through Stripe, when the charge has no billing email', async () => {
    const d = deps();
    const withReceipt = stripeEvent('charge.refunded');
    withReceipt.data.object['billing_details'] = { email: null };
    withReceipt.data.object['receipt_email'] = 'Receipt@Example.com';
    await handleStripeEvent(d, withReceipt);
    expect(d.events.published[0]?.detail).toMatchObject({ email: 'receipt@example.com' });

    const bare = stripeEvent('charge.refunded');
    bare.data.object['billing_details'] = {};
    d.payments.chargeEmails.set('ch_3QxPaid', 'Lookup@Example.com');
    await handleStripeEvent(d, bare);
    expect(d.payments.chargeLookups).toEqual(['ch_3QxPaid']);
    expect(d.events.published[1]?.detail).toMatchObject({ reason: 'refunded', email: 'lookup@example.com' });
  });

  it('publishes AccessRevoked (disputed) for charge.dispute.created with the email Stripe has for the charge', async () => {
    const d = deps();
    d.payments.chargeEmails.set('ch_3QxPaid', 'Ana.Lopez@Example.com');
    const outcome = await handleStripeEvent(d, stripeEvent('charge.dispute.created'));
    const detail = { reason: 'disputed', email: 'ana.lopez@example.com', paymentIntentId: 'pi_3QxPaid' };
    expect(outcome).toEqual({ handled: 'revoked', detail });
    expect(d.payments.chargeLookups).toEqual(['ch_3QxPaid']);
    expect(d.events.published).toEqual([{ name: 'AccessRevoked', detail }]);
  });

  it('reads an expanded charge object on a dispute as well as its id', async () => {
    const d = deps();
    d.payments.chargeEmails.set('ch_3QxPaid', 'ana@example.com');
    const event = stripeEvent('charge.dispute.created');
    event.data.object['charge'] = { id: 'ch_3QxPaid', object: 'charge' };
    event.data.object['payment_intent'] = { id: 'pi_3QxPaid', object: 'payment_intent' };
    expect(await handleStripeEvent(d, event)).toEqual({
      handled: 'revoked',
      detail: { reason: 'disputed', email: 'ana@example.com', paymentIntentId: 'pi_3QxPaid' },
    });
  });

  it('still publishes the dispute, without an email, when Stripe does not know the buyer', async () => {
    const d = deps();
    await handleStripeEvent(d, stripeEvent('charge.dispute.created'));
    expect(d.events.published).toEqual([
      { name: 'AccessRevoked', detail: { reason: 'disputed', paymentIntentId: 'pi_3QxPaid' } },
    ]);
  });

  it('acknowledges and ignores any other event type, publishing and looking up nothing', async () => {
    const d = deps();
    const outcome = await handleStripeEvent(d, stripeEvent('customer.created'));
    expect(outcome).toEqual({ handled: 'ignored', reason: expect.stringContaining('customer.created') });
    expect(d.events.published).toEqual([]);
    expect(d.payments.chargeLookups).toEqual([]);
  });
});

describe('checkoutFromSession: the one reading of a Checkout Session (webhook and confirm)', () => {
  it('reads a paid session as its purchase, with an expanded payment intent as well as its id', () => {
    const session = stripeEvent('checkout.session.completed').data.object;
    session['payment_intent'] = { id: 'pi_3QxPaid', object: 'payment_intent' };
    expect(checkoutFromSession(session)).toEqual({
      paid: true,
      // The email as Stripe holds it: the domain checks and normalises it.
      purchase: { ...COMPLETED_PURCHASE, email: '  Ana.Lopez@Example.com ' },
    });
  });

  it('reads a session still waiting for its money as unpaid, and one of another product as not Lane’s', () => {
    const unpaid = stripeEvent('checkout.session.completed (unpaid)').data.object;
    expect(checkoutFromSession(unpaid)).toMatchObject({ paid: false });
    const other = stripeEvent('checkout.session.completed').data.object;
    other['metadata'] = { productId: 'tshirt' };
    expect(checkoutFromSession(other)).toEqual({ ignored: expect.any(String) });
  });

  it('reads an event without a data object as one to ignore', () => {
    expect(paymentEventOf({ type: 'checkout.session.completed', data: {} })).toEqual({
      kind: 'ignored',
      reason: 'event without a data object',
    });
  });
});
