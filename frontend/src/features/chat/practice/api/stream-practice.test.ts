import { encodeChatEvent, type PracticeRequest, type PracticeStreamEvent } from '@lane/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { streamPractice } from './stream-practice';

const REQUEST: PracticeRequest = {
  messages: [{ role: 'user', content: 'Me cobraron $89.99 que nunca hice — «ya» 😀' }],
  reading: { case: { area: 'credit_card_fees' }, rights: [], moneyNotOwed: true },
  level: 'tough',
  turns: [{ role: 'person', content: 'Quiero los $89.99 completos.' }],
  lang: 'es',
};
const EVENTS: PracticeStreamEvent[] = [
  { type: 'delta', text: 'Lo siento, ' },
  { type: 'delta', text: 'es nuestra política — «ya» 😀' },
  { type: 'reply', text: 'Lo siento, es nuestra política — «ya» 😀', tactic: 'policy' },
];
const line = (event: PracticeStreamEvent) =>
  encodeChatEvent(event as unknown as Parameters<typeof encodeChatEvent>[0]);
const bytes = (lines: string) => new TextEncoder().encode(lines);

function streamOf(chunks: Uint8Array[], status = 200, contentType = 'application/x-ndjson') {
  let index = 0;
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[index++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    }),
    { status, headers: { 'content-type': contentType } },
  );
}

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('It resolved.');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamPractice', () => {
  it('hands over the rep’s words in order and resolves with the line of record, however the bytes are cut', async () => {
    const wire = bytes(EVENTS.map(line).join(''));
    for (const size of [1, 3, 7, 64, wire.length]) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < wire.length; i += size) chunks.push(wire.slice(i, i + size));
      answer(streamOf(chunks));
      const seen: PracticeStreamEvent[] = [];
      const outcome = await streamPractice(REQUEST, { onEvent: (event) => seen.push(event) });
      expect(seen, `chunks of ${size} bytes`).toEqual(EVENTS);
      expect(outcome).toEqual(EVENTS[2]);
    }
  });

  it('posts the practice as the route reads it, with the body’s SHA-256 for the origin access control', async () => {
    const fetchMock = answer(streamOf([bytes(EVENTS.map(line).join(''))]));
    await streamPractice(REQUEST, { onEvent: () => {} });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/practice');
    expect(JSON.parse(String(init.body))).toEqual({ ...REQUEST, end: false });
    expect((init.headers as Record<string, string>)['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses, unsent, a practice the route would refuse (the rep answering its own line)', async () => {
    const fetchMock = answer(streamOf([]));
    const error = await rejection(
      streamPractice({ ...REQUEST, turns: [{ role: 'rep', content: 'Hello' }] }, { onEvent: () => {} }),
    );
    expect(error.code).toBe('invalid_request');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a refusal’s shared code, names an in-band error, and calls a stream cut short or garbled what it is', async () => {
    answer(
      new Response(JSON.stringify({ error: 'rate_limited', message: 'Slow down.' }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await rejection(streamPractice(REQUEST, { onEvent: () => {} }))).toMatchObject({
      code: 'rate_limited',
      status: 429,
    });

    answer(streamOf([bytes(line({ type: 'error', error: { error: 'ai_unavailable', message: 'Busy.' } }))]));
    expect(await rejection(streamPractice(REQUEST, { onEvent: () => {} }))).toMatchObject({
      code: 'ai_unavailable',
      status: 503,
    });

    answer(streamOf([bytes(line(EVENTS[0]!))]));
    expect(await rejection(streamPractice(REQUEST, { onEvent: () => {} }))).toMatchObject({
      code: 'ai_error',
      status: 502,
    });

    answer(streamOf([bytes('{"type":"reply"}\n')]));
    expect((await rejection(streamPractice(REQUEST, { onEvent: () => {} }))).code).toBe('invalid_response');

    answer(new TypeError('Failed to fetch'));
    expect((await rejection(streamPractice(REQUEST, { onEvent: () => {} }))).code).toBe('network_error');
  });
});
