import Stripe from 'stripe';
import { getPlan, planName, type Plan, type ProductId } from '@lane/shared';
import {
  PaymentProviderError,
  type CheckoutRecord,
  type CheckoutToCreate,
  type PaymentGateway,
} from '../../domain/checkout/payment-gateway.js';
import { checkoutFromSession } from './payment-events.js';

/** What Stripe's checkout page and receipt call a pass: "Lane Quick Help (48-hour pass)". */
function productName(plan: Plan): string {
  const hours = plan.durationHours;
  const length = hours > 48 && hours % 24 === 0 ? `${hours / 24}-day` : `${hours}-hour`;
  return `Lane ${planName(plan.id, 'en')} (${length} pass)`;
}

export interface StripeGatewayOptions {
  client: () => Promise<Stripe>;
  /**
   * Called once when Stripe refuses the key (authentication error): a client for the key the
   * secret holds now, or undefined when it still holds the refused one. Without it the error stands.
   */
  refreshClient?: (refused: Stripe) => Promise<Stripe | undefined>;
  /** Configured Stripe Price ids; without them the amount and name come from the shared plans. */
  priceIds?: Partial<Record<ProductId, string>>;
}

/**
 * How long one Stripe request may take and how often it is retried. Every function that calls
 * Stripe has a 10-second timeout (shared/src/api.ts) and also reads secrets and the table: even a
 * refused key's attempt plus `stripeWorstCaseMs` (2 + 4.5 s here) leaves it 3.5 s. Stripe's own
 * default (80 s) and the 8 s × 3 attempts used before outlasted the function.
 */
export const STRIPE_REQUEST = { timeoutMs: 2000, maxNetworkRetries: 1 } as const;

/** stripe-node's backoff between retries: 0.5 s doubling, capped at 5 s (jitter only shortens it). */
const STRIPE_RETRY_DELAY_SECONDS = { initial: 0.5, max: 5 } as const;

/**
 * The longest a Stripe call can take before it fails for good: every attempt timing out, plus the
 * longest backoff before each retry. A refused key adds one more call (after a fresh key read).
 */
export function stripeWorstCaseMs(request: { timeoutMs: number; maxNetworkRetries: number }): number {
  let backoffMs = 0;
  for (let retry = 1; retry <= request.maxNetworkRetries; retry++) {
    const seconds = Math.min(
      STRIPE_RETRY_DELAY_SECONDS.initial * 2 ** (retry - 1),
      STRIPE_RETRY_DELAY_SECONDS.max,
    );
    backoffMs += Math.max(STRIPE_RETRY_DELAY_SECONDS.initial, seconds) * 1000;
  }
  return request.timeoutMs * (request.maxNetworkRetries + 1) + backoffMs;
}

export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: STRIPE_REQUEST.maxNetworkRetries,
    timeout: STRIPE_REQUEST.timeoutMs,
    appInfo: { name: 'Lane' },
  });
}

/**
 * The Stripe client for the key the secret holds now. A warm function keeps its client only
 * while the key is the same: each use reads the key (the reader caches it, five minutes in the
 * cloud), and a different key builds a new client. When Stripe refuses the key, the key is read
 * again past the cache, so a rolled key is picked up on the first refusal, not minutes later.
 */
export class RotatingStripeClient {
  private current: { key: string; client: Stripe } | undefined;

  constructor(
    /** The secret key; `fresh` asks past any cache. */
    private readonly readKey: (fresh: boolean) => Promise<string>,
    private readonly build: (secretKey: string) => Stripe,
  ) {}

  private clientFor(key: string): Stripe {
    if (this.current?.key !== key) this.current = { key, client: this.build(key) };
    return this.current.client;
  }

  async client(): Promise<Stripe> {
    return this.clientFor(await this.readKey(false));
  }

  /** After Stripe refused `refused`'s key: a client for a newer key, or undefined if there is none. */
  async afterRefusal(refused: Stripe): Promise<Stripe | undefined> {
    const refusedKey = this.current?.client === refused ? this.current.key : undefined;
    const key = await this.readKey(true);
    if (key === refusedKey) return undefined;
    return this.clientFor(key);
  }
}

/** The PaymentGateway on Stripe Checkout. */
export class StripePaymentGateway implements PaymentGateway {
  constructor(private readonly options: StripeGatewayOptions) {}

  /** Runs one Stripe call; if Stripe refuses the key, once more with the key the secret holds now. */
  private async withStripe<T>(call: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = await this.options.client();
    try {
      return await call(stripe);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeAuthenticationError) || !this.options.refreshClient)
        throw error;
      const renewed = await this.options.refreshClient(stripe);
      if (!renewed) throw error;
      return call(renewed);
    }
  }

  async createCheckout(checkout: CheckoutToCreate): Promise<{ url: string }> {
    const plan = getPlan(checkout.productId);
    const price = this.options.priceIds?.[checkout.productId];
    const metadata = { productId: checkout.productId, lang: checkout.lang };
    try {
      const session = await this.withStripe((stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              price
                ? { price, quantity: 1 }
                : {
                    quantity: 1,
                    price_data: {
                      currency: plan.currency,
                      unit_amount: plan.priceCents,
                      product_data: { name: productName(plan) },
                    },
                  },
            ],
            customer_email: checkout.email,
            ...(checkout.referralId ? { client_reference_id: checkout.referralId } : {}),
            metadata,
            payment_intent_data: { metadata },
            locale: checkout.lang,
            success_url: checkout.successUrl,
            cancel_url: checkout.cancelUrl,
          },
          { idempotencyKey: checkout.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL.');
      return { url: session.url };
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
  }

  async getCheckout(sessionId: string): Promise<CheckoutRecord | undefined> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.withStripe((stripe) => stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.code === 'resource_missing' || error.statusCode === 404)
      )
        return undefined;
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
    const checkout = checkoutFromSession(session);
    // A session from another product on the same Stripe account is not one of ours.
    return 'ignored' in checkout ? undefined : checkout;
  }

  async emailForCharge(chargeId: string): Promise<string | undefined> {
    try {
      const charge = await this.withStripe((stripe) => stripe.charges.retrieve(chargeId));
      return charge.billing_details?.email ?? charge.receipt_email ?? undefined;
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
  }
}
