import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One line per failing node: enough to find and fix it without opening a report. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  target: string;
  summary: string | undefined;
}

/** Waits until every finite CSS animation and transition on the page has ended (spinners run forever). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe on the page as it is now and returns its violations, one entry per failing node. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      target: node.target.join(' '),
      summary: node.failureSummary,
    })),
  );
}

/**
 * The lowest text contrast inside each visible toast, worked out from computed colours: axe leaves
 * toasts "incomplete" (they float over the page), so the tests measure them directly (WCAG 1.4.3).
 */
export async function toastContrasts(page: Page): Promise<{ type: string; text: string; ratio: number }[]> {
  return page.evaluate(() => {
    const rgba = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')];
    return toasts.flatMap((toast) => {
      const background = rgba(getComputedStyle(toast).backgroundColor);
      const parts = [
        ...toast.querySelectorAll<HTMLElement>('[data-part="title"], [data-part="description"]'),
      ];
      return parts.map((part) => {
        const style = getComputedStyle(part);
        const [r, g, b, a] = rgba(style.color);
        const alpha = a * Number(style.opacity);
        const text = [r, g, b].map((c, i) => c * alpha + (background[i] ?? 0) * (1 - alpha));
        const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [
          number,
          number,
        ];
        return {
          type: toast.dataset['type'] ?? '',
          text: part.textContent ?? '',
          ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
        };
      });
    });
  });
}

/** The toasts on screen (one of them of `type`) read at 4.5:1 or more, every line of them. */
export async function expectReadableToasts(page: Page, type: string): Promise<void> {
  await animationsSettled(page);
  const contrasts = await toastContrasts(page);
  expect(contrasts.map((line) => line.type)).toContain(type);
  expect(contrasts.filter((line) => line.ratio < 4.5)).toEqual([]);
}
