/**
 * `npm run replay:dead-letters`: delivers the local bus's dead letters (`<dataDir>/dead-letters.jsonl`)
 * again to the consumers that failed on them, the way every `npm start` does when it starts.
 * Consumers are idempotent: a letter whose purchase was granted or mailed since changes nothing.
 * Uses the running stack's DynamoDB Local when Lane is running, and starts its own otherwise.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readLocalConfig } from './config.js';
import { databaseAnswers } from './dynamodb-local.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(): Promise<number> {
  process.env['POWERTOOLS_LOG_LEVEL'] ??= 'WARN';
  process.env['POWERTOOLS_METRICS_DISABLED'] ??= 'true';
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  const config = readLocalConfig();
  const runningDatabase = `http://127.0.0.1:${config.dynamoDbPort}`;
  const dynamoDbEndpoint =
    config.dynamoDbEndpoint ?? ((await databaseAnswers(runningDatabase)) ? runningDatabase : undefined);
  const log = (line: string) => process.stdout.write(`${line}\n`);

  const { startLocalStack } = await import('./stack.js');
  // Only the consumers are needed: the web app and API listen on a free port nobody is told about.
  const stack = await startLocalStack({
    config: {
      ...config,
      dynamoDbEndpoint,
      port: 0,
      host: '127.0.0.1',
      // Receipts link to where Lane runs, not to this short-lived port.
      siteUrl:
        config.siteUrl ??
        `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`,
    },
    distDir: join(repoRoot, 'frontend', 'dist'),
    log,
  });
  try {
    const report = await stack.replayed;
    // The stack has said how many it replayed; say what is left.
    if (report.replayed === 0) log(`No dead letters to replay in ${stack.deadLetterFile}.`);
    if (report.failedAgain > 0) log(`The ones that failed again are kept in ${stack.deadLetterFile}.`);
    if (report.dropped > 0) log(`Dropped ${report.dropped} unreadable or expired line(s).`);
    return report.failedAgain === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `\n${error instanceof ConfigError ? '' : 'Could not replay the dead letters: '}${error instanceof Error ? error.message : String(error)}\n\n`,
    );
    process.exit(1);
  },
);
