import type { Page } from '@playwright/test';

/**
 * This tab has been in the order flow before, as after following the cart button: its steps can
 * then be opened by address and reloaded, as for a customer in the middle of an order. Without
 * it, entering a step directly goes home (spec 02 section 2.1; apps/web/src/app/order-flow-entry.tsx).
 */
export async function continueOrderInThisTab(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('orderFlow.entered', 'yes'));
}
