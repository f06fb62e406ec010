import 'aws-sdk-client-mock-vitest/extend';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it, vi } from 'vitest';
import { CLOUD_ENV, CLOUD_NOW, SECRETS, aws, cloudHandlers } from '../../../test/cloud.js';
import { expectAnswer, invoke } from '../../../test/http.js';
import { stripeApi, stripeError, type StripeCall } from '../../../test/stripe-api.js';

const OLD_KEY = SECRETS.stripeSecretKey;
const NEW_KEY = 'sk_test_51LaneRolledKey11111111111';
const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_rotated';
/** The functions' secrets cache (lambdas/src/composition/cloud.ts). */
const SECRET_CACHE_MS = 5 * 60 * 1000;

let now = CLOUD_NOW.getTime();

// One warm function for the whole file: the client it builds first is the one that must change.
const lambda = cloudHandlers(() => import('./checkout.js'), {
  stripe: true,
  // Each test starts after the previous test's cached key has expired.
  now: () => (now += 2 * SECRET_CACHE_MS),
});

/** Secrets Manager now holds this Stripe key. */
const secretHolds = (key: string) =>
  aws.secrets
    .on(GetSecretValueCommand, { SecretId: CLOUD_ENV.LANE_STRIPE_SECRET_KEY_SECRET_ID })
    .resolves({ SecretString: key, Name: CLOUD_ENV.LANE_STRIPE_SECRET_KEY_SECRET_ID });

/** Stripe accepts these keys and answers 401 to any other, as it does for a rolled, expired key. */
const stripeAccepts = (...keys: string[]) =>
  stripeApi.on('POST', '/v1/checkout/sessions', (call: StripeCall) =>
    keys.includes(call.apiKey)
      ? { status: 200, body: { id: 'cs_test_rotated', object: 'checkout.session', url: STRIPE_URL } }
      : stripeError(401, 'invalid_request_error', 'api_key_expired', 'Expired API Key provided'),
  );

const checkout = () =>
  invoke(lambda.handler, {
    method: 'POST',
    path: '/api/checkout',
    body: { productId: '48hour', email: 'ana@example.com', lang: 'en' },
  });
const keysStripeSaw = () => stripeApi.calls.map((call) => call.apiKey);

describe('a warm function and a rolled Stripe key', () => {
  it('uses the new key once the secrets cache has expired, without a cold start', async () => {
    // Stripe keeps a rolled key working for a while, so both keys are accepted here.
    stripeAccepts(OLD_KEY, NEW_KEY);
    expect((await checkout()).statusCode).toBe(200);

    secretHolds(NEW_KEY);
    vi.setSystemTime(now + 60_000);
    expect((await checkout()).statusCode).toBe(200);
    vi.setSystemTime(now + SECRET_CACHE_MS + 60_000);
    expect((await checkout()).statusCode).toBe(200);

    // Within the cache the old key is still used; after it, the new one.
    expect(keysStripeSaw()).toEqual([OLD_KEY, OLD_KEY, NEW_KEY]);
  });

  it('reads the key again at once when Stripe refuses it, and succeeds with the new one', async () => {
    stripeAccepts(OLD_KEY);
    expect((await checkout()).statusCode).toBe(200);

    // The old key is rolled with immediate expiry: Stripe refuses it while it is still cached.
    secretHolds(NEW_KEY);
    stripeApi.reset();
    stripeAccepts(NEW_KEY);
    vi.setSystemTime(now + 1000);
    const response = await checkout();

    expectAnswer(response, 200, { url: STRIPE_URL });
    expect(keysStripeSaw()).toEqual([OLD_KEY, NEW_KEY]);
  });

  it('fails cleanly, after one fresh read, when the secret still holds the refused key', async () => {
    stripeAccepts('sk_test_someOtherAccountKey');
    const response = await checkout();

    expect(response.statusCode).toBe(502);
    expect(response.json).toMatchObject({ error: 'payment_unavailable' });
    expect(keysStripeSaw()).toEqual([OLD_KEY]);
    // The cached read, then exactly one read past the cache: no loop against Secrets Manager.
    expect(
      aws.secrets
        .commandCalls(GetSecretValueCommand)
        .filter((call) => call.args[0].input.SecretId === CLOUD_ENV.LANE_STRIPE_SECRET_KEY_SECRET_ID),
    ).toHaveLength(2);
  });
});
