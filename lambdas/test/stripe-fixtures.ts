import chargeDisputeCreated from './fixtures/stripe/charge-dispute-created.json' with { type: 'json' };
import chargeRefunded from './fixtures/stripe/charge-refunded.json' with { type: 'json' };
import asyncPaymentSucceeded from './fixtures/stripe/checkout-session-async-payment-succeeded.json' with { type: 'json' };
import completedUnpaid from './fixtures/stripe/checkout-session-completed-unpaid.json' with { type: 'json' };
import completed from './fixtures/stripe/checkout-session-completed.json' with { type: 'json' };
import customerCreated from './fixtures/stripe/customer-created.json' with { type: 'json' };

const FIXTURES = {
  'checkout.session.completed': completed,
  'checkout.session.completed (unpaid)': completedUnpaid,
  'checkout.session.async_payment_succeeded': asyncPaymentSucceeded,
  'charge.refunded': chargeRefunded,
  'charge.dispute.created': chargeDisputeCreated,
  'customer.created': customerCreated,
} as const;

/** A Stripe event as its webhook carries it (the fields Lane reads and all the others). */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export type StripeFixture = keyof typeof FIXTURES;

/** A fresh copy of a Stripe event as Stripe sends it, free to change in a test. */
export function stripeEvent(name: StripeFixture): StripeEvent {
  return structuredClone(FIXTURES[name]) as unknown as StripeEvent;
}

/** The purchase the completed-checkout fixture carries, as Lane publishes it (email normalised). */
export const COMPLETED_PURCHASE = {
  checkoutSessionId: 'cs_test_a1B2c3D4e5',
  email: 'ana.lopez@example.com',
  productId: '48hour',
  lang: 'es',
  amount: 999,
  currency: 'usd',
  paymentIntentId: 'pi_3QxPaid',
} as const;
