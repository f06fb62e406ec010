import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeLeaves as leaves } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../src/app/i18n';

const localesDir = join(import.meta.dirname, '../src/locales');

const read = (language: string, namespace: string) =>
  leaves(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')));

describe('translations', () => {
  it('has a file for every namespace in both languages and no stray files', () => {
    for (const language of ['en', 'es']) {
      const files = readdirSync(join(localesDir, language)).sort();
      expect(files).toEqual([...NAMESPACES].map((ns) => `${ns}.json`).sort());
    }
  });

  it.each([...NAMESPACES])('English and Spanish hold exactly the same keys in %s', (namespace) => {
    const english = [...read('en', namespace).keys()].sort();
    const spanish = [...read('es', namespace).keys()].sort();
    expect(spanish).toEqual(english);
    expect(english.length).toBeGreaterThan(0);
  });

  it.each([...NAMESPACES])('no string in %s is empty, in either language', (namespace) => {
    for (const language of ['en', 'es']) {
      for (const [key, value] of read(language, namespace)) {
        expect
          .soft(typeof value === 'string' && value.trim().length > 0, `${language}/${namespace}: ${key}`)
          .toBe(true);
      }
    }
  });
});
