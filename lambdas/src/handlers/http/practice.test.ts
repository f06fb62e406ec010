import { Writable } from 'node:stream';
import {
  CHAT_STREAM_CONTENT_TYPE,
  PRACTICE_MOVES,
  practiceStreamEventSchema,
  type PracticeRequest,
  type PracticeStreamEvent,
} from '@lane/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, fakeWorld, type FakeWorld } from '../../../test/fakes.js';
import { apiEvent, expectApiHeaders, lambdaContext } from '../../../test/http.js';
import { offlineReadingOf } from '../../domain/chat/offline-reading.js';
import { HOUR_MS } from '../../domain/clock.js';
import { PRACTICE_RATE_RULE } from '../../domain/practice/practice.js';
import type { StreamingHttpHandler } from '../../http/streaming.js';
import { logger } from '../../observability.js';
import { createPracticeHandler } from './practice.js';

const STORY = 'zq-private-marker There’s a $89.99 charge from StreamMax on my credit card that I never made.';
const CONVERSATION = [
  { role: 'user' as const, content: STORY },
  { role: 'assistant' as const, content: 'Call your card issuer and dispute it.' },
];

afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('INFO');
});

async function adminSession(world: FakeWorld): Promise<string> {
  return world.sessions.issue(
    { role: 'admin', email: ADMIN_EMAIL },
    new Date(world.clock.now().getTime() + HOUR_MS),
  );
}

interface Streamed {
  statusCode: number;
  headers: Record<string, string>;
  text: string;
  json: Record<string, unknown> | undefined;
  events: PracticeStreamEvent[];
}

/** Runs the streaming handler as Lambda does and reads its NDJSON with the practice's own schema. */
async function invoke(handler: StreamingHttpHandler, body: unknown, token?: string): Promise<Streamed> {
  const event = apiEvent({
    method: 'POST',
    path: '/api/practice',
    body,
    ...(token ? { cookies: [`lane_session=${token}`] } : {}),
  });
  let prelude: { statusCode: number; headers: Record<string, string> } | undefined;
  const chunks: string[] = [];
  await handler(event, lambdaContext, {
    open: (given) => {
      prelude = { statusCode: given.statusCode, headers: given.headers };
      return new Writable({
        write(chunk: Buffer | string, _encoding, callback) {
          chunks.push(chunk.toString());
          callback();
        },
      });
    },
  });
  if (!prelude) throw new Error('No status was sent.');
  const headers = Object.fromEntries(Object.entries(prelude.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const text = chunks.join('');
  const isJson = (headers['content-type'] ?? '').startsWith('application/json');
  return {
    statusCode: prelude.statusCode,
    headers,
    text,
    json: isJson && text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    events: isJson
      ? []
      : text
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => practiceStreamEventSchema.parse(JSON.parse(line))),
  };
}

// The reading the answer was given on, as the offline chat gives it (chat/reading.ts).
const READING = offlineReadingOf(CONVERSATION, '2026-03-02');

const request = (overrides: Partial<PracticeRequest> = {}): PracticeRequest => ({
  messages: CONVERSATION,
  reading: READING,
  level: 'tough',
  turns: [],
  lang: 'en',
  ...overrides,
});

describe('POST /api/practice', () => {
  // First: the logger binds its output on its first use, which the spies below must see.
  it('logs nothing the person typed, even at debug level', async () => {
    const world = fakeWorld();
    const handler = createPracticeHandler(() => world.ports);
    logger.setLogLevel('DEBUG');
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void written.push(args.map(String).join(' ')),
      );

    const response = await invoke(
      handler,
      request({ turns: [{ role: 'person', content: 'zq-line-marker I want the 89.99 back' }] }),
      await adminSession(world),
    );

    expect(response.statusCode).toBe(200);
    expect(written.join('\n')).toContain('Practice request');
    for (const secret of ['zq-private-marker', 'zq-line-marker', '89.99', 'StreamMax'])
      expect(written.join('\n')).not.toContain(secret);
  }, 60_000);

  it('answers the phone as the rep: a few deltas, then the reply of record that they add up to', async () => {
    const world = fakeWorld();
    const handler = createPracticeHandler(() => world.ports);
    const response = await invoke(handler, request(), await adminSession(world));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`);
    expectApiHeaders(response);
    const types = response.events.map((event) => event.type);
    expect(types.at(-1)).toBe('reply');
    expect(types.slice(0, -1).length).toBeGreaterThanOrEqual(2);
    expect(types.slice(0, -1).every((type) => type === 'delta')).toBe(true);
    const reply = response.events.at(-1);
    const deltas = response.events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
    expect(reply).toEqual({
      type: 'reply',
      text: 'Thanks for calling card services, this is Sam. How can I help you today?',
    });
    expect(deltas).toBe(reply?.type === 'reply' ? reply.text : '');
  });

  it('answers the person’s line with a tactic, in the conversation’s language (Spanish, from the English page)', async () => {
    const world = fakeWorld();
    const handler = createPracticeHandler(() => world.ports);
    const response = await invoke(
      handler,
      request({
        lang: 'en',
        messages: [
          {
            role: 'user',
            content: 'Hay un cargo de 89.99 de StreamMax en mi tarjeta de crédito que yo no hice.',
          },
          {
            role: 'assistant',
            content: 'Llame al emisor de su tarjeta y dispute el cargo por escrito. Usted no debe ese cargo.',
          },
        ],
        turns: [
          { role: 'rep', content: 'Gracias por llamar a servicios de tarjeta, le atiende Sam.' },
          { role: 'person', content: 'quiero que me devuelvan los 89.99' },
        ],
      }),
      await adminSession(world),
    );
    const reply = response.events.at(-1);
    expect(reply).toMatchObject({ type: 'reply', tactic: 'policy' });
    expect(reply?.type === 'reply' && reply.text).toContain('Nuestra política');
    expect(reply?.type === 'reply' && reply.text).toContain('$89.99');
    expect(reply?.type === 'reply' && reply.settled).toBeFalsy();
  });

  it('answers in the page’s language when the conversation does not say', async () => {
    const world = fakeWorld();
    const response = await invoke(
      createPracticeHandler(() => world.ports),
      request({ lang: 'es', messages: [{ role: 'user', content: 'StreamMax $89.99' }] }),
      await adminSession(world),
    );
    expect(response.events.at(-1)).toMatchObject({
      type: 'reply',
      text: expect.stringContaining('le atiende Sam'),
    });
  });

  it('gives way with settled: true when an easy rep hears the exact figure twice', async () => {
    const world = fakeWorld();
    const handler = createPracticeHandler(() => world.ports);
    const response = await invoke(
      handler,
      request({
        level: 'easy',
        turns: [
          { role: 'person', content: 'I want the 89.99 back, I never made that charge.' },
          { role: 'rep', content: 'Our policy is that you first contact the merchant.' },
          { role: 'person', content: 'I’m asking you to reverse the $89.99 in full.' },
        ],
      }),
      await adminSession(world),
    );
    expect(response.events.at(-1)).toEqual({
      type: 'reply',
      text: 'You’re right. I’ve reversed the $89.99 StreamMax charge in full; you’ll see the credit on your statement.',
      settled: true,
    });
  });

  it('`end` gives exactly one scorecard event, every move in order, quoting the person', async () => {
    const world = fakeWorld();
    const handler = createPracticeHandler(() => world.ports);
    const response = await invoke(
      handler,
      request({
        end: true,
        turns: [
          { role: 'person', content: 'I want the 89.99 back.' },
          { role: 'rep', content: 'The most I can do is $22.50.' },
          { role: 'person', content: 'ok I’ll take half' },
        ],
      }),
      await adminSession(world),
    );
    expect(response.events).toHaveLength(1);
    const event = response.events[0];
    expect(event?.type).toBe('scorecard');
    const items = event?.type === 'scorecard' ? event.scorecard.items : [];
    expect(items.map((item) => item.move)).toEqual([...PRACTICE_MOVES]);
    expect(items.find((item) => item.move === 'held_the_amount')).toMatchObject({
      status: 'missed',
      quote: 'ok I’ll take half',
    });
  });
});

describe('POST /api/practice: a failure after the stream began', () => {
  it('ends with one error event in our own words, never the exception’s text', async () => {
    const world = fakeWorld();
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const handler = createPracticeHandler(() => ({
      ...world.ports,
      voice: {
        speak: async ({ onDelta }) => {
          onDelta('Thanks for');
          throw new TypeError('Cannot read properties of undefined (reading zq-secret-field)');
        },
      },
    }));
    const response = await invoke(handler, request(), await adminSession(world));
    expect(response.statusCode).toBe(200);
    expect(response.events.map((event) => event.type)).toEqual(['delta', 'error']);
    expect(response.events.at(-1)).toMatchObject({ type: 'error', error: { error: 'internal_error' } });
    expect(response.text).not.toContain('zq-secret-field');
  });
});

describe('POST /api/practice refuses before the stream starts', () => {
  it('401 without a session, as plain JSON, nothing counted', async () => {
    const world = fakeWorld();
    const response = await invoke(
      createPracticeHandler(() => world.ports),
      request(),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json).toMatchObject({ error: 'no_session' });
    expect(response.events).toEqual([]);
    expect(world.log.writes).toEqual([]);
  });

  it('403 expired for a pass that has run out, as plain JSON, nothing counted', async () => {
    const world = fakeWorld();
    world.passes.seed({
      email: 'ana@example.com',
      productId: '48hour',
      lang: 'en',
      accessStartTime: new Date(world.clock.now().getTime() - 50 * HOUR_MS),
      accessDurationHours: 48,
    });
    const token = await world.sessions.issue(
      { role: 'user', email: 'ana@example.com' },
      new Date(world.clock.now().getTime() + HOUR_MS),
    );
    world.log.clear();
    const response = await invoke(
      createPracticeHandler(() => world.ports),
      request(),
      token,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json).toMatchObject({ error: 'expired', durationHours: 48 });
    expect(world.log.writes).toEqual([]);
  });

  it.each([
    ['an unknown level', { level: 'brutal' }, 'Invalid level'],
    ['no conversation', { messages: [] }, 'Invalid messages'],
    [
      'a rep line last',
      { turns: [{ role: 'rep', content: 'Hello?' }] },
      'The rep answers the person’s last line',
    ],
    ['a scorecard with no line of the person’s', { end: true, turns: [] }, 'a scorecard needs at least one'],
    ['no reading of the answer', { reading: undefined }, 'Invalid reading'],
    [
      'a reading Lane did not give',
      { reading: { ...READING, case: { ...READING.case, area: 'lottery_winnings' } } },
      'carries no reading Lane can use',
    ],
    [
      'a right that is not in the facts table',
      { reading: { ...READING, rights: [{ id: 'made-up', title: { en: 'x', es: 'x' } }] } },
      'carries no reading Lane can use',
    ],
    [
      'a line too long',
      { turns: [{ role: 'person', content: 'x'.repeat(1001) }] },
      'Invalid turns.0.content',
    ],
  ])(
    '400 invalid_request for %s, with a message that says what is wrong, and nothing written',
    async (_name, overrides, message) => {
      const world = fakeWorld();
      const token = await adminSession(world);
      const response = await invoke(
        createPracticeHandler(() => world.ports),
        { ...request(), ...overrides },
        token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json).toMatchObject({ error: 'invalid_request' });
      expect(String(response.json?.['details'] ?? response.json?.['message'])).toContain(message);
      expect(response.events).toEqual([]);
      expect(world.log.writes).toEqual([]);
    },
  );

  // 121 requests, each reading the case: room for a machine shared with other test runs.
  it('429 past the practice’s own fair-use limit, which leaves the chat’s count alone', async () => {
    const world = fakeWorld();
    const token = await adminSession(world);
    const handler = createPracticeHandler(() => world.ports);
    for (let i = 0; i < PRACTICE_RATE_RULE.limit; i += 1)
      expect((await invoke(handler, request(), token)).statusCode).toBe(200);
    const limited = await invoke(handler, request(), token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(world.log.writes.every((write) => write.key.startsWith('practice-session#'))).toBe(true);
  }, 60_000);
});
