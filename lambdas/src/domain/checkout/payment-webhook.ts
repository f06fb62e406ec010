import { isValidCheckoutEmail, normalizeEmail, type AccessPurchased, type AccessRevoked } from '@lane/shared';
import { LaneError } from '../errors.js';
import type { EventPublisher } from '../events/event-publisher.js';
import { paidInFull } from './paid-in-full.js';
import type { PaymentGateway } from './payment-gateway.js';

/**
 * What a payment processor's webhook means for Lane, whoever the processor is: the adapter that
 * verifies the webhook builds it (adapters/stripe/ for Stripe), so the domain never reads a
 * processor's fields.
 */
export type PaymentEvent =
  /** A checkout whose money has arrived. Its email is as the processor holds it, not yet checked. */
  | { kind: 'purchase'; purchase: AccessPurchased }
  /**
   * A refund of the whole payment or a dispute. The email is the one the event carries, if any;
   * when it carries none, `chargeId` is how the processor can still say whose it was.
   */
  | {
      kind: 'revocation';
      reason: AccessRevoked['reason'];
      email?: string;
      chargeId?: string;
      paymentIntentId?: string;
    }
  /** Anything Lane does not act on, and why (for the log). */
  | { kind: 'ignored'; reason: string };

/** A webhook whose signature held: the processor's event id and type (for the log) and its meaning. */
export interface VerifiedPaymentEvent {
  id: string;
  type: string;
  payment: PaymentEvent;
}

/** Checks a webhook's signature on its exact bytes; throws InvalidWebhookSignature when it fails. */
export interface WebhookVerifier {
  verify(rawBody: Buffer, signature: string | undefined): Promise<VerifiedPaymentEvent>;
}

/** 400 invalid_signature; why (the library's words) is kept for the log, never sent. */
export class InvalidWebhookSignature extends LaneError {
  constructor(readonly reason: string) {
    super('invalid_signature');
    this.name = 'InvalidWebhookSignature';
  }
}

export type WebhookOutcome =
  | { handled: 'purchased'; detail: AccessPurchased }
  | { handled: 'revoked'; detail: AccessRevoked }
  | { handled: 'ignored'; reason: string };

/** An email the processor hands us, held to the same rule as the checkout form's (header injection). */
const checkoutEmail = (email: string | undefined): string | undefined =>
  email && isValidCheckoutEmail(email) ? normalizeEmail(email) : undefined;

/**
 * What a verified payment event does: a purchase paid in full is published for grant-access, a
 * refund or dispute is published for revoke-access, everything else is acknowledged and ignored.
 */
export async function handlePaymentEvent(
  deps: { events: EventPublisher; payments: Pick<PaymentGateway, 'emailForCharge'> },
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  switch (event.kind) {
    case 'purchase': {
      const email = checkoutEmail(event.purchase.email);
      if (!email)
        return { handled: 'ignored', reason: 'checkout with an email the checkout form would refuse' };
      if (!paidInFull(event.purchase))
        return { handled: 'ignored', reason: 'checkout whose amount or currency is not its plan’s' };
      const detail: AccessPurchased = { ...event.purchase, email };
      await deps.events.publish('AccessPurchased', detail);
      return { handled: 'purchased', detail };
    }
    case 'revocation': {
      const email = checkoutEmail(
        event.email ?? (event.chargeId ? await deps.payments.emailForCharge(event.chargeId) : undefined),
      );
      const detail: AccessRevoked = {
        reason: event.reason,
        ...(email ? { email } : {}),
        ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}),
      };
      await deps.events.publish('AccessRevoked', detail);
      return { handled: 'revoked', detail };
    }
    case 'ignored':
      return { handled: 'ignored', reason: event.reason };
  }
}
