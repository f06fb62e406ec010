import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import {
  heldResponse,
  openStreamedResponse,
  readRequestBody,
  toHttpApiEvent,
  writeHttpApiResult,
} from './http-adapter.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** One real round trip through node:http: the adapter sees a real IncomingMessage. */
async function roundTrip(
  options: { method: string; path: string; headers?: Record<string, string | string[]>; body?: Buffer },
  result: APIGatewayProxyResultV2,
): Promise<{
  event: APIGatewayProxyEventV2;
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}> {
  let captured: APIGatewayProxyEventV2 | undefined;
  const server = createServer(async (req, res) => {
    const body = await readRequestBody(req);
    captured = toHttpApiEvent(req, body, `${options.method} ${options.path.split('?')[0]}`, '203.0.113.9');
    writeHttpApiResult(res, result);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            event: captured!,
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('the API Gateway (HTTP API v2) adapter', () => {
  it('builds a v2 event: route key, lower-cased headers, cookies split out, query string, source IP', async () => {
    const { event } = await roundTrip(
      {
        method: 'POST',
        path: '/api/access?lang=es&x=1',
        headers: { 'Content-Type': 'application/json', Cookie: 'a=1; lane_session=abc', 'X-Custom': 'yes' },
        body: Buffer.from('{"email":"a@b.co"}'),
      },
      { statusCode: 204 },
    );
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/access');
    expect(event.rawPath).toBe('/api/access');
    expect(event.rawQueryString).toBe('lang=es&x=1');
    expect(event.queryStringParameters).toEqual({ lang: 'es', x: '1' });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers['x-custom']).toBe('yes');
    expect(event.headers['cookie']).toBeUndefined();
    expect(event.cookies).toEqual(['a=1', 'lane_session=abc']);
    expect(event.requestContext.http).toMatchObject({
      method: 'POST',
      path: '/api/access',
      sourceIp: '203.0.113.9',
    });
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe('{"email":"a@b.co"}');
  });

  it('keeps a JSON body byte for byte (what Stripe signs) and base64-encodes binary bodies', async () => {
    const json = Buffer.from('{\n  "id": "evt_1",  "amount": 999 }\n');
    const { event: textEvent } = await roundTrip(
      {
        method: 'POST',
        path: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: json,
      },
      { statusCode: 200 },
    );
    expect(Buffer.from(textEvent.body!, 'utf8').equals(json)).toBe(true);

    const binary = Buffer.from([0, 255, 1, 254, 10]);
    const { event: binaryEvent } = await roundTrip(
      {
        method: 'POST',
        path: '/api/x',
        headers: { 'content-type': 'application/octet-stream' },
        body: binary,
      },
      { statusCode: 200 },
    );
    expect(binaryEvent.isBase64Encoded).toBe(true);
    expect(Buffer.from(binaryEvent.body!, 'base64').equals(binary)).toBe(true);
  });

  it('writes status, headers, every Set-Cookie and a base64 body back as HTTP', async () => {
    const { status, headers, body } = await roundTrip(
      { method: 'GET', path: '/api/session' },
      {
        statusCode: 201,
        headers: { 'content-type': 'application/octet-stream', 'x-frame-options': 'DENY' },
        cookies: ['a=1; Path=/api; HttpOnly', 'b=2; Path=/api; HttpOnly'],
        body: Buffer.from('hello').toString('base64'),
        isBase64Encoded: true,
      },
    );
    expect(status).toBe(201);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['set-cookie']).toEqual(['a=1; Path=/api; HttpOnly', 'b=2; Path=/api; HttpOnly']);
    expect(body.toString()).toBe('hello');
  });

  it('answers 200 with JSON when a handler returns a bare value, as API Gateway does', async () => {
    const { status, body } = await roundTrip({ method: 'GET', path: '/api/x' }, {
      ok: true,
    } as unknown as APIGatewayProxyResultV2);
    expect(status).toBe(200);
    expect(JSON.parse(body.toString())).toEqual({ ok: true });
  });
});

describe('openStreamedResponse', () => {
  it('sends the status and headers at once and each write as it happens, never holding the body back', async () => {
    let writeSecond: (() => void) | undefined;
    const server = createServer((_req, res) => {
      const out = openStreamedResponse(res, {
        statusCode: 200,
        headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
        cookies: ['a=1', 'b=2'],
      });
      out.write('{"type":"reset"}\n');
      // The second line is written only once the client has read the first one.
      writeSecond = () => out.end('{"type":"reset"}\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;

    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('{"type":"reset"}\n');
    writeSecond!();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toBe('{"type":"reset"}\n');
  });
});

describe('heldResponse', () => {
  it('hands over the whole body once it ends', async () => {
    const delivered: string[] = [];
    const held = heldResponse(async (body) => void delivered.push(body.toString('utf8')));
    held.write('{"error":');
    held.write('"internal_error"}');
    await new Promise<void>((resolve) => held.end(resolve));
    expect(delivered).toEqual(['{"error":"internal_error"}']);
  });
});
