import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getPlan, type Language, type ProductId } from '@lane/shared';
import { checkoutFromSession } from '../adapters/stripe/payment-events.js';
import type { CheckoutRecord, CheckoutToCreate, PaymentGateway } from '../domain/checkout/payment-gateway.js';

export interface SimulatedSession {
  id: string;
  paid: boolean;
  email: string;
  productId: ProductId;
  lang: Language;
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  referralId: string | null;
  chargeId: string;
  paymentIntentId: string;
  createdAt: string;
}

const SESSION_ID = /^cs_local_[A-Za-z0-9]{24}$/;

/**
 * Stands in for Stripe Checkout on the local stack, through the same PaymentGateway port.
 * Sessions are kept as JSON files with the rest of the local data; paying one happens on the
 * local checkout page (/_local/checkout/<id>), which then delivers a signed webhook.
 */
export class SimulatedCheckout implements PaymentGateway {
  constructor(
    private readonly directory: string,
    private readonly siteUrl: () => string,
  ) {}

  private file(id: string): string {
    return join(this.directory, `${id}.json`);
  }

  /**
   * Checkouts hold buyers' emails: a folder and files only this user can read. Each is written
   * under a temporary name and renamed over the old one, so a reader (the webhook, confirm) never
   * sees a half-written file while /pay marks it paid.
   */
  private async save(session: SimulatedSession): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    await chmod(this.directory, 0o700);
    const partial = join(this.directory, `.${session.id}.${randomBytes(6).toString('hex')}.partial`);
    await writeFile(partial, JSON.stringify(session, null, 2), { mode: 0o600 });
    await rename(partial, this.file(session.id));
  }

  async createCheckout(checkout: CheckoutToCreate): Promise<{ url: string }> {
    const id = `cs_local_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
    const plan = getPlan(checkout.productId);
    const session: SimulatedSession = {
      id,
      paid: false,
      email: checkout.email,
      productId: checkout.productId,
      lang: checkout.lang,
      amount: plan.priceCents,
      currency: plan.currency,
      successUrl: checkout.successUrl,
      cancelUrl: checkout.cancelUrl,
      referralId: checkout.referralId,
      chargeId: `ch_local_${randomBytes(12).toString('hex')}`,
      paymentIntentId: `pi_local_${randomBytes(12).toString('hex')}`,
      createdAt: new Date().toISOString(),
    };
    await this.save(session);
    return { url: `${this.siteUrl()}/_local/checkout/${id}` };
  }

  async getSession(id: string): Promise<SimulatedSession | undefined> {
    if (!SESSION_ID.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(this.file(id), 'utf8')) as SimulatedSession;
    } catch {
      return undefined;
    }
  }

  async getCheckout(sessionId: string): Promise<CheckoutRecord | undefined> {
    const session = await this.getSession(sessionId);
    if (!session) return undefined;
    // Read as Stripe's own session would be, through the same mapping.
    const checkout = checkoutFromSession(stripeSessionOf(session));
    return 'ignored' in checkout ? undefined : checkout;
  }

  async markPaid(id: string): Promise<SimulatedSession | undefined> {
    const session = await this.getSession(id);
    if (!session) return undefined;
    const paid = { ...session, paid: true };
    await this.save(paid);
    return paid;
  }

  async emailForCharge(chargeId: string): Promise<string | undefined> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return undefined;
    }
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const session = await this.getSession(name.slice(0, -'.json'.length));
      if (session?.chargeId === chargeId) return session.email;
    }
    return undefined;
  }
}

/** The Stripe event a real Checkout would send when this session is paid. */
export function completedCheckoutEvent(session: SimulatedSession, now: Date): Record<string, unknown> {
  const created = Math.floor(now.getTime() / 1000);
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created,
    livemode: false,
    type: 'checkout.session.completed',
    data: { object: stripeSessionOf({ ...session, paid: true }) },
  };
}

/** The session as Stripe's API and webhooks show a Checkout Session. */
function stripeSessionOf(session: SimulatedSession): Record<string, unknown> {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    status: session.paid ? 'complete' : 'open',
    payment_status: session.paid ? 'paid' : 'unpaid',
    amount_total: session.amount,
    currency: session.currency,
    customer_email: session.email,
    customer_details: { email: session.email },
    client_reference_id: session.referralId,
    metadata: { productId: session.productId, lang: session.lang },
    payment_intent: session.paymentIntentId,
    locale: session.lang,
  };
}
