import { expect, type Page } from '@playwright/test';

/**
 * A prerendered page loads the app on the visitor's first interaction (frontend/src/main.tsx) and
 * holds what they do until it is live, so a test may click and type at once. A test of what the
 * running app itself does (a client-side navigation, the page as hydrated) first makes it live:
 * the pointer moves over the page, and `<html data-hydrated>` says when React has the page.
 */
export async function makeTheAppLive(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}
