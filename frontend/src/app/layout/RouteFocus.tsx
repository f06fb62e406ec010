import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The element a #hash names, if it is on the page. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Focuses an element that may not be focusable by itself, without scrolling to it again. */
function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Rendered inside the page's Suspense boundary, after the page, so its effect runs once the new
 * page is really on screen. After an in-app navigation it scrolls to the top (or to the #hash
 * target) and moves focus to the page's main heading (or the target), so keyboard and screen
 * reader users start on the new content instead of the link they left. Back/forward (POP) keeps
 * the browser's own scroll restoration; on the first load focus stays where the browser put it.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const target = hashTarget(location.hash);
    if (firstRender.current) {
      firstRender.current = false;
      // The browser tried to scroll to the hash before the page existed; do it now, as it would have.
      target?.scrollIntoView({ behavior: 'instant' });
      return;
    }
    if (navigationType === 'POP') return;
    if (target) {
      // A new page, not a jump within one: no smooth scroll across content the reader never saw.
      target.scrollIntoView({ behavior: 'instant' });
      focusWithoutScroll(target);
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading) focusWithoutScroll(heading);
    else main?.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType]);

  return null;
}
