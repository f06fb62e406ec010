import { ERROR_STATUS, type ErrorBody } from '@lane/shared';
import { LaneError } from '../domain/errors.js';
import { ERROR_MESSAGES } from './messages.js';

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** The one place an error becomes an HTTP answer (STYLE: code → status → message). */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (!(error instanceof LaneError)) {
    return {
      statusCode: ERROR_STATUS.internal_error,
      body: { error: 'internal_error', message: ERROR_MESSAGES.internal_error },
      headers: {},
    };
  }
  const message = error.message && error.message !== error.code ? error.message : ERROR_MESSAGES[error.code];
  const body: ErrorBody = { error: error.code, message };
  const headers: Record<string, string> = {};
  if (error.extra.durationHours !== undefined) body.durationHours = error.extra.durationHours;
  if (error.extra.details !== undefined) body.details = error.extra.details;
  if (error.extra.retryAfterSeconds !== undefined) {
    body.retryAfterSeconds = error.extra.retryAfterSeconds;
    headers['retry-after'] = String(error.extra.retryAfterSeconds);
  }
  return { statusCode: ERROR_STATUS[error.code], body, headers };
}
