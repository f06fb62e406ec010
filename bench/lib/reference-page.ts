import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The reference Lane's landing is measured against (issue 11): the very same prerendered HTML and
 * CSS with every script removed — the module entry, its preloads and the inlined catalogues — so
 * what is left is the physical limit of the page: static text that needs no script to paint.
 * Written next to the build the local stack serves, so the same server answers both.
 */

/** Where the reference of each landing path is served from, beside the pages of the build. */
export const REFERENCE_DIR = 'bench-reference';

export function referencePath(path: string): string {
  return `/${REFERENCE_DIR}/${path === '/' ? 'en' : path.slice(1).replaceAll('/', '-')}.html`;
}

/** The page without any script: <script> elements and module preloads go, everything else stays. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '');
}

/** The prerendered file of a landing path in the build (frontend/src/prerender/entry-server.tsx). */
function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Writes the reference of each path into the build copy; returns path → reference path. */
export function writeReferencePages(distDir: string, paths: readonly string[]): Record<string, string> {
  mkdirSync(join(distDir, REFERENCE_DIR), { recursive: true });
  const written: Record<string, string> = {};
  for (const path of paths) {
    const html = readFileSync(join(distDir, prerenderedFile(path)), 'utf8');
    if (!/<div id="root">(?!<\/div>)/.test(html))
      throw new Error(`${path} is not prerendered in this build: there is no reference to measure against.`);
    const reference = withoutScripts(html);
    if (/<script\b/i.test(reference)) throw new Error(`A script is left in the reference of ${path}.`);
    writeFileSync(join(distDir, referencePath(path).slice(1)), reference);
    written[path] = referencePath(path);
  }
  return written;
}
