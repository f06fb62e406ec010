import { ADMIN_SESSION_HOURS } from '@lane/shared';
import type { Clock } from '../clock.js';
import { HOUR_MS } from '../clock.js';
import { LaneError } from '../errors.js';
import { passStatus } from '../passes/pass.js';
import type { PassStore } from '../passes/pass-store.js';

export type SessionClaims = { role: 'user'; email: string } | { role: 'admin'; email: string };

/** Signs and verifies the `lane_session` token (jose in both stacks). */
export interface SessionTokens {
  issue(claims: SessionClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

/** The admin address, from Secrets Manager in the cloud and LANE_ADMIN_EMAIL locally. */
export type AdminEmailSource = () => Promise<string>;

export type SessionView =
  | { role: 'user'; remainingHours: number; durationHours: number; expiresAt: string }
  | { role: 'admin'; remainingHours: null; durationHours: null; expiresAt: null };

export interface SessionDeps {
  clock: Clock;
  passes: PassStore;
  sessions: SessionTokens;
  adminEmail: AdminEmailSource;
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

  if (claims.role === 'admin') {
    const adminEmail = await deps.adminEmail();
    if (claims.email !== adminEmail) throw new LaneError('no_session');
    return { claims, view: { role: 'admin', remainingHours: null, durationHours: null, expiresAt: null } };
  }

  const pass = await deps.passes.getPass(claims.email, now);
  if (pass) {
    const status = passStatus(pass, now);
    if (status.state === 'active') {
      return {
        claims,
        view: {
          role: 'user',
          remainingHours: status.remainingHours,
          durationHours: status.durationHours,
          expiresAt: status.expiresAt.toISOString(),
        },
      };
    }
    throw new LaneError('expired', undefined, { durationHours: status.durationHours });
  }
  const ended = await deps.passes.getEndedPass(claims.email, now);
  if (ended) throw new LaneError('expired', undefined, { durationHours: ended.durationHours });
  throw new LaneError('no_session');
}
