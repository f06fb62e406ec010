import { readSession, type SessionDeps } from '../../domain/sessions/session.js';
import { httpRoute } from '../../http/route.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import * as cloud from '../../composition/cloud.js';

export type SessionGetDeps = SessionDeps;

/** GET /api/session: who this browser is and how long its pass has left. */
export const createSessionGetHandler = (deps: () => SessionGetDeps) =>
  httpRoute({}, async ({ cookies }) => ({
    statusCode: 200,
    body: await readSession(deps(), sessionTokenFrom(cookies)),
  }));

export const handler = createSessionGetHandler(() => ({
  clock: cloud.clock,
  passes: cloud.passStore(),
  sessions: cloud.sessionTokens(),
  adminEmail: cloud.adminEmail,
  generations: cloud.sessionGenerations(),
}));
