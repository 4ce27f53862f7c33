import type { Browser, Page } from '@playwright/test';
import { forgetFailedLoads, logInThroughApi } from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { checkWidths, DEMO_CUSTOMER, pageHeading } from './support/order-journeys';
import { checkDialog, STORE_ADMIN } from './support/store-admin';

/**
 * The print store's admin screens (issue 30 points 1 and 2) against the demo seed: the default
 * store's admin creates a category (by keyboard only) and a collection in it, and hides the
 * collection; a visitor then neither sees nor finds it, the admin sees it marked, and a customer
 * sees no admin control. The names are this run's own: the suite starts on a fresh database.
 */

const CATEGORY = 'Nooduitgangen';
const COLLECTION = 'Vluchtroute-borden';
const HIDDEN = 'Verborgen: alleen zichtbaar voor beheerders';

/** Gemeente Rivierstad's user, the admin of that customer's own store (decision 0112). */
const OTHER_STORE_ADMIN = { email: 'inkoop@rivierstad.example', password: 'Rivierstad-2026' };

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Categorieën' });

/** A page of the store in a browser of its own: a visitor, or `account` logged in. */
async function asSomeoneElse(
  browser: Browser,
  account: { email: string; password: string } | null,
  path: string,
  act: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetConsent(page);
  if (account) await logInThroughApi(page, account.email, account.password, path);
  else await page.goto(path);
  await act(page);
  await context.close();
}

test('a store admin adds a category and a collection and hides it; visitors and customers see no trace of it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await presetConsent(page);
  await logInThroughApi(page, STORE_ADMIN.email, STORE_ADMIN.password, '/printstore');
  await expect(page.getByRole('region', { name: 'Uitgelichte collecties' })).toBeVisible();

  await test.step('a new category, by keyboard only', async () => {
    const opener = page.getByRole('button', { name: 'Nieuwe categorie' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nieuwe categorie' });
    const name = dialog.getByRole('textbox', { name: /Naam/ });
    await expect(name).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    // A name that exists in another letter case is refused at the name.
    await page.keyboard.type('veiligheid en waarschuwing');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Let op, er bestaat al een categorie met deze naam.')).toBeVisible();
    forgetFailedLoads(consoleErrors, 409);
    await name.fill('');
    await page.keyboard.type(CATEGORY);
    await tabTo(page, dialog.getByRole('checkbox', { name: 'Label ‘Nieuw’ tonen' }));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Label ‘Nieuw’ tonen' })).toBeChecked();
    // At a phone's width too: the dialog stays open, with what was typed.
    await checkDialog(page, 'store-admin-category-dialog');
    await expect(dialog.getByRole('textbox', { name: /Naam/ })).toHaveValue(CATEGORY);
    await tabTo(page, dialog.getByRole('button', { name: 'Opslaan' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(sidebar(page).getByRole('link', { name: new RegExp(CATEGORY) })).toBeVisible();
  });

  await test.step('a collection in it, from its empty page', async () => {
    await sidebar(page)
      .getByRole('link', { name: new RegExp(CATEGORY) })
      .click();
    await expect(pageHeading(page, CATEGORY)).toBeVisible();
    await expect(page.getByText('Deze categorie is nog leeg')).toBeVisible();
    await checkWidths(page, 'store-admin-category-page');
    await page.getByRole('button', { name: 'Nieuwe collectie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe collectie' });
    await expect(dialog.getByRole('checkbox', { name: CATEGORY })).toBeChecked();
    await dialog.getByRole('textbox', { name: /Naam/ }).fill(COLLECTION);
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: /Omschrijving/ }).fill('Borden die de vluchtroute wijzen.');
    await checkDialog(page, 'store-admin-collection-dialog');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: new RegExp(`^${COLLECTION}`) })).toBeVisible();
  });

  await test.step('the package dialog and its design picker (not saved)', async () => {
    await page.getByRole('button', { name: 'Nieuw pakket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw pakket' });
    await dialog.getByRole('textbox', { name: /Naam/ }).fill('Vluchtroutepakket');
    await dialog.getByRole('textbox', { name: /Omschrijving/ }).fill('De borden van een vluchtroute.');
    await dialog.getByRole('textbox', { name: /Prijs in euro/ }).fill('49,95');
    await dialog
      .getByRole('combobox', { name: 'Ontwerpen uit collectie' })
      .selectOption({ label: 'Vluchtrouteaanduiding' });
    await dialog.getByRole('button', { name: 'Toevoegen: Nooduitgang links' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Aantal van Nooduitgang links' })).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    await checkDialog(page, 'store-admin-package-dialog');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
  });

  const categoryUrl = page.url();
  let collectionUrl = '';
  await test.step('hidden from its own page, with its history', async () => {
    await page.getByRole('link', { name: new RegExp(`^${COLLECTION}`) }).click();
    await expect(pageHeading(page, COLLECTION)).toBeVisible();
    collectionUrl = page.url();
    await page.getByRole('button', { name: 'Collectie wijzigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Collectie wijzigen' });
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Verbergen (alleen beheerders zien het)' }).check();
    await dialog.getByRole('button', { name: 'Geschiedenis tonen' }).click();
    await expect(dialog.getByText(/heeft dit aangemaakt/)).toBeVisible();
    await checkDialog(page, 'store-admin-collection-edit');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      pageHeading(page, COLLECTION).locator('..').getByRole('img', { name: HIDDEN }),
    ).toBeVisible();
    // Back on its category the admin sees the card, marked.
    await page.goto(categoryUrl);
    const card = page.getByRole('article').filter({ hasText: COLLECTION });
    await expect(card.getByRole('img', { name: HIDDEN })).toBeVisible();
  });

  await test.step('a visitor neither sees nor finds the hidden collection', async () => {
    await asSomeoneElse(browser, null, categoryUrl, async (visitor) => {
      await expect(pageHeading(visitor, CATEGORY)).toBeVisible();
      await expect(visitor.getByText('Deze categorie is nog leeg')).toBeVisible();
      await expect(visitor.getByText(COLLECTION)).toHaveCount(0);
      await visitor.goto(collectionUrl);
      await expect(visitor.getByText('Dit onderdeel van de printwinkel bestaat niet (meer).')).toBeVisible();
      const search = visitor.getByRole('searchbox', { name: 'Zoeken in de printwinkel' });
      await search.fill('Vluchtroute');
      await search.press('Enter');
      await expect(pageHeading(visitor, 'Zoekresultaten voor “Vluchtroute”')).toBeVisible();
      await expect(visitor.getByText('Niet gevonden wat u zoekt?')).toBeVisible();
      await expect(visitor.getByRole('link', { name: new RegExp(COLLECTION) })).toHaveCount(0);
    });
  });

  await test.step("a customer and another store's admin see no admin control", async () => {
    for (const someone of [DEMO_CUSTOMER, OTHER_STORE_ADMIN])
      await asSomeoneElse(browser, someone, categoryUrl, async (other) => {
        await expect(pageHeading(other, CATEGORY)).toBeVisible();
        await expect(sidebar(other)).toBeVisible();
        for (const name of [
          'Nieuwe categorie',
          'Categorie wijzigen',
          'Nieuwe collectie',
          'Nieuw pakket',
          'Producttypen en prijzen',
          'Advertentieproducten',
        ])
          await expect(other.getByRole('button', { name }), someone.email).toHaveCount(0);
        await expect(other.getByText(COLLECTION)).toHaveCount(0);
      });
  });
});
