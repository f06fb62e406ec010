import type { Language } from '@lane/shared';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../lib/language';
import { pageMeta } from './page-meta';

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

const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_US' };

function setProperty(property: string, content: string) {
  document.head.querySelector(`meta[property="${property}"]`)?.setAttribute('content', content);
}

/**
 * `<html lang>`, the title, the description and the robots directive follow the route and its
 * language, so screen readers pronounce the page right and search engines index only public pages.
 * Layout effects: the new lang and title land in the same commit as the new text.
 */
export function useDocumentMeta() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { key, noindex } = pageMeta(pathname);
  const title = t(`meta.${key}.title`);
  const description = t(`meta.${key}.description`);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
    metaNamed('description').content = description;
    setProperty('og:title', title);
    setProperty('og:description', description);
    setProperty('og:locale', OG_LOCALES[language]);
  }, [language, title, description]);

  useLayoutEffect(() => {
    if (noindex) metaNamed('robots').content = 'noindex';
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [noindex]);
}
