import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import {
  SECURITY_HEADERS,
  escapeHtml,
  fillTemplate,
  formatPrice,
  getPlan,
  planName as nameOfPlan,
  type Language,
} from '@lane/shared';
import { completedCheckoutEvent, type SimulatedCheckout } from '@lane/lambdas/composition/local';
import { backoffDelayMs } from './event-bus.js';
import en from './locales/checkout.en.json' with { type: 'json' };
import es from './locales/checkout.es.json' with { type: 'json' };

const text: Record<Language, typeof en> = { en, es };
const CHECKOUT_PATH = /^\/_local\/checkout\/([A-Za-z0-9_]+)(\/pay)?$/;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f4f6f6;color:#1a202c;margin:0;padding:32px 16px}main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 10px rgba(0,0,0,.08)}h1{font-size:1.4rem;margin:0 0 12px}.notice{background:#fff8e1;border:1px solid #f4c95d;border-radius:8px;padding:10px 12px;font-size:.95rem}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{font-weight:600}button{width:100%;padding:14px;font-size:1.05rem;font-weight:600;border:0;border-radius:8px;background:#124849;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1f6f71;outline-offset:2px}a{display:block;text-align:center;margin-top:16px;color:#124849}</style></head><body><main>${body}</main></body></html>`;
}

function send(response: ServerResponse, status: number, html: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  response.setHeader('cache-control', 'no-store');
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.statusCode = status;
  response.end(html);
}

/**
 * The local stack's stand-in for Stripe's hosted checkout page. Paying builds the Stripe-shaped
 * `checkout.session.completed` event, signs it with the local webhook secret using the Stripe
 * library, delivers it to the real webhook handler, then sends the buyer to the success URL.
 */
export function createSimulatedCheckoutRoutes(options: {
  checkout: SimulatedCheckout;
  webhookSecret: string;
  /** Delivers a signed webhook to /api/stripe/webhook exactly as Stripe would. */
  deliverWebhook: (payload: string, signature: string) => Promise<number>;
  /** Waits before each new delivery of a webhook that was not answered 200 (1-based). */
  redeliveryDelayMs?: (attempt: number) => number;
  /** How many times a refused webhook is delivered again. @default 24 (about ten minutes) */
  maxRedeliveries?: number;
  log?: (line: string) => void;
}) {
  const delayOf = options.redeliveryDelayMs ?? backoffDelayMs;
  const maxRedeliveries = options.maxRedeliveries ?? 24;
  /**
   * Like Stripe, a webhook the server did not take (a 5xx while the database restarts) is sent
   * again later, with backoff; the buyer is not kept waiting for it.
   */
  const redeliver = (payload: string, attempt: number) => {
    const timer = setTimeout(async () => {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
      const status = await options.deliverWebhook(payload, signature).catch(() => 0);
      if (status === 200) return;
      if (attempt < maxRedeliveries) redeliver(payload, attempt + 1);
      else options.log?.(`The simulated checkout gave up delivering a webhook after ${attempt + 1} tries.`);
    }, delayOf(attempt));
    timer.unref();
  };

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://local');
    const match = CHECKOUT_PATH.exec(url.pathname);
    if (!match) return false;
    const [, id, pay] = match;
    const session = await options.checkout.getSession(id!);
    const lang: Language = session?.lang ?? 'en';
    const t = text[lang];
    if (!session) {
      send(
        response,
        404,
        page(
          lang,
          t.title,
          `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.not_found)}</p><a href="/">Lane</a>`,
        ),
      );
      return true;
    }
    const method = request.method ?? 'GET';

    if (pay && method === 'POST') {
      request.resume();
      const paid = session.paid ? session : await options.checkout.markPaid(session.id);
      if (!session.paid && paid) {
        const payload = JSON.stringify(completedCheckoutEvent(paid, new Date()), null, 2);
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.webhookSecret,
        });
        const status = await options.deliverWebhook(payload, signature);
        if (status >= 400 && status < 500)
          throw new Error(`The local webhook answered ${status} to a correctly signed event.`);
        if (status !== 200) redeliver(payload, 1);
      }
      response.statusCode = 303;
      response.setHeader('location', session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
      response.setHeader('cache-control', 'no-store');
      response.end();
      return true;
    }
    if (pay || (method !== 'GET' && method !== 'HEAD')) {
      response.statusCode = 405;
      response.setHeader('allow', pay ? 'POST' : 'GET');
      response.end();
      return true;
    }

    const price = formatPrice(getPlan(session.productId));
    // The pass's name has one home (shared/src/plan-names.ts); the page adds its length.
    const planName = fillTemplate(session.productId === '48hour' ? t.plan_48hour : t.plan_30day, {
      name: nameOfPlan(session.productId, lang),
    });
    const body = session.paid
      ? `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.already_paid)}</p><a href="${escapeHtml(session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id))}">Lane</a>`
      : `<h1>${escapeHtml(t.title)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<h2>${escapeHtml(planName)}</h2>
<dl><dt>${escapeHtml(t.email)}</dt><dd>${escapeHtml(session.email)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(price)} USD</dd></dl>
<form method="post" action="/_local/checkout/${escapeHtml(session.id)}/pay"><button type="submit">${escapeHtml(t.pay.replace('{{price}}', price))}</button></form>
<a href="${escapeHtml(session.cancelUrl)}">${escapeHtml(t.cancel)}</a>`;
    send(response, 200, page(lang, t.title, body));
    return true;
  };
}
