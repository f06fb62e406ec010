import { APP_PAGES, NOINDEX_PAGES, stripLanguagePrefix, type AppPage } from '@lane/shared';

/** Which `meta.*` entry of the common catalogue describes each page; `not_found` is everything else. */
const META_KEYS = {
  '/': 'landing',
  '/access': 'access',
  '/lane': 'lane',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/payment-success': 'payment_success',
} as const satisfies Record<AppPage, string>;

export type PageMetaKey = (typeof META_KEYS)[AppPage] | 'not_found';

/** The app page a path shows, or null for the 404 page ('/es/terms/' → '/terms'). */
export function pageOfPath(pathname: string): AppPage | null {
  const base = stripLanguagePrefix(pathname);
  // The router matches case-insensitively and tolerates a trailing slash; so does this.
  const normalized = (base.length > 1 && base.endsWith('/') ? base.slice(0, -1) : base).toLowerCase();
  return APP_PAGES.find((page) => page === normalized) ?? null;
}

export function pageMeta(pathname: string): { key: PageMetaKey; noindex: boolean } {
  const page = pageOfPath(pathname);
  if (page === null) return { key: 'not_found', noindex: true };
  return { key: META_KEYS[page], noindex: NOINDEX_PAGES.includes(page) };
}
