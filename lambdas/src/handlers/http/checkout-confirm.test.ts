import 'aws-sdk-client-mock-vitest/extend';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_BODY_BYTES } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import {
  CLOUD_NOW as NOW,
  CLOUD_NOW_S as NOW_S,
  SECRETS,
  SESSION_KEY_BYTES,
  aws,
  cloudHandlers,
  expectOnlyRateCountersWritten,
  fingerprint,
  givenItem,
  passItem,
  publishedEvents,
} from '../../../test/cloud.js';
import { expectAnswer, expectError, expectSessionCookie, route } from '../../../test/http.js';
import { checkoutSessionObject, stripeApi, stripeError } from '../../../test/stripe-api.js';
import { JoseSessionTokens } from '../../adapters/session/jose-session-tokens.js';

const SESSION_ID = 'cs_test_a1B2c3D4e5';
const EMAIL = 'ana@example.com';

const lambda = cloudHandlers(() => import('./checkout-confirm.js'), { stripe: true });

const post = route(() => lambda.handler, 'POST', '/api/checkout/confirm');
const givenStripeSession = (overrides: Record<string, unknown> = {}) =>
  stripeApi.on('GET', `/v1/checkout/sessions/${SESSION_ID}`, {
    status: 200,
    body: checkoutSessionObject(overrides),
  });

const alreadyGranted = () =>
  new TransactionCanceledException({
    message:
      'Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None, None]',
    $metadata: {},
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
  });

/*
 * The wiring of the confirm route: Stripe asked with the secret key, the grant's transaction on
 * the table, the cookie, the rate limit, and Stripe's failures mapped to answers. The rules (the
 * session id's shape, unpaid, the price, the 15-minute window, extensions) are tested in
 * domain/checkout/confirm-checkout.test.ts and the purchase chain in purchase-chain.test.ts.
 */
describe('POST /api/checkout/confirm (cloud handler)', () => {
  it('grants a paid checkout the webhook has not granted yet: 200 and the session cookie, publishing nothing', async () => {
    givenStripeSession();
    const response = await post({ sessionId: SESSION_ID });
    expectAnswer(response, 200, {
      durationHours: 48,
      expiresAt: '2026-03-04T10:00:00.000Z',
      emailHint: 'a•••@example.com',
    });
    const cookie = expectSessionCookie(response, 48 * 3600);
    expect(await new JoseSessionTokens(async () => SESSION_KEY_BYTES).verify(cookie.value)).toEqual({
      role: 'user',
      email: EMAIL,
    });

    expect(stripeApi.calls).toMatchObject([
      { method: 'GET', path: `/v1/checkout/sessions/${SESSION_ID}`, apiKey: SECRETS.stripeSecretKey },
    ]);
    const items = aws.documents.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.filter((item) => item.Put).map((item) => item.Put?.Item)).toEqual([
      {
        pk: `CHECKOUT#${SESSION_ID}`,
        product_id: '48hour',
        granted_at: NOW.toISOString(),
        expires_at: NOW_S + 400 * 24 * 3600,
      },
      passItem(EMAIL, NOW, 48),
      {
        pk: `ENDED#${fingerprint(EMAIL)}`,
        duration_hours: 48,
        ended_at: NOW_S + 48 * 3600,
        expires_at: NOW_S + 48 * 3600 + 30 * 24 * 3600,
      },
    ]);
    expect(items[0]!.Put?.ConditionExpression).toBe('attribute_not_exists(#pk)');
    // A refund or dispute of this checkout or its payment intent that came first stops the grant.
    expect(items.flatMap((item) => (item.ConditionCheck ? [item.ConditionCheck.Key] : []))).toEqual([
      { pk: `REVOKED#${SESSION_ID}` },
      { pk: 'REVOKED#pi_3QxPaid' },
    ]);
    // The webhook's AccessPurchased reaches grant-access, which announces the pass for the receipt.
    expect(publishedEvents()).toEqual([]);
  });

  it('finds the pass the webhook already granted: 200 with its end, and publishes nothing', async () => {
    givenStripeSession();
    aws.documents.on(TransactWriteCommand).rejects(alreadyGranted());
    givenItem(passItem(EMAIL, new Date(NOW.getTime() - 60_000), 48));
    givenItem({ pk: `CHECKOUT#${SESSION_ID}`, granted_at: new Date(NOW.getTime() - 60_000).toISOString() });
    const response = await post({ sessionId: SESSION_ID });
    expectAnswer(response, 200, {
      durationHours: 48,
      expiresAt: '2026-03-04T09:59:00.000Z',
      emailHint: 'a•••@example.com',
    });
    expectSessionCookie(response, 48 * 3600 - 60);
    expect(aws.events).not.toHaveReceivedCommand(PutEventsCommand);
  });

  it('answers 429 rate_limited after 30 confirms from one address in 15 minutes, asking Stripe nothing', async () => {
    aws.documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => ({
      Attributes: { count: input.Key.pk.startsWith('RATE#confirm-ip#') ? 31 : 1 },
    }));
    const response = await post({ sessionId: SESSION_ID });
    expectError(response, 429, 'rate_limited');
    expect(response.headers['retry-after']).toBe('900');
    expect(stripeApi.calls).toEqual([]);
  });

  it('answers 404 not_found for a session Stripe does not know, writing nothing', async () => {
    stripeApi.on(
      'GET',
      `/v1/checkout/sessions/cs_test_unknown`,
      stripeError(404, 'invalid_request_error', 'resource_missing', 'No such checkout.session'),
    );
    expectError(await post({ sessionId: 'cs_test_unknown' }), 404, 'not_found');
    expectOnlyRateCountersWritten();
  });

  it('answers 404 not_found for a checkout that is not for a Lane pass, writing nothing', async () => {
    givenStripeSession({ metadata: {} });
    expectError(await post({ sessionId: SESSION_ID }), 404, 'not_found');
    expectOnlyRateCountersWritten();
  });

  it('answers 502 payment_unavailable, not a blanket 500, when Stripe is down', async () => {
    stripeApi.on(
      'GET',
      `/v1/checkout/sessions/${SESSION_ID}`,
      stripeError(500, 'api_error', 'internal', 'Stripe is having trouble'),
    );
    expectError(await post({ sessionId: SESSION_ID }), 502, 'payment_unavailable');
    expectOnlyRateCountersWritten();
  });

  it.each([
    ['no session id', {}],
    ['an empty session id', { sessionId: '' }],
    ['a blank session id', { sessionId: '   ' }],
    ['a session id over 255 characters', { sessionId: `cs_${'x'.repeat(255)}` }],
    ['a number', { sessionId: 12345 }],
  ])('answers 400 invalid_request for %s, asking Stripe nothing and writing nothing', async (_, body) => {
    expectError(await post(body), 400, 'invalid_request');
    expect(stripeApi.calls).toEqual([]);
    expectOnlyRateCountersWritten();
  });

  it('answers 413 over 32 KB and 415 for a non-JSON body, asking Stripe nothing and writing nothing', async () => {
    const big = JSON.stringify({ sessionId: SESSION_ID, padding: 'x'.repeat(MAX_BODY_BYTES) });
    expectError(
      await post(big, { headers: { 'content-type': 'application/json' } }),
      413,
      'payload_too_large',
    );
    expectError(
      await post(`sessionId=${SESSION_ID}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported_media_type',
    );
    expect(stripeApi.calls).toEqual([]);
    expectOnlyRateCountersWritten();
  });
});
