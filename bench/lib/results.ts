import type { BudgetCheck } from './budgets.js';
import type { FrontendBytes } from './frontend-bytes.js';
import type { LoadResult } from './http-load.js';
import type { LambdaMeasurement } from './lambdas.js';
import { COMPARED, type LighthouseTarget, type ReferenceComparison } from './lighthouse.js';
import type { OfflineAnswers } from './offline-answers.js';

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  quick: boolean;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  source: { commit: string; uncommittedChanges: number; frontendEntry: string | undefined };
  settings: {
    lighthouseRuns: number;
    coldStartProcesses: number;
    loadSeconds: number;
    warmupSeconds: number;
    loadConnections: number;
    rateLimitFactor: number;
  };
  lighthouse: LighthouseTarget[];
  /** Lane's landing beside its no-script reference, measured alternately in the same session. */
  reference: ReferenceComparison[];
  frontend: FrontendBytes | undefined;
  lambdas: LambdaMeasurement[];
  http: LoadResult[];
  /** The offline assistant's answer time, in process, with its same-run reference. */
  answers: OfflineAnswers | undefined;
  /** Every figure a budget can name, flat: `lighthouse:mobile:/:performance`, `lambda:http/chat:bytes`, … */
  metrics: Record<string, number>;
  budgets: (Omit<BudgetCheck, 'budget'> & { op: string; limit: number; unit: string })[];
  /** Measurements that could not be made (the bench exits non-zero when there is any). */
  failures: { section: string; error: string }[];
  /** Each step with its time and the 1-minute load average when it ended (2 cores: above 2 means competition). */
  sections: { name: string; seconds: number; loadAverage1m: number; ok: boolean }[];
  warnings: string[];
}

/** The flat metrics budgets are checked against. */
export function flattenMetrics(
  results: Pick<
    BenchResults,
    'lighthouse' | 'reference' | 'frontend' | 'lambdas' | 'http' | 'answers' | 'durationSeconds'
  >,
): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const target of results.lighthouse) {
    const prefix = `lighthouse:${target.formFactor}:${target.path}`;
    for (const [category, score] of Object.entries(target.medianScores))
      metrics[`${prefix}:${category}`] = score;
    metrics[`${prefix}:lcpMs`] = target.lcpMs;
    metrics[`${prefix}:tbtMs`] = target.tbtMs;
    metrics[`${prefix}:cls`] = target.cls;
    metrics[`${prefix}:fcpMs`] = target.medians.fcpMs;
    metrics[`${prefix}:clsMax`] = target.clsMax;
  }
  for (const comparison of results.reference) {
    const key = `${comparison.formFactor}:${comparison.path}`;
    const { reference } = comparison;
    metrics[`reference:${key}:performance`] = reference.medianScores.performance;
    metrics[`reference:${key}:fcpMs`] = reference.medians.fcpMs;
    metrics[`reference:${key}:lcpMs`] = reference.medians.lcpMs;
    metrics[`reference:${key}:tbtMs`] = reference.medians.tbtMs;
    metrics[`reference:${key}:cls`] = reference.medians.cls;
    for (const name of COMPARED) {
      const ratio = comparison.ratios[name];
      if (ratio !== null) metrics[`ratio:${key}:${name}`] = ratio;
    }
  }
  for (const route of results.frontend?.routes ?? []) {
    metrics[`bytes:${route.path}:js:raw`] = route.js.raw;
    metrics[`bytes:${route.path}:js:gzip`] = route.js.gzip;
    if (route.firstInteraction?.hydrated) {
      metrics[`bytes:${route.path}:js:firstInteraction:raw`] = route.firstInteraction.raw;
      metrics[`bytes:${route.path}:js:firstInteraction:gzip`] = route.firstInteraction.gzip;
    }
    metrics[`bytes:${route.path}:css:raw`] = route.css.raw;
    metrics[`bytes:${route.path}:css:gzip`] = route.css.gzip;
  }
  for (const lambda of results.lambdas) {
    metrics[`lambda:${lambda.name}:bytes`] = lambda.bytes;
    metrics[`lambda:${lambda.name}:gzipBytes`] = lambda.gzipBytes;
    metrics[`lambda:${lambda.name}:deployedBytes`] = lambda.deployedBytes;
    metrics[`lambda:${lambda.name}:initMedianMs`] = lambda.initMedianMs;
    metrics[`lambda:${lambda.name}:initCpuMedianMs`] = lambda.initCpuMedianMs;
    metrics[`lambda:${lambda.name}:emptyInitMedianMs`] = lambda.emptyInitMedianMs;
    metrics[`lambda:${lambda.name}:initRatioToEmpty`] = lambda.initRatioToEmpty;
    metrics[`lambda:${lambda.name}:strayPackages`] = lambda.strayPackages.length;
  }
  for (const load of results.http) {
    metrics[`http:${load.name}:requestsPerSecond`] = load.requestsPerSecond;
    metrics[`http:${load.name}:latencyP50Ms`] = load.latencyP50Ms;
    metrics[`http:${load.name}:latencyP99Ms`] = load.latencyP99Ms;
    metrics[`http:${load.name}:errors`] = load.errors;
    metrics[`http:${load.name}:non2xx`] = load.non2xx;
    metrics[`http:${load.name}:rateLimited`] = load.rateLimited;
  }
  if (results.answers) {
    metrics['answers:offline:p50Ms'] = results.answers.p50Ms;
    metrics['answers:offline:p99Ms'] = results.answers.p99Ms;
    metrics['answers:reference:p99Ms'] = results.answers.referenceP99Ms;
  }
  metrics['bench:durationSeconds'] = results.durationSeconds;
  return metrics;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const status = (s: string) => (s === 'holds' ? '✅ holds' : s === 'fails' ? '❌ fails' : '⚠️ not measured');
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The Markdown summary (bench/out/results.md). */
export function renderMarkdown(
  results: BenchResults,
  checkLines: { status: string; label: string; measured: string; limit: string }[],
): string {
  const m = results.machine;
  const counts = { holds: 0, fails: 0, 'not measured': 0 } as Record<string, number>;
  for (const line of checkLines) counts[line.status] = (counts[line.status] ?? 0) + 1;
  const out: string[] = [];
  out.push(`# Lane benchmark, ${results.startedAt}`);
  out.push('');
  out.push(
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node} (${m.platform}); load average at start ` +
      `${m.loadAverageAtStart.map((n) => n.toFixed(2)).join(' / ')}, at end ${m.loadAverageAtEnd.map((n) => n.toFixed(2)).join(' / ')}. ` +
      `Commit ${results.source.commit.slice(0, 12)} with ${results.source.uncommittedChanges} uncommitted changes; ` +
      `frontend entry ${results.source.frontendEntry ?? 'not built'}. Run took ${Math.round(results.durationSeconds)} s` +
      `${results.quick ? ' (QUICK mode: fewer runs, shorter load; not a measurement of record)' : ''}.`,
  );
  out.push('');
  if (results.failures.length > 0) {
    out.push('## Measurements that could not be made');
    out.push('');
    for (const failure of results.failures)
      out.push(`- **${failure.section}**: ${failure.error.split('\n')[0]}`);
    out.push('');
  }
  out.push(
    `## Budgets: ${counts['holds']} hold, ${counts['fails']} fail${counts['not measured'] ? `, ${counts['not measured']} not measured` : ''}`,
  );
  out.push('');
  out.push(
    table(
      ['', 'Budget', 'Measured', 'Limit'],
      checkLines.map((line) => [status(line.status), line.label, line.measured, line.limit]),
    ),
  );
  out.push('');
  if (results.warnings.length > 0) {
    out.push('**Warnings**');
    out.push('');
    for (const warning of results.warnings) out.push(`- ${warning}`);
    out.push('');
  }

  if (results.lighthouse.length > 0) {
    out.push(
      `## Lighthouse (median of ${results.settings.lighthouseRuns} runs, production build on the local stack)`,
    );
    out.push('');
    out.push(
      table(
        [
          'Form factor',
          'Page',
          'Performance',
          'Accessibility',
          'Best practices',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'Performance of each run',
        ],
        results.lighthouse.map((t) => [
          t.formFactor,
          `\`${t.path}\``,
          t.medianScores.performance,
          t.medianScores.accessibility,
          t.medianScores['best-practices'],
          t.medianScores.seo,
          `${t.lcpMs} ms`,
          `${t.tbtMs} ms`,
          t.cls,
          t.runs.map((r) => r.scores.performance).join(', '),
        ]),
      ),
    );
    out.push('');
    out.push('LCP, TBT and CLS are those of the run with the median performance score.');
    const failed = results.lighthouse.flatMap((t) => {
      const audits = [...new Set(t.runs.flatMap((r) => r.failedAudits))];
      return audits.length ? [`- ${t.formFactor} \`${t.path}\`: ${audits.join(', ')}`] : [];
    });
    if (failed.length > 0) {
      out.push('');
      out.push('Audits below 100 in accessibility, best practices or SEO (any run):');
      out.push('');
      out.push(...failed);
    }
    out.push('');
  }

  if (results.reference.length > 0) {
    out.push(
      `## Lane beside its no-script reference (median of ${results.settings.lighthouseRuns} runs each, alternating in one session)`,
    );
    out.push('');
    out.push(
      'The reference is the same prerendered HTML and CSS with every script removed (bench/lib/reference-page.ts), ' +
        'served by the same server: the limit of a page that needs no script to paint. Ratio = Lane / reference.',
    );
    out.push('');
    const ratio = (value: number | null) => (value === null ? '— (reference 0)' : `${value}×`);
    out.push(
      table(
        ['Form factor', 'Page', 'Figure', 'Lane', 'Reference', 'Lane / reference'],
        results.reference.flatMap((c) =>
          COMPARED.map((name) => {
            const value = (target: LighthouseTarget) =>
              name === 'performance'
                ? String(target.medianScores.performance)
                : name === 'cls'
                  ? String(target.medians.cls)
                  : `${target.medians[name]} ms`;
            return [
              c.formFactor,
              `\`${c.path}\``,
              name,
              value(c.lane),
              value(c.reference),
              ratio(c.ratios[name]),
            ];
          }),
        ),
      ),
    );
    out.push('');
    out.push(
      `Largest CLS of any run: ${results.reference.map((c) => `${c.formFactor} \`${c.path}\` ${c.lane.clsMax} (reference ${c.reference.clsMax})`).join(', ')}.`,
    );
    out.push('');
  }

  if (results.answers) {
    const a = results.answers;
    out.push('## Offline assistant answer time');
    out.push('');
    out.push(
      `Every turn of every conversation in the evaluation set, answered in process ${a.rounds} times after a warm-up round ` +
        `(${a.answers} answers): read the case, rule on the rights, compose, review. The reference, measured on the same answers ` +
        'in the same run, is the JSON round trip (parse the request, serialise the answer) every chat handler pays anyway.',
    );
    out.push('');
    out.push(
      table(
        ['', 'p50', 'p99', 'max'],
        [
          ['Offline assistant', `${a.p50Ms} ms`, `${a.p99Ms} ms`, `${a.maxMs} ms`],
          ['Reference: JSON round trip', `${a.referenceP50Ms} ms`, `${a.referenceP99Ms} ms`, ''],
        ],
      ),
    );
    out.push('');
  }

  if (results.frontend) {
    const f = results.frontend;
    out.push('## JavaScript and CSS loaded before any interaction');
    out.push('');
    out.push(
      `A fresh ${f.viewport} visit of each path in headless Chromium, recorded until the network was idle. ` +
        `The build has ${f.chunks} JS/CSS files, ${kB(f.totalJs.raw)} of JavaScript in all (${kB(f.totalJs.gzip)} gzip); ${f.gzipNote}. ` +
        'A prerendered page loads the app on the first interaction: "First interaction" is the JavaScript the pointer moving over the page then loads until the app is live.',
    );
    out.push('');
    out.push(
      table(
        [
          'Path',
          'Ends at',
          'HTTP',
          'JS raw',
          'JS gzip',
          'CSS raw',
          'CSS gzip',
          'Files',
          'Beyond / (gzip)',
          'First interaction JS (raw / gzip)',
        ],
        f.routes.map((r) => [
          `\`${r.path}\``,
          `\`${r.finalPath}\``,
          r.status,
          kB(r.js.raw),
          kB(r.js.gzip),
          kB(r.css.raw),
          kB(r.css.gzip),
          r.js.files.length + r.css.files.length,
          r.path === '/'
            ? '—'
            : `${kB(r.beyondLanding.gzip)}${r.beyondLanding.files.length ? ` (${r.beyondLanding.files.join(', ')})` : ''}`,
          r.firstInteraction
            ? `${kB(r.firstInteraction.raw)} / ${kB(r.firstInteraction.gzip)}${r.firstInteraction.hydrated ? '' : ' (not live after 30 s)'}`
            : '— (the app starts by itself)',
        ]),
      ),
    );
    out.push('');
    const landing = f.routes.find((r) => r.path === '/');
    if (landing) {
      out.push(
        `What \`/\` loads: ${[...landing.js.files, ...landing.css.files].map((file) => `\`${file}\``).join(', ')}.`,
      );
      out.push('');
    }
    out.push('### Lazy chunks (loaded on demand)');
    out.push('');
    out.push(
      table(
        ['Chunk', 'Raw', 'Gzip', 'With its imports, beyond / (gzip)', 'Loaded before interaction by'],
        f.lazyChunks.map((c) => [
          `\`${c.file}\``,
          kB(c.raw),
          kB(c.gzip),
          kB(c.beyondLanding.gzip),
          c.loadedBy.map((p) => `\`${p}\``).join(', ') || 'none (on interaction)',
        ]),
      ),
    );
    out.push('');
  }

  if (results.lambdas.length > 0) {
    out.push(
      `## Lambda bundles (esbuild as the cloud bundles them; cold import, median of ${results.settings.coldStartProcesses} fresh node processes)`,
    );
    out.push('');
    out.push(
      table(
        [
          'Function',
          'Read at cold start',
          'Gzip',
          'All files',
          'Source maps',
          'Init median',
          'Init max',
          'Init CPU median',
          'Empty module (same run)',
          'Init / empty',
        ],
        results.lambdas.map((l) => [
          `\`${l.name}\``,
          kB(l.bytes),
          kB(l.gzipBytes),
          l.files > 1 ? `${kB(l.deployedBytes)} (${l.files} files)` : kB(l.deployedBytes),
          kB(l.sourceMapBytes),
          `${l.initMedianMs.toFixed(1)} ms`,
          `${l.initMaxMs.toFixed(1)} ms`,
          `${l.initCpuMedianMs.toFixed(1)} ms`,
          `${l.emptyInitMedianMs.toFixed(1)} ms`,
          `×${l.initRatioToEmpty}`,
        ]),
      ),
    );
    out.push('');
    out.push(
      'What each bundle carries, by package (esbuild metafile; `bench/lib/lambda-contents.ts` lists what each function may carry):',
    );
    out.push('');
    out.push(
      table(
        ['Function', 'Largest packages', 'Not allowed'],
        results.lambdas.map((l) => [
          `\`${l.name}\``,
          l.packages
            .slice(0, 6)
            .map((p) => `${p.name} ${kB(p.bytes)}`)
            .join(', '),
          l.strayPackages.join(', ') || 'none',
        ]),
      ),
    );
    out.push('');
    out.push(
      'Init is `await import()` of the bundle timed with performance.now() in a fresh `node` with the environment the cloud ' +
        'sets (no NODE_OPTIONS: the bundle maps stacks itself, only when one is read), each run right after the same import of an empty handler module ' +
        'bundled the same way: the ratio says how much the function adds whatever else the machine is doing, and the CPU time ' +
        'is the import’s own work. Lambda runs Node 22 on arm64; this is Node ' +
        `${m.node} on this machine, so read the figures relative to each other and to the budget.`,
    );
    out.push('');
  }

  if (results.http.length > 0) {
    out.push(
      `## HTTP on the local stack (autocannon, ${results.settings.loadSeconds} s, ${results.settings.loadConnections} connections, after ${results.settings.warmupSeconds} s of warm-up load)`,
    );
    out.push('');
    out.push(
      table(
        [
          'Route',
          'Requests/s',
          'p50',
          'p99',
          'Requests',
          'Errors (incl. timeouts)',
          'Non-2xx',
          '429 (rate limited)',
          'Status codes',
        ],
        results.http.map((h) => [
          `${h.method} \`${h.path}\``,
          h.requestsPerSecond.toLocaleString('en-US'),
          `${h.latencyP50Ms} ms`,
          `${h.latencyP99Ms} ms`,
          h.requests.toLocaleString('en-US'),
          h.errors,
          h.non2xx,
          h.rateLimited,
          Object.entries(h.statusCounts)
            .map(([code, count]) => `${code}: ${count}`)
            .join(', '),
        ]),
      ),
    );
    out.push('');
    out.push(
      `The stack runs in its own process with the rate limits lifted for the benchmark only (\`rateLimitFactor: ${results.settings.rateLimitFactor}\`): ` +
        'every request still counts against its DynamoDB rate counters, so the work measured is the real work. ' +
        'Any 429 is counted in its own column.',
    );
    out.push('');
  }
  out.push('## Steps');
  out.push('');
  out.push(
    'The 1-minute load average at the end of each step: on 2 cores anything above 2 means other work competed with ' +
      'the measurement, and its figures are pessimistic.',
  );
  out.push('');
  out.push(
    table(
      ['Step', 'Time', 'Load average (1 min)', ''],
      results.sections.map((s) => [
        s.name,
        `${s.seconds} s`,
        s.loadAverage1m.toFixed(2),
        s.ok ? '' : 'could not measure',
      ]),
    ),
  );
  out.push('');
  return out.join('\n');
}
