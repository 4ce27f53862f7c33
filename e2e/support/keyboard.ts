import type { Locator, Page } from '@playwright/test';

/**
 * Moves the keyboard focus with Tab until `target` has it, as a keyboard user would: Shift+Tab
 * when the target comes before the focused element, as a user goes back rather than around the
 * whole page (which on a busy machine costs seconds of key presses).
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (element === active) return 'here';
      if (!active || active === document.body) return 'after';
      // DOCUMENT_POSITION_PRECEDING: the target comes before the focused element.
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never got the focus`);
}
