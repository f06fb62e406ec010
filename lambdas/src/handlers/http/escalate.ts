import { escalateRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { escalate, type EscalateDeps } from '../../domain/escalation/escalate.js';
import { httpRoute } from '../../http/route.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';

export type EscalateHandlerDeps = EscalateDeps;

/**
 * POST /api/escalate: the conversation and the call log the browser holds in, the next rungs and a
 * ready complaint out (plain JSON). The session, the fair-use limit and the body are checked before
 * anything is read; nothing the person typed is logged.
 */
export const createEscalateHandler = (deps: () => EscalateHandlerDeps) =>
  httpRoute({ body: escalateRequestSchema }, async ({ body, cookies }) => ({
    statusCode: 200,
    body: await escalate(deps(), sessionTokenFrom(cookies), body),
  }));

export const handler = createEscalateHandler(() => ({
  clock: cloud.clock,
  passes: cloud.passStore(),
  sessions: cloud.sessionTokens(),
  adminEmail: cloud.adminEmail,
  generations: cloud.sessionGenerations(),
  rateCounter: cloud.rateCounter(),
  fingerprint: cloud.fingerprint,
}));
