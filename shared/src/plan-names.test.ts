import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { PLAN_NAMES, planName } from './plan-names.js';
import { PRODUCT_IDS } from './plans.js';

describe('plan names', () => {
  it('names both passes in both languages', () => {
    expect(planName('48hour', 'en')).toBe('Quick Help');
    expect(planName('30day', 'en')).toBe('Monthly Access');
    expect(planName('48hour', 'es')).toBe('Ayuda Rápida');
    expect(planName('30day', 'es')).toBe('Acceso Mensual');
  });

  it('has a name for every pass Lane sells, in every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(PLAN_NAMES[language])).toEqual([...PRODUCT_IDS]);
  });
});
