import { z } from 'zod';
import { languageSchema } from './languages.js';
import { productIdSchema } from './plans.js';

/** The one custom bus; every event Lane publishes carries this source. */
export const EVENT_BUS_NAME = 'lane';
export const EVENT_SOURCE = 'lane.payments';

export const accessPurchasedSchema = z.object({
  checkoutSessionId: z.string().min(1),
  email: z.string().min(3),
  productId: productIdSchema,
  lang: languageSchema,
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3).max(3),
  /** Stripe's payment intent behind the checkout: a refund or dispute names this one. */
  paymentIntentId: z.string().min(1).optional(),
});
export type AccessPurchased = z.infer<typeof accessPurchasedSchema>;

export const accessRevokedSchema = z.object({
  /** What Stripe told us: a refund or a dispute on the charge behind this checkout. */
  reason: z.enum(['refunded', 'disputed']),
  email: z.string().min(3).optional(),
  checkoutSessionId: z.string().min(1).optional(),
  paymentIntentId: z.string().min(1).optional(),
});
export type AccessRevoked = z.infer<typeof accessRevokedSchema>;

export const EVENT_SCHEMAS = {
  AccessPurchased: accessPurchasedSchema,
  AccessRevoked: accessRevokedSchema,
} as const;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventDetail<N extends EventName> = z.infer<(typeof EVENT_SCHEMAS)[N]>;
export const EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as EventName[];

export interface EventRule {
  /** Rule name, also used for the CloudFormation logical id. */
  readonly name: string;
  readonly detailType: EventName;
  /** Consumer modules under lambdas/src/handlers/events/. */
  readonly consumers: readonly string[];
}

/** The routing both EventBridge (cloud) and the in-process bus (local) are built from. */
export const EVENT_RULES: readonly EventRule[] = [
  { name: 'access-purchased', detailType: 'AccessPurchased', consumers: ['grant-access', 'send-receipt'] },
  { name: 'access-revoked', detailType: 'AccessRevoked', consumers: ['revoke-access'] },
];

/** An EventBridge event pattern for a rule: exactly what the cloud rule matches. */
export function eventPattern(rule: EventRule): { source: string[]; 'detail-type': string[] } {
  return { source: [EVENT_SOURCE], 'detail-type': [rule.detailType] };
}

/** How often delivery to a consumer is retried before the event goes to its dead-letter queue. */
export const EVENT_RETRY = { maxAttempts: 3, maxEventAgeSeconds: 3600 } as const;
