import { isLanguage, isProductId, type AccessPurchased } from '@lane/shared';
import type { CheckoutRecord } from '../../domain/checkout/payment-gateway.js';
import type { PaymentEvent } from '../../domain/checkout/payment-webhook.js';

/*
 * The one translation from Stripe's objects to Lane's: a Checkout Session to a purchase (for the
 * webhook and for the success page's confirm alike) and a webhook event to a PaymentEvent. Stripe's
 * field names live here and nowhere else.
 */

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
/** An id Stripe sends either as a string or, expanded, as an object carrying it. */
const idOf = (value: unknown): string | undefined => text(value) ?? text(record(value)['id']);

/**
 * A Checkout Session as Lane knows it: whether it is paid, and the purchase it carries. A session
 * of another product on the same Stripe account, or one without an email, is not Lane's.
 */
export function checkoutFromSession(session: unknown): CheckoutRecord | { ignored: string } {
  const object = record(session);
  const metadata = record(object['metadata']);
  const email = text(record(object['customer_details'])['email']) ?? text(object['customer_email']);
  const productId = metadata['productId'];
  const id = text(object['id']);
  if (!id || !email || !isProductId(productId))
    return { ignored: 'checkout without a Lane product or email' };
  const paymentIntentId = idOf(object['payment_intent']);
  const purchase: AccessPurchased = {
    checkoutSessionId: id,
    email,
    productId,
    lang: isLanguage(metadata['lang']) ? metadata['lang'] : 'en',
    amount: typeof object['amount_total'] === 'number' ? object['amount_total'] : 0,
    currency: (text(object['currency']) ?? '').toLowerCase(),
    ...(paymentIntentId ? { paymentIntentId } : {}),
  };
  return { paid: object['payment_status'] === 'paid', purchase };
}

/** A verified Stripe event's meaning for Lane. */
export function paymentEventOf(event: { type: string; data?: unknown }): PaymentEvent {
  const object = record(record(event.data)['object']);
  if (Object.keys(object).length === 0) return { kind: 'ignored', reason: 'event without a data object' };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const checkout = checkoutFromSession(object);
      if ('ignored' in checkout) return { kind: 'ignored', reason: checkout.ignored };
      // A completed session may still be waiting for a delayed payment method: that one grants
      // on async_payment_succeeded instead.
      if (!checkout.paid) return { kind: 'ignored', reason: 'checkout not paid yet' };
      return { kind: 'purchase', purchase: checkout.purchase };
    }
    case 'charge.refunded': {
      // A partial refund (a goodwill credit, say) leaves the pass alone; a full refund ends it.
      if (object['refunded'] !== true) return { kind: 'ignored', reason: 'partial refund' };
      return revocation('refunded', {
        email: text(record(object['billing_details'])['email']) ?? text(object['receipt_email']),
        chargeId: text(object['id']),
        paymentIntentId: idOf(object['payment_intent']),
      });
    }
    case 'charge.dispute.created':
      // A dispute names only the charge: whose it was is asked of Stripe.
      return revocation('disputed', {
        chargeId: idOf(object['charge']),
        paymentIntentId: idOf(object['payment_intent']),
      });
    default:
      return { kind: 'ignored', reason: `event type ${event.type} is not one Lane acts on` };
  }
}

function revocation(
  reason: 'refunded' | 'disputed',
  ids: { email?: string | undefined; chargeId?: string | undefined; paymentIntentId?: string | undefined },
): PaymentEvent {
  return {
    kind: 'revocation',
    reason,
    ...(ids.email ? { email: ids.email } : {}),
    ...(ids.chargeId ? { chargeId: ids.chargeId } : {}),
    ...(ids.paymentIntentId ? { paymentIntentId: ids.paymentIntentId } : {}),
  };
}
