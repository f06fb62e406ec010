import { checkoutResponseSchema, type CheckoutRequest, type CheckoutResponse } from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/** POST /api/checkout (docs/architecture.md, "A purchase"): a Stripe Checkout page for this pass and email. */
export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return apiRequest('/api/checkout', { method: 'POST', body: request, response: checkoutResponseSchema });
}

export { isValidCheckoutEmail } from '@lane/shared';
export { ApiError } from '../../../lib/api';
