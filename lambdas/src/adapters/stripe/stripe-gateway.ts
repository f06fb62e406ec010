import Stripe from 'stripe';
import { getPlan, isLanguage, isProductId, normalizeEmail, type ProductId } from '@lane/shared';
import {
  PaymentProviderError,
  type CheckoutRecord,
  type CheckoutToCreate,
  type PaymentGateway,
} from '../../domain/checkout/payment-gateway.js';

const PLAN_NAMES: Record<ProductId, string> = {
  '48hour': 'Lane Quick Help (48-hour pass)',
  '30day': 'Lane Monthly Access (30-day pass)',
};

export interface StripeGatewayOptions {
  client: () => Promise<Stripe>;
  /** Configured Stripe Price ids; without them the amount and name come from the shared plans. */
  priceIds?: Partial<Record<ProductId, string>>;
}

export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8000, appInfo: { name: 'Lane' } });
}

/** The PaymentGateway on Stripe Checkout. */
export class StripePaymentGateway implements PaymentGateway {
  constructor(private readonly options: StripeGatewayOptions) {}

  async createCheckout(checkout: CheckoutToCreate): Promise<{ url: string }> {
    const plan = getPlan(checkout.productId);
    const price = this.options.priceIds?.[checkout.productId];
    const metadata = { productId: checkout.productId, lang: checkout.lang };
    try {
      const stripe = await this.options.client();
      const session = await stripe.checkout.sessions.create(
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
                    product_data: { name: PLAN_NAMES[plan.id] },
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
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL.');
      return { url: session.url };
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
  }

  async getCheckout(sessionId: string): Promise<CheckoutRecord | undefined> {
    const stripe = await this.options.client();
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.code === 'resource_missing' || error.statusCode === 404)
      )
        return undefined;
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
    const productId = session.metadata?.['productId'];
    const email = session.customer_details?.email ?? session.customer_email;
    // A session from another product on the same Stripe account is not one of ours.
    if (!isProductId(productId) || !email) return undefined;
    const paymentIntentId =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    return {
      id: session.id,
      paid: session.payment_status === 'paid',
      email: normalizeEmail(email),
      productId,
      lang: isLanguage(session.metadata?.['lang']) ? session.metadata['lang'] : 'en',
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      ...(paymentIntentId ? { paymentIntentId } : {}),
    };
  }

  async emailForCharge(chargeId: string): Promise<string | undefined> {
    const stripe = await this.options.client();
    try {
      const charge = await stripe.charges.retrieve(chargeId);
      return charge.billing_details?.email ?? charge.receipt_email ?? undefined;
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
  }
}
