import type { ErrorBody, ErrorCode } from '@lane/shared';

/**
 * A failed API call, with the shared error code the screens map to their translated toasts
 * (api-errors.ts). A module of its own, apart from the client (api.ts) and its schemas: the
 * landing's checkout reads failures before its first submit has loaded the client.
 */
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
