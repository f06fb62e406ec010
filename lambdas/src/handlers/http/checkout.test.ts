import 'aws-sdk-client-mock-vitest/extend';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_BODY_BYTES } from '@lane/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOUD_NOW as NOW,
  CLOUD_NOW_S as NOW_S,
  SECRETS,
  aws,
  cloudHandlers,
  expectNothingWritten,
  expectOnlyRateCountersWritten,
  fingerprint,
} from '../../../test/cloud.js';
import { expectAnswer, expectError, route } from '../../../test/http.js';
import { stripeApi, stripeError } from '../../../test/stripe-api.js';

const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5';

const lambda = cloudHandlers(() => import('./checkout.js'), {
  stripe: true,
  env: { LANE_STRIPE_PRICE_30DAY: 'price_1Lane30DayTest' },
});

beforeEach(() => {
  stripeApi.on('POST', '/v1/checkout/sessions', {
    status: 200,
    body: { id: 'cs_test_a1B2c3D4e5', object: 'checkout.session', url: STRIPE_URL },
  });
});

const post = route(() => lambda.handler, 'POST', '/api/checkout');
const sessionParams = () => Object.fromEntries(stripeApi.calls[0]!.params);

describe('POST /api/checkout (cloud handler)', () => {
  it('answers 200 with the Stripe Checkout URL for a 48-hour pass priced from the shared plans', async () => {
    const response = await post({
      productId: '48hour',
      email: ' Ana@Example.com ',
      referralId: 'partner-7',
      lang: 'en',
    });
    expectAnswer(response, 200, { url: STRIPE_URL });
    expect(response.cookies).toEqual([]);

    expect(stripeApi.calls).toHaveLength(1);
    expect(stripeApi.calls[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      apiKey: SECRETS.stripeSecretKey,
    });
    expect(stripeApi.calls[0]!.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionParams()).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': 'Lane Quick Help (48-hour pass)',
      customer_email: 'ana@example.com',
      client_reference_id: 'partner-7',
      'metadata[productId]': '48hour',
      'metadata[lang]': 'en',
      'payment_intent_data[metadata][productId]': '48hour',
      'payment_intent_data[metadata][lang]': 'en',
      locale: 'en',
      success_url: 'https://lane.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://lane.example.com/?checkout=cancelled#pricing',
    });
  });

  it('sends a Spanish buyer to a Spanish Checkout and back to /es, with the configured Stripe Price', async () => {
    const response = await post({
      productId: '30day',
      email: 'ana@example.com',
      referralId: null,
      lang: 'es',
    });
    expect(response.statusCode).toBe(200);
    const params = sessionParams();
    expect(params).toMatchObject({
      'line_items[0][price]': 'price_1Lane30DayTest',
      'line_items[0][quantity]': '1',
      locale: 'es',
      'metadata[productId]': '30day',
      'metadata[lang]': 'es',
      success_url: 'https://lane.example.com/es/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://lane.example.com/es?checkout=cancelled#pricing',
    });
    expect(params).not.toHaveProperty('client_reference_id');
    expect(params).not.toHaveProperty('line_items[0][price_data][unit_amount]');
  });

  it('defaults the language to English', async () => {
    await post({ productId: '48hour', email: 'ana@example.com' });
    expect(sessionParams()).toMatchObject({ locale: 'en', 'metadata[lang]': 'en' });
  });

  it('writes nothing but the IP’s rate counter: a checkout that is never paid leaves no trace', async () => {
    await post({ productId: '48hour', email: 'ana@example.com' }, { sourceIp: '198.51.100.7' });
    expectOnlyRateCountersWritten();
    expect(aws.documents).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `RATE#checkout-ip#${fingerprint('198.51.100.7')}#${NOW_S}` },
    });
  });

  it('answers 502 payment_unavailable with a plain message when Stripe fails', async () => {
    stripeApi.on(
      'POST',
      '/v1/checkout/sessions',
      stripeError(500, 'api_error', 'internal', 'Something went wrong at Stripe (req_abc)'),
    );
    const response = await post({ productId: '48hour', email: 'ana@example.com' });
    expectError(response, 502, 'payment_unavailable');
    expect(response.json?.['message']).toBe('There was an issue processing your payment. Please try again.');
    expect(JSON.stringify(response.json)).not.toContain('Stripe');
  });

  it('answers 502 payment_unavailable when Stripe refuses the key', async () => {
    stripeApi.on(
      'POST',
      '/v1/checkout/sessions',
      stripeError(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided'),
    );
    expectError(await post({ productId: '48hour', email: 'ana@example.com' }), 502, 'payment_unavailable');
  });

  it('answers 502 payment_unavailable when Stripe returns a session without a URL', async () => {
    stripeApi.on('POST', '/v1/checkout/sessions', {
      status: 200,
      body: { id: 'cs_test_x', object: 'checkout.session', url: null },
    });
    expectError(await post({ productId: '48hour', email: 'ana@example.com' }), 502, 'payment_unavailable');
  });

  it.each([
    ['no dot after the @', { productId: '48hour', email: 'ana@example' }],
    ['a space inside', { productId: '48hour', email: 'ana lopez@example.com' }],
    ['no address', { productId: '48hour' }],
    ['an empty address', { productId: '48hour', email: '' }],
  ])('answers 400 invalid_email for %s, asking Stripe nothing and writing nothing', async (_, body) => {
    expectError(await post(body), 400, 'invalid_email');
    expect(stripeApi.calls).toEqual([]);
    expectNothingWritten();
  });

  it.each([
    ['an unknown pass', { productId: '7day', email: 'ana@example.com' }],
    ['a number', { productId: 48, email: 'ana@example.com' }],
    ['no pass', { email: 'ana@example.com' }],
  ])('answers 400 invalid_product for %s, asking Stripe nothing and writing nothing', async (_, body) => {
    expectError(await post(body), 400, 'invalid_product');
    expect(stripeApi.calls).toEqual([]);
    expectNothingWritten();
  });

  it.each([
    ['an unknown language', { productId: '48hour', email: 'ana@example.com', lang: 'de' }],
    [
      'a referral id over 200 characters',
      { productId: '48hour', email: 'ana@example.com', referralId: 'r'.repeat(201) },
    ],
    ['a referral id that is a number', { productId: '48hour', email: 'ana@example.com', referralId: 7 }],
  ])('answers 400 invalid_request for %s, asking Stripe nothing and writing nothing', async (_, body) => {
    expectError(await post(body), 400, 'invalid_request');
    expect(stripeApi.calls).toEqual([]);
    expectNothingWritten();
  });

  it('answers 413 over 32 KB and 415 for a non-JSON body, asking Stripe nothing and writing nothing', async () => {
    const big = JSON.stringify({
      productId: '48hour',
      email: 'ana@example.com',
      padding: 'x'.repeat(MAX_BODY_BYTES),
    });
    expectError(
      await post(big, { headers: { 'content-type': 'application/json' } }),
      413,
      'payload_too_large',
    );
    expectError(
      await post('productId=48hour&email=ana@example.com', { headers: { 'content-type': 'text/plain' } }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await post('{"productId":', { headers: { 'content-type': 'application/json' } }),
      400,
      'invalid_request',
    );
    expect(stripeApi.calls).toEqual([]);
    expectNothingWritten();
  });

  it('answers 429 rate_limited with Retry-After after 30 checkouts from one IP in 15 minutes, asking Stripe nothing', async () => {
    vi.setSystemTime(NOW.getTime() + 300_000);
    aws.documents.on(UpdateCommand).resolves({ Attributes: { count: 31 } });
    const response = await post({ productId: '48hour', email: 'ana@example.com' });
    expectError(response, 429, 'rate_limited');
    expect(response.headers['retry-after']).toBe('600');
    expect(stripeApi.calls).toEqual([]);
  });
});
