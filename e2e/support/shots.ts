import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** With LANE_E2E_SHOTS set to a folder, saves the page as it is now there, as `<name>.png`. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['LANE_E2E_SHOTS'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}
