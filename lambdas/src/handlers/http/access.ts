import { METRIC, accessRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { checkAccess, type AccessDeps } from '../../domain/access/check-access.js';
import { LaneError } from '../../domain/errors.js';
import { httpRoute } from '../../http/route.js';
import { sessionCookie } from '../../http/session-cookie.js';
import { MetricUnit, metrics } from '../../observability.js';

export type AccessHandlerDeps = AccessDeps & { cookieSecure: boolean };

/** Counts refusals by reason without ever naming who was refused. */
export async function countingDenials<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LaneError) {
      metrics.addMetric(
        error.code === 'rate_limited' ? METRIC.rateLimited : METRIC.accessDenied,
        MetricUnit.Count,
        1,
      );
    }
    throw error;
  }
}

/** POST /api/access: the email of a paid pass opens Lane in this browser; the admin gets a code. */
export const createAccessHandler = (deps: () => AccessHandlerDeps) =>
  httpRoute({ body: accessRequestSchema }, async ({ body, clientIp }) => {
    const d = deps();
    const outcome = await countingDenials(() =>
      checkAccess(d, { email: body.email, lang: body.lang, clientIp }),
    );
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

export const accessDepsFromCloud = (): AccessHandlerDeps => ({
  clock: cloud.clock,
  passes: cloud.passStore(),
  sessions: cloud.sessionTokens(),
  generations: cloud.sessionGenerations(),
  adminEmail: cloud.adminEmail,
  adminCodes: cloud.adminCodes(),
  mailer: cloud.mailer(),
  rateCounter: cloud.rateCounter(),
  fingerprint: cloud.fingerprint,
  cookieSecure: true,
});

export const handler = createAccessHandler(accessDepsFromCloud);
