import type { Locator, Page } from '@playwright/test';

/** Moves the keyboard focus with Tab until `target` has it, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} never got the focus`);
}
