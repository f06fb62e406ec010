import { LANGUAGES, type Language } from '@lane/shared';
import type { Catalogues } from './i18n';

/** The id of the JSON block a prerendered page carries (a data block: CSP lets no inline script run). */
export const PRERENDERED_DATA_ID = 'lane-page';

/** What a prerendered page tells the app that hydrates it. */
interface PrerenderedPage {
  language: Language;
  catalogues: Catalogues;
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can close or open anything. */
export function serializePrerenderedPage(page: PrerenderedPage): string {
  return JSON.stringify(page).replaceAll('<', '\\u003c');
}

/** The prerendered page's data, or null on a page that the browser renders from scratch. */
export function readPrerenderedPage(document: Document): PrerenderedPage | null {
  const text = document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as Partial<PrerenderedPage>;
  if (!LANGUAGES.includes(data.language as Language) || typeof data.catalogues !== 'object') return null;
  return { language: data.language as Language, catalogues: data.catalogues };
}
