import { normalizeEmail, type PassGranted } from '@lane/shared';
import type { Clock } from '../clock.js';
import { passEnd } from '../passes/pass.js';
import type { PassStore } from '../passes/pass-store.js';
import { composeReceipt } from './compose.js';
import type { Mailer } from './mailer.js';

/** Remembers which checkouts already got their receipt, so a redelivered event sends none. */
export interface ReceiptLedger {
  /** True when this call claimed the receipt (nobody had); false when it was already claimed. */
  claimReceipt(checkoutSessionId: string, now: Date): Promise<boolean>;
  /** Gives the claim back after a failed send, so the retry can send it. */
  releaseReceipt(checkoutSessionId: string): Promise<void>;
}

export interface SendReceiptDeps {
  /** Read only: the receipt says until when the pass is valid, and no pass means no receipt. */
  passes: Pick<PassStore, 'getPass'>;
  receipts: ReceiptLedger;
  mailer: Mailer;
  clock: Clock;
  siteUrl: string;
}

export type ReceiptOutcome = 'sent' | 'already_sent' | 'pass_ended';

/**
 * PassGranted's one owner: mails the receipt once per checkout, however often the event comes.
 * The pass exists before this runs (grant-access publishes after its grant), so it only reads it.
 */
export async function sendReceipt(deps: SendReceiptDeps, granted: PassGranted): Promise<ReceiptOutcome> {
  const now = deps.clock.now();
  const email = normalizeEmail(granted.email);
  const pass = await deps.passes.getPass(email, now);
  // Refunded or disputed before the receipt went out: there is nothing to be valid until.
  if (!pass) return 'pass_ended';
  if (!(await deps.receipts.claimReceipt(granted.checkoutSessionId, now))) return 'already_sent';
  try {
    await deps.mailer.send(
      composeReceipt({
        to: email,
        productId: granted.productId,
        lang: granted.lang,
        validUntil: passEnd(pass),
        siteUrl: deps.siteUrl,
      }),
    );
  } catch (error) {
    await deps.receipts.releaseReceipt(granted.checkoutSessionId);
    throw error;
  }
  return 'sent';
}
