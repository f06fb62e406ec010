import {
  accessRequestSchema,
  accessResponseSchema,
  adminCodeRequestSchema,
  adminCodeResponseSchema,
  type Language,
} from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/** POST /api/access: the server finds the pass for this email (or starts the admin code step). */
export function checkAccess(email: string, lang: Language) {
  return apiRequest('/api/access', {
    method: 'POST',
    // Parsing with the shared schema sends exactly what the server validates: trimmed and lowercased.
    body: accessRequestSchema.parse({ email, lang }),
    response: accessResponseSchema,
  });
}

/** POST /api/access/admin: the emailed one-time code turns into an admin session. */
export function verifyAdminCode(email: string, code: string) {
  return apiRequest('/api/access/admin', {
    method: 'POST',
    body: adminCodeRequestSchema.parse({ email, code }),
    response: adminCodeResponseSchema,
  });
}
