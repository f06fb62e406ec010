import Stripe from 'stripe';
import {
  InvalidWebhookSignature,
  type VerifiedPaymentEvent,
  type WebhookVerifier,
} from '../../domain/checkout/payment-webhook.js';
import { paymentEventOf } from './payment-events.js';

/** Stripe's default: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's library only refuses signatures that are too old; one dated ahead would stay valid for
 * as long as it is ahead (a signed event kept for replay). Clocks drift: five minutes are allowed.
 */
function signedTooFarAhead(signature: string, nowSeconds: number): boolean {
  const timestamps = signature
    .split(',')
    .map((part) => /^\s*t=(\d+)\s*$/.exec(part)?.[1])
    .filter((t): t is string => t !== undefined)
    .map(Number);
  return timestamps.some((t) => t > nowSeconds + WEBHOOK_TOLERANCE_SECONDS);
}

/**
 * Verifies a webhook with the real Stripe library on the exact bytes received, in the cloud and
 * on the local stack alike (only the secret differs), and says what it means for Lane.
 */
export class StripeWebhookVerifier implements WebhookVerifier {
  constructor(private readonly secret: () => Promise<string>) {}

  async verify(rawBody: Buffer, signature: string | undefined): Promise<VerifiedPaymentEvent> {
    if (!signature) throw new InvalidWebhookSignature('No Stripe-Signature header.');
    if (signedTooFarAhead(signature, Math.floor(Date.now() / 1000)))
      throw new InvalidWebhookSignature('The signature is dated more than five minutes ahead.');
    // Outside the catch below: a secret that cannot be read is our failure (5xx), not the caller's.
    const secret = await this.secret();
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      // Whatever the library rejects (a bad or empty signature, a stale timestamp, a body that is
      // not an event) is the caller's problem: 400, never a 5xx anyone could trigger at will.
      throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'Invalid webhook.');
    }
    const candidate = event as { id?: unknown; type?: unknown; data?: unknown } | null;
    if (
      !candidate ||
      typeof candidate !== 'object' ||
      typeof candidate.type !== 'string' ||
      typeof candidate.id !== 'string'
    ) {
      throw new InvalidWebhookSignature('The webhook body is signed but is not a Stripe event.');
    }
    return {
      id: candidate.id,
      type: candidate.type,
      payment: paymentEventOf({ type: candidate.type, data: candidate.data }),
    };
  }
}
