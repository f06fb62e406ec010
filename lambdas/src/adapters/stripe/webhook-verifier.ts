import Stripe from 'stripe';
import {
  InvalidWebhookSignature,
  type VerifiedStripeEvent,
  type WebhookVerifier,
} from '../../domain/checkout/stripe-webhook.js';

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
 * on the local stack alike (only the secret differs).
 */
export class StripeWebhookVerifier implements WebhookVerifier {
  constructor(private readonly secret: () => Promise<string>) {}

  async verify(rawBody: Buffer, signature: string | undefined): Promise<VerifiedStripeEvent> {
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
    const candidate = event as Partial<VerifiedStripeEvent> | null;
    if (
      !candidate ||
      typeof candidate !== 'object' ||
      typeof candidate.type !== 'string' ||
      typeof candidate.id !== 'string'
    ) {
      throw new InvalidWebhookSignature('The webhook body is signed but is not a Stripe event.');
    }
    return candidate as VerifiedStripeEvent;
  }
}
