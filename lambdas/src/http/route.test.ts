import { MAX_BODY_BYTES, METRIC, encodeChatEvent } from '@lane/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as z from 'zod/mini';
import {
  apiEvent,
  expectApiHeaders,
  expectError,
  invoke,
  invokeStreaming,
  lambdaContext,
} from '../../test/http.js';
import { LaneError } from '../domain/errors.js';
import { logsOf } from '../../test/logs.js';
import { logger, metrics } from '../observability.js';
import { httpRoute } from './route.js';
import { streamingRoute } from './streaming.js';

const failing = (error: unknown) =>
  httpRoute({}, async () => {
    throw error;
  });

describe('the HTTP route chain', () => {
  let addMetric: MockInstance<typeof metrics.addMetric>;

  beforeEach(() => {
    addMetric = vi.spyOn(metrics, 'addMetric');
  });
  afterEach(() => {
    addMetric.mockRestore();
    logger.setLogLevel('SILENT');
  });

  it('counts an unexpected error as UnhandledErrors, once, while it answers 500', async () => {
    const response = (await failing(new TypeError('x is undefined'))(apiEvent(), lambdaContext)) as {
      statusCode: number;
    };
    expect(response.statusCode).toBe(500);
    const counted = addMetric.mock.calls.filter(([name]) => name === METRIC.unhandledErrors);
    expect(counted).toEqual([[METRIC.unhandledErrors, 'Count', 1]]);
  });

  it('does not count refusals of our own (a LaneError), whatever their status', async () => {
    const response = (await failing(new LaneError('rate_limited'))(apiEvent(), lambdaContext)) as {
      statusCode: number;
    };
    expect(response.statusCode).toBe(429);
    expect(addMetric.mock.calls.some(([name]) => name === METRIC.unhandledErrors)).toBe(false);
  });

  it('logs the error with the Lambda context (request id, function name)', async () => {
    // Powertools puts the log level back to its configured one after every invocation.
    const handler = httpRoute({}, async () => {
      logger.setLogLevel('ERROR');
      throw new Error('boom');
    });
    const logs = await logsOf(() => handler(apiEvent(), { ...lambdaContext, awsRequestId: 'req-context-7' }));
    const line = logs.find((entry) => entry['message'] === 'Unhandled error');
    expect(line).toMatchObject({
      function_request_id: 'req-context-7',
      function_name: lambdaContext.functionName,
      function_arn: lambdaContext.invokedFunctionArn,
    });
  });
});

describe('the HTTP route chain, before the route runs', () => {
  const schema = z.object({
    email: z.string().check(z.minLength(3)),
    lang: z.optional(z.enum(['en', 'es'])),
  });
  /** A route that records what reached it, and the failures it was asked to count. */
  function echoRoute() {
    const reached: unknown[] = [];
    const counted: unknown[] = [];
    const handler = httpRoute(
      { body: schema, onFailure: (error) => counted.push(error) },
      async ({ body }) => {
        reached.push(body);
        return { statusCode: 200, body: { got: body } };
      },
    );
    return { handler, reached, counted };
  }
  const json = { 'content-type': 'application/json' };

  it('hands the route the body the schema made of it, and answers with the security headers', async () => {
    const { handler, reached } = echoRoute();
    const response = await invoke(handler, { body: { email: 'ana@example.com', extra: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ got: { email: 'ana@example.com' } });
    expect(reached).toEqual([{ email: 'ana@example.com' }]);
    expectApiHeaders(response);
  });

  it('answers 413 payload_too_large for a body over 32 KB, counted in bytes, without running the route', async () => {
    const { handler, reached, counted } = echoRoute();
    const empty = Buffer.byteLength(JSON.stringify({ email: 'ana@example.com', note: '' }));
    const base = JSON.stringify({
      email: 'ana@example.com',
      note: 'ñ'.repeat(Math.floor((MAX_BODY_BYTES - empty) / 2)),
    });
    const fits = `${base}${' '.repeat(MAX_BODY_BYTES - Buffer.byteLength(base))}`;
    expect(Buffer.byteLength(fits)).toBe(MAX_BODY_BYTES);
    expect((await invoke(handler, { body: fits, headers: json })).statusCode).toBe(200);
    const over = `${fits} `;
    expect(over.length).toBeLessThan(MAX_BODY_BYTES * 0.6);
    expectError(await invoke(handler, { body: over, headers: json }), 413, 'payload_too_large');
    expect(reached).toHaveLength(1);
    expect(counted).toEqual([]);
  });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['form data', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', {}],
  ])('answers 415 unsupported_media_type for %s without running the route', async (_, headers) => {
    const { handler, reached, counted } = echoRoute();
    expectError(
      await invoke(handler, { body: JSON.stringify({ email: 'ana@example.com' }), headers }),
      415,
      'unsupported_media_type',
    );
    expect(reached).toEqual([]);
    expect(counted).toEqual([]);
  });

  it('answers 400 invalid_request, saying so, for a body that is not JSON, without running the route', async () => {
    const { handler, reached, counted } = echoRoute();
    const response = await invoke(handler, { body: '{"email": "ana@example.com"', headers: json });
    expectError(response, 400, 'invalid_request');
    expect(response.json?.['message']).toBe('The request body is not valid JSON.');
    expect(reached).toEqual([]);
    expect(counted).toEqual([]);
  });

  it.each([
    ['an email the schema refuses', { email: 'a' }, 400, 'invalid_email'],
    ['a field the schema refuses', { email: 'ana@example.com', lang: 'fr' }, 400, 'invalid_request'],
    ['a JSON array', ['ana@example.com'], 400, 'invalid_request'],
    ['JSON null', null, 400, 'invalid_request'],
  ])('answers %s with the shared code, without running the route', async (_, body, status, code) => {
    const { handler, reached, counted } = echoRoute();
    expectError(await invoke(handler, { body: JSON.stringify(body), headers: json }), status, code);
    expect(reached).toEqual([]);
    expect(counted).toEqual([]);
  });

  it('accepts JSON with a charset, a capitalised header name, or base64-encoded by API Gateway', async () => {
    const { handler, reached } = echoRoute();
    const body = JSON.stringify({ email: 'ana@example.com' });
    const withCharset = { 'Content-Type': 'application/json; charset=utf-8' };
    expect((await invoke(handler, { body, headers: withCharset })).statusCode).toBe(200);
    const encoded = Buffer.from(body).toString('base64');
    expect((await invoke(handler, { body: encoded, isBase64Encoded: true, headers: json })).statusCode).toBe(
      200,
    );
    expect(reached).toHaveLength(2);
  });

  it('maps what the route throws to its shared code and status, and counts it with the route’s counter', async () => {
    const refusal = new LaneError('rate_limited', undefined, { retryAfterSeconds: 90 });
    const counted: unknown[] = [];
    const handler = httpRoute({ body: schema, onFailure: (error) => counted.push(error) }, async () => {
      throw refusal;
    });
    const response = await invoke(handler, { body: { email: 'ana@example.com', lang: 'es' } });
    expectError(response, 429, 'rate_limited');
    expect(response.headers['retry-after']).toBe('90');
    expect(response.json?.['retryAfterSeconds']).toBe(90);
    expect(counted).toEqual([refusal]);
  });
});

describe('the HTTP route chain, once a streamed answer has started', () => {
  const streamed = (fail: unknown, counted: unknown[]) =>
    streamingRoute(
      httpRoute(
        { body: z.object({ lang: z.enum(['en', 'es']) }), onFailure: (error) => counted.push(error) },
        async () => ({
          statusCode: 200,
          headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
          stream: {
            write: async (write) => {
              write(encodeChatEvent({ type: 'delta', section: 'strategy', text: 'Call them' }));
              throw fail;
            },
            failure: (error) => encodeChatEvent({ type: 'error', error }),
          },
        }),
      ),
    );

  it('keeps the status, counts the failure, and ends the body with it mapped in the page’s language', async () => {
    const counted: unknown[] = [];
    const failure = new LaneError('ai_unavailable', undefined, {
      detail: 'busy',
      details: 'Throttled for account 123456789012',
    });
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const response = await invokeStreaming(streamed(failure, counted), { body: { lang: 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.events).toEqual([
      { type: 'delta', section: 'strategy', text: 'Call them' },
      {
        type: 'error',
        error: {
          error: 'ai_unavailable',
          message: expect.any(String),
          details: 'El servicio de IA está ocupado en este momento.',
        },
      },
    ]);
    expect(response.text).not.toContain('123456789012');
    expect(counted).toEqual([failure]);
  });

  it('counts an unexpected error as UnhandledErrors and writes internal_error without its text', async () => {
    const addMetric = vi.spyOn(metrics, 'addMetric');
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      const response = await invokeStreaming(streamed(new TypeError('zq-secret-field'), []), {
        body: { lang: 'en' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.events.at(-1)).toEqual({
        type: 'error',
        error: { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(response.text).not.toContain('zq-secret-field');
      expect(addMetric.mock.calls.filter(([name]) => name === METRIC.unhandledErrors)).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
