import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@lane/shared';
import {
  NOT_FOUND_MARKER,
  readSiteFiles,
  routeFor,
  viewerRequestCode,
  viewerResponseCode,
  type SiteFiles,
} from '../lib/edge/spa-routing.js';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
}

/** A build as `npm run build` makes it: every public page prerendered, /lane and /payment-success not. */
const PRERENDERED = ['/', '/es', '/access', '/es/access', '/privacy', '/es/privacy', '/terms', '/es/terms'];
const BUILD: SiteFiles = {
  prerendered: PRERENDERED,
  shell: '/app.html',
  notFound: { es: '/es/404.html', default: '/404.html' },
};

/** Loads a generated CloudFront Function the way its runtime does: plain script, one handler. */
const load = <In, Out>(code: string) => new Function(`${code}\nreturn handler;`)() as (event: In) => Out;
const onRequest = load<{ request: EdgeRequest }, EdgeRequest>(viewerRequestCode(APP_PATHS, BUILD));
const onResponse = load<{ request: EdgeRequest; response: EdgeResponse }, EdgeResponse>(
  viewerResponseCode(APP_PATHS, BUILD),
);
const localRoute = routeFor(APP_PATHS, BUILD);

const request = (uri: string, headers: Record<string, { value: string }> = {}): EdgeRequest => ({
  uri,
  headers,
});

/** A request through both functions, as CloudFront runs them around the S3 fetch. */
function visit(uri: string, seenByResponse: 'original' | 'rewritten') {
  const original = request(uri);
  const forwarded = onRequest({ request: structuredClone(original) });
  const response = onResponse({
    request: seenByResponse === 'original' ? original : forwarded,
    response: { statusCode: 200 },
  });
  return { fetched: forwarded.uri, status: response.statusCode };
}

/** The local server's answer for the same path (infra/local/static-site.ts runs routeFor). */
function local(uri: string) {
  const routed = localRoute(uri);
  return { fetched: routed.uri, status: routed.notFound ? 404 : 200 };
}

const UNKNOWN: [string, string][] = [
  ['/nope', '/404.html'],
  ['/es/nope', '/es/404.html'],
  ['/es/lane/extra', '/es/404.html'],
  ['/lane/extra', '/404.html'],
  ['/ES', '/404.html'],
  ['/escape', '/404.html'],
  ['/assets/', '/404.html'],
  ['/api-docs', '/404.html'],
  ['/__proto__', '/404.html'],
  ['/constructor', '/404.html'],
];

describe('the edge routing functions and the local server', () => {
  it.each(['original', 'rewritten'] as const)(
    'serve each prerendered page from its own file with 200 (response sees the %s request)',
    (seen) => {
      for (const path of PRERENDERED) {
        const file = path === '/' ? '/index.html' : `${path}/index.html`;
        expect(visit(path, seen), path).toEqual({ fetched: file, status: 200 });
        expect(local(path), path).toEqual({ fetched: file, status: 200 });
        if (path !== '/') expect(visit(`${path}/`, seen), `${path}/`).toEqual({ fetched: file, status: 200 });
      }
    },
  );

  it('serve the client-rendered pages from the app shell with 200', () => {
    for (const path of ['/lane', '/es/lane', '/payment-success', '/es/payment-success', '/lane/']) {
      expect(visit(path, 'original'), path).toEqual({ fetched: '/app.html', status: 200 });
      expect(visit(path, 'rewritten'), path).toEqual({ fetched: '/app.html', status: 200 });
      expect(local(path), path).toEqual({ fetched: '/app.html', status: 200 });
    }
  });

  it.each(['original', 'rewritten'] as const)(
    'answer unknown pages with the 404 page of their language and a real 404 (response sees the %s request)',
    (seen) => {
      for (const [path, page] of UNKNOWN) {
        expect(visit(path, seen), path).toEqual({ fetched: page, status: 404 });
        expect(local(path), path).toEqual({ fetched: page, status: 404 });
      }
    },
  );

  it('pass files through untouched, found or not', () => {
    for (const path of [
      '/assets/index-3f9a2c1b.js',
      '/favicon.svg',
      '/robots.txt',
      '/index.html',
      '/app.html',
    ]) {
      expect(visit(path, 'original'), path).toEqual({ fetched: path, status: 200 });
      expect(visit(path, 'rewritten'), path).toEqual({ fetched: path, status: 200 });
      expect(local(path), path).toEqual({ fetched: path, status: 200 });
    }
  });

  it('ignore a not-found marker sent by the viewer', () => {
    const forwarded = onRequest({ request: request('/access', { [NOT_FOUND_MARKER]: { value: '1' } }) });
    expect(forwarded.headers[NOT_FOUND_MARKER]).toBeUndefined();
    expect(onResponse({ request: forwarded, response: { statusCode: 200 } }).statusCode).toBe(200);
  });

  it('leave the status of anything but a 200 from S3 as it was for files', () => {
    expect(onResponse({ request: request('/missing.js'), response: { statusCode: 404 } }).statusCode).toBe(
      404,
    );
  });

  it('embed the shared page list, so a new page needs no change here', () => {
    const code = viewerRequestCode(['/', '/new-page'], { ...BUILD, prerendered: ['/'] });
    const route = load<{ request: EdgeRequest }, EdgeRequest>(code);
    expect(route({ request: request('/new-page') })).toEqual({ uri: '/app.html', headers: {} });
    expect(route({ request: request('/access') }).headers[NOT_FOUND_MARKER]).toEqual({ value: '1' });
  });
});

describe('readSiteFiles', () => {
  function build(files: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'lane-site-'));
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), 'x');
    }
    return dir;
  }

  it('finds the prerendered pages, the shell and the 404 pages of a build', () => {
    const dir = build([
      'index.html',
      'app.html',
      'es/index.html',
      'access/index.html',
      '404.html',
      'es/404.html',
      'assets/index-1.js',
    ]);
    try {
      expect(readSiteFiles(dir, APP_PATHS)).toEqual({
        prerendered: ['/', '/es', '/access'],
        shell: '/app.html',
        notFound: { es: '/es/404.html', default: '/404.html' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers every page with index.html in a build without prerendering', () => {
    const dir = build(['index.html', 'assets/index-1.js']);
    try {
      const files = readSiteFiles(dir, APP_PATHS);
      expect(files).toEqual({
        prerendered: [],
        shell: '/index.html',
        notFound: { es: '/index.html', default: '/index.html' },
      });
      const route = routeFor(APP_PATHS, files);
      expect(route('/es/access')).toEqual({ uri: '/index.html', notFound: false });
      expect(route('/nope')).toEqual({ uri: '/index.html', notFound: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
