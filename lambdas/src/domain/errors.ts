import type { ErrorCode } from '@lane/shared';

/**
 * A failure the caller should hear about, named by one of the shared error codes. The HTTP layer
 * maps it to a status and body in one place (http/errors.ts); nothing else builds error responses.
 */
export class LaneError extends Error {
  readonly code: ErrorCode;
  readonly extra: { durationHours?: number; details?: string; retryAfterSeconds?: number };

  constructor(
    code: ErrorCode,
    message?: string,
    extra: { durationHours?: number; details?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? code);
    this.name = 'LaneError';
    this.code = code;
    this.extra = extra;
  }
}
