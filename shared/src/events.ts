import * as z from 'zod/mini';
import { languageSchema } from './language-schema.js';
import { productIdSchema } from './plans.js';
import { lazySchema } from './lazy-schema.js';

/** The one custom bus; every event Lane publishes carries this source. */
export const EVENT_BUS_NAME = 'lane';
export const EVENT_SOURCE = 'lane.payments';

export const accessPurchasedSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    checkoutSessionId: z.string().check(z.minLength(1)),
    email: z.string().check(z.minLength(3)),
    productId: productIdSchema,
    lang: languageSchema,
    amount: z.int().check(z.nonnegative()),
    currency: z.string().check(z.minLength(3), z.maxLength(3)),
    /** Stripe's payment intent behind the checkout: a refund or dispute names this one. */
    paymentIntentId: z.optional(z.string().check(z.minLength(1))),
  }),
);
export type AccessPurchased = z.infer<typeof accessPurchasedSchema>;

export const accessRevokedSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** What Stripe told us: a refund or a dispute on the charge behind this checkout. */
    reason: z.enum(['refunded', 'disputed']),
    email: z.optional(z.string().check(z.minLength(3))),
    checkoutSessionId: z.optional(z.string().check(z.minLength(1))),
    paymentIntentId: z.optional(z.string().check(z.minLength(1))),
  }),
);
export type AccessRevoked = z.infer<typeof accessRevokedSchema>;

/**
 * A purchase turned into access (or found already turned into it): grant-access publishes it after
 * every grant that leaves an open pass, so the receipt follows the pass and never comes before it.
 */
export const passGrantedSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    checkoutSessionId: z.string().check(z.minLength(1)),
    email: z.string().check(z.minLength(3)),
    productId: productIdSchema,
    lang: languageSchema,
  }),
);
export type PassGranted = z.infer<typeof passGrantedSchema>;

export const EVENT_SCHEMAS = {
  AccessPurchased: accessPurchasedSchema,
  AccessRevoked: accessRevokedSchema,
  PassGranted: passGrantedSchema,
} as const;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventDetail<N extends EventName> = z.infer<(typeof EVENT_SCHEMAS)[N]>;
export const EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as EventName[];

/** An event detail that does not match its shared schema: a bug of whoever built it. */
export class InvalidEventDetail extends Error {}

/**
 * The detail checked against its shared schema, by publishers before it goes on the bus and by
 * consumers when it arrives. The message names the fields at fault, never their values (they can
 * hold an email).
 */
export function parseEventDetail<N extends EventName>(
  name: N,
  detail: unknown,
  who = 'publish',
): EventDetail<N> {
  const schema: z.ZodMiniType = EVENT_SCHEMAS[name];
  const parsed = schema.safeParse(detail);
  if (!parsed.success) {
    throw new InvalidEventDetail(
      `${who}: the ${name} detail does not match its schema (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`,
    );
  }
  return parsed.data as EventDetail<N>;
}

export interface EventRule {
  /** Rule name, also used for the CloudFormation logical id. */
  readonly name: string;
  readonly detailType: EventName;
  /** Consumer modules under lambdas/src/handlers/consumers/. */
  readonly consumers: readonly string[];
}

/** The routing both EventBridge (cloud) and the in-process bus (local) are built from. */
export const EVENT_RULES: readonly EventRule[] = [
  { name: 'access-purchased', detailType: 'AccessPurchased', consumers: ['grant-access'] },
  { name: 'pass-granted', detailType: 'PassGranted', consumers: ['send-receipt'] },
  { name: 'access-revoked', detailType: 'AccessRevoked', consumers: ['revoke-access'] },
];

/** An EventBridge event pattern for a rule: exactly what the cloud rule matches. */
export function eventPattern(rule: EventRule): { source: string[]; 'detail-type': string[] } {
  return { source: [EVENT_SOURCE], 'detail-type': [rule.detailType] };
}

/**
 * How long the cloud keeps delivering an event to a consumer before it goes to the consumer's
 * dead-letter queue. EventBridge retries a target it cannot invoke (throttled, unavailable) with
 * exponential backoff, up to 185 times (its maximum) within six hours; once Lambda has the event,
 * Lambda retries a failing function twice, a minute then two minutes later, within the same six
 * hours (Lambda's maximum event age). The local bus keeps its own, shorter schedule.
 */
export const EVENT_RETRY = { maxAttempts: 185, maxEventAgeSeconds: 6 * 3600 } as const;
