import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { Writable } from 'node:stream';
import {
  API_CACHE_CONTROL,
  chatEventDecoder,
  SECURITY_HEADERS,
  SESSION_COOKIE,
  type ChatStreamEvent,
} from '@lane/shared';
import { expect } from 'vitest';
import type { ResponsePrelude, StreamingHttpHandler } from '../src/http/streaming.js';

export interface ApiRequest {
  method?: string;
  path?: string;
  /** An object is sent as JSON; a string or Buffer as given. */
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
  isBase64Encoded?: boolean;
  sourceIp?: string;
}

/** An API Gateway HTTP API (payload v2) event, as CloudFront → API Gateway hands it to a Lambda. */
export function apiEvent(request: ApiRequest = {}): APIGatewayProxyEventV2 {
  const method = request.method ?? 'POST';
  const path = request.path ?? '/api/test';
  let body: string | undefined;
  const headers: Record<string, string> = {};
  if (request.body !== undefined) {
    if (typeof request.body === 'string') body = request.body;
    else if (Buffer.isBuffer(request.body))
      body = request.isBase64Encoded ? request.body.toString('base64') : request.body.toString('utf8');
    else {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
  }
  Object.assign(headers, request.headers);
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    ...(request.cookies ? { cookies: request.cookies } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'api1234',
      domainName: 'api1234.execute-api.us-east-1.amazonaws.com',
      domainPrefix: 'api1234',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '203.0.113.10',
        userAgent: 'vitest',
      },
      requestId: 'req-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '02/Mar/2026:10:00:00 +0000',
      timeEpoch: 1772445600000,
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: request.isBase64Encoded ?? false,
  };
}

export const lambdaContext: Context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'lane-test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:lane-test',
  memoryLimitInMB: '512',
  awsRequestId: 'req-1',
  logGroupName: '/aws/lambda/lane-test',
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 10_000,
  done: () => {},
  fail: () => {},
  succeed: () => {},
};

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface ApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  /** The parsed JSON body (undefined when there is none). */
  json: Record<string, unknown> | undefined;
  raw: APIGatewayProxyStructuredResultV2;
}

/** Calls a handler the way API Gateway does and reads its structured answer. */
export async function invoke(
  handler: HttpHandler,
  request: ApiRequest | APIGatewayProxyEventV2,
): Promise<ApiResponse> {
  const event = 'requestContext' in request ? request : apiEvent(request);
  const raw = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return {
    statusCode: raw.statusCode ?? 200,
    headers: Object.fromEntries(
      Object.entries(raw.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    ),
    cookies: raw.cookies ?? [],
    json: raw.body === undefined ? undefined : (JSON.parse(raw.body) as Record<string, unknown>),
    raw,
  };
}

/**
 * One route of a handler, called as API Gateway does: `post(body, request)`. The handler is read
 * at each call, since a test file loads it in `beforeAll` (test/cloud.ts `cloudHandlers`).
 */
export function route(handler: () => HttpHandler, method: string, path: string) {
  return (body: unknown, request: ApiRequest = {}): Promise<ApiResponse> =>
    invoke(handler(), { method, path, body, ...request });
}

/** Every answer, success or failure: the security headers and no caching. */
export function expectApiHeaders(response: Pick<ApiResponse, 'headers'>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(response.headers[name], name).toBe(value);
  expect(response.headers['cache-control']).toBe(API_CACHE_CONTROL);
}

/** A JSON answer: this status and exactly this body, as JSON, with the security headers and no caching. */
export function expectAnswer(response: ApiResponse, status: number, json: Record<string, unknown>): void {
  expect({ status: response.statusCode, json: response.json }).toEqual({ status, json });
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expectApiHeaders(response);
}

/** A shared-contract error answer: `{ error, message }` with a message a person can read. */
export function expectError(response: ApiResponse, status: number, code: string): void {
  expect({ status: response.statusCode, error: response.json?.['error'] }).toEqual({ status, error: code });
  expect(typeof response.json?.['message']).toBe('string');
  expect(String(response.json?.['message']).length).toBeGreaterThan(0);
  expect(JSON.stringify(response.json)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expectApiHeaders(response);
  expect(response.cookies).toEqual([]);
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(setCookie: string): ParsedCookie {
  const [pair = '', ...rest] = setCookie.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq === -1) attributes[part.toLowerCase()] = true;
    else attributes[part.slice(0, eq).toLowerCase()] = part.slice(eq + 1);
  }
  return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes };
}

/** The one lane_session cookie of an answer, checked for the attributes docs/architecture.md ("The session") asks for. */
export function expectSessionCookie(response: ApiResponse, maxAgeSeconds: number): ParsedCookie {
  expect(response.cookies).toHaveLength(1);
  const cookie = parseSetCookie(response.cookies[0]!);
  expect(cookie.name).toBe(SESSION_COOKIE);
  expect(cookie.value.length).toBeGreaterThan(0);
  expect(cookie.attributes).toEqual({
    path: '/api',
    'max-age': String(maxAgeSeconds),
    httponly: true,
    samesite: 'Strict',
    secure: true,
  });
  return cookie;
}

export interface StreamedApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  /** The body as it was written, piece by piece. */
  chunks: string[];
  text: string;
  /** The body as JSON, when it is JSON (a refusal). */
  json: Record<string, unknown> | undefined;
  /** The body's NDJSON lines as chat events, when it is a stream. */
  events: ChatStreamEvent[];
}

/**
 * Calls a response-streaming handler the way the Lambda runtime does (status and headers first,
 * then the body as written) and reads everything it sent. `signal` stands for the caller leaving.
 */
export async function invokeStreaming(
  handler: StreamingHttpHandler,
  request: ApiRequest | APIGatewayProxyEventV2,
  options: { signal?: AbortSignal; onChunk?: (chunk: string) => void } = {},
): Promise<StreamedApiResponse> {
  const event = 'requestContext' in request ? request : apiEvent(request);
  let prelude: ResponsePrelude | undefined;
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const text = chunk.toString();
      chunks.push(text);
      options.onChunk?.(text);
      callback();
    },
  });
  await handler(event, lambdaContext, {
    open: (given) => {
      if (prelude) throw new Error('The prelude was sent twice.');
      prelude = given;
      return sink;
    },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!prelude) throw new Error('The handler ended without sending a status.');
  const text = chunks.join('');
  const headers = Object.fromEntries(Object.entries(prelude.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const isJson = (headers['content-type'] ?? '').startsWith('application/json');
  const decoder = chatEventDecoder();
  return {
    statusCode: prelude.statusCode,
    headers,
    cookies: prelude.cookies ?? [],
    chunks,
    text,
    json: isJson && text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    events: isJson ? [] : [...decoder.push(text), ...decoder.end()],
  };
}
