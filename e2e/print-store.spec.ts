import type { Page } from '@playwright/test';
import { uniqueEmail, waitForMailTo } from './support/accounts';
import { expect, expectAccessible, test } from './support/fixtures';
import { checkWidths, chosenDate, pageHeading, thanked } from './support/order-journeys';
import { letterPdf } from './support/upload-files';

/**
 * The print store for visitors and its check-out (issue 29), against the demo seed: the store's
 * own designs and prices, and the facility manager of Scholengroep Demo, who orders nothing else
 * in this suite (the store cart is the account's, so no other journey's order takes its lines).
 */

const FACILITY_MANAGER = { email: 'facilitair@scholengroep-demo.example', password: 'Facilitair-2026' };
/** Where the store's product and extra-info requests go (MAIL_RECIPIENTS' printStore, its default). */
const PRINT_STORE_MAILBOX = 'printwinkel@drukwerkdirect.example';

const unitPrice = (page: Page) => page.getByTestId('store-unit-price');
/**
 * Chooses a spec by its label, as a customer clicks it (a segmented control's radio is hidden
 * under its label). The product page keeps the choice in the address (currentSpecs), so the
 * radio is checked once the router has moved, a moment after the click.
 */
async function choose(page: Page, name: string) {
  await page.locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}
/** The portal's one cart button: the files and the store's items. */
const cartButton = (page: Page) => page.getByTestId('cart-button');
const cartCount = (page: Page) => page.getByTestId('cart-count');

test('a visitor finds a sign, configures it, adds it and a package, logs in and checks out', async ({
  page,
}) => {
  test.setTimeout(120_000);

  await test.step('search finds compound words and opens a design', async () => {
    await page.goto('/printstore');
    await expect(page.getByRole('region', { name: 'Uitgelichte collecties' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Zoeken in de printwinkel' }).fill('  bord ');
    await page.getByRole('searchbox', { name: 'Zoeken in de printwinkel' }).press('Enter');
    await expect(pageHeading(page, 'Zoekresultaten voor “bord”')).toBeVisible();
    // 'bord' finds the compounds ('Verbodsbord …', 'Waarschuwingsbord …').
    const products = page.getByRole('region', { name: 'Producten' });
    await expect(products.getByRole('link', { name: /^Verbodsbord geen toegang/ })).toBeVisible();
    await checkWidths(page, 'store-search');
    await products.getByRole('link', { name: /^Verbodsbord geen toegang/ }).click();
    await expect(pageHeading(page, 'Verbodsbord geen toegang')).toBeVisible();
  });

  await test.step('the price follows the size and the material', async () => {
    const first = await unitPrice(page).textContent();
    await choose(page, 'Dibond 3 mm');
    await expect(unitPrice(page)).not.toHaveText(first ?? '');
    const dibond = await unitPrice(page).textContent();
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect(unitPrice(page)).not.toHaveText(dibond ?? '');
    // A combination that cannot be made says so and cannot go into the cart.
    await choose(page, 'Magneetsticker');
    await choose(page, 'Buiten (met uv-laminaat)');
    await expect(page.getByRole('alert')).toHaveText('De door u gekozen combinatie is helaas niet mogelijk.');
    await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
    await choose(page, 'Dibond 3 mm');
    await expect(page).toHaveURL(/currentSpecs=/);
    await checkWidths(page, 'store-product');
  });

  await test.step('a question about the design reaches the print store by mail', async () => {
    const question = `Is dit bord ook in 60 bij 60 cm te krijgen? (vraag ${Date.now()})`;
    await page.getByRole('button', { name: 'Meer informatie aanvragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meer informatie aanvragen' });
    // The message starts with the design's name and the configured product's address.
    const message = dialog.getByRole('textbox', { name: /^Uw bericht/ });
    await expect(message).toHaveValue(
      /^Graag ontvang ik meer informatie over Verbodsbord geen toegang \(http/,
    );
    await message.fill(`${await message.inputValue()} ${question}`);
    await dialog.getByRole('textbox', { name: /^E-mailadres/ }).fill(uniqueEmail('winkelvraag'));
    await dialog.getByRole('button', { name: 'Bericht verzenden' }).click();
    // 'Uw bericht is verzonden.' shows 1.5 s, then the dialog closes (the unit test holds the clock).
    await expect(dialog).toBeHidden();
    const mail = await waitForMailTo(PRINT_STORE_MAILBOX, question);
    expect(mail).toContain('Informatieaanvraag: Verbodsbord geen toegang');
    expect(mail).toMatch(
      /Graag ontvang ik meer informatie over Verbodsbord geen toegang \(http:\/\/[^)]*currentSpecs=/,
    );
  });

  await test.step('into the cart, back to the collection', async () => {
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    // Back to the collection, with the cart's count.
    await expect(page).toHaveURL(/\/printstore\/category\/[^/]+\/collection\/[^/]+$/);
    await expect(cartCount(page)).toHaveText(/^1/);
  });

  await test.step('a package from its category', async () => {
    await page
      .getByRole('navigation', { name: 'Categorieën' })
      .getByRole('link', { name: /Veiligheid en waarschuwing/ })
      .click();
    await page.getByRole('link', { name: /^Starterspakket kantoor/ }).click();
    await expect(pageHeading(page, 'Starterspakket kantoor')).toBeVisible();
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/printstore\/category\/[^/]+$/);
    await expect(cartCount(page)).toHaveText(/^2/);
  });

  await test.step('the check-out asks for a login, and the cart comes along', async () => {
    await cartButton(page).click();
    await expect(pageHeading(page, 'Producten')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inloggen' });
    await dialog.getByLabel('E-mailadres').fill(FACILITY_MANAGER.email);
    await dialog.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(FACILITY_MANAGER.password);
    await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(dialog).toBeHidden();
    const lines = page.getByTestId('store-cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Verbodsbord geen toegang');
    await expect(lines.first()).toContainText('Dibond 3 mm');
    await expect(lines.nth(1)).toContainText('Starterspakket kantoor');
    await checkWidths(page, 'store-checkout-cart');
  });

  await test.step('a file goes into the same cart: Printen lists both, and so does the check-out', async () => {
    await page.goto('/');
    await page.locator('input[type="file"]').setInputFiles([await letterPdf('plattegrond.pdf')]);
    const files = page.getByRole('region', { name: 'Uw bestanden' });
    await expect(files.getByRole('listitem').filter({ hasText: 'plattegrond.pdf' })).toContainText(
      '1 zwart-wit',
    );
    await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
    await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
    await page.getByRole('button', { name: /in winkelwagen/i }).click();
    await page
      .getByRole('dialog', { name: 'Winkelwagen' })
      .getByRole('button', { name: 'Verder naar bestellen' })
      .click();
    await expect(pageHeading(page, 'Printen')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Producten uit de printwinkel' })).toContainText(
      'Verbodsbord geen toegang',
    );
    await expect(cartCount(page)).toHaveText(/^3/);
    await page.goto('/check-out/winkelwagen');
    await expect(page.getByTestId('store-cart-files')).toContainText(
      'Het bestand in uw printorder wordt met deze bestelling meebesteld.',
    );
  });

  await test.step('Bezorgen, Factureren and Controleren, then the thanks and the mail', async () => {
    await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
    await expect(pageHeading(page, 'Bezorgen')).toBeVisible();
    // The school's stored address and the shop's first day are chosen for the customer.
    await expect(page.getByRole('radio', { name: /Scholengroep Demo/ }).first()).toBeChecked();
    await expect(chosenDate(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
    await expect(pageHeading(page, 'Factureren')).toBeVisible();
    await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
    await expect(pageHeading(page, 'Controleren')).toBeVisible();
    const summary = page.getByTestId('store-cart-summary');
    await expect(summary).toContainText('1 × Verbodsbord geen toegang');
    await expect(summary).toContainText('1 × Starterspakket kantoor');
    await expect(page.getByTestId('cart-summary')).toContainText('plattegrond.pdf');
    await checkWidths(page, 'store-checkout-confirm');
    await page.getByRole('button', { name: 'Bestelling afronden' }).click();
    const orderNumber = await thanked(page);
    const mail = await waitForMailTo(FACILITY_MANAGER.email, orderNumber);
    expect(mail).toContain('Verbodsbord geen toegang');
    expect(mail).toContain('Starterspakket kantoor');
    // One order: the file with the store's items.
    expect(mail).toContain('plattegrond.pdf');
    await page
      .getByRole('dialog', { name: 'Bedankt voor uw order' })
      .getByRole('button', { name: 'Naar de startpagina' })
      .click();
    await expect(cartCount(page)).toHaveText(/^0/);
  });
});

test('a customer theme with a store of its own shows its categories beside the default ones, accessibly', async ({
  page,
}) => {
  await page.goto('/gemeente-rivierstad/printstore');
  const categories = page.getByRole('navigation', { name: 'Categorieën' });
  // Its own store first (its listOnTop category leading), then the provider's (includeDefault).
  await expect(categories.getByRole('link').first()).toHaveText(/Gemeentelijke gebouwen/);
  await expect(categories.getByRole('link', { name: /Verbod/ })).toBeVisible();
  // The hidden category is its admins' only.
  await expect(categories.getByRole('link', { name: /Verkiezingen/ })).toHaveCount(0);
  await expectAccessible(page);
});
