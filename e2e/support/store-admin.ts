import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSideScroll } from './fixtures';

/** The demo seed's print-store admin of the default store (decision 0112). */
export const STORE_ADMIN = { email: 'beheer@drukwerkdirect.example', password: 'Beheerder-2026' };

/**
 * An open dialog at a desktop's and a phone's width, as checkWidths does for a page: nothing
 * sticks out sideways, and axe judges the dialog only (the page under the modal's dimmed overlay
 * is out of use). With E2E_SCREENSHOTS set, a screenshot of each for people to judge.
 */
export async function checkDialog(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const at = `${name} at ${width} px`;
    await expectNoSideScroll(page, width, at);
    await expectAccessible(page, { only: '[role="dialog"]', label: at });
    const folder = process.env.E2E_SCREENSHOTS;
    if (folder) await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
