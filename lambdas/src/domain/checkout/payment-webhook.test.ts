import type { AccessPurchased } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { FakePaymentGateway, RecordingEventPublisher } from '../../../test/fakes.js';
import { handlePaymentEvent, type PaymentEvent } from './payment-webhook.js';

const purchase: AccessPurchased = {
  checkoutSessionId: 'cs_test_1',
  email: ' Ana@Example.com ',
  productId: '30day',
  lang: 'es',
  amount: 2499,
  currency: 'usd',
  paymentIntentId: 'pi_1',
};

function prepare() {
  return { events: new RecordingEventPublisher(), payments: new FakePaymentGateway() };
}

describe('handlePaymentEvent: what a verified payment event does, whoever processed it', () => {
  it('publishes a purchase paid in full, under the normalised email', async () => {
    const d = prepare();

    const outcome = await handlePaymentEvent(d, { kind: 'purchase', purchase });

    const detail = { ...purchase, email: 'ana@example.com' };
    expect(outcome).toEqual({ handled: 'purchased', detail });
    expect(d.events.published).toEqual([{ name: 'AccessPurchased', detail }]);
  });

  it.each([
    ['an email the checkout form would refuse', { email: 'ana@example.com\r\nBcc: x@y.z' }],
    ['an email without a domain', { email: 'ana@' }],
    ['one cent', { amount: 1 }],
    ['another currency', { currency: 'eur' }],
  ])('ignores a purchase with %s, publishing nothing', async (_, change) => {
    const d = prepare();

    const outcome = await handlePaymentEvent(d, { kind: 'purchase', purchase: { ...purchase, ...change } });

    expect(outcome.handled).toBe('ignored');
    expect(d.events.published).toEqual([]);
  });

  it('publishes a revocation with the email it carries, asking the processor nothing', async () => {
    const d = prepare();

    await handlePaymentEvent(d, {
      kind: 'revocation',
      reason: 'refunded',
      email: 'Ana@Example.com',
      chargeId: 'ch_1',
      paymentIntentId: 'pi_1',
    });

    expect(d.events.published).toEqual([
      {
        name: 'AccessRevoked',
        detail: { reason: 'refunded', email: 'ana@example.com', paymentIntentId: 'pi_1' },
      },
    ]);
    expect(d.payments.chargeLookups).toEqual([]);
  });

  it('asks the processor whose charge it was when the revocation carries no email', async () => {
    const d = prepare();
    d.payments.chargeEmails.set('ch_1', 'Ana@Example.com');

    await handlePaymentEvent(d, { kind: 'revocation', reason: 'disputed', chargeId: 'ch_1' });

    expect(d.payments.chargeLookups).toEqual(['ch_1']);
    expect(d.events.published).toEqual([
      { name: 'AccessRevoked', detail: { reason: 'disputed', email: 'ana@example.com' } },
    ]);
  });

  it('still publishes a revocation nobody can name the buyer of: its payment is remembered', async () => {
    const d = prepare();

    await handlePaymentEvent(d, { kind: 'revocation', reason: 'disputed', paymentIntentId: 'pi_1' });

    expect(d.events.published).toEqual([
      { name: 'AccessRevoked', detail: { reason: 'disputed', paymentIntentId: 'pi_1' } },
    ]);
  });

  it('acknowledges an ignored event with its reason, publishing nothing', async () => {
    const d = prepare();
    const ignored: PaymentEvent = { kind: 'ignored', reason: 'partial refund' };

    expect(await handlePaymentEvent(d, ignored)).toEqual({ handled: 'ignored', reason: 'partial refund' });
    expect(d.events.published).toEqual([]);
  });
});
