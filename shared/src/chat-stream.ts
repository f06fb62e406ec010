import * as z from 'zod/mini';
import { chatResponseSchema } from './api.js';
import { errorBodySchema } from './errors.js';
import { lazySchema } from './lazy-schema.js';

/**
 * The chat's streamed answer (docs/chat-stream.md): `POST /api/chat` answers 200 with
 * `application/x-ndjson`, one JSON event per line, once the session, the rate limit and the body
 * have passed. Refusals before that stay plain JSON 4xx/429 bodies (errorBodySchema).
 *
 * - `delta`: more text for one section, appended to what that section already holds. Sections may
 *   interleave; the text is display-only (the answer of record is `final`).
 * - `reset`: throw away every delta so far (a malformed answer is being asked for again).
 * - `final`: the answer of record, validated and reviewed by the rights engine. Always the last
 *   event of a successful answer.
 * - `error`: the answer failed after the stream began; `error` is one of the shared codes
 *   (ai_error, ai_unavailable, ai_configuration, internal_error), `message` a phrase from our own
 *   catalogue. Always the last event of a failed answer.
 */
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson';

/** The sections a delta can grow, in the order the offline assistant emits them. */
export const STREAM_SECTIONS = [
  'strategy',
  'phone_script',
  'email_subject',
  'email_body',
  'talking_points',
  'deadlines',
  'questions',
] as const;
export type StreamSection = (typeof STREAM_SECTIONS)[number];

/**
 * The sections that are lists in the answer of record. Their deltas carry the items as lines: the
 * first item's text arrives as it is, and every later item starts with a line break, so the
 * section's text so far is its items joined by `\n` (a deadline's line is its title, ` — `, and
 * its detail).
 */
export const LIST_STREAM_SECTIONS = [
  'talking_points',
  'deadlines',
  'questions',
] as const satisfies readonly StreamSection[];

export const chatStreamEventSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('delta'),
      section: z.enum(STREAM_SECTIONS),
      text: z.string(),
    }),
    z.object({ type: z.literal('reset') }),
    z.object({ type: z.literal('final'), answer: chatResponseSchema }),
    z.object({
      type: z.literal('error'),
      error: errorBodySchema,
    }),
  ]),
);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
export type ChatDeltaEvent = Extract<ChatStreamEvent, { type: 'delta' }>;

/** The text each section has received so far (display-only until `final`). */
export type ChatDraft = Partial<Record<StreamSection, string>>;

/**
 * The draft after one more event: a delta appends to its section, a reset empties the draft, and
 * `final` / `error` leave it as it is (the caller shows the answer of record or the failure).
 */
export function applyChatEvent(draft: ChatDraft, event: ChatStreamEvent): ChatDraft {
  if (event.type === 'reset') return {};
  if (event.type !== 'delta') return draft;
  return { ...draft, [event.section]: (draft[event.section] ?? '') + event.text };
}

/** One event as one NDJSON line (the newline included). */
export function encodeChatEvent(event: ChatStreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/**
 * Splits a byte stream's decoded text into events, line by line; a line may arrive in pieces.
 * Feed it text with `push`, call `end` when the stream closes. Each line is read with `parse` (a
 * shared schema's parse): a line that is not JSON, or not an event, throws (the caller turns it
 * into an error the person can act on). Every NDJSON stream of the API is read with it: the chat's
 * and the practice call's (shared/src/coach.ts).
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
 * The chat's stream, event by event (chatStreamEventSchema). A function rather than a subclass: a
 * class that extends another is kept by the bundler in every function that imports this module.
 */
export function chatEventDecoder(): NdjsonDecoder<ChatStreamEvent> {
  return new NdjsonDecoder((json) => chatStreamEventSchema.parse(json));
}
