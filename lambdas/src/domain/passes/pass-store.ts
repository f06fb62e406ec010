import type { Language, ProductId } from '@lane/shared';
import type { Pass } from './pass.js';

export interface GrantRequest {
  checkoutSessionId: string;
  /** Stripe's payment intent behind the checkout, when known: refunds and disputes name it. */
  paymentIntentId?: string;
  email: string;
  productId: ProductId;
  lang: Language;
  now: Date;
}

export type GrantOutcome =
  | { outcome: 'granted'; pass: Pass; extended: boolean }
  | { outcome: 'already_granted'; pass: Pass | undefined; grantedAt: Date | undefined }
  /** A refund or dispute of this purchase came first: it grants nothing. */
  | { outcome: 'revoked' };

export interface EndedPass {
  durationHours: number;
  endedAt: Date;
}

/**
 * Where passes live (DynamoDB in both stacks). A pass item disappears when its window ends, email
 * and all; reads treat an item past its TTL as absent even before DynamoDB deletes it.
 */
export interface PassStore {
  /** The pass whose window is still open for a normalised email, if any. */
  getPass(email: string, now: Date): Promise<Pass | undefined>;
  /**
   * Grants exactly once per checkout session: the checkout marker and the new or extended pass
   * are written in one transaction, so racing deliveries of one purchase grant one pass.
   */
  grantOnce(request: GrantRequest): Promise<GrantOutcome>;
  /**
   * Remembers a refund or dispute by the checkout and payment intent ids it names, before the
   * pass is ended, so a purchase delivered after it (Stripe does not order events) grants nothing.
   */
  rememberRevocation(ids: readonly string[], now: Date): Promise<void>;
  /** Ends a pass now (refund or dispute). Returns whether there was an open one to end. */
  endPass(email: string, now: Date): Promise<boolean>;
  /**
   * A pass of this email that ended recently, remembered under a keyed fingerprint of the email
   * (never the email itself), so the access screen can say "expired" instead of "no pass".
   */
  getEndedPass(email: string, now: Date): Promise<EndedPass | undefined>;
}
