import { checkoutRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import * as cloudPayments from '../../composition/cloud-payments.js';
import { startCheckout, type StartCheckoutDeps } from '../../domain/checkout/start-checkout.js';
import { RATE_RULES, enforceRateLimit, type RateLimitDeps } from '../../domain/rate-limit/rate-limit.js';
import { httpRoute } from '../../http/route.js';

export type CheckoutHandlerDeps = StartCheckoutDeps & RateLimitDeps;

/** POST /api/checkout: a checkout session for one pass; answers the URL to send the buyer to. */
export const createCheckoutHandler = (deps: () => CheckoutHandlerDeps) =>
  httpRoute({ body: checkoutRequestSchema }, async ({ body, clientIp }) => {
    const d = deps();
    await enforceRateLimit(d, RATE_RULES.checkoutPerIp, clientIp, d.clock.now());
    const { url } = await startCheckout(d, {
      productId: body.productId,
      email: body.email,
      referralId: body.referralId ?? null,
      lang: body.lang,
    });
    return { statusCode: 200, body: { url } };
  });

export const handler = createCheckoutHandler(() => ({
  payments: cloudPayments.payments(),
  clock: cloud.clock,
  siteUrl: cloud.siteUrl(),
  rateCounter: cloud.rateCounter(),
  fingerprint: cloud.fingerprint,
}));
