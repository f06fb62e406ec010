import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_CODE_MAX_ATTEMPTS, PARTITION_KEY, TABLE_NAME, adminCodeKey } from '@lane/shared';
import { createHttpHandlers, type Ports } from '@lane/lambdas/composition/local';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from './http-adapter.js';
import { decodedText, mailsIn, postJson, useLocalStack } from './test-support.js';

/*
 * What an attacker found on the local stack (issue 14, points 1–5), replayed against the real
 * handlers on DynamoDB Local: races need the real database's conditional writes.
 */

const { stack, setup } = useLocalStack();

const api = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, init);

/** An HTTP API event from a chosen address, as API Gateway hands it to a function. */
function apiEvent(
  method: string,
  path: string,
  options: { body?: unknown; sourceIp?: string; cookies?: string[] } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(options.cookies ? { cookies: options.cookies } : {}),
    requestContext: {
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: options.sourceIp ?? '127.0.0.1',
        userAgent: 'test',
      },
    } as APIGatewayProxyEventV2['requestContext'],
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    isBase64Encoded: false,
  };
}

type Handlers = ReturnType<typeof createHttpHandlers>;
const context = (name: string): Context => lambdaContext(name, 10);

async function call(
  handlers: Handlers,
  name: string,
  event: APIGatewayProxyEventV2,
): Promise<{ status: number; body: Record<string, unknown>; cookies: string[] }> {
  const result = (await handlers[name]!(event, context(name))) as APIGatewayProxyStructuredResultV2;
  return {
    status: result.statusCode ?? 0,
    body: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : {},
    cookies: result.cookies ?? [],
  };
}

function mailTo(address: string): string[] {
  return mailsIn(stack.mailDir).filter((eml) => eml.includes(`To: ${address}\r\n`));
}

const latestAdminCode = (): string => {
  const code = /code is (\d{6})/.exec(decodedText(mailTo(setup.config.adminEmail).at(-1)!))?.[1];
  if (!code) throw new Error('No admin code in the mailbox.');
  return code;
};

describe('admin code guessing (issue 14.1)', () => {
  it('compares at most 5 of 100 concurrent wrong guesses from 5 addresses, and the count stops at 5', async () => {
    const admin = setup.config.adminEmail;
    expect((await api('/api/access', postJson({ email: admin, lang: 'en' }))).status).toBe(200);
    const code = latestAdminCode();
    const wrong = code === '000000' ? '111111' : '000000';

    let compared = 0;
    const counting: Ports = {
      ...stack.ports,
      fingerprint: (value) => {
        if (value.startsWith('admin-code:')) compared += 1;
        return stack.ports.fingerprint(value);
      },
    };
    const handlers = createHttpHandlers(() => counting);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(
          handlers,
          'access-admin',
          apiEvent('POST', '/api/access/admin', {
            body: { email: admin, code: wrong },
            sourceIp: `198.51.100.${(i % 5) + 1}`,
          }),
        ),
      ),
    );

    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    expect(compared).toBeLessThanOrEqual(ADMIN_CODE_MAX_ATTEMPTS);
    const { Item } = await stack.documentClient.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { [PARTITION_KEY]: adminCodeKey(admin) },
        ConsistentRead: true,
      }),
    );
    expect(Item?.['attempts']).toBeLessThanOrEqual(ADMIN_CODE_MAX_ATTEMPTS);
    // Locked: even the right code is refused now, and says a new code is needed.
    const right = await call(
      handlers,
      'access-admin',
      apiEvent('POST', '/api/access/admin', { body: { email: admin, code }, sourceIp: '192.0.2.50' }),
    );
    expect(right.status).toBe(401);
    expect(String(right.body['message'])).toMatch(/new code/);
    console.info(
      `[14.1] 100 concurrent wrong admin guesses → ${compared} compared, attempts stored ${String(Item?.['attempts'])}`,
    );
  });
});

/** A Stripe event signed with the local webhook secret, as Stripe would deliver it. */
function signed(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: setup.config.stripeWebhookSecret,
  });
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  };
}

let serial = 0;
function purchaseIds() {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`.replace(/[^a-z0-9]/g, '');
  return {
    email: `ooo${tag}@example.com`,
    checkoutId: `cs_local_${tag.padEnd(24, 'x').slice(0, 24)}`,
    paymentIntentId: `pi_local_${tag}`,
  };
}

function completion(ids: ReturnType<typeof purchaseIds>, amount = 999) {
  return {
    id: `evt_done_${ids.checkoutId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: ids.checkoutId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        currency: 'usd',
        customer_details: { email: ids.email },
        metadata: { productId: '48hour', lang: 'en' },
        payment_intent: ids.paymentIntentId,
      },
    },
  };
}

function refund(ids: ReturnType<typeof purchaseIds>) {
  return {
    id: `evt_refund_${ids.checkoutId}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${ids.checkoutId}`,
        object: 'charge',
        billing_details: { email: ids.email },
        payment_intent: ids.paymentIntentId,
        refunded: true,
      },
    },
  };
}

function dispute(ids: ReturnType<typeof purchaseIds>) {
  return {
    id: `evt_dispute_${ids.checkoutId}`,
    object: 'event',
    type: 'charge.dispute.created',
    data: {
      object: {
        id: `dp_${ids.checkoutId}`,
        object: 'dispute',
        charge: `ch_${ids.checkoutId}`,
        payment_intent: ids.paymentIntentId,
      },
    },
  };
}

describe('a refund or dispute that arrives before its purchase (issue 14.2)', () => {
  it.each([
    ['refund', refund],
    ['dispute', dispute],
  ])(
    'a %s delivered first means the purchase delivered after it grants nothing and mails nothing',
    async (_, revocation) => {
      const ids = purchaseIds();
      expect((await api('/api/stripe/webhook', signed(revocation(ids)))).status).toBe(200);
      await stack.bus.drain();
      expect((await api('/api/stripe/webhook', signed(completion(ids)))).status).toBe(200);
      await stack.bus.drain();
      expect(await stack.ports.passes.getPass(ids.email, new Date())).toBeUndefined();
      expect((await api('/api/access', postJson({ email: ids.email, lang: 'en' }))).status).not.toBe(200);
      expect(mailTo(ids.email)).toEqual([]);
    },
  );

  it('whatever the order, 20 purchases each racing their own refund end with no open pass', async () => {
    const races = Array.from({ length: 20 }, () => purchaseIds());
    await Promise.all(
      races.flatMap((ids, i) =>
        i % 2 === 0
          ? [
              api('/api/stripe/webhook', signed(completion(ids))),
              api('/api/stripe/webhook', signed(refund(ids))),
            ]
          : [
              api('/api/stripe/webhook', signed(refund(ids))),
              api('/api/stripe/webhook', signed(completion(ids))),
            ],
      ),
    );
    await stack.bus.drain();
    const open = (
      await Promise.all(
        races.map(async (ids) => (await stack.ports.passes.getPass(ids.email, new Date())) !== undefined),
      )
    ).filter(Boolean).length;
    console.info(`[14.2] 20 purchase/refund races → ${open} passes left open`);
    expect(open).toBe(0);
  });
});

const cookieOf = (response: Response): string => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

/** A purchase through the simulated checkout; answers the payment-success page's cookie. */
async function buy(email: string): Promise<{ cookie: string; paymentIntentId: string }> {
  const created = await api(
    '/api/checkout',
    postJson({ productId: '48hour', email, referralId: null, lang: 'en' }),
  );
  const { url } = (await created.json()) as { url: string };
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  const sessionId = new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
  await stack.bus.drain();
  const confirmed = await api('/api/checkout/confirm', postJson({ sessionId }));
  expect(confirmed.status).toBe(200);
  const checkout = await stack.ports.payments.getCheckout(sessionId);
  return { cookie: cookieOf(confirmed), paymentIntentId: checkout!.purchase.paymentIntentId! };
}

const sessionWith = async (cookie: string) => (await api('/api/session', { headers: { cookie } })).status;

describe('ending a session ends every copy of it (issue 14.4)', () => {
  it('a copied cookie stops working after "End session" in the browser it was copied from', async () => {
    const email = `ender${Date.now()}@example.com`;
    const { cookie } = await buy(email);
    const copy = cookie;
    expect(await sessionWith(copy)).toBe(200);
    const ended = await api('/api/session', { method: 'DELETE', headers: { cookie } });
    expect(ended.status).toBe(204);
    const status = await sessionWith(copy);
    console.info(`[14.4] copied cookie after End session → ${status}`);
    expect(status).toBe(401);
    // The owner opens Lane again with the email, as before.
    const again = await api('/api/access', postJson({ email, lang: 'en' }));
    expect(again.status).toBe(200);
    expect(await sessionWith(cookieOf(again))).toBe(200);
    expect(await sessionWith(copy)).toBe(401);
  });

  it('a cookie from before a refund does not come back when the same email buys again', async () => {
    const email = `rebuy${Date.now()}@example.com`;
    const first = await buy(email);
    const refunded = {
      id: `evt_refund_${first.paymentIntentId}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_rebuy',
          object: 'charge',
          billing_details: { email },
          payment_intent: first.paymentIntentId,
          refunded: true,
        },
      },
    };
    expect((await api('/api/stripe/webhook', signed(refunded))).status).toBe(200);
    await stack.bus.drain();
    expect(await sessionWith(first.cookie)).toBe(403);
    const second = await buy(email);
    expect(await sessionWith(second.cookie)).toBe(200);
    const status = await sessionWith(first.cookie);
    console.info(`[14.4] pre-refund cookie after the same email buys again → ${status}`);
    expect(status).toBe(401);
  });

  it('the admin’s logout ends a copied admin cookie', async () => {
    const admin = setup.config.adminEmail;
    await api('/api/access', postJson({ email: admin, lang: 'en' }));
    const verified = await api('/api/access/admin', postJson({ email: admin, code: latestAdminCode() }));
    const cookie = cookieOf(verified);
    expect(await sessionWith(cookie)).toBe(200);
    expect((await api('/api/session', { method: 'DELETE', headers: { cookie } })).status).toBe(204);
    expect(await sessionWith(cookie)).toBe(401);
  });
});

describe('rate limits that cannot be turned against the owner (issue 14.5)', () => {
  it('21 lookups of a buyer’s email from other addresses leave the buyer’s own address open', async () => {
    const email = `owner${Date.now()}@example.com`;
    await buy(email);
    const handlers = createHttpHandlers(() => stack.ports);
    const lookup = (sourceIp: string) =>
      call(handlers, 'access', apiEvent('POST', '/api/access', { body: { email, lang: 'en' }, sourceIp }));
    for (let i = 0; i < 21; i += 1) await lookup(`198.51.100.${100 + i}`);
    const owner = await lookup('192.0.2.200');
    console.info(`[14.5] buyer after 21 lookups of their email from other addresses → ${owner.status}`);
    expect(owner.status).toBe(200);
  });

  it('6 admin-code requests from other addresses neither lock the admin out nor replace the code in the mailbox', async () => {
    const admin = setup.config.adminEmail;
    const handlers = createHttpHandlers(() => stack.ports);
    const ask = (sourceIp: string) =>
      call(
        handlers,
        'access',
        apiEvent('POST', '/api/access', { body: { email: admin, lang: 'en' }, sourceIp }),
      );
    expect((await ask('192.0.2.201')).status).toBe(200);
    const mailed = latestAdminCode();
    for (let i = 0; i < 6; i += 1) await ask(`198.51.100.${150 + i}`);
    const own = await ask('192.0.2.201');
    const verified = await call(
      handlers,
      'access-admin',
      apiEvent('POST', '/api/access/admin', {
        body: { email: admin, code: mailed },
        sourceIp: '192.0.2.201',
      }),
    );
    console.info(
      `[14.5] admin after 6 code requests from elsewhere → ${own.status}; first mailed code → ${verified.status}`,
    );
    expect(own.status).toBe(200);
    expect(verified.status).toBe(200);
    expect(
      mailTo(admin)
        .slice(-8)
        .map(decodedText)
        .every((text) => text.includes(mailed)),
    ).toBe(true);
  });
});

describe('the payment-success confirm (issue 14.3)', () => {
  it('limits confirm per address: 100 random checkout ids get 30 answers, then 429', async () => {
    const handlers = createHttpHandlers(() => stack.ports);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const sessionId = `cs_local_guess${String(i).padStart(20, '0')}`;
        const event = apiEvent('POST', '/api/checkout/confirm', {
          body: { sessionId },
          sourceIp: '203.0.113.77',
        });
        return (await call(handlers, 'checkout-confirm', event)).status;
      }),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.info(`[14.3] 100 random confirm ids from one address → ${count(404)} × 404, ${count(429)} × 429`);
    expect(count(404)).toBe(30);
    expect(count(429)).toBe(70);
  });
});
