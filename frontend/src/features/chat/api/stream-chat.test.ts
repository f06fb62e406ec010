import { createHash } from 'node:crypto';
import { encodeChatEvent, type ChatResponse, type ChatStreamEvent } from '@lane/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { streamChat } from './stream-chat';

const ANSWER: ChatResponse = {
  response: '## Strategy\n\nPida la factura detallada — «ya» 😀',
  sections: {
    strategy: 'Pida la factura detallada — «ya» 😀',
    phone_script: 'Hola, llamo por la factura 4411.',
    email: { subject: 'Factura 4411', body: 'Hola:\nRevisen el cargo duplicado.' },
    talking_points: ['Seis años de cliente', 'El cargo aparece dos veces'],
    deadlines: [],
    questions: [],
  },
};
const EVENTS: ChatStreamEvent[] = [
  { type: 'delta', section: 'strategy', text: 'Pida la factura ' },
  { type: 'delta', section: 'strategy', text: 'detallada — «ya» 😀' },
  { type: 'reset' },
  { type: 'delta', section: 'strategy', text: 'Pida la factura detallada — «ya» 😀' },
  { type: 'delta', section: 'phone_script', text: 'Hola, llamo por la factura 4411.' },
  { type: 'delta', section: 'talking_points', text: 'Seis años de cliente' },
  { type: 'delta', section: 'talking_points', text: '\nEl cargo aparece dos veces' },
  { type: 'final', answer: ANSWER },
];
const MESSAGES = [{ role: 'user' as const, content: 'Me cobraron dos veces 120 € — ¿qué hago?' }];

const wire = (events: ChatStreamEvent[]) => new TextEncoder().encode(events.map(encodeChatEvent).join(''));

/** The bytes cut every `size` bytes: inside JSON strings, escapes and multi-byte characters alike. */
function chunked(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
  return chunks;
}

interface FakeStream {
  chunks: Uint8Array[];
  status?: number;
  contentType?: string;
  /** Breaks the connection after the chunks instead of ending cleanly. */
  breakAfter?: boolean;
  /** Called when the reader gives the stream up. */
  onCancel?: () => void;
}

/** fetch at the network boundary: a streamed body that honours the abort signal as browsers do. */
function fakeFetch(answer: FakeStream | Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    let index = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
      cancel() {
        answer.onCancel?.();
      },
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (signal?.aborted) return;
        const chunk = answer.chunks[index++];
        if (chunk) controller.enqueue(chunk);
        else if (answer.breakAfter) controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(body, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.contentType ?? 'application/x-ndjson; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('It resolved.');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamChat', () => {
  it('hands over every event in order and resolves with the final answer, however the bytes are cut', async () => {
    const bytes = wire(EVENTS);
    for (const size of [1, 2, 3, 5, 7, 11, 64, bytes.length]) {
      fakeFetch({ chunks: chunked(bytes, size) });
      const seen: ChatStreamEvent[] = [];
      const answer = await streamChat(MESSAGES, 'es', { onEvent: (event) => seen.push(event) });
      expect(seen, `chunks of ${size} bytes`).toEqual(EVENTS);
      expect(answer).toEqual(ANSWER);
    }
  });

  it('posts the conversation with the SHA-256 of its exact bytes, as CloudFront’s origin access control needs', async () => {
    const fetchMock = fakeFetch({ chunks: [wire(EVENTS)] });
    await streamChat(MESSAGES, 'es', { onEvent: () => {} });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(typeof init?.body).toBe('string');
    const sent = init!.body as string;
    expect(JSON.parse(sent)).toEqual({ messages: MESSAGES, lang: 'es' });
    const headers = init!.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(Buffer.from(sent, 'utf8')).digest('hex'),
    );
  });

  it('rejects a refusal before the stream with the same ApiError apiRequest gives', async () => {
    fakeFetch(
      new Response(
        JSON.stringify({ error: 'rate_limited', message: 'Too many attempts.', retryAfterSeconds: 30 }),
        { status: 429, headers: { 'content-type': 'application/json; charset=utf-8' } },
      ),
    );
    const onEvent = vi.fn();
    const error = await rejection(streamChat(MESSAGES, 'en', { onEvent }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'rate_limited',
      status: 429,
      body: { error: 'rate_limited', message: 'Too many attempts.', retryAfterSeconds: 30 },
    });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('refuses, unsent, a conversation the server would refuse (the shared request schema)', async () => {
    const fetchMock = fakeFetch({ chunks: [wire(EVENTS)] });
    const unanswerable = [...MESSAGES, { role: 'assistant' as const, content: 'Hola.' }];
    expect(await rejection(streamChat(unanswerable, 'es', { onEvent: () => {} }))).toMatchObject({
      code: 'invalid_request',
      status: 400,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a 401 without a session with its code', async () => {
    fakeFetch(
      new Response(JSON.stringify({ error: 'no_session', message: 'No session.' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await rejection(streamChat(MESSAGES, 'en', { onEvent: () => {} }))).toMatchObject({
      code: 'no_session',
      status: 401,
    });
  });

  it('rejects an in-band error event with its code and body, after the deltas that came before it', async () => {
    const failure: ChatStreamEvent = {
      type: 'error',
      error: { error: 'ai_unavailable', message: 'Busy.', details: 'The AI service is busy right now.' },
    };
    fakeFetch({ chunks: chunked(wire([EVENTS[0]!, failure]), 5) });
    const seen: ChatStreamEvent[] = [];
    const error = await rejection(streamChat(MESSAGES, 'en', { onEvent: (event) => seen.push(event) }));
    expect(seen).toEqual([EVENTS[0], failure]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ai_unavailable', status: 503, body: failure.error });
  });

  it('rejects a stream that ends before its final event as ai_error (502, no body)', async () => {
    fakeFetch({ chunks: [wire(EVENTS.slice(0, 3))] });
    const error = await rejection(streamChat(MESSAGES, 'en', { onEvent: () => {} }));
    expect(error).toMatchObject({ code: 'ai_error', status: 502, body: undefined });
  });

  it('rejects a connection that breaks mid-stream as ai_error', async () => {
    fakeFetch({ chunks: [wire(EVENTS.slice(0, 2))], breakAfter: true });
    const error = await rejection(streamChat(MESSAGES, 'en', { onEvent: () => {} }));
    expect(error).toMatchObject({ code: 'ai_error', status: 502 });
  });

  it('rejects with network_error when there is no connection', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    expect(await rejection(streamChat(MESSAGES, 'en', { onEvent: () => {} }))).toMatchObject({
      code: 'network_error',
      status: 0,
    });
  });

  it('rejects a line that is not an event as invalid_response, and lets the rest of the stream go', async () => {
    const onCancel = vi.fn();
    fakeFetch({
      chunks: [new TextEncoder().encode('{"type":"delta","section":"nope","text":"x"}\n'), wire(EVENTS)],
      onCancel,
    });
    expect(await rejection(streamChat(MESSAGES, 'en', { onEvent: () => {} }))).toMatchObject({
      code: 'invalid_response',
    });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('lets the AbortError through untouched when the person stops the answer', async () => {
    fakeFetch({ chunks: chunked(wire(EVENTS), 4) });
    const controller = new AbortController();
    const seen: ChatStreamEvent[] = [];
    const error = await rejection(
      streamChat(MESSAGES, 'en', {
        signal: controller.signal,
        onEvent: (event) => {
          seen.push(event);
          controller.abort();
        },
      }),
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(seen).toEqual([EVENTS[0]]);
  });

  it('lets the AbortError through when the signal was aborted before the request', async () => {
    fakeFetch({ chunks: [wire(EVENTS)] });
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      streamChat(MESSAGES, 'en', { signal: controller.signal, onEvent: () => {} }),
    );
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('takes a whole JSON answer (the API before it streamed) as one final event', async () => {
    fakeFetch(
      new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const seen: ChatStreamEvent[] = [];
    expect(await streamChat(MESSAGES, 'en', { onEvent: (event) => seen.push(event) })).toEqual(ANSWER);
    expect(seen).toEqual([{ type: 'final', answer: ANSWER }]);
  });
});
