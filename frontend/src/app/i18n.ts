import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lane/shared';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One namespace per feature. Each loads on demand, so the landing never downloads the playbook. */
export const NAMESPACES = [
  'common',
  'landing',
  'legal',
  'access',
  'chat',
  'calls',
  'playbook',
  'payment',
  'practice',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Catalogues a page starts with (a prerendered page carries its own, inlined): namespace → entries. */
export type Catalogues = Partial<Record<Namespace, Record<string, unknown>>>;

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function readCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = catalogues[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} translations for namespace ${namespace}`);
  return (await load()).default;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    readCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Starts i18next in this language. With `initial` catalogues (the ones a prerendered page inlines)
 * it is ready at once, so the first render — the hydration — already has every string it shows;
 * any other namespace still loads on demand.
 */
export function initI18n(language: string = DEFAULT_LANGUAGE, initial: Catalogues = {}) {
  if (i18next.isInitialized) return i18next;
  const namespaces = Object.keys(initial) as Namespace[];
  void i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: namespaces.includes('common') ? namespaces : ['common', ...namespaces],
      defaultNS: 'common',
      ...(namespaces.length > 0 ? { resources: { [language]: initial }, partialBundledLanguages: true } : {}),
      // Synchronous: a page's instance for a language (PathLanguage) whose catalogues are already
      // loaded — the language switch waits for them — is ready for the very render that uses it.
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

/**
 * Loads, in `language`, every namespace already loaded in any other language: the catalogues the
 * same page needs once the language switch is followed. Resolves when they are all there.
 */
export async function preloadLanguage(language: Language): Promise<void> {
  const loadedElsewhere = new Set(
    LANGUAGES.filter((other) => other !== language).flatMap((other) =>
      NAMESPACES.filter((namespace) => i18next.hasResourceBundle(other, namespace)),
    ),
  );
  await Promise.all(
    [...loadedElsewhere]
      .filter((namespace) => !i18next.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        const catalogue = await readCatalogue(language, namespace);
        i18next.addResourceBundle(language, namespace, catalogue, true, true);
      }),
  );
}
