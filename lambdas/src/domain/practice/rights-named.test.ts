import { describe, expect, it } from 'vitest';
import { REVIEWED_FACTS } from '../chat/facts.js';
import { namedRightIds, rightsNamedIn, sayTheRight } from './rights-named.js';

describe('the rights a person can name on the call', () => {
  const rights = REVIEWED_FACTS.filter((fact) => fact.kind === 'right');

  it('cover exactly the reviewed facts that are rights (each with its official source there)', () => {
    expect(namedRightIds().sort()).toEqual(rights.map((fact) => fact.id).sort());
    for (const fact of rights) expect(fact.url).toMatch(/^https:\/\//);
  });

  it('each has a sentence to say in both languages', () => {
    for (const fact of rights) {
      expect(sayTheRight(fact.id, 'en')).toBeTruthy();
      expect(sayTheRight(fact.id, 'es')).toBeTruthy();
    }
  });

  it('each right’s own sentence counts as naming it, in both languages', () => {
    for (const fact of rights)
      for (const lang of ['en', 'es'] as const)
        expect(rightsNamedIn(sayTheRight(fact.id, lang)!, [fact.id]), `${fact.id} (${lang})`).toEqual([
          fact.id,
        ]);
  });
});
