import { LaneError } from '../errors.js';

/** Counts hits in fixed windows (DynamoDB counters that expire by TTL). */
export interface RateCounter {
  /** Adds one hit to `scope` in the window starting at `windowStart` and returns the new count. */
  hit(scope: string, windowStart: number, windowSeconds: number): Promise<number>;
}

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The limits of DESIGN §9, generous enough for honest use: a household behind one address, a
 * retry after a typo, a long conversation.
 */
export const RATE_RULES = {
  accessPerIp: { name: 'access-ip', limit: 60, windowSeconds: 15 * 60 },
  accessPerEmail: { name: 'access-email', limit: 20, windowSeconds: 15 * 60 },
  adminCodesPerEmail: { name: 'admin-code-email', limit: 5, windowSeconds: 60 * 60 },
  adminVerifyPerIp: { name: 'admin-verify-ip', limit: 20, windowSeconds: 15 * 60 },
  chatPerSession: { name: 'chat-session', limit: 60, windowSeconds: 60 * 60 },
  checkoutPerIp: { name: 'checkout-ip', limit: 30, windowSeconds: 15 * 60 },
  /** The payment-success page confirms once (and retries a few times): room for a household. */
  confirmPerIp: { name: 'confirm-ip', limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export interface RateLimitDeps {
  counter: RateCounter;
  /** Keys are fingerprinted so no email or IP address is stored in clear. */
  fingerprint: (value: string) => Promise<string>;
}

/** Counts this call and refuses it with 429 (and when to retry) once the window's limit is passed. */
export async function enforceRateLimit(
  deps: RateLimitDeps,
  rule: RateRule,
  key: string,
  now: Date,
): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const count = await deps.counter.hit(
    `${rule.name}#${await deps.fingerprint(key)}`,
    windowStart,
    rule.windowSeconds,
  );
  if (count > rule.limit) {
    throw new LaneError('rate_limited', undefined, {
      retryAfterSeconds: Math.max(1, windowStart + rule.windowSeconds - nowSeconds),
    });
  }
}
