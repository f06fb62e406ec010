import { LANGUAGES, type Language } from '@lane/shared';

type Table = Readonly<Record<string, Readonly<Record<Language, unknown>>>>;

/**
 * Expected copy written key by key, each in every language side by side ({ title: { en, es } }),
 * read language by language (COPY.es.title), the way a test that runs in each language uses it.
 */
export function perLanguage<Copy extends Table>(
  copy: Copy,
): { [L in Language]: { [K in keyof Copy]: Copy[K][L] } } {
  const inLanguage = (language: Language) =>
    Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, value[language]]));
  return Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language)])) as {
    [L in Language]: { [K in keyof Copy]: Copy[K][L] };
  };
}
