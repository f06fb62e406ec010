import Stripe from 'stripe';
import { InvalidWebhookSignature, type VerifiedStripeEvent, type WebhookVerifier } from '../../domain/checkout/stripe-webhook.js';

/** Stripe's default: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook with the real Stripe library on the exact bytes received, in the cloud and
 * on the local stack alike (only the secret differs).
 */
export class StripeWebhookVerifier implements WebhookVerifier {
  constructor(private readonly secret: () => Promise<string>) {}

  async verify(rawBody: Buffer, signature: string | undefined): Promise<VerifiedStripeEvent> {
    if (!signature) throw new InvalidWebhookSignature('No Stripe-Signature header.');
    try {
      const event = Stripe.webhooks.constructEvent(rawBody, signature, await this.secret(), WEBHOOK_TOLERANCE_SECONDS);
      return event as unknown as VerifiedStripeEvent;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookSignature(error.message);
      // A payload that is not JSON at all fails after the signature check; it is just as unusable.
      if (error instanceof SyntaxError) throw new InvalidWebhookSignature('The webhook body is not JSON.');
      throw error;
    }
  }
}
