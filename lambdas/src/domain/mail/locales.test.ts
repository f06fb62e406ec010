import { localeLeaves as leaves } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

const placeholders = (text: unknown): string[] =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

describe('mail locales', () => {
  const english = leaves(en);
  const spanish = leaves(es);

  it('hold exactly the same keys in English and Spanish', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('hold only non-empty strings', () => {
    for (const [path, text] of [...english, ...spanish]) {
      expect(typeof text, path).toBe('string');
      expect(String(text).trim(), path).not.toBe('');
    }
  });

  it('use the same placeholders for the same key', () => {
    for (const [path, text] of english)
      expect(placeholders(spanish.get(path)), path).toEqual(placeholders(text));
  });

  it('use snake_case keys', () => {
    for (const path of english.keys()) {
      for (const segment of path.split('.')) expect(segment, path).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });
});
