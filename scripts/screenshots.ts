/**
 * `npm run screenshots`: starts the local stack (as the browser tests do: free ports, fresh data
 * dir), walks every screen in English and Spanish at 390 px and 1280 px wide in Debian's Chromium,
 * saves PNGs into the git-ignored `screenshots/` folder, then stops everything it started.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { repoRoot, startE2eStack, type E2eStack } from '../e2e/local-stack.js';
import { animationsSettled } from '../e2e/support/axe.js';
import { LANGUAGES, localized, texts, type Lang } from '../e2e/support/i18n.js';
import { buyPass, seedPass } from '../e2e/support/passes.js';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';

const OUT_DIR = join(repoRoot, 'screenshots');
const VIEWPORTS = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 900, mobile: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const SITUATION: Record<Lang, string> = {
  en: 'The hospital billed me $1,840 for an ER visit that my insurer says was in-network. How do I ask them to review it before I pay?',
  es: 'El hospital me cobró $1,840 por una visita a urgencias que mi seguro dice que estaba en la red. ¿Cómo pido que la revisen antes de pagar?',
};

const saved: string[] = [];

async function shoot(page: Page, file: string, fullPage: boolean): Promise<void> {
  // A full-page capture draws the fixed header where the page is scrolled to: start from the top.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await animationsSettled(page);
  const path = join(OUT_DIR, `${file}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide' });
  saved.push(path);
  console.log(`  saved ${relative(repoRoot, path)}`);
}

/** Scrolls through the whole page so every section that fades in on scroll has appeared, then back up. */
async function revealAll(page: Page): Promise<void> {
  // No named functions in here: tsx's esbuild would wrap them in a helper the page doesn't have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.6)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => document.querySelectorAll('[data-reveal="hidden"]').length === 0);
}

async function walk(browser: Browser, stack: E2eStack, viewport: Viewport, lang: Lang): Promise<void> {
  const t = texts(lang);
  const prefix = `${lang}-${viewport.width}`;
  const at = (path: string) => localized(lang, path);
  const context: BrowserContext = await browser.newContext({
    baseURL: stack.url,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    locale: lang === 'es' ? 'es-US' : 'en-US',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const h1 = page.getByRole('heading', { level: 1 });
  const emailField = page.getByRole('textbox', { name: t.access.form.email_label });
  const stamp = `${Date.now().toString(36)}-${viewport.width}-${lang}`;
  console.log(`${lang}, ${viewport.width} px:`);

  try {
    await page.goto(at('/'));
    await h1.waitFor();
    await revealAll(page);
    await shoot(page, `${prefix}-01-landing`, true);

    await page.getByRole('link', { name: t.landing.hero.cta_secondary }).click();
    await page.getByRole('button', { name: t.landing.pricing.plans.quick_help.cta }).click();
    await page.getByRole('dialog', { name: t.landing.checkout.dialog_title }).waitFor();
    await shoot(page, `${prefix}-02-checkout-dialog`, false);

    if (viewport.mobile) {
      await page.goto(at('/'));
      await page.getByRole('button', { name: t.common.header.open_menu }).click();
      await page.locator('#mobile-menu').waitFor();
      await shoot(page, `${prefix}-03-mobile-menu`, false);
    }

    await page.goto(at('/access'));
    await emailField.waitFor();
    await shoot(page, `${prefix}-04-access`, true);

    await emailField.fill(`screens-unknown-${stamp}@example.com`);
    await page.getByRole('button', { name: t.access.form.submit }).click();
    await page.getByRole('region', { name: t.access.no_pass.title }).waitFor();
    await shoot(page, `${prefix}-05-access-buy-access`, true);

    const expired = `screens-expired-${stamp}@example.com`;
    await seedPass({
      email: expired,
      productId: '48hour',
      startedHoursAgo: 49,
      dataDir: stack.dataDir,
      dynamoDbPort: stack.dynamoDbPort,
    });
    await page.goto(at('/access'));
    await emailField.fill(expired);
    await page.getByRole('button', { name: t.access.form.submit }).click();
    await page.getByRole('region', { name: t.access.expired.title }).waitFor();
    await shoot(page, `${prefix}-06-access-expired`, true);

    // A paid checkout; the page confirms it (and sets the session cookie). A still clock keeps the
    // confirmation on screen instead of leaving for /lane after five seconds.
    const sessionId = await buyPass(context.request, {
      email: `screens-paid-${stamp}@example.com`,
      productId: '48hour',
      lang,
    });
    const confirmPage = await context.newPage();
    await confirmPage.clock.install();
    await confirmPage.goto(`${at('/payment-success')}?session_id=${sessionId}`);
    await confirmPage.getByRole('heading', { level: 1, name: t.payment.confirmed.title }).waitFor();
    await shoot(confirmPage, `${prefix}-07-payment-success`, true);
    await confirmPage.close();

    await page.goto(at('/lane'));
    await h1.filter({ hasText: t.chat.heading }).waitFor();
    await page.getByRole('textbox', { name: t.chat.panel.input_label }).fill(SITUATION[lang]);
    await page.getByRole('button', { name: t.chat.panel.send, exact: true }).click();
    await page.locator('[data-role="assistant"]').waitFor({ timeout: 30_000 });
    await shoot(page, `${prefix}-08-lane-answer`, true);

    await page.getByRole('tab', { name: t.playbook.tabs.sales_tactics }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button').first().click();
    await panel.getByRole('region').first().waitFor();
    await shoot(page, `${prefix}-09-playbook-sales-tactics`, true);

    await page.goto(at('/privacy'));
    await h1.filter({ hasText: t.legal.privacy.title }).waitFor();
    await shoot(page, `${prefix}-10-privacy`, true);

    await page.goto(at('/terms'));
    await h1.filter({ hasText: t.legal.terms.title }).waitFor();
    await shoot(page, `${prefix}-11-terms`, true);

    const notFound = await page.goto(at('/no-such-page'));
    if (notFound?.status() !== 404)
      throw new Error(`${at('/no-such-page')} answered ${notFound?.status()}, not 404.`);
    await h1.filter({ hasText: t.common.not_found.title }).waitFor();
    await shoot(page, `${prefix}-12-not-found`, true);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error('Chromium was not found: install Debian `chromium`, or set CHROME_PATH.');
    process.exit(1);
  }
  const started = Date.now();
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of readdirSync(OUT_DIR)) if (file.endsWith('.png')) rmSync(join(OUT_DIR, file));

  console.log('Starting the local stack…');
  const stack = await startE2eStack();
  let browser: Browser | undefined;
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    await stack.stop();
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
    for (const viewport of VIEWPORTS)
      for (const lang of LANGUAGES) await walk(browser, stack, viewport, lang);
  } finally {
    await stopAll();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n${saved.length} screenshots in ${relative(repoRoot, OUT_DIR)}/ (${seconds} s).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
