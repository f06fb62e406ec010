import { describe, expect, it } from 'vitest';
import { ERROR_DETAILS } from '../domain/errors.js';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

describe('the error details catalogue', () => {
  it('has a short, non-empty phrase for every detail in English and Spanish, and nothing else', () => {
    for (const catalogue of [en.details, es.details]) {
      expect(Object.keys(catalogue).sort()).toEqual([...ERROR_DETAILS].sort());
      for (const phrase of Object.values(catalogue)) {
        expect(phrase.trim().length).toBeGreaterThan(0);
        expect(phrase.length).toBeLessThanOrEqual(80);
      }
    }
    for (const detail of ERROR_DETAILS)
      expect(es.details[detail as keyof typeof es.details]).not.toBe(
        en.details[detail as keyof typeof en.details],
      );
  });
});
