import { ERROR_STATUS } from '@lane/shared';
import { ApiError } from '../../../../lib/api';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A stream that ended, or broke, before its last event: the answer was cut short. */
const CUT_SHORT_STATUS = ERROR_STATUS.ai_error;

/**
 * Splits decoded text into one event per line (a line may arrive in pieces), each read with
 * `parse` (a shared schema's parse). A line that is not JSON or not an event throws.
 */
export class NdjsonDecoder<Event> {
  private pending = '';
  constructor(private readonly parse: (json: unknown) => Event) {}

  push(text: string): Event[] {
    this.pending += text;
    const lines = this.pending.split('\n');
    this.pending = lines.pop() ?? '';
    return lines.filter((line) => line.trim() !== '').map((line) => this.parse(JSON.parse(line)));
  }

  end(): Event[] {
    const rest = this.pending;
    this.pending = '';
    return rest.trim() === '' ? [] : [this.parse(JSON.parse(rest))];
  }
}

/**
 * Reads an NDJSON body event by event, the way the chat's stream is read (api/stream-chat.ts):
 * `take` gets each event in order and answers whether it was the last one (nothing after it counts).
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
