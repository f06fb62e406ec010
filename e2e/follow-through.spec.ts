import { mkdirSync, readFileSync } from 'node:fs';
import { addDays } from '@lane/shared';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { axeFindings } from './support/axe.js';
import { expect, test, type StackInfo } from './support/fixtures.js';
import { fill, LANGUAGES, localized, texts, type Lang, type Texts } from './support/i18n.js';
import { signInWithSeededPass } from './support/passes.js';

/**
 * Around an answer, on a 390 px phone in both languages, against the real local stack: log the rep's
 * promise, add the dispute deadline to a calendar (the downloaded .ics is parsed), and open "If they
 * still say no" (loading, a failure with Try again, the steps and the complaint); and, when the
 * person never said the statement's date, "Add to calendar" asks for it; axe on each state.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

// A card charge the person never made, with the statement's date: the engine counts the billing-error
// dispute's 60 days from it, so the answer's deadline has a date to put in a calendar.
const SITUATION: Record<Lang, string> = {
  en: 'There is a $120 charge on my Visa credit card that I never made. It was on my statement dated November 20. How do I get it taken off?',
  es: 'Hay un cargo de $120 en mi tarjeta de crédito Visa que yo no hice. Apareció en mi estado de cuenta del 20 de noviembre. ¿Cómo hago que lo quiten?',
};

// The same charge without the statement's date: the billing-error deadline comes with its clock (60
// days from the statement) and no day, so "Add to calendar" asks for the date.
const UNDATED: Record<Lang, string> = {
  en: 'There is a $120 charge on my Visa credit card that I never made. How do I get it taken off?',
  es: 'Hay un cargo de $120 en mi tarjeta de crédito Visa que yo no hice. ¿Cómo hago que lo quiten?',
};

const CALL: Record<Lang, { rep: string; reference: string; promised: string }> = {
  en: { rep: 'Dana', reference: '48213', promised: 'A $120 credit by Friday' },
  es: { rep: 'Dana', reference: '48213', promised: 'Un crédito de $120 antes del viernes' },
};

const FOLLOW_UP: Record<Lang, string> = {
  en: 'Friday came and there is still no credit. What do I say now?',
  es: 'Ya pasó el viernes y no hay ningún crédito. ¿Qué digo ahora?',
};

test.use({ ...PHONE, reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

/** With LANE_E2E_SHOTS set to a folder, each state is also saved there as a screenshot. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['LANE_E2E_SHOTS'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

async function openLane(page: Page, stack: StackInfo, lang: Lang, email: string, t: Texts) {
  await signInWithSeededPass(page.request, stack, { email, lang });
  await page.goto(localized(lang, '/lane'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat.heading);
}

async function ask(page: Page, t: Texts, text: string): Promise<void> {
  await page.getByRole('textbox', { name: t.chat.panel.input_label }).fill(text);
  await page.getByRole('button', { name: t.chat.panel.send, exact: true }).click();
}

const lastAnswer = (page: Page) => page.locator('[data-role="assistant"]').last();

for (const lang of LANGUAGES) {
  const t = texts(lang);
  const tag = `${lang}-390px`;

  test.describe(`[${lang}] around the answer at 390 px`, () => {
    test('log a call, add the deadline to the calendar, open "If they still say no"', async ({
      page,
      stack,
      newEmail,
    }) => {
      test.setTimeout(180_000);
      await openLane(page, stack, lang, newEmail(`follow-${lang}`), t);
      await ask(page, t, SITUATION[lang]);
      await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
      const log = page.getByRole('region', { name: t.calls.log.title });

      await test.step('the call log starts empty, and its form is quick to fill on a phone', async () => {
        await expect(log.getByText(t.calls.log.empty)).toBeVisible();
        await log.getByRole('button', { name: t.calls.log.add }).click();
        const rep = page.getByLabel(t.calls.form.rep);
        await expect(rep).toBeFocused();
        // Big targets: every field and button at least 44 px tall.
        for (const control of [
          rep,
          page.getByLabel(t.calls.form.reference),
          page.getByLabel(t.calls.form.at),
          page.getByLabel(t.calls.form.promised),
          page.getByRole('button', { name: t.calls.form.save }),
        ])
          expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        await expect(page.getByLabel(t.calls.form.at)).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

        await page.getByRole('button', { name: t.calls.form.save }).click();
        await expect(log.getByText(t.calls.form.errors.empty)).toBeVisible();
        await expect(rep).toBeFocused();
        await log.scrollIntoViewIfNeeded();
        await shot(page, `${tag}-20-call-form-error`);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('a logged call is listed, with Edit and Delete', async () => {
        await page.getByLabel(t.calls.form.rep).fill(CALL[lang].rep);
        await page.getByLabel(t.calls.form.reference).fill(CALL[lang].reference);
        await page.getByLabel(t.calls.form.promised).fill(CALL[lang].promised);
        // From the keyboard: the Save button takes focus clear of the composer stuck to the bottom.
        await page.keyboard.press('Tab');
        const save = page.getByRole('button', { name: t.calls.form.save });
        await expect(save).toBeFocused();
        const [saveBox, composerLabel] = await Promise.all([
          save.boundingBox(),
          page.getByText(t.chat.panel.input_label, { exact: true }).boundingBox(),
        ]);
        expect((saveBox?.y ?? 0) + (saveBox?.height ?? 0)).toBeLessThanOrEqual(composerLabel?.y ?? 0);
        await page.keyboard.press('Enter');
        const item = log.getByRole('listitem');
        await expect(item).toHaveCount(1);
        await expect(item).toContainText(CALL[lang].promised);
        await expect(item).toContainText(CALL[lang].reference);
        await expect(log.getByRole('status')).toHaveText(t.calls.log.saved);
        await expect(log.getByRole('button', { name: t.calls.log.add })).toBeFocused();
        await expect(item.getByRole('button', { name: new RegExp(`^${t.calls.log.edit}`) })).toBeVisible();
        await shot(page, `${tag}-21-call-logged`);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('the dispute deadline goes to the calendar as an .ics that parses', async () => {
        const answer = lastAnswer(page);
        const add = answer.getByRole('button', { name: new RegExp(`^${t.calls.calendar.add}`) }).first();
        await expect(add).toBeVisible();
        await add.scrollIntoViewIfNeeded();
        const downloading = page.waitForEvent('download');
        await add.click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^lane-deadline-\d{4}-\d{2}-\d{2}\.ics$/);
        const ics = readFileSync(await download.path(), 'utf8');
        expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
        const calendar = new ICAL.Component(ICAL.parse(ics));
        expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
        const vevent = calendar.getFirstSubcomponent('vevent');
        if (!vevent) throw new Error('The .ics has no event');
        const event = new ICAL.Event(vevent);
        const day = download.suggestedFilename().slice('lane-deadline-'.length, -'.ics'.length);
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString()).toBe(day);
        expect(event.summary.length).toBeGreaterThan(5);
        expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe(
          '-P3D',
        );
        // The day the button names is the day in the file, and it is still ahead.
        expect(day >= new Date().toISOString().slice(0, 10)).toBe(true);
        await expect(answer.getByText(t.calls.calendar.downloaded).first()).toBeVisible();
        await shot(page, `${tag}-22-calendar`);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('"If they still say no": loading, then a failure says why and Try again works', async () => {
        const card = lastAnswer(page).locator('[data-still-say-no]');
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/escalate', async (route) => {
          await held;
          await route.abort('internetdisconnected');
        });
        await card.getByRole('button', { name: t.calls.escalate.show }).click();
        await expect(card.getByText(t.calls.escalate.loading)).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await shot(page, `${tag}-23-escalation-loading`);
        expect(await axeFindings(page)).toEqual([]);
        release();
        const alert = card.getByRole('alert');
        await expect(alert).toContainText(t.calls.escalate.errors.connection.title);
        await shot(page, `${tag}-24-escalation-failed`);
        expect(await axeFindings(page)).toEqual([]);
        await page.unroute('**/api/escalate');
      });

      await test.step('then the steps, with official pages in a new tab, and the complaint to paste', async () => {
        const card = lastAnswer(page).locator('[data-still-say-no]');
        const sent = page.waitForRequest('**/api/escalate');
        await card.getByRole('button', { name: t.calls.escalate.retry }).click();
        const body = (await sent).postDataJSON() as {
          callLog?: Array<{ reference: string }>;
          lang: string;
          reading?: { case?: { area?: string } };
        };
        expect(body.lang).toBe(lang);
        // The reading that answer was given on, sent back as the chat gave it.
        expect(body.reading?.case?.area).toBe('credit_card_fees');
        expect(body.callLog?.[0]?.reference).toBe(CALL[lang].reference);

        const narrative = card.getByRole('textbox', {
          name: new RegExp(`^${fill(t.calls.escalate.narrative_label, { for: '.+' })}$`),
        });
        await expect(narrative).toBeVisible({ timeout: 20_000 });
        await expect(narrative).toHaveAttribute('readonly', '');
        const text = await narrative.inputValue();
        expect(text.length).toBeGreaterThan(40);
        // The complaint cites the logged call: who promised what, and its reference.
        expect(text).toContain(`${CALL[lang].rep} (`);
        expect(text).toContain(CALL[lang].reference);
        await expect(card.locator('[data-narrative-length]')).toHaveText(
          new RegExp(`^[\\d.,\\s]+ ${lang === 'en' ? 'of' : 'de'} [\\d.,\\s]+ `),
        );
        const steps = card.locator('[data-step]');
        expect(await steps.count()).toBeGreaterThanOrEqual(2);
        await expect(card.locator('[data-step="regulator"]').first()).toBeVisible();
        const official = card.locator('[data-step="regulator"] a[target="_blank"]').first();
        await expect(official).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(official).toHaveAccessibleName(
          new RegExp(`${t.calls.escalate.new_tab.replace(/[()]/g, '\\$&')}$`),
        );

        await card.getByRole('button', { name: t.calls.escalate.copy }).click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
        await card.locator('[data-step]').first().scrollIntoViewIfNeeded();
        await shot(page, `${tag}-25-escalation-steps`);
        await narrative.scrollIntoViewIfNeeded();
        await shot(page, `${tag}-26-escalation-complaint`);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('the follow-up carries the call log, and its script cites the call', async () => {
        const sent = page.waitForRequest('**/api/chat');
        await ask(page, t, FOLLOW_UP[lang]);
        const body = (await sent).postDataJSON() as { callLog?: Array<{ rep: string; reference: string }> };
        expect(body.callLog).toEqual([
          expect.objectContaining({ rep: CALL[lang].rep, reference: CALL[lang].reference }),
        ]);
        const answer = lastAnswer(page);
        await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
        // The next script cites the logged call (the chat's review, docs/beyond-the-script.md).
        const script = answer.locator('[data-card]').filter({ hasText: CALL[lang].reference }).first();
        await expect(script).toContainText(CALL[lang].rep);
        await script.scrollIntoViewIfNeeded();
        await shot(page, `${tag}-27-follow-up-cites-the-call`);
        // Two answers, each with its own "If they still say no": still no landmark named twice.
        expect(await axeFindings(page)).toEqual([]);
      });
    });

    test('a deadline without a date asks for the date it counts from, and counts it in the browser', async ({
      page,
      stack,
      newEmail,
    }) => {
      test.setTimeout(120_000);
      await openLane(page, stack, lang, newEmail(`calendar-${lang}`), t);
      await ask(page, t, UNDATED[lang]);
      const answer = lastAnswer(page);
      await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
      // What the page sends from here on, to show the dates typed stay in it.
      const sent: string[] = [];
      page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
      let downloads = 0;
      page.on('download', () => (downloads += 1));
      // Today on the page's own calendar, as its date field counts it.
      const today = await page.evaluate(() => {
        const now = new Date();
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      });
      const longDay = (iso: string) =>
        page.evaluate(
          ([day, language]) =>
            new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(`${day}T12:00:00`)),
          [iso, lang] as const,
        );
      const card = answer.locator('[data-deadline-window="statement"]').first();
      const add = card.getByRole('button', { name: new RegExp(`^${t.calls.calendar.add}`) });
      const field = page.getByLabel(t.calls.calendar.window.ask.statement);

      await test.step('the card asks the one date, with the count as its hint, in large targets', async () => {
        await expect(card.locator('[data-deadline-date]')).toHaveCount(0);
        await add.scrollIntoViewIfNeeded();
        await add.click();
        await expect(add).toHaveAttribute('aria-expanded', 'true');
        await expect(field).toBeFocused();
        await expect(field).toHaveAttribute('type', 'date');
        await expect(field).toHaveAccessibleDescription(fill(t.calls.calendar.window.hint, { days: '60' }));
        const save = page.getByRole('button', { name: t.calls.calendar.window.save });
        for (const control of [field, save, add])
          expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        // Nothing wider than the phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shot(page, `${tag}-28-calendar-asks`);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('an empty, then a half-typed date is refused at the field, where focus goes', async () => {
        const save = page.getByRole('button', { name: t.calls.calendar.window.save });
        await save.click();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(
          `${t.calls.calendar.window.errors.empty} ${fill(t.calls.calendar.window.hint, { days: '60' })}`,
        );
        await expect(field).toBeFocused();
        // Only the month typed: the field holds no date, and says so.
        await page.keyboard.type('11');
        await save.click();
        await expect(page.getByText(t.calls.calendar.window.errors.invalid)).toBeVisible();
        await expect(field).toBeFocused();
        await shot(page, `${tag}-29-calendar-date-error`);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('a statement dated today: the last day is said and saved as an .ics that parses', async () => {
        await field.fill(today);
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: t.calls.calendar.window.save }).click();
        const download = await downloading;
        const last = addDays(today, 60);
        expect(download.suggestedFilename()).toBe(`lane-deadline-${last}.ics`);
        const ics = readFileSync(await download.path(), 'utf8');
        const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
        if (!vevent) throw new Error('The .ics has no event');
        expect(new ICAL.Event(vevent).startDate.toString()).toBe(last);
        expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe(
          '-P3D',
        );
        const said = card.getByRole('status').filter({ hasText: t.calls.calendar.downloaded });
        await expect(said).toContainText(fill(t.calls.calendar.last_day, { date: await longDay(last) }));
        await expect(said).toContainText(t.calls.calendar.downloaded);
        // The form closed; focus is back on its button.
        await expect(field).toHaveCount(0);
        await expect(add).toBeFocused();
        await card.scrollIntoViewIfNeeded();
        await shot(page, `${tag}-30-calendar-counted`);
        expect(await axeFindings(page)).toEqual([]);
      });

      await test.step('a statement a year old: the day already passed is said plainly, with no event', async () => {
        await add.click();
        const yearAgo = addDays(today, -365);
        await field.fill(yearAgo);
        await page.getByRole('button', { name: t.calls.calendar.window.save }).click();
        // Said in the form, beside the button just pressed, where a phone's screen still shows it.
        await expect(card.getByRole('form').getByRole('status')).toHaveText(
          fill(t.calls.calendar.window.passed, { date: await longDay(addDays(yearAgo, 60)) }),
        );
        expect(downloads).toBe(1);
        await card
          .getByRole('form')
          .getByRole('status')
          .evaluate((status) => status.scrollIntoView({ block: 'center' }));
        await shot(page, `${tag}-31-calendar-passed`);
        expect(await axeFindings(page)).toEqual([]);
        // Neither date left the page.
        expect(sent.filter((line) => line.includes(today) || line.includes(yearAgo))).toEqual([]);
      });
    });
  });
}
