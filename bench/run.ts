/**
 * `npm run bench`: Lane's speed and size in numbers anyone can re-run (bench/README.md).
 *
 * Bundles every Lambda as the cloud does and times its cold import; starts the local stack on free
 * ports with a throw-away data dir and the production build; records the JavaScript and CSS each
 * page loads before interaction; runs Lighthouse (mobile and desktop, / and /es) and autocannon
 * (GET /api/session, POST /api/access, POST /api/chat); then checks bench/budgets.json.
 *
 * Writes bench/out/results.json and bench/out/results.md. Exits 0 when every measurement was
 * made, whatever the budgets say (they are reported line by line), and 1 when one could not be.
 * `npm run bench -- --quick` is for working on the bench itself: 1 Lighthouse run, 3 processes,
 * 3 s of load. `npm run bench -- --landing` measures only the landing (build, bytes, Lighthouse with
 * its no-script reference) and checks only those budgets; `npm run bench -- --lambdas` only the
 * Lambda bundles and their cold initialisation (no build, no stack, no browser).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_PAGES } from '@lane/shared';
import { ensureFrontendBuild } from '../infra/local/frontend-build.js';
import { checkBudgets, formatCheck, formatLimit, formatValue, parseBudgets, tally } from './lib/budgets.js';
import { stopAllChromiums } from './lib/chromium.js';
import { measureFrontendBytes, readBuild } from './lib/frontend-bytes.js';
import { measureLoad, type LoadTarget } from './lib/http-load.js';
import { measureLambdas } from './lib/lambdas.js';
import { measureAgainstReference, measureLighthouse, type FormFactor } from './lib/lighthouse.js';
import { measureOfflineAnswers } from './lib/offline-answers.js';
import { measureChatStream } from './lib/chat-stream.js';
import { writeReferencePages } from './lib/reference-page.js';
import { flattenMetrics, renderMarkdown, type BenchResults } from './lib/results.js';
import { BENCH_RATE_LIMIT_FACTOR, startBenchStack, type BenchStack } from './lib/stack.js';

const repoRoot = resolve(import.meta.dirname, '..');
const outDir = join(repoRoot, 'bench', 'out');
const builtDir = join(repoRoot, 'frontend', 'dist');
/**
 * What the stack serves and the sizes are read from: a copy of frontend/dist taken once, so a
 * rebuild by someone else during the run cannot mix two builds in one report.
 */
const distDir = join(outDir, 'dist');
const quick = process.argv.includes('--quick');
/** Only the landing's figures (build, bytes, Lighthouse): for working on the frontend. */
const landingOnly = process.argv.includes('--landing');
/** Only the Lambda bundles and their cold initialisation: for working on the functions. */
const lambdasOnly = process.argv.includes('--lambdas');
const settings = {
  lighthouseRuns: quick ? 1 : 3,
  coldStartProcesses: quick ? 3 : 10,
  loadSeconds: quick ? 3 : 10,
  warmupSeconds: quick ? 2 : 5,
  loadConnections: 10,
  answerRounds: quick ? 1 : 5,
  rateLimitFactor: BENCH_RATE_LIMIT_FACTOR,
};
const LIGHTHOUSE_PAGES = ['/', '/es'];
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];
/** Where Lane is compared with its no-script reference in the same session (issue 11 acceptance). */
const COMPARED_FORM_FACTORS: FormFactor[] = ['mobile'];

const started = Date.now();
const log = (line: string) => process.stdout.write(`${line}\n`);
const failures: BenchResults['failures'] = [];
const sections: BenchResults['sections'] = [];
/** Set by Ctrl-C (or SIGTERM): the rest is skipped and nothing is written. */
let interrupted = false;
const warnings: string[] = [];
let stack: BenchStack | undefined;

/** Runs one measurement; a failure is recorded (and fails the run) without stopping the others. */
async function section<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  if (interrupted) return undefined;
  const begun = Date.now();
  log(`\n▶ ${name}`);
  let ok = false;
  try {
    const result = await work();
    ok = true;
    return result;
  } catch (error) {
    if (interrupted) return undefined;
    const message = error instanceof Error ? error.message : String(error);
    failures.push({ section: name, error: message });
    log(`  COULD NOT MEASURE: ${message}`);
    return undefined;
  } finally {
    // Other work on this machine skews every figure: the load average says how much there was.
    const seconds = Math.round((Date.now() - begun) / 1000);
    const loadAverage1m = Math.round(loadavg()[0]! * 100) / 100;
    sections.push({ name, seconds, loadAverage1m, ok });
    log(`  (${seconds} s, load average ${loadAverage1m.toFixed(2)})`);
  }
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/** The session cookie a paid email gets from POST /api/access, as a browser would send it back. */
async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(new URL('/api/access', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, lang: 'en' }),
  });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(
      `POST /api/access for the seeded pass answered ${response.status}: ${body.slice(0, 300)}`,
    );
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('lane_session='));
  if (!cookie) throw new Error('POST /api/access set no lane_session cookie.');
  return cookie.split(';')[0]!;
}

/** The file name of a page's Lighthouse report: / → root, /es → es. */
const reportName = (path: string) => (path === '/' ? 'root' : path.slice(1).replaceAll('/', '-'));

let stackStarting: Promise<BenchStack | undefined> | undefined;
let cleaning: Promise<void> | undefined;

/** Stops every Chromium and the stack (waiting for one still starting); once, whoever asks first. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllChromiums();
    const running = stack ?? (await stackStarting?.catch(() => undefined));
    stack = undefined;
    await running?.stop();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    log(`\n${signal}: stopping the stack and every Chromium this run started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  mkdirSync(join(outDir, 'lighthouse'), { recursive: true });
  const loadAverageAtStart = loadavg();
  log(
    `Lane benchmark${quick ? ' (QUICK)' : ''}: ${cpus().length} cores, load average ${loadAverageAtStart.map((n) => n.toFixed(2)).join(' ')}`,
  );
  const allBudgets = parseBudgets(JSON.parse(readFileSync(join(repoRoot, 'bench', 'budgets.json'), 'utf8')));
  // --landing measures only the landing: the budgets of the other parts are left out, not failed.
  // --lambdas likewise checks only the budgets of the functions.
  const budgets = landingOnly
    ? allBudgets.filter((budget) => /^(lighthouse|reference|ratio|bytes):/.test(budget.metric))
    : lambdasOnly
      ? allBudgets.filter((budget) => budget.metric.startsWith('lambda:'))
      : allBudgets;

  const lambdas = landingOnly
    ? []
    : ((await section(
        `Lambda bundles and cold module initialisation (${settings.coldStartProcesses} processes each)`,
        () =>
          measureLambdas(repoRoot, join(outDir, 'lambdas'), { processes: settings.coldStartProcesses, log }),
      )) ?? []);

  const answers =
    landingOnly || lambdasOnly
      ? undefined
      : await section(
          `Offline assistant: every turn of the evaluation set, ${settings.answerRounds} rounds in process`,
          () => measureOfflineAnswers({ rounds: settings.answerRounds }),
        );
  let references: Record<string, string> = {};

  const built = lambdasOnly
    ? undefined
    : await section('Production build of the frontend', async () => {
        ensureFrontendBuild(repoRoot, log);
        rmSync(distDir, { recursive: true, force: true });
        cpSync(builtDir, distDir, { recursive: true });
        const { entry } = readBuild(distDir);
        log(`  frontend/dist is current (entry ${entry}); measuring a copy of it (bench/out/dist)`);
        references = writeReferencePages(distDir, LIGHTHOUSE_PAGES);
        log(
          `  no-script references of ${LIGHTHOUSE_PAGES.join(', ')} written beside it (bench/lib/reference-page.ts)`,
        );
        return entry;
      });

  const lighthouse: BenchResults['lighthouse'] = [];
  const reference: BenchResults['reference'] = [];
  const http: BenchResults['http'] = [];
  let frontend: BenchResults['frontend'];
  stackStarting = lambdasOnly
    ? undefined
    : section('Local stack (own process, free ports, throw-away data dir)', async () => {
        const running = await startBenchStack({ repoRoot, distDir, logFile: join(outDir, 'stack.log') });
        log(`  running at ${running.url} (pid ${running.pid}); its log: bench/out/stack.log`);
        return running;
      });
  stack = await stackStarting;
  try {
    if (stack && built) {
      const url = stack.url;
      const paths = ['/', '/es', ...APP_PAGES.filter((page) => page !== '/'), '/no-such-page'];
      frontend = await section('JavaScript and CSS loaded before interaction', () =>
        measureFrontendBytes(url, distDir, paths, log),
      );
      for (const formFactor of FORM_FACTORS) {
        for (const path of LIGHTHOUSE_PAGES) {
          const referencePath = references[path];
          if (COMPARED_FORM_FACTORS.includes(formFactor) && referencePath) {
            const comparison = await section(
              `Lighthouse ${formFactor} ${path} and its no-script reference, alternating (${settings.lighthouseRuns} runs each)`,
              () =>
                measureAgainstReference(url, path, referencePath, formFactor, settings.lighthouseRuns, {
                  log,
                  reportFiles: [
                    join(outDir, 'lighthouse', `${formFactor}-${reportName(path)}.html`),
                    join(outDir, 'lighthouse', `${formFactor}-${reportName(path)}-reference.html`),
                  ],
                }),
            );
            if (comparison) {
              lighthouse.push(comparison.lane);
              reference.push(comparison);
            }
            continue;
          }
          const target = await section(
            `Lighthouse ${formFactor} ${path} (${settings.lighthouseRuns} runs)`,
            () =>
              measureLighthouse(url, path, formFactor, settings.lighthouseRuns, {
                log,
                reportFile: join(outDir, 'lighthouse', `${formFactor}-${reportName(path)}.html`),
              }),
          );
          if (target) lighthouse.push(target);
        }
      }
    }
    if (stack && !landingOnly) {
      const url = stack.url;
      const cookie = await section('Session cookie for the seeded paid pass', () =>
        sessionCookie(url, stack!.paidEmail),
      );
      if (cookie)
        await section('Chat stream: time to first delta and to final', () =>
          measureChatStream(url, cookie, { log, outFile: join(outDir, 'chat-stream.json') }),
        );
      const json = { 'content-type': 'application/json' };
      const targets: LoadTarget[] = [
        ...(cookie
          ? [{ name: 'session-get', method: 'GET' as const, path: '/api/session', headers: { cookie } }]
          : []),
        {
          name: 'access',
          method: 'POST',
          path: '/api/access',
          headers: json,
          body: JSON.stringify({ email: stack.paidEmail, lang: 'en' }),
        },
        ...(cookie
          ? [
              {
                name: 'chat',
                method: 'POST' as const,
                path: '/api/chat',
                headers: { ...json, cookie },
                body: JSON.stringify({
                  lang: 'en',
                  messages: [
                    {
                      role: 'user',
                      content:
                        'My landlord wants to raise my rent by $300 from next month. How do I push back?',
                    },
                  ],
                }),
              },
            ]
          : []),
      ];
      for (const target of targets) {
        const result = await section(
          `autocannon ${target.method} ${target.path} (${settings.loadSeconds} s)`,
          () =>
            measureLoad(url, target, {
              durationSeconds: settings.loadSeconds,
              warmupSeconds: settings.warmupSeconds,
              connections: settings.loadConnections,
              log,
            }),
        );
        if (!result) continue;
        http.push(result);
        if (result.rateLimited > 0) {
          warnings.push(
            `${target.method} ${target.path}: ${result.rateLimited} answers were 429 (rate limited): the rate-limit lift did not ` +
              'apply, so its figures partly measure refusals.',
          );
        }
      }
    }
  } finally {
    await cleanUp();
  }
  if (interrupted) return 130; // Nothing is written: a partial run is no report.

  const durationSeconds = Math.round((Date.now() - started) / 1000);
  const measured = { lighthouse, reference, frontend, lambdas, http, answers };
  const metrics = flattenMetrics({ ...measured, durationSeconds });
  const checks = checkBudgets(budgets, metrics);
  const results: BenchResults = {
    startedAt: new Date(started).toISOString(),
    durationSeconds,
    quick,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1e9),
      node: process.versions.node,
      platform: `${process.platform} ${process.arch}`,
      loadAverageAtStart,
      loadAverageAtEnd: loadavg(),
    },
    source: {
      commit: git(['rev-parse', 'HEAD']) || 'unknown',
      uncommittedChanges: git(['status', '--porcelain']).split('\n').filter(Boolean).length,
      frontendEntry: built,
    },
    settings,
    ...measured,
    metrics,
    budgets: checks.map(({ budget, ...check }) => ({
      ...check,
      op: budget.op,
      limit: budget.limit,
      unit: budget.unit,
    })),
    sections,
    failures,
    warnings,
  };
  const lines = checks.map((check) => ({
    status: check.status,
    label: check.label,
    measured:
      check.measured === undefined ? 'no measurement' : formatValue(check.measured, check.budget.unit),
    limit: formatLimit(check.budget),
  }));
  writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(outDir, 'results.md'), `${renderMarkdown(results, lines)}\n`);

  const counts = tally(checks);
  log(
    `\nBudgets (bench/budgets.json): ${counts.holds} hold, ${counts.fails} fail, ${counts['not measured']} not measured`,
  );
  for (const check of checks) log(`  ${formatCheck(check)}`);
  for (const warning of warnings) log(`  WARNING: ${warning}`);
  log(
    `\nWrote bench/out/results.json and bench/out/results.md in ${durationSeconds} s (free memory ${(freemem() / 1e9).toFixed(1)} GB).`,
  );
  if (failures.length > 0 || counts['not measured'] > 0) {
    log(
      `${failures.length} measurement(s) could not be made${counts['not measured'] ? ` and ${counts['not measured']} budget(s) have no measurement` : ''}: exiting 1.`,
    );
    return 1;
  }
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    process.stderr.write(
      `\nThe bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    await cleanUp();
    process.exit(1);
  });
