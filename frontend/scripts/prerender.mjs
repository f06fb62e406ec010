/**
 * The last step of `npm run build`: writes the prerendered public pages (src/prerender/entry-server.tsx,
 * bundled for Node into build-ssr/) into dist. Vite's index.html becomes app.html, the shell the
 * client-rendered pages (/lane, /payment-success) are served; index.html becomes the English landing.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const frontend = join(import.meta.dirname, '..');
const dist = join(frontend, 'dist');

const { prerenderSite } = await import(pathToFileURL(join(frontend, 'build-ssr', 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

renameSync(join(dist, 'index.html'), join(dist, 'app.html'));
const pages = await prerenderSite(template);
for (const { file, path, html } of pages) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), html);
  console.log(
    `prerendered ${path.padEnd(12)} → dist/${file} (${(Buffer.byteLength(html) / 1000).toFixed(1)} kB)`,
  );
}
