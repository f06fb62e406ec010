// `npm test`: every unit and integration test (Vitest), then the browser tests (Playwright) when
// Chromium is here, and one closing line for both: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';

const workDir = mkdtempSync(join(tmpdir(), 'lane-test-'));
const vitestCounts = join(workDir, 'vitest.json');
const playwrightCounts = join(workDir, 'playwright.json');
const extraArgs = process.argv.slice(2);

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function counts(file) {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
const failures = [];

/** Runs one test runner and adds up what it counted; a runner that wrote no counts is a failure. */
function runCounted(args, countsFile, env = {}) {
  const status = run('npx', args, { ...env, LANE_TEST_COUNTS_FILE: countsFile });
  const runner = counts(countsFile);
  if (runner) {
    passed += runner.passed;
    failed += runner.failed;
    skipped += runner.skipped;
    failures.push(...(runner.failures ?? []));
  } else {
    failed += 1;
    failures.push(`${args[0]} wrote no counts`);
  }
  if (status !== 0) exitCode = 1;
}

runCounted(['vitest', 'run', ...extraArgs], vitestCounts);

const chromium = findChromium();
if (extraArgs.length > 0) {
  // A filtered run (`npm test -- some/file`) is for unit and integration tests only.
} else if (!chromium) {
  const message =
    'Browser tests skipped: Chromium was not found (install Debian `chromium`, or set CHROME_PATH).';
  if (process.env.LANE_REQUIRE_BROWSER === '1') {
    console.error(`\n${message} LANE_REQUIRE_BROWSER=1 makes that a failure.`);
    failed += 1;
    failures.push('browser tests: Chromium not found');
    exitCode = 1;
  } else {
    console.warn(`\nNotice: ${message}`);
  }
} else {
  runCounted(['playwright', 'test'], playwrightCounts, { CHROME_PATH: chromium });
}

rmSync(workDir, { recursive: true, force: true });
if (failed > 0) exitCode = 1;
// The failed tests' names, again, where the tail of a long CI log shows them.
if (failures.length > 0)
  process.stdout.write(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(exitCode);
