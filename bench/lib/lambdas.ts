import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { buildLambda } from '../../infra/lib/bundle/lambda-bundle.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';
import { componentOf, strayComponents } from './lambda-contents.js';
import { median, round } from './stats.js';

/**
 * What Lambda and the CDK stack set for a function (infra/lib/lane-stack.ts, lane-function.ts,
 * constructs/api.ts), with placeholder values: module initialisation reads some of them (Powertools
 * logger and metrics) and nothing at import time calls the network. No NODE_OPTIONS, as in the
 * cloud: `--enable-source-maps` parsed the map on every cold start, and the bundle now maps a
 * stack itself when one is read (infra/lib/bundle/mapped-stack-traces.ts); infra/test/stack.test.ts
 * checks that no function sets NODE_OPTIONS.
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
  /**
   * The JavaScript a cold start reads: `index.mjs` and the files it imports statically. Where the
   * bundle is split (infra/lib/bundle/lambda-bundle.ts, `split`), the files loaded on first use
   * are in `deployedBytes` only.
   */
  bytes: number;
  gzipBytes: number;
  /** Every JavaScript file of the function's asset. */
  deployedBytes: number;
  /** How many JavaScript files the asset has (1 unless split). */
  files: number;
  sourceMapBytes: number;
  /** Module initialisation of each fresh process, in ms. */
  initMs: number[];
  initMedianMs: number;
  initMaxMs: number;
  /** CPU time of each import (user + system), in ms, and its median. */
  initCpuMs: number[];
  initCpuMedianMs: number;
  /**
   * The same-run reference: an empty handler module bundled the same way, imported in a fresh
   * process just before each of this function's processes (interleaved, so both see the same load).
   */
  emptyInitMs: number[];
  emptyInitMedianMs: number;
  /** initMedianMs / emptyInitMedianMs. */
  initRatioToEmpty: number;
  /** Bytes in the minified bundle per package (lambda-contents.ts `componentOf`), largest first. */
  packages: { name: string; bytes: number }[];
  /** Packages the function's allowlist (lambda-contents.ts) does not name: each one is an error. */
  strayPackages: string[];
}

/** The handler modules the cloud deploys: every non-test module of handlers/http and handlers/consumers. */
export function handlerEntries(repoRoot: string): { name: string; kind: 'http' | 'events'; entry: string }[] {
  return (['http', 'events'] as const).flatMap((kind) => {
    const dir = join(repoRoot, 'lambdas', 'src', 'handlers', kind === 'http' ? 'http' : 'consumers');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
      .sort()
      .map((file) => ({ name: `${kind}/${file.slice(0, -'.ts'.length)}`, kind, entry: join(dir, file) }));
  });
}

/**
 * Imports the bundle in a fresh process and prints how long the import took, and the CPU time it
 * used (what the import cost on its own: unlike the wall clock, it hardly grows when other work
 * on the machine competes for the cores).
 */
const IMPORT_PROBE = [
  'const cpu = process.cpuUsage();',
  'const started = performance.now();',
  'const module = await import(process.argv[1]);',
  'const ms = performance.now() - started;',
  'const used = process.cpuUsage(cpu);',
  "if (typeof module.handler !== 'function') throw new Error('The bundle exports no handler function.');",
  'process.stdout.write(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));',
].join('\n');

interface ImportTime {
  ms: number;
  cpuMs: number;
}

function timeImport(bundle: string, env: Record<string, string>): Promise<ImportTime> {
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
        resolve(JSON.parse(stdout) as ImportTime);
      } catch (error) {
        reject(
          new Error(`Importing ${bundle} failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }
    });
  });
}

/**
 * Bundles one function exactly as the cloud does: the very build `LaneFunction` runs
 * (infra/lib/bundle/lambda-bundle.ts `buildLambda`), with the stack's assistant (here the default, Bedrock); the
 * metafile says which input each output byte came from.
 */
async function bundleAsTheCloudDoes(
  entry: string,
  outfile: string,
  env: Record<string, string>,
): Promise<Metafile> {
  const { metafile } = await buildLambda({ entry, outfile, assistant: env['LANE_ASSISTANT'] ?? 'bedrock' });
  return metafile;
}

/**
 * The bundle's JavaScript files (absolute paths): every one, and those a cold start reads (the
 * entry and, transitively, what it imports statically; a dynamic `import()` is read on first use).
 */
export function bundleFiles(metafile: Metafile, workingDir: string): { all: string[]; coldStart: string[] } {
  const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.mjs'));
  const entry = outputs.find(([, output]) => output.entryPoint !== undefined);
  if (!entry) throw new Error('The bundle has no entry file.');
  const coldStart = new Set<string>();
  const visit = (path: string) => {
    if (coldStart.has(path)) return;
    coldStart.add(path);
    for (const { path: imported, kind, external } of metafile.outputs[path]?.imports ?? [])
      if (kind === 'import-statement' && !external) visit(imported);
  };
  visit(entry[0]);
  return {
    all: outputs.map(([path]) => join(workingDir, path)),
    coldStart: [...coldStart].map((path) => join(workingDir, path)),
  };
}

/** Bytes of the output per package, largest first. */
export function packageBytes(metafile: Metafile): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0) continue;
      const name = componentOf(input);
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}

/** The reference every function's init is read against: a handler module that does nothing. */
const EMPTY_HANDLER = 'export const handler = async () => ({ statusCode: 204 });\n';

/**
 * Bundles every handler as the cloud does, then times its cold import `processes` times, each
 * right after a cold import of the empty module in the same conditions.
 */
export async function measureLambdas(
  repoRoot: string,
  outDir: string,
  options: { processes: number; log: (line: string) => void },
): Promise<LambdaMeasurement[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const emptyEntry = join(outDir, 'empty-handler.mjs');
  writeFileSync(emptyEntry, EMPTY_HANDLER);
  const emptyBundle = join(outDir, 'empty', 'index.mjs');
  await bundleAsTheCloudDoes(emptyEntry, emptyBundle, cloudEnvironment('empty', 'http'));
  const results: LambdaMeasurement[] = [];
  for (const { name, kind, entry } of handlerEntries(repoRoot)) {
    const bundleDir = join(outDir, name.replace('/', '-'));
    const bundle = join(bundleDir, 'index.mjs');
    const env = cloudEnvironment(name.replace('/', '-'), kind);
    const metafile = await bundleAsTheCloudDoes(entry, bundle, env);
    const packages = packageBytes(metafile);
    const files = bundleFiles(metafile, REPO_ROOT);
    const code = Buffer.concat(files.coldStart.map((file) => readFileSync(file)));
    const deployedBytes = files.all.reduce((sum, file) => sum + statSync(file).size, 0);
    const initMs: number[] = [];
    const initCpuMs: number[] = [];
    const emptyInitMs: number[] = [];
    for (let run = 0; run < options.processes; run += 1) {
      emptyInitMs.push((await timeImport(emptyBundle, env)).ms);
      const time = await timeImport(bundle, env);
      initMs.push(time.ms);
      initCpuMs.push(time.cpuMs);
    }
    const initMedianMs = median(initMs);
    const emptyInitMedianMs = median(emptyInitMs);
    const measurement: LambdaMeasurement = {
      name,
      entry: entry.slice(repoRoot.length + 1),
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
      deployedBytes,
      files: files.all.length,
      sourceMapBytes: files.all.reduce((sum, file) => sum + statSync(`${file}.map`).size, 0),
      initMs: initMs.map((ms) => round(ms, 2)),
      initMedianMs: round(initMedianMs, 2),
      initMaxMs: round(Math.max(...initMs), 2),
      initCpuMs: initCpuMs.map((ms) => round(ms, 2)),
      initCpuMedianMs: round(median(initCpuMs), 2),
      emptyInitMs: emptyInitMs.map((ms) => round(ms, 2)),
      emptyInitMedianMs: round(emptyInitMedianMs, 2),
      initRatioToEmpty: round(initMedianMs / emptyInitMedianMs, 1),
      packages,
      strayPackages: strayComponents(
        name,
        packages.map((p) => p.name),
      ),
    };
    options.log(
      `  ${name.padEnd(26)} ${(measurement.bytes / 1000).toFixed(1).padStart(7)} kB, ` +
        `${(measurement.gzipBytes / 1000).toFixed(1).padStart(6)} kB gzip, init median ${measurement.initMedianMs.toFixed(1)} ms ` +
        `(empty module ${measurement.emptyInitMedianMs.toFixed(1)} ms, ×${measurement.initRatioToEmpty}; CPU ${measurement.initCpuMedianMs.toFixed(1)} ms)`,
    );
    if (measurement.files > 1)
      options.log(
        `    ${measurement.files} files, ${(deployedBytes / 1000).toFixed(1)} kB in all; the cold start reads ${files.coldStart.length} of them`,
      );
    options.log(
      `    largest: ${packages
        .slice(0, 5)
        .map((p) => `${p.name} ${(p.bytes / 1000).toFixed(1)} kB`)
        .join(', ')}`,
    );
    if (measurement.strayPackages.length > 0)
      options.log(`    NOT ALLOWED in this function: ${measurement.strayPackages.join(', ')}`);
    results.push(measurement);
  }
  return results;
}
