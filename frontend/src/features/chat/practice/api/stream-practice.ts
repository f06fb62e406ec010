import {
  API_PATHS,
  CHAT_STREAM_CONTENT_TYPE,
  ERROR_STATUS,
  practiceRequestSchema,
  practiceStreamEventSchema,
  type PracticeRequest,
  type PracticeStreamEvent,
} from '@lane/shared';
import { ApiError, answerOf, requestBody } from '../../../../lib/api';
import { contentSha256 } from '../../api/stream-chat';
import { readNdjson } from '../../../../lib/ndjson-stream';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** What a practice request ends with: the rep's line of record, or the scorecard. */
export type PracticeOutcome = Extract<PracticeStreamEvent, { type: 'reply' | 'scorecard' }>;

interface StreamPracticeOptions {
  /** Stops the request and the reading; the AbortError is passed through untouched. */
  signal?: AbortSignal;
  /** Every event in order: the rep's `delta`s as they arrive, then `reply`, `scorecard` or `error`. */
  onEvent: (event: PracticeStreamEvent) => void;
}

/**
 * POST /api/practice (docs/beyond-the-script.md): the conversation, the practice so far and what
 * to do next, read as the NDJSON stream the route answers with (shared/src/coach.ts). Resolves
 * with the rep's `reply` or the `scorecard`. Rejects with an ApiError as the chat's stream does:
 * a body the shared schema refuses is never sent (`invalid_request`); a refusal before the stream
 * keeps its code and status; an in-band `error` its code; a stream cut short is `ai_error` (502);
 * no connection is `network_error`; a body that is not the protocol `invalid_response`.
 */
export async function streamPractice(
  request: PracticeRequest,
  options: StreamPracticeOptions,
): Promise<PracticeOutcome> {
  const body = JSON.stringify(requestBody(practiceRequestSchema, request));
  const sha256 = await contentSha256(body);
  let response: Response;
  try {
    response = await fetch(API_PATHS.practice, {
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
    // A refusal before the stream began is plain JSON: its shared code. A 200 that is not the
    // stream is not the protocol.
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError('network_error', 0);
    }
    answerOf(response, text, undefined);
    throw new ApiError('invalid_response', response.status);
  }

  let outcome: PracticeOutcome | undefined;
  let failure: ApiError | undefined;
  await readNdjson(
    response.body,
    (json) => practiceStreamEventSchema.parse(json),
    (event) => {
      options.onEvent(event);
      if (event.type === 'reply' || event.type === 'scorecard') outcome = event;
      if (event.type === 'error')
        failure = new ApiError(event.error.error, ERROR_STATUS[event.error.error], event.error);
      return event.type !== 'delta';
    },
    response.status,
  );
  if (failure) throw failure;
  if (!outcome) throw new ApiError('ai_error', ERROR_STATUS.ai_error);
  return outcome;
}
