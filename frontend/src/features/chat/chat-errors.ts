import { ApiError } from '../../lib/api';

/** The API answered 200 with nothing to say (the "empty response" toast). */
export class EmptyAnswerError extends Error {
  constructor() {
    super('The assistant answered with an empty response.');
    this.name = 'EmptyAnswerError';
  }
}

/** The toasts of a failed chat call; each names a group under `errors` in the chat namespace. */
export type ChatNotice =
  | 'connection'
  | 'empty'
  | 'invalid_format'
  | 'configuration'
  | 'service'
  | 'unavailable'
  | 'rate_limited'
  | 'invalid_request';

type ChatFailure =
  { kind: 'access_lost'; error: ApiError } | { kind: 'notice'; notice: ChatNotice; details?: string };

const notice = (name: ChatNotice): ChatFailure => ({ kind: 'notice', notice: name });
const MENTIONS_API_KEY = /api[\s_-]?key/i;

/** Maps a failed chat call to what the person sees, from the shared error codes. */
export function describeChatFailure(error: unknown): ChatFailure {
  if (error instanceof EmptyAnswerError) return notice('empty');
  if (!(error instanceof ApiError)) return notice('unavailable');
  switch (error.code) {
    case 'network_error':
      return notice('connection');
    case 'invalid_response':
      return notice('invalid_format');
    case 'no_session':
    case 'expired':
      return { kind: 'access_lost', error };
    case 'ai_configuration':
      return notice('configuration');
    case 'ai_error': {
      const details = error.body?.details?.trim();
      if (details && MENTIONS_API_KEY.test(details)) return notice('configuration');
      return details ? { kind: 'notice', notice: 'service', details } : notice('service');
    }
    case 'rate_limited':
      return notice('rate_limited');
    case 'invalid_request':
    case 'payload_too_large':
      return notice('invalid_request');
    default:
      return notice('unavailable');
  }
}
