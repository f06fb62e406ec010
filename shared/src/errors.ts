import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/**
 * Every error the API can answer, with its HTTP status. The body is always
 * `{ error: code, message: text }`; the frontend maps the code to a translated toast.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_email: 400,
  invalid_product: 400,
  invalid_signature: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  no_session: 401,
  invalid_code: 401,
  unpaid: 402,
  expired: 403,
  not_found: 404,
  no_pass: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  internal_error: 500,
  ai_configuration: 500,
  payment_unavailable: 502,
  ai_error: 502,
  ai_unavailable: 503,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorBodySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    error: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string().check(z.minLength(1)),
    durationHours: z.optional(z.int().check(z.positive())),
    details: z.optional(z.string()),
    retryAfterSeconds: z.optional(z.int().check(z.positive())),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
