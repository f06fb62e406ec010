import { getPlan } from '@lane/shared';
import type { Clock } from '../clock.js';
import { LaneError } from '../errors.js';
import type { EventPublisher } from '../events/event-publisher.js';
import { passStatus } from '../passes/pass.js';
import type { GrantOutcome, PassStore } from '../passes/pass-store.js';
import { grantPass } from '../passes/grant-pass.js';
import type { SessionTokens } from '../sessions/session.js';
import type { IssuedSession } from '../access/check-access.js';
import { PaymentProviderError, type CheckoutRecord, type PaymentGateway } from './payment-gateway.js';

export interface ConfirmCheckoutDeps {
  clock: Clock;
  payments: PaymentGateway;
  passes: PassStore;
  sessions: SessionTokens;
  events: EventPublisher;
}

export interface ConfirmedCheckout {
  /** What this purchase bought: 48 or 720 hours. */
  durationHours: number;
  /** When the pass (with any earlier time left on it) ends. */
  expiresAt: Date;
  session: IssuedSession;
  /** Whether this call's grant landed (the webhook had not come yet) or found it done. */
  grant: GrantOutcome;
}

export const purchaseFrom = (checkout: CheckoutRecord) => ({
  checkoutSessionId: checkout.id,
  email: checkout.email,
  productId: checkout.productId,
  lang: checkout.lang,
  amount: checkout.amount,
  currency: checkout.currency,
});

/**
 * The payment-success page's call. It asks the processor whether this checkout is paid and grants
 * through the same exactly-once function as the webhook, so the page works even when it arrives
 * first. When it does grant, it also publishes the purchase so the receipt goes out.
 */
export async function confirmCheckout(
  deps: ConfirmCheckoutDeps,
  sessionId: string,
): Promise<ConfirmedCheckout> {
  let checkout: CheckoutRecord | undefined;
  try {
    checkout = await deps.payments.getCheckout(sessionId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new LaneError('payment_unavailable');
    throw error;
  }
  if (!checkout) throw new LaneError('not_found');
  if (!checkout.paid) throw new LaneError('unpaid');

  const outcome = await grantPass(deps, purchaseFrom(checkout));
  if (outcome.outcome === 'granted') await deps.events.publish('AccessPurchased', purchaseFrom(checkout));

  const now = deps.clock.now();
  const pass = outcome.pass ?? (await deps.passes.getPass(checkout.email, now));
  const status = pass ? passStatus(pass, now) : undefined;
  const durationHours = getPlan(checkout.productId).durationHours;
  if (!status || status.state !== 'active') throw new LaneError('expired', undefined, { durationHours });

  const token = await deps.sessions.issue({ role: 'user', email: pass!.email }, status.expiresAt);
  return {
    durationHours,
    expiresAt: status.expiresAt,
    session: { token, expiresAt: status.expiresAt },
    grant: outcome,
  };
}
