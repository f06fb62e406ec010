import * as cloud from '../../composition/cloud.js';
import type { Clock } from '../../domain/clock.js';
import { endSession, type SessionGenerations, type SessionTokens } from '../../domain/sessions/session.js';
import { httpRoute } from '../../http/route.js';
import { clearedSessionCookie, sessionTokenFrom } from '../../http/session-cookie.js';

export interface SessionDeleteDeps {
  sessions: SessionTokens;
  generations: SessionGenerations;
  clock: Clock;
  cookieSecure: boolean;
}

/**
 * DELETE /api/session: "End session" (and the admin's logout) ends this session everywhere: the
 * cookie is cleared here, and any copy of it stops working on its next request.
 */
export const createSessionDeleteHandler = (deps: () => SessionDeleteDeps) =>
  httpRoute({}, async ({ cookies }) => {
    const d = deps();
    await endSession(d, sessionTokenFrom(cookies));
    return { statusCode: 204, cookies: [clearedSessionCookie({ secure: d.cookieSecure })] };
  });

export const handler = createSessionDeleteHandler(() => ({
  sessions: cloud.sessionTokens(),
  generations: cloud.sessionGenerations(),
  clock: cloud.clock,
  cookieSecure: true,
}));
