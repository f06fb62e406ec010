import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Hands `npm test` the browser tests' counts, so its closing line covers every test. */
export default class CountsReporter implements Reporter {
  private readonly outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();
  private readonly titles = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // The last attempt decides (retries may follow a failure).
    const status = result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed';
    this.outcomes.set(test.id, test.outcome() === 'flaky' ? 'passed' : status);
    this.titles.set(test.id, test.titlePath().filter(Boolean).join(' › '));
  }

  onEnd(result: FullResult): void {
    const values = [...this.outcomes.values()];
    const failures = [...this.outcomes]
      .filter(([, outcome]) => outcome === 'failed')
      .map(([id]) => this.titles.get(id) ?? id);
    if (result.status !== 'passed' && failures.length === 0)
      failures.push(`the browser run ended ${result.status}`);
    const passed = values.filter((v) => v === 'passed').length;
    let failed = values.filter((v) => v === 'failed').length;
    if (result.status !== 'passed' && failed === 0) failed = 1;
    const skipped = values.filter((v) => v === 'skipped').length;
    const file = process.env['LANE_TEST_COUNTS_FILE'];
    if (file) writeFileSync(file, JSON.stringify({ passed, failed, skipped, failures }));
  }
}
