/**
 * What each Lambda bundle may contain, by package (issue 11: lean functions). The bench reads
 * esbuild's metafile of every bundle, names each input's package with `componentOf`, and counts
 * whatever a function's allowlist does not name as a stray: `lambda:<name>:strayPackages`, which
 * budgets.json holds at 0. So an import that drags Stripe, zod's classic build or the offline
 * assistant into a function that never calls them fails the bench. Pure: unit-tested.
 */

/**
 * The package an esbuild input path belongs to (paths relative to the repository root):
 * `node_modules/@aws-sdk/client-dynamodb/dist-es/…` → `@aws-sdk/client-dynamodb`. zod is named by
 * its build (`zod/v4/mini`, `zod/v4/core`, `zod/v4/classic`) and each locale by itself
 * (`zod/v4/locales/en`), because which build a bundle carries is the point. Lane's own code is
 * `@lane/shared`, `@lane/lambdas`, `@lane/lambdas/offline-assistant` for the offline assistant and
 * `@lane/lambdas/local` for the local stack's other stand-ins (simulated checkout, mailbox).
 */
export function componentOf(input: string): string {
  const path = input.replaceAll('\\', '/');
  const at = path.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = path.slice(at + 'node_modules/'.length).split('/');
    const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    if (name === 'zod') {
      if (parts[1] === 'v4' && parts[2] === 'locales' && parts[3])
        return `zod/v4/locales/${parts[3].replace(/\.[cm]?js$/, '')}`;
      if (parts[1] === 'v4' && parts.length > 3) return `zod/v4/${parts[2]}`;
    }
    return name;
  }
  // A module the bundle plugins write (infra/lib/bundle/lambda-bundle.ts) counts as the package it
  // stands in for: lane:stripe/stand-in is part of Stripe.
  const virtual = /^lane:((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (virtual) return virtual[1]!;
  if (path.startsWith('shared/')) return '@lane/shared';
  // What the build puts into every bundle (infra/lib/bundle/mapped-stack-traces.ts).
  if (path.startsWith('infra/lib/bundle/')) return '@lane/bundle';
  if (path.startsWith('lambdas/src/adapters/offline-assistant/')) return '@lane/lambdas/offline-assistant';
  if (path.startsWith('lambdas/src/local/')) return '@lane/lambdas/local';
  if (path.startsWith('lambdas/')) return '@lane/lambdas';
  return path;
}

/**
 * Every function's base: the middy chain, logs and metrics, the shared schemas on zod/mini, the
 * build's mapped stack traces.
 */
const BASE = [
  '@lane/bundle',
  '@lane/lambdas',
  '@lane/shared',
  '@middy/core',
  '@middy/http-header-normalizer',
  '@aws-lambda-powertools/commons',
  '@aws-lambda-powertools/logger',
  '@aws-lambda-powertools/metrics',
  '@aws/lambda-invoke-store',
  'zod/v4/core',
  'zod/v4/mini',
  'zod',
];
/** HTTP functions also carry zod's English messages: a 400 says what is wrong (http/body.ts). */
const HTTP = [...BASE, 'zod/v4/locales/en'];

/**
 * What every AWS SDK v3 client is built from (bundled: loading the SDK from the runtime measured
 * 2.5× slower). No credential providers: the bundles take the environment credentials Lambda sets
 * (infra/lib/paths.ts LAMBDA_BUNDLE_ALIASES).
 */
const AWS_SDK = [
  '@aws-sdk/core',
  '@aws-sdk/signature-v4-multi-region',
  '@smithy/core',
  '@smithy/node-http-handler',
  '@smithy/signature-v4',
  '@smithy/types',
];
const DYNAMODB = [
  ...AWS_SDK,
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/util-dynamodb',
  '@aws-sdk/dynamodb-codec',
  '@aws-sdk/middleware-endpoint-discovery',
  // Only the bundle plugin's stand-in for its cache, not the LRU cache library it is built on
  // (infra/lib/bundle/lambda-bundle.ts): no DynamoDB command of this SDK uses endpoint discovery.
  '@aws-sdk/endpoint-cache',
];
/** Secrets Manager through Powertools: the session key, the Stripe keys, the admin address. */
const SECRETS = [...AWS_SDK, '@aws-lambda-powertools/parameters', '@aws-sdk/client-secrets-manager'];
const SESSIONS = [...SECRETS, 'jose'];
const MAIL = [...AWS_SDK, '@aws-sdk/client-sesv2'];
const EVENTS = [...AWS_SDK, '@aws-sdk/client-eventbridge'];
/** Only the three functions that call Stripe carry it. */
const STRIPE = [...SECRETS, 'stripe'];
const BEDROCK = [
  ...AWS_SDK,
  '@aws-sdk/client-bedrock-runtime',
  '@aws-sdk/eventstream-handler-node',
  '@aws-sdk/middleware-eventstream',
  '@aws-sdk/middleware-websocket',
  // Bedrock also accepts API keys (a bearer token): the SDK's provider that reads one from the
  // environment, without the SSO login (and the SDK's nested SSO client) it would fall back on.
  '@aws-sdk/token-providers',
];
/** Each deployed function (bench name `http/<handler>` or `events/<consumer>`) and what it may carry. */
export const LAMBDA_CONTENTS: Readonly<Record<string, readonly string[]>> = {
  'http/access': [...HTTP, ...DYNAMODB, ...SESSIONS, ...MAIL],
  'http/access-admin': [...HTTP, ...DYNAMODB, ...SESSIONS, ...MAIL],
  // Bedrock, as the bench bundles it: the offline assistant is in the bundle only when deployed with it.
  'http/chat': [...HTTP, ...DYNAMODB, ...SESSIONS, ...BEDROCK],
  // The escalation's ladder and complaint are rules (the chat's case reader, Lane's own code).
  'http/escalate': [...HTTP, ...DYNAMODB, ...SESSIONS],
  // The practice's rep: the rules, and Bedrock for the rep's voice where a model is configured.
  'http/practice': [...HTTP, ...DYNAMODB, ...SESSIONS, ...BEDROCK],
  'http/checkout': [...HTTP, ...DYNAMODB, ...SECRETS, ...STRIPE],
  'http/checkout-confirm': [...HTTP, ...DYNAMODB, ...SESSIONS, ...STRIPE],
  // Ending a session bumps the email's session generation (issue 14): the table and the token.
  'http/session-delete': [...HTTP, ...DYNAMODB, ...SESSIONS],
  'http/session-get': [...HTTP, ...DYNAMODB, ...SESSIONS],
  'http/stripe-webhook': [...HTTP, ...DYNAMODB, ...STRIPE, ...EVENTS],
  // Grants, then announces the pass (PassGranted) for the receipt.
  'events/grant-access': [...BASE, ...DYNAMODB, ...SECRETS, ...EVENTS],
  'events/revoke-access': [...BASE, ...DYNAMODB, ...SECRETS],
  'events/send-receipt': [...BASE, ...DYNAMODB, ...SECRETS, ...MAIL],
};

function allows(pattern: string, component: string): boolean {
  return pattern.endsWith('/*') ? component.startsWith(pattern.slice(0, -1)) : pattern === component;
}

/**
 * The components of a bundle its function's allowlist does not name; every component is a stray
 * for a function the list does not know (a new handler gets its list when it is added).
 */
export function strayComponents(name: string, components: readonly string[]): string[] {
  const allowed = LAMBDA_CONTENTS[name] ?? [];
  return components.filter((component) => !allowed.some((pattern) => allows(pattern, component)));
}
