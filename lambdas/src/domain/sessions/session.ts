import { ADMIN_SESSION_HOURS, maskEmail } from '@lane/shared';
import type { Clock } from '../clock.js';
import { HOUR_MS } from '../clock.js';
import { LaneError } from '../errors.js';
import { accessOf } from '../passes/access.js';
import type { PassStore } from '../passes/pass-store.js';

/**
 * Who a session is, and the email's session generation when it was issued (absent means 0): a
 * session from an earlier generation has been ended.
 */
export type SessionClaims =
  | { role: 'user'; email: string; generation?: number }
  | { role: 'admin'; email: string; generation?: number };

/**
 * A counter per email, raised whenever its sessions must end everywhere at once: "End session",
 * a refund or dispute, the admin's logout. Every session read compares it with the token's, so a
 * copied cookie stops working at once. Kept under a keyed fingerprint of the email, never the email.
 */
export interface SessionGenerations {
  current(email: string): Promise<number>;
  /** Ends every session issued for this email so far. */
  bump(email: string, now: Date): Promise<void>;
}

/** Claims for a new session of this email, in its current generation. */
export async function claimsFor(
  generations: SessionGenerations,
  role: SessionClaims['role'],
  email: string,
): Promise<SessionClaims> {
  const generation = await generations.current(email);
  return generation > 0 ? { role, email, generation } : { role, email };
}

/** Signs and verifies the `lane_session` token (jose in both stacks). */
export interface SessionTokens {
  issue(claims: SessionClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

/** The admin address, from Secrets Manager in the cloud and LANE_ADMIN_EMAIL locally. */
export type AdminEmailSource = () => Promise<string>;

export type SessionView =
  | { role: 'user'; remainingHours: number; durationHours: number; expiresAt: string; emailHint?: string }
  | { role: 'admin'; remainingHours: null; durationHours: null; expiresAt: null };

export interface SessionDeps {
  clock: Clock;
  passes: PassStore;
  sessions: SessionTokens;
  adminEmail: AdminEmailSource;
  generations: SessionGenerations;
}

export const adminSessionExpiry = (now: Date): Date =>
  new Date(now.getTime() + ADMIN_SESSION_HOURS * HOUR_MS);

/**
 * The session behind a cookie, re-reading the pass every time so a refund revokes at once and an
 * admin session ends when the admin address changes.
 */
export async function readSession(deps: SessionDeps, token: string | undefined): Promise<SessionView> {
  return (await authorizeSession(deps, token)).view;
}

/** Like readSession, and also who the session is (for per-session limits). */
export async function authorizeSession(
  deps: SessionDeps,
  token: string | undefined,
): Promise<{ view: SessionView; claims: SessionClaims }> {
  if (!token) throw new LaneError('no_session');
  const claims = await deps.sessions.verify(token);
  if (!claims) throw new LaneError('no_session');
  const now = deps.clock.now();
  const ended = async () => (claims.generation ?? 0) !== (await deps.generations.current(claims.email));

  if (claims.role === 'admin') {
    const [adminEmail, wasEnded] = await Promise.all([deps.adminEmail(), ended()]);
    if (claims.email !== adminEmail || wasEnded) throw new LaneError('no_session');
    return { claims, view: { role: 'admin', remainingHours: null, durationHours: null, expiresAt: null } };
  }

  const [access, wasEnded] = await Promise.all([accessOf(deps.passes, claims.email, now), ended()]);
  if (access.state === 'none') throw new LaneError('no_session');
  if (access.state === 'expired')
    throw new LaneError('expired', undefined, { durationHours: access.durationHours });
  // Ended by "End session" on any browser, or by a refund before the email bought again: this
  // cookie is a copy of a dead session.
  if (wasEnded) throw new LaneError('no_session');
  return {
    claims,
    view: {
      role: 'user',
      remainingHours: access.remainingHours,
      durationHours: access.durationHours,
      expiresAt: access.expiresAt.toISOString(),
      emailHint: maskEmail(claims.email),
    },
  };
}

/**
 * DELETE /api/session: ends this browser's session and every copy of it. A valid token raises its
 * email's generation (a user's "End session", the admin's logout); anything else changes nothing.
 */
export async function endSession(
  deps: { sessions: SessionTokens; generations: SessionGenerations; clock: Clock },
  token: string | undefined,
): Promise<void> {
  const claims = token ? await deps.sessions.verify(token) : undefined;
  if (claims) await deps.generations.bump(claims.email, deps.clock.now());
}
