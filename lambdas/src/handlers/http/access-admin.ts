import { adminCodeRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { verifyAdminCode, type AccessDeps } from '../../domain/access/check-access.js';
import { countRefusal } from '../../http/failure-metrics.js';
import { httpRoute } from '../../http/route.js';
import { sessionCookie } from '../../http/session-cookie.js';

export type AccessAdminHandlerDeps = AccessDeps & { cookieSecure: boolean };

/** POST /api/access/admin: the emailed one-time code opens an admin session. */
export const createAccessAdminHandler = (deps: () => AccessAdminHandlerDeps) =>
  httpRoute({ body: adminCodeRequestSchema, onFailure: countRefusal }, async ({ body, clientIp }) => {
    const d = deps();
    const session = await verifyAdminCode(d, { email: body.email, code: body.code, clientIp });
    return {
      statusCode: 200,
      body: { role: 'admin' },
      cookies: [sessionCookie(session.token, session.expiresAt, d.clock.now(), { secure: d.cookieSecure })],
    };
  });

export const handler = createAccessAdminHandler(cloud.accessPorts);
