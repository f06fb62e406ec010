/**
 * Where each API route lives: the route table (api.ts) mounts these, and the web app calls them.
 * Plain strings, no schema library, so any page may read them.
 */
export const API_PATHS = {
  checkout: '/api/checkout',
  checkoutConfirm: '/api/checkout/confirm',
  stripeWebhook: '/api/stripe/webhook',
  access: '/api/access',
  accessAdmin: '/api/access/admin',
  session: '/api/session',
  chat: '/api/chat',
  practice: '/api/practice',
  escalate: '/api/escalate',
} as const;

/** The query parameter of the payment-success address that carries the checkout's id back. */
export const CHECKOUT_SESSION_PARAM = 'session_id';

/** The query the checkout's cancel address carries back to the pricing: `?checkout=cancelled`. */
export const CHECKOUT_CANCELLED_PARAM = 'checkout';
export const CHECKOUT_CANCELLED_VALUE = 'cancelled';
