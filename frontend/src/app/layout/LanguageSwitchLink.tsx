import type { Language } from '@lane/shared';
import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router-dom';
import { preloadLanguage } from '../i18n';

interface LanguageSwitchLinkProps extends LinkProps {
  /** The language the link leads to. */
  language: Language;
  to: string;
}

/** A plain click: no new tab or window, nothing else has handled it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * The language switch. The other language's catalogues load as soon as the link is
 * pointed at or focused, and a click navigates only once they are there: the new URL never shows
 * the old language while they load.
 */
export function LanguageSwitchLink({
  language,
  to,
  onClick,
  onFocus,
  onPointerEnter,
  ...props
}: LanguageSwitchLinkProps) {
  const navigate = useNavigate();
  const preload = () => {
    preloadLanguage(language).catch(() => {
      // A failed preload is retried on click, and the page's own loading covers a second failure.
    });
  };

  return (
    <RouterLink
      {...props}
      to={to}
      lang={language}
      hrefLang={language}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        preload();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload();
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void preloadLanguage(language)
          .catch(() => undefined)
          // In one task with the URL change (no transition): no frame shows the new URL over the old page.
          .then(() => navigate(to, { flushSync: true }));
      }}
    />
  );
}
