import { API_PATHS, sessionResponseSchema } from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/** GET /api/session: this browser's session and the pass behind it (docs/architecture.md, "The session"). */
export function getSession(signal?: AbortSignal) {
  return apiRequest(API_PATHS.session, { response: sessionResponseSchema, signal });
}

/** DELETE /api/session: the server clears the HttpOnly cookie the page itself cannot touch. */
export function endSession() {
  return apiRequest(API_PATHS.session, { method: 'DELETE' });
}
