import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root, found from this file so synth works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');
export const FRONTEND_DIST = join(REPO_ROOT, 'frontend', 'dist');

/** The module of an HTTP route's handler (the shared route table names it). */
export const httpHandlerEntry = (handler: string): string =>
  join(REPO_ROOT, 'lambdas', 'src', 'handlers', 'http', `${handler}.ts`);

/** The module of an EventBridge consumer (the shared event rules name it). */
export const eventConsumerEntry = (consumer: string): string =>
  join(REPO_ROOT, 'lambdas', 'src', 'handlers', 'consumers', `${consumer}.ts`);

/** The origin-verify authorizer: infrastructure glue between CloudFront and the API, not product code. */
export const ORIGIN_VERIFY_ENTRY = fileURLToPath(new URL('./functions/origin-verify.ts', import.meta.url));

/**
 * What every function's bundle replaces, and with what (esbuild aliases; the path is relative to
 * the repository root, where the bundling runs): the SDK's default credential chain by the
 * environment credentials Lambda sets (lambdas/src/composition/lambda-credentials.ts explains).
 */
export const LAMBDA_BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './lambdas/src/composition/lambda-credentials.ts',
};
