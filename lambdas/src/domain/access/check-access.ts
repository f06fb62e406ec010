import type { Language } from '@lane/shared';
import type { Clock } from '../clock.js';
import { LaneError } from '../errors.js';
import { composeAdminCode } from '../mail/compose.js';
import type { Mailer } from '../mail/mailer.js';
import { accessOf } from '../passes/access.js';
import type { PassStore } from '../passes/pass-store.js';
import { RATE_RULES, enforceRateLimit, type RateCounter } from '../rate-limit/rate-limit.js';
import {
  adminSessionExpiry,
  claimsFor,
  type AdminEmailSource,
  type SessionGenerations,
  type SessionTokens,
} from '../sessions/session.js';
import {
  adminCodeExpiry,
  adminCodeFromSeed,
  adminCodeLocked,
  newAdminCodeSeed,
  sameHash,
  type AdminCodeStore,
} from './admin-codes.js';

export interface AccessDeps {
  clock: Clock;
  passes: PassStore;
  sessions: SessionTokens;
  /** Raised when an email's sessions end everywhere (End session, refund, admin logout). */
  generations: SessionGenerations;
  adminEmail: AdminEmailSource;
  adminCodes: AdminCodeStore;
  mailer: Mailer;
  rateCounter: RateCounter;
  /**
   * HMAC with a server key, for anything that must be recognisable but never stored in clear:
   * rate-limit keys and code hashes never hold an email, IP or code in clear.
   */
  fingerprint: (value: string) => Promise<string>;
}

/** A session to hand the browser: the signed token and when it (and its cookie) ends. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export type AccessOutcome =
  | { role: 'user'; remainingHours: number; durationHours: number; expiresAt: Date; session: IssuedSession }
  | { role: 'admin'; codeSent: true };

const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Enter your email again to get a new code.';

/**
 * POST /api/access: the email a pass was bought with opens Lane for what is left of that pass.
 * The admin address gets a one-time code by email instead; nobody else gets anything for free.
 */
export async function checkAccess(
  deps: AccessDeps,
  request: { email: string; lang: Language; clientIp: string },
): Promise<AccessOutcome> {
  const now = deps.clock.now();
  await enforceRateLimit(deps, RATE_RULES.accessPerIp, request.clientIp, now);
  // Per email *and* address: lookups of someone's email from elsewhere never lock its owner out.
  await enforceRateLimit(deps, RATE_RULES.accessPerEmailAndIp, `${request.email}|${request.clientIp}`, now);

  if (request.email === (await deps.adminEmail())) {
    await enforceRateLimit(deps, RATE_RULES.adminCodesPerIp, request.clientIp, now);
    await enforceRateLimit(
      deps,
      RATE_RULES.adminCodesPerEmailAndIp,
      `${request.email}|${request.clientIp}`,
      now,
    );
    const seed = newAdminCodeSeed();
    const fresh = await adminCodeFromSeed(deps.fingerprint, seed);
    const pending = await deps.adminCodes.putCode(
      request.email,
      { codeHash: await deps.fingerprint(`admin-code:${fresh}`), seed },
      adminCodeExpiry(now),
      now,
    );
    // A code is already waiting in the admin's mailbox: send that one again rather than replace it.
    const code = pending?.seed ? await adminCodeFromSeed(deps.fingerprint, pending.seed) : fresh;
    await deps.mailer.send(composeAdminCode({ to: request.email, code, lang: request.lang }));
    return { role: 'admin', codeSent: true };
  }

  const access = await accessOf(deps.passes, request.email, now);
  if (access.state === 'none') throw new LaneError('no_pass');
  if (access.state === 'expired')
    throw new LaneError('expired', undefined, { durationHours: access.durationHours });
  const token = await deps.sessions.issue(
    await claimsFor(deps.generations, 'user', request.email),
    access.expiresAt,
  );
  return {
    role: 'user',
    remainingHours: access.remainingHours,
    durationHours: access.durationHours,
    expiresAt: access.expiresAt,
    session: { token, expiresAt: access.expiresAt },
  };
}

/**
 * POST /api/access/admin: the emailed code, once, within 10 minutes and 5 tries; after that only
 * a new code works. A wrong address, code or lock all answer alike.
 */
export async function verifyAdminCode(
  deps: AccessDeps,
  request: { email: string; code: string; clientIp: string },
): Promise<IssuedSession> {
  const now = deps.clock.now();
  await enforceRateLimit(deps, RATE_RULES.adminVerifyPerIp, request.clientIp, now);
  if (request.email !== (await deps.adminEmail())) throw new LaneError('invalid_code');

  // The try is spent before the comparison: a hundred guesses at once still compare at most five.
  const claim = await deps.adminCodes.claimAttempt(request.email, now);
  if (!claim) throw new LaneError('invalid_code');
  if (claim === 'locked') throw new LaneError('invalid_code', TOO_MANY_WRONG_CODES);
  if (!sameHash(claim.codeHash, await deps.fingerprint(`admin-code:${request.code}`))) {
    throw new LaneError('invalid_code', adminCodeLocked(claim.attempts) ? TOO_MANY_WRONG_CODES : undefined);
  }
  await deps.adminCodes.deleteCode(request.email);
  const expiresAt = adminSessionExpiry(now);
  const claims = await claimsFor(deps.generations, 'admin', request.email);
  return { token: await deps.sessions.issue(claims, expiresAt), expiresAt };
}
