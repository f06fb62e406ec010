import {
  API_PATHS,
  accessRequestSchema,
  accessResponseSchema,
  adminCodeRequestSchema,
  adminCodeResponseSchema,
  type Language,
} from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/** POST /api/access: the server finds the pass for this email (or starts the admin code step). */
export function checkAccess(email: string, lang: Language) {
  return apiRequest(API_PATHS.access, {
    method: 'POST',
    // Parsed with the shared schema, it sends exactly what the server validates: trimmed and lowercased.
    body: { schema: accessRequestSchema, value: { email, lang } },
    response: accessResponseSchema,
  });
}

/** POST /api/access/admin: the emailed one-time code turns into an admin session. */
export function verifyAdminCode(email: string, code: string) {
  return apiRequest(API_PATHS.accessAdmin, {
    method: 'POST',
    body: { schema: adminCodeRequestSchema, value: { email, code } },
    response: adminCodeResponseSchema,
  });
}
