import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '@lane/shared';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type Stripe from 'stripe';
import { DynamoAdminCodeStore } from '../adapters/dynamodb/admin-code-store.js';
import { DynamoPassStore } from '../adapters/dynamodb/pass-store.js';
import { DynamoRateCounter } from '../adapters/dynamodb/rate-counter.js';
import { DynamoReceiptLedger } from '../adapters/dynamodb/receipt-ledger.js';
import { EventBridgePublisher } from '../adapters/eventbridge/event-publisher.js';
import { SesMailer } from '../adapters/ses/ses-mailer.js';
import { StripePaymentGateway, createStripeClient } from '../adapters/stripe/stripe-gateway.js';
import { StripeWebhookVerifier } from '../adapters/stripe/webhook-verifier.js';
import { JoseSessionTokens, emailFingerprint } from '../adapters/session/jose-session-tokens.js';
import { readCloudEnv, type CloudEnv } from '../config/env.js';
import { systemClock } from '../domain/clock.js';

/**
 * The cloud's ports, each built on first use and kept for the life of the function (SDK clients
 * once per container). Each handler takes only the getters it needs, so esbuild leaves the rest
 * (Stripe, Bedrock, SES) out of bundles that never call them.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

const env = once<CloudEnv>(() => readCloudEnv());

/** Secrets change rarely; five minutes of caching keeps Secrets Manager off the hot path. */
const SECRET_MAX_AGE_SECONDS = 300;

async function secretString(secretId: string): Promise<string> {
  const value = await getSecret(secretId, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`The secret ${secretId} has no value yet. Put its value (see the README, Deploy).`);
  }
  return value;
}

const sessionKey = async (): Promise<Uint8Array> =>
  new TextEncoder().encode(await secretString(env().LANE_SESSION_KEY_SECRET_ID));

const documentClient = once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }),
);

const fingerprint = async (value: string): Promise<string> => emailFingerprint(await sessionKey(), value);

let stripeClient: Promise<Stripe> | undefined;
const stripe = (): Promise<Stripe> =>
  (stripeClient ??= secretString(env().LANE_STRIPE_SECRET_KEY_SECRET_ID).then(createStripeClient).catch((error: unknown) => {
    stripeClient = undefined;
    throw error;
  }));

export const cloud = {
  env,
  clock: systemClock,
  documentClient,
  secretString,
  sessionKey,
  passStore: once(
    () =>
      new DynamoPassStore({
        client: documentClient(),
        tableName: env().LANE_TABLE_NAME,
        fingerprint,
      }),
  ),
  fingerprint,
  adminCodes: once(() => new DynamoAdminCodeStore(documentClient(), env().LANE_TABLE_NAME)),
  rateCounter: once(() => new DynamoRateCounter(documentClient(), env().LANE_TABLE_NAME)),
  receiptLedger: once(() => new DynamoReceiptLedger(documentClient(), env().LANE_TABLE_NAME)),
  mailer: once(() => new SesMailer(new SESv2Client({}), env().LANE_MAIL_FROM)),
  events: once(() => new EventBridgePublisher(new EventBridgeClient({}), env().LANE_EVENT_BUS_NAME)),
  payments: once(
    () =>
      new StripePaymentGateway({
        client: stripe,
        priceIds: { '48hour': env().LANE_STRIPE_PRICE_48HOUR, '30day': env().LANE_STRIPE_PRICE_30DAY },
      }),
  ),
  webhookVerifier: once(() => new StripeWebhookVerifier(() => secretString(env().LANE_STRIPE_WEBHOOK_SECRET_ID))),
  sessionTokens: once(() => new JoseSessionTokens(sessionKey)),
  adminEmail: async (): Promise<string> => normalizeEmail(await secretString(env().LANE_ADMIN_EMAIL_SECRET_ID)),
};
