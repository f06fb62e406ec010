import type { Language } from './languages.js';
import type { ProductId } from './plans.js';

/**
 * The passes' names as people read them, in each language: the one home for what the
 * landing's pricing cards, its terms and everything else that names a pass call it. Plain data, no
 * schema library: the landing reads it.
 */
export const PLAN_NAMES: Readonly<Record<Language, Readonly<Record<ProductId, string>>>> = {
  en: { '48hour': 'Quick Help', '30day': 'Monthly Access' },
  es: { '48hour': 'Ayuda Rápida', '30day': 'Acceso Mensual' },
};

/** "Quick Help", "Acceso Mensual": a pass's name in a language. */
export function planName(id: ProductId, language: Language): string {
  return PLAN_NAMES[language][id];
}
