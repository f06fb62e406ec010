/**
 * The CloudFront Functions (JavaScript runtime 2.0) that make S3 answer like the local static
 * server (infra/local/static-site.ts): the app's pages get index.html with 200, files are served
 * as they are, and any other path gets index.html (so the app can show its not-found page) with a
 * real 404 status. The page list is the shared APP_PATHS, embedded when the stack is synthesized.
 *
 * Two functions, because only a viewer-request function can change which object is fetched and
 * only a viewer-response function can change the status of what was fetched.
 */

/** Set by the request function on unknown paths, read by the response function. */
export const NOT_FOUND_MARKER = 'x-lane-not-found';

/** Shared by both functions: is this one of the app's pages, and is this a file? */
function helpers(appPaths: readonly string[]): string {
  const pages: Record<string, true> = {};
  for (const path of appPaths) pages[path] = true;
  return `var PAGES = ${JSON.stringify(pages)};
var MARKER = ${JSON.stringify(NOT_FOUND_MARKER)};
function isAppPath(uri) {
  var trimmed = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  return Object.prototype.hasOwnProperty.call(PAGES, trimmed);
}
function isFile(uri) {
  return uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}`;
}

/** Viewer request: pages and unknown paths fetch index.html; unknown ones are marked. */
export function viewerRequestCode(appPaths: readonly string[]): string {
  return `${helpers(appPaths)}
function handler(event) {
  var request = event.request;
  // Only this function may set the marker.
  delete request.headers[MARKER];
  if (isAppPath(request.uri)) {
    request.uri = '/index.html';
  } else if (!isFile(request.uri)) {
    request.uri = '/index.html';
    request.headers[MARKER] = { value: '1' };
  }
  return request;
}`;
}

/**
 * Viewer response: unknown paths answer 404. CloudFront hands this function the viewer's request;
 * the marker covers the case where it sees the rewritten one instead.
 */
export function viewerResponseCode(appPaths: readonly string[]): string {
  return `${helpers(appPaths)}
function handler(event) {
  var request = event.request;
  var response = event.response;
  var marked = Object.prototype.hasOwnProperty.call(request.headers, MARKER);
  if (marked || (!isAppPath(request.uri) && !isFile(request.uri))) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}
