import type { Locator, Page } from '@playwright/test';
import { logInThroughApi } from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import { pageHeading } from './support/order-journeys';
import { checkDialog, STORE_ADMIN } from './support/store-admin';

/**
 * Prices and ads in the print store's admin tools (issue 30 points 4 and 5) against the demo seed:
 * the default store's admin lowers the price of a pack of stock stickers and sees the card of
 * their collection follow ('v.a.'); the same admin in a second browser, whose editor still holds
 * the type as it was, saves it and is told 'gewijzigd door een ander', and reloads to the new
 * price; the admin puts a design in the ads (which of the 29 chosen designs the promo and the bars
 * show is drawn at random, so their following is the API tests'). Only this collection's price changes (no other test
 * reads it) and the ads only grow, so the other journeys on the same database see what they expect.
 */

const TYPE = 'Voorraadsticker per verpakking';
const COLLECTION = 'Keuringslabels en markeringsmateriaal';
const AD_DESIGN = 'Hangende last';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Categorieën' });
const collectionCard = (page: Page) => page.getByRole('article').filter({ hasText: COLLECTION });

/** 'Producttypen en prijzen', the stock stickers' editor, at its price table. */
async function openPriceTable(page: Page) {
  await page.getByRole('button', { name: 'Producttypen en prijzen' }).click();
  await page.getByRole('button', { name: `${TYPE} wijzigen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Producttype wijzigen' });
  await dialog.getByRole('tab', { name: /Prijzen/ }).click();
  return dialog;
}
/** The price of one pack of the table's row (rows as the table numbers them). */
const packPrice = (dialog: Locator, row: number) =>
  dialog.getByRole('textbox', { name: `Prijs per verpakking (€) van prijsregel ${row}`, exact: true });

test('a store admin changes a price and the cards follow; a stale save by a second admin is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await presetConsent(page);
  await logInThroughApi(page, STORE_ADMIN.email, STORE_ADMIN.password, '/printstore');
  await sidebar(page)
    .getByRole('link', { name: /Brandpreventie/ })
    .click();
  await expect(pageHeading(page, 'Brandpreventie')).toBeVisible();
  await expect(collectionCard(page)).toContainText('v.a. € 9,50');

  // The same admin in another browser opens the type before the first one saves it.
  const other = await browser.newContext();
  const second = await other.newPage();
  const secondErrors: string[] = [];
  second.on('console', (message) => {
    if (message.type() === 'error') secondErrors.push(message.text());
  });
  await presetConsent(second);
  await logInThroughApi(second, STORE_ADMIN.email, STORE_ADMIN.password, '/printstore');
  const stale = await openPriceTable(second);
  await expect(packPrice(stale, 1)).toHaveValue('9,50');

  await test.step('the admin lowers a pack’s price; a negative one is refused at its row first', async () => {
    const dialog = await openPriceTable(page);
    await expect(dialog.getByRole('region', { name: `Prijstabel van ${TYPE}` })).toBeVisible();
    await packPrice(dialog, 1).fill('-8,75');
    await expect(dialog.getByText('Prijsregel 1: een prijs kan niet lager zijn dan € 0,00.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await packPrice(dialog, 1).fill('8,75');
    await checkDialog(page, 'store-admin-price-table');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    const list = page.getByRole('dialog', { name: 'Producttypen en prijzen' });
    await expect(list.getByRole('listitem').filter({ hasText: TYPE })).toContainText('v.a. € 8,75');
    await checkDialog(page, 'store-admin-product-types');
    await list.getByRole('button', { name: 'Sluiten' }).click();
    await expect(list).toBeHidden();
    // The card on the page follows without a reload.
    await expect(collectionCard(page)).toContainText('v.a. € 8,75');
  });

  await test.step('the second browser’s save of the type as it was is refused, and reloads', async () => {
    await packPrice(stale, 2).fill('30,00');
    await stale.getByRole('button', { name: 'Opslaan' }).click();
    await expect(stale.getByRole('alert')).toContainText('Dit item is intussen gewijzigd door een ander.');
    await stale.getByRole('button', { name: 'Opnieuw laden' }).click();
    await expect(packPrice(stale, 1)).toHaveValue('8,75');
    await expect(packPrice(stale, 2)).not.toHaveValue('30,00');
    await expect(stale.getByRole('alert')).toHaveCount(0);
    await other.close();
    expect(secondErrors.filter((text) => !text.includes('status of 409'))).toEqual([]);
    expect(secondErrors).toHaveLength(1);
  });

  await test.step('the admin puts a design in the ads', async () => {
    await page.getByRole('button', { name: 'Advertentieproducten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advertentieproducten' });
    await dialog.getByRole('searchbox', { name: 'Zoek een ontwerp' }).fill('hangende');
    const design = dialog.getByRole('checkbox', { name: AD_DESIGN });
    await expect(design).not.toBeChecked();
    await design.check();
    await checkDialog(page, 'store-admin-ads');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    // Read again, it is chosen, and the history says who put it there.
    await page.getByRole('button', { name: 'Advertentieproducten' }).click();
    await dialog.getByRole('searchbox', { name: 'Zoek een ontwerp' }).fill('hangende');
    await expect(dialog.getByRole('checkbox', { name: AD_DESIGN })).toBeChecked();
    await dialog.getByRole('button', { name: 'Geschiedenis tonen' }).click();
    await expect(dialog.getByText(`In advertenties gezet: ${AD_DESIGN}`)).toBeVisible();
  });
});
