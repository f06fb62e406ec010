import { errorBodySchema } from '@lane/shared';
import type * as z from 'zod/mini';
import { config } from 'zod/v4/core';
import { ApiError } from './api-error';

// Our CSP has no 'unsafe-eval': without this, zod probes `new Function` on its first parse and the
// browser logs a CSP violation. Every page that validates an answer comes through this module.
config({ jitless: true });

export { ApiError };

/** The ApiError of a non-2xx answer whose body was `json`: its shared code when it has one. */
function refusalError(status: number, json: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) return new ApiError(parsed.data.error, status, parsed.data);
  return new ApiError(status >= 500 ? 'internal_error' : 'invalid_response', status);
}

/**
 * The body a request sends, parsed with the shared schema the server validates it with: what goes
 * on the wire is exactly what the server reads (trimmed, lowercased, defaults filled in). A body the
 * server would refuse is refused here the same way, as an `invalid_request` ApiError, unsent.
 */
export function requestBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: z.input<Schema>,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid_request', 400);
  return parsed.data;
}

interface RequestOptions<Schema extends z.ZodMiniType, Request extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'DELETE';
  /** The request body with the shared schema it is sent through (requestBody). */
  body?: { schema: Request; value: z.input<Request> };
  /** The shared zod schema of the success body; omit for answers without one (204). */
  response?: Schema;
  signal?: AbortSignal;
}

/**
 * The one API client: same-origin JSON with the session cookie, the request body parsed and the
 * success body checked with the shared schemas, and every failure turned into an ApiError carrying the shared code.
 */
export async function apiRequest<Schema extends z.ZodMiniType, Request extends z.ZodMiniType = z.ZodMiniType>(
  path: string,
  options: RequestOptions<Schema, Request> = {},
): Promise<z.output<Schema>> {
  const body = options.body === undefined ? undefined : requestBody(options.body.schema, options.body.value);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 0);
  }

  return answerOf(response, await response.text(), options.response);
}

/**
 * A whole JSON answer, read: a refusal (non-2xx) becomes the ApiError with its shared code, a body
 * that is not JSON or not the shared schema `invalid_response`; without a schema (204) nothing.
 */
export function answerOf<Schema extends z.ZodMiniType>(
  response: Response,
  text: string,
  schema: Schema | undefined,
): z.output<Schema> {
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('invalid_response', response.status);
    }
  }

  if (!response.ok) throw refusalError(response.status, json);

  if (!schema) return undefined as z.output<Schema>;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError('invalid_response', response.status);
  return parsed.data;
}
