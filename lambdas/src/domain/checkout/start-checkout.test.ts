import { describe, expect, it } from 'vitest';
import { FakePaymentGateway } from '../../../test/fakes.js';
import { laneErrorOf } from '../../../test/lane-error.js';
import { fixedClock } from '../clock.js';
import { LaneError } from '../errors.js';
import { PaymentProviderError } from './payment-gateway.js';
import { checkoutUrls, startCheckout, type StartCheckoutRequest } from './start-checkout.js';

const request: StartCheckoutRequest = {
  productId: '48hour',
  email: 'ana@example.com',
  referralId: null,
  lang: 'en',
};

function deps(at = '2026-03-02T10:00:10.000Z', siteUrl = 'https://lane.example.com') {
  return { payments: new FakePaymentGateway(), clock: fixedClock(at), siteUrl };
}

describe('checkoutUrls', () => {
  it('returns English buyers to /payment-success and the pricing section', () => {
    expect(checkoutUrls('https://lane.example.com', 'en')).toEqual({
      successUrl: 'https://lane.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://lane.example.com/?checkout=cancelled#pricing',
    });
  });

  it('returns Spanish buyers to /es/payment-success and the Spanish pricing section', () => {
    expect(checkoutUrls('https://lane.example.com', 'es')).toEqual({
      successUrl: 'https://lane.example.com/es/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://lane.example.com/es?checkout=cancelled#pricing',
    });
  });

  it('does not double the slash when the site URL ends with one', () => {
    expect(checkoutUrls('https://lane.example.com/', 'en').successUrl).toBe(
      'https://lane.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
  });
});

describe('startCheckout', () => {
  it('asks the processor for one pass with the buyer’s email, referral, language and return URLs', async () => {
    const d = deps();
    const { url } = await startCheckout(d, {
      productId: '30day',
      email: 'ana@example.com',
      referralId: 'partner-7',
      lang: 'es',
    });
    expect(url).toBe('https://checkout.example.test/c/pay/cs_test_1');
    expect(d.payments.created).toEqual([
      {
        productId: '30day',
        email: 'ana@example.com',
        referralId: 'partner-7',
        lang: 'es',
        successUrl: 'https://lane.example.com/es/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://lane.example.com/es?checkout=cancelled#pricing',
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('gives a double click within the same minute the same idempotency key', async () => {
    const d = deps('2026-03-02T10:00:01.000Z');
    await startCheckout(d, request);
    d.clock.advance(58_000);
    await startCheckout(d, request);
    expect(d.payments.created[0]!.idempotencyKey).toBe(d.payments.created[1]!.idempotencyKey);
  });

  it('gives a new attempt in a later minute a fresh key', async () => {
    const d = deps('2026-03-02T10:00:59.000Z');
    await startCheckout(d, request);
    d.clock.advance(2_000);
    await startCheckout(d, request);
    expect(d.payments.created[0]!.idempotencyKey).not.toBe(d.payments.created[1]!.idempotencyKey);
  });

  it('gives a different pass, email, language or referral a different key', async () => {
    const d = deps();
    const variants: StartCheckoutRequest[] = [
      request,
      { ...request, productId: '30day' },
      { ...request, email: 'ben@example.com' },
      { ...request, lang: 'es' },
      { ...request, referralId: 'partner-7' },
    ];
    for (const variant of variants) await startCheckout(d, variant);
    expect(new Set(d.payments.created.map((c) => c.idempotencyKey)).size).toBe(variants.length);
  });

  it('keeps the email out of the idempotency key', async () => {
    const d = deps();
    await startCheckout(d, request);
    expect(d.payments.created[0]!.idempotencyKey).not.toContain('ana');
  });

  it('answers payment_unavailable when the processor fails', async () => {
    const d = deps();
    d.payments.failure = new PaymentProviderError('Stripe is down');
    const error = await laneErrorOf(startCheckout(d, request));
    expect(error.code).toBe('payment_unavailable');
    expect(error.message).not.toContain('Stripe is down');
  });

  it('answers payment_unavailable for any unexpected failure of the processor', async () => {
    const d = deps();
    d.payments.failure = new TypeError('fetch failed');
    expect((await laneErrorOf(startCheckout(d, request))).code).toBe('payment_unavailable');
  });

  it('passes a Lane error from the processor through unchanged', async () => {
    const d = deps();
    d.payments.failure = new LaneError('rate_limited', undefined, { retryAfterSeconds: 5 });
    const error = await laneErrorOf(startCheckout(d, request));
    expect(error.code).toBe('rate_limited');
    expect(error.extra.retryAfterSeconds).toBe(5);
  });
});
