import { normalizeEmail, type AccessPurchased } from '@lane/shared';
import type { Clock } from '../clock.js';
import type { EventPublisher } from '../events/event-publisher.js';
import type { GrantOutcome, PassStore } from './pass-store.js';

export interface GrantPassDeps {
  passes: PassStore;
  clock: Clock;
}

/**
 * Turns a purchase into access, exactly once per checkout session, whoever gets here first: the
 * AccessPurchased consumer (grantPurchase) or the payment-success page's confirm call.
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

/**
 * AccessPurchased's one owner: grants, then announces the pass with PassGranted for the receipt.
 * It announces after every grant that leaves an open pass, the first and a redelivery's alike: a
 * publish that failed is retried with the event, and a purchase the success page granted first
 * still gets its receipt. The receipt ledger makes the repeats send nothing.
 */
export async function grantPurchase(
  deps: GrantPassDeps & { events: EventPublisher },
  purchase: AccessPurchased,
): Promise<GrantOutcome> {
  const outcome = await grantPass(deps, purchase);
  if (outcome.outcome !== 'revoked' && outcome.pass) {
    await deps.events.publish('PassGranted', {
      checkoutSessionId: purchase.checkoutSessionId,
      email: outcome.pass.email,
      productId: purchase.productId,
      lang: purchase.lang,
    });
  }
  return outcome;
}
