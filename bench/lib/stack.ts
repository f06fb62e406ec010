import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/test-support.js';

export const READY_PREFIX = 'LANE_BENCH_READY ';
/** Large enough that no benchmark reaches a limit; the counters are still hit on every request. */
export const BENCH_RATE_LIMIT_FACTOR = 1_000_000;
export const PAID_EMAIL = 'bench-paid@lane.local';

export interface BenchStack {
  url: string;
  pid: number;
  /** The email of the paid pass the stack was seeded with. */
  paidEmail: string;
  stop(): Promise<void>;
}

/**
 * Starts the local stack (bench/lib/stack-process.ts) on free ports with a throw-away data dir and
 * the given production build. `stop()` ends it (and DynamoDB Local with it) and removes the data.
 */
export async function startBenchStack(options: {
  repoRoot: string;
  distDir: string;
  logFile: string;
}): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lane-bench-'));
  const logStream = createWriteStream(options.logFile);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(options.repoRoot, 'bench', 'lib', 'stack-process.ts')],
    {
      cwd: options.repoRoot,
      env: {
        ...process.env,
        LANE_BENCH_DIST: options.distDir,
        LANE_BENCH_DATA_DIR: dataDir,
        LANE_BENCH_DYNAMODB_PORT: String(await freePort()),
        LANE_BENCH_PAID_EMAIL: PAID_EMAIL,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let tail = '';
  const keep = (chunk: Buffer) => {
    logStream.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stderr.on('data', keep);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const gone = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
      ]);
      if (!gone) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    logStream.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const ready = await new Promise<{ url: string }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The local stack did not start within 180 s.')),
        180_000,
      );
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        keep(chunk);
        buffered += chunk.toString();
        const line = buffered.split('\n').find((l) => l.startsWith(READY_PREFIX));
        if (line) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice(READY_PREFIX.length)) as { url: string });
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The local stack exited (${code}) before it was ready.`));
      });
    });
    return { url: ready.url, pid: child.pid!, paidEmail: PAID_EMAIL, stop };
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail.trim()}`, {
      cause: error,
    });
  }
}
