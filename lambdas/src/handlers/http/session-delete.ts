import { httpRoute } from '../../http/route.js';
import { clearedSessionCookie } from '../../http/session-cookie.js';

/** DELETE /api/session: "End session" forgets this browser's session. */
export const createSessionDeleteHandler = (deps: () => { cookieSecure: boolean }) =>
  httpRoute({}, async () => ({
    statusCode: 204,
    cookies: [clearedSessionCookie({ secure: deps().cookieSecure })],
  }));

export const handler = createSessionDeleteHandler(() => ({ cookieSecure: true }));
