import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { SUPPORT_EMAIL } from '@lane/shared';
import { axeFindings } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { escapeRegExp, fill, LANGUAGES, localized, texts, type Lang, type Texts } from './support/i18n.js';
import { buyPass, confirmInContext, seedPass } from './support/passes.js';
import { makeTheAppLive } from './support/hydration.js';

/**
 * The paying user's chat as a person meets it, in both languages, on a 390 px phone and a laptop:
 * the answer streams into section cards, Stop, Retry, New topic, nothing lost by moving between
 * pages or by the pass ending, and no dead end on the Access and payment pages; axe on each state.
 */
const VIEWPORTS = [
  { name: '390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 900 } } },
] as const;

const SITUATION: Record<Lang, string> = {
  en: 'The hospital billed me $1,840 for an ER visit that my insurer says was in-network. How do I ask them to review it before I pay?',
  es: 'El hospital me cobró $1,840 por una visita a urgencias que mi seguro dice que estaba en la red. ¿Cómo pido que la revisen antes de pagar?',
};

test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

/** With LANE_E2E_SHOTS set to a folder, each state is also saved there as a screenshot. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['LANE_E2E_SHOTS'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

/**
 * Holds back the `final` line of every streamed chat answer until the test releases it, passing
 * every other line through as it arrives: the browser reads the real stream from the local stack,
 * only its last event waits, so a test can see the cards filling before the answer of record.
 * (Playwright's route.fulfill cannot stream a body, so the hold sits in the page's fetch.)
 */
async function holdFinalEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const hold = window as unknown as { __laneFinalHeld?: boolean; __laneReleaseFinal?: () => void };
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/api/chat')) return realFetch(input, init);
      // A new answer: whatever the last one held is history.
      hold.__laneFinalHeld = false;
      const response = await realFetch(input, init);
      if (!response.ok || !response.body) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      let pending = '';
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      hold.__laneReleaseFinal = release;
      const body = new ReadableStream<Uint8Array>({
        // Stop aborts the request: the held body fails with it, as the network's own body does.
        start(controller) {
          init?.signal?.addEventListener('abort', () => {
            controller.error(init.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
            release();
          });
        },
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            if (pending) controller.enqueue(encoder.encode(pending));
            controller.close();
            return;
          }
          pending += decoder.decode(value, { stream: true });
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) {
            if (line.includes('"type":"final"')) {
              hold.__laneFinalHeld = true;
              await released;
            }
            controller.enqueue(encoder.encode(`${line}\n`));
          }
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

const finalHeld = (page: Page) =>
  page.evaluate(() => (window as unknown as { __laneFinalHeld?: boolean }).__laneFinalHeld === true);
const releaseFinal = (page: Page) =>
  page.evaluate(() => (window as unknown as { __laneReleaseFinal?: () => void }).__laneReleaseFinal?.());

/** A bought and confirmed pass in this page's browser context, and /lane open on it. */
async function openLane(page: Page, request: APIRequestContext, lang: Lang, email: string, t: Texts) {
  const sessionId = await buyPass(request, { email, productId: '48hour', lang });
  await confirmInContext(page.request, sessionId);
  await page.goto(localized(lang, '/lane'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat.heading);
}

async function ask(page: Page, t: Texts, text: string): Promise<void> {
  await page.getByRole('textbox', { name: t.chat.panel.input_label }).fill(text);
  // The button sends on every screen (on a touch screen Enter makes a new line).
  await page.getByRole('button', { name: t.chat.panel.send, exact: true }).click();
}

const lastAnswer = (page: Page) => page.locator('[data-role="assistant"]').last();

for (const lang of LANGUAGES) {
  const t = texts(lang);
  for (const viewport of VIEWPORTS) {
    const tag = `${lang}-${viewport.name.replace(' ', '')}`;

    test.describe(`[${lang}] the chat at ${viewport.name}`, () => {
      test.use(viewport.use);

      test('the answer fills its cards before the final event; Stop keeps them; Retry; New topic', async ({
        page,
        request,
        newEmail,
      }) => {
        test.setTimeout(120_000);
        await holdFinalEvents(page);
        await openLane(page, request, lang, newEmail(`stream-${lang}`), t);

        await test.step('the strategy card has its text while the final event is still held', async () => {
          await ask(page, t, SITUATION[lang]);
          await expect(page.getByText(SITUATION[lang])).toBeVisible();
          const answer = lastAnswer(page);
          await expect(answer.getByRole('heading', { name: t.chat.answer.strategy })).toBeVisible({
            timeout: 20_000,
          });
          await expect.poll(() => finalHeld(page), { timeout: 20_000 }).toBe(true);
          await expect(answer).toHaveAttribute('data-status', 'streaming');
          await expect(answer.locator('[data-card]').first()).toContainText(/\S{3,}/);
          await expect(answer.getByRole('button', { name: t.chat.copy.answer })).toHaveCount(0);
          // Screen readers have heard nothing yet: the live region waits for the final answer.
          await expect(page.locator('[data-announcer]')).toHaveText('');
          await shot(page, `${tag}-01-streaming`);
          expect(await axeFindings(page)).toEqual([]);
        });

        await test.step('Stop keeps what arrived, marked as stopped', async () => {
          await page.getByRole('button', { name: t.chat.panel.stop }).click();
          const answer = lastAnswer(page);
          await expect(answer).toHaveAttribute('data-status', 'stopped');
          await expect(answer.getByText(t.chat.answer.stopped)).toBeVisible();
          await expect(answer.getByRole('heading', { name: t.chat.answer.strategy })).toBeVisible();
          await shot(page, `${tag}-02-stopped`);
          expect(await axeFindings(page)).toEqual([]);
        });

        await test.step('Retry asks again; the final event completes the cards', async () => {
          await lastAnswer(page).getByRole('button', { name: t.chat.answer.retry }).click();
          await expect.poll(() => finalHeld(page), { timeout: 20_000 }).toBe(true);
          await releaseFinal(page);
          const answer = lastAnswer(page);
          await expect(answer).toHaveAttribute('data-status', 'done');
          await expect(page.getByText(t.chat.answer.stopped)).toHaveCount(0);
          await expect(answer.getByRole('button', { name: t.chat.copy.phone_script })).toBeVisible();
          await expect(answer.getByRole('button', { name: t.chat.copy.email })).toBeVisible();
          await expect(page.locator('[data-announcer]')).toContainText('$1,840');
          // Full width on a phone: the answer is as wide as the conversation itself.
          const [answerBox, conversationBox] = await Promise.all([
            answer.boundingBox(),
            page.locator('[data-conversation]').boundingBox(),
          ]);
          expect(answerBox?.width).toBeCloseTo(conversationBox?.width ?? 0, 0);
          await shot(page, `${tag}-03-answer-cards`);
        });

        await test.step('Copy script: the button says Copied, keeps its width, the clipboard gets plain text', async () => {
          const copy = lastAnswer(page).getByRole('button', { name: t.chat.copy.phone_script });
          const before = await copy.boundingBox();
          await copy.click();
          const copied = lastAnswer(page).getByRole('button', { name: t.chat.copy.copied });
          await expect(copied).toBeVisible();
          expect((await copied.boundingBox())?.width).toBeCloseTo(before?.width ?? 0, 0);
          const text = await page.evaluate(() => navigator.clipboard.readText());
          expect(text.length).toBeGreaterThan(20);
          expect(text).not.toMatch(/\*\*|^#/m);
          await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
          await shot(page, `${tag}-04-copied`);
        });

        await test.step('New topic asks first, then clears the conversation', async () => {
          await page.getByRole('button', { name: t.chat.actions.new_topic }).click();
          const dialog = page.getByRole('alertdialog', { name: t.chat.dialogs.new_topic.title });
          await expect(dialog.getByRole('button', { name: t.chat.dialogs.download_first })).toBeVisible();
          await shot(page, `${tag}-05-new-topic-dialog`);
          expect(await axeFindings(page)).toEqual([]);
          await dialog.getByRole('button', { name: t.chat.dialogs.new_topic.confirm }).click();
          await expect(page.getByText(SITUATION[lang])).toHaveCount(0);
          await expect(page.getByRole('heading', { name: t.chat.panel.empty_title })).toBeVisible();
        });
      });

      test('a failed send names its cause, gives the question back, and Retry answers it', async ({
        page,
        request,
        newEmail,
      }) => {
        await openLane(page, request, lang, newEmail(`offline-${lang}`), t);
        await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
        await ask(page, t, SITUATION[lang]);
        const answer = lastAnswer(page);
        await expect(answer).toHaveAttribute('data-status', 'failed');
        await expect(answer.getByText(t.chat.errors.connection.title)).toBeVisible();
        await expect(page.getByRole('textbox', { name: t.chat.panel.input_label })).toHaveValue(
          SITUATION[lang],
        );
        await shot(page, `${tag}-06-failed`);
        expect(await axeFindings(page)).toEqual([]);

        await page.unroute('**/api/chat');
        await answer.getByRole('button', { name: t.chat.answer.retry }).click();
        await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
        await expect(page.locator('[data-role="user"]')).toHaveCount(1);
      });

      test('moving to another page and back keeps the chat; legal links open beside it; reloading asks first', async ({
        page,
        request,
        newEmail,
      }) => {
        await openLane(page, request, lang, newEmail(`keep-${lang}`), t);
        await ask(page, t, SITUATION[lang]);
        await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 });

        await test.step('Access and back', async () => {
          const nav = page.getByRole('navigation', { name: t.common.header.nav_label });
          if (viewport.name === '390 px')
            await nav.getByRole('button', { name: t.common.header.open_menu }).click();
          await nav.getByRole('link', { name: t.common.header.access, exact: true }).click();
          await page.waitForURL(localized(lang, '/access'));
          await page.goBack();
          await page.waitForURL(localized(lang, '/lane'));
          await expect(page.getByText(SITUATION[lang])).toBeVisible();
          await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done');
        });

        await test.step('Terms opens in a new tab; the chat stays', async () => {
          const footer = page.getByRole('contentinfo');
          const terms = footer.getByRole('link', {
            name: new RegExp(`^${escapeRegExp(t.common.footer.terms)}`),
          });
          await expect(terms).toHaveAttribute('target', '_blank');
          const opening = page.context().waitForEvent('page');
          await terms.click();
          const legal = await opening;
          await expect(legal).toHaveURL(new RegExp(`${escapeRegExp(localized(lang, '/terms'))}$`));
          await legal.close();
          await expect(page.getByText(SITUATION[lang])).toBeVisible();
        });

        await test.step('closing the tab asks first', async () => {
          const prompted = page.waitForEvent('dialog');
          await page.close({ runBeforeUnload: true });
          const dialog = await prompted;
          expect(dialog.type()).toBe('beforeunload');
          await dialog.dismiss();
          expect(page.isClosed()).toBe(false);
          await expect(page.getByText(SITUATION[lang])).toBeVisible();
        });
      });

      test('the pass ending mid-chat: a notice first, then the chat stays, read-only, with Download and Buy', async ({
        page,
        stack,
        newEmail,
      }) => {
        test.setTimeout(120_000);
        const email = newEmail(`ending-${lang}`);
        // A 48-hour pass with about 40 seconds left.
        await seedPass({
          email,
          productId: '48hour',
          startedHoursAgo: 48 - 40 / 3600,
          dataDir: stack.dataDir,
          dynamoDbPort: stack.dynamoDbPort,
        });
        const access = await page.request.post('/api/access', { data: { email, lang } });
        expect(access.status()).toBe(200);
        await page.goto(localized(lang, '/lane'));
        await expect(page.getByText(t.chat.pass.ending_soon_title)).toBeVisible();
        await shot(page, `${tag}-07-ending-soon`);
        expect(await axeFindings(page)).toEqual([]);

        await ask(page, t, SITUATION[lang]);
        await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
        const ended = page.getByRole('region', { name: t.chat.ended.title });
        await expect(ended).toBeVisible({ timeout: 60_000 });
        await expect(ended).toContainText(fill(t.chat.ended.hours, { amount: 48 }));
        await expect(ended.getByRole('link', { name: t.chat.ended.buy })).toHaveAttribute(
          'href',
          localized(lang, '/#pricing'),
        );
        await expect(page.getByText(SITUATION[lang])).toBeVisible();
        await expect(page.getByRole('textbox', { name: t.chat.panel.input_label })).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(lang, '/lane'))}$`));
        const downloading = page.waitForEvent('download');
        await ended.getByRole('button', { name: t.chat.actions.download }).click();
        expect((await downloading).suggestedFilename()).toMatch(/\.txt$/);
        await shot(page, `${tag}-08-pass-ended`);
        expect(await axeFindings(page)).toEqual([]);
      });

      test('no dead ends: the no-pass view keeps the email and gives support; the failed payment stays put', async ({
        page,
        newEmail,
      }) => {
        const email = newEmail(`nopass-${lang}`);
        // The header's session check runs once the prerendered page is live: type after it.
        const checked = page.waitForResponse((response) => response.url().endsWith('/api/session'));
        await page.goto(localized(lang, '/access'));
        await makeTheAppLive(page);
        await checked;
        await page.getByRole('textbox', { name: t.access.form.email_label }).fill(email);
        await page.getByRole('button', { name: t.access.form.submit }).click();
        const view = page.getByRole('region', { name: t.access.no_pass.title });
        await expect(view).toBeVisible();
        await expect(page.getByRole('textbox', { name: t.access.form.email_label })).toHaveValue(email);
        await expect(view.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
        await shot(page, `${tag}-09-no-pass`);
        expect(await axeFindings(page)).toEqual([]);

        await page.goto(`${localized(lang, '/payment-success')}?session_id=cs_local_doesnotexist`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.failed.title);
        await expect(page).toHaveTitle(t.payment.tab_title.failed);
        const goAccess = page.getByRole('link', { name: t.payment.failed.go_access });
        await expect(goAccess).toHaveAttribute('href', localized(lang, '/access'));
        await expect(page.getByRole('main').getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
        await shot(page, `${tag}-10-payment-failed`);
        expect(await axeFindings(page)).toEqual([]);
        // It stays put: no redirect after the usual five seconds.
        await page.waitForTimeout(6_000);
        await expect(page).toHaveURL(/session_id=cs_local_doesnotexist$/);
      });

      test('Continue to Lane on the landing and Access pages with a session; a cancelled checkout says so', async ({
        page,
        request,
        newEmail,
      }) => {
        await page.goto(`${localized(lang, '/')}?checkout=cancelled#pricing`);
        const toast = page.getByRole('status', { name: t.common.checkout_cancelled.title });
        await expect(toast).toContainText(t.common.checkout_cancelled.description);
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(lang, '/'))}#pricing$`));
        await shot(page, `${tag}-11-checkout-cancelled`);
        // The toast sits below the fixed header, never over it.
        // Measured once its entrance animation has settled (it slides down into place).
        const header = await page.locator('header').boundingBox();
        const toastRoot = page.locator('[data-scope="toast"][data-part="root"]').first();
        await expect
          .poll(async () => (await toastRoot.boundingBox())?.y ?? 0)
          .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
        await expect(page.getByRole('link', { name: t.common.header.continue })).toHaveCount(0);

        const sessionId = await buyPass(request, {
          email: newEmail(`continue-${lang}`),
          productId: '48hour',
          lang,
        });
        await confirmInContext(page.request, sessionId);
        for (const path of ['/', '/access']) {
          await page.goto(localized(lang, path));
          // The session check belongs to the running app, which a prerendered page starts on the
          // visitor's first interaction.
          await makeTheAppLive(page);
          const next = page.getByRole('link', { name: t.common.header.continue });
          await expect(next).toHaveAttribute('href', localized(lang, '/lane'));
        }
        await shot(page, `${tag}-12-continue-to-lane`);
        expect(await axeFindings(page)).toEqual([]);
        await page.getByRole('link', { name: t.common.header.continue }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat.heading);
      });
    });
  }
}
