import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { APP_PATHS, NOINDEX_PAGES, stripLanguagePrefix } from '@lane/shared';
import { afterAll, beforeAll } from 'vitest';
import { readLocalConfig, type LocalConfig } from './config.js';
import { startLocalStack, type RunningLocalStack } from './stack.js';

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
  // Every page search engines may index is prerendered: '/', '/es', '/access', … (shared/src/pages.ts).
  const prerendered = APP_PATHS.filter(
    (path) => !NOINDEX_PAGES.some((page) => page === stripLanguagePrefix(path)),
  );
  for (const path of prerendered) {
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

type ThrowAwaySetup = Awaited<ReturnType<typeof throwAwayStackConfig>>;

/** Stands for what `current` returns once it is there (read it inside a test or hook). */
function whenReady<T extends object>(current: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value)
        throw new Error(`useLocalStack: read ${name} inside a test, once beforeAll has started it.`);
      const property = Reflect.get(value, key) as unknown;
      return typeof property === 'function'
        ? (property as (...args: unknown[]) => unknown).bind(value)
        : property;
    },
  });
}

/**
 * One local stack for a test file (or a describe block): on a throw-away config, started before its
 * tests, stopped and its files removed after them.
 */
export function useLocalStack(): { stack: RunningLocalStack; setup: ThrowAwaySetup } {
  let setup: ThrowAwaySetup | undefined;
  let stack: RunningLocalStack | undefined;
  beforeAll(async () => {
    setup = await throwAwayStackConfig();
    stack = await startLocalStack({ config: setup.config, distDir: setup.distDir });
  });
  afterAll(async () => {
    await stack?.stop();
    setup?.cleanup();
  });
  return { stack: whenReady(() => stack, 'stack'), setup: whenReady(() => setup, 'setup') };
}

/** Every mail the local stack wrote to its mail folder (none before the first). */
export function mailsIn(mailDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir);
  } catch {
    return [];
  }
  return files
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(mailDir, name), 'utf8'));
}

/** The text part of a mail, decoded. */
export function decodedText(eml: string): string {
  const parts = eml.split(/\r\n\r\n/);
  const textPart = parts.findIndex((part) => part.includes('Content-Type: text/plain'));
  return Buffer.from(parts[textPart + 1]!.split('--lane-')[0]!.replace(/\s+/g, ''), 'base64').toString(
    'utf8',
  );
}

/** A POST of this JSON body. */
export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
