import type { Pass } from './pass.js';
import { passStatus } from './pass.js';
import type { PassStore } from './pass-store.js';

/**
 * Where an email's access stands: the one reading every caller shares (the access page, the
 * session behind a cookie, the payment-success page).
 */
export type Access =
  | { state: 'active'; pass: Pass; remainingHours: number; durationHours: number; expiresAt: Date }
  /** A pass that ended (by time, refund or dispute) and is still remembered: the screen says so. */
  | { state: 'expired'; durationHours: number }
  | { state: 'none' };

/** The access a pass already read gives at `now` (none without a pass). */
export function passAccess(pass: Pass | undefined, now: Date): Access {
  if (!pass) return { state: 'none' };
  const status = passStatus(pass, now);
  return status.state === 'active'
    ? { pass, ...status }
    : { state: 'expired', durationHours: status.durationHours };
}

/** The access of a normalised email at `now`: its open pass, else the memory of one that ended. */
export async function accessOf(
  passes: Pick<PassStore, 'getPass' | 'getEndedPass'>,
  email: string,
  now: Date,
): Promise<Access> {
  const access = passAccess(await passes.getPass(email, now), now);
  if (access.state !== 'none') return access;
  const ended = await passes.getEndedPass(email, now);
  return ended ? { state: 'expired', durationHours: ended.durationHours } : access;
}
