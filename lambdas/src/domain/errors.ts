import type { ErrorCode } from '@lane/shared';

/**
 * The short phrases a browser may be shown as an error's `details` (the chat shows them for AI
 * failures), each translated in the HTTP layer's catalogue (http/locales). Never raw exception text.
 */
export const ERROR_DETAILS = [
  'credentials',
  'model_not_found',
  'busy',
  'timeout',
  'empty',
  'unreadable',
  'declined',
  'failed',
] as const;
export type ErrorDetail = (typeof ERROR_DETAILS)[number];

export interface LaneErrorExtra {
  durationHours?: number;
  /** Which catalogue phrase the answer's `details` carries. */
  detail?: ErrorDetail;
  /**
   * What went wrong inside (an AWS exception name and text, an IAM hint, the model id): logged
   * where the error is answered, never sent.
   */
  details?: string;
  retryAfterSeconds?: number;
}

/**
 * A failure the caller should hear about, named by one of the shared error codes. The HTTP layer
 * maps it to a status and body in one place (http/errors.ts); nothing else builds error responses.
 */
export class LaneError extends Error {
  readonly code: ErrorCode;
  readonly extra: LaneErrorExtra;

  constructor(code: ErrorCode, message?: string, extra: LaneErrorExtra = {}) {
    super(message ?? code);
    this.name = 'LaneError';
    this.code = code;
    this.extra = extra;
  }
}
