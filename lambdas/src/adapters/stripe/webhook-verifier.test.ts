import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stripeEvent } from '../../../test/stripe-fixtures.js';
import { InvalidWebhookSignature } from '../../domain/checkout/payment-webhook.js';
import { StripeWebhookVerifier, WEBHOOK_TOLERANCE_SECONDS } from './webhook-verifier.js';

/*
 * The signature rules, on the real Stripe library with the bytes exactly as signed. The handler's
 * own test (handlers/http/stripe-webhook.test.ts) keeps only the wiring: raw bytes in, 400 out.
 */

const NOW = new Date('2026-03-02T10:00:00.000Z');
const NOW_S = NOW.getTime() / 1000;
const SECRET = 'whsec_test_verifier';

const verifier = new StripeWebhookVerifier(async () => SECRET);
const payloadOf = (event: unknown): string => JSON.stringify(event, null, 2);
const completed = payloadOf(stripeEvent('checkout.session.completed'));
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}): string =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? NOW_S,
  });
const verify = (payload: string | Buffer, signature: string | undefined) =>
  verifier.verify(Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8'), signature);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('StripeWebhookVerifier', () => {
  it('answers a validly signed event with its id, type and meaning for Lane', async () => {
    const verified = await verify(completed, sign(completed));

    expect(verified).toMatchObject({
      id: 'evt_1QxCompleted',
      type: 'checkout.session.completed',
      payment: { kind: 'purchase', purchase: { checkoutSessionId: 'cs_test_a1B2c3D4e5' } },
    });
  });

  it('refuses a tampered body and a body signed with another secret', async () => {
    const tampered = completed.replace('"productId": "48hour"', '"productId": "30day"');
    expect(tampered).not.toBe(completed);

    await expect(verify(tampered, sign(completed))).rejects.toThrow(InvalidWebhookSignature);
    await expect(verify(completed, sign(completed, { secret: 'whsec_someone_else' }))).rejects.toThrow(
      InvalidWebhookSignature,
    );
  });

  it(`accepts a signature up to ${WEBHOOK_TOLERANCE_SECONDS} s old or ahead, and refuses one beyond (a replay)`, async () => {
    for (const offset of [-299, 299]) {
      await expect(verify(completed, sign(completed, { timestamp: NOW_S + offset }))).resolves.toBeDefined();
    }
    for (const offset of [-301, 301, 3600 * 24 * 365]) {
      await expect(verify(completed, sign(completed, { timestamp: NOW_S + offset }))).rejects.toThrow(
        InvalidWebhookSignature,
      );
    }
  });

  it.each([undefined, '', 'not a signature', 't=1772445600,v1=', 't=,v1=', 'v1=,t=1772445600'])(
    'refuses the header %j as a bad signature, never as a failure of its own',
    async (header) => {
      await expect(verify(completed, header)).rejects.toThrow(InvalidWebhookSignature);
    },
  );

  it('keeps non-ASCII bytes exactly as signed', async () => {
    const event = stripeEvent('checkout.session.completed');
    event.data.object['customer_details'] = { email: 'ana.lopez@example.com', name: 'Añá Lópéz 🙂' };
    const payload = payloadOf(event);

    await expect(verify(payload, sign(payload))).resolves.toMatchObject({ payment: { kind: 'purchase' } });
  });

  it('refuses a signed body that is not JSON, an empty body, a signed value that is no event and a thin (v2) notification', async () => {
    const thin = { id: 'evt_3', object: 'v2.core.event', type: 'v1.billing.meter.error_report_triggered' };
    for (const payload of ['this is not json', '', 'null', '[]', JSON.stringify(thin)]) {
      await expect(verify(payload, sign(payload))).rejects.toThrow(InvalidWebhookSignature);
    }
  });

  it.each([
    ['no data', { id: 'evt_1', type: 'checkout.session.completed' }],
    ['data without an object', { id: 'evt_2', type: 'charge.refunded', data: {} }],
  ])('reads a signed event with %s as one to ignore', async (_, event) => {
    const payload = JSON.stringify(event);

    expect((await verify(payload, sign(payload))).payment.kind).toBe('ignored');
  });
});
