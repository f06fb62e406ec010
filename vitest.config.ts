import { defineConfig } from 'vitest/config';

// One runner for the whole repo: a project per workspace. The plain closing line CI reads
// (`N passed, N failed`) comes from scripts/summary-reporter.ts.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      'shared',
      'lambdas',
      'infra',
      'frontend',
      { test: { name: 'bench', root: './bench', include: ['lib/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
