import { readFileSync } from 'node:fs';
import type { BuildOptions, Plugin } from 'esbuild';
import { LAMBDA_BUNDLE_ALIASES, REPO_ROOT } from '../paths.js';

/**
 * How every Lane function is bundled (docs/lambda-bundles.md): one esbuild build, the same for the
 * cloud (`LaneFunction` runs `bundle-cli.ts`) and for `npm run bench`, which measures exactly
 * what is deployed. esbuild's JavaScript API rather than its command line, because the two plugins
 * below need it.
 */

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

/**
 * Only what is called of two libraries that esbuild cannot prune on its own:
 *
 * - Stripe: the resources Lane never calls (see STRIPE_RESOURCES_CALLED). Webhook signing and
 *   verification, the HTTP client, errors and the resources called are the library's own code.
 * - The AWS SDK clients' schema modules declare every operation's shapes with computed keys
 *   (`{ [_h]: [...] }`, `_h` a string constant); esbuild cannot tell such an object has no side
 *   effects, so it keeps every shape of the service (SES v2: 48 kB, of which the mailer uses one
 *   operation's). Writing each such key as its string (`{ "http": [...] }`) changes no value and
 *   lets it drop the unused ones.
 * - Each AWS SDK client imports its whole package.json (about 2 kB: scripts, dependencies, type
 *   paths…) for the version it puts in its user agent; the bundle keeps its name and version only.
 */
export const leanDependencies: Plugin = {
  name: 'lane-lean-dependencies',
  setup(build) {
    const kept = new Set(Object.values(STRIPE_RESOURCES_CALLED));
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
      return standInsFor(path, `resources/${file}`);
    });
    build.onLoad({ filter: STRIPE_MODULES_NOT_CALLED }, ({ path }) =>
      standInsFor(path, STRIPE_MODULES_NOT_CALLED.exec(path)![1]!),
    );
    // One stand-in for every resource left out: built as the Stripe class builds a resource, it
    // throws, naming the resource, as soon as any of its methods is looked up.
    build.onResolve({ filter: /^stripe\/stand-in$/ }, () => ({
      path: STAND_IN_MODULE,
      namespace: 'lane',
    }));
    build.onLoad({ filter: /.*/, namespace: 'lane' }, () => ({
      contents: `export const standIn = (file) => function () {
        return new Proxy({}, {
          get(_, key) {
            if (typeof key === 'symbol' || key === 'then') return undefined;
            throw new Error("Stripe's " + file + ' is not in this bundle: add it to STRIPE_RESOURCES_CALLED (infra/lib/bundle/lambda-bundle.ts).');
          },
        });
      };`,
      loader: 'js',
    }));
    build.onLoad({ filter: SDK_PACKAGE_MANIFEST }, ({ path }) => {
      const { name, version } = JSON.parse(readFileSync(path, 'utf8')) as { name: string; version: string };
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
  },
};

export interface LambdaBundleTarget {
  /** The handler module (TypeScript). */
  entry: string;
  /** Where the bundle goes (index.mjs, with index.mjs.map beside it). */
  outfile: string;
  /** The deployment's assistant: `offline` keeps the offline assistant in the chat bundle. */
  assistant: string;
}

export function lambdaBuildOptions({ entry, outfile, assistant }: LambdaBundleTarget): BuildOptions {
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
    // The map only needs line positions; the sources themselves would double the upload.
    sourcemap: true,
    sourcesContent: false,
    banner: { js: LAMBDA_BANNER },
    // The assistant is chosen at deploy time: with it fixed in the bundle, a Bedrock chat function
    // carries none of the offline assistant (lambdas/src/composition/cloud-assistant.ts).
    define: { 'process.env.LANE_ASSISTANT': JSON.stringify(assistant) },
    // The SDK's credential chain reduced to what Lambda uses (paths.ts).
    alias: { ...LAMBDA_BUNDLE_ALIASES },
    // Our pinned SDK is bundled rather than the runtime's loaded (2.5× slower to initialise).
    external: [],
    plugins: [leanDependencies],
    logLevel: 'error',
  };
}
