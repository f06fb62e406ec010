/** The one DynamoDB table (docs/architecture.md, "Data: one table"): single key `pk`, items expire by the TTL attribute. */
export const TABLE_NAME = 'lane';
export const PARTITION_KEY = 'pk';
export const TTL_ATTRIBUTE = 'expires_at';

export const KEY_PREFIX = {
  pass: 'EMAIL#',
  checkout: 'CHECKOUT#',
  adminCode: 'ADMINCODE#',
  rate: 'RATE#',
  /** A pass that ended, under a keyed fingerprint of the email, never the email itself. */
  endedPass: 'ENDED#',
  /** A receipt already mailed for a checkout: redelivered events send none. */
  receipt: 'RECEIPT#',
  /** A refund or dispute, by checkout or payment intent: a purchase that arrives after it grants nothing. */
  revoked: 'REVOKED#',
  /** How many times an email's sessions were ended, under a keyed fingerprint of the email. */
  sessionGeneration: 'SESSIONGEN#',
} as const;

/** How long the "your pass expired" memory lasts, and how long a checkout id stays spent. */
export const ENDED_PASS_MEMORY_DAYS = 30;
export const CHECKOUT_MEMORY_DAYS = 400;

export const passKey = (normalizedEmail: string): string => `${KEY_PREFIX.pass}${normalizedEmail}`;
export const checkoutKey = (sessionId: string): string => `${KEY_PREFIX.checkout}${sessionId}`;
export const adminCodeKey = (normalizedEmail: string): string => `${KEY_PREFIX.adminCode}${normalizedEmail}`;
export const endedPassKey = (fingerprint: string): string => `${KEY_PREFIX.endedPass}${fingerprint}`;
export const receiptKey = (sessionId: string): string => `${KEY_PREFIX.receipt}${sessionId}`;
export const revokedKey = (checkoutOrPaymentIntentId: string): string =>
  `${KEY_PREFIX.revoked}${checkoutOrPaymentIntentId}`;
export const sessionGenerationKey = (fingerprint: string): string =>
  `${KEY_PREFIX.sessionGeneration}${fingerprint}`;
export const rateKey = (scope: string, window: number): string => `${KEY_PREFIX.rate}${scope}#${window}`;

/**
 * The table definition shared by the CDK stack and the local stack's CreateTable call, so both
 * always have the same key schema and TTL attribute.
 */
export const TABLE_DEFINITION = {
  tableName: TABLE_NAME,
  partitionKey: { name: PARTITION_KEY, type: 'S' },
  billingMode: 'PAY_PER_REQUEST',
  timeToLiveAttribute: TTL_ATTRIBUTE,
} as const;

/** Epoch seconds, the unit DynamoDB TTL reads. */
export const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** DynamoDB deletes expired items lazily, so every read treats a past `expires_at` as absent. */
export function isLive(item: { [TTL_ATTRIBUTE]?: number } | undefined, now: Date): boolean {
  if (!item) return false;
  const expiresAt = item[TTL_ATTRIBUTE];
  return typeof expiresAt !== 'number' || expiresAt > toEpochSeconds(now);
}
