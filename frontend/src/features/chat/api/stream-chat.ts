import {
  API_PATHS,
  CHAT_STREAM_CONTENT_TYPE,
  ERROR_STATUS,
  chatRequestSchema,
  chatStreamEventSchema,
  chatResponseSchema,
  type CallLogEntry,
  type ChatMessage,
  type ChatResponse,
  type ChatStreamEvent,
  type Language,
} from '@lane/shared';
import { ApiError, answerOf, requestBody } from '../../../lib/api';
import { readNdjson } from '../../../lib/ndjson-stream';

/**
 * The hex SHA-256 of the exact body bytes, which CloudFront's origin access control needs to sign
 * a POST to the chat's function URL (docs/chat-stream.md). Web Crypto exists only in secure contexts
 * (https, or localhost): the local stack reached over plain http on another address needs no
 * signature, so the header is then left out.
 */
export async function contentSha256(body: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(body));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

interface StreamChatOptions {
  /** Stops the request and the reading; the AbortError is passed through untouched. */
  signal?: AbortSignal;
  /** Every event of the stream, in order: `delta`s and `reset`s as they arrive, then `final` or `error`. */
  onEvent: (event: ChatStreamEvent) => void;
  /** The calls the person logged (call-log.ts), sent with the conversation so the answer can cite them. */
  callLog?: readonly CallLogEntry[];
}

/**
 * POST /api/chat with the whole conversation the page holds (the server never stores it), read as
 * the NDJSON stream it answers with (shared/src/chat-stream.ts). Resolves with the `final` answer
 * of record. Rejects with an ApiError:
 * - a conversation the shared schema refuses (the server would too): `invalid_request`, never sent;
 * - a refusal before the stream (400, 401, 403, 429 …): its shared code, status and body, as apiRequest gives;
 * - an in-band `error` event: its code and body, with the code's usual status (ERROR_STATUS);
 * - a stream that ends or breaks before `final`: `ai_error` with status 502 and no body (the answer
 *   was cut short: a timeout or a dropped connection on the way);
 * - no connection at all: `network_error` (status 0); a stream that is not the protocol: `invalid_response`.
 * An abort through `signal` rejects with the AbortError itself.
 */
export async function streamChat(
  messages: ChatMessage[],
  lang: Language,
  options: StreamChatOptions,
): Promise<ChatResponse> {
  const callLog = options.callLog && options.callLog.length > 0 ? [...options.callLog] : undefined;
  const body = JSON.stringify(
    requestBody(chatRequestSchema, { messages, lang, ...(callLog ? { callLog } : {}) }),
  );
  const sha256 = await contentSha256(body);
  let response: Response;
  try {
    response = await fetch(API_PATHS.chat, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: `${CHAT_STREAM_CONTENT_TYPE}, application/json`,
        ...(sha256 ? { 'x-amz-content-sha256': sha256 } : {}),
      },
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError('network_error', 0);
  }

  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.startsWith(CHAT_STREAM_CONTENT_TYPE) || !response.body) {
    return wholeAnswer(response, options);
  }

  let answer: ChatResponse | undefined;
  let failure: ApiError | undefined;
  await readNdjson(
    response.body,
    (json) => chatStreamEventSchema.parse(json),
    (event) => {
      options.onEvent(event);
      if (event.type === 'final') answer = event.answer;
      if (event.type === 'error')
        failure = new ApiError(event.error.error, ERROR_STATUS[event.error.error], event.error);
      return event.type === 'final' || event.type === 'error';
    },
    response.status,
  );
  if (failure) throw failure;
  if (!answer) throw new ApiError('ai_error', ERROR_STATUS.ai_error);
  return answer;
}

/**
 * An answer that is not a stream: a refusal before the stream began (plain JSON 4xx/5xx), or a
 * whole ChatResponse as JSON, which is how the API answered before it streamed (a page loaded
 * before a deploy may meet either): handed on as one `final` event.
 */
async function wholeAnswer(response: Response, options: StreamChatOptions): Promise<ChatResponse> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError('network_error', 0);
  }
  const answer = answerOf(response, text, chatResponseSchema);
  options.onEvent({ type: 'final', answer });
  return answer;
}
