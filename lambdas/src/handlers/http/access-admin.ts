import { adminCodeRequestSchema } from '@lane/shared';
import { verifyAdminCode } from '../../domain/access/check-access.js';
import { httpRoute } from '../../http/route.js';
import { sessionCookie } from '../../http/session-cookie.js';
import { accessDepsFromCloud, countingDenials, type AccessHandlerDeps } from './access.js';

/** POST /api/access/admin: the emailed one-time code opens an admin session. */
export const createAccessAdminHandler = (deps: () => AccessHandlerDeps) =>
  httpRoute({ body: adminCodeRequestSchema }, async ({ body, clientIp }) => {
    const d = deps();
    const session = await countingDenials(() =>
      verifyAdminCode(d, { email: body.email, code: body.code, clientIp }),
    );
    return {
      statusCode: 200,
      body: { role: 'admin' },
      cookies: [sessionCookie(session.token, session.expiresAt, d.clock.now(), { secure: d.cookieSecure })],
    };
  });

export const handler = createAccessAdminHandler(accessDepsFromCloud);
