import { errorBodySchema, type ErrorBody, type ErrorCode } from '@lane/shared';
import type * as z from 'zod/mini';
import { config } from 'zod/v4/core';

// Our CSP has no 'unsafe-eval': without this, zod probes `new Function` on its first parse and the
// browser logs a CSP violation. Every page that validates an answer comes through this module.
config({ jitless: true });

/** A failed API call, with the shared error code the screens map to their translated toasts. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network_error' | 'invalid_response';
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(code: ApiError['code'], status: number, body?: ErrorBody) {
    super(body?.message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.body = body;
  }
}

/** The ApiError of a non-2xx answer whose body was `json`: its shared code when it has one. */
export function refusalError(status: number, json: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) return new ApiError(parsed.data.error, status, parsed.data);
  return new ApiError(status >= 500 ? 'internal_error' : 'invalid_response', status);
}

interface RequestOptions<Schema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** The shared zod schema of the success body; omit for answers without one (204). */
  response?: Schema;
  signal?: AbortSignal;
}

/**
 * The one API client: same-origin JSON with the session cookie, the success body checked with
 * the shared schema, and every failure turned into an ApiError carrying the shared code.
 */
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<Schema> = {},
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers:
        options.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 0);
  }

  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('invalid_response', response.status);
    }
  }

  if (!response.ok) throw refusalError(response.status, json);

  if (!options.response) return undefined as z.output<Schema>;
  const parsed = options.response.safeParse(json);
  if (!parsed.success) throw new ApiError('invalid_response', response.status);
  return parsed.data;
}
