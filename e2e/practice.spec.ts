import type { Locator, Page } from '@playwright/test';
import { axeFindings } from './support/axe.js';
import { expect, test, type StackInfo } from './support/fixtures.js';
import { LANGUAGES, localized, texts, type Lang, type Texts } from './support/i18n.js';
import { signInWithSeededPass } from './support/passes.js';
import { shot } from './support/shots.js';

/**
 * "Practise this call" as a person meets it on a 390 px phone, in both languages, against the real
 * local stack (the offline rep): a charge they never made, the hardest level, their own lines, End
 * practice, and a scorecard that quotes what they typed; axe on each new state.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const SITUATION: Record<Lang, string> = {
  en: 'My credit card statement shows a $89.99 charge from StreamFlix that I never made. How do I get the bank to take it off?',
  es: 'Mi estado de cuenta de la tarjeta de crédito muestra un cargo de $89.99 de StreamFlix que yo nunca hice. ¿Cómo consigo que el banco lo quite?',
};

/** What the person says on the practice call, line by line. */
const LINES: Record<Lang, string[]> = {
  en: [
    'I never made this $89.99 charge and I want the full $89.99 credited back to my card.',
    'Under the Fair Credit Billing Act I can dispute an unauthorized charge. Could I have your name and a reference number?',
  ],
  es: [
    'Yo nunca hice este cargo de $89.99 y quiero que me devuelvan los $89.99 completos a mi tarjeta.',
    'Según la Ley de Facturación Justa de Crédito puedo disputar un cargo no autorizado. ¿Me da su nombre y un número de referencia?',
  ],
};

test.use({ ...PHONE, reducedMotion: 'reduce' });

async function openLane(page: Page, stack: StackInfo, lang: Lang, email: string, t: Texts) {
  await signInWithSeededPass(page.request, stack, { email, lang });
  await page.goto(localized(lang, '/lane'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat.heading);
}

/** Says a line on the call: on a touch screen Enter breaks the line, so the button sends. */
async function say(practice: Locator, t: Texts, text: string) {
  await practice.getByRole('textbox', { name: t.practice.call.input_label }).fill(text);
  await practice.getByRole('button', { name: t.practice.call.send, exact: true }).click();
}

for (const lang of LANGUAGES) {
  const t = texts(lang);
  const tag = `${lang}-390px`;

  test(`[${lang}] practise the call at the hardest level and get a scorecard that quotes you`, async ({
    page,
    stack,
    newEmail,
  }) => {
    test.setTimeout(120_000);
    await openLane(page, stack, lang, newEmail(`practice-${lang}`), t);

    await page.getByRole('textbox', { name: t.chat.panel.input_label }).fill(SITUATION[lang]);
    await page.getByRole('button', { name: t.chat.panel.send, exact: true }).click();
    const answer = page.locator('[data-role="assistant"]').last();
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const opener = answer.getByRole('button', { name: t.practice.open });

    const practice = page.getByRole('dialog', { name: t.practice.title });
    await test.step('the levels, each with what to expect', async () => {
      await opener.click();
      await expect(practice.getByRole('radio')).toHaveCount(3);
      await expect(practice.getByText(t.practice.levels.tough.line)).toBeVisible();
      // Full screen on a phone.
      const box = await practice.boundingBox();
      expect(box?.width).toBeCloseTo(390, 0);
      await shot(page, `${tag}-01-practice-levels`);
      expect(await axeFindings(page)).toEqual([]);
    });

    await test.step('the rep answers the phone at the tough level', async () => {
      await practice.getByRole('radio', { name: new RegExp(`^${t.practice.levels.tough.name}`) }).check();
      await practice.getByRole('button', { name: t.practice.start }).click();
      await expect(practice.locator('[data-role="rep"]').first()).toBeVisible({ timeout: 20_000 });
      await expect(practice.getByText(t.practice.call.rep_speaking)).toHaveCount(0, { timeout: 20_000 });
      await expect(practice.getByRole('textbox', { name: t.practice.call.input_label })).toBeFocused();
      await shot(page, `${tag}-02-practice-rep-answers`);
      expect(await axeFindings(page)).toEqual([]);
    });

    await test.step('the person’s lines, the rep pushing back with a named tactic', async () => {
      for (const [index, text] of LINES[lang].entries()) {
        await say(practice, t, text);
        await expect(practice.locator('[data-role="person"]').nth(index)).toContainText(text);
        await expect(practice.locator('[data-role="rep"]')).toHaveCount(index + 2, { timeout: 20_000 });
      }
      // At the tough level the rep uses the playbook's tactics, each named with its counter.
      await expect(practice.locator('[data-tactic]').first()).toBeVisible();
      await shot(page, `${tag}-03-practice-call`);
      expect(await axeFindings(page)).toEqual([]);
    });

    await test.step('End practice: the scorecard quotes the person’s own words', async () => {
      await practice.getByRole('button', { name: t.practice.call.end }).click();
      const heading = practice.getByRole('heading', { name: t.practice.scorecard.title });
      await expect(heading).toBeVisible({ timeout: 20_000 });
      await expect(heading).toBeFocused();
      await expect(practice.locator('[data-move]')).toHaveCount(6);
      const quotes = await practice.locator('blockquote').allTextContents();
      expect(quotes.length).toBeGreaterThan(0);
      // Each quote is the person's own words, as typed (a long line cut at a word, with an ellipsis).
      for (const quote of quotes) {
        const words = quote.trim().replace(/…$/, '');
        expect(
          LINES[lang].some((line) => line.includes(words)),
          quote,
        ).toBe(true);
      }
      await shot(page, `${tag}-04-practice-scorecard`);
      expect(await axeFindings(page)).toEqual([]);
    });

    await test.step('Practise again goes back to the levels; closing gives the focus back', async () => {
      await practice.getByRole('button', { name: t.practice.scorecard.again }).click();
      await expect(
        practice.getByRole('radio', { name: new RegExp(`^${t.practice.levels.tough.name}`) }),
      ).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(practice).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(page.getByText(SITUATION[lang])).toBeVisible();
    });
  });
}
