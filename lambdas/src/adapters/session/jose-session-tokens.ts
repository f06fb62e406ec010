import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { systemClock, type Clock } from '../../domain/clock.js';
import type { SessionClaims, SessionTokens } from '../../domain/sessions/session.js';

const ISSUER = 'lane';
const AUDIENCE = 'lane-api';
const ALGORITHM = 'HS256';

/** At least 256 bits, as HS256 wants; shorter keys are a configuration error, said once. */
export const MIN_SESSION_KEY_BYTES = 32;

/** The session token as a jose-signed JWT (HS256); the key comes from Secrets Manager or the data dir. */
export class JoseSessionTokens implements SessionTokens {
  constructor(
    private readonly key: () => Promise<Uint8Array>,
    /** Expiry is judged on the same clock as the passes (tests move it). */
    private readonly clock: Clock = systemClock,
  ) {}

  private async signingKey(): Promise<Uint8Array> {
    const key = await this.key();
    if (key.byteLength < MIN_SESSION_KEY_BYTES) {
      throw new Error(`The session signing key must be at least ${MIN_SESSION_KEY_BYTES} bytes.`);
    }
    return key;
  }

  async issue(claims: SessionClaims, expiresAt: Date): Promise<string> {
    // The generation only when there is one (0 is the absence of any ended session).
    return new SignJWT({ role: claims.role, ...(claims.generation ? { gen: claims.generation } : {}) })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.email)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(this.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.signingKey());
  }

  async verify(token: string): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: [ALGORITHM],
        currentDate: this.clock.now(),
      });
      const role = payload['role'];
      const generation = payload['gen'];
      if (typeof payload.sub !== 'string' || (role !== 'user' && role !== 'admin')) return undefined;
      if (generation !== undefined && (typeof generation !== 'number' || !Number.isSafeInteger(generation)))
        return undefined;
      return generation ? { role, email: payload.sub, generation } : { role, email: payload.sub };
    } catch {
      // Expired, tampered, signed with another key or not a JWT at all: no session either way.
      return undefined;
    }
  }
}

/**
 * HMAC-SHA256 with the server key: the one-way fingerprint of anything that must be recognisable
 * but never stored in clear (normalised emails of ended passes and session generations, rate-limit
 * keys holding addresses, admin codes). The `ended-pass:` prefix predates the other uses; every
 * stored key depends on it, so it stays.
 */
export function keyedFingerprint(key: Uint8Array, value: string): string {
  return createHmac('sha256', key).update(`ended-pass:${value}`).digest('base64url');
}
