import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';

/** Every page of the fixture build is the same shell: the tests care which pages exist, not what they say. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Lane (test fixture)</title>
    <script type="module" src="/assets/index-3f9a2c1b.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A small stand-in for frontend/dist: the prerendered home and /es pages, the app shell, a 404 page
 * per language, robots.txt, one hashed script and its source map (which the deploy must not publish).
 */
export const FIXTURE_SITE_FILES: Readonly<Record<string, string>> = {
  'index.html': PAGE,
  'app.html': PAGE,
  '404.html': PAGE,
  'es/index.html': PAGE,
  'es/404.html': PAGE,
  'robots.txt': 'User-agent: *\n',
  'assets/index-3f9a2c1b.js': 'export const fixture = true;\n',
  'assets/index-3f9a2c1b.js.map': '{"version":3,"sources":["../src/main.tsx"],"mappings":"AAAA"}\n',
};

/**
 * Writes the fixture build once into a folder named by its content, so every test process finds
 * the same files (and CDK the same asset hash) without the repository holding five copies of a page.
 * The folder is filled under another name and renamed into place, so concurrent test files never
 * see it half written.
 */
function writeFixtureSite(): string {
  const digest = createHash('sha256').update(JSON.stringify(FIXTURE_SITE_FILES)).digest('hex').slice(0, 16);
  const site = join(tmpdir(), `lane-fixture-site-${digest}`);
  if (existsSync(site)) return site;
  const draft = mkdtempSync(`${site}-draft-`);
  for (const [file, text] of Object.entries(FIXTURE_SITE_FILES)) {
    mkdirSync(dirname(join(draft, file)), { recursive: true });
    writeFileSync(join(draft, file), text);
  }
  try {
    renameSync(draft, site);
  } catch (error) {
    // Another test process renamed its identical copy first.
    rmSync(draft, { recursive: true, force: true });
    if (!existsSync(site)) throw error;
  }
  return site;
}

export const FIXTURE_SITE = writeFixtureSite();
