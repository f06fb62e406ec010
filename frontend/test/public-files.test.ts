import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_PAGES, LANGUAGES, NOINDEX_PAGES, localizePath } from '@lane/shared';
import { describe, expect, it } from 'vitest';

const frontend = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(frontend, path), 'utf8');
const SITE = 'https://lane.help';

const publicPages = APP_PAGES.filter((page) => !NOINDEX_PAGES.includes(page));
const url = (page: string, language: (typeof LANGUAGES)[number]) => `${SITE}${localizePath(page, language)}`;

describe('sitemap.xml', () => {
  const sitemap = read('public/sitemap.xml');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');

  it('lists every public page in both languages, and nothing else', () => {
    const locs = entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1]);
    const expected = publicPages.flatMap((page) => LANGUAGES.map((language) => url(page, language)));
    expect(locs.sort()).toEqual(expected.sort());
  });

  it('names both languages of each page as hreflang alternates, English as the default', () => {
    for (const page of publicPages) {
      for (const language of LANGUAGES) {
        const entry = entries.find((candidate) => candidate.includes(`<loc>${url(page, language)}</loc>`));
        expect(entry, url(page, language)).toContain(`hreflang="en" href="${url(page, 'en')}"`);
        expect(entry).toContain(`hreflang="es" href="${url(page, 'es')}"`);
        expect(entry).toContain(`hreflang="x-default" href="${url(page, 'en')}"`);
      }
    }
  });
});

describe('robots.txt', () => {
  const robots = read('public/robots.txt');

  it('keeps crawlers out of the chat and the payment confirmation, in both languages', () => {
    for (const page of NOINDEX_PAGES) {
      for (const language of LANGUAGES) {
        expect(robots).toContain(`Disallow: ${localizePath(page, language)}\n`);
      }
    }
  });

  it('points to the sitemap', () => {
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('icons, manifest and link previews', () => {
  const html = read('index.html');

  it('ships every icon the manifest and index.html name', () => {
    const manifest = JSON.parse(read('public/site.webmanifest')) as { icons: Array<{ src: string }> };
    const linked = [
      ...html.matchAll(/(?:href|content)="(?:https:\/\/lane\.help)?(\/[\w.-]+\.(?:png|svg|webmanifest))"/g),
    ].map((match) => match[1] ?? '');
    const files = [...manifest.icons.map((icon) => icon.src), ...linked];
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(existsSync(join(frontend, 'public', file)), file).toBe(true);
  });

  it('has the Open Graph tags a link preview needs', () => {
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type']) {
      expect(html).toMatch(new RegExp(`property="${property}"\\s+content="[^"]+"`));
    }
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
  });
});
