import { normalizeEmail, type AccessRevoked } from '@lane/shared';
import type { Clock } from '../clock.js';
import type { SessionGenerations } from '../sessions/session.js';
import type { PassStore } from './pass-store.js';

/**
 * A refund or dispute ends the pass at once; doing it twice changes nothing. It is remembered
 * first, by checkout and payment intent, so the purchase it undoes grants nothing when its event
 * arrives later (or at the same moment: the grant's transaction checks for it).
 */
export async function revokePass(
  deps: { passes: PassStore; clock: Clock; generations: SessionGenerations },
  revoked: AccessRevoked,
): Promise<boolean> {
  const ids = [revoked.checkoutSessionId, revoked.paymentIntentId].filter((id): id is string => !!id);
  if (ids.length) await deps.passes.rememberRevocation(ids, deps.clock.now());
  if (!revoked.email) return false;
  const email = normalizeEmail(revoked.email);
  const ended = await deps.passes.endPass(email, deps.clock.now());
  // Every session of the refunded pass ends with it, also once the same email buys again.
  if (ended) await deps.generations.bump(email, deps.clock.now());
  return ended;
}
