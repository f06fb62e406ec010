import 'aws-sdk-client-mock-vitest/extend';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { METRIC } from '@lane/shared';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import {
  CLOUD_ENV,
  CLOUD_NOW_S as NOW_S,
  SECRETS,
  aws,
  cloudHandlers,
  expectNothingWritten,
  publishedEvents,
} from '../../../test/cloud.js';
import { expectAnswer, expectApiHeaders, expectError, invoke, type ApiRequest } from '../../../test/http.js';
import { stripeApi } from '../../../test/stripe-api.js';
import { COMPLETED_PURCHASE, stripeEvent, type StripeFixture } from '../../../test/stripe-fixtures.js';
import { metrics } from '../../observability.js';

const lambda = cloudHandlers(() => import('./stripe-webhook.js'), { stripe: true });

/** Stripe pretty-prints its payloads; the signature covers these exact bytes. */
const payloadOf = (name: StripeFixture | object): string =>
  JSON.stringify(typeof name === 'string' ? stripeEvent(name) : name, null, 2);

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}): string =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRETS.webhookSecret,
    timestamp: options.timestamp ?? NOW_S,
  });

const deliver = (body: string, headers: Record<string, string>, request: ApiRequest = {}) =>
  invoke(lambda.handler, {
    method: 'POST',
    path: '/api/stripe/webhook',
    body,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    ...request,
  });

const purchase = COMPLETED_PURCHASE;

/*
 * The wiring of the webhook route: the exact bytes in (base64 or not), the signature header, 400
 * and its metric for a bad one, the bus and Stripe's charge lookup behind a good one. The signature
 * rules are tested on the verifier (adapters/stripe/webhook-verifier.test.ts), what an event means
 * in adapters/stripe/payment-events.test.ts and domain/checkout/payment-webhook.test.ts.
 */
describe('POST /api/stripe/webhook (cloud handler, real Stripe signatures)', () => {
  it('answers 200 to a validly signed paid checkout and publishes AccessPurchased on the Lane bus', async () => {
    const payload = payloadOf('checkout.session.completed');
    const response = await deliver(payload, { 'Stripe-Signature': sign(payload) });
    expectAnswer(response, 200, { received: true });
    expect(publishedEvents()).toEqual([
      {
        detailType: 'AccessPurchased',
        source: 'lane.payments',
        bus: CLOUD_ENV.LANE_EVENT_BUS_NAME,
        detail: purchase,
      },
    ]);
  });

  it('answers 400 invalid_signature to a tampered body and publishes nothing', async () => {
    const payload = payloadOf('checkout.session.completed');
    const tampered = payload.replace('"productId": "48hour"', '"productId": "30day"');
    expect(tampered).not.toBe(payload);
    const response = await deliver(tampered, { 'stripe-signature': sign(payload) });
    expectError(response, 400, 'invalid_signature');
    expectNothingWritten();
  });

  it('counts a rejected webhook once as WebhookRejected (its alarm: a wrong signing secret), never as unhandled', async () => {
    const addMetric = vi.spyOn(metrics, 'addMetric');
    try {
      const payload = payloadOf('checkout.session.completed');
      const rejected = await deliver(payload, { 'stripe-signature': sign(payload, { secret: 'whsec_x' }) });
      expectError(rejected, 400, 'invalid_signature');
      expect(addMetric.mock.calls.map(([name]) => name)).toEqual([METRIC.webhookRejected]);

      addMetric.mockClear();
      expect((await deliver(payload, { 'stripe-signature': sign(payload) })).statusCode).toBe(200);
      expect(addMetric.mock.calls.map(([name]) => name)).toEqual([METRIC.purchaseCompleted]);
    } finally {
      addMetric.mockRestore();
    }
  });

  it('verifies a body API Gateway base64-encoded on the decoded bytes', async () => {
    const payload = payloadOf('checkout.session.completed');
    const encoded = Buffer.from(payload, 'utf8').toString('base64');
    const response = await deliver(encoded, { 'stripe-signature': sign(payload) }, { isBase64Encoded: true });
    expect(response.statusCode).toBe(200);
    expect(publishedEvents().map((e) => e.detail)).toEqual([purchase]);
  });

  it('does not accept a signature over the base64 text instead of the bytes Stripe sent', async () => {
    const payload = payloadOf('checkout.session.completed');
    const encoded = Buffer.from(payload, 'utf8').toString('base64');
    expectError(
      await deliver(encoded, { 'stripe-signature': sign(encoded) }, { isBase64Encoded: true }),
      400,
      'invalid_signature',
    );
    expectNothingWritten();
  });

  it('answers 400 invalid_signature without a Stripe-Signature header, or with an empty one', async () => {
    const payload = payloadOf('checkout.session.completed');
    expectError(await deliver(payload, {}), 400, 'invalid_signature');
    expectError(await deliver(payload, { 'stripe-signature': '' }), 400, 'invalid_signature');
    expectError(await deliver(payload, { 'stripe-signature': 'not a signature' }), 400, 'invalid_signature');
    expectNothingWritten();
  });

  it('answers 400 invalid_signature to an empty body', async () => {
    expectError(
      await invoke(lambda.handler, {
        method: 'POST',
        path: '/api/stripe/webhook',
        headers: { 'stripe-signature': sign('') },
      }),
      400,
      'invalid_signature',
    );
    expectNothingWritten();
  });

  it('publishes AccessRevoked for a dispute, with the buyer’s email looked up on the charge at Stripe', async () => {
    stripeApi.on('GET', '/v1/charges/ch_3QxPaid', {
      status: 200,
      body: {
        id: 'ch_3QxPaid',
        object: 'charge',
        billing_details: { email: 'Ana.Lopez@Example.com' },
        receipt_email: null,
      },
    });
    const payload = payloadOf('charge.dispute.created');
    expect((await deliver(payload, { 'stripe-signature': sign(payload) })).statusCode).toBe(200);
    expect(stripeApi.calls).toMatchObject([
      { method: 'GET', path: '/v1/charges/ch_3QxPaid', apiKey: SECRETS.stripeSecretKey },
    ]);
    expect(publishedEvents().map((e) => e.detail)).toEqual([
      { reason: 'disputed', email: 'ana.lopez@example.com', paymentIntentId: 'pi_3QxPaid' },
    ]);
  });

  it('acknowledges and ignores an event type Lane does not act on', async () => {
    const payload = payloadOf('customer.created');
    const response = await deliver(payload, { 'stripe-signature': sign(payload) });
    expectAnswer(response, 200, { received: true });
    expectNothingWritten();
  });

  it('does not acknowledge a purchase EventBridge refused, so Stripe delivers it again', async () => {
    aws.events.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }],
    });
    const payload = payloadOf('checkout.session.completed');
    const response = await deliver(payload, { 'stripe-signature': sign(payload) });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expectApiHeaders(response);
  });
});
