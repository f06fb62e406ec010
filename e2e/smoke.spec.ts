import { expect, test } from '@playwright/test';

const base = () => process.env['LANE_E2E_URL']!;

test('the landing page renders its headline in English and in Spanish', async ({ page }) => {
  await page.goto(`${base()}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'The Right Words Can Save or Make You Hundreds',
  );
  await page.goto(`${base()}/es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown path answers HTTP 404 and shows the 404 page', async ({ page }) => {
  const response = await page.goto(`${base()}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});
