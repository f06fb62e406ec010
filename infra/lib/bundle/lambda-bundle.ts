import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { build, type BuildOptions, type BuildResult, type Metafile, type Plugin } from 'esbuild';
import { LAMBDA_BUNDLE_ALIASES, REPO_ROOT } from '../paths.js';

/**
 * How every Lane function is bundled (docs/lambda-bundles.md): one esbuild build, the same for the
 * cloud (`LaneFunction` runs `bundle-cli.ts`) and for `npm run bench`, which measures exactly
 * what is deployed. esbuild's JavaScript API rather than its command line, because the plugin below
 * needs it.
 */

/** Maps the frames of a stack to the sources when a stack is read (see the module). */
export const MAPPED_STACK_TRACES = join(REPO_ROOT, 'infra', 'lib', 'bundle', 'mapped-stack-traces.ts');

/** Lets bundled CommonJS dependencies (parts of stripe and the SDK) require() Node built-ins. */
export const LAMBDA_BANNER =
  "import { createRequire as __laneCreateRequire } from 'node:module'; const require = __laneCreateRequire(import.meta.url);";

/**
 * The Stripe API resources Lane calls (lambdas/src/adapters/stripe/stripe-gateway.ts), as files
 * under the package's `esm/resources/`. The Stripe class builds every one of its ~130 resources
 * when it is constructed, so a bundler keeps them all (169 kB of its 246 kB); the others are
 * replaced by a stand-in that says so when used. A new call needs its resource here: the
 * `lambda-bundle.test.ts` check reads the adapter's calls and fails until it is.
 */
export const STRIPE_RESOURCES_CALLED: Readonly<Record<string, string>> = {
  'checkout.sessions': 'Checkout/Sessions.js',
  charges: 'Charges.js',
};

/** The stand-in's module, written by the plugin (`lane:stripe/stand-in` in a metafile: part of Stripe). */
const STAND_IN_MODULE = 'stripe/stand-in';
const STRIPE_RESOURCE_MODULE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/](.+\.js)$/;
/**
 * Parts of Stripe beside its resources that Lane never calls: the handler of Stripe's v2 "event
 * notifications" (Lane verifies v1 webhooks with `webhooks.constructEvent`), 13 kB.
 */
const STRIPE_MODULES_NOT_CALLED =
  /[\\/]node_modules[\\/]stripe[\\/]esm[\\/](StripeEventNotificationHandler\.js)$/;
/** An AWS SDK package's manifest, which its clients import whole to read the version. */
const SDK_PACKAGE_MANIFEST = /[\\/]node_modules[\\/]@(aws-sdk|smithy)[\\/][^\\/]+[\\/]package\.json$/;
const SDK_SCHEMA_MODULE =
  /[\\/]node_modules[\\/]@aws-sdk[\\/][^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/;

/** An AWS SDK client's error classes (see `compactErrorClasses`). */
const SDK_ERRORS_MODULE =
  /[\\/]node_modules[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]models[\\/]errors\.js$/;
const ERRORS_HEADER = /^import \{ (\w+) as __BaseException \} from "(\.\/\w+)";\n/;
/** One error class exactly as the SDK's code generator writes it; anything else is left alone. */
const ERROR_CLASS = new RegExp(
  [
    'export class (\\w+) extends __BaseException \\{\\n',
    '    static shapeId = "([\\w.]+#\\1)";\\n',
    '    name = "\\1";\\n',
    '    \\$fault = "(client|server)";\\n',
    '(?:    \\$retryable = (\\{[\\w: ]*\\});\\n)?',
    '((?:    \\w+;\\n)*)',
    '    constructor\\(opts\\) \\{\\n',
    '        super\\(\\{\\n',
    '            name: "\\1",\\n',
    '            \\$fault: "\\3",\\n',
    '            \\.\\.\\.opts,\\n',
    '        \\}\\);\\n',
    '        Object\\.setPrototypeOf\\(this, \\1\\.prototype\\);\\n',
    '((?:        this\\.\\w+ = opts\\.\\w+;\\n)*)',
    '    \\}\\n',
    '\\}\\n',
  ].join(''),
  'y',
);

/**
 * An AWS SDK client's error classes (models/errors.js: DynamoDB has 35, each about 270 bytes
 * minified), all kept because the client's schema module registers every one, written as calls
 * to one function that builds the same class: same name, static shapeId, prototype chain, and
 * own properties defined in the same order with the same values and attributes as the class
 * fields and constructor do. Only a file made entirely of classes of the exact generated form is
 * rewritten (`undefined` otherwise: the file is bundled as it is).
 */
export function compactErrorClasses(source: string): string | undefined {
  const header = ERRORS_HEADER.exec(source);
  if (!header) return undefined;
  const calls: string[] = [];
  let serviceNamespace: string | undefined;
  ERROR_CLASS.lastIndex = header[0].length;
  while (ERROR_CLASS.lastIndex < source.length) {
    const at = ERROR_CLASS.lastIndex;
    const match = ERROR_CLASS.exec(source);
    if (!match || match.index !== at) return undefined;
    const [, name, shapeId, fault, retryable, declared, assigned] = match;
    const fields = [...declared!.matchAll(/^ {4}(\w+);$/gm)].map((m) => m[1]!);
    const assignments = [...assigned!.matchAll(/^ {8}this\.(\w+) = opts\.(\w+);$/gm)];
    // Each declared field is assigned from the option of its name, in the same order.
    if (
      assignments.length !== fields.length ||
      assignments.some(([, target, from], i) => target !== fields[i] || from !== fields[i])
    )
      return undefined;
    const namespace = shapeId!.slice(0, -`#${name!}`.length);
    if (namespace !== (serviceNamespace ??= namespace)) return undefined;
    const args = [JSON.stringify(name), JSON.stringify(fault), JSON.stringify(fields)];
    if (retryable) args.push(`() => (${retryable})`);
    calls.push(`export const ${name} = /* @__PURE__ */ __error(${args.join(', ')});`);
  }
  if (calls.length === 0) return undefined;
  return [
    `import { ${header[1]} as __BaseException } from ${JSON.stringify(header[2])};`,
    'const __define = (target, key, value) =>',
    '  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });',
    `const __namespace = ${JSON.stringify(serviceNamespace)};`,
    'const __error = (name, fault, fields, retryable) => {',
    // eslint-disable-next-line no-template-curly-in-string -- generated code: the template is its own
    '  const shapeId = `${__namespace}#${name}`;',
    '  const C = { [name]: class extends __BaseException {',
    '    constructor(opts) {',
    '      super({ name, $fault: fault, ...opts });',
    '      __define(this, "name", name);',
    '      __define(this, "$fault", fault);',
    '      if (retryable) __define(this, "$retryable", retryable());',
    '      for (const field of fields) __define(this, field, undefined);',
    '      Object.setPrototypeOf(this, C.prototype);',
    '      for (const field of fields) this[field] = opts[field];',
    '    }',
    '  } }[name];',
    '  __define(C, "shapeId", shapeId);',
    '  return C;',
    '};',
    ...calls,
    '',
  ].join('\n');
}

/**
 * Modules of Stripe and the SDK that no function runs, each replaced by a module with the same
 * exports, which throw, naming the module, when called or constructed.
 */
const LEFT_OUT_MODULES: readonly { module: RegExp; what: string; why: string }[] = [
  {
    // Called by StripeResource for a list or search call only (its spec's methodType).
    module: /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]autoPagination\.js$/,
    what: "Stripe's auto-pagination of list and search calls",
    why: 'Lane makes no list or search call',
  },
  {
    // Built only by Stripe.createFetchHttpClient(); the Node client is the default (NodeHttpClient).
    module: /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]net[\\/]FetchHttpClient\.js$/,
    what: "Stripe's fetch HTTP client",
    why: 'Lane uses the library’s default Node client',
  },
  {
    // Built only when a client's retry mode is adaptive (AWS_RETRY_MODE or retry_mode in a
    // shared config file); Lane sets neither, and its clients retry in the standard mode.
    module:
      /[\\/]node_modules[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]retry[\\/]util-retry[\\/]AdaptiveRetryStrategy\.js$/,
    what: "The AWS SDK's adaptive retry mode",
    why: 'Lane’s clients retry in the standard mode; unset AWS_RETRY_MODE',
  },
  {
    // Sha256Node falls back on it only where node:crypto has no SHA-256; Node always has it.
    module:
      /[\\/]node_modules[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]checksum[\\/]sha256[\\/]Sha256Js\.js$/,
    what: "The AWS SDK's JavaScript SHA-256",
    why: 'Node’s crypto module hashes',
  },
];
/** The SDK's event-stream serde, which its protocols import dynamically (see `eventStreams`). */
const SDK_EVENT_STREAMS = '@smithy/core/event-streams';
/** The SDK module whose protocols import the serde dynamically, and the import as it is written there. */
const SDK_HTTP_PROTOCOL_MODULE =
  /[\\/]node_modules[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]protocols[\\/]HttpProtocol\.js$/;
const SDK_EVENT_STREAMS_DYNAMIC_IMPORT = `await import("${SDK_EVENT_STREAMS}")`;
/** The index of the SDK's HTTP handlers, and its export of the HTTP/2 one (see `split`). */
const SDK_HTTP_HANDLER_INDEX =
  /[\\/]node_modules[\\/]@smithy[\\/]node-http-handler[\\/]dist-es[\\/]index\.js$/;
const SDK_HTTP2_HANDLER_EXPORT = 'export { NodeHttp2Handler } from "./node-http2-handler";';
const SDK_BEDROCK_RUNTIME_CONFIG =
  /[\\/]node_modules[\\/]@aws-sdk[\\/]client-bedrock-runtime[\\/]dist-es[\\/]runtimeConfig\.js$/;
/** As a metafile names it: relative to the working directory (the repository root). */
const SDK_EVENT_STREAMS_MODULE =
  /(?:^|[\\/])node_modules[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]event-streams[\\/]index\.js$/;

/** How each module the plugin writes says it is left out, naming itself and where to bring it back. */
const LEFT_OUT = (what: string, why: string) =>
  `${what} is not in this bundle (${why}): see infra/lib/bundle/lambda-bundle.ts.`;

export interface LeanOptions {
  /**
   * Keep the SDK's event-stream serde. Every SDK protocol imports it dynamically, in case an
   * operation streams events, so a bundler carries it (16 kB) in every function; only a client
   * whose service has event streams (Bedrock's ConverseStream) imports it statically, from its
   * runtime configuration. Without it, the dynamic import gets a stand-in that throws when used;
   * with it, the protocols import the serde statically, as that client does. `buildLambda`
   * decides: it keeps the serde exactly when a client of the bundle imports it.
   */
  eventStreams: boolean;
  /**
   * The bundle loads some of Lane's own code on first use (a dynamic `import()`, as
   * `composition/cloud-assistant.ts` does for Bedrock): esbuild then writes it as several ESM
   * files (`splitting`), the code loaded on first use in files of its own that the cold start
   * does not read. In one file, esbuild would instead wrap every module the two parts share in
   * a function initialised on first call, parsed twice at each cold start (docs/lambda-bundles.md,
   * the fourth and fifth passes).
   */
  split?: boolean;
}

/**
 * Only what is called of the libraries esbuild cannot prune on its own:
 *
 * - Stripe: the resources Lane never calls (see STRIPE_RESOURCES_CALLED), and the auto-pagination
 *   of list and search calls, which Lane never makes. Webhook signing and verification, the HTTP
 *   client, errors and the resources called are the library's own code.
 * - The AWS SDK clients' schema modules declare every operation's shapes with computed keys
 *   (`{ [_h]: [...] }`, `_h` a string constant); esbuild cannot tell such an object has no side
 *   effects, so it keeps every shape of the service (SES v2: 48 kB, of which the mailer uses one
 *   operation's). Writing each such key as its string (`{ "http": [...] }`) changes no value and
 *   lets it drop the unused ones.
 * - Each AWS SDK client imports its whole package.json (about 2 kB: scripts, dependencies, type
 *   paths…) for the version it puts in its user agent; the bundle keeps its name and version only.
 * - The SDK's event-stream serde where no client streams events (LeanOptions.eventStreams).
 * - DynamoDB's endpoint-discovery cache (an LRU cache library, 8 kB): the client builds one, but
 *   no DynamoDB command of this SDK uses endpoint discovery, so nothing reads it. A stand-in cache
 *   is built instead, which throws if anything ever does.
 * - Each AWS SDK client's error classes, as calls to one function that builds the same classes
 *   (`compactErrorClasses`).
 * - Modules no function runs (LEFT_OUT_MODULES): the SDK's adaptive retry mode and JavaScript
 *   SHA-256, Stripe's auto-pagination and fetch HTTP client.
 * - Bedrock's bearer-token login through SSO (the SDK's SSO-OIDC client, 17 kB). Bedrock accepts
 *   an API key as a bearer token, read from AWS_BEARER_TOKEN_BEDROCK by the SDK's own provider,
 *   kept; when the auth preference asks for a bearer token and that variable is unset, the SDK
 *   would then try an SSO login, which a Lambda function has no configuration for: the stand-in
 *   throws the error the SDK throws when no provider has a token.
 */
export function leanDependencies({ eventStreams, split = false }: LeanOptions): Plugin {
  return {
    name: 'lane-lean-dependencies',
    setup(build) {
      const kept = new Set(Object.values(STRIPE_RESOURCES_CALLED));
      // `file` as short as it can be (about 160 of them): `Refunds` stands for resources/Refunds.js.
      const standInsFor = (path: string, file: string) => {
        const names = [...readFileSync(path, 'utf8').matchAll(/^export (?:const|class) (\w+)/gm)].map(
          (m) => m[1]!,
        );
        const contents = [
          `import { standIn } from ${JSON.stringify(STAND_IN_MODULE)};`,
          ...names.map((name) => `export const ${name} = standIn(${JSON.stringify(file)});`),
        ].join('\n');
        return { contents, loader: 'js' as const };
      };
      build.onLoad({ filter: STRIPE_RESOURCE_MODULE }, ({ path }) => {
        const file = STRIPE_RESOURCE_MODULE.exec(path)![1]!.replaceAll('\\', '/');
        // A namespace (Checkout/index.js) only builds its resources: kept, with stand-ins inside.
        if (kept.has(file) || file.endsWith('/index.js')) return undefined;
        return standInsFor(path, file.slice(0, -'.js'.length));
      });
      build.onLoad({ filter: STRIPE_MODULES_NOT_CALLED }, ({ path }) =>
        standInsFor(path, `../${STRIPE_MODULES_NOT_CALLED.exec(path)![1]!.slice(0, -'.js'.length)}`),
      );
      // One stand-in for every resource left out: built as the Stripe class builds a resource, it
      // throws, naming the resource, as soon as any of its methods is looked up.
      build.onResolve({ filter: /^stripe\/stand-in$/ }, () => ({
        path: STAND_IN_MODULE,
        namespace: 'lane',
      }));
      build.onLoad({ filter: /^stripe\/stand-in$/, namespace: 'lane' }, () => ({
        contents: `export const standIn = (name) => function () {
          const file = (name.startsWith('../') ? name.slice(3) : 'resources/' + name) + '.js';
          return new Proxy({}, {
            get(_, key) {
              if (typeof key === 'symbol' || key === 'then') return undefined;
              throw new Error("Stripe's " + file + ' is not in this bundle: add it to STRIPE_RESOURCES_CALLED (infra/lib/bundle/lambda-bundle.ts).');
            },
          });
        };`,
        loader: 'js',
      }));
      for (const { module, what, why } of LEFT_OUT_MODULES) {
        build.onLoad({ filter: module }, ({ path }) => {
          const names = [...readFileSync(path, 'utf8').matchAll(/^export (?:const|class) (\w+)/gm)].map(
            (m) => m[1]!,
          );
          const contents = [
            `const fail = () => { throw new Error(${JSON.stringify(LEFT_OUT(what, why))}); };`,
            ...names.map((name) => `export const ${name} = function () { fail(); };`),
          ].join('\n');
          return { contents, loader: 'js' };
        });
      }
      build.onLoad({ filter: SDK_ERRORS_MODULE }, ({ path }) => {
        const contents = compactErrorClasses(readFileSync(path, 'utf8'));
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
      build.onLoad({ filter: SDK_PACKAGE_MANIFEST }, ({ path }) => {
        const { name, version } = JSON.parse(readFileSync(path, 'utf8')) as {
          name: string;
          version: string;
        };
        return { contents: JSON.stringify({ name, version }), loader: 'json' };
      });
      build.onLoad({ filter: SDK_SCHEMA_MODULE }, ({ path }) => {
        const source = readFileSync(path, 'utf8');
        const strings = new Map(
          [...source.matchAll(/^const (_\w+) = ("[^"\\\n]*");$/gm)].map((m) => [m[1]!, m[2]!] as const),
        );
        const contents = source.replace(/\[(_\w+)\]:/g, (key, name: string) => {
          const value = strings.get(name);
          return value === undefined ? key : `${value}:`;
        });
        return { contents, loader: 'js' };
      });
      if (split) {
        // Split into files: the protocols' dynamic import stays one, so the serde (about 40 kB
        // with the parts of @smithy/core only it uses) is a file read when a client first
        // streams, with the client that imports it statically (Bedrock's, itself loaded on the
        // first answer).
        build.onLoad({ filter: SDK_HTTP_HANDLER_INDEX }, ({ path }) => {
          const source = readFileSync(path, 'utf8');
          if (!source.includes(SDK_HTTP2_HANDLER_EXPORT)) return undefined;
          // Every client imports its HTTP handler from this index, which exports the HTTP/2 one
          // too: with splitting, esbuild puts a module wherever a module importing it goes, so
          // node:http2 (and the assert and http modules it loads) would be read at every cold
          // start. Only Bedrock's client uses HTTP/2: it alone imports the full index below.
          return { contents: source.replace(SDK_HTTP2_HANDLER_EXPORT, ''), loader: 'js' };
        });
        build.onResolve(
          { filter: /^@smithy\/node-http-handler$/ },
          async ({ importer, resolveDir, kind, pluginData }) => {
            if ((pluginData as { lane?: boolean } | undefined)?.lane) return undefined;
            if (!SDK_BEDROCK_RUNTIME_CONFIG.test(importer)) return undefined;
            const index = await build.resolve('@smithy/node-http-handler', {
              importer,
              resolveDir,
              kind,
              pluginData: { lane: true },
            });
            if (index.errors.length > 0) return { errors: index.errors };
            return {
              path: '@smithy/node-http-handler/with-http2',
              namespace: 'lane',
              pluginData: index.path,
            };
          },
        );
        build.onLoad(
          { filter: /^@smithy\/node-http-handler\/with-http2$/, namespace: 'lane' },
          ({ pluginData }) => {
            const index = pluginData as string;
            return {
              contents: `export * from ${JSON.stringify(index)};
              export { NodeHttp2Handler } from ${JSON.stringify(join(dirname(index), 'node-http2-handler.js'))};`,
              loader: 'js',
              resolveDir: dirname(index),
            };
          },
        );
        // The SDK's user agent in a browser parses the browser's with bowser (34 kB), imported
        // dynamically where that code is; esbuild writes a file for every dynamic import of the
        // modules it bundles, run or not. No function runs in a browser.
        build.onResolve({ filter: /^bowser$/ }, ({ kind }) =>
          kind === 'dynamic-import'
            ? { path: '@aws-sdk/core/bowser-stand-in', namespace: 'lane' }
            : undefined,
        );
        build.onLoad({ filter: /^@aws-sdk\/core\/bowser-stand-in$/, namespace: 'lane' }, () => ({
          contents: `const fail = () => {
            throw new Error(${JSON.stringify(LEFT_OUT("bowser (the SDK's browser user agent)", 'no function runs in a browser'))});
          };
          export const parse = fail;
          export default { parse: fail };`,
          loader: 'js',
        }));
      }
      if (split && eventStreams) {
        // Above: the protocols' dynamic import of the serde stays as it is.
      } else if (eventStreams) {
        // A client of the bundle imports the serde statically, so it is initialised with the
        // bundle anyway. The protocols' dynamic import of it would make esbuild initialise the
        // serde and every module it imports (about 170 of @smithy/core) lazily, each wrapped in a
        // function that V8 parses twice, once lazily and once when called, at every cold start
        // (docs/lambda-bundles.md, the fourth pass): the protocols take the same module
        // statically. Written on the file's first line, so the map's lines hold.
        build.onLoad({ filter: SDK_HTTP_PROTOCOL_MODULE }, ({ path }) => {
          const source = readFileSync(path, 'utf8');
          if (!source.includes(SDK_EVENT_STREAMS_DYNAMIC_IMPORT)) return undefined;
          return {
            contents:
              `import * as __laneEventStreams from ${JSON.stringify(SDK_EVENT_STREAMS)}; ` +
              source.replaceAll(SDK_EVENT_STREAMS_DYNAMIC_IMPORT, 'await __laneEventStreams'),
            loader: 'js',
          };
        });
      } else {
        // Only the protocols' dynamic import: a client that streams imports the serde statically.
        build.onResolve({ filter: /^@smithy\/core\/event-streams$/ }, ({ kind }) =>
          kind === 'dynamic-import' ? { path: SDK_EVENT_STREAMS, namespace: 'lane' } : undefined,
        );
        build.onLoad({ filter: /^@smithy\/core\/event-streams$/, namespace: 'lane' }, () => ({
          contents: `const fail = () => {
            throw new Error(${JSON.stringify(LEFT_OUT("The AWS SDK's event-stream serde", 'no client in it has an event-stream operation'))});
          };
          export const eventStreamSerdeProvider = fail;
          export class EventStreamSerde { constructor() { fail(); } }`,
          loader: 'js',
        }));
      }
      build.onResolve({ filter: /^@aws-sdk\/endpoint-cache$/ }, () => ({
        path: '@aws-sdk/endpoint-cache/stand-in',
        namespace: 'lane',
      }));
      build.onLoad({ filter: /^@aws-sdk\/endpoint-cache\/stand-in$/, namespace: 'lane' }, () => ({
        contents: `const fail = () => {
          throw new Error(${JSON.stringify(LEFT_OUT("The AWS SDK's endpoint-discovery cache", 'no DynamoDB command of this SDK uses endpoint discovery'))});
        };
        export class EndpointCache {
          getEndpoint() { fail(); }
          get() { fail(); }
          set() { fail(); }
          delete() { fail(); }
          has() { fail(); }
          clear() { fail(); }
        }`,
        loader: 'js',
      }));
      build.onResolve(
        { filter: /^@aws-sdk\/token-providers$/ },
        async ({ importer, resolveDir, kind, pluginData }) => {
          if ((pluginData as { lane?: boolean } | undefined)?.lane) return undefined;
          const real = await build.resolve('@aws-sdk/token-providers', {
            importer,
            resolveDir,
            kind,
            pluginData: { lane: true },
          });
          if (real.errors.length > 0) return { errors: real.errors };
          return { path: '@aws-sdk/token-providers/environment', namespace: 'lane', pluginData: real.path };
        },
      );
      build.onLoad(
        { filter: /^@aws-sdk\/token-providers\/environment$/, namespace: 'lane' },
        ({ pluginData }) => {
          const index = pluginData as string;
          const dir = dirname(index);
          return {
            contents: `import { TokenProviderError } from "@smithy/core/config";
              export { fromEnvSigningName } from ${JSON.stringify(join(dir, 'fromEnvSigningName.js'))};
              export { fromStatic } from ${JSON.stringify(join(dir, 'fromStatic.js'))};
              const noSso = () => async () => {
                throw new TokenProviderError(${JSON.stringify(
                  `Could not load token from any providers: ${LEFT_OUT("The SDK's SSO token login", 'a Lambda function has no SSO configuration; set AWS_BEARER_TOKEN_BEDROCK for a bearer token')}`,
                )}, false);
              };
              export const fromSso = noSso;
              export const nodeProvider = noSso;`,
            loader: 'js',
            resolveDir: dir,
          };
        },
      );
    },
  };
}

export interface LambdaBundleTarget {
  /** The handler module (TypeScript). */
  entry: string;
  /** Where the bundle goes (index.mjs, with index.mjs.map beside it). */
  outfile: string;
  /** The deployment's assistant: `offline` keeps the offline assistant in the chat bundle. */
  assistant: string;
}

export function lambdaBuildOptions(
  { entry, outfile, assistant }: LambdaBundleTarget,
  lean: LeanOptions = { eventStreams: false },
): BuildOptions {
  return {
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    mainFields: ['module', 'main'],
    // The map only needs line positions; the sources themselves would double the upload. It is
    // read only when a stack is formatted (mapped-stack-traces.ts, the entry's first import):
    // Node's --enable-source-maps would parse it on every cold start.
    sourcemap: true,
    sourcesContent: false,
    banner: { js: LAMBDA_BANNER },
    // esbuild would gather the comments it takes for legal ones (`/*!`, `@license`, `@preserve`) at
    // the end of each bundle: in Lane's dependencies those are only Powertools' coverage pragmas
    // (`v8 ignore next -- @preserve`), about 330 bytes in every function. No bundled file carries a
    // licence comment; the packages' licences are in their LICENSE files, never bundled.
    legalComments: 'none',
    // The assistant is chosen at deploy time: with it fixed in the bundle, a Bedrock chat function
    // carries none of the offline assistant (lambdas/src/composition/cloud-assistant.ts).
    define: { 'process.env.LANE_ASSISTANT': JSON.stringify(assistant) },
    // The SDK's credential chain reduced to what Lambda uses (paths.ts).
    alias: { ...LAMBDA_BUNDLE_ALIASES },
    // Our pinned SDK is bundled rather than the runtime's loaded (2.5× slower to initialise).
    external: [],
    plugins: [mappedStackTracesFirst(entry), leanDependencies(lean)],
    logLevel: 'error',
    // Several files (LeanOptions.split): the entry is still `index.mjs` (the handler Lambda
    // loads), with the files it imports beside it.
    ...(lean.split
      ? {
          outfile: undefined,
          outdir: dirname(outfile),
          entryNames: basename(outfile, '.mjs'),
          chunkNames: '[name]-[hash]',
          outExtension: { '.js': '.mjs' },
          splitting: true,
        }
      : {}),
  };
}

/**
 * The handler module imports mapped-stack-traces.ts before anything else, so every stack formatted
 * in the function is mapped. Prepended on the entry's first line, which keeps the map's lines.
 * (esbuild's `inject` would add a call to it in each of the bundle's lazily initialised modules.)
 */
const MAPPED_STACK_TRACES_IMPORT = `import ${JSON.stringify(MAPPED_STACK_TRACES)};`;

function mappedStackTracesFirst(entry: string): Plugin {
  const path = resolve(REPO_ROOT, entry);
  return {
    name: 'lane-mapped-stack-traces-first',
    setup(bundle) {
      bundle.onLoad({ filter: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }, () => ({
        contents: MAPPED_STACK_TRACES_IMPORT + readFileSync(path, 'utf8'),
        loader: 'ts',
      }));
    },
  };
}

/** A bundle of `stdin` (a test's module) starts with the same import as a handler's. */
const withMappedStackTraces = (overrides: Omit<BuildOptions, 'plugins'>): Omit<BuildOptions, 'plugins'> =>
  overrides.stdin
    ? {
        ...overrides,
        stdin: {
          ...overrides.stdin,
          contents: MAPPED_STACK_TRACES_IMPORT + String(overrides.stdin.contents),
        },
      }
    : overrides;

/** A module of the bundle, other than the protocols' dynamic import, that needs the event-stream serde. */
const importsEventStreams = (metafile: Metafile): boolean =>
  Object.keys(metafile.inputs).some((input) => SDK_EVENT_STREAMS_MODULE.test(input));

/** A module of Lane's (not a dependency's) imports another of Lane's modules dynamically. */
export const loadsLaneCodeOnFirstUse = (metafile: Metafile): boolean =>
  Object.entries(metafile.inputs).some(
    ([importer, { imports }]) =>
      !importer.includes('node_modules') &&
      imports.some(
        ({ kind, path, external }) =>
          kind === 'dynamic-import' && !external && !path.includes('node_modules'),
      ),
  );

/**
 * Bundles one function (the cloud's `bundle-cli.ts` and the bench alike). First without the SDK's
 * event-stream serde and in one file: if a client of the bundle imports the serde all the same
 * (its service streams events), or Lane's code loads a module of its own on first use, that
 * build is redone with the serde for the protocols too, so the stand-in is never in a bundle
 * whose clients could reach it, and split into files (LeanOptions.split). `overrides` (a
 * metafile, stdin for a test) go to both.
 */
export async function buildLambda(
  target: LambdaBundleTarget,
  overrides: Omit<BuildOptions, 'plugins'> = {},
): Promise<BuildResult<{ metafile: true }>> {
  overrides = withMappedStackTraces(overrides);
  const lean = await build({ ...lambdaBuildOptions(target), ...overrides, metafile: true });
  const eventStreams = importsEventStreams(lean.metafile);
  const split = loadsLaneCodeOnFirstUse(lean.metafile);
  if (!eventStreams && !split) return lean;
  return build({ ...lambdaBuildOptions(target, { eventStreams, split }), ...overrides, metafile: true });
}
