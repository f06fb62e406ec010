import { checkoutConfirmRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import * as cloudPayments from '../../composition/cloud-payments.js';
import { confirmCheckout, type ConfirmCheckoutDeps } from '../../domain/checkout/confirm-checkout.js';
import { PriceMismatch } from '../../domain/checkout/paid-in-full.js';
import { RATE_RULES, enforceRateLimit, type RateLimitDeps } from '../../domain/rate-limit/rate-limit.js';
import { httpRoute } from '../../http/route.js';
import { sessionCookie } from '../../http/session-cookie.js';
import { countGrant, logger } from '../../observability.js';

export type ConfirmHandlerDeps = ConfirmCheckoutDeps & RateLimitDeps & { cookieSecure: boolean };

/** POST /api/checkout/confirm: the payment-success page proves its purchase and gets its session. */
export const createCheckoutConfirmHandler = (deps: () => ConfirmHandlerDeps) =>
  httpRoute({ body: checkoutConfirmRequestSchema }, async ({ body, clientIp }) => {
    const d = deps();
    await enforceRateLimit(d, RATE_RULES.confirmPerIp, clientIp, d.clock.now());
    const confirmed = await confirmCheckout(d, body.sessionId).catch((error: unknown) => {
      if (error instanceof PriceMismatch) {
        logger.error('A paid checkout does not match its plan’s price: no pass granted', {
          checkout: error.payment.checkoutSessionId,
          productId: error.payment.productId,
          amount: error.payment.amount,
          currency: error.payment.currency,
        });
      }
      throw error;
    });
    countGrant(confirmed.grant);
    return {
      statusCode: 200,
      body: {
        durationHours: confirmed.durationHours,
        expiresAt: confirmed.expiresAt.toISOString(),
        emailHint: confirmed.emailHint,
      },
      cookies: [
        sessionCookie(confirmed.session.token, confirmed.session.expiresAt, d.clock.now(), {
          secure: d.cookieSecure,
        }),
      ],
    };
  });

export const handler = createCheckoutConfirmHandler(() => ({
  clock: cloud.clock,
  payments: cloudPayments.payments(),
  passes: cloud.passStore(),
  sessions: cloud.sessionTokens(),
  generations: cloud.sessionGenerations(),
  rateCounter: cloud.rateCounter(),
  fingerprint: cloud.fingerprint,
  cookieSecure: true,
}));
