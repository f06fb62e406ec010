import { describe, expect, it } from 'vitest';
import { pageMeta, pageOfPath } from './page-meta';

describe('pageOfPath', () => {
  it.each([
    ['/', '/'],
    ['/es', '/'],
    ['/es/', '/'],
    ['/access', '/access'],
    ['/es/lane', '/lane'],
    ['/terms/', '/terms'],
    ['/Privacy', '/privacy'],
    ['/es/payment-success', '/payment-success'],
  ])('reads %s as the %s page', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });

  it.each(['/pricing', '/escape', '/es/es', '/lane/extra', '/es/nope'])(
    'reads %s as no page (404)',
    (path) => {
      expect(pageOfPath(path)).toBeNull();
    },
  );
});

describe('pageMeta', () => {
  it('keeps the chat and payment confirmation out of search engines, in both languages', () => {
    for (const path of ['/lane', '/es/lane', '/payment-success', '/es/payment-success']) {
      expect(pageMeta(path).noindex, path).toBe(true);
    }
  });

  it('lets the public pages be indexed', () => {
    for (const path of [
      '/',
      '/es',
      '/access',
      '/es/access',
      '/privacy',
      '/es/privacy',
      '/terms',
      '/es/terms',
    ]) {
      expect(pageMeta(path), path).toMatchObject({ noindex: false });
    }
  });

  it('marks an unknown path as the noindex 404 page', () => {
    expect(pageMeta('/es/does-not-exist')).toEqual({ key: 'not_found', noindex: true });
  });
});
