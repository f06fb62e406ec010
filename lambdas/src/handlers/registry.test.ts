import {
  API_ROUTES,
  MAX_BODY_BYTES,
  accessRequestSchema,
  adminCodeRequestSchema,
  checkoutConfirmRequestSchema,
  checkoutRequestSchema,
  errorBodySchema,
} from '@lane/shared';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ADMIN_EMAIL, fakeWorld, type FakeWorld } from '../../test/fakes.js';
import { apiEvent, expectApiHeaders, invoke, type ApiResponse } from '../../test/http.js';
import { StripeWebhookVerifier } from '../adapters/stripe/webhook-verifier.js';
import { HOUR_MS } from '../domain/clock.js';
import { createHttpHandlers, createStreamingHandlers } from './registry.js';

/**
 * Whatever arrives (any JSON, any text, any headers, any size, base64 or not), every HTTP route
 * answers without a 5xx, with the security headers and a well-formed error, and writes nothing
 * (no pass, counter, code, receipt, mail or event) unless the request was a valid one.
 */

const RUNS = 150;
const WEBHOOK_SECRET = 'whsec_property_test_secret';
const NOW = '2026-03-02T10:00:00.000Z';

/** A world with one buyer, a paid and an unpaid checkout, and the real Stripe signature check. */
function world(): FakeWorld & { handlers: ReturnType<typeof createHttpHandlers> } {
  const w = fakeWorld(NOW);
  w.passes.seed({
    email: 'ana@example.com',
    productId: '48hour',
    lang: 'en',
    accessStartTime: new Date(new Date(NOW).getTime() - HOUR_MS),
    accessDurationHours: 48,
  });
  w.passes.seed({
    email: 'old@example.com',
    productId: '30day',
    lang: 'es',
    accessStartTime: new Date(new Date(NOW).getTime() - 800 * HOUR_MS),
    accessDurationHours: 720,
  });
  w.payments.addCheckout({ id: 'cs_paid', email: 'ben@example.com' });
  w.payments.addCheckout({ id: 'cs_unpaid', paid: false });
  const ports = { ...w.ports, webhooks: new StripeWebhookVerifier(async () => WEBHOOK_SECRET) };
  return { ...w, handlers: createHttpHandlers(() => ports) };
}

// ---- what arrives ------------------------------------------------------------------------------

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  ' application/json ',
  'application/json;charset=UTF-8',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/json',
  'application/jsonp',
  'application/xml',
  '',
];

const contentType = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const contentTypeName = fc.constantFrom('content-type', 'Content-Type', 'CONTENT-TYPE');

/** Any other headers, including the ones Lane reads and names that trip naive code. */
const otherHeaders = fc.dictionary(
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 24 }),
      fc.constantFrom(
        'cloudfront-viewer-address',
        'x-forwarded-for',
        'stripe-signature',
        'Stripe-Signature',
        'authorization',
        'cookie',
        '__proto__',
        'constructor',
      ),
    )
    .filter((name) => name.toLowerCase() !== 'content-type'),
  fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('198.51.100.7:443', '2001:db8::1:443', ':', '')),
  { maxKeys: 6, noNullPrototype: true },
);

const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.json({ maxDepth: 4 }),
);

/** A value of the wrong kind for any field. */
const anyValue = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 40 }),
  fc.array(fc.string(), { maxLength: 2 }),
);
/**
 * Mostly good values, sometimes anything: each field of a near-valid body. Good 12 times in 14, so
 * a four-field body (checkout) is still valid about half the time and 150 runs reach both sides of
 * the line with room to spare (at 6 in 8 the checkout route drew as few as 7 valid bodies).
 */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 12, arbitrary: good },
    { weight: 1, arbitrary: bad },
    { weight: 1, arbitrary: anyValue },
  );
const email = mostly(
  fc.oneof(
    fc.constantFrom(
      'ana@example.com',
      ' ANA@Example.com ',
      ADMIN_EMAIL,
      'old@example.com',
      'nobody@example.com',
    ),
    fc.emailAddress(),
  ),
  fc.constantFrom('ana@example', 'ana', '', '  ', `${'a'.repeat(250)}@b.co`),
);
const lang = mostly(fc.constantFrom('en', 'es'), fc.constantFrom('fr', 'EN', ''));

/** Optional keys are left out now and then; required ones too, rarely. */
const body = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(
      fc.record(fields),
      fc.array(fc.constantFrom(...Object.keys(fields)), { maxLength: 1 }),
      fc.boolean(),
    )
    .map(([values, drop, dropIt]) => {
      const out: Record<string, unknown> = { ...values };
      if (dropIt) for (const key of drop) delete out[key];
      return out;
    });

/** Near-valid bodies for each route, so valid requests come often and invalid ones are close calls. */
const SHAPES: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  checkout: body({
    productId: mostly(fc.constantFrom('48hour', '30day'), fc.constantFrom('7day', '48HOUR', 48)),
    email,
    referralId: mostly(
      fc.oneof(fc.constant(null), fc.string({ maxLength: 60 })),
      fc.string({ minLength: 201, maxLength: 210 }),
    ),
    lang,
  }),
  'checkout-confirm': body({
    sessionId: mostly(
      fc.oneof(
        fc.constantFrom('cs_paid', 'cs_unpaid', 'cs_unknown'),
        fc.string({ minLength: 1, maxLength: 60 }),
      ),
      fc.constantFrom('', '   ', 'x'.repeat(256)),
    ),
  }),
  access: body({ email, lang }),
  'access-admin': body({
    email,
    code: mostly(fc.stringMatching(/^\d{6}$/), fc.constantFrom('12345', '1234567', 'abcdef', 123456)),
  }),
};

const SCHEMAS: Record<string, z.ZodMiniType> = {
  checkout: checkoutRequestSchema,
  'checkout-confirm': checkoutConfirmRequestSchema,
  access: accessRequestSchema,
  'access-admin': adminCodeRequestSchema,
};

/** A body of about 32 KB: valid in shape, a few bytes either side of the limit. */
const nearLimit = (shape: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(shape, fc.integer({ min: -40, max: 40 })).map(([body, delta]) => {
    const base = JSON.stringify({ ...body, padding: '' });
    return JSON.stringify({
      ...body,
      padding: 'x'.repeat(Math.max(0, MAX_BODY_BYTES - Buffer.byteLength(base) + delta)),
    });
  });

const bodyText = (route: string) =>
  fc.oneof(
    { weight: 3, arbitrary: SHAPES[route]!.map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: anyText },
    { weight: 1, arbitrary: nearLimit(SHAPES[route]!) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

interface Arrival {
  body: string | undefined;
  base64: boolean;
  headers: Record<string, string>;
  contentType: string | undefined;
  sourceIp: string;
}

const arrival = (body: fc.Arbitrary<string | undefined>) =>
  fc
    .record({
      body,
      /** API Gateway base64-encodes some bodies; a client can also send garbage flagged as base64. */
      encoding: fc.constantFrom('plain', 'plain', 'plain', 'plain', 'base64', 'garbage-base64'),
      contentType,
      contentTypeName,
      headers: otherHeaders,
      sourceIp: fc.oneof(fc.ipV4(), fc.ipV6()),
    })
    .map(({ body, encoding, contentType, contentTypeName, headers, sourceIp }): Arrival => {
      const all: Record<string, string> = { ...headers };
      if (contentType !== undefined) all[contentTypeName] = contentType;
      const base64 = body !== undefined && encoding !== 'plain';
      const sent =
        body !== undefined && encoding === 'base64' ? Buffer.from(body, 'utf8').toString('base64') : body;
      return { body: sent, base64, headers: all, contentType, sourceIp };
    });

/** The bytes API Gateway hands the function, as the chain reads them. */
const bytesOf = (a: Arrival): Buffer =>
  a.body === undefined
    ? Buffer.alloc(0)
    : a.base64
      ? Buffer.from(a.body, 'base64')
      : Buffer.from(a.body, 'utf8');

/** At most 32 KB, sent as JSON, parsing, and matching the route's shared schema. */
function isValidRequest(route: string, a: Arrival): boolean {
  const bytes = bytesOf(a);
  if (bytes.length > MAX_BODY_BYTES) return false;
  if (!JSON_TYPES.includes(a.contentType ?? '')) return false;
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return false;
  }
  return SCHEMAS[route]!.safeParse(json).success;
}

function expectWellFormed(response: ApiResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  expectApiHeaders(response);
  if (response.statusCode >= 400) {
    expect(errorBodySchema.safeParse(response.json).success, JSON.stringify(response.json)).toBe(true);
    if (response.statusCode === 429) expect(response.headers['retry-after']).toMatch(/^\d+$/);
  }
}

const event = (route: string, a: Arrival, extra: { cookies?: string[] } = {}) => {
  const api = API_ROUTES.find((r) => r.handler === route)!;
  return apiEvent({
    method: api.method,
    path: api.path,
    body: a.body,
    isBase64Encoded: a.base64,
    headers: a.headers,
    sourceIp: a.sourceIp,
    ...extra,
  });
};

/** What each route may answer to a valid request. */
const ANSWERS_TO_VALID: Record<string, number[]> = {
  checkout: [200],
  'checkout-confirm': [200, 402, 404],
  access: [200, 403, 404],
  'access-admin': [401],
};

// ---- the properties ----------------------------------------------------------------------------

describe('every HTTP route under arbitrary input', () => {
  it('has a handler for every route of the shared route table, and no other', () => {
    expect(Object.keys(world().handlers).sort()).toEqual(
      API_ROUTES.filter((route) => !route.streaming)
        .map((route) => route.handler)
        .sort(),
    );
    expect(Object.keys(createStreamingHandlers(() => fakeWorld(NOW).ports)).sort()).toEqual(
      API_ROUTES.filter((route) => route.streaming)
        .map((route) => route.handler)
        .sort(),
    );
  });

  describe.each(Object.keys(SCHEMAS))('the %s route', (route) => {
    it('never answers 5xx and writes nothing unless the request is valid', async () => {
      let valid = 0;
      await fc.assert(
        fc.asyncProperty(arrival(bodyText(route)), async (a) => {
          const w = world();
          const response = await invoke(w.handlers[route]!, event(route, a));
          expectWellFormed(response);
          if (isValidRequest(route, a)) {
            valid += 1;
            expect(ANSWERS_TO_VALID[route]).toContain(response.statusCode);
          } else {
            expect([400, 413, 415]).toContain(response.statusCode);
            expect(w.log.writes).toEqual([]);
            expect(w.payments.created).toEqual([]);
            expect(w.sessions.issued).toEqual([]);
            expect(response.cookies).toEqual([]);
          }
        }),
        { numRuns: RUNS },
      );
      // The generators must reach both sides of the line for the property to mean anything.
      expect(valid).toBeGreaterThan(RUNS / 20);
      expect(valid).toBeLessThan(RUNS);
    });
  });

  describe('the stripe-webhook route', () => {
    const signed = (payload: string) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000),
      });

    it('answers 400 invalid_signature and publishes nothing for anything not signed with the secret', async () => {
      await fc.assert(
        fc.asyncProperty(
          arrival(fc.oneof(anyText, fc.constant(undefined))),
          fc.option(
            fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('t=1,v1=abc', 't=,v1=', 'v1=', ',')),
          ),
          async (a, signature) => {
            const w = world();
            const headers = { ...a.headers };
            for (const name of Object.keys(headers))
              if (name.toLowerCase() === 'stripe-signature') delete headers[name];
            if (signature !== null) headers['stripe-signature'] = signature;
            const response = await invoke(
              w.handlers['stripe-webhook']!,
              event('stripe-webhook', { ...a, headers }),
            );
            expectWellFormed(response);
            expect(response.statusCode).toBe(400);
            expect(response.json?.['error']).toBe('invalid_signature');
            expect(w.log.writes).toEqual([]);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('never answers 5xx to a validly signed body, whatever JSON it holds, and writes nothing but events', async () => {
      const eventLike = fc.record(
        {
          id: fc.string(),
          type: fc.oneof(
            fc.constantFrom(
              'checkout.session.completed',
              'checkout.session.async_payment_succeeded',
              'charge.refunded',
              'charge.dispute.created',
            ),
            fc.string(),
          ),
          data: fc.oneof(
            fc.record(
              {
                object: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }), fc.jsonValue()),
              },
              { requiredKeys: [] },
            ),
            fc.jsonValue(),
          ),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            eventLike.map((e) => JSON.stringify(e)),
            fc.json({ maxDepth: 3 }),
          ),
          async (payload) => {
            const w = world();
            const response = await invoke(
              w.handlers['stripe-webhook']!,
              event('stripe-webhook', {
                body: payload,
                base64: false,
                headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
                contentType: 'application/json',
                sourceIp: '54.187.174.169',
              }),
            );
            expectWellFormed(response);
            expect(w.log.writes.every((write) => write.port === 'events')).toBe(true);
          },
        ),
        { numRuns: RUNS },
      );
    });
  });

  describe('the session routes', () => {
    const cookies = fc.array(
      fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }).map((value) => `lane_session=${value}`),
        fc.constantFrom('VALID_USER', 'VALID_OLD', 'VALID_ADMIN', 'lane_session=', 'lane_session', '=', ';;'),
      ),
      { maxLength: 4 },
    );

    it.each(['session-get', 'session-delete'])(
      '%s never answers 5xx and writes nothing but the end of a valid session, whatever cookies and headers arrive',
      async (route) => {
        await fc.assert(
          fc.asyncProperty(arrival(fc.oneof(anyText, fc.constant(undefined))), cookies, async (a, jar) => {
            const w = world();
            const end = new Date(new Date(NOW).getTime() + 47 * HOUR_MS);
            const tokens: Record<string, string> = {
              VALID_USER: `lane_session=${await w.sessions.issue({ role: 'user', email: 'ana@example.com' }, end)}`,
              VALID_OLD: `lane_session=${await w.sessions.issue({ role: 'user', email: 'old@example.com' }, end)}`,
              VALID_ADMIN: `lane_session=${await w.sessions.issue({ role: 'admin', email: ADMIN_EMAIL }, end)}`,
            };
            const response = await invoke(
              w.handlers[route]!,
              event(route, a, { cookies: jar.map((c) => (Object.hasOwn(tokens, c) ? tokens[c]! : c)) }),
            );
            expectWellFormed(response);
            expect(route === 'session-get' ? [200, 401, 403] : [204]).toContain(response.statusCode);
            // Ending a session raises its email's generation once; reading one writes nothing.
            if (route === 'session-get') expect(w.log.writes).toEqual([]);
            else {
              expect(w.log.writes.length).toBeLessThanOrEqual(1);
              for (const write of w.log.writes)
                expect(write).toMatchObject({ port: 'generations', action: 'bump' });
            }
          }),
          { numRuns: RUNS },
        );
      },
    );
  });
});
