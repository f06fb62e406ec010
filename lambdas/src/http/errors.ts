import { ERROR_STATUS, type ErrorBody, type Language } from '@lane/shared';
import { LaneError, type ErrorDetail } from '../domain/errors.js';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { ERROR_MESSAGES } from './messages.js';

const DETAILS: Readonly<Record<Language, Readonly<Record<ErrorDetail, string>>>> = {
  en: en.details,
  es: es.details,
};

/** The translated phrase of a detail: what the browser may show, in the page's language. */
export const detailPhrase = (detail: ErrorDetail, lang: Language): string => DETAILS[lang][detail];

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** The one place an error becomes an HTTP answer: code → status → message. */
export function toErrorResponse(error: unknown, lang: Language = 'en'): ErrorResponse {
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
  // Only our own phrase: the internal `details` (exception text, IAM hints, model id) is logged.
  if (error.extra.detail !== undefined) body.details = detailPhrase(error.extra.detail, lang);
  if (error.extra.retryAfterSeconds !== undefined) {
    body.retryAfterSeconds = error.extra.retryAfterSeconds;
    headers['retry-after'] = String(error.extra.retryAfterSeconds);
  }
  return { statusCode: ERROR_STATUS[error.code], body, headers };
}
