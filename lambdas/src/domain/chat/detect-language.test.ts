import { describe, expect, it } from 'vitest';
import { answerLanguage, detectLanguage } from './detect-language.js';

describe('detectLanguage', () => {
  it.each([
    ['The hospital billed me $2,340 for an ER visit my insurance should cover', 'en'],
    ['they said no', 'en'],
    ['El hospital me cobró 2.340 dólares por una visita a urgencias', 'es'],
    ['dijeron que no', 'es'],
    ['¿Qué hago ahora?', 'es'],
    ['mi landlord me cobró un late fee de $75', 'es'],
  ])('reads "%s" as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each(['ok', '$400', 'Comcast', 'no'])('does not guess from "%s"', (text) => {
    expect(detectLanguage(text)).toBeUndefined();
  });
});

describe('answerLanguage', () => {
  it('answers in the language the person writes in, else in the page language', () => {
    expect(answerLanguage('dijeron que no', 'en')).toBe('es');
    expect(answerLanguage('they said no', 'es')).toBe('en');
    expect(answerLanguage('ok', 'es')).toBe('es');
  });
});
