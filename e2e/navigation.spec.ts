import type { Page } from '@playwright/test';
import { expectReadableToasts } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { escapeRegExp, LANGUAGES, localized, other, texts, type Lang } from './support/i18n.js';
import { makeTheAppLive } from './support/hydration.js';
import { buyPass, confirmInContext } from './support/passes.js';

/** The path and query a page is at now, e.g. '/es/payment-success?session_id=…'. */
const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Records, on every frame from now on, the path and the h1 the page shows, so a test can tell
 * whether the new URL was ever on screen with the old language's text.
 */
async function recordFrames(page: Page): Promise<() => Promise<{ path: string; heading: string }[]>> {
  await page.evaluate(() => {
    const frames: { path: string; heading: string }[] = [];
    (window as unknown as { laneFrames: typeof frames }).laneFrames = frames;
    const sample = () => {
      frames.push({
        path: window.location.pathname,
        heading: document.querySelector('h1')?.textContent ?? '',
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { laneFrames: { path: string; heading: string }[] }).laneFrames,
    );
}

/** From now on, every script the page asks for arrives this much later (catalogues are scripts). */
async function slowScripts(page: Page, delayMs: number) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** Each route of the app and the h1 it shows in a language. */
function routes(sessionId: string) {
  return [
    { path: '/', heading: (lang: Lang) => texts(lang).landing.hero.title },
    { path: '/access', heading: (lang: Lang) => texts(lang).access.heading },
    { path: '/lane', heading: (lang: Lang) => texts(lang).chat.heading },
    { path: '/privacy', heading: (lang: Lang) => texts(lang).legal.privacy.title },
    { path: '/terms', heading: (lang: Lang) => texts(lang).legal.terms.title },
    {
      path: `/payment-success?session_id=${sessionId}`,
      heading: (lang: Lang) => texts(lang).payment.confirmed.title,
    },
    { path: '/no-such-page', heading: (lang: Lang) => texts(lang).common.not_found.title },
  ];
}

for (const lang of LANGUAGES) {
  const t = texts(lang);
  const landing = localized(lang, '/');

  test.describe(`[${lang}] routes`, () => {
    test('/lane without a session goes back to the landing page', async ({ page }) => {
      await page.goto(localized(lang, '/lane'));
      await page.waitForURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
      await expect(page.getByRole('status', { name: t.chat.access.no_session_title })).toContainText(
        t.chat.access.no_session_description,
      );
      await expectReadableToasts(page, 'info');
    });

    test('/payment-success without session_id goes back to the landing page', async ({ page }) => {
      await page.goto(localized(lang, '/payment-success'));
      await page.waitForURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
    });

    test('an unknown path is the 404 page, with HTTP 404', async ({ page }) => {
      const response = await page.goto(localized(lang, '/no-such-page/at-all'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.common.not_found.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await page.getByRole('link', { name: t.common.not_found.home_link }).click();
      await page.waitForURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
    });

    test('the language switch keeps the path on every route', async ({ page, request, newEmail }) => {
      const sessionId = await buyPass(request, {
        email: newEmail(`switch-${lang}`),
        productId: '48hour',
        lang,
      });
      await confirmInContext(page.request, sessionId);
      const target = other(lang);
      const headerNav = page.getByRole('navigation', { name: t.common.header.nav_label });

      for (const route of routes(sessionId)) {
        await test.step(`${localized(lang, route.path)} → ${localized(target, route.path)}`, async () => {
          await page.goto(localized(lang, route.path));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(lang));
          const toggle = headerNav.getByRole('link', { name: t.common.language[target] });
          await expect(toggle).toHaveAttribute('hreflang', target);
          // The app's own switch is under test: before the app is live, the link is a plain link
          // and the browser loads the next page itself.
          await makeTheAppLive(page);
          // The other language's catalogues arrive slowly: the switch must wait for them, not
          // show the new URL over the old language meanwhile.
          await slowScripts(page, 600);
          const frames = await recordFrames(page);
          await toggle.click();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(target));
          expect(pathOf(page)).toBe(localized(target, route.path));
          await expect(page.locator('html')).toHaveAttribute('lang', target);
          const newPath = new URL(localized(target, route.path), 'http://x').pathname;
          const stale = (await frames()).filter(
            (frame) => frame.path === newPath && frame.heading !== route.heading(target),
          );
          expect(stale, 'frames that showed the new URL with the old language').toEqual([]);
          await page.unrouteAll({ behavior: 'wait' });
        });
      }

      await test.step('the footer toggle keeps the path too', async () => {
        await page.goto(localized(lang, '/terms'));
        const footer = page.getByRole('contentinfo');
        await makeTheAppLive(page);
        await slowScripts(page, 600);
        const frames = await recordFrames(page);
        await footer.getByRole('link', { name: t.common.language[target] }).click();
        await page.waitForURL(localized(target, '/terms'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(target).legal.terms.title);
        const stale = (await frames()).filter(
          (frame) =>
            frame.path === localized(target, '/terms') && frame.heading !== texts(target).legal.terms.title,
        );
        expect(stale, 'frames that showed the new URL with the old language').toEqual([]);
        await page.unrouteAll({ behavior: 'wait' });
      });
    });

    test('the header turns white and blurred once scrolled past 20 px', async ({ page }) => {
      await page.goto(landing);
      const header = page.getByRole('banner');
      const look = () =>
        header.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, backdropFilter: style.backdropFilter };
        });
      const clear = { background: 'rgba(0, 0, 0, 0)', backdropFilter: 'none' };
      const solid = { background: 'rgba(255, 255, 255, 0.9)', backdropFilter: 'saturate(1.8) blur(12px)' };

      const scrollTo = async (top: number) => {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        expect(await page.evaluate(() => window.scrollY)).toBe(top);
        // The scroll event and the re-render it causes land within two frames.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      };

      await scrollTo(0);
      await expect.poll(look).toEqual(clear);
      await scrollTo(100);
      await expect.poll(look).toEqual(solid);
      await scrollTo(0);
      await expect.poll(look).toEqual(clear);
      // Exactly at the threshold it stays clear; one pixel past it, it turns solid.
      await scrollTo(20);
      expect(await look()).toEqual(clear);
      await scrollTo(21);
      await expect.poll(look).toEqual(solid);
    });
  });

  test.describe(`[${lang}] mobile menu at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the toggle opens and closes the menu with the same links', async ({ page }) => {
      await page.goto(landing);
      const nav = page.getByRole('navigation', { name: t.common.header.nav_label });
      const toggle = nav.getByRole('button', { name: t.common.header.open_menu });
      const menu = page.locator('#mobile-menu');

      // The desktop links are hidden at this width; only the toggle shows.
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
      await expect(nav.getByRole('link', { name: t.common.header.access, exact: true })).toBeHidden();
      await expect(menu).toBeHidden();

      await toggle.click();
      const close = nav.getByRole('button', { name: t.common.header.close_menu });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText([
        t.common.header.access,
        t.common.language[other(lang)],
      ]);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      await toggle.click();
      await menu.getByRole('link', { name: t.common.header.access }).click();
      await page.waitForURL(localized(lang, '/access'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.access.heading);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      await menu.getByRole('link', { name: t.common.language[other(lang)] }).click();
      await page.waitForURL(new RegExp(`${escapeRegExp(localized(other(lang), '/access'))}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(other(lang)).access.heading);
      await expect(menu).toBeHidden();
    });
  });
}
