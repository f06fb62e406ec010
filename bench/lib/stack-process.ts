/**
 * The local stack in a process of its own, so the load generator (autocannon) and Lighthouse never
 * share its event loop, as with `npm start`. Started by stack.ts; prints one JSON line when ready,
 * and stops everything (DynamoDB Local included) on SIGTERM, SIGINT or when its parent goes away
 * (stdin closes).
 *
 * Input (environment): LANE_BENCH_DIST, LANE_BENCH_DATA_DIR, LANE_BENCH_DYNAMODB_PORT,
 * LANE_BENCH_PAID_EMAIL. The rate limits are lifted for this process only (rateLimitFactor): every
 * counter is still written to DynamoDB, so the work measured is the real work.
 */
import type { RunningLocalStack } from '../../infra/local/stack.js';
import { BENCH_RATE_LIMIT_FACTOR, READY_PREFIX } from './stack.js';

const log = (line: string) => process.stderr.write(`[stack] ${line}\n`);

let stack: RunningLocalStack | undefined;
let stopping = false;

/** Stops the stack if it runs (or as soon as it does), then exits. */
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  if (!stack) return; // main() sees `stopping` once the stack is up and stops it then.
  stack
    .stop()
    .catch((error: unknown) =>
      log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`),
    )
    .finally(() => process.exit(code));
}

process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
process.stdin.on('end', () => stop(0));
process.stdin.on('error', () => stop(0));
process.stdin.resume();

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set.`);
  return value;
}

async function main() {
  // As `npm start` does (infra/local/main.ts), before the handlers load: Powertools reads these once.
  process.env['POWERTOOLS_LOG_LEVEL'] ??= 'WARN';
  process.env['POWERTOOLS_METRICS_DISABLED'] ??= 'true';
  process.env['POWERTOOLS_SERVICE_NAME'] ??= 'lane-local';
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';

  const { readLocalConfig } = await import('../../infra/local/config.js');
  const { startLocalStack } = await import('../../infra/local/stack.js');
  const dataDir = required('LANE_BENCH_DATA_DIR');
  const config = {
    ...readLocalConfig({ LANE_DATA_DIR: dataDir }, dataDir),
    port: 0,
    host: '127.0.0.1',
    dynamoDbPort: Number(required('LANE_BENCH_DYNAMODB_PORT')),
  };
  stack = await startLocalStack({
    config,
    distDir: required('LANE_BENCH_DIST'),
    log,
    rateLimitFactor: BENCH_RATE_LIMIT_FACTOR,
  });
  if (stopping) {
    stopping = false;
    return stop(0);
  }

  // A paid 30-day pass, granted the way a completed purchase grants it (grant-access consumer).
  await stack.ports.passes.grantOnce({
    checkoutSessionId: 'cs_bench_paid_pass',
    email: required('LANE_BENCH_PAID_EMAIL'),
    productId: '30day',
    lang: 'en',
    now: new Date(),
  });
  process.stdout.write(`${READY_PREFIX}${JSON.stringify({ url: stack.url })}\n`);
}

main().catch((error: unknown) => {
  log(`could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (stack) {
    stopping = false;
    stop(1);
  } else {
    process.exit(1);
  }
});
