import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEY, SECURITY_HEADERS, TABLE_NAME, TTL_ATTRIBUTE, toEpochSeconds } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { PortInUseError, startLocalStack } from './stack.js';
import { portAnswers, throwAwayStackConfig, useLocalStack } from './test-support.js';

describe('the local stack', () => {
  const { stack } = useLocalStack();

  it.each(['/', '/es', '/privacy', '/es/terms', '/access', '/lane', '/payment-success'])(
    'serves the app at %s with 200 and the security headers',
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers.get(name)).toBe(value);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it.each(['/', '/es', '/privacy', '/es/terms', '/access', '/es/access', '/terms/'])(
    'serves the prerendered page of %s, not the empty shell',
    async (path) => {
      const html = await (await fetch(`${stack.url}${path}`)).text();
      expect(html).toContain(`<h1>prerendered ${path.replace(/(.)\/$/, '$1')}</h1>`);
    },
  );

  it.each(['/lane', '/es/lane', '/payment-success', '/es/payment-success'])(
    'serves %s, which renders in the browser, from the app shell',
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    },
  );

  it('answers an unknown path with the 404 page of its language and a real 404 status', async () => {
    const response = await fetch(`${stack.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<h1>prerendered 404</h1>');
    const spanish = await fetch(`${stack.url}/es/no-such-page`);
    expect(spanish.status).toBe(404);
    expect(await spanish.text()).toContain('<h1>prerendered 404 (es)</h1>');
    const missingFile = await fetch(`${stack.url}/assets/missing-123.js`);
    expect(missingFile.status).toBe(404);
  });

  it('serves hashed assets for a year, gzipped when asked, with the security headers', async () => {
    const response = await fetch(`${stack.url}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('console.log');
  });

  it('answers GET /api/session without a cookie with 401 no_session as JSON, with the security headers', async () => {
    const response = await fetch(`${stack.url}/api/session`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name)).toBe(value);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('no_session');
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('answers a forged session cookie with 401 too', async () => {
    const response = await fetch(`${stack.url}/api/session`, {
      headers: { cookie: 'lane_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' },
    });
    expect(response.status).toBe(401);
  });

  it('answers unknown API paths with 404 JSON and wrong methods with 405', async () => {
    const missing = await fetch(`${stack.url}/api/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not_found' });
    const wrongMethod = await fetch(`${stack.url}/api/session`, { method: 'PUT' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, DELETE');
  });

  it('writes and reads an item with a TTL in DynamoDB Local, and the table has TTL on expires_at', async () => {
    const expiresAt = toEpochSeconds(new Date(Date.now() + 3600_000));
    await stack.documentClient.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { [PARTITION_KEY]: 'TEST#item', [TTL_ATTRIBUTE]: expiresAt, note: 'hello' },
      }),
    );
    const { Item } = await stack.documentClient.send(
      new GetCommand({ TableName: TABLE_NAME, Key: { [PARTITION_KEY]: 'TEST#item' } }),
    );
    expect(Item).toEqual({ [PARTITION_KEY]: 'TEST#item', [TTL_ATTRIBUTE]: expiresAt, note: 'hello' });

    const { DescribeTimeToLiveCommand } = await import('@aws-sdk/client-dynamodb');
    const ttl = await stack.documentClient.send(new DescribeTimeToLiveCommand({ TableName: TABLE_NAME }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: TTL_ATTRIBUTE,
      TimeToLiveStatus: 'ENABLED',
    });
  });

  it('routes each event the way EventBridge does: AccessPurchased to the grant, its PassGranted to the receipt', async () => {
    const email = 'bus-check@example.com';
    await stack.bus.publish('AccessPurchased', {
      checkoutSessionId: 'cs_bus_check',
      email,
      productId: '30day',
      lang: 'en',
      amount: 2499,
      currency: 'usd',
    });
    await stack.bus.drain();
    const pass = await stack.ports.passes.getPass(email, new Date());
    expect(pass).toMatchObject({ email, productId: '30day', accessDurationHours: 720 });
    const receipts = readdirSync(stack.mailDir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(stack.mailDir, name), 'utf8'))
      .filter((eml) => /^To: (.+)$/m.exec(eml)?.[1] === email);
    expect(receipts).toHaveLength(1);
  });

  it('refuses to start a second time on a busy port with a clear message', async () => {
    const second = await throwAwayStackConfig({ port: stack.port });
    try {
      await expect(startLocalStack({ config: second.config, distDir: second.distDir })).rejects.toThrow(
        PortInUseError,
      );
      await expect(startLocalStack({ config: second.config, distDir: second.distDir })).rejects.toThrow(
        /Port \d+ is already in use/,
      );
      expect(await portAnswers(second.config.dynamoDbPort)).toBe(false);
    } finally {
      second.cleanup();
    }
  });
});

describe('stopping and restarting the local stack', () => {
  it('keeps data written before a restart and leaves nothing listening after stop', async () => {
    const setup = await throwAwayStackConfig();
    try {
      const first = await startLocalStack({ config: setup.config, distDir: setup.distDir });
      await first.documentClient.send(
        new PutCommand({ TableName: TABLE_NAME, Item: { [PARTITION_KEY]: 'TEST#kept', note: 'survives' } }),
      );
      await first.stop();
      expect(await portAnswers(setup.config.dynamoDbPort)).toBe(false);
      expect(await portAnswers(first.port)).toBe(false);

      const second = await startLocalStack({ config: setup.config, distDir: setup.distDir });
      try {
        const { Item } = await second.documentClient.send(
          new GetCommand({ TableName: TABLE_NAME, Key: { [PARTITION_KEY]: 'TEST#kept' } }),
        );
        expect(Item?.['note']).toBe('survives');
      } finally {
        await second.stop();
      }
      expect(await portAnswers(setup.config.dynamoDbPort)).toBe(false);
    } finally {
      setup.cleanup();
    }
  });
});
