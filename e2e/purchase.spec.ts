import { readFile } from 'node:fs/promises';
import { planName } from '@lane/shared';
import { expect, test } from './support/fixtures.js';
import { makeTheAppLive } from './support/hydration.js';
import { escapeRegExp, fill, localized, texts, type Lang } from './support/i18n.js';
import type { ProductId } from './support/passes.js';

/** Each language buys a different plan, so both durations ('48 hours', '30 days') are seen end to end. */
const JOURNEYS: { lang: Lang; productId: ProductId; price: string }[] = [
  { lang: 'en', productId: '48hour', price: '$9.99' },
  { lang: 'es', productId: '30day', price: '$24.99' },
];

/** A realistic first message for the offline assistant, in each language. */
const SITUATION: Record<Lang, string> = {
  en: 'The hospital billed me $1,840 for an ER visit that my insurer says was in-network. How do I ask them to review it before I pay?',
  es: 'El hospital me cobró $1,840 por una visita a urgencias que mi seguro dice que estaba en la red. ¿Cómo pido que la revisen antes de pagar?',
};

/**
 * The section headings the chat API writes into its Markdown answer: the interface's own labels
 * (lambdas/src/domain/chat/render.ts reads them from the chat locale files).
 */
function answerHeadings(lang: Lang): { strategy: string; phoneScript: string; email: string } {
  const { answer } = texts(lang).chat;
  return { strategy: answer.strategy, phoneScript: answer.phone_script, email: answer.email };
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const { lang, productId, price } of JOURNEYS) {
  const t = texts(lang);
  const headings = answerHeadings(lang);
  const plan =
    productId === '48hour' ? t.landing.pricing.plans.quick_help : t.landing.pricing.plans.monthly_access;
  const durationText =
    productId === '48hour'
      ? fill(t.payment.duration.hours_other, { count: 48 })
      : fill(t.payment.duration.days_other, { count: 30 });
  // A pass bought seconds ago reads as the whole pass: 48 hours, 30 days (not 47, not 29).
  const passLeft =
    productId === '48hour'
      ? fill(t.chat.pass.hours_other, { count: 48 })
      : fill(t.chat.pass.days_other, { count: 30 });

  test(`[${lang}] landing → pricing → email → checkout → payment success → chat → end session (${productId})`, async ({
    page,
    newEmail,
  }) => {
    test.setTimeout(90_000);
    const email = newEmail(`buyer-${lang}`);

    await test.step('landing → pricing', async () => {
      await page.goto(localized(lang, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
      // This journey is the live app's; a tap before or during hydration is before-hydration.spec.ts's
      // (there the app's code is held, so the tap lands before it on every machine).
      await makeTheAppLive(page);
      await page.getByRole('link', { name: t.landing.hero.cta_secondary }).click();
      await expect(page).toHaveURL(/#pricing$/);
      await expect(page.getByRole('heading', { level: 2, name: t.landing.pricing.title })).toBeInViewport();
    });

    const planButton = page.getByRole('button', { name: plan.cta });
    const dialog = page.getByRole('dialog', { name: t.landing.checkout.dialog_title });
    const emailField = dialog.getByLabel(t.landing.checkout.email_label);

    await test.step('the email dialog: cancel returns to the plan button, a bad address is refused', async () => {
      await expect(planButton).toHaveAttribute('data-product-id', productId);
      await planButton.click();
      await expect(dialog).toBeVisible();
      await expect(emailField).toBeFocused();
      await dialog.getByRole('button', { name: t.landing.checkout.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(planButton).toBeFocused();

      await planButton.click();
      await emailField.fill('not-an-email');
      await dialog.getByRole('button', { name: t.landing.checkout.submit }).click();
      await expect(page.getByRole('status', { name: t.landing.checkout.invalid_email_title })).toContainText(
        t.landing.checkout.invalid_email_description,
      );
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/#pricing$/);
    });

    await test.step('a valid email opens the simulated checkout for that plan', async () => {
      await emailField.fill(email);
      await dialog.getByRole('button', { name: t.landing.checkout.submit }).click();
      await expect(page).toHaveURL(/\/_local\/checkout\/cs_local_\w+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkout.title);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        fill(productId === '48hour' ? t.checkout.plan_48hour : t.checkout.plan_30day, {
          name: planName(productId, lang),
        }),
      );
      await expect(page.getByRole('definition').first()).toHaveText(email);
    });

    // Hold the confirmation until the spinner has been seen; then measure the redirect from its release.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/checkout/confirm', async (route) => {
      await held;
      await route.continue();
    });

    await test.step('pay → payment success: verifying, then the granted duration', async () => {
      await page.getByRole('button', { name: fill(t.checkout.pay, { price }) }).click();
      await expect(page).toHaveURL(
        new RegExp(`${escapeRegExp(localized(lang, '/payment-success'))}\\?session_id=cs_local_\\w+$`),
      );
      await expect(page.getByRole('status')).toHaveText(t.payment.verifying);
    });

    const releasedAt = Date.now();
    release();

    await test.step('the confirmation counts down from 5 and opens Lane by itself', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.confirmed.title);
      await expect(
        page.getByText(fill(t.payment.confirmed.description, { duration: durationText })),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t.payment.confirmed.go_now })).toHaveAttribute(
        'href',
        localized(lang, '/lane'),
      );
      await expect(page.getByText(fill(t.payment.confirmed.redirecting_other, { count: 5 }))).toBeVisible();
      await expect(page.getByText(fill(t.payment.confirmed.redirecting_other, { count: 4 }))).toBeVisible();
      await page.waitForURL(localized(lang, '/lane'), { timeout: 10_000 });
      const elapsed = Date.now() - releasedAt;
      expect(elapsed).toBeGreaterThanOrEqual(5_000);
      expect(elapsed).toBeLessThan(9_000);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat.heading);
      await expect(page.getByText(passLeft, { exact: true })).toBeVisible();
    });

    const log = page.getByRole('region', { name: t.chat.panel.label });

    await test.step('the offline assistant answers a realistic message', async () => {
      const input = page.getByRole('textbox', { name: t.chat.panel.input_label });
      const send = page.getByRole('button', { name: t.chat.panel.send, exact: true });
      await expect(send).toBeDisabled();
      await input.fill(SITUATION[lang]);
      await expect(send).toBeEnabled();
      await input.press('Enter');
      await expect(log.locator('[data-role="assistant"]')).toHaveAttribute('data-status', 'done', {
        timeout: 20_000,
      });
      await expect(input).toHaveValue('');
      await expect(log.getByText(SITUATION[lang])).toBeVisible();
      await expect(log.getByRole('heading', { name: headings.strategy })).toBeVisible({ timeout: 20_000 });
      await expect(log.getByRole('heading', { name: headings.phoneScript })).toBeVisible();
      await expect(log.getByRole('heading', { name: headings.email, exact: true })).toBeVisible();
      // The answer is about this situation: it picks the amount out of the message.
      await expect(log.locator('[data-role="assistant"]')).toContainText('$1,840');
      await expect(page.getByText(t.chat.panel.thinking)).toHaveCount(0);
    });

    await test.step('copy the whole answer → "Copied" on the button, plain text on the clipboard', async () => {
      const copyAll = log.getByRole('button', { name: t.chat.copy.answer });
      await copyAll.click();
      await expect(log.getByRole('button', { name: t.chat.copy.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith(`${headings.strategy}\n\n`)).toBe(true);
      expect(copied).toContain('$1,840');
      expect(copied).not.toMatch(/^#|\*\*/m);
      // The check mark lasts two seconds, then the button is back.
      await expect(log.getByRole('button', { name: t.chat.copy.copied })).toHaveCount(0, { timeout: 4_000 });
      await expect(copyAll).toBeVisible();
    });

    await test.step('"Download my scripts" saves the conversation as a plain-text file', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t.chat.actions.download }).first().click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${escapeRegExp(t.chat.download.file_name)}-\\d{4}-\\d{2}-\\d{2}\\.txt$`),
      );
      const saved = await readFile(await download.path(), 'utf8');
      expect(saved).toMatch(new RegExp(`^${escapeRegExp(t.chat.download.title)}\\n`));
      expect(saved).toContain(`${t.chat.download.you}:\n\n${SITUATION[lang]}`);
      expect(saved).toContain(`${headings.phoneScript}\n\n`);
      expect(saved).not.toMatch(/^#|\*\*/m);
    });

    await test.step('"End session" → back to the landing, and the API no longer knows this browser', async () => {
      expect((await page.request.get('/api/session')).status()).toBe(200);
      await page.getByRole('button', { name: t.chat.actions.end_session }).click();
      const dialog = page.getByRole('alertdialog', { name: t.chat.dialogs.end_session.title });
      await expect(dialog.getByRole('button', { name: t.chat.dialogs.download_first })).toBeVisible();
      await dialog.getByRole('button', { name: t.chat.dialogs.end_session.confirm }).click();
      await page.waitForURL(localized(lang, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.hero.title);
      const session = await page.request.get('/api/session');
      expect(session.status()).toBe(401);
      expect(await session.json()).toMatchObject({ error: 'no_session' });
    });
  });
}
