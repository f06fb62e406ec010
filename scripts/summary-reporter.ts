import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends a Vitest run with one plain line, `N passed, N failed`, which CI reads (Vitest's own summary
 * is not one of the formats it understands). Skipped tests are counted separately. The names of the
 * failed tests go to `npm test`, which repeats them just above its closing line, where a CI log's
 * tail shows them.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const testModule of testModules) {
      let moduleHasTests = false;
      for (const test of testModule.children.allTests()) {
        moduleHasTests = true;
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') {
          failed += 1;
          failures.push(`${relative(process.cwd(), testModule.moduleId)} › ${test.fullName}`);
        } else skipped += 1;
      }
      // A file that failed to load (syntax error, failing import) has no tests but is a failure.
      if (!moduleHasTests && testModule.state() === 'failed') {
        failed += 1;
        failures.push(`${relative(process.cwd(), testModule.moduleId)} (did not load)`);
      }
    }
    failed += unhandledErrors.length;
    for (const error of unhandledErrors)
      failures.push(`unhandled error: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
    // `npm test` adds the browser tests' counts and prints the closing line for both.
    const countsFile = process.env['LANE_TEST_COUNTS_FILE'];
    if (countsFile) writeFileSync(countsFile, JSON.stringify({ passed, failed, skipped, failures }));
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }
}
