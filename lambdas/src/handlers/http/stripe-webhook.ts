import { METRIC } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import * as cloudPayments from '../../composition/cloud-payments.js';
import type { PaymentGateway } from '../../domain/checkout/payment-gateway.js';
import {
  InvalidWebhookSignature,
  handlePaymentEvent,
  type WebhookVerifier,
} from '../../domain/checkout/payment-webhook.js';
import type { EventPublisher } from '../../domain/events/event-publisher.js';
import { rawBody } from '../../http/body.js';
import { httpRoute } from '../../http/route.js';
import { MetricUnit, logger, metrics } from '../../observability.js';

export interface WebhookHandlerDeps {
  webhooks: WebhookVerifier;
  events: EventPublisher;
  payments: Pick<PaymentGateway, 'emailForCharge'>;
}

/** A webhook whose signature fails is counted: its alarm says the signing secret may be wrong. */
const countRejectedWebhook = (error: unknown): void => {
  if (!(error instanceof InvalidWebhookSignature)) return;
  metrics.addMetric(METRIC.webhookRejected, MetricUnit.Count, 1);
  logger.warn('Webhook rejected', { reason: error.reason });
};

/**
 * POST /api/stripe/webhook: no JSON parser in front. The signature is checked on
 * the exact bytes Stripe sent, decoded from base64 when API Gateway encoded them; a bad one is a
 * 400 that publishes nothing.
 */
export const createStripeWebhookHandler = (deps: () => WebhookHandlerDeps) =>
  httpRoute({ onFailure: countRejectedWebhook }, async ({ event, headers }) => {
    const d = deps();
    const verified = await d.webhooks.verify(rawBody(event), headers['stripe-signature']);
    const outcome = await handlePaymentEvent(d, verified.payment);
    if (outcome.handled === 'purchased') metrics.addMetric(METRIC.purchaseCompleted, MetricUnit.Count, 1);
    logger.info('Webhook handled', {
      eventId: verified.id,
      type: verified.type,
      handled: outcome.handled,
      ...(outcome.handled === 'ignored' ? { reason: outcome.reason } : {}),
    });
    return { statusCode: 200, body: { received: true } };
  });

export const handler = createStripeWebhookHandler(() => ({
  webhooks: cloudPayments.webhookVerifier(),
  events: cloud.events(),
  payments: cloudPayments.payments(),
}));
