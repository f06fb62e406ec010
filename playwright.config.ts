import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';

const executablePath = findChromium();

/** Browser tests against the real local stack (started once by e2e/global-setup.ts), in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/counts-reporter.ts']],
  outputDir: 'test-results',
  use: {
    ...(executablePath ? { launchOptions: { executablePath, args: CHROMIUM_FLAGS } } : {}),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
});
