import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { normalizeEmail } from '@lane/shared';
import { EventBridgePublisher } from '../adapters/eventbridge/event-publisher.js';
import { SesMailer } from '../adapters/ses/ses-mailer.js';
import { JoseSessionTokens } from '../adapters/session/jose-session-tokens.js';
import { readCloudEnv, type CloudEnv } from '../config/env.js';
import { systemClock } from '../domain/clock.js';
import {
  adminCodesOn,
  documentClientOn,
  fingerprintWith,
  passStoreOn,
  rateCounterOn,
  receiptLedgerOn,
  sessionGenerationsOn,
  type TableAccess,
} from './factories.js';

/*
 * The cloud's ports, each built on first use and kept for the life of the function (SDK clients
 * once per container). They are separate exports marked pure, and handlers import this module as a
 * namespace, so esbuild leaves out of each bundle the AWS SDK clients that handler never calls
 * (their packages declare no side effects). Stripe and the assistants live in modules of their
 * own (cloud-payments.ts, cloud-assistant.ts): the stripe package and the offline assistant run
 * code when imported, so esbuild would keep them in every bundle that imports this module. Only the
 * handlers that use them import those modules; the bench checks what each bundle carries.
 */

export function once<T>(build: () => T): () => T {
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

export const env = /* @__PURE__ */ once<CloudEnv>(() => readCloudEnv());

/** The public origin, for the functions that link to the site (checkout, receipts). */
export function siteUrl(): string {
  const url = env().LANE_SITE_URL;
  if (!url) throw new Error('Lane is misconfigured: LANE_SITE_URL is not set for this function.');
  return url;
}
export const clock = systemClock;

/** Secrets change rarely; five minutes of caching keeps Secrets Manager off the hot path. */
const SECRET_MAX_AGE_SECONDS = 300;

export async function secretString(secretId: string, options: { fresh?: boolean } = {}): Promise<string> {
  const noValue = () =>
    new Error(`The secret ${secretId} has no value yet. Put its value (see docs/operations.md).`);
  let value: unknown;
  try {
    value = await getSecret(secretId, {
      maxAge: SECRET_MAX_AGE_SECONDS,
      ...(options.fresh ? { forceFetch: true } : {}),
    });
  } catch (error) {
    // A secret created empty has no version yet: Secrets Manager says "not found".
    if (
      error instanceof Error &&
      /ResourceNotFound/.test(`${error.name} ${error.message} ${String(error.cause ?? '')}`)
    )
      throw noValue();
    throw error;
  }
  if (typeof value !== 'string' || value.length === 0) throw noValue();
  return value;
}

export const sessionKey = async (): Promise<Uint8Array> =>
  new TextEncoder().encode(await secretString(env().LANE_SESSION_KEY_SECRET_ID));

export const fingerprint = /* @__PURE__ */ fingerprintWith(sessionKey);

export const adminEmail = async (): Promise<string> =>
  normalizeEmail(await secretString(env().LANE_ADMIN_EMAIL_SECRET_ID));

export const documentClient = /* @__PURE__ */ once(() => documentClientOn(new DynamoDBClient({})));

const table = (): TableAccess => ({
  documents: documentClient(),
  tableName: env().LANE_TABLE_NAME,
  fingerprint,
});

export const passStore = /* @__PURE__ */ once(() => passStoreOn(table()));
export const adminCodes = /* @__PURE__ */ once(() => adminCodesOn(table()));
export const rateCounter = /* @__PURE__ */ once(() => rateCounterOn(table()));
export const receiptLedger = /* @__PURE__ */ once(() => receiptLedgerOn(table()));
export const sessionTokens = /* @__PURE__ */ once(() => new JoseSessionTokens(sessionKey));
export const sessionGenerations = /* @__PURE__ */ once(() => sessionGenerationsOn(table()));

export const mailer = /* @__PURE__ */ once(
  () => new SesMailer(new SESv2Client({}), env().LANE_MAIL_FROM, env().LANE_SES_CONFIGURATION_SET),
);
export const events = /* @__PURE__ */ once(
  () => new EventBridgePublisher(new EventBridgeClient({}), env().LANE_EVENT_BUS_NAME),
);

/** What POST /api/access and POST /api/access/admin both run on. */
export const accessPorts = () => ({
  clock,
  passes: passStore(),
  sessions: sessionTokens(),
  generations: sessionGenerations(),
  adminEmail,
  adminCodes: adminCodes(),
  mailer: mailer(),
  rateCounter: rateCounter(),
  fingerprint,
  cookieSecure: true,
});
