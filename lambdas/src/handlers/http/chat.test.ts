import { PassThrough } from 'node:stream';
import { CHAT_LIMITS, CHAT_STREAM_CONTENT_TYPE, type ChatStreamEvent } from '@lane/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, fakeWorld, type FakeWorld } from '../../../test/fakes.js';
import { expectApiHeaders, invokeStreaming } from '../../../test/http.js';
import { classifyBedrockError } from '../../adapters/bedrock/bedrock-errors.js';
import { answerChat } from '../../domain/chat/answer-chat.js';
import type { AnswerProducer, ProducerInput } from '../../domain/chat/assistant.js';
import { HOUR_MS } from '../../domain/clock.js';
import { RATE_RULES } from '../../domain/rate-limit/rate-limit.js';
import { lambdaStreamingHandler } from '../../http/streaming.js';
import { OfflineAssistant } from '../../adapters/offline-assistant/offline-assistant.js';
import { logger } from '../../observability.js';
import { createChatHandler } from './chat.js';

const SECRET_STORY = 'zq-private-marker my landlord kept 800 of my 1500 deposit';

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

const chatRequest = (token: string | undefined, content: string, lang: 'en' | 'es' = 'en') => ({
  path: '/api/chat',
  body: { lang, messages: [{ role: 'user' as const, content }] },
  ...(token ? { cookies: [`lane_session=${token}`] } : {}),
});

const types = (events: ChatStreamEvent[]) => events.map((event) => event.type);

describe('POST /api/chat streams its answer', () => {
  it('passes a producer’s reset through in order, and logs nothing the person typed even at debug level', async () => {
    const world = fakeWorld();
    const token = await adminSession(world);
    const offline = new OfflineAssistant();
    const retrying: AnswerProducer = {
      async produce(input: ProducerInput) {
        input.onEvent?.({
          type: 'delta',
          section: 'strategy',
          text: `half of ${input.messages[0]!.content}`,
        });
        input.onEvent?.({ type: 'reset' });
        return offline.produce(input);
      },
    };
    const handler = createChatHandler(() => ({ ...world.ports, producer: retrying }));
    logger.setLogLevel('DEBUG');
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void written.push(args.map(String).join(' ')),
      );
    }

    const response = await invokeStreaming(handler, chatRequest(token, SECRET_STORY));

    expect(types(response.events).slice(0, 3)).toEqual(['delta', 'reset', 'delta']);
    expect(response.events.at(-1)?.type).toBe('final');
    expect(JSON.stringify(response.events.at(-1))).toContain('800');
    expect(written.join('\n')).toContain('Chat request');
    expect(written.join('\n')).not.toContain('zq-private-marker');
    expect(written.join('\n')).not.toContain('1500');
  });

  it('sends the section deltas, strategy first, then one final event equal to the unstreamed answer', async () => {
    const world = fakeWorld();
    const token = await adminSession(world);
    const deps = { ...world.ports, producer: new OfflineAssistant() };
    const handler = createChatHandler(() => deps);
    const content = 'The hospital billed me $2,340 for an ER visit my insurance should cover';

    const response = await invokeStreaming(handler, chatRequest(token, content));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`);
    expectApiHeaders(response);
    const events = response.events;
    expect(events.at(-1)?.type).toBe('final');
    expect(types(events.slice(0, -1)).every((type) => type === 'delta')).toBe(true);
    const sections = events.flatMap((event) => (event.type === 'delta' ? [event.section] : []));
    expect(sections[0]).toBe('strategy');
    expect(sections.indexOf('phone_script')).toBeLessThan(sections.indexOf('email_body'));
    // Each event left as its own write, as it was produced.
    expect(response.chunks.length).toBeGreaterThanOrEqual(events.length);

    const unstreamed = await answerChat(
      { ...deps, rateCounter: fakeWorld().ports.rateCounter },
      token,
      chatRequest(token, content).body,
    );
    const final = events.at(-1);
    expect(final?.type === 'final' && final.answer).toEqual(unstreamed.answer);
    const strategy = events
      .filter((event) => event.type === 'delta' && event.section === 'strategy')
      .map((event) => (event.type === 'delta' ? event.text : ''))
      .join('');
    expect(strategy).toBe(unstreamed.answer.sections.strategy);
  });

  it('stops the producer when the caller goes away', async () => {
    const world = fakeWorld();
    const token = await adminSession(world);
    const caller = new AbortController();
    let sawAbort = false;
    const slow: AnswerProducer = {
      async produce(input) {
        input.onEvent?.({ type: 'delta', section: 'strategy', text: 'Start' });
        if (!input.signal?.aborted)
          await new Promise<void>((resolve) => input.signal?.addEventListener('abort', () => resolve()));
        sawAbort = input.signal?.aborted ?? false;
        return new OfflineAssistant().produce(input);
      },
    };
    const handler = createChatHandler(() => ({ ...world.ports, producer: slow }));
    await invokeStreaming(handler, chatRequest(token, 'My rent went up 200.'), {
      signal: caller.signal,
      onChunk: () => caller.abort(),
    });
    expect(sawAbort).toBe(true);
  });
});

describe('POST /api/chat with the calls the person logged', () => {
  const FRAUD = 'There is a $49.99 charge on my credit card from November 3 that I never made';
  const SECRET_PROMISE = 'zq-secret-promise a credit by Friday';

  it('cites the newest call in the script and every call in the email, and logs nothing of them', async () => {
    const world = fakeWorld('2026-11-24T15:00:00.000Z');
    const token = await adminSession(world);
    const handler = createChatHandler(() => ({ ...world.ports, producer: new OfflineAssistant() }));
    // Everything handed to the logger, at any level, and anything written to the console.
    const written: string[] = [];
    for (const method of ['debug', 'info', 'warn', 'error'] as const)
      vi.spyOn(logger, method).mockImplementation(
        (...args: unknown[]) => void written.push(JSON.stringify(args)),
      );
    for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void written.push(args.map(String).join(' ')),
      );

    const first = await invokeStreaming(handler, chatRequest(token, FRAUD));
    const previous = first.events.at(-1);
    if (previous?.type !== 'final') throw new Error('The first answer did not end with its final event.');

    const response = await invokeStreaming(handler, {
      path: '/api/chat',
      body: {
        lang: 'en',
        messages: [
          { role: 'user', content: FRAUD },
          { role: 'assistant', content: previous.answer.response },
          { role: 'user', content: 'they said no' },
        ],
        callLog: [
          { rep: 'Dana', reference: '48213', at: '2026-11-20T14:10', promised: SECRET_PROMISE },
          { rep: '', reference: '1190', at: '2026-11-12', promised: '' },
        ],
      },
      cookies: [`lane_session=${token}`],
    });

    expect(response.statusCode).toBe(200);
    const final = response.events.at(-1);
    if (final?.type !== 'final') throw new Error('The answer did not end with its final event.');
    const cited = `On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised ${SECRET_PROMISE}.`;
    expect(final.answer.sections.phone_script.split('\n')[0]).toBe(`"${cited}"`);
    expect(final.answer.sections.email.body).toContain(
      `On November 12 I spoke with a representative, reference 1190. ${cited}`,
    );
    expect(final.answer.response).toContain(cited);
    expect(final.answer.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
    // The dispute letter's last day, 60 days from November 3, is ahead: it comes as a calendar date.
    expect(final.answer.sections.deadlines[0]).toMatchObject({
      title: 'Credit card billing error: dispute it in writing within 60 days',
      date: '2027-01-02',
    });
    expect(written.join('\n')).toContain('Chat request');
    expect(written.join('\n')).toContain('"calls":2');
    expect(written.join('\n')).not.toContain('zq-secret-promise');
    expect(written.join('\n')).not.toContain('48213');
  });

  const withLog = async (callLog: unknown) => {
    const world = fakeWorld();
    return invokeStreaming(
      createChatHandler(() => ({ ...world.ports, producer: new OfflineAssistant() })),
      {
        path: '/api/chat',
        body: { lang: 'en', messages: [{ role: 'user', content: FRAUD }], callLog },
        cookies: [`lane_session=${await adminSession(world)}`],
      },
    );
  };
  const call = { rep: 'Dana', reference: '48213', at: '2026-11-20T14:10', promised: 'a credit' };

  it('refuses a log of more than 10 calls with a plain 400 that says so', async () => {
    const response = await withLog(Array.from({ length: 11 }, () => call));
    expect(response.statusCode).toBe(400);
    expect(response.json).toEqual({
      error: 'invalid_request',
      message: 'Invalid callLog: Too big: expected array to have <=10 items',
    });
    expect(response.events).toEqual([]);
  });

  it('refuses a call without a usable time, and a call with nothing noted, with a plain 400 naming the field', async () => {
    const badTime = await withLog([{ ...call, at: 'yesterday' }]);
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json).toMatchObject({ error: 'invalid_request' });
    expect((badTime.json as { message: string }).message).toMatch(/^Invalid callLog\.0\.at: /);

    const empty = await withLog([{ rep: ' ', reference: '', at: '2026-11-20', promised: '' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json).toEqual({
      error: 'invalid_request',
      message:
        'Invalid callLog.0: A call log entry needs the rep’s name, a reference number or what they said.',
    });
  });
});

describe('POST /api/chat refuses before the stream starts', () => {
  const offline = (world: FakeWorld) =>
    createChatHandler(() => ({ ...world.ports, producer: new OfflineAssistant() }));

  it('answers a plain JSON 401 without a session', async () => {
    const response = await invokeStreaming(offline(fakeWorld()), chatRequest(undefined, 'hi'));
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json).toMatchObject({ error: 'no_session' });
    expect(response.events).toEqual([]);
  });

  it('answers a plain JSON 400 for a body that is not a conversation', async () => {
    const world = fakeWorld();
    const response = await invokeStreaming(offline(world), {
      path: '/api/chat',
      body: { lang: 'en', messages: [] },
      cookies: [`lane_session=${await adminSession(world)}`],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json).toMatchObject({ error: 'invalid_request' });
  });

  it('answers a plain JSON 429 with Retry-After past the fair-use limit', async () => {
    const world = fakeWorld();
    const token = await adminSession(world);
    const handler = offline(world);
    for (let i = 0; i < RATE_RULES.chatPerSession.limit; i += 1) {
      const ok = await invokeStreaming(handler, chatRequest(token, `Question ${i} about a $60 fee`));
      expect(ok.statusCode).toBe(200);
    }
    const limited = await invokeStreaming(handler, chatRequest(token, 'One more'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json).toMatchObject({ error: 'rate_limited' });
  });
});

describe('POST /api/chat: what a failed answer tells the browser, in-band (issue 14.8)', () => {
  const MODEL = 'us.anthropic.claude-secret-model-v9:0';
  const failing = (error: Error): AnswerProducer => ({
    produce: async (input) => {
      input.onEvent?.({ type: 'delta', section: 'strategy', text: 'Call them' });
      throw classifyBedrockError(error, MODEL).error;
    },
  });
  const awsError = (name: string, message: string) => Object.assign(new Error(message), { name });

  it.each([
    [
      'AccessDeniedException',
      'User: arn:aws:sts::123456789012:assumed-role/lane-chat is not authorized to perform: bedrock:InvokeModel',
      'ai_configuration',
      'The AI service is not set up correctly yet.',
      'El servicio de IA aún no está configurado correctamente.',
    ],
    [
      'ResourceNotFoundException',
      `Model ${MODEL} not found`,
      'ai_configuration',
      'The AI model is not available right now.',
      'El modelo de IA no está disponible en este momento.',
    ],
    [
      'ThrottlingException',
      'Rate exceeded for account 123456789012',
      'ai_unavailable',
      'The AI service is busy right now.',
      'El servicio de IA está ocupado en este momento.',
    ],
    [
      'ValidationException',
      'Malformed input request: #/messages/0/content: 1234 internal detail',
      'ai_error',
      'The AI service could not answer.',
      'El servicio de IA no pudo responder.',
    ],
  ])(
    '%s: one last error event with our own phrase in the page’s language, never the exception text',
    async (name, message, code, english, spanish) => {
      const world = fakeWorld();
      const token = await adminSession(world);
      const handler = createChatHandler(() => ({
        ...world.ports,
        producer: failing(awsError(name, message)),
      }));
      for (const [lang, phrase] of [
        ['en', english],
        ['es', spanish],
      ] as const) {
        const response = await invokeStreaming(handler, chatRequest(token, 'My rent went up 200.', lang));
        expect(response.statusCode).toBe(200);
        expect(types(response.events)).toEqual(['delta', 'error']);
        const last = response.events.at(-1);
        expect(last?.type === 'error' && last.error).toMatchObject({ error: code, details: phrase });
        for (const secret of [
          name,
          MODEL,
          'arn:aws',
          '123456789012',
          'IAM',
          'bedrock:InvokeModel',
          'LANE_BEDROCK_MODEL_ID',
        ])
          expect(response.text).not.toContain(secret);
      }
    },
  );

  it('an unexpected exception ends the stream with internal_error and none of its text', async () => {
    const world = fakeWorld();
    const token = await adminSession(world);
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const handler = createChatHandler(() => ({
      ...world.ports,
      producer: {
        produce: async () => {
          throw new TypeError('Cannot read properties of undefined (reading zq-secret-field)');
        },
      },
    }));
    const response = await invokeStreaming(handler, chatRequest(token, 'My rent went up 200.'));
    expect(response.statusCode).toBe(200);
    expect(response.events).toEqual([
      {
        type: 'error',
        error: { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
      },
    ]);
    expect(response.text).not.toContain('zq-secret-field');
  });
});

describe('the deployed chat handler', () => {
  it('is wrapped by the Lambda runtime’s streamifyResponse and sends its status through HttpResponseStream.from', async () => {
    const world = fakeWorld();
    const token = await adminSession(world);
    const preludes: Record<string, unknown>[] = [];
    const runtime = {
      streamifyResponse: (fn: unknown) => ({ streamified: fn }),
      HttpResponseStream: {
        from(stream: PassThrough, prelude: Record<string, unknown>) {
          preludes.push(prelude);
          return stream;
        },
      },
    };
    const wrapped = lambdaStreamingHandler(
      createChatHandler(() => ({ ...world.ports, producer: new OfflineAssistant() })),
      runtime,
    ) as { streamified: (event: unknown, stream: PassThrough, context: unknown) => Promise<void> };
    const { apiEvent, lambdaContext } = await import('../../../test/http.js');
    const responseStream = new PassThrough();
    const received: Buffer[] = [];
    responseStream.on('data', (chunk: Buffer) => received.push(chunk));
    await wrapped.streamified(
      apiEvent(chatRequest(token, 'My gym charged a $60 fee')),
      responseStream,
      lambdaContext,
    );
    expect(preludes).toHaveLength(1);
    expect(preludes[0]).toMatchObject({ statusCode: 200 });
    const lines = Buffer.concat(received).toString('utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ type: 'final' });
  });

  it('is the plain streaming function off Lambda, so importing it never fails', () => {
    expect(typeof lambdaStreamingHandler(async () => {}, undefined)).toBe('function');
    expect(typeof lambdaStreamingHandler(async () => {}, {})).toBe('function');
  });
});
