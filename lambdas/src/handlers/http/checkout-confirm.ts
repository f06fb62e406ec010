import { checkoutConfirmRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import * as cloudPayments from '../../composition/cloud-payments.js';
import { confirmCheckout, type ConfirmCheckoutDeps } from '../../domain/checkout/confirm-checkout.js';
import { httpRoute } from '../../http/route.js';
import { sessionCookie } from '../../http/session-cookie.js';
import { countGrant } from '../../observability.js';

export type ConfirmHandlerDeps = ConfirmCheckoutDeps & { cookieSecure: boolean };

/** POST /api/checkout/confirm: the payment-success page proves its purchase and gets its session. */
export const createCheckoutConfirmHandler = (deps: () => ConfirmHandlerDeps) =>
  httpRoute({ body: checkoutConfirmRequestSchema }, async ({ body }) => {
    const d = deps();
    const confirmed = await confirmCheckout(d, body.sessionId);
    countGrant(confirmed.grant);
    return {
      statusCode: 200,
      body: { durationHours: confirmed.durationHours, expiresAt: confirmed.expiresAt.toISOString() },
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
  events: cloud.events(),
  cookieSecure: true,
}));
