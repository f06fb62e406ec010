import { normalizeEmail, type AccessRevoked } from '@lane/shared';
import type { Clock } from '../clock.js';
import type { PassStore } from './pass-store.js';

/** A refund or dispute ends the pass at once; doing it twice changes nothing. */
export async function revokePass(
  deps: { passes: PassStore; clock: Clock },
  revoked: AccessRevoked,
): Promise<boolean> {
  if (!revoked.email) return false;
  return deps.passes.endPass(normalizeEmail(revoked.email), deps.clock.now());
}
