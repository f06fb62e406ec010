import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readLocalConfig, type LocalConfig } from './config.js';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A throw-away data dir and a tiny built frontend, shaped like `npm run build` makes it (each
 * public page prerendered into its own file, app.html for the others, a 404 page per language), so
 * the stack's tests need no Vite build.
 */
export async function throwAwayStackConfig(
  overrides: Partial<LocalConfig> = {},
): Promise<{ config: LocalConfig; distDir: string; cleanup: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'lane-stack-'));
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  const page = (lang: string, text: string) =>
    `<!doctype html><html lang="${lang}"><head><title>Lane</title></head><body><div id="root">${text}</div></body></html>`;
  const pages: Record<string, string> = {
    'app.html': page('en', ''),
    '404.html': page('en', '<h1>prerendered 404</h1>'),
    'es/404.html': page('es', '<h1>prerendered 404 (es)</h1>'),
  };
  for (const path of [
    '/',
    '/es',
    '/access',
    '/es/access',
    '/privacy',
    '/es/privacy',
    '/terms',
    '/es/terms',
  ]) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    pages[file] = page(path.startsWith('/es') ? 'es' : 'en', `<h1>prerendered ${path}</h1>`);
  }
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), html);
  }
  writeFileSync(
    join(distDir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(2048))});`,
  );
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /lane\n');
  const config = {
    ...readLocalConfig({ LANE_DATA_DIR: join(root, 'data') }, root),
    port: 0,
    dynamoDbPort: await freePort(),
    ...overrides,
  };
  return { config, distDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
