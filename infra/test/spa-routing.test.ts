import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@lane/shared';
import { NOT_FOUND_MARKER, viewerRequestCode, viewerResponseCode } from '../lib/edge/spa-routing.js';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
}

/** Loads a generated CloudFront Function the way its runtime does: plain script, one handler. */
const load = <In, Out>(code: string) => new Function(`${code}\nreturn handler;`)() as (event: In) => Out;
const onRequest = load<{ request: EdgeRequest }, EdgeRequest>(viewerRequestCode(APP_PATHS));
const onResponse = load<{ request: EdgeRequest; response: EdgeResponse }, EdgeResponse>(
  viewerResponseCode(APP_PATHS),
);

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

describe('the edge routing functions', () => {
  it.each(['original', 'rewritten'] as const)(
    'serve every app page from index.html with 200 (response sees the %s request)',
    (seen) => {
      for (const path of APP_PATHS) {
        expect(visit(path, seen), path).toEqual({ fetched: '/index.html', status: 200 });
        if (path !== '/')
          expect(visit(`${path}/`, seen), `${path}/`).toEqual({ fetched: '/index.html', status: 200 });
      }
    },
  );

  it.each(['original', 'rewritten'] as const)(
    'answer unknown pages with index.html and a real 404 (response sees the %s request)',
    (seen) => {
      for (const path of [
        '/nope',
        '/es/nope',
        '/lane/extra',
        '/ES',
        '/assets/',
        '/api-docs',
        '/__proto__',
        '/constructor',
      ]) {
        expect(visit(path, seen), path).toEqual({ fetched: '/index.html', status: 404 });
      }
    },
  );

  it('pass files through untouched, found or not', () => {
    for (const path of ['/assets/index-3f9a2c1b.js', '/favicon.svg', '/robots.txt', '/index.html']) {
      expect(visit(path, 'original'), path).toEqual({ fetched: path, status: 200 });
      expect(visit(path, 'rewritten'), path).toEqual({ fetched: path, status: 200 });
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
    const code = viewerRequestCode(['/', '/new-page']);
    const route = load<{ request: EdgeRequest }, EdgeRequest>(code);
    expect(route({ request: request('/new-page') }).headers[NOT_FOUND_MARKER]).toBeUndefined();
    expect(route({ request: request('/access') }).headers[NOT_FOUND_MARKER]).toEqual({ value: '1' });
  });
});
