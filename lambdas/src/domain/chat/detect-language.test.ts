import { describe, expect, it } from 'vitest';
import { answerLanguage, asksForSpanish, detectLanguage } from './detect-language.js';

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

describe('asksForSpanish', () => {
  it('hears a person say their English is poor, or ask for Spanish', () => {
    for (const text of [
      'hola sorry my english no good',
      'perdon my english is not good',
      'no hablo bien ingles',
      'mi inglés es malo',
      'en español por favor',
      "i don't speak good english",
    ])
      expect(asksForSpanish(text), text).toBe(true);
  });

  it('does not hear it in ordinary English', () => {
    for (const text of ['my english teacher was charged twice', 'the english muffins never came'])
      expect(asksForSpanish(text), text).toBe(false);
  });
});
