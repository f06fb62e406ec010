import { describe, expect, it } from 'vitest';
import { languageOfPath, localizePath, stripLanguagePrefix, togglePathLanguage } from './languages.js';

describe('languageOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/access', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/lane', 'es'],
    ['/escape', 'en'],
    ['/establish/es', 'en'],
  ])('reads %s as %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('togglePathLanguage', () => {
  it.each([
    ['/', '/es'],
    ['/es', '/'],
    ['/access', '/es/access'],
    ['/es/access', '/access'],
    ['/lane', '/es/lane'],
    ['/es/lane', '/lane'],
    ['/payment-success', '/es/payment-success'],
    ['/es/privacy', '/privacy'],
    ['/escape', '/es/escape'],
  ])('switches %s to %s', (from, to) => {
    expect(togglePathLanguage(from)).toBe(to);
  });

  it('comes back to where it started after two switches', () => {
    for (const path of ['/', '/terms', '/es', '/es/terms', '/does-not-exist']) {
      expect(togglePathLanguage(togglePathLanguage(path))).toBe(path);
    }
  });
});

describe('localizePath and stripLanguagePrefix', () => {
  it('adds the prefix only for Spanish and never twice', () => {
    expect(localizePath('/terms', 'es')).toBe('/es/terms');
    expect(localizePath('/es/terms', 'es')).toBe('/es/terms');
    expect(localizePath('/es/terms', 'en')).toBe('/terms');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('removes the prefix down to the root', () => {
    expect(stripLanguagePrefix('/es')).toBe('/');
    expect(stripLanguagePrefix('/es/access')).toBe('/access');
    expect(stripLanguagePrefix('/access')).toBe('/access');
  });
});
