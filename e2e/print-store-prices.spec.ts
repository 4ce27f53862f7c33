import type { Locator, Page } from '@playwright/test';
import { logInThroughApi } from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import { checkWidths, pageHeading } from './support/order-journeys';
import { checkDialog, STORE_ADMIN } from './support/store-admin';

/**
 * Prices and ads in the print store's admin tools (issue 30 points 4 and 5) against the demo seed:
 * the default store's admin lowers the price of a pack of stock stickers and sees the card of
 * their collection follow ('v.a.'); the same admin in a second browser, whose editor still holds
 * the type as it was, saves it and is told 'gewijzigd door een ander', and reloads to the new
 * price; the admin adds a priced menu 'Afwerking' (Mat, Glans) to the type, gives gloss its own
 * price, and a customer on a sticker's product page sees the menu and the price follow it
 * (decision 0124); the admin puts a design in the ads (which of the 29 chosen designs the promo
 * and the bars show is drawn at random, so their following is the API tests'). Only this
 * collection's type changes (no other test reads it; matt keeps every price it had) and the ads
 * only grow, so the other journeys on the same database see what they expect.
 */

const TYPE = 'Voorraadsticker per verpakking';
const COLLECTION = 'Keuringslabels en markeringsmateriaal';
const AD_DESIGN = 'Hangende last';
/** The menu the admin adds to the stock stickers, and a sticker of theirs a customer opens. */
const NEW_MENU = 'Afwerking';
const STOCK_DESIGN = 'Keuringssticker NEN 3140';

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

test('a store admin changes a price and the cards follow; a stale save by a second admin is refused; a new priced menu reaches the product page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
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

  await test.step('the admin adds a priced menu with two values and prices it; a customer sees the menu and the price follow', async () => {
    await page.getByRole('button', { name: 'Producttypen en prijzen' }).click();
    await page.getByRole('button', { name: `${TYPE} wijzigen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Producttype wijzigen' });
    await dialog.getByRole('tab', { name: /Keuzes/ }).click();
    await dialog.getByRole('button', { name: 'Menu toevoegen' }).click();
    const form = dialog.getByRole('group', { name: 'Nieuw menu' });
    await expect(form.getByRole('textbox', { name: /Titel van het menu/ })).toBeFocused();
    await page.keyboard.type(NEW_MENU);
    await form.getByRole('checkbox', { name: 'De prijs hangt af van deze keuze' }).check();
    await form.getByRole('textbox', { name: 'Tekst van nieuwe keuze 1' }).fill('Mat');
    await form.getByRole('button', { name: 'Nog een keuze' }).click();
    await form.getByRole('textbox', { name: 'Tekst van nieuwe keuze 2' }).fill('Glans');
    // Two sizes × three packs, once per finish: the prices they have until given their own.
    await expect(form).toContainText('6 → 12 prijsregels');
    await checkDialog(page, 'store-admin-new-menu');
    await form.getByRole('button', { name: 'Menu toevoegen' }).click();
    await expect(dialog.getByRole('button', { name: new RegExp(`^${NEW_MENU} ·`) })).toBeFocused();
    // Its panel is open: its kind, its price, and removing it, which says first what goes with it.
    await dialog.getByRole('button', { name: `Menu ‘${NEW_MENU}’ verwijderen` }).click();
    await expect(
      dialog.getByText(
        'De prijzen bij ‘Mat’ (de standaardkeuze) blijven gelden; 6 prijsregels van de andere keuzes gaan weg.',
      ),
    ).toBeVisible();
    await checkDialog(page, 'store-admin-menus');
    await dialog.getByRole('button', { name: 'Niet verwijderen' }).click();
    await dialog.getByRole('tab', { name: /Prijzen/ }).click();
    // Row 2 is 10 × 10 cm, 10 pieces, gloss: the price of matt until it is given one.
    await expect(dialog.getByRole('combobox', { name: `${NEW_MENU} van prijsregel 2` })).toHaveValue('glans');
    await expect(packPrice(dialog, 2)).toHaveValue('8,75');
    await packPrice(dialog, 2).fill('11,25');
    await checkDialog(page, 'store-admin-price-table-new-menu');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    const list = page.getByRole('dialog', { name: 'Producttypen en prijzen' });
    await expect(list.getByRole('listitem').filter({ hasText: TYPE })).toContainText('v.a. € 8,75');
    await list.getByRole('button', { name: 'Sluiten' }).click();
    await expect(list).toBeHidden();

    // A customer browsing the store (no login needed to see its prices) opens a sticker of the type.
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    await presetConsent(shop);
    await shop.goto('/printstore');
    await sidebar(shop)
      .getByRole('link', { name: /Brandpreventie/ })
      .click();
    await collectionCard(shop).getByRole('link').first().click();
    // The collection's own list: the side ad, which comes later, may show the same sticker.
    await shop
      .getByRole('list', { name: COLLECTION })
      .getByRole('link', { name: new RegExp(`^${STOCK_DESIGN}`) })
      .click();
    await expect(pageHeading(shop, STOCK_DESIGN)).toBeVisible();
    const finish = shop.getByRole('radiogroup', { name: NEW_MENU });
    await expect(finish.getByRole('radio', { name: 'Mat' })).toBeChecked();
    await expect(shop.getByTestId('store-unit-price')).toHaveText('€ 8,75');
    await finish.locator('label').filter({ hasText: 'Glans' }).click();
    await expect(finish.getByRole('radio', { name: 'Glans' })).toBeChecked();
    await expect(shop.getByTestId('store-unit-price')).toHaveText('€ 11,25');
    await checkWidths(shop, 'store-product-new-menu');
    await visitor.close();
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
