import { languageOfPath, localizePath, type Language } from '@lane/shared';
import { useLocation } from 'react-router-dom';

/** The page's language comes from its path: /es… is Spanish, everything else English. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A path in the current page's language: useLocalizedPath()('/lane') → '/es/lane' on Spanish pages. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path: string) => {
    const [pathname = '/', hash] = path.split('#');
    const localized = localizePath(pathname, language);
    return hash === undefined ? localized : `${localized}#${hash}`;
  };
}
