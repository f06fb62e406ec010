import { PLAN_NAMES, PRODUCT_IDS } from '@lane/shared';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { makeTheAppLive } from './support/hydration.js';
import { LANGUAGES, localized, texts, type Lang } from './support/i18n.js';

/**
 * Issue 11: the public pages are prerendered. Without JavaScript they show all their text; with
 * it, the app hydrates on top without changing what is on screen, and the hero is there at once.
 */

const SITE_ORIGIN = 'https://lane.help';

/** Visible text, lower-cased with runs of white space as one space (CSS may upper-case a line). */
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every text the landing shows in a language, section by section. */
function landingTexts(lang: Lang): string[] {
  const { landing } = texts(lang);
  const { hero, features, use_cases: useCases, pricing, faq, cta } = landing;
  return [
    hero.eyebrow,
    hero.title,
    hero.subtitle,
    ...Object.values(hero.highlights),
    hero.cta_primary,
    hero.cta_secondary,
    hero.testimonial.label,
    hero.testimonial.quote,
    hero.testimonial.name,
    hero.testimonial.context.replace('{{plan}}', PLAN_NAMES[lang]['48hour']),
    features.title,
    features.subtitle,
    ...Object.values(features.items).flatMap((item) => [item.title, item.description]),
    useCases.title,
    useCases.subtitle,
    ...Object.values(useCases.items).flatMap((item) => [item.title, ...item.examples]),
    pricing.title,
    pricing.subtitle,
    pricing.popular,
    // The passes' names come from shared/src/plan-names.ts, the rest of their copy from landing.json.
    ...PRODUCT_IDS.map((id) => PLAN_NAMES[lang][id]),
    ...Object.values(pricing.plans).flatMap((plan) => [plan.description, plan.cta]),
    '$9.99',
    '$24.99',
    ...pricing.features,
    pricing.fine_print,
    faq.title,
    faq.subtitle,
    ...Object.values(faq.items).map((item) => item.question),
    cta.title,
    cta.text,
    cta.button,
  ];
}

async function withoutJavaScript<T>(browser: Browser, baseURL: string, work: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const lang of LANGUAGES) {
  const t = texts(lang);
  const landing = localized(lang, '/');

  test.describe(`[${lang}] prerendered pages`, () => {
    test('without JavaScript the landing shows all its text, with its head', async ({ browser, stack }) => {
      await withoutJavaScript(browser, stack.url, async (page) => {
        const response = await page.goto(landing);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(t.common.meta.landing.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          t.common.meta.landing.description,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${SITE_ORIGIN}${landing}`,
        );
        for (const other of LANGUAGES) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
            'href',
            `${SITE_ORIGIN}${localized(other, '/')}`,
          );
        }
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
        const shown = normalize(await page.locator('body').innerText());
        const missing = landingTexts(lang).filter((text) => !shown.includes(normalize(text)));
        expect(missing, 'landing texts not shown without JavaScript').toEqual([]);
        // The FAQ answers are in the page for readers and crawlers alike (collapsed, as with JavaScript).
        const html = await page.content();
        for (const item of Object.values(t.landing.faq.items))
          expect(html).toContain(item.answer.replaceAll('&', '&amp;').slice(0, 40));
      });
    });

    test('without JavaScript every other public page shows its heading; unknown paths the 404 page', async ({
      browser,
      stack,
    }) => {
      const pages = [
        { path: '/access', heading: t.access.heading, status: 200 },
        { path: '/privacy', heading: t.legal.privacy.title, status: 200 },
        { path: '/terms', heading: t.legal.terms.title, status: 200 },
        { path: '/no-such-page', heading: t.common.not_found.title, status: 404 },
      ];
      await withoutJavaScript(browser, stack.url, async (page) => {
        for (const { path, heading, status } of pages) {
          const response = await page.goto(localized(lang, path));
          expect(response?.status(), path).toBe(status);
          await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        }
      });
    });

    test('the only script is the entry, at the end of the body, async and with a low priority', async ({
      request,
    }) => {
      // It does nothing before the first interaction: nothing about it may hold back the first paint.
      const html = await (await request.get(landing)).text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      const modules = scripts.filter((tag) => tag.includes('type="module"'));
      expect(modules).toHaveLength(1);
      expect(modules[0]).toMatch(/\basync\b/);
      expect(modules[0]).toContain('fetchpriority="low"');
      expect(html.indexOf(modules[0]!)).toBeGreaterThan(html.indexOf('</head>'));
      expect(scripts.filter((tag) => !tag.includes('type="module"'))).toEqual([
        '<script type="application/json" id="lane-page">',
      ]);
    });

    test('the app hydrates the page without changing what is on screen', async ({ browser, page, stack }) => {
      const errors: string[] = [];
      // A visitor with no session gets 401 from the header's "Continue to Lane" check, and Chromium
      // logs every 4xx response: that is the check working, not a hydration error.
      const anonymousCheck = /^Failed to load resource: the server responded with a status of 401/;
      page.on('console', (message) => {
        if (message.type() === 'error' && !anonymousCheck.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const sessionCheck = page.waitForResponse((response) => response.url().endsWith('/api/session'));
      const onScreen = (target: Page) =>
        target.evaluate(() => ({
          header: document.querySelector('header')!.outerHTML,
          hero: document.querySelector('section[aria-labelledby="hero-title"]')!.outerHTML,
        }));
      const prerendered = await withoutJavaScript(browser, stack.url, async (plain) => {
        await plain.goto(landing);
        return onScreen(plain);
      });
      await page.goto(landing);
      await makeTheAppLive(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await onScreen(page)).toEqual(prerendered);
      expect((await sessionCheck).status()).toBe(401);
      expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
    });

    test('the hero is on screen at first paint: no fade-in holds it back', async ({ page }) => {
      await page.goto(landing);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      for (const part of [
        hero.getByRole('heading', { level: 1 }),
        hero.getByText(t.landing.hero.subtitle),
        hero.getByRole('link', { name: t.landing.hero.cta_primary }),
        hero.getByRole('link', { name: t.landing.hero.cta_secondary }),
      ]) {
        const style = await part.evaluate((element) => {
          // The element and every ancestor: an animated wrapper would hold it back just as well.
          const seen: { opacity: string; animation: string }[] = [];
          for (let node: Element | null = element; node; node = node.parentElement) {
            const computed = getComputedStyle(node);
            seen.push({ opacity: computed.opacity, animation: computed.animationName });
          }
          return seen;
        });
        expect(style.every((s) => s.opacity === '1' && s.animation === 'none')).toBe(true);
      }
    });
  });
}
