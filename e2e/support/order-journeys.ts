import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { logInThroughApi } from './accounts';
import { expect, expectAccessible, expectNoSideScroll, presetConsent } from './fixtures';

/**
 * What the order journeys (print, copy, scan, quote, secured) share: the demo seed's accounts,
 * the staff member's order desk in a browser context of its own, and the check of a step at a
 * desktop's and a phone's width.
 */

/** The customer of Bouwbedrijf Demo: addresses, one customer number (1004217). */
export const DEMO_CUSTOMER = { email: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026' };
/** The order desk's staff member, who also works at the secure shops. */
export const DEMO_STAFF = { email: 'medewerker@drukwerkdirect.example', password: 'Medewerker-2026' };

export const pageHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
/** The chosen day of the deliver/pickup step's date list. */
/**
 * Sets a file's copies on Printen and waits for the cart's new total: a journey of one page orders
 * enough to reach the shop's minimum order value (decision 0131).
 */
export async function setCopies(page: Page, name: string, copies: number): Promise<void> {
  const total = page.getByTestId('print-order-total');
  const before = (await total.textContent()) ?? '';
  const box = page.getByRole('textbox', { name: `Aantal voor ${name}` });
  await box.fill(String(copies));
  await box.press('Tab');
  await expect(total).not.toHaveText(before);
}

export const chosenDate = (page: Page) => page.locator('#deliver-date').getByRole('radio', { checked: true });

/** Runs `act` as the demo staff member on the order desk, in a browser context of their own. */
export async function asOrderDesk(browser: Browser, act: (staff: Page) => Promise<void>): Promise<void> {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await presetConsent(staff);
    await logInThroughApi(staff, DEMO_STAFF.email, DEMO_STAFF.password, '/medewerkers/orders');
    await act(staff);
  } finally {
    await staffContext.close();
  }
}

/** The order's row in the desk's list, searched for by its number as staff do. */
export async function deskRow(staff: Page, orderNumber: string) {
  const filters = staff.getByTestId('order-desk-filters');
  await filters.getByLabel('Zoeken', { exact: true }).fill(orderNumber);
  await filters.getByRole('button', { name: 'Zoeken' }).click();
  return staff.getByTestId('order-desk-row').filter({ hasText: orderNumber });
}

/** The order number of a thanks dialog ('Bedankt voor uw order', '… aanvraag'), once it shows. */
export async function thanked(page: Page, dialog = 'Bedankt voor uw order'): Promise<string> {
  const thanks = page.getByRole('dialog', { name: dialog });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await thanks.getByTestId('order-number').textContent())?.match(/\d{4}-\d{6}/)?.[0];
  expect(orderNumber, `the order number in '${dialog}'`).toBeDefined();
  return orderNumber!;
}

/**
 * A step at a desktop's and a phone's width: nothing sticks out sideways and axe finds nothing
 * serious or critical. With E2E_SCREENSHOTS set, a whole-page screenshot of each goes into that
 * folder, for people to judge (they are not compared); CI takes none.
 */
export async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSideScroll(page, width, `${name} at ${width} px`);
    await expectAccessible(page, { label: `${name} at ${width} px` });
    const folder = process.env.E2E_SCREENSHOTS;
    if (folder) await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
