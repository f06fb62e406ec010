import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lambdas',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      AWS_REGION: 'us-east-1',
    },
  },
});
