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
    options.log(
      `  ${formFactor.padEnd(7)} ${path.padEnd(4)} run ${run}: ` +
        CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ') +
        `; LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`,
    );
    results.push(result);
  }
  const medianScores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(results.map((r) => r.scores[category]))]),
  ) as Record<Category, number>;
  const medianRun = medianIndex(results.map((r) => r.scores.performance));
  const chosen = results[medianRun]!;
  writeFileSync(options.reportFile, generateReport(reports[medianRun]!, 'html'));
  return {
    path,
    formFactor,
    runs: results,
    medianScores,
    medianRun,
    lcpMs: chosen.lcpMs,
    tbtMs: chosen.tbtMs,
    cls: chosen.cls,
  };
}
