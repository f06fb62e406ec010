// `npm run dev`: the local stack's API (no frontend build) and Vite's dev server with hot reload,
// which sends /api and /_local to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const devPort = process.env.LANE_DEV_PORT ?? '5173';
const children = [
  spawn('npx', ['tsx', 'infra/local/main.ts', '--api-only'], {
    stdio: 'inherit',
    // Checkout returns and mail links should land on the dev server, not the API's port.
    env: { LANE_SITE_URL: `http://127.0.0.1:${devPort}`, ...process.env },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'frontend'], { stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
