import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_PATHS, SECURITY_HEADERS } from '@lane/shared';
import { readSiteFiles, routeFor } from '../lib/edge/spa-routing.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | undefined;
  contentType: string;
}

/**
 * Serves the production build like CloudFront does, with the same routing rule
 * (lib/edge/spa-routing.ts): each prerendered page from its own file, the other app pages from the
 * app's shell, anything else with the 404 page of its language and a real 404 status; hashed assets
 * cached for a year, pages revalidated on every visit, the security headers on every answer, gzip
 * when the browser accepts it.
 */
export function createStaticSite(distDir: string) {
  const root = normalize(distDir);
  const cache = new Map<string, CachedFile>();
  // Read from the build on the first request (the build may be made after this server is created).
  let route: ReturnType<typeof routeFor> | undefined;

  async function load(relativePath: string): Promise<CachedFile | undefined> {
    const cached = cache.get(relativePath);
    if (cached) return cached;
    const absolute = normalize(join(root, relativePath));
    if (absolute !== root && !absolute.startsWith(root + sep)) return undefined;
    try {
      const info = await stat(absolute);
      if (!info.isFile()) return undefined;
    } catch {
      return undefined;
    }
    const body = await readFile(absolute);
    const contentType = CONTENT_TYPES[extname(absolute).toLowerCase()] ?? 'application/octet-stream';
    const file: CachedFile = {
      body,
      contentType,
      gzipped: COMPRESSIBLE.test(contentType) && body.length > 1024 ? gzipSync(body) : undefined,
    };
    cache.set(relativePath, file);
    return file;
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    file: CachedFile,
    cacheControl: string,
  ) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    response.setHeader('content-type', file.contentType);
    response.setHeader('cache-control', cacheControl);
    response.setHeader('vary', 'accept-encoding');
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && file.gzipped ? file.gzipped : file.body;
    if (body === file.gzipped) response.setHeader('content-encoding', 'gzip');
    response.setHeader('content-length', body.length);
    response.statusCode = status;
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      response.setHeader('allow', 'GET, HEAD');
      response.statusCode = 405;
      response.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    } catch {
      pathname = '/__invalid__';
    }

    route ??= routeFor(APP_PATHS, readSiteFiles(root, APP_PATHS));
    const routed = route(pathname);
    if (!routed.notFound && routed.uri === pathname) {
      const file = await load(pathname.slice(1));
      if (file) {
        const immutable = pathname.startsWith('/assets/');
        const page = pathname.endsWith('.html');
        send(
          request,
          response,
          200,
          file,
          immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=300',
        );
        return;
      }
    }

    // A page, or the 404 page for a path that is neither a page nor a file of the build.
    const missingFile = !routed.notFound && routed.uri === pathname;
    const target = missingFile
      ? route(`${pathname.slice(0, pathname.lastIndexOf('/'))}/__not-found__`)
      : routed;
    const page = await load(target.uri.slice(1));
    if (!page) {
      response.statusCode = 503;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end('The frontend has not been built. Run `npm run build`.');
      return;
    }
    // The 404 page says so to people; the status tells crawlers and tools the truth.
    send(request, response, target.notFound ? 404 : 200, page, 'no-cache');
  };
}
