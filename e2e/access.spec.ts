import { SUPPORT_EMAIL } from '@lane/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { escapeRegExp, fill, LANGUAGES, localized, texts, type Texts } from './support/i18n.js';
import { readAdminCode } from './support/mailbox.js';
import { buyPass, seedPass, type ProductId } from './support/passes.js';

async function submitEmail(page: Page, t: Texts, email: string) {
  await page.getByRole('textbox', { name: t.access.form.email_label }).fill(email);
  await page.getByRole('button', { name: t.access.form.submit }).click();
}

/** The access screen: every answer the server can give, in both languages. */
for (const lang of LANGUAGES) {
  const t = texts(lang);

  test.describe(`[${lang}] access screen`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localized(lang, '/access'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.access.heading);
    });

    test('a paid email opens Lane, whatever its case', async ({ page, request, newEmail }) => {
      const email = newEmail(`paid-${lang}`);
      await buyPass(request, { email, productId: '48hour', lang });

      await submitEmail(page, t, email.toUpperCase());
      await page.waitForURL(localized(lang, '/lane'));
      await expect(page.getByRole('status', { name: t.access.granted.title })).toContainText(
        fill(t.access.granted.hours_other, { count: 48 }),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat.heading);
      await expect(
        page.getByText(fill(t.chat.pass.hours_other, { count: 48 }), { exact: true }),
      ).toBeVisible();
    });

    test('an unknown email gets the no-pass message, Buy Access and support, with the address kept to fix', async ({
      page,
      newEmail,
    }) => {
      const email = newEmail(`unknown-${lang}`);
      await submitEmail(page, t, email);

      const view = page.getByRole('region', { name: t.access.no_pass.title });
      await expect(view.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(view).toContainText(fill(t.access.no_pass.description, { email }));
      // The address stays in the form, to fix a typo in place.
      await expect(page.getByRole('textbox', { name: t.access.form.email_label })).toHaveValue(email);
      await expect(view.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT_EMAIL}`,
      );
      await expect(page).toHaveURL(localized(lang, '/access'));

      // Buy Access opens the pricing section, in the page's language, in a new tab.
      const buy = view.getByRole('link', { name: t.access.buy.button });
      await expect(buy).toHaveAttribute('target', '_blank');
      const opening = page.context().waitForEvent('page');
      await buy.click();
      const pricing = await opening;
      await expect(pricing).toHaveURL(new RegExp(`${escapeRegExp(localized(lang, '/#pricing'))}$`));
      await expect(
        pricing.getByRole('heading', { level: 2, name: t.landing.pricing.title }),
      ).toBeInViewport();
      await pricing.close();
    });

    const expiredCases: { productId: ProductId; startedHoursAgo: number; message: string }[] = [
      { productId: '48hour', startedHoursAgo: 49, message: fill(t.access.expired.hours, { amount: 48 }) },
      { productId: '30day', startedHoursAgo: 721, message: fill(t.access.expired.days, { amount: 30 }) },
    ];
    for (const { productId, startedHoursAgo, message } of expiredCases) {
      test(`an expired ${productId} pass (seeded in DynamoDB Local) says so with its real duration`, async ({
        page,
        stack,
        newEmail,
      }) => {
        const email = newEmail(`expired-${productId}-${lang}`);
        await seedPass({
          email,
          productId,
          startedHoursAgo,
          dataDir: stack.dataDir,
          dynamoDbPort: stack.dynamoDbPort,
        });

        await submitEmail(page, t, email);
        const view = page.getByRole('region', { name: t.access.expired.title });
        await expect(view).toContainText(message);
        await expect(view).toContainText(t.access.expired.next_step);
        await expect(page.getByRole('status', { name: t.access.expired.title })).toContainText(message);
        await expect(view.getByRole('link', { name: t.access.buy.button })).toHaveAttribute(
          'href',
          localized(lang, '/#pricing'),
        );
        await expect(page.getByRole('textbox', { name: t.access.form.email_label })).toHaveCount(0);
        await expect(page).toHaveURL(localized(lang, '/access'));
      });
    }

    test("an address without @ gets the 'Invalid email' toast in the page's language", async ({ page }) => {
      await submitEmail(page, t, 'no-at-sign.example.com');
      await expect(page.getByRole('status', { name: t.access.invalid_email.title })).toContainText(
        t.access.invalid_email.description,
      );
      await expect(page).toHaveURL(localized(lang, '/access'));
    });

    test('the admin email asks for the code from the mailbox, then opens Lane', async ({ page, stack }) => {
      const since = Date.now();
      await submitEmail(page, t, stack.adminEmail);
      await expect(page.getByRole('heading', { level: 2, name: t.access.admin.heading })).toBeVisible();
      await expect(
        page.getByText(fill(t.access.admin.intro, { email: stack.adminEmail, minutes: 10 })),
      ).toBeVisible();

      const code = await readAdminCode({ dataDir: stack.dataDir, to: stack.adminEmail, since, lang });
      const codeField = page.getByRole('textbox', { name: t.access.admin.code_label });
      await expect(codeField).toBeFocused();
      await codeField.fill(code);
      await page.getByRole('button', { name: t.access.admin.submit }).click();

      await page.waitForURL(localized(lang, '/lane'));
      await expect(page.getByRole('status', { name: t.access.admin.granted.title })).toContainText(
        t.access.admin.granted.description,
      );
      await expect(page.getByText(t.chat.pass.admin)).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('adminEmail'))).toBe(stack.adminEmail);
    });
  });
}
