import { DEFAULT_LANGUAGE, LANGUAGES } from '@lane/shared';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One namespace per feature (STYLE habit 11). Each loads on demand, so the landing never downloads the playbook. */
export const NAMESPACES = ['common', 'landing', 'legal', 'access', 'chat', 'playbook', 'payment'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} translations for namespace ${namespace}`), null);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function initI18n(language: string = DEFAULT_LANGUAGE) {
  if (i18next.isInitialized) return i18next;
  void i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}
