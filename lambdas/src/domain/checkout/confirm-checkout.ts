import { getPlan, maskEmail } from '@lane/shared';
import type { Clock } from '../clock.js';
import { LaneError } from '../errors.js';
import { passAccess } from '../passes/access.js';
import type { GrantOutcome, PassStore } from '../passes/pass-store.js';
import { grantPass } from '../passes/grant-pass.js';
import { claimsFor, type SessionGenerations, type SessionTokens } from '../sessions/session.js';
import type { IssuedSession } from '../access/check-access.js';
import { PaymentProviderError, type CheckoutRecord, type PaymentGateway } from './payment-gateway.js';
import { PriceMismatch, paidInFull } from './paid-in-full.js';

/**
 * A paid checkout id mints a session only this long after its pass was granted: the buyer's own
 * trip back from Stripe. After that the id is no longer a key to the pass; the email on the access
 * page is the way back in.
 */
export const CONFIRM_SESSION_WINDOW_MINUTES = 15;

/**
 * The shape of a Checkout Session id (Stripe's test and live ids, and the local simulated
 * checkout's): anything else is refused without asking the processor.
 */
const CHECKOUT_SESSION_ID = /^cs_(?:test|live|local)_[A-Za-z0-9]{1,200}$/;

export const isCheckoutSessionId = (id: string): boolean => CHECKOUT_SESSION_ID.test(id);

export interface ConfirmCheckoutDeps {
  clock: Clock;
  payments: PaymentGateway;
  passes: PassStore;
  sessions: SessionTokens;
  generations: SessionGenerations;
}

export interface ConfirmedCheckout {
  /** What this purchase bought: 48 or 720 hours. */
  durationHours: number;
  /** The pass's address, masked ("j•••@gmail.com"), for the page to show whose pass it is. */
  emailHint: string;
  /** When the pass (with any earlier time left on it) ends. */
  expiresAt: Date;
  session: IssuedSession;
  /** Whether this call's grant landed (the webhook had not come yet) or found it done. */
  grant: GrantOutcome;
}

/**
 * The payment-success page's call. It asks the processor whether this checkout is paid and grants
 * through the same exactly-once function as grant-access, so the page works even when it arrives
 * before the webhook. It publishes nothing: the webhook's AccessPurchased reaches grant-access
 * whoever granted first, and grant-access's PassGranted is what sends the receipt.
 */
export async function confirmCheckout(
  deps: ConfirmCheckoutDeps,
  sessionId: string,
): Promise<ConfirmedCheckout> {
  if (!isCheckoutSessionId(sessionId)) throw new LaneError('not_found');
  let checkout: CheckoutRecord | undefined;
  try {
    checkout = await deps.payments.getCheckout(sessionId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new LaneError('payment_unavailable');
    throw error;
  }
  if (!checkout) throw new LaneError('not_found');
  if (!checkout.paid) throw new LaneError('unpaid');
  const { purchase } = checkout;
  if (!paidInFull(purchase)) throw new PriceMismatch(purchase);

  const durationHours = getPlan(purchase.productId).durationHours;
  const outcome = await grantPass(deps, purchase);
  // Refunded or disputed before it was ever granted: nothing to open.
  if (outcome.outcome === 'revoked') throw new LaneError('expired', undefined, { durationHours });

  const now = deps.clock.now();
  const access = passAccess(outcome.pass, now);
  if (access.state !== 'active') throw new LaneError('expired', undefined, { durationHours });
  if (outcome.outcome === 'already_granted') {
    const grantedAt = outcome.grantedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (now.getTime() - grantedAt > CONFIRM_SESSION_WINDOW_MINUTES * 60_000) {
      throw new LaneError(
        'no_session',
        'This payment was confirmed earlier. Enter the email you paid with on the access page to open Lane.',
      );
    }
  }

  const { email } = access.pass;
  const token = await deps.sessions.issue(await claimsFor(deps.generations, 'user', email), access.expiresAt);
  return {
    durationHours,
    expiresAt: access.expiresAt,
    emailHint: maskEmail(email),
    session: { token, expiresAt: access.expiresAt },
    grant: outcome,
  };
}
