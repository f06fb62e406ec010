import { normalizeEmail, type AccessPurchased } from '@lane/shared';
import type { Clock } from '../clock.js';
import { grantPass } from '../passes/grant-pass.js';
import { passEnd } from '../passes/pass.js';
import type { GrantOutcome, PassStore } from '../passes/pass-store.js';
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
  passes: PassStore;
  receipts: ReceiptLedger;
  mailer: Mailer;
  clock: Clock;
  siteUrl: string;
}

/**
 * Mails the receipt once per checkout. It runs beside grant-access in no set order, so it first
 * makes sure of the pass through the same exactly-once grant (a no-op when grant-access won) and
 * can always say until when the pass is valid.
 */
export async function sendReceipt(
  deps: SendReceiptDeps,
  purchase: AccessPurchased,
): Promise<{ receipt: 'sent' | 'already_sent' | 'revoked'; grant: GrantOutcome }> {
  const grant = await grantPass(deps, purchase);
  // Refunded or disputed before it was granted: no pass, so no receipt for it.
  if (grant.outcome === 'revoked') return { receipt: 'revoked', grant };
  const now = deps.clock.now();
  const email = normalizeEmail(purchase.email);
  const pass = grant.pass ?? (await deps.passes.getPass(email, now));
  // Refunded before the receipt went out: there is nothing to be valid until.
  if (!pass) return { receipt: 'already_sent', grant };
  if (!(await deps.receipts.claimReceipt(purchase.checkoutSessionId, now)))
    return { receipt: 'already_sent', grant };
  try {
    await deps.mailer.send(
      composeReceipt({
        to: email,
        productId: purchase.productId,
        lang: purchase.lang,
        validUntil: passEnd(pass),
        siteUrl: deps.siteUrl,
      }),
    );
  } catch (error) {
    await deps.receipts.releaseReceipt(purchase.checkoutSessionId);
    throw error;
  }
  return { receipt: 'sent', grant };
}
