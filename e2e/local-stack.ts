import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface E2eStack {
  url: string;
  dataDir: string;
  dynamoDbPort: number;
  adminEmail: string;
  stop(): Promise<void>;
}

/**
 * Lane exactly as a newcomer starts it (`npm start`, production build), on free ports with a
 * fresh data dir, for the browser tests. Resolves once the stack says it is running.
 */
export async function startE2eStack(): Promise<E2eStack> {
  const [port, dynamoDbPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'lane-e2e-'));
  const adminEmail = 'admin@lane.local';
  const child: ChildProcess = spawn('npx', ['tsx', 'infra/local/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LANE_DATA_DIR: dataDir,
      LANE_DYNAMODB_PORT: String(dynamoDbPort),
      LANE_ADMIN_EMAIL: adminEmail,
      LANE_SITE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The local stack did not start within 240 s:\n${output}`)),
      240_000,
    );
    const check = () => {
      if (output.includes('Lane is running at')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local stack exited (${code}) before it was ready:\n${output}`));
    });
  });

  return {
    url,
    dataDir,
    dynamoDbPort,
    adminEmail,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
        // The whole group: npx, tsx and node; the stack itself stops DynamoDB Local on SIGTERM.
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
