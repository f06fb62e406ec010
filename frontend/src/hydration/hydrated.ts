/**
 * When the app is live on the page. The entry (main.tsx) holds what a visitor does before that —
 * a tap on a button, a form sent — and hands it to the app once it is; start.tsx says when.
 * This module is part of the entry: it must stay tiny and import nothing.
 */
let resolveHydrated: () => void = () => {};

/** Resolves once the app has rendered (hydrated) the page and answers events itself. */
export const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** The attribute `<html>` carries once the app is live (for browser tests and for CSS). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Called by the app once its first render is committed and its event handlers are attached. */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  resolveHydrated();
}
