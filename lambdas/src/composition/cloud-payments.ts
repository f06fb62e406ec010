import type Stripe from 'stripe';
import {
  RotatingStripeClient,
  StripePaymentGateway,
  createStripeClient,
} from '../adapters/stripe/stripe-gateway.js';
import { StripeWebhookVerifier } from '../adapters/stripe/webhook-verifier.js';
import { env, once, secretString } from './cloud.js';

/*
 * Stripe's ports, apart from cloud.ts because the stripe package runs code when it is imported, so
 * a bundler keeps it wherever it is imported: only the three functions that call Stripe (checkout,
 * checkout-confirm, stripe-webhook) import this module.
 */

/** Rebuilt when the key changes (a rolled key is live within the secrets' five minutes, or at once on a 401). */
const stripe = /* @__PURE__ */ once(
  () =>
    new RotatingStripeClient(
      (fresh) => secretString(env().LANE_STRIPE_SECRET_KEY_SECRET_ID, { fresh }),
      createStripeClient,
    ),
);

export const payments = /* @__PURE__ */ once(
  () =>
    new StripePaymentGateway({
      client: (): Promise<Stripe> => stripe().client(),
      refreshClient: (refused) => stripe().afterRefusal(refused),
      priceIds: { '48hour': env().LANE_STRIPE_PRICE_48HOUR, '30day': env().LANE_STRIPE_PRICE_30DAY },
    }),
);
export const webhookVerifier = /* @__PURE__ */ once(
  () => new StripeWebhookVerifier(() => secretString(env().LANE_STRIPE_WEBHOOK_SECRET_ID)),
);
