import {
  API_PATHS,
  checkoutRequestSchema,
  checkoutResponseSchema,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/** POST /api/checkout (docs/architecture.md, "A purchase"): a Stripe Checkout page for this pass and email. */
export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return apiRequest(API_PATHS.checkout, {
    method: 'POST',
    body: { schema: checkoutRequestSchema, value: request },
    response: checkoutResponseSchema,
  });
}

export { isValidCheckoutEmail } from '@lane/shared';
