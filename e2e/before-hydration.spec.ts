import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { LANGUAGES, fill, localized, other, texts } from './support/i18n.js';

/**
 * A prerendered page works before the app is live (issue 11, docs/frontend-rendering.md): the app's
 * code loads on the first interaction, and what the visitor does until it has hydrated the page —
 * a tap on a button, a link, the language switch, an email typed and sent — is not lost.
 *
 * The app's code (the `start` chunk) is held back by the test until it says so, so every action
 * below happens on the prerendered HTML, before hydration, however fast the machine is.
 */
async function holdTheApp(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

const isLive = (page: Page) => page.locator('html').getAttribute('data-hydrated');

for (const lang of LANGUAGES) {
  const t = texts(lang);
  const landing = localized(lang, '/');

  test.describe(`[${lang}] before the app is live`, () => {
    test('the landing loads no app code until the visitor does something', async ({ page }) => {
      const app = await holdTheApp(page);
      await page.goto(landing, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(app.requested(), 'the app was requested before any interaction').toBe(false);
      await page.mouse.move(200, 300);
      await expect.poll(app.requested).toBe(true);
      app.release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    });

    test('a tap on a plan button opens the email dialog once the app is live', async ({ page }) => {
      const app = await holdTheApp(page);
      await page.goto(landing);
      const plan = t.landing.pricing.plans.quick_help;
      await page.getByRole('button', { name: plan.cta }).click();
      expect(await isLive(page)).toBeNull();
      app.release();
      await expect(page.getByRole('dialog', { name: t.landing.checkout.dialog_title })).toBeVisible();
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('two taps on the menu toggle before hydration open the menu, once', async ({ page }) => {
        const app = await holdTheApp(page);
        await page.goto(landing);
        const nav = page.getByRole('navigation', { name: t.common.header.nav_label });
        const toggle = nav.getByRole('button', { name: t.common.header.open_menu });
        await toggle.tap();
        await toggle.tap();
        expect(await isLive(page)).toBeNull();
        app.release();
        await expect(nav.getByRole('button', { name: t.common.header.close_menu })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(page.locator('#mobile-menu')).toBeVisible();
      });
    });

    test('a link and the language switch work as plain links', async ({ page }) => {
      await holdTheApp(page);
      await page.goto(landing);
      const nav = page.getByRole('navigation', { name: t.common.header.nav_label });
      await nav.getByRole('link', { name: t.common.header.access, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/access')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.access.heading);

      const switchTo = other(lang);
      await nav.getByRole('link', { name: t.common.language[switchTo] }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(switchTo, '/access')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', switchTo);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(switchTo).access.heading);
      expect(await isLive(page)).toBeNull();
    });

    test('an email typed and sent on the Access page before hydration is sent once the app is live', async ({
      page,
      newEmail,
    }) => {
      const app = await holdTheApp(page);
      const lookups: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/access')) lookups.push(request.postData() ?? '');
      });
      await page.goto(localized(lang, '/access'));
      const email = newEmail(`early-${lang}`);
      const field = page.getByRole('textbox', { name: t.access.form.email_label });
      await field.pressSequentially(email);
      await field.press('Enter');
      expect(await isLive(page)).toBeNull();
      // The browser did not send the form itself: the email never reaches the URL.
      expect(page.url()).not.toContain('email');
      app.release();

      const view = page.getByRole('region', { name: t.access.no_pass.title });
      await expect(view).toContainText(fill(t.access.no_pass.description, { email }));
      expect(lookups).toHaveLength(1);
      expect(JSON.parse(lookups[0]!)).toMatchObject({ email });
      expect(page.url()).not.toContain('email');
    });

    test('an email typed before hydration stays in the field and counts', async ({ page, newEmail }) => {
      const app = await holdTheApp(page);
      await page.goto(localized(lang, '/access'));
      const email = newEmail(`typed-${lang}`);
      const field = page.getByRole('textbox', { name: t.access.form.email_label });
      await field.pressSequentially(email);
      app.release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(field).toHaveValue(email);
      await page.getByRole('button', { name: t.access.form.submit }).click();
      await expect(page.getByRole('region', { name: t.access.no_pass.title })).toContainText(
        fill(t.access.no_pass.description, { email }),
      );
    });
  });
}
