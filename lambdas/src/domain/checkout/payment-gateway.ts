import type { AccessPurchased, Language, ProductId } from '@lane/shared';

export interface CheckoutToCreate {
  productId: ProductId;
  email: string;
  referralId: string | null;
  lang: Language;
  successUrl: string;
  cancelUrl: string;
  /** Same purchase attempt, same session: a double click never makes two. */
  idempotencyKey: string;
}

/**
 * A checkout as Lane needs to know it, whoever processed it: whether its money has arrived, and
 * the purchase it carries (the same shape the webhook publishes, built by the same mapping).
 */
export interface CheckoutRecord {
  paid: boolean;
  purchase: AccessPurchased;
}

/** Card payments (Stripe in the cloud, or locally with keys; the simulated checkout otherwise). */
export interface PaymentGateway {
  createCheckout(checkout: CheckoutToCreate): Promise<{ url: string }>;
  /** The checkout session by id, or undefined when the processor has never heard of it. */
  getCheckout(sessionId: string): Promise<CheckoutRecord | undefined>;
  /** The buyer's email behind a charge (disputes name only the charge). */
  emailForCharge(chargeId: string): Promise<string | undefined>;
}

/** Any failure of the processor itself: the caller answers 502 payment_unavailable. */
export class PaymentProviderError extends Error {}
