import {
  CALL_LOG_LIMITS,
  CHAT_STREAM_CONTENT_TYPE,
  chatRequestSchema,
  encodeChatEvent,
  type ChatResponse,
} from '@lane/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { SAMPLE_SECTIONS } from '../../../test/chat-sections';
import { createChatStore } from './chat-store';

// The store with the real chat client (api/stream-chat.ts): only fetch, at the network boundary, is
// replaced, so these tests see the body the server would receive.

const ANSWER: ChatResponse = { response: 'Ask for the itemized bill.', sections: SAMPLE_SECTIONS };

const streamed = () =>
  new Response(encodeChatEvent({ type: 'final', answer: ANSWER }), {
    headers: { 'content-type': CHAT_STREAM_CONTENT_TYPE },
  });

function stubFetch() {
  const fetchMock = vi.fn(async () => streamed());
  vi.stubGlobal('fetch', fetchMock);
  const bodies = () =>
    fetchMock.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    ) as Array<Record<string, unknown>>;
  return { fetchMock, bodies };
}

/** A window stand-in that counts the beforeunload listener. */
function fakeWindow() {
  const listeners = new Set<unknown>();
  return {
    addEventListener: vi.fn((_type: string, listener: unknown) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: unknown) => listeners.delete(listener)),
    warns: () => listeners.size > 0,
  };
}

const DANA = { rep: 'Dana', reference: '48213', at: '2026-05-03T14:15', promised: 'A credit by Friday' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the call log in the chat store', () => {
  it('goes with the next chat request, and the request is one the server accepts', async () => {
    const { bodies } = stubFetch();
    const store = createChatStore(null);
    await store.send('I was charged $120 twice', 'en');
    expect(bodies()[0]).not.toHaveProperty('callLog');

    expect(store.addCall(DANA)).toBe(true);
    await store.send('They said no. What now?', 'en');
    const second = bodies()[1];
    expect(second?.callLog).toEqual([DANA]);
    expect(second?.messages).toEqual([
      { role: 'user', content: 'I was charged $120 twice' },
      { role: 'assistant', content: ANSWER.response },
      { role: 'user', content: 'They said no. What now?' },
    ]);
    expect(chatRequestSchema.safeParse(second).success).toBe(true);
  });

  it('keeps the calls oldest first, whatever order they were logged in, and edits and deletes them', () => {
    const store = createChatStore(null);
    store.addCall({ ...DANA, rep: 'Sam', at: '2026-05-05T09:00' });
    store.addCall(DANA);
    expect(store.getState().callLog.map((call) => call.rep)).toEqual(['Dana', 'Sam']);

    const sam = store.getState().callLog[1]!;
    store.updateCall(sam.id, { ...sam, at: '2026-05-01T09:00', promised: 'Nothing' });
    expect(store.getState().callLog.map((call) => [call.rep, call.promised])).toEqual([
      ['Sam', 'Nothing'],
      ['Dana', 'A credit by Friday'],
    ]);

    store.removeCall(sam.id);
    expect(store.getState().callLog.map((call) => call.rep)).toEqual(['Dana']);
  });

  it('holds at most the ten calls the API reads', () => {
    const store = createChatStore(null);
    for (let index = 0; index < CALL_LOG_LIMITS.maxEntries; index += 1)
      expect(store.addCall({ ...DANA, reference: String(index) })).toBe(true);
    expect(store.addCall(DANA)).toBe(false);
    expect(store.getState().callLog).toHaveLength(CALL_LOG_LIMITS.maxEntries);
  });

  it('is erased with New topic, so the next question carries none of it', async () => {
    const { bodies } = stubFetch();
    const store = createChatStore(null);
    await store.send('I was charged $120 twice', 'en');
    store.addCall(DANA);
    store.clear();
    expect(store.getState().callLog).toEqual([]);
    await store.send('A new question', 'en');
    expect(bodies()[1]).not.toHaveProperty('callLog');
  });

  it('makes closing the tab ask first, even with only a call log left', () => {
    const target = fakeWindow();
    const store = createChatStore(target);
    expect(target.warns()).toBe(false);
    store.addCall(DANA);
    expect(target.warns()).toBe(true);
    store.removeCall(store.getState().callLog[0]!.id);
    expect(target.warns()).toBe(false);
  });

  it('stays as it is once the pass has ended (read-only), and a refused escalation ends the pass', () => {
    const store = createChatStore(null);
    store.addCall(DANA);
    store.loseAccess(new ApiError('expired', 403, { error: 'expired', message: 'x', durationHours: 48 }));
    expect(store.getState().ended).toEqual({ reason: 'expired', durationHours: 48 });
    expect(store.addCall({ ...DANA, rep: 'Sam' })).toBe(false);
    store.removeCall(store.getState().callLog[0]!.id);
    expect(store.getState().callLog.map((call) => call.rep)).toEqual(['Dana']);
  });
});
