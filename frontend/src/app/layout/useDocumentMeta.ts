import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { OG_LOCALES, documentHead } from './document-head';

/** The <meta> element with this name, created in <head> the first time it is needed. */
function metaNamed(name: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  return element;
}

function setProperty(property: string, content: string) {
  document.head.querySelector(`meta[property="${property}"]`)?.setAttribute('content', content);
}

/** Replaces the canonical and hreflang links with these (none when the page has none). */
function setLinks(canonical: string | null, alternates: { hrefLang: string; href: string }[]) {
  document.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')
    .forEach((link) => link.remove());
  const links: HTMLLinkElement[] = [];
  if (canonical) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = canonical;
    links.push(link);
  }
  for (const { hrefLang, href } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hrefLang;
    link.href = href;
    links.push(link);
  }
  document.head.append(...links);
}

/**
 * `<html lang>`, the title, the description, the canonical and hreflang links and the robots
 * directive follow the route and its language (document-head.ts, which also writes the prerendered
 * pages' heads), so screen readers pronounce the page right and search engines index only public
 * pages. Layout effects: the new lang and title land in the same commit as the new text.
 */
export function useDocumentMeta() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const head = documentHead(pathname, (key) => t(key));
  const { language, title, description, noindex, canonical, alternates } = head;
  const alternatesKey = JSON.stringify(alternates);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
    metaNamed('description').content = description;
    setProperty('og:title', title);
    setProperty('og:description', description);
    setProperty('og:locale', OG_LOCALES[language]);
    if (canonical) setProperty('og:url', canonical);
  }, [language, title, description, canonical]);

  useLayoutEffect(() => {
    setLinks(canonical, JSON.parse(alternatesKey) as typeof alternates);
  }, [canonical, alternatesKey]);

  useLayoutEffect(() => {
    if (noindex) metaNamed('robots').content = 'noindex';
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [noindex]);
}
