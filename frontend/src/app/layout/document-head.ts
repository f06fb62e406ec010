import { LANGUAGES, languageOfPath, localizePath, type Language } from '@lane/shared';
import { pageMeta, pageOfPath, type PageMetaKey } from './page-meta';

/**
 * The public address of Lane, which canonical and hreflang links must name in full (search engines
 * read them as absolute URLs); the same origin as the link previews' og:url in index.html.
 */
export const SITE_ORIGIN = 'https://lane.help';

export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_US' };

/** The entries of the common catalogue a page's head is written from. */
export type MetaKey = `meta.${PageMetaKey}.${'title' | 'description'}`;

interface DocumentHead {
  language: Language;
  title: string;
  description: string;
  noindex: boolean;
  /** The page's own address, for indexable pages only. */
  canonical: string | null;
  /** The same page in each language (and x-default, the English one), for indexable pages only. */
  alternates: { hrefLang: string; href: string }[];
}

/**
 * What <head> says about a path: the same for the prerendered HTML (scripts/prerender.ts) and for
 * the running app (useDocumentMeta), so hydration changes nothing and a client-side navigation
 * leaves the head as a fresh load of the new URL would have it.
 */
export function documentHead(pathname: string, t: (key: MetaKey) => string): DocumentHead {
  const language = languageOfPath(pathname);
  const { key, noindex } = pageMeta(pathname);
  const page = pageOfPath(pathname);
  const indexable = page !== null && !noindex;
  const url = (lang: Language) => (page === null ? '' : `${SITE_ORIGIN}${localizePath(page, lang)}`);
  return {
    language,
    title: t(`meta.${key}.title`),
    description: t(`meta.${key}.description`),
    noindex,
    canonical: indexable ? url(language) : null,
    alternates: indexable
      ? [
          ...LANGUAGES.map((lang) => ({ hrefLang: lang, href: url(lang) })),
          { hrefLang: 'x-default', href: url('en') },
        ]
      : [],
  };
}
