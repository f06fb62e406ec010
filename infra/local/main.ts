/**
 * `npm start`: Lane on this machine with no cloud account (docs/operations.md, "The local stack"). Builds the frontend when
 * needed, starts everything, prints one block that says what is real and what is simulated, and
 * stops it all cleanly on Ctrl-C.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readLocalConfig, type LocalConfig } from './config.js';
import { DynamoDbExposedError, JavaMissingError } from './dynamodb-local.js';
import { ensureFrontendBuild } from './frontend-build.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function banner(
  config: LocalConfig,
  url: string,
  dynamoDbEndpoint: string,
  startedDynamoDb: boolean,
): string {
  const fromHere = relative(process.cwd(), config.dataDir);
  const data = fromHere === '' ? '.' : fromHere.startsWith('..') ? config.dataDir : fromHere;
  const rows: [string, string][] = [
    ['Web app + API', `${url}`],
    [
      'Database',
      startedDynamoDb
        ? `DynamoDB Local (real), ${dynamoDbEndpoint} (this machine only, restarted if it stops), data in ${data}/dynamodb`
        : `DynamoDB at ${dynamoDbEndpoint}`,
    ],
    [
      'Payments',
      config.stripeSecretKey
        ? 'Stripe Checkout (real, with your STRIPE_SECRET_KEY)'
        : 'simulated checkout (no card, nothing leaves this machine)',
    ],
    [
      'Assistant',
      config.bedrockModelId
        ? `Amazon Bedrock (real), model ${config.bedrockModelId}`
        : 'offline assistant (simulated: curated templates, no model)',
    ],
    ['Events', 'in-process bus with the EventBridge rules (simulated)'],
    ['Mail', `mailbox folder ${data}/mail (simulated: nothing is sent)`],
    ['Admin email', config.adminEmail],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    `  Lane is running at ${url}`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

async function main() {
  let config: LocalConfig;
  try {
    config = readLocalConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Before the handlers load: Powertools reads these once. Logs stay quiet unless asked for, and
  // CloudWatch metrics have nowhere to go on this machine.
  process.env['POWERTOOLS_LOG_LEVEL'] ??= config.logLevel;
  process.env['POWERTOOLS_METRICS_DISABLED'] ??= 'true';
  process.env['POWERTOOLS_SERVICE_NAME'] ??= 'lane-local';
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';

  const log = (line: string) => process.stdout.write(`${line}\n`);
  // `npm run dev` serves the app from Vite and only needs the API from here.
  if (!process.argv.includes('--api-only')) {
    try {
      ensureFrontendBuild(repoRoot, log);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }

  const { PortInUseError, startLocalStack } = await import('./stack.js');
  let stack: Awaited<ReturnType<typeof startLocalStack>>;
  try {
    stack = await startLocalStack({ config, distDir: join(repoRoot, 'frontend', 'dist'), log });
  } catch (error) {
    if (
      error instanceof PortInUseError ||
      error instanceof JavaMissingError ||
      error instanceof DynamoDbExposedError
    )
      fail(error.message);
    throw error;
  }
  log(banner(config, stack.url, stack.dynamoDbEndpoint, stack.startedDynamoDb));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping Lane…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stack.stop();
    log('Stopped. Your data is kept for next time.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('Ctrl-C'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) =>
  fail(`Lane could not start: ${error instanceof Error ? error.message : String(error)}`),
);
