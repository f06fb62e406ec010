/** The one cookie Lane sets: a signed session token, readable only by the API. */
export const SESSION_COOKIE = 'lane_session';
export const SESSION_COOKIE_PATH = '/api';
export const ADMIN_SESSION_HOURS = 30 * 24;
export const ADMIN_CODE_TTL_MINUTES = 10;
export const ADMIN_CODE_MAX_ATTEMPTS = 5;
/** The browser-side UI hint (the admin marker); the server still decides. */
export const ADMIN_EMAIL_STORAGE_KEY = 'adminEmail';
