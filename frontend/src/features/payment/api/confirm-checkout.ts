import { API_PATHS, checkoutConfirmRequestSchema, checkoutConfirmResponseSchema } from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/checkout/confirm: the server checks this Stripe checkout with Stripe, grants the pass
 * (once, whether the webhook or this page arrives first) and sets the session cookie.
 */
export function confirmCheckout(sessionId: string, signal?: AbortSignal) {
  return apiRequest(API_PATHS.checkoutConfirm, {
    method: 'POST',
    body: { schema: checkoutConfirmRequestSchema, value: { sessionId } },
    response: checkoutConfirmResponseSchema,
    signal,
  });
}
