import type Stripe from 'stripe';
import { StripePaymentGateway, createStripeClient } from '../adapters/stripe/stripe-gateway.js';
import { StripeWebhookVerifier } from '../adapters/stripe/webhook-verifier.js';
import { env, once, secretString } from './cloud.js';

/*
 * Stripe's ports, apart from cloud.ts because the stripe package runs code when it is imported, so
 * a bundler keeps it wherever it is imported: only the three functions that call Stripe (checkout,
 * checkout-confirm, stripe-webhook) import this module.
 */

let stripeClient: Promise<Stripe> | undefined;
const stripe = (): Promise<Stripe> =>
  (stripeClient ??= secretString(env().LANE_STRIPE_SECRET_KEY_SECRET_ID)
    .then(createStripeClient)
    .catch((error: unknown) => {
      stripeClient = undefined;
      throw error;
    }));

export const payments = /* @__PURE__ */ once(
  () =>
    new StripePaymentGateway({
      client: stripe,
      priceIds: { '48hour': env().LANE_STRIPE_PRICE_48HOUR, '30day': env().LANE_STRIPE_PRICE_30DAY },
    }),
);
export const webhookVerifier = /* @__PURE__ */ once(
  () => new StripeWebhookVerifier(() => secretString(env().LANE_STRIPE_WEBHOOK_SECRET_ID)),
);
