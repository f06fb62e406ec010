import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencePath, withoutScripts, writeReferencePages } from './reference-page.js';

const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <title>Lane</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/LandingPage-3.js" />
    <link rel="canonical" href="https://lane.help/es" />
    <style data-emotion="css a b">.css-a{color:red}</style>
  </head>
  <body>
    <div id="root"><h1 class="css-a">Las palabras correctas</h1></div>
    <script type="application/json" id="lane-page">{"language":"es"}</script>
  </body>
</html>`;

describe('the no-script reference page', () => {
  it('keeps the HTML and CSS and drops every script and module preload', () => {
    const reference = withoutScripts(PAGE);
    expect(reference).not.toMatch(/<script/i);
    expect(reference).not.toContain('modulepreload');
    expect(reference).toContain('<style data-emotion="css a b">.css-a{color:red}</style>');
    expect(reference).toContain('<h1 class="css-a">Las palabras correctas</h1>');
    expect(reference).toContain('<link rel="canonical" href="https://lane.help/es" />');
    expect(reference).toContain('<html lang="es">');
  });

  it('is written beside the build, one per landing path, where the same server serves it', () => {
    const dist = mkdtempSync(join(tmpdir(), 'lane-reference-'));
    try {
      writeFileSync(join(dist, 'index.html'), PAGE.replace('lang="es"', 'lang="en"'));
      mkdirSync(join(dist, 'es'));
      writeFileSync(join(dist, 'es', 'index.html'), PAGE);
      expect(writeReferencePages(dist, ['/', '/es'])).toEqual({
        '/': '/bench-reference/en.html',
        '/es': '/bench-reference/es.html',
      });
      const spanish = readFileSync(join(dist, referencePath('/es').slice(1)), 'utf8');
      expect(spanish).toBe(withoutScripts(PAGE));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses a build whose landing is not prerendered (nothing to compare with)', () => {
    const dist = mkdtempSync(join(tmpdir(), 'lane-reference-'));
    try {
      writeFileSync(
        join(dist, 'index.html'),
        PAGE.replace(/<div id="root">.*<\/div>/, '<div id="root"></div>'),
      );
      expect(() => writeReferencePages(dist, ['/'])).toThrow(/not prerendered/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
