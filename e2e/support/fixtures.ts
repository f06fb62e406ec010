import { test as base, expect } from '@playwright/test';

/** What global-setup exported about the local stack it started. */
export interface StackInfo {
  url: string;
  dataDir: string;
  dynamoDbPort: number;
  adminEmail: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the browser tests with \`npx playwright test\` (global setup).`);
  return value;
}

export function stackInfo(): StackInfo {
  return {
    url: required('LANE_E2E_URL'),
    dataDir: required('LANE_E2E_DATA_DIR'),
    dynamoDbPort: Number(required('LANE_E2E_DYNAMODB_PORT')),
    adminEmail: required('LANE_E2E_ADMIN_EMAIL'),
  };
}

interface LaneFixtures {
  stack: StackInfo;
  /** A fresh address for this test (and this attempt), so no two tests ever share a pass. */
  newEmail: (tag: string) => string;
}

/**
 * The browser tests' `test`: pages and API requests resolve against the stack global-setup started
 * (so `page.goto('/es/access')` works), plus the stack's details and a fresh email per test.
 */
export const test = base.extend<LaneFixtures>({
  // Playwright reads a fixture's dependencies from its destructuring pattern; these have none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(stackInfo().url);
  },
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => {
    await use(stackInfo());
  },
  // eslint-disable-next-line no-empty-pattern
  newEmail: async ({}, use, testInfo) => {
    let count = 0;
    await use((tag) => `${tag}-${testInfo.testId}-r${testInfo.retry}-${++count}@example.com`.toLowerCase());
  },
});

export { expect };
