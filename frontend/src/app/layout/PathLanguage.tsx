import type { Language } from '@lane/shared';
import i18next, { type i18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLanguage } from '../../lib/language';

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, sharing the global one's catalogues and loader. A page then
 * renders in its path's language from its very first render, and switching language is an
 * ordinary route change: the new tree suspends while its catalogues load, and the old one is not
 * re-rendered in the new language meanwhile (which a global changeLanguage would do).
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.cloneInstance({ lng: language });
    instances.set(language, instance);
  }
  return instance;
}

/** The language follows whether the path starts with /es. */
export function PathLanguage({ children }: { children: ReactNode }) {
  const language = useLanguage();

  // Code outside React that reads the global instance sees the same language as the page.
  useEffect(() => {
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }, [language]);

  return <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>;
}
