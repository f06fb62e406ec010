import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { KEY_PREFIX, PARTITION_KEY, TABLE_NAME, type AccessPurchased } from '@lane/shared';
import { HOUR_MS, type DynamoPassStore } from '@lane/lambdas/composition/local';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodedText, mailsIn, postJson, useLocalStack } from './test-support.js';

const { stack, setup } = useLocalStack();
let emailCounter = 0;

/** Each test buys with its own address, so the tests share one stack without sharing passes. */
let email: string;
beforeEach(() => {
  emailCounter += 1;
  email = `buyer${emailCounter}@example.com`;
});

const api = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, init);
const cookieOf = (response: Response): string => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

async function scanTable(): Promise<Record<string, unknown>[]> {
  const { Items } = await stack.documentClient.send(
    new ScanCommand({ TableName: TABLE_NAME, ConsistentRead: true }),
  );
  return Items ?? [];
}

function mailTo(address: string): string[] {
  return mailsIn(stack.mailDir).filter((eml) => /^To: (.+)$/m.exec(eml)?.[1] === address);
}

async function buyThroughSimulatedCheckout(productId: '48hour' | '30day', lang: 'en' | 'es' = 'en') {
  const response = await api(
    '/api/checkout',
    postJson({ productId, email: `  ${email.toUpperCase()} `, referralId: null, lang }),
  );
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const location = new URL(paid.headers.get('location')!);
  await stack.bus.drain();
  return { sessionId: location.searchParams.get('session_id')!, location };
}

async function confirm(sessionId: string) {
  return api('/api/checkout/confirm', postJson({ sessionId }));
}

function signed(event: object, secret = setup.config.stripeWebhookSecret, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  };
}

function purchase(checkoutSessionId: string, productId: '48hour' | '30day' = '48hour'): AccessPurchased {
  return { checkoutSessionId, email, productId, lang: 'en', amount: 999, currency: 'usd' };
}

describe('buying a pass on the local stack', () => {
  it('grants a 48-hour pass through the simulated checkout, mails a receipt, and confirm opens a session', async () => {
    const { sessionId, location } = await buyThroughSimulatedCheckout('48hour', 'es');
    expect(location.pathname).toBe('/es/payment-success');

    const items = await scanTable();
    const pass = items.find((item) => item[PARTITION_KEY] === `${KEY_PREFIX.pass}${email}`);
    expect(pass).toMatchObject({ email, product_id: '48hour', access_duration_hours: 48, lang: 'es' });
    const hoursAhead = ((pass!['expires_at'] as number) * 1000 - Date.now()) / HOUR_MS;
    expect(hoursAhead).toBeGreaterThan(47.9);
    expect(hoursAhead).toBeLessThanOrEqual(48);

    const receipts = mailTo(email);
    expect(receipts).toHaveLength(1);
    const text = decodedText(receipts[0]!);
    expect(text).toContain('Ayuda Rápida, pase de 48 horas');
    expect(text).toContain('/es/access');
    expect(text).toMatch(/UTC/);

    const confirmed = await confirm(sessionId);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ durationHours: 48 });
    const cookie = confirmed.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^lane_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api; Max-Age=17\d{4}; HttpOnly; SameSite=Strict$/,
    );

    const session = await api('/api/session', { headers: { cookie: cookieOf(confirmed) } });
    expect(session.status).toBe(200);
    const body = (await session.json()) as {
      role: string;
      remainingHours: number;
      durationHours: number;
    };
    expect(body.role).toBe('user');
    expect([47, 48]).toContain(body.remainingHours);
    expect(body.durationHours).toBe(48);
  });

  it('grants one 48-hour pass and sends one receipt for 20 concurrent deliveries of the same purchase', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        stack.bus.publish('AccessPurchased', purchase('cs_test_concurrent_20')),
      ),
    );
    await stack.bus.drain();
    const pass = await stack.ports.passes.getPass(email, new Date());
    expect(pass?.accessDurationHours).toBe(48);
    expect(mailTo(email)).toHaveLength(1);
    const checkouts = (await scanTable()).filter(
      (item) => item[PARTITION_KEY] === `${KEY_PREFIX.checkout}cs_test_concurrent_20`,
    );
    expect(checkouts).toHaveLength(1);
  });

  it('grants once when the webhook and the payment-success page race for the same checkout', async () => {
    const response = await api(
      '/api/checkout',
      postJson({ productId: '48hour', email, referralId: null, lang: 'en' }),
    );
    const { url } = (await response.json()) as { url: string };
    const sessionId = url.split('/').at(-1)!;
    // Pay without the page's own webhook delivery, then race a signed webhook against confirm.
    const { SimulatedCheckout, completedCheckoutEvent } = await import('@lane/lambdas/composition/local');
    const simulated = new SimulatedCheckout(join(setup.config.dataDir, 'checkouts'), () => stack.url);
    const paid = (await simulated.markPaid(sessionId))!;
    const [webhook, confirmed] = await Promise.all([
      api('/api/stripe/webhook', signed(completedCheckoutEvent(paid, new Date()))),
      confirm(sessionId),
    ]);
    expect(webhook.status).toBe(200);
    expect(confirmed.status).toBe(200);
    await stack.bus.drain();
    const pass = await stack.ports.passes.getPass(email, new Date());
    expect(pass?.accessDurationHours).toBe(48);
    expect(mailTo(email)).toHaveLength(1);
  });

  it('extends an active pass with a second purchase: new end = old end + 30 days', async () => {
    await buyThroughSimulatedCheckout('48hour');
    const before = await stack.ports.passes.getPass(email, new Date());
    await buyThroughSimulatedCheckout('30day');
    const after = await stack.ports.passes.getPass(email, new Date());
    expect(after?.accessDurationHours).toBe(48 + 720);
    expect(after?.accessStartTime.toISOString()).toBe(before?.accessStartTime.toISOString());
    expect(mailTo(email)).toHaveLength(2);
  });

  it('ends access on the very next call after a refund', async () => {
    const { sessionId } = await buyThroughSimulatedCheckout('48hour');
    const cookie = cookieOf(await confirm(sessionId));
    expect((await api('/api/session', { headers: { cookie } })).status).toBe(200);

    const refund = await api(
      '/api/stripe/webhook',
      signed({
        id: 'evt_refund',
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: 'ch_x',
            object: 'charge',
            billing_details: { email },
            payment_intent: 'pi_x',
            refunded: true,
          },
        },
      }),
    );
    expect(refund.status).toBe(200);
    await stack.bus.drain();

    const after = await api('/api/session', { headers: { cookie } });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ error: 'expired', durationHours: 48 });
    const access = await api('/api/access', postJson({ email, lang: 'en' }));
    expect(access.status).toBe(403);
  });
});

describe('the access check on the local stack', () => {
  it('opens Lane for the buyer in any case and with spaces around, with what is left of the pass', async () => {
    await buyThroughSimulatedCheckout('30day');
    const response = await api('/api/access', postJson({ email: `  ${email.toUpperCase()}  `, lang: 'en' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      role: 'user',
      durationHours: 720,
      remainingHours: 719,
    });
    expect(response.headers.get('set-cookie')).toMatch(/^lane_session=/);
  });

  it('answers an unknown email with 404 no_pass and stores nothing about it', async () => {
    const before = await scanTable();
    const response = await api('/api/access', postJson({ email: 'stranger@example.com', lang: 'en' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'no_pass' });
    const added = (await scanTable()).filter(
      (item) => !before.some((old) => old[PARTITION_KEY] === item[PARTITION_KEY]),
    );
    // Only the abuse counters move, and they hold a keyed fingerprint, never the address.
    for (const item of added) expect(String(item[PARTITION_KEY])).toMatch(/^RATE#/);
    expect(JSON.stringify(await scanTable())).not.toContain('stranger');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers a pass that ended an hour ago (seeded 49 hours old) with 403 expired and its 48 hours', async () => {
    const store = stack.ports.passes as DynamoPassStore;
    await store.putPass({
      email,
      productId: '48hour',
      lang: 'en',
      accessStartTime: new Date(Date.now() - 49 * HOUR_MS),
      accessDurationHours: 48,
    });
    const response = await api('/api/access', postJson({ email, lang: 'en' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'expired', durationHours: 48 });
    // The pass item (with the email) is past its TTL: no read treats it as there.
    expect(await stack.ports.passes.getPass(email, new Date())).toBeUndefined();
  });

  it('lets the admin in with the code from the mailbox, once', async () => {
    const admin = setup.config.adminEmail;
    const asked = await api('/api/access', postJson({ email: admin, lang: 'en' }));
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ role: 'admin', codeSent: true });
    expect(asked.headers.get('set-cookie')).toBeNull();
    const code = /code is (\d{6})/.exec(decodedText(mailTo(admin).at(-1)!))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await api('/api/access/admin', postJson({ email: admin, code }));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ role: 'admin' });
    const cookie = cookieOf(verified);
    const session = await api('/api/session', { headers: { cookie } });
    expect(await session.json()).toEqual({
      role: 'admin',
      remainingHours: null,
      durationHours: null,
      expiresAt: null,
    });

    const reused = await api('/api/access/admin', postJson({ email: admin, code }));
    expect(reused.status).toBe(401);
  });

  it('locks an admin code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const admin = setup.config.adminEmail;
    await api('/api/access', postJson({ email: admin, lang: 'es' }));
    const code = /código de un solo uso es (\d{6})/.exec(decodedText(mailTo(admin).at(-1)!))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await api('/api/access/admin', postJson({ email: admin, code: wrong }));
      expect(response.status).toBe(401);
    }
    const right = await api('/api/access/admin', postJson({ email: admin, code }));
    expect(right.status).toBe(401);
    expect(((await right.json()) as { message: string }).message).toMatch(/new code/);
  });

  it('refuses a forged webhook with 400 and leaves the table unchanged', async () => {
    const before = await scanTable();
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_forged',
          payment_status: 'paid',
          customer_details: { email },
          metadata: { productId: '30day', lang: 'en' },
        },
      },
    };
    const forged = await api('/api/stripe/webhook', signed(event, 'whsec_not_the_secret'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'invalid_signature' });
    const unsigned = await api('/api/stripe/webhook', postJson(event));
    expect(unsigned.status).toBe(400);
    const stale = await api(
      '/api/stripe/webhook',
      signed(event, setup.config.stripeWebhookSecret, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.status).toBe(400);
    await stack.bus.drain();
    expect(await scanTable()).toEqual(before);
  });
});
