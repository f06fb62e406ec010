import { writeFileSync } from 'node:fs';
import lighthouse, { desktopConfig, generateReport, type Flags, type Result } from 'lighthouse';
import { withChromium } from './chromium.js';
import { median, medianIndex, round } from './stats.js';

export type FormFactor = 'mobile' | 'desktop';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits of the non-performance categories that did not pass, for the reader to act on. */
  failedAudits: string[];
}

export interface LighthouseTarget {
  path: string;
  formFactor: FormFactor;
  runs: LighthouseRun[];
  /** The median of each category's score over the runs. */
  medianScores: Record<Category, number>;
  /** The run with the median performance score, whose LCP/TBT/CLS are reported. */
  medianRun: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The median of each figure over the runs (what a comparison with the reference uses). */
  medians: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** The largest layout shift of any run: CLS must stay small in every run, not only the median. */
  clsMax: number;
}

/** The figures compared with the no-script reference. */
export const COMPARED = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;
export type Compared = (typeof COMPARED)[number];

/**
 * Lane's page and its no-script reference (bench/lib/reference-page.ts), measured in the same
 * session, run after run, one then the other (A B A B), so a busy machine weighs on both alike.
 */
export interface ReferenceComparison {
  path: string;
  formFactor: FormFactor;
  referencePath: string;
  lane: LighthouseTarget;
  reference: LighthouseTarget;
  /** Lane / reference for each median figure; null where the reference's is 0 (TBT, CLS). */
  ratios: Record<Compared, number | null>;
}

function toRun(lhr: Result): LighthouseRun {
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score.`);
    scores[category] = Math.round(score * 100);
  }
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}.`);
    return value;
  };
  const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          typeof audit.score === 'number' &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => {
        // inspector-issues and friends say what kind of problem in their items.
        const items = (audit!.details as { items?: { issueType?: unknown }[] } | undefined)?.items ?? [];
        const kinds = [
          ...new Set(items.map((item) => item.issueType).filter((kind) => typeof kind === 'string')),
        ];
        return `${category}: ${audit!.id} (${audit!.title}${kinds.length ? `: ${kinds.join(', ')}` : ''})`;
      }),
  );
  return {
    scores,
    lcpMs: round(numeric('largest-contentful-paint'), 0),
    tbtMs: round(numeric('total-blocking-time'), 0),
    cls: round(numeric('cumulative-layout-shift'), 3),
    fcpMs: round(numeric('first-contentful-paint'), 0),
    failedAudits,
  };
}

/** One Lighthouse run in a fresh Chromium (as the CLI does), retried once if the page did not load. */
async function runOnce(url: string, formFactor: FormFactor): Promise<{ run: LighthouseRun; lhr: Result }> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await withChromium(async (chrome) => {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        };
        const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error('Lighthouse returned nothing.');
        if (result.lhr.runtimeError)
          throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        return { run: toRun(result.lhr), lhr: result.lhr };
      });
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `Lighthouse ${formFactor} on ${url} failed twice: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
  );
}

function summarise(
  path: string,
  formFactor: FormFactor,
  results: LighthouseRun[],
  reports: Result[],
  reportFile: string,
): LighthouseTarget {
  const medianScores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(results.map((r) => r.scores[category]))]),
  ) as Record<Category, number>;
  const medianRun = medianIndex(results.map((r) => r.scores.performance));
  const chosen = results[medianRun]!;
  writeFileSync(reportFile, generateReport(reports[medianRun]!, 'html'));
  return {
    path,
    formFactor,
    runs: results,
    medianScores,
    medianRun,
    lcpMs: chosen.lcpMs,
    tbtMs: chosen.tbtMs,
    cls: chosen.cls,
    medians: {
      fcpMs: median(results.map((r) => r.fcpMs)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: round(median(results.map((r) => r.cls)), 3),
    },
    clsMax: Math.max(...results.map((r) => r.cls)),
  };
}

const logRun = (log: (line: string) => void, label: string, run: number, result: LighthouseRun) =>
  log(
    `  ${label} run ${run}: ` +
      CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ') +
      `; FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`,
  );

/**
 * `runs` rounds of Lighthouse on Lane's page and on its no-script reference, alternating (A B A B),
 * each summarised by its medians, with the ratio Lane / reference of each compared figure.
 */
export async function measureAgainstReference(
  baseUrl: string,
  path: string,
  referencePath: string,
  formFactor: FormFactor,
  runs: number,
  options: {
    log: (line: string) => void;
    /** Where the median runs' HTML reports go: Lane's, then the reference's. */ reportFiles: [
      string,
      string,
    ];
  },
): Promise<ReferenceComparison> {
  const lane: { results: LighthouseRun[]; reports: Result[] } = { results: [], reports: [] };
  const reference: { results: LighthouseRun[]; reports: Result[] } = { results: [], reports: [] };
  for (let run = 1; run <= runs; run += 1) {
    for (const [side, target, label] of [
      [lane, path, `${formFactor.padEnd(7)} ${path.padEnd(4)}`],
      [reference, referencePath, `${formFactor.padEnd(7)} ${path.padEnd(4)} (no-script reference)`],
    ] as const) {
      const { run: result, lhr } = await runOnce(new URL(target, baseUrl).href, formFactor);
      side.reports.push(lhr);
      side.results.push(result);
      logRun(options.log, label, run, result);
    }
  }
  const laneTarget = summarise(path, formFactor, lane.results, lane.reports, options.reportFiles[0]);
  const referenceTarget = summarise(
    referencePath,
    formFactor,
    reference.results,
    reference.reports,
    options.reportFiles[1],
  );
  const figure = (target: LighthouseTarget, name: Compared) =>
    name === 'performance' ? target.medianScores.performance : target.medians[name];
  const ratios = Object.fromEntries(
    COMPARED.map((name) => {
      const base = figure(referenceTarget, name);
      return [name, base === 0 ? null : round(figure(laneTarget, name) / base, 3)];
    }),
  ) as Record<Compared, number | null>;
  return { path, formFactor, referencePath, lane: laneTarget, reference: referenceTarget, ratios };
}

/** `runs` Lighthouse runs of one page and form factor, summarised by their median. */
export async function measureLighthouse(
  baseUrl: string,
  path: string,
  formFactor: FormFactor,
  runs: number,
  options: {
    log: (line: string) => void;
    /** Where the median run's HTML report goes. */ reportFile: string;
  },
): Promise<LighthouseTarget> {
  const results: LighthouseRun[] = [];
  const reports: Result[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const { run: result, lhr } = await runOnce(new URL(path, baseUrl).href, formFactor);
    reports.push(lhr);
    logRun(options.log, `${formFactor.padEnd(7)} ${path.padEnd(4)}`, run, result);
    results.push(result);
  }
  return summarise(path, formFactor, results, reports, options.reportFile);
}
