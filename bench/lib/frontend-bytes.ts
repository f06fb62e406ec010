import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { withChromium } from './chromium.js';

/**
 * What the production build makes a browser download: for each route, the JavaScript and CSS a
 * fresh visit loads before any interaction (recorded in headless Chromium until the network is
 * idle), and every lazy chunk of the build with its own size and what it adds to the landing.
 */

export interface Sizes {
  raw: number;
  gzip: number;
}

export interface ChunkInfo extends Sizes {
  file: string;
  /** Chunks it imports statically (they load with it). */
  imports: string[];
  /** Chunks it imports on demand. */
  dynamicImports: string[];
}

export interface RouteLoad {
  path: string;
  /** Where the visit ended (e.g. /lane without a session goes to /). */
  finalPath: string;
  status: number;
  js: Sizes & { files: string[] };
  css: Sizes & { files: string[] };
  /** JS and CSS of this route that a visitor of / has not loaded yet. */
  beyondLanding: Sizes & { files: string[] };
  /**
   * On a prerendered page, the app loads on the first interaction (frontend/src/main.tsx): the
   * JavaScript the pointer moving over the page then loads until the app is live (`<html
   * data-hydrated>`), beyond what was loaded before. Absent where the app started by itself.
   */
  firstInteraction?: Sizes & { files: string[]; hydrated: boolean };
  requests: number;
}

export interface LazyChunk extends Sizes {
  file: string;
  /** The chunk with everything it imports statically, less what / already loaded. */
  beyondLanding: Sizes;
  /** The visited routes that loaded it before any interaction. */
  loadedBy: string[];
}

export interface FrontendBytes {
  entry: string;
  /** What index.html names: the entry script, its modulepreloads and stylesheets. */
  htmlAssets: string[];
  chunks: number;
  totalJs: Sizes;
  routes: RouteLoad[];
  lazyChunks: LazyChunk[];
  gzipNote: string;
  viewport: string;
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+?\.(?:js|css))["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+?\.js)["'`]\s*\)/g;

/** Every JS and CSS chunk of the build with its size and imports. */
export function readBuild(distDir: string): {
  entry: string;
  htmlAssets: string[];
  chunks: Map<string, ChunkInfo>;
} {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no module entry script under /assets/.');
  const htmlAssets = [
    ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]!);
  const chunks = new Map<string, ChunkInfo>();
  for (const file of readdirSync(join(distDir, 'assets'))) {
    if (!file.endsWith('.js') && !file.endsWith('.css')) continue;
    const body = readFileSync(join(distDir, 'assets', file));
    const text = body.toString('utf8');
    const dynamicImports = [...new Set([...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!))];
    const withoutDynamic = text.replace(DYNAMIC_IMPORT, '');
    const imports = file.endsWith('.js')
      ? [...new Set([...withoutDynamic.matchAll(STATIC_IMPORT)].map((m) => m[1]!))]
      : [];
    chunks.set(file, { file, raw: body.length, gzip: gzipSync(body).length, imports, dynamicImports });
  }
  if (!chunks.has(entry)) throw new Error(`The entry ${entry} is not in ${distDir}/assets.`);
  return { entry, htmlAssets, chunks };
}

function sum(files: Iterable<string>, chunks: Map<string, ChunkInfo>): Sizes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const chunk = chunks.get(file);
    if (!chunk)
      throw new Error(
        `The browser loaded /assets/${file}, which is not in this build (did the build change during the run?).`,
      );
    raw += chunk.raw;
    gzip += chunk.gzip;
  }
  return { raw, gzip };
}

function staticClosure(file: string, chunks: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of chunks.get(name)?.imports ?? []) visit(next);
  };
  visit(file);
  return seen;
}

/** Opens each path in a fresh mobile browser context and records the assets it loads. */
export async function measureFrontendBytes(
  baseUrl: string,
  distDir: string,
  paths: readonly string[],
  log: (line: string) => void,
): Promise<FrontendBytes> {
  const { entry, htmlAssets, chunks } = readBuild(distDir);
  const viewport = { width: 412, height: 823 };
  const visits = await withChromium(async (chrome) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const results: {
        path: string;
        finalPath: string;
        status: number;
        assets: string[];
        afterInteraction?: { assets: string[]; hydrated: boolean };
        requests: number;
      }[] = [];
      for (const path of paths) {
        const context = await browser.newContext({
          viewport,
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          locale: 'en-US',
        });
        try {
          const page = await context.newPage();
          const assets: string[] = [];
          let requests = 0;
          page.on('requestfinished', (request) => {
            requests += 1;
            const url = new URL(request.url());
            const match = /^\/assets\/([^/]+\.(?:js|css))$/.exec(url.pathname);
            if (url.origin === new URL(baseUrl).origin && match) assets.push(match[1]!);
          });
          const response = await page.goto(new URL(path, baseUrl).href, {
            waitUntil: 'networkidle',
            timeout: 60_000,
          });
          // Anything scheduled for idle time still counts as "before interaction".
          await page.waitForTimeout(1000);
          await page.waitForLoadState('networkidle');
          const before = [...new Set(assets)];
          const isLive = () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
          let afterInteraction: { assets: string[]; hydrated: boolean } | undefined;
          if (!(await isLive())) {
            // The first interaction: the pointer over the page, which clicks nothing.
            await page.mouse.move(2, 2);
            const hydrated = await page
              .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
                timeout: 30_000,
              })
              .then(
                () => true,
                () => false,
              );
            await page.waitForLoadState('networkidle');
            afterInteraction = {
              assets: [...new Set(assets)].filter((file) => !before.includes(file)),
              hydrated,
            };
          }
          results.push({
            path,
            finalPath: new URL(page.url()).pathname,
            status: response?.status() ?? 0,
            assets: before,
            ...(afterInteraction ? { afterInteraction } : {}),
            requests,
          });
        } finally {
          await context.close();
        }
      }
      return results;
    } finally {
      await browser.close();
    }
  });

  const landing = visits.find((visit) => visit.path === '/');
  if (!landing) throw new Error('The landing page / must be among the visited paths.');
  const landingSet = new Set(landing.assets);
  const routes: RouteLoad[] = visits.map((visit) => {
    const js = visit.assets.filter((file) => file.endsWith('.js')).sort();
    const css = visit.assets.filter((file) => file.endsWith('.css')).sort();
    const beyond = visit.assets.filter((file) => !landingSet.has(file)).sort();
    const route: RouteLoad = {
      path: visit.path,
      finalPath: visit.finalPath,
      status: visit.status,
      js: { ...sum(js, chunks), files: js },
      css: { ...sum(css, chunks), files: css },
      beyondLanding: { ...sum(beyond, chunks), files: beyond },
      ...(visit.afterInteraction
        ? {
            firstInteraction: {
              ...sum(
                visit.afterInteraction.assets.filter((file) => file.endsWith('.js')),
                chunks,
              ),
              files: visit.afterInteraction.assets,
              hydrated: visit.afterInteraction.hydrated,
            },
          }
        : {}),
      requests: visit.requests,
    };
    log(
      `  ${visit.path.padEnd(16)} → ${visit.finalPath.padEnd(6)} ${visit.status}  JS ${(route.js.raw / 1000).toFixed(1)} kB ` +
        `(${(route.js.gzip / 1000).toFixed(1)} kB gzip, ${js.length} files), CSS ${(route.css.gzip / 1000).toFixed(1)} kB gzip` +
        (route.firstInteraction
          ? `; first interaction: JS ${(route.firstInteraction.raw / 1000).toFixed(1)} kB (${(route.firstInteraction.gzip / 1000).toFixed(1)} kB gzip)${route.firstInteraction.hydrated ? '' : ', NOT LIVE after 30 s'}`
          : ''),
    );
    return route;
  });

  const lazy = new Set([...chunks.values()].flatMap((chunk) => chunk.dynamicImports));
  const lazyChunks: LazyChunk[] = [...lazy].sort().map((file) => {
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`A chunk imports ${file} on demand, which is not in the build.`);
    const beyond = [...staticClosure(file, chunks)].filter((name) => !landingSet.has(name));
    return {
      file,
      raw: chunk.raw,
      gzip: chunk.gzip,
      beyondLanding: sum(beyond, chunks),
      loadedBy: visits.filter((visit) => visit.assets.includes(file)).map((visit) => visit.path),
    };
  });

  const allJs = [...chunks.keys()].filter((file) => file.endsWith('.js'));
  return {
    entry,
    htmlAssets,
    chunks: chunks.size,
    totalJs: sum(allJs, chunks),
    routes,
    lazyChunks,
    gzipNote: 'gzip = zlib level 6 of each file, as the local server sends it',
    viewport: `${viewport.width}×${viewport.height} mobile`,
  };
}
