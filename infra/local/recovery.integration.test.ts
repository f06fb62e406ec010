import { readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailboxMailer, type DynamoPassStore } from '@lane/lambdas/composition/local';
import {
  DynamoDbExposedError,
  answeringAddresses,
  nonLoopbackAddresses,
  startDynamoDbLocal,
} from './dynamodb-local.js';
import { startLocalStack, type RunningLocalStack } from './stack.js';
import { freePort, throwAwayStackConfig } from './test-support.js';

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openCheckout(stack: RunningLocalStack, email: string): Promise<string> {
  const response = await fetch(
    `${stack.url}/api/checkout`,
    json({ productId: '30day', email, referralId: null, lang: 'en' }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

async function pay(checkoutUrl: string): Promise<string> {
  const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  return new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
}

/** Kills DynamoDB Local the way a crash would, and waits until the stack has noticed. */
async function killDatabase(stack: RunningLocalStack): Promise<void> {
  const pid = stack.dynamoDb!.pid!;
  process.kill(pid, 'SIGKILL');
  await until('the stack to notice', async () => (stack.dynamoDb!.available ? undefined : true), 5000);
}

const receiptsTo = (stack: RunningLocalStack, email: string): number =>
  readdirSync(stack.mailDir)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) => /^To: (.+)$/m.exec(readFileSync(join(stack.mailDir, name), 'utf8'))?.[1] === email)
    .length;

const mode = (path: string) => statSync(path).mode & 0o777;

describe('when DynamoDB Local dies (local stack)', () => {
  let stack: RunningLocalStack;
  let setup: Awaited<ReturnType<typeof throwAwayStackConfig>>;
  const lines: string[] = [];

  beforeAll(async () => {
    setup = await throwAwayStackConfig();
    stack = await startLocalStack({
      config: setup.config,
      distDir: setup.distDir,
      log: (line) => lines.push(line),
    });
  });

  afterAll(async () => {
    await stack?.stop();
    setup?.cleanup();
  });

  it('answers 503 with Retry-After meanwhile, restarts it, then serves again', async () => {
    const access = () => fetch(`${stack.url}/api/access`, json({ email: 'nobody@example.com', lang: 'en' }));
    expect((await access()).status).toBe(404);
    await (stack.ports.passes as DynamoPassStore).putPass({
      email: 'chatter@example.com',
      productId: '48hour',
      lang: 'en',
      accessStartTime: new Date(),
      accessDurationHours: 48,
    });
    const opened = await fetch(`${stack.url}/api/access`, json({ email: 'chatter@example.com', lang: 'en' }));
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;

    await killDatabase(stack);
    const during = await access();
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toEqual({
      error: 'service_unavailable',
      message: 'Lane’s database is restarting. Please try again in 5 seconds.',
      retryAfterSeconds: 5,
    });
    // The streamed chat too: its session check fails before the stream, so it says the same.
    const chat = await fetch(`${stack.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ lang: 'en', messages: [{ role: 'user', content: 'My rent went up $200.' }] }),
    });
    expect(chat.status).toBe(503);
    expect(chat.headers.get('retry-after')).toBe('5');
    expect(await chat.json()).toMatchObject({ error: 'service_unavailable', retryAfterSeconds: 5 });

    const back = await until('DynamoDB Local to be back', async () => {
      const response = await access();
      return response.status === 503 ? undefined : response;
    });
    expect(back.status).toBe(404);
    expect(stack.dynamoDb!.restarts).toBe(1);
    expect(lines.join('\n')).toMatch(/DynamoDB Local stopped .*starting it again/);
    expect(lines.join('\n')).toMatch(/DynamoDB Local is back/);
  });

  it('grants and mails a purchase paid while the database is down, once it is back', async () => {
    const email = 'paid-during-outage@example.com';
    const checkoutUrl = await openCheckout(stack, email);
    await killDatabase(stack);
    const sessionId = await pay(checkoutUrl);
    expect(sessionId).toMatch(/^cs_local_/);

    const pass = await until('the pass', async () =>
      stack.dynamoDb!.available
        ? stack.ports.passes.getPass(email, new Date()).catch(() => undefined)
        : undefined,
    );
    expect(pass).toMatchObject({ email, productId: '30day', accessDurationHours: 720 });
    await until('the receipt', async () => (receiptsTo(stack, email) === 1 ? true : undefined));
    await stack.bus.drain();
    expect(receiptsTo(stack, email)).toBe(1);
    expect(readdirSync(setup.config.dataDir)).not.toContain('dead-letters.jsonl');
  });
});

describe('dead letters of the local stack', () => {
  it('keeps a purchase that failed every retry and grants it (once) when the stack starts again', async () => {
    const setup = await throwAwayStackConfig();
    const email = 'dead-lettered@example.com';
    try {
      // Retries cut to one second, so the outage outlasts them as a long one would the ten minutes.
      const first = await startLocalStack({
        config: setup.config,
        distDir: setup.distDir,
        eventRetry: { retryDelayMs: () => 200, giveUpAfterMs: 1000 },
      });
      let sessionId: string;
      try {
        const checkoutUrl = await openCheckout(first, email);
        await killDatabase(first);
        sessionId = await pay(checkoutUrl);
        await first.bus.drain();
        const letters = readFileSync(first.deadLetterFile, 'utf8').trim().split('\n');
        // Only the purchase's one consumer: the receipt waits for the PassGranted its grant publishes.
        expect(letters.map((line) => (JSON.parse(line) as { consumer: string }).consumer)).toEqual([
          'grant-access',
        ]);
        expect(mode(first.deadLetterFile)).toBe(0o600);
        await until('DynamoDB Local to be back', async () => (first.dynamoDb!.available ? true : undefined));
        expect(await first.ports.passes.getPass(email, new Date())).toBeUndefined();
      } finally {
        await first.stop();
      }

      const second = await startLocalStack({ config: setup.config, distDir: setup.distDir });
      try {
        expect(await second.replayed).toEqual({ replayed: 1, delivered: 1, failedAgain: 0, dropped: 0 });
        // The replayed grant publishes PassGranted; its receipt follows on the bus.
        await second.bus.drain();
        expect(await second.ports.passes.getPass(email, new Date())).toMatchObject({
          email,
          accessDurationHours: 720,
        });
        expect(receiptsTo(second, email)).toBe(1);
        expect(readdirSync(setup.config.dataDir).filter((name) => name.startsWith('dead-letters'))).toEqual(
          [],
        );
        // The buyer's page confirms the same checkout: the pass is not granted twice.
        const confirm = await fetch(`${second.url}/api/checkout/confirm`, json({ sessionId: sessionId! }));
        expect(confirm.status).toBe(200);
        expect(await confirm.json()).toMatchObject({ durationHours: 720 });
      } finally {
        await second.stop();
      }
    } finally {
      setup.cleanup();
    }
  });
});

describe('local data hygiene', () => {
  let stack: RunningLocalStack;
  let setup: Awaited<ReturnType<typeof throwAwayStackConfig>>;

  let whileStarting: Response | undefined;

  beforeAll(async () => {
    setup = await throwAwayStackConfig({ port: await freePort() });
    const starting = startLocalStack({ config: setup.config, distDir: setup.distDir, rateLimitFactor: 100 });
    // The API answers before DynamoDB Local is up: ask it then.
    while (!whileStarting) {
      whileStarting = await fetch(`http://127.0.0.1:${setup.config.port}/api/session`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stack = await starting;
  });

  it('answers 503 with Retry-After while it starts', async () => {
    expect(whileStarting!.status).toBe(503);
    expect(whileStarting!.headers.get('retry-after')).toBe('5');
    expect(await whileStarting!.json()).toMatchObject({ error: 'service_unavailable', retryAfterSeconds: 5 });
  });

  afterAll(async () => {
    await stack?.stop();
    setup?.cleanup();
  });

  it('DynamoDB Local answers on 127.0.0.1 only, without telemetry', async () => {
    const port = setup.config.dynamoDbPort;
    const outside = nonLoopbackAddresses();
    expect(await answeringAddresses(port, ['127.0.0.1'])).toEqual(['127.0.0.1']);
    expect(await answeringAddresses(port, outside)).toEqual([]);
    const commandLine = readFileSync(`/proc/${stack.dynamoDb!.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain('-disableTelemetry');
  });

  it('refuses to start DynamoDB Local where it answers beyond this machine', async () => {
    const other = await throwAwayStackConfig();
    try {
      await expect(
        startDynamoDbLocal({
          dataDir: other.config.dataDir,
          port: other.config.dynamoDbPort,
          // Stands for an address of this machine the network reaches: it answers there.
          outsideAddresses: () => ['127.0.0.1'],
        }),
      ).rejects.toThrow(DynamoDbExposedError);
      expect(await answeringAddresses(other.config.dynamoDbPort, ['127.0.0.1'])).toEqual([]);
    } finally {
      other.cleanup();
    }
  });

  it('keeps data folders 0700 and mail and checkout files 0600', async () => {
    const email = 'private@example.com';
    await pay(await openCheckout(stack, email));
    await stack.bus.drain();
    const data = setup.config.dataDir;
    for (const folder of ['', 'mail', 'checkouts', 'dynamodb'])
      expect(mode(join(data, folder)), folder).toBe(0o700);
    for (const folder of ['mail', 'checkouts'])
      for (const name of readdirSync(join(data, folder)))
        expect(mode(join(data, folder, name)), name).toBe(0o600);
    expect(mode(join(data, 'session.key'))).toBe(0o600);
  });

  it('names mail without the address: a 254-character address and 20 mails in one burst are all kept', async () => {
    const mailer = new MailboxMailer(stack.mailDir);
    const longAddress = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longAddress).toHaveLength(254);
    const burst = 'burst@example.com';
    await Promise.all([
      mailer.send({ to: longAddress, subject: 'Long', text: 'x', html: '<p>x</p>' }),
      ...Array.from({ length: 20 }, (_, i) =>
        mailer.send({ to: burst, subject: `n${i}`, text: 'x', html: '<p>x</p>' }),
      ),
    ]);
    expect(receiptsTo(stack, longAddress)).toBe(1);
    expect(receiptsTo(stack, burst)).toBe(20);
    for (const name of readdirSync(stack.mailDir)) expect(name).not.toContain('@');
  });

  it('answers 50 concurrent /pay and confirm calls on one checkout without a 404', async () => {
    const checkoutUrl = await openCheckout(stack, 'racing@example.com');
    const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' }).then((r) => r.status)
          : fetch(`${stack.url}/api/checkout/confirm`, json({ sessionId })).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 404)).toEqual([]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });

  it('prunes mail and checkouts of ended passes after a day, and keeps those of open passes', async () => {
    const active = 'still-active@example.com';
    await pay(await openCheckout(stack, active));
    await stack.bus.drain();
    const ended = 'never-paid@example.com';
    await openCheckout(stack, ended);
    await new MailboxMailer(stack.mailDir).send({ to: ended, subject: 'Code', text: 'x', html: '<p>x</p>' });

    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    for (const folder of [stack.mailDir, join(setup.config.dataDir, 'checkouts')])
      for (const name of readdirSync(folder)) utimesSync(join(folder, name), twoDaysAgo, twoDaysAgo);
    const checkoutEmails = () =>
      readdirSync(join(setup.config.dataDir, 'checkouts')).map(
        (name) =>
          (
            JSON.parse(readFileSync(join(setup.config.dataDir, 'checkouts', name), 'utf8')) as {
              email: string;
            }
          ).email,
      );
    expect(checkoutEmails()).toContain(ended);

    const report = await stack.prune();
    expect(report.mail).toBeGreaterThan(0);
    expect(receiptsTo(stack, ended)).toBe(0);
    expect(checkoutEmails()).not.toContain(ended);
    expect(receiptsTo(stack, active)).toBe(1);
    expect(checkoutEmails()).toContain(active);

    // A fresh file of an address without a pass waits its day.
    writeFileSync(join(stack.mailDir, 'fresh.eml'), `To: ${ended}\r\n\r\n`, { mode: 0o600 });
    await stack.prune();
    expect(readdirSync(stack.mailDir)).toContain('fresh.eml');
  });
});
