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
 * The limits (docs/architecture.md, "Security and privacy"), generous enough for honest use: a household behind one address, a
 * retry after a typo, a long conversation.
 */
export const RATE_RULES = {
  accessPerIp: { name: 'access-ip', limit: 60, windowSeconds: 15 * 60 },
  /** Keyed on the email and the caller's address together: nobody else can use up the owner's. */
  accessPerEmailAndIp: { name: 'access-email-ip', limit: 20, windowSeconds: 15 * 60 },
  adminCodesPerIp: { name: 'admin-code-ip', limit: 10, windowSeconds: 60 * 60 },
  adminCodesPerEmailAndIp: { name: 'admin-code-email-ip', limit: 5, windowSeconds: 60 * 60 },
  adminVerifyPerIp: { name: 'admin-verify-ip', limit: 20, windowSeconds: 15 * 60 },
  chatPerSession: { name: 'chat-session', limit: 60, windowSeconds: 60 * 60 },
  checkoutPerIp: { name: 'checkout-ip', limit: 30, windowSeconds: 15 * 60 },
  /** The payment-success page confirms once (and retries a few times): room for a household. */
  confirmPerIp: { name: 'confirm-ip', limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export interface RateLimitDeps {
  rateCounter: RateCounter;
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
  const count = await deps.rateCounter.hit(
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

/**
 * The address a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 network
 * (one subscriber usually holds a whole /64, so counting single addresses would let one caller
 * rotate through billions of them). An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function rateLimitAddress(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const hextets = expandIpv6(address);
  if (!hextets) return address.toLowerCase();
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return `${hextets[6]! >> 8}.${hextets[6]! & 255}.${hextets[7]! >> 8}.${hextets[7]! & 255}`;
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address in any of its written forms, or undefined. */
function expandIpv6(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string): number[] | undefined => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const octets = piece.split('.').map(Number);
        if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255))
          return undefined;
        out.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return undefined;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}
