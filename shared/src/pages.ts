import { LANGUAGES, localizePath } from './languages.js';

/** The app's own pages, without the /es prefix. Anything else is a real 404. */
export const APP_PAGES = ['/', '/access', '/lane', '/privacy', '/terms', '/payment-success'] as const;
export type AppPage = (typeof APP_PAGES)[number];

/** Pages search engines should not index or list. */
export const NOINDEX_PAGES: readonly AppPage[] = ['/lane', '/payment-success'];

/** Every path the app answers with 200, in both languages: '/', '/es', '/access', '/es/access', … */
export const APP_PATHS: readonly string[] = APP_PAGES.flatMap((page) =>
  LANGUAGES.map((language) => localizePath(page, language)),
);

/** Whether a request path is one of the app's pages (a trailing slash is tolerated). */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return APP_PATHS.includes(trimmed);
}
