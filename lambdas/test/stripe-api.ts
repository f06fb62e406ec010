import Stripe from 'stripe';

/** One request the Stripe library sent, as it would have gone over the wire. */
export interface StripeCall {
  method: string;
  path: string;
  apiKey: string;
  idempotencyKey: string | null;
  /** The form-encoded body (POST) or the query string (GET). */
  params: URLSearchParams;
}

export interface StripeReply {
  status: number;
  body: unknown;
}

type Responder = (call: StripeCall) => StripeReply;

/**
 * Stripe's HTTP API, faked at the HTTP boundary: the real Stripe library builds every request and
 * reads every answer (errors included) through a fetch function that never leaves the process.
 */
export class FakeStripeApi {
  readonly calls: StripeCall[] = [];
  private responders: { method: string; path: string | RegExp; respond: Responder }[] = [];

  on(method: string, path: string | RegExp, reply: StripeReply | Responder): this {
    this.responders.push({ method, path, respond: typeof reply === 'function' ? reply : () => reply });
    return this;
  }

  reset(): void {
    this.calls.length = 0;
    this.responders = [];
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: StripeCall = {
      method,
      path: url.pathname,
      apiKey: (headers.get('authorization') ?? '').replace(/^Bearer\s+/i, ''),
      idempotencyKey: headers.get('idempotency-key'),
      params: new URLSearchParams(typeof init?.body === 'string' ? init.body : url.search),
    };
    this.calls.push(call);
    const match = [...this.responders]
      .reverse()
      .find(
        (r) =>
          r.method === method && (typeof r.path === 'string' ? r.path === call.path : r.path.test(call.path)),
      );
    const reply = match
      ? match.respond(call)
      : stripeError(404, 'invalid_request_error', 'resource_missing', `No such resource: ${call.path}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: {
        'content-type': 'application/json',
        'request-id': `req_${this.calls.length}`,
        'stripe-should-retry': 'false',
      },
    });
  };

  /**
   * A real Stripe client, configured as the gateway's (STRIPE_REQUEST in stripe-gateway.ts, not
   * imported: the handler tests mock that module with this one), whose HTTP goes to this fake.
   */
  client(secretKey: string): Stripe {
    return new Stripe(secretKey, {
      maxNetworkRetries: 1,
      timeout: 2000,
      appInfo: { name: 'Lane' },
      httpClient: Stripe.createFetchHttpClient(this.fetch),
    });
  }
}

export function stripeError(status: number, type: string, code: string, message: string): StripeReply {
  return { status, body: { error: { type, code, message } } };
}

/** The one fake Stripe a test file's cloud handlers talk to (see the vi.mock of the gateway module). */
export const stripeApi = new FakeStripeApi();

export function checkoutSessionObject(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'cs_test_a1B2c3D4e5',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 999,
    currency: 'usd',
    customer_email: 'ana@example.com',
    customer_details: { email: 'Ana@Example.com' },
    metadata: { productId: '48hour', lang: 'en' },
    payment_intent: 'pi_3QxPaid',
    url: null,
    ...overrides,
  };
}
