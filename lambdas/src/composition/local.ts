import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, type ErrorCode } from '@lane/shared';
import { BedrockAssistant } from '../adapters/bedrock/bedrock-assistant.js';
import { createBedrockClient } from '../adapters/bedrock/client.js';
import { JoseSessionTokens } from '../adapters/session/jose-session-tokens.js';
import { StripePaymentGateway, createStripeClient } from '../adapters/stripe/stripe-gateway.js';
import { StripeWebhookVerifier } from '../adapters/stripe/webhook-verifier.js';
import type { PaymentGateway } from '../domain/checkout/payment-gateway.js';
import { systemClock, type Clock } from '../domain/clock.js';
import { LaneError } from '../domain/errors.js';
import type { EventPublisher } from '../domain/events/event-publisher.js';
import type { RateCounter } from '../domain/rate-limit/rate-limit.js';
import { MailboxMailer } from '../local/mailbox.js';
import { OfflineAssistant } from '../adapters/offline-assistant/offline-assistant.js';
import { SimulatedCheckout } from '../local/simulated-checkout.js';
import { toErrorResponse, type ErrorResponse } from '../http/errors.js';
import type { Ports } from '../ports.js';
import * as make from './factories.js';

/*
 * The local stack's composition root, beside the cloud's (cloud.ts) and built from the same
 * factories: the same adapters on DynamoDB Local, with the local stand-ins where the cloud has a
 * service (the mailbox folder for SES, the simulated checkout without a Stripe key, the offline
 * assistant without a Bedrock model). The processes and servers stay in infra/local.
 *
 * This module is also what @lane/lambdas offers the local stack, its tests and its scripts: the
 * handler registry and the few types and values they name.
 */
export {
  createEventConsumers,
  createHttpHandlers,
  createStreamingHandlers,
  type HttpApiHandler,
} from '../handlers/registry.js';
export type { ResponsePrelude } from '../http/streaming.js';
export type { Ports } from '../ports.js';
export type { DynamoPassStore } from '../adapters/dynamodb/pass-store.js';
export { HOUR_MS, systemClock, type Clock } from '../domain/clock.js';
export { RATE_RULES } from '../domain/rate-limit/rate-limit.js';
export { MailboxMailer } from '../local/mailbox.js';
export { SimulatedCheckout, completedCheckoutEvent } from '../local/simulated-checkout.js';

export interface LocalPortsOptions {
  /** The client of the running DynamoDB Local. */
  dynamo: DynamoDBClient;
  /** The local session key (it also keys the fingerprints). */
  sessionKey: Uint8Array;
  adminEmail: string;
  /** The public origin: where checkout returns to and what mail links to. */
  siteUrl: string;
  /** Where mail lands, one .eml file per message. */
  mailDir: string;
  /** Where the simulated checkout keeps its sessions (used without a Stripe key). */
  checkoutsDir: string;
  /** Real Stripe (test mode) when set; the simulated checkout otherwise. */
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret: string;
  /** Bedrock when set; the offline assistant otherwise. */
  bedrockModelId?: string | undefined;
  /** The in-process event bus. */
  publish: EventPublisher['publish'];
  /** Lines for the person running the stack (the mailbox announces each message). */
  print: (line: string) => void;
  /** Tests move time; the product uses the system clock. */
  clock?: Clock | undefined;
  /** Divides every rate-limit count (only the benchmark's load sets it). */
  rateLimitFactor?: number | undefined;
}

export interface LocalComposition {
  ports: Ports;
  documentClient: DynamoDBDocumentClient;
  /** The simulated checkout, when the stack runs without Stripe. */
  simulated: SimulatedCheckout | undefined;
}

function scaledRateCounter(counter: RateCounter, factor: number): RateCounter {
  if (factor === 1) return counter;
  return { hit: async (...args) => Math.ceil((await counter.hit(...args)) / factor) };
}

/** A pass store on DynamoDB Local, for the scripts that write to the running stack's table. */
export function localPassStore(dynamo: DynamoDBClient, sessionKey: Uint8Array) {
  return make.passStoreOn({
    documents: make.documentClientOn(dynamo),
    tableName: TABLE_NAME,
    fingerprint: make.fingerprintWith(async () => sessionKey),
  });
}

/**
 * An error the local server answers itself (a route it does not have, a body too large to read,
 * the database restarting), mapped by the handlers' own table: the code's status, its default
 * message unless one is given, and Retry-After with `retryAfterSeconds`.
 */
export function errorAnswer(
  code: ErrorCode,
  options: { message?: string; retryAfterSeconds?: number } = {},
): ErrorResponse {
  const extra =
    options.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: options.retryAfterSeconds };
  return toErrorResponse(new LaneError(code, options.message, extra));
}

/** Every port of the local stack. */
export function localPorts(options: LocalPortsOptions): LocalComposition {
  const clock = options.clock ?? systemClock;
  const fingerprint = make.fingerprintWith(async () => options.sessionKey);
  const table: make.TableAccess = {
    documents: make.documentClientOn(options.dynamo),
    tableName: TABLE_NAME,
    fingerprint,
  };
  const simulated = options.stripeSecretKey
    ? undefined
    : new SimulatedCheckout(options.checkoutsDir, () => options.siteUrl);
  const secretKey = options.stripeSecretKey;
  const payments: PaymentGateway =
    simulated ?? new StripePaymentGateway({ client: async () => createStripeClient(secretKey!) });
  const ports: Ports = {
    clock,
    passes: make.passStoreOn(table),
    sessions: new JoseSessionTokens(async () => options.sessionKey, clock),
    generations: make.sessionGenerationsOn(table),
    adminEmail: async () => options.adminEmail,
    adminCodes: make.adminCodesOn(table),
    rateCounter: scaledRateCounter(make.rateCounterOn(table), options.rateLimitFactor ?? 1),
    receipts: make.receiptLedgerOn(table),
    fingerprint,
    mailer: new MailboxMailer(options.mailDir, { print: options.print }),
    events: { publish: options.publish },
    payments,
    webhooks: new StripeWebhookVerifier(async () => options.stripeWebhookSecret),
    producer: options.bedrockModelId
      ? new BedrockAssistant({ client: createBedrockClient(), modelId: options.bedrockModelId })
      : new OfflineAssistant(),
    siteUrl: options.siteUrl,
    cookieSecure: false,
  };
  return { ports, documentClient: table.documents, simulated };
}
