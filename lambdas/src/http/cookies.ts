/** Reads one cookie from an HTTP API (payload v2) event, which lists them in `cookies`. */
export function readCookie(cookies: readonly string[] | undefined, name: string): string | undefined {
  for (const pair of cookies ?? []) {
    for (const part of pair.split(';')) {
      const index = part.indexOf('=');
      if (index === -1) continue;
      if (part.slice(0, index).trim() === name) {
        const value = part.slice(index + 1).trim();
        return value === '' ? undefined : value;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path: string;
  /** Browsers drop Secure cookies on plain http, so the local stack on http://localhost sends none. */
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
