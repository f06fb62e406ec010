import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN, documentHead, type MetaKey } from './document-head';

const t = (key: MetaKey) => `[${key}]`;

describe('documentHead', () => {
  it('gives a public page its canonical address and the same page in each language', () => {
    expect(documentHead('/es/privacy', t)).toEqual({
      language: 'es',
      title: '[meta.privacy.title]',
      description: '[meta.privacy.description]',
      noindex: false,
      canonical: `${SITE_ORIGIN}/es/privacy`,
      alternates: [
        { hrefLang: 'en', href: `${SITE_ORIGIN}/privacy` },
        { hrefLang: 'es', href: `${SITE_ORIGIN}/es/privacy` },
        { hrefLang: 'x-default', href: `${SITE_ORIGIN}/privacy` },
      ],
    });
    expect(documentHead('/', t).canonical).toBe(`${SITE_ORIGIN}/`);
    expect(documentHead('/es', t).canonical).toBe(`${SITE_ORIGIN}/es`);
  });

  it('names the page, not the path it was reached by', () => {
    expect(documentHead('/es/terms/', t).canonical).toBe(`${SITE_ORIGIN}/es/terms`);
  });

  it('gives pages kept out of search no canonical and no alternates', () => {
    for (const path of ['/lane', '/es/payment-success', '/no-such-page', '/es/nada']) {
      const head = documentHead(path, t);
      expect(head.noindex, path).toBe(true);
      expect(head.canonical, path).toBeNull();
      expect(head.alternates, path).toEqual([]);
    }
    expect(documentHead('/es/nada', t)).toMatchObject({ language: 'es', title: '[meta.not_found.title]' });
  });
});
