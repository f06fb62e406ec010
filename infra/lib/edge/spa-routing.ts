import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which object of the frontend build answers each path, for the CloudFront Functions that make S3
 * answer like the local static server (infra/local/static-site.ts) and for that server itself:
 *
 * - a public page prerendered at build time (frontend/src/prerender) gets its own file with 200:
 *   /es/access → /es/access/index.html, / → /index.html;
 * - the other app pages (/lane, /payment-success, in both languages) get the app's shell,
 *   app.html (index.html in a build without prerendering), with 200;
 * - files are served as they are;
 * - any other path gets the prerendered 404 page of its language (/es/… → /es/404.html) with a
 *   real 404 status.
 *
 * The page list is the shared APP_PATHS and the prerendered list is read from the build, both
 * embedded when the stack is synthesized. Two functions, because only a viewer-request function can
 * change which object is fetched and only a viewer-response function can change the status of
 * what was fetched.
 */

/** Set by the request function on unknown paths, read by the response function. */
export const NOT_FOUND_MARKER = 'x-lane-not-found';

/** What a frontend build holds, as far as routing is concerned. */
export interface SiteFiles {
  /** App paths with a prerendered page of their own. */
  prerendered: readonly string[];
  /** The object the other app paths get: the shell that renders in the browser. */
  shell: string;
  /** The 404 page for unknown paths under /es, and for all others. */
  notFound: { es: string; default: string };
}

/** The object a prerendered path is written to (frontend/src/prerender/entry-server.tsx). */
export function prerenderedObject(path: string): string {
  return path === '/' ? '/index.html' : `${path}/index.html`;
}

/** Reads what the build in `distDir` holds; a build without prerendering (or none) answers with index.html. */
export function readSiteFiles(distDir: string, appPaths: readonly string[]): SiteFiles {
  const has = (object: string) => existsSync(join(distDir, object.slice(1)));
  const shell = has('/app.html') ? '/app.html' : '/index.html';
  const prerendered = has('/app.html') ? appPaths.filter((path) => has(prerenderedObject(path))) : [];
  return {
    prerendered,
    shell,
    notFound: {
      es: has('/es/404.html') ? '/es/404.html' : shell,
      default: has('/404.html') ? '/404.html' : shell,
    },
  };
}

/**
 * The routing rule, as plain ES5 for the CloudFront Functions runtime; the local server runs the
 * very same source (routeFor below), so both answer alike by construction.
 */
function routingSource(appPaths: readonly string[], files: SiteFiles): string {
  const pages: Record<string, string> = {};
  for (const path of appPaths) {
    pages[path] = files.prerendered.includes(path) ? prerenderedObject(path) : files.shell;
  }
  return `var PAGES = ${JSON.stringify(pages)};
var NOT_FOUND = ${JSON.stringify(files.notFound)};
var MARKER = ${JSON.stringify(NOT_FOUND_MARKER)};
function pageObject(uri) {
  var trimmed = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  return Object.prototype.hasOwnProperty.call(PAGES, trimmed) ? PAGES[trimmed] : null;
}
function isFile(uri) {
  return uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}
function notFoundObject(uri) {
  return uri === '/es' || uri.indexOf('/es/') === 0 ? NOT_FOUND.es : NOT_FOUND['default'];
}
function route(uri) {
  var page = pageObject(uri);
  if (page !== null) return { uri: page, notFound: false };
  if (isFile(uri)) return { uri: uri, notFound: false };
  return { uri: notFoundObject(uri), notFound: true };
}`;
}

/** Viewer request: pages get their object; unknown paths get the 404 page and are marked. */
export function viewerRequestCode(appPaths: readonly string[], files: SiteFiles): string {
  return `${routingSource(appPaths, files)}
function handler(event) {
  var request = event.request;
  // Only this function may set the marker.
  delete request.headers[MARKER];
  var routed = route(request.uri);
  request.uri = routed.uri;
  if (routed.notFound) request.headers[MARKER] = { value: '1' };
  return request;
}`;
}

/**
 * Viewer response: unknown paths answer 404. CloudFront hands this function the viewer's request;
 * the marker covers the case where it sees the rewritten one instead.
 */
export function viewerResponseCode(appPaths: readonly string[], files: SiteFiles): string {
  return `${routingSource(appPaths, files)}
function handler(event) {
  var request = event.request;
  var response = event.response;
  var marked = Object.prototype.hasOwnProperty.call(request.headers, MARKER);
  if (marked || route(request.uri).notFound) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}

/** The routing rule for a Node server: the same source the CloudFront Functions run. */
export function routeFor(
  appPaths: readonly string[],
  files: SiteFiles,
): (uri: string) => { uri: string; notFound: boolean } {
  return new Function(`${routingSource(appPaths, files)}\nreturn route;`)() as (uri: string) => {
    uri: string;
    notFound: boolean;
  };
}
