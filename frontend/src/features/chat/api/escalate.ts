import {
  API_PATHS,
  escalateRequestSchema,
  escalateResponseSchema,
  type EscalateRequest,
  type EscalateResponse,
} from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/escalate (docs/beyond-the-script.md): the conversation up to one answer and the call log
 * in, the next rungs and a complaint ready to paste out. The server reads them for this one answer
 * and keeps nothing. Rejects with an ApiError carrying the shared code, like every call.
 */
export function requestEscalation(body: EscalateRequest, signal?: AbortSignal): Promise<EscalateResponse> {
  return apiRequest(API_PATHS.escalate, {
    body: { schema: escalateRequestSchema, value: body },
    response: escalateResponseSchema,
    signal,
  });
}
