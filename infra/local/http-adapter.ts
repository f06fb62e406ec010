import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { ResponsePrelude } from '@lane/lambdas/composition/local';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';

/** What an HTTP API (payload v2) Lambda handler looks like from the outside. */
export type HttpApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** API Gateway passes these through as text; anything else arrives base64-encoded. */
const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml|javascript))/i;

/** Read at most this much of a request; the handlers themselves refuse far less (32 KB). */
export const MAX_REQUEST_BYTES = 1024 * 1024;

export class RequestTooLarge extends Error {}

export async function readRequestBody(request: IncomingMessage, limit = MAX_REQUEST_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new RequestTooLarge(`Request body over ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Builds the event API Gateway's HTTP API would hand the function: lower-cased headers with
 * repeated ones joined by commas, cookies split out, the raw body kept byte for byte (base64 for
 * non-text types), and the route key of the matched route.
 */
export function toHttpApiEvent(
  request: IncomingMessage,
  body: Buffer,
  routeKey: string,
  sourceIp: string,
): APIGatewayProxyEventV2 {
  const url = new URL(request.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!.toLowerCase();
    const value = request.rawHeaders[i + 1]!;
    if (name === 'cookie') continue;
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  const cookieHeader = request.headers.cookie;
  const cookies = cookieHeader
    ? cookieHeader
        .split(';')
        .map((cookie) => cookie.trim())
        .filter(Boolean)
    : undefined;

  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    queryStringParameters[key] =
      queryStringParameters[key] === undefined ? value : `${queryStringParameters[key]},${value}`;
  }

  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const method = (request.method ?? 'GET').toUpperCase();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers['host'] ?? 'localhost',
      domainPrefix: (headers['host'] ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: !isText,
  };
  if (cookies?.length) event.cookies = cookies;
  if (url.search) event.queryStringParameters = queryStringParameters;
  if (body.length > 0) event.body = isText ? body.toString('utf8') : body.toString('base64');
  return event;
}

/** A Lambda context good enough for middy and Powertools, with the route's real timeout. */
export function lambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/** Writes a handler's result the way API Gateway would: status, headers, every cookie, decoded body. */
export function writeHttpApiResult(
  response: ServerResponse,
  result: APIGatewayProxyResultV2,
  extraHeaders: Record<string, string> = {},
): void {
  // A handler may return a bare value: API Gateway then answers 200 with it as JSON.
  const structured: APIGatewayProxyStructuredResultV2 =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? result
      : {
          statusCode: 200,
          body: typeof result === 'string' ? result : JSON.stringify(result),
          headers: { 'content-type': 'application/json' },
        };

  for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
  for (const [name, value] of Object.entries(structured.headers ?? {}))
    response.setHeader(name, String(value));
  if (structured.cookies?.length) response.setHeader('set-cookie', structured.cookies);
  response.statusCode = structured.statusCode ?? 200;
  const body =
    structured.body === undefined
      ? undefined
      : structured.isBase64Encoded
        ? Buffer.from(structured.body, 'base64')
        : Buffer.from(structured.body, 'utf8');
  response.end(body);
}

/**
 * The local stand-in for Lambda's `HttpResponseStream.from`: sends a streamed answer's status,
 * headers and cookies at once and hands back the response itself as the body's stream. Nothing is
 * buffered: every write leaves as its own chunk (chunked transfer encoding, Nagle off).
 */
export function openStreamedResponse(response: ServerResponse, prelude: ResponsePrelude): Writable {
  for (const [name, value] of Object.entries(prelude.headers)) response.setHeader(name, value);
  if (prelude.cookies?.length) response.setHeader('set-cookie', prelude.cookies);
  response.statusCode = prelude.statusCode;
  response.socket?.setNoDelay(true);
  response.flushHeaders();
  return response;
}

/**
 * A streamed answer held back until it ends, then handed to `deliver` whole: for a failure the
 * server may still want to answer differently (the database is restarting).
 */
export function heldResponse(deliver: (body: Buffer) => Promise<void>): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
    final(callback) {
      deliver(Buffer.concat(chunks)).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}
