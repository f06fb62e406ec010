import { accessRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { checkAccess, type AccessDeps } from '../../domain/access/check-access.js';
import { countRefusal } from '../../http/failure-metrics.js';
import { httpRoute } from '../../http/route.js';
import { sessionCookie } from '../../http/session-cookie.js';

export type AccessHandlerDeps = AccessDeps & { cookieSecure: boolean };

/** POST /api/access: the email of a paid pass opens Lane in this browser; the admin gets a code. */
export const createAccessHandler = (deps: () => AccessHandlerDeps) =>
  httpRoute({ body: accessRequestSchema, onFailure: countRefusal }, async ({ body, clientIp }) => {
    const d = deps();
    const outcome = await checkAccess(d, { email: body.email, lang: body.lang, clientIp });
    if (outcome.role === 'admin') return { statusCode: 200, body: { role: 'admin', codeSent: true } };
    return {
      statusCode: 200,
      body: {
        role: 'user',
        remainingHours: outcome.remainingHours,
        durationHours: outcome.durationHours,
        expiresAt: outcome.expiresAt.toISOString(),
      },
      cookies: [
        sessionCookie(outcome.session.token, outcome.session.expiresAt, d.clock.now(), {
          secure: d.cookieSecure,
        }),
      ],
    };
  });

export const handler = createAccessHandler(cloud.accessPorts);
