import { SESSION_COOKIE, SESSION_COOKIE_PATH } from '@lane/shared';
import { readCookie, serializeCookie } from './cookies.js';

export interface CookieSettings {
  /** False only on the local stack over plain http, where browsers would drop a Secure cookie. */
  secure: boolean;
}

export const sessionTokenFrom = (cookies: readonly string[]): string | undefined =>
  readCookie(cookies, SESSION_COOKIE);

/** The session cookie lives exactly as long as what it grants (docs/architecture.md, "The session"). */
export function sessionCookie(token: string, expiresAt: Date, now: Date, settings: CookieSettings): string {
  return serializeCookie(SESSION_COOKIE, token, {
    path: SESSION_COOKIE_PATH,
    maxAgeSeconds: (expiresAt.getTime() - now.getTime()) / 1000,
    secure: settings.secure,
  });
}

export function clearedSessionCookie(settings: CookieSettings): string {
  return serializeCookie(SESSION_COOKIE, '', {
    path: SESSION_COOKIE_PATH,
    maxAgeSeconds: 0,
    secure: settings.secure,
  });
}
