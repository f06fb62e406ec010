import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedCheckout } from '@lane/lambdas/composition/local';
import { LOCAL_WEBHOOK_SECRET } from './config.js';
import { createSimulatedCheckoutRoutes } from './simulated-checkout-page.js';

let server: Server | undefined;
let folder: string | undefined;
afterEach(() => {
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function checkoutPage(answers: number[]) {
  folder = mkdtempSync(join(tmpdir(), 'lane-checkout-'));
  const checkout = new SimulatedCheckout(folder, () => 'http://local');
  const delivered: string[] = [];
  const handle = createSimulatedCheckoutRoutes({
    checkout,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
    deliverWebhook: async (payload, signature) => {
      Stripe.webhooks.constructEvent(payload, signature, LOCAL_WEBHOOK_SECRET);
      delivered.push(payload);
      return answers.shift() ?? 200;
    },
    redeliveryDelayMs: () => 20,
  });
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { url } = await checkout.createCheckout({
    productId: '48hour',
    email: 'buyer@example.com',
    lang: 'en',
    referralId: null,
    idempotencyKey: 'test-checkout',
    successUrl: 'http://local/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://local/',
  });
  const path = new URL(url).pathname;
  return { delivered, payUrl: `http://127.0.0.1:${(server!.address() as AddressInfo).port}${path}/pay` };
}

describe('the simulated checkout page', () => {
  it('sends the buyer on and delivers the webhook again, signed anew, while the server answers 503', async () => {
    const { delivered, payUrl } = await checkoutPage([503, 503]);
    const paid = await fetch(payUrl, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^http:\/\/local\/payment-success\?session_id=cs_local_/);
    for (let i = 0; i < 50 && delivered.length < 3; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(delivered).toHaveLength(3);
    expect(new Set(delivered).size).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(delivered).toHaveLength(3);
  });
});
