import { createHash } from 'node:crypto';
import {
  CHECKOUT_CANCELLED_PARAM,
  CHECKOUT_CANCELLED_VALUE,
  CHECKOUT_SESSION_PARAM,
  localizePath,
  type Language,
  type ProductId,
} from '@lane/shared';
import { LaneError } from '../errors.js';
import type { Clock } from '../clock.js';
import type { PaymentGateway } from './payment-gateway.js';

export interface StartCheckoutDeps {
  payments: PaymentGateway;
  clock: Clock;
  siteUrl: string;
}

export interface StartCheckoutRequest {
  productId: ProductId;
  email: string;
  referralId: string | null;
  lang: Language;
}

/** Stripe replaces {CHECKOUT_SESSION_ID} with the session's id when it redirects back. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export function checkoutUrls(siteUrl: string, lang: Language): { successUrl: string; cancelUrl: string } {
  const origin = siteUrl.replace(/\/+$/, '');
  return {
    successUrl: `${origin}${localizePath('/payment-success', lang)}?${CHECKOUT_SESSION_PARAM}=${CHECKOUT_SESSION_PLACEHOLDER}`,
    // The landing says "Payment cancelled — you were not charged" when it sees this.
    cancelUrl: `${origin}${localizePath('/', lang)}?${CHECKOUT_CANCELLED_PARAM}=${CHECKOUT_CANCELLED_VALUE}#pricing`,
  };
}

/**
 * Starts a purchase: a checkout session for one pass, coming back to the payment-success page in
 * the buyer's language. The idempotency key folds in the minute, so a double click reuses the
 * session while a new attempt later gets a fresh one.
 */
export async function startCheckout(
  deps: StartCheckoutDeps,
  request: StartCheckoutRequest,
): Promise<{ url: string }> {
  const minute = Math.floor(deps.clock.now().getTime() / 60_000);
  const idempotencyKey = createHash('sha256')
    .update(`${request.email}|${request.productId}|${request.lang}|${request.referralId ?? ''}|${minute}`)
    .digest('hex');
  try {
    return await deps.payments.createCheckout({
      ...request,
      ...checkoutUrls(deps.siteUrl, request.lang),
      idempotencyKey,
    });
  } catch (error) {
    if (error instanceof LaneError) throw error;
    throw new LaneError('payment_unavailable');
  }
}
