import { sessionResponseSchema } from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/** GET /api/session: this browser's session and the pass behind it (DESIGN §3). */
export function getSession(signal?: AbortSignal) {
  return apiRequest('/api/session', { response: sessionResponseSchema, signal });
}

/** DELETE /api/session: the server clears the HttpOnly cookie the page itself cannot touch. */
export function endSession() {
  return apiRequest('/api/session', { method: 'DELETE' });
}
