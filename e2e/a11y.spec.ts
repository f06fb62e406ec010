import { axeFindings, expectReadableToasts } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LANGUAGES, localized, texts } from './support/i18n.js';
import { buyPass, confirmInContext, seedPass } from './support/passes.js';

/**
 * axe-core (WCAG 2.1 A/AA and best practices) on every route in both languages and on the open
 * dialogs: zero violations. Scanned with reduced motion, so every section that fades in on
 * scroll is on screen and checked (with motion they would be skipped as invisible). Toasts float
 * over the page, so axe leaves their contrast "incomplete": expectReadableToasts measures it.
 */
test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

const SITUATION = {
  en: 'My landlord wants to raise my rent from $1,500 to $1,750 at renewal next month. How do I push back?',
  es: 'Mi casero quiere subirme la renta de $1,500 a $1,750 al renovar el mes que viene. ¿Cómo negocio?',
} as const;

for (const lang of LANGUAGES) {
  const t = texts(lang);

  test.describe(`[${lang}] accessibility`, () => {
    const staticPages = [
      { path: '/', heading: t.landing.hero.title },
      { path: '/access', heading: t.access.heading },
      { path: '/privacy', heading: t.legal.privacy.title },
      { path: '/terms', heading: t.legal.terms.title },
      { path: '/no-such-page', heading: t.common.not_found.title },
    ];
    for (const { path, heading } of staticPages) {
      test(`${localized(lang, path)} has no axe violations`, async ({ page }) => {
        await page.goto(localized(lang, path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(await axeFindings(page)).toEqual([]);
      });
    }

    test(`${localized(lang, '/access')} with the Buy Access view has no axe violations`, async ({
      page,
      newEmail,
    }) => {
      await page.goto(localized(lang, '/access'));
      await page
        .getByRole('textbox', { name: t.access.form.email_label })
        .fill(newEmail(`a11y-unknown-${lang}`));
      await page.getByRole('button', { name: t.access.form.submit }).click();
      await expect(page.getByRole('region', { name: t.access.no_pass.title })).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });

    test(`${localized(lang, '/access')} with an expired pass (view and toast) has no axe violations`, async ({
      page,
      stack,
      newEmail,
    }) => {
      const email = newEmail(`a11y-expired-${lang}`);
      await seedPass({
        email,
        productId: '48hour',
        startedHoursAgo: 49,
        dataDir: stack.dataDir,
        dynamoDbPort: stack.dynamoDbPort,
      });
      await page.goto(localized(lang, '/access'));
      await page.getByRole('textbox', { name: t.access.form.email_label }).fill(email);
      await page.getByRole('button', { name: t.access.form.submit }).click();
      await expect(page.getByRole('region', { name: t.access.expired.title })).toBeVisible();
      await expect(page.getByRole('status', { name: t.access.expired.title })).toBeVisible();
      // The toast first: it leaves after five seconds, and axe cannot judge it anyway (it floats).
      await expectReadableToasts(page, 'error');
      expect(await axeFindings(page)).toEqual([]);
    });

    test(`${localized(lang, '/payment-success')} with a real session_id has no axe violations`, async ({
      page,
      request,
      newEmail,
    }) => {
      const sessionId = await buyPass(request, {
        email: newEmail(`a11y-paid-${lang}`),
        productId: '30day',
        lang,
      });
      // A still clock: the page stays on its confirmation instead of leaving for /lane after 5 s.
      await page.clock.install();
      await page.goto(`${localized(lang, '/payment-success')}?session_id=${sessionId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.confirmed.title);
      expect(await axeFindings(page)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`session_id=${sessionId}$`));
    });

    test(`${localized(lang, '/lane')} with a session, before and after an answer, has no axe violations`, async ({
      page,
      request,
      newEmail,
    }) => {
      const sessionId = await buyPass(request, {
        email: newEmail(`a11y-lane-${lang}`),
        productId: '48hour',
        lang,
      });
      await confirmInContext(page.request, sessionId);
      await page.goto(localized(lang, '/lane'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat.heading);
      await expect(page.getByRole('tab', { name: t.playbook.tabs.handling_questions })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await axeFindings(page)).toEqual([]);

      await page.getByRole('textbox', { name: t.chat.panel.input_label }).fill(SITUATION[lang]);
      await page.getByRole('button', { name: t.chat.panel.send, exact: true }).click();
      await expect(page.locator('[data-role="assistant"]')).toHaveAttribute('data-status', 'done', {
        timeout: 20_000,
      });
      // A copy button in its "Copied" state is on screen during this scan.
      await page.getByRole('button', { name: t.chat.copy.answer }).click();
      await expect(page.getByRole('button', { name: t.chat.copy.copied })).toBeVisible();
      await page.getByRole('tab', { name: t.playbook.tabs.sales_tactics }).click();
      const salesTactics = page.getByRole('tabpanel');
      await salesTactics.getByRole('button').first().click();
      await expect(salesTactics.getByRole('region').first()).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });

    test('the checkout email dialog has no axe violations', async ({ page }) => {
      await page.goto(`${localized(lang, '/')}#pricing`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
      await page.getByRole('button', { name: t.landing.pricing.plans.quick_help.cta }).click();
      const dialog = page.getByRole('dialog', { name: t.landing.checkout.dialog_title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(t.landing.checkout.email_label)).toBeFocused();
      expect(await axeFindings(page)).toEqual([]);
    });

    test.describe('at 390 px', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('the landing with the mobile menu open has no axe violations', async ({ page }) => {
        await page.goto(localized(lang, '/'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
        await page.getByRole('button', { name: t.common.header.open_menu }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        expect(await axeFindings(page)).toEqual([]);
      });
    });
  });
}
