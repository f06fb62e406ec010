/**
 * Injected at the top of every Lambda bundle (lambda-bundle.ts, `inject`): stack traces that point
 * at the TypeScript sources, paid for only when a stack is read.
 *
 * Node's `--enable-source-maps` reads and parses the bundle's source map while the bundle is
 * imported, on every cold start, before any error needs it (9–17 ms of CPU per function:
 * docs/lambda-bundles.md). Here the map beside each file of the bundle (`index.mjs.map`, and
 * `<chunk>.mjs.map` where the bundle is split into files: lambda-bundle.ts, `split`) is read the
 * first time V8 formats a stack with a frame in that file (`error.stack`: the logger's error
 * fields, the runtime's report of an unhandled error), and each frame in the bundle gets the
 * source file, line and column it came from. Function names stay the minified ones. Without a
 * file's map, or if it cannot be read, its frames are what V8 writes by default.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** In the bundle, the directory of the bundle's files (V8 names a frame by its file's URL). */
const BUNDLE_DIRECTORY = import.meta.url.replace(/[^/]+$/, '');

/** The repository path of a source in the map, whatever directory the bundle was built in. */
const REPOSITORY_PATH = /(?:^|\/)((?:lambdas|shared)\/src\/.+|node_modules\/.+)$/;

/** A frame in one of the bundle's files. */
const inBundle = (site: NodeJS.CallSite) => site.getFileName()?.startsWith(BUNDLE_DIRECTORY);

/** Each file's map once read (false: none, or unreadable). */
const sourceMaps: Record<string, SourceMap | false> = {};

/** One frame as V8 writes it, its position in the bundle replaced by the source's. */
export function mappedFrame(site: NodeJS.CallSite): string {
  const text = site.toString();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  const file = site.getFileName();
  // V8 counts lines and columns from 1: never 0.
  if (!file?.startsWith(BUNDLE_DIRECTORY) || !line || !column) return text;
  let sourceMap: SourceMap | false;
  try {
    sourceMap = sourceMaps[file] ??= new SourceMap(
      JSON.parse(readFileSync(`${fileURLToPath(file)}.map`, 'utf8')) as ConstructorParameters<
        typeof SourceMap
      >[0],
    );
  } catch {
    sourceMap = sourceMaps[file] = false;
  }
  const entry = sourceMap && sourceMap.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry)) return text;
  const source = REPOSITORY_PATH.exec(entry.originalSource)?.[1] ?? entry.originalSource;
  return text.replace(
    `${file}:${line}:${column}`,
    `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
  );
}

function header(error: unknown): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return 'Error';
  }
}

/** A hook set before the bundle was loaded (a test runner's) keeps the stacks with no frame here. */
const previous = Error.prepareStackTrace;

Error.prepareStackTrace = (error, sites) => {
  if (previous && !sites.some(inBundle)) return previous(error, sites);
  let frames: string[];
  try {
    frames = sites.map(mappedFrame);
  } catch {
    frames = sites.map(String);
  }
  return [header(error), ...frames.map((frame) => `    at ${frame}`)].join('\n');
};
