import { ERROR_STATUS, NdjsonDecoder } from '@lane/shared';
import { ApiError } from './api';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A stream that ended, or broke, before its last event: the answer was cut short. */
const CUT_SHORT_STATUS = ERROR_STATUS.ai_error;

/**
 * Reads an NDJSON body event by event: the chat's answer (features/chat/api/stream-chat.ts) and the
 * practice call's rep (features/chat/practice/api/stream-practice.ts). `take` gets each event in
 * order and answers whether it was the last one (nothing after it counts, and the connection is let
 * go instead of drained).
 * Rejects with an ApiError: `invalid_response` for a line that is not an event, `ai_error` (502)
 * when the body breaks or ends before its last event; an abort passes through untouched.
 */
export async function readNdjson<Event>(
  body: ReadableStream<Uint8Array>,
  parse: (json: unknown) => Event,
  take: (event: Event) => boolean,
  status: number,
): Promise<void> {
  const decoder = new NdjsonDecoder(parse);
  const text = new TextDecoder();
  const reader = body.getReader();
  let finished = false;
  const hand = (read: () => Event[]) => {
    let events: Event[];
    try {
      events = read();
    } catch {
      throw new ApiError('invalid_response', status);
    }
    for (const event of events) {
      if (finished) return;
      finished = take(event);
    }
  };
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(error)) throw error;
        throw new ApiError('ai_error', CUT_SHORT_STATUS);
      }
      if (chunk.done) break;
      hand(() => decoder.push(text.decode(chunk.value, { stream: true })));
      // The last event is in: let the connection go instead of draining the rest.
      if (finished) break;
    }
    if (!finished) hand(() => [...decoder.push(text.decode()), ...decoder.end()]);
    if (finished) void reader.cancel().catch(() => undefined);
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
  if (!finished) throw new ApiError('ai_error', CUT_SHORT_STATUS);
}
