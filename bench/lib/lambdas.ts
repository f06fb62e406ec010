import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { median, round } from './stats.js';

/**
 * esbuild exactly as the cloud bundles each function (infra/lib/constructs/lane-function.ts,
 * NodejsFunction with OutputFormat.ESM, which writes index.mjs): everything bundled, the AWS SDK
 * included, minified, target node20, with the createRequire banner for CommonJS dependencies.
 */
const CLOUD_BANNER =
  "import { createRequire as __laneCreateRequire } from 'node:module'; const require = __laneCreateRequire(import.meta.url);";

/**
 * What Lambda and the CDK stack set for a function (infra/lib/lane-stack.ts, lane-function.ts,
 * constructs/api.ts), with placeholder values: module initialisation reads some of them (Powertools
 * logger and metrics) and nothing at import time calls the network.
 */
export function cloudEnvironment(name: string, kind: 'http' | 'events'): Record<string, string> {
  const arn = (secret: string) =>
    `arn:aws:secretsmanager:us-east-1:123456789012:secret:lane/${secret}-AbCdEf`;
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: `LaneStack-${name}`,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_LOG_FORMAT: 'JSON',
    AWS_LAMBDA_LOG_LEVEL: 'INFO',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/LaneStack-${name}`,
    AWS_LAMBDA_RUNTIME_API: '127.0.0.1:9001',
    _HANDLER: 'index.handler',
    NODE_OPTIONS: '--enable-source-maps',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    LANE_TABLE_NAME: 'LaneStack-DataTable-ABC123',
    LANE_EVENT_BUS_NAME: 'lane',
    LANE_SITE_URL: 'https://lane.example.com',
    LANE_MAIL_FROM: 'Lane <hello@lane.example.com>',
    LANE_STRIPE_SECRET_KEY_SECRET_ID: arn('stripe-secret-key'),
    LANE_STRIPE_WEBHOOK_SECRET_ID: arn('stripe-webhook-secret'),
    LANE_ADMIN_EMAIL_SECRET_ID: arn('admin-email'),
    LANE_SESSION_KEY_SECRET_ID: arn('session-key'),
    LANE_BEDROCK_MODEL_ID: 'us.anthropic.claude-sonnet-4-20250514-v1:0',
    LANE_ASSISTANT: 'bedrock',
    ...(kind === 'http' ? { LANE_TRUST_VIEWER_ADDRESS: 'true' } : {}),
  };
}

export interface LambdaMeasurement {
  /** `http/session-get`, `events/grant-access`, … */
  name: string;
  entry: string;
  bytes: number;
  gzipBytes: number;
  sourceMapBytes: number;
  /** Module initialisation of each fresh process, in ms. */
  initMs: number[];
  initMedianMs: number;
  initMaxMs: number;
}

/** The handler modules the cloud deploys: every non-test module of handlers/http and handlers/events. */
export function handlerEntries(repoRoot: string): { name: string; kind: 'http' | 'events'; entry: string }[] {
  return (['http', 'events'] as const).flatMap((kind) => {
    const dir = join(repoRoot, 'lambdas', 'src', 'handlers', kind);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
      .sort()
      .map((file) => ({ name: `${kind}/${file.slice(0, -'.ts'.length)}`, kind, entry: join(dir, file) }));
  });
}

/** Imports the bundle in a fresh process and prints how long the import took. */
const IMPORT_PROBE = [
  'const started = performance.now();',
  'const module = await import(process.argv[1]);',
  'const ms = performance.now() - started;',
  "if (typeof module.handler !== 'function') throw new Error('The bundle exports no handler function.');",
  'process.stdout.write(JSON.stringify({ ms }));',
].join('\n');

function timeImport(bundle: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(bundle).href],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(`exited with ${code}: ${stderr.trim().slice(0, 500)}`);
        const { ms } = JSON.parse(stdout) as { ms: number };
        resolve(ms);
      } catch (error) {
        reject(
          new Error(`Importing ${bundle} failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }
    });
  });
}

/** Bundles every handler as the cloud does, then times its cold import `processes` times. */
export async function measureLambdas(
  repoRoot: string,
  outDir: string,
  options: { processes: number; log: (line: string) => void },
): Promise<LambdaMeasurement[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const results: LambdaMeasurement[] = [];
  for (const { name, kind, entry } of handlerEntries(repoRoot)) {
    const bundleDir = join(outDir, name.replace('/', '-'));
    const bundle = join(bundleDir, 'index.mjs');
    await build({
      entryPoints: [entry],
      outfile: bundle,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      mainFields: ['module', 'main'],
      sourcemap: true,
      sourcesContent: false,
      banner: { js: CLOUD_BANNER },
      external: [],
      logLevel: 'error',
    });
    const code = readFileSync(bundle);
    const env = cloudEnvironment(name.replace('/', '-'), kind);
    const initMs: number[] = [];
    for (let run = 0; run < options.processes; run += 1) initMs.push(await timeImport(bundle, env));
    const measurement: LambdaMeasurement = {
      name,
      entry: entry.slice(repoRoot.length + 1),
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
      sourceMapBytes: statSync(`${bundle}.map`).size,
      initMs: initMs.map((ms) => round(ms, 2)),
      initMedianMs: round(median(initMs), 2),
      initMaxMs: round(Math.max(...initMs), 2),
    };
    options.log(
      `  ${name.padEnd(26)} ${(measurement.bytes / 1000).toFixed(1).padStart(7)} kB, ` +
        `${(measurement.gzipBytes / 1000).toFixed(1).padStart(6)} kB gzip, init median ${measurement.initMedianMs.toFixed(1)} ms`,
    );
    results.push(measurement);
  }
  return results;
}
