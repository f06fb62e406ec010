import {
  isLanguage,
  isProductId,
  isValidCheckoutEmail,
  normalizeEmail,
  type AccessPurchased,
  type AccessRevoked,
} from '@lane/shared';
import type { EventPublisher } from '../events/event-publisher.js';
import { paidInFull } from './paid-in-full.js';
import type { PaymentGateway } from './payment-gateway.js';

/** The parts of a verified Stripe event Lane reads (the Stripe library has verified the rest). */
export interface VerifiedStripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** Checks a webhook's signature on its exact bytes; throws InvalidWebhookSignature when it fails. */
export interface WebhookVerifier {
  verify(rawBody: Buffer, signature: string | undefined): Promise<VerifiedStripeEvent>;
}

export class InvalidWebhookSignature extends Error {}

export type WebhookOutcome =
  | { handled: 'purchased'; detail: AccessPurchased }
  | { handled: 'revoked'; detail: AccessRevoked }
  | { handled: 'ignored'; reason: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** An email Stripe hands us, held to the same rule as the checkout form's (issue: header injection). */
const checkoutEmail = (value: unknown): string | undefined => {
  const email = text(value);
  return email && isValidCheckoutEmail(email) ? normalizeEmail(email) : undefined;
};

function purchaseFromSession(
  session: Record<string, unknown>,
): { purchase: AccessPurchased } | { ignored: string } {
  const metadata = record(session['metadata']);
  const rawEmail = text(record(session['customer_details'])['email']) ?? text(session['customer_email']);
  const email = checkoutEmail(rawEmail);
  const productId = metadata['productId'];
  const id = text(session['id']);
  if (!id || !rawEmail || !isProductId(productId))
    return { ignored: 'checkout without a Lane product or email' };
  if (!email) return { ignored: 'checkout with an email the checkout form would refuse' };
  const amount = typeof session['amount_total'] === 'number' ? session['amount_total'] : 0;
  const currency = text(session['currency']) ?? '';
  if (!paidInFull({ productId, amount, currency }))
    return { ignored: 'checkout whose amount or currency is not its plan’s' };
  return {
    purchase: {
      checkoutSessionId: id,
      email,
      productId,
      lang: isLanguage(metadata['lang']) ? metadata['lang'] : 'en',
      amount,
      currency: currency.toLowerCase(),
      ...paymentIntent(session),
    },
  };
}

/**
 * What a verified Stripe event means for Lane: a paid checkout is a purchase, a refund or a
 * dispute revokes, everything else is acknowledged and ignored.
 */
export async function handleStripeEvent(
  deps: { events: EventPublisher; payments: PaymentGateway },
  event: VerifiedStripeEvent,
): Promise<WebhookOutcome> {
  const object = record(record(record(event)['data'])['object']);
  if (Object.keys(object).length === 0) return { handled: 'ignored', reason: 'event without a data object' };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A completed session may still be waiting for a delayed payment method: that one grants
      // on async_payment_succeeded instead.
      if (object['payment_status'] !== 'paid') return { handled: 'ignored', reason: 'checkout not paid yet' };
      const read = purchaseFromSession(object);
      if ('ignored' in read) return { handled: 'ignored', reason: read.ignored };
      const detail = read.purchase;
      await deps.events.publish('AccessPurchased', detail);
      return { handled: 'purchased', detail };
    }
    case 'charge.refunded': {
      // A partial refund (a goodwill credit, say) leaves the pass alone; a full refund ends it.
      if (object['refunded'] !== true) return { handled: 'ignored', reason: 'partial refund' };
      const billing = record(object['billing_details']);
      const email = checkoutEmail(
        text(billing['email']) ??
          text(object['receipt_email']) ??
          (text(object['id']) ? await deps.payments.emailForCharge(text(object['id'])!) : undefined),
      );
      const detail: AccessRevoked = {
        reason: 'refunded',
        ...(email ? { email } : {}),
        ...paymentIntent(object),
      };
      await deps.events.publish('AccessRevoked', detail);
      return { handled: 'revoked', detail };
    }
    case 'charge.dispute.created': {
      const chargeId = text(object['charge']) ?? text(record(object['charge'])['id']);
      const email = checkoutEmail(chargeId ? await deps.payments.emailForCharge(chargeId) : undefined);
      const detail: AccessRevoked = {
        reason: 'disputed',
        ...(email ? { email } : {}),
        ...paymentIntent(object),
      };
      await deps.events.publish('AccessRevoked', detail);
      return { handled: 'revoked', detail };
    }
    default:
      return { handled: 'ignored', reason: `event type ${event.type} is not one Lane acts on` };
  }
}

function paymentIntent(object: Record<string, unknown>): { paymentIntentId?: string } {
  const id = text(object['payment_intent']) ?? text(record(object['payment_intent'])['id']);
  return id ? { paymentIntentId: id } : {};
}
