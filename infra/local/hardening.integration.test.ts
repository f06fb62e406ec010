import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_CODE_MAX_ATTEMPTS, PARTITION_KEY, TABLE_NAME, adminCodeKey } from '@lane/shared';
import { createHttpHandlers } from '@lane/lambdas/handlers/registry';
import type { Ports } from '@lane/lambdas/ports';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from './http-adapter.js';
import { startLocalStack, type RunningLocalStack } from './stack.js';
import { throwAwayStackConfig } from './test-support.js';

/*
 * What an attacker found on the local stack (issue 14, points 1–5), replayed against the real
 * handlers on DynamoDB Local: races need the real database's conditional writes.
 */

let stack: RunningLocalStack;
let setup: Awaited<ReturnType<typeof throwAwayStackConfig>>;

beforeAll(async () => {
  setup = await throwAwayStackConfig();
  stack = await startLocalStack({ config: setup.config, distDir: setup.distDir });
});

afterAll(async () => {
  await stack?.stop();
  setup?.cleanup();
});

const api = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, init);
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

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
  let files: string[];
  try {
    files = readdirSync(stack.mailDir);
  } catch {
    return [];
  }
  return files
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(stack.mailDir, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${address}\r\n`));
}

function decodedText(eml: string): string {
  const parts = eml.split(/\r\n\r\n/);
  const textPart = parts.findIndex((part) => part.includes('Content-Type: text/plain'));
  return Buffer.from(parts[textPart + 1]!.split('--lane-')[0]!.replace(/\s+/g, ''), 'base64').toString(
    'utf8',
  );
}

const latestAdminCode = (): string => {
  const code = /code is (\d{6})/.exec(decodedText(mailTo(setup.config.adminEmail).at(-1)!))?.[1];
  if (!code) throw new Error('No admin code in the mailbox.');
  return code;
};

describe('admin code guessing (issue 14.1)', () => {
  it('compares at most 5 of 100 concurrent wrong guesses from 5 addresses, and the count stops at 5', async () => {
    const admin = setup.config.adminEmail;
    expect((await api('/api/access', json({ email: admin, lang: 'en' }))).status).toBe(200);
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
