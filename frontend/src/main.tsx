/**
 * The entry: as small as it can be. On a prerendered page the browser first paints the HTML it
 * already has; only then is the app's code (start.tsx, preloaded by the page) evaluated and the
 * page hydrated, so no script stands between the visitor and the first paint.
 */
const start = () => void import('./start');

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
