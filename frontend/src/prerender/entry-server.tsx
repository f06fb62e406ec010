/**
 * Build-time rendering of the public pages (docs/frontend-rendering.md): `npm run build` bundles this file
 * for Node (`vite build --ssr`) and scripts/prerender.mjs writes what `prerenderSite` returns into
 * frontend/dist. Each page is the app's own route tree rendered with react-dom/server, with the
 * Emotion (Chakra) styles it uses, its <head> and the catalogues it shows, so the first paint needs
 * no script and the app hydrates on top without a change.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { APP_PAGES, LANGUAGES, NOINDEX_PAGES, localizePath, type AppPage, type Language } from '@lane/shared';
import i18next, { type i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { NAMESPACES, initI18n, type Catalogues, type Namespace } from '../app/i18n';
import { OG_LOCALES, documentHead, type MetaKey } from '../app/layout/document-head';
import { i18nFor } from '../app/layout/PathLanguage';
import { PRERENDERED_DATA_ID, serializePrerenderedPage } from '../app/prerendered';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';

// The same lazy glob as app/i18n.ts (an eager one here would pull the catalogues into one chunk).
const locales = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function cataloguesOf(language: Language): Promise<Catalogues> {
  return Object.fromEntries(
    await Promise.all(
      NAMESPACES.map(async (namespace) => {
        const load = locales[`../locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No ${language} catalogue for ${namespace}.`);
        return [namespace, (await load()).default] as const;
      }),
    ),
  );
}

/** The pages search engines index are prerendered; /lane and /payment-success stay client-rendered. */
const PRERENDERED_PAGES: readonly AppPage[] = APP_PAGES.filter((page) => !NOINDEX_PAGES.includes(page));

/** A path no route names: the 404 page, as every unknown path shows it. */
const NOT_FOUND_PATH = '/404';

interface PrerenderTarget {
  /** The path rendered, e.g. /es/access or /es/404. */
  path: string;
  /** Where it goes in frontend/dist, e.g. es/access/index.html or es/404.html. */
  file: string;
}

/** The file a prerendered path is written to; the local server and CloudFront read the same names. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

function prerenderTargets(): PrerenderTarget[] {
  return LANGUAGES.flatMap((language) => [
    ...PRERENDERED_PAGES.map((page) => {
      const path = localizePath(page, language);
      return { path, file: prerenderedFile(path) };
    }),
    {
      path: localizePath(NOT_FOUND_PATH, language),
      file: language === 'en' ? '404.html' : `${language}/404.html`,
    },
  ]);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

let started = false;
/** One i18next for the whole build, holding every catalogue of both languages. */
async function startI18n() {
  if (started) return;
  started = true;
  initI18n('en', await cataloguesOf('en'));
  for (const language of LANGUAGES) {
    for (const [namespace, catalogue] of Object.entries(await cataloguesOf(language))) {
      i18next.addResourceBundle(language, namespace, catalogue, true, true);
    }
  }
}

interface Rendered {
  html: string;
  /** The Emotion rules the page inserted, in order, and their names (for the client's cache). */
  css: { names: string[]; rules: string };
  namespaces: Namespace[];
}

/** The namespaces react-i18next saw this instance's components ask for. */
function usedNamespaces(instance: i18n): string[] {
  return instance.reportNamespaces?.getUsedNamespaces() ?? [];
}

async function renderPath(path: string, language: Language): Promise<Rendered> {
  await startI18n();
  const cache = createCache({ key: 'css' });
  // Keep the rules in the cache instead of writing <style> elements next to each component.
  cache.compat = true;
  const names: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const result = insert(selector, serialized, sheet, shouldCache);
    if (shouldCache && !names.includes(serialized.name)) names.push(serialized.name);
    return result;
  };
  const pageI18n = i18nFor(language);
  // Counted afresh for this page: which namespaces its strings came from.
  pageI18n.reportNamespaces = undefined;

  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Rendering ${path} answered a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  const withRules = names.filter((name) => typeof cache.inserted[name] === 'string');
  const used = usedNamespaces(pageI18n);
  return {
    html,
    css: { names: withRules, rules: withRules.map((name) => cache.inserted[name] as string).join('') },
    namespaces: NAMESPACES.filter((namespace) => namespace === 'common' || used.includes(namespace)),
  };
}

/** index.html as Vite wrote it, filled in for one page. */
function fillTemplate(template: string, target: PrerenderTarget, rendered: Rendered): string {
  const language = i18nFor(targetLanguage(target)).language as Language;
  const fixedT = i18next.getFixedT(language, 'common');
  const t = (key: MetaKey): string => fixedT(key);
  const head = documentHead(target.path, t);
  const catalogues = Object.fromEntries(
    rendered.namespaces.map((namespace) => [namespace, i18next.getResourceBundle(language, namespace)]),
  );

  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has nothing matching ${pattern}.`);
    return html.replace(pattern, () => replacement);
  };
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${language}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  /** Sets the content of index.html's `<meta name|property="key" content="…" />`. */
  const setMeta = (attribute: 'name' | 'property', key: string, content: string) => {
    html = replaceOnce(
      html,
      new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="[^"]*"\\s*/>`),
      `<meta ${attribute}="${key}" content="${content}" />`,
    );
  };
  setMeta('name', 'description', escapeHtml(head.description));
  setMeta('property', 'og:title', escapeHtml(head.title));
  setMeta('property', 'og:description', escapeHtml(head.description));
  setMeta('property', 'og:locale', OG_LOCALES[language]);
  setMeta('property', 'og:locale:alternate', OG_LOCALES[language === 'en' ? 'es' : 'en']);
  if (head.canonical) setMeta('property', 'og:url', escapeHtml(head.canonical));
  const headEnd = [
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.alternates.map(
      ({ hrefLang, href }) => `<link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(href)}" />`,
    ),
    // The client's Emotion cache adopts these rules by their names instead of inserting them again.
    `<style data-emotion="css ${rendered.css.names.join(' ')}">${rendered.css.rules}</style>`,
  ];
  html = replaceOnce(html, /<\/head>/, `    ${headEnd.join('\n    ')}\n  </head>`);
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${rendered.html}</div>`);
  // The page reads without JavaScript now: the "needs JavaScript" notice is for the app's own pages.
  html = replaceOnce(html, /\s*<noscript>[\s\S]*?<\/noscript>/, '');
  // The entry moves from the head to the end of the body, async and with a low fetch priority: it
  // does nothing before the first interaction (main.tsx), so it must not compete with the page's
  // first paint (a high-priority script is counted in it), and by the time it runs the root it
  // looks into has been read.
  const entry = /\s*(<script type="module"[^>]*src="[^"]+"[^>]*><\/script>)/.exec(html);
  if (!entry) throw new Error('The page template has no module entry script to move.');
  html = html.replace(entry[0], '');
  html = replaceOnce(
    html,
    /<\/body>/,
    `  <script type="application/json" id="${PRERENDERED_DATA_ID}">${serializePrerenderedPage({ language, catalogues })}</script>\n` +
      `    ${entry[1]!.replace('<script type="module"', '<script type="module" async fetchpriority="low"')}\n  </body>`,
  );
  return html;
}

function targetLanguage(target: PrerenderTarget): Language {
  return target.path === '/es' || target.path.startsWith('/es/') ? 'es' : 'en';
}

/**
 * Every prerendered page of the site: its file name in dist and its HTML. No chunk is preloaded:
 * the page paints from its HTML and CSS alone, and the app's code is fetched after that first paint
 * (main.tsx), so no download competes with what the visitor reads first.
 */
export async function prerenderSite(
  template: string,
): Promise<{ file: string; path: string; html: string }[]> {
  const pages = [];
  for (const target of prerenderTargets()) {
    const rendered = await renderPath(target.path, targetLanguage(target));
    pages.push({ file: target.file, path: target.path, html: fillTemplate(template, target, rendered) });
  }
  return pages;
}
