import { useEffect } from 'react';
import { markHydrated } from './hydrated';

/**
 * Renders nothing. Placed inside the innermost Suspense boundary around the page (AppLayout): its
 * effect runs once that boundary has hydrated, which React may do after the root's own commit, so
 * only then are the page's fields and buttons React's.
 */
export function Live() {
  useEffect(markHydrated, []);
  return null;
}
