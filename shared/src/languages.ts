/**
 * English is the default and has no prefix; Spanish lives under /es. This module imports no schema
 * library: the landing's entry reads languages and paths from it (issue 11: no zod before
 * interaction). The schema the API validates with is built from the same list in language-schema.ts.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const SPANISH_PREFIX = '/es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function hasSpanishPrefix(pathname: string): boolean {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`);
}

/** The language a path is in: Spanish when it starts with /es (but not /escape), else English. */
export function languageOfPath(pathname: string): Language {
  return hasSpanishPrefix(pathname) ? 'es' : 'en';
}

/** The path without its language prefix: '/es/lane' → '/lane', '/es' → '/'. */
export function stripLanguagePrefix(pathname: string): string {
  if (!hasSpanishPrefix(pathname)) return pathname || '/';
  const rest = pathname.slice(SPANISH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The same page in the given language: ('/lane', 'es') → '/es/lane', ('/es', 'en') → '/'. */
export function localizePath(pathname: string, language: Language): string {
  const base = stripLanguagePrefix(pathname);
  if (language === 'en') return base;
  return base === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${base}`;
}

/** The other language's version of the current path (what the header's language switch links to). */
export function togglePathLanguage(pathname: string): string {
  return localizePath(pathname, languageOfPath(pathname) === 'en' ? 'es' : 'en');
}
