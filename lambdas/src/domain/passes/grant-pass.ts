import { normalizeEmail, type AccessPurchased } from '@lane/shared';
import type { Clock } from '../clock.js';
import type { GrantOutcome, PassStore } from './pass-store.js';

export interface GrantPassDeps {
  passes: PassStore;
  clock: Clock;
}

/**
 * Turns a purchase into access, exactly once per checkout session, whoever gets here first: the
 * AccessPurchased consumer or the payment-success page's confirm call.
 */
export async function grantPass(
  deps: GrantPassDeps,
  purchase: Pick<AccessPurchased, 'checkoutSessionId' | 'email' | 'productId' | 'lang' | 'paymentIntentId'>,
): Promise<GrantOutcome> {
  return deps.passes.grantOnce({
    checkoutSessionId: purchase.checkoutSessionId,
    ...(purchase.paymentIntentId ? { paymentIntentId: purchase.paymentIntentId } : {}),
    email: normalizeEmail(purchase.email),
    productId: purchase.productId,
    lang: purchase.lang,
    now: deps.clock.now(),
  });
}
