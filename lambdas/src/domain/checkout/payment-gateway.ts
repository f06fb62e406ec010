import type { Language, ProductId } from '@lane/shared';

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

/** A checkout as Lane needs to know it, whoever processed it. */
export interface CheckoutRecord {
  id: string;
  paid: boolean;
  email: string;
  productId: ProductId;
  lang: Language;
  amount: number;
  currency: string;
  /** Stripe's payment intent behind the checkout, when it has one: refunds and disputes name it. */
  paymentIntentId?: string;
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
