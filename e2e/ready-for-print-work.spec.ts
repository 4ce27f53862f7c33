import type { APIRequestContext, Page } from '@playwright/test';
import { createValidatedAccount, logInThroughApi, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { asOrderDesk, checkWidths, deskRow, pageHeading, setCopies, thanked } from './support/order-journeys';
import { photoJpg, usLetterPdf, wordDocument } from './support/upload-files';

/**
 * Issue 32 as one customer and the staff live it: a new customer uploads a US-Letter PDF, a
 * 1800 × 1200 px photo and a Word document; all three are priced (the letter on the A3 sheet it
 * fits on, the document as the PDF the server converted it to: decision 0132), the photo ordered
 * as an A2 poster is warned of its resolution there (decision 0134); Bezorgen shows the delivery
 * charge below the free-delivery amount and 'Gratis' above it (decision 0131); the order is placed
 * on the new customer's invoice address. Staff find it by the name of who ordered it, sort the
 * desk by promised day, see the photo's resolution at A2 in the file check (decision 0133), and
 * give the new customer a customer number on Klanten, refused first for 5 digits and for a taken
 * number (decision 0135). The new screens are checked with axe at 1280 and 390 px.
 */
const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const row = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });
const priceTotal = (page: Page) => page.getByTestId('price-total');
const NAMES = ['us-letter.pdf', 'offerte.docx', 'foto-1800.jpg'];

async function selectOnly(page: Page, name: string) {
  for (const each of NAMES) {
    const box = fileList(page).getByRole('checkbox', { name: `${each} selecteren` });
    if (each === name) await box.check();
    else await box.uncheck();
  }
}

/**
 * Puts the selected file in the cart; the screen stays, with the files still to do selected next
 * (the 'Winkelwagen' popup comes once all are in).
 */
async function addToCart(page: Page, name: string) {
  await page.getByTestId('add-to-cart').click();
  await expect(row(page, name).getByTestId('cart-mark')).toContainText('In winkelwagen');
}

/** The new customer's office as delivery address and as new-customer invoice address, as the steps' forms save them. */
async function newCustomerAddresses(request: APIRequestContext, email: string, company: string) {
  const login = await request.post('/api/v3/auth/login', { data: { username: email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).jwtToken}` };
  const office = {
    company,
    name: 'Nina Nieuw',
    street: 'Aannemersweg',
    number: '14',
    zipCode: '3542 DK',
    city: 'Utrecht',
  };
  expect((await request.post('/api/v3/delivery-addresses', { headers, data: office })).status()).toBe(201);
  const invoice = await request.post('/api/v3/invoice-addresses', {
    headers,
    data: { ...office, email, kvk: '87654321' },
  });
  expect(invoice.status()).toBe(201);
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a new customer orders a Letter PDF, a photo as an A2 poster and a Word document; staff plan it and give a customer number', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('drukklaar');
  const company = `Drukklaar ${Date.now().toString(36)} B.V.`;
  // Seven digits no demo customer has; a number of its own each run.
  const customerNumber = String(8_000_000 + (Date.now() % 1_000_000));
  await createValidatedAccount(request, email, 'Nina Nieuw');
  await newCustomerAddresses(request, email, company);
  await logInThroughApi(page, email);

  await test.step('the three files are analysed: the Word document as the PDF it became', async () => {
    await page
      .locator('input[type="file"]')
      .setInputFiles([await usLetterPdf(), wordDocument('offerte.docx', 3), await photoJpg()]);
    await expect(row(page, 'us-letter.pdf')).toContainText('1 pagina · Afwijkend formaat 216 × 279 mm');
    await expect(row(page, 'offerte.docx')).toContainText('3 pagina’s · A4', { timeout: 20_000 });
    const preview = row(page, 'offerte.docx')
      .getByRole('button', { name: 'Pagina’s van offerte.docx bekijken' })
      .locator('img');
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // At its own size the photo is sharp enough: nothing to warn of yet.
    await expect(row(page, 'foto-1800.jpg')).toContainText('1 pagina');
    await expect(row(page, 'foto-1800.jpg')).not.toContainText('Lage resolutie');
  });

  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();

  await test.step('each file priced: the letter on A3, the document as three A4 pages', async () => {
    await selectOnly(page, 'us-letter.pdf');
    await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
    await expect(page.getByRole('radio', { name: 'Als bestand' })).toBeChecked();
    await expect(priceTotal(page)).toContainText('€ 0,12');
    await expect(page.getByTestId('price-custom-size')).toHaveText(
      'Afwijkend formaat 216 × 279 mm, geprijsd als A3',
    );
    await expect(page.getByText('Geen prijscalculatie mogelijk')).toHaveCount(0);
    await addToCart(page, 'us-letter.pdf');

    await selectOnly(page, 'offerte.docx');
    await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
    await expect(priceTotal(page)).toContainText('€ 0,18');
    await addToCart(page, 'offerte.docx');
  });

  await test.step('the photo as an A2 poster: its resolution there is warned of', async () => {
    await selectOnly(page, 'foto-1800.jpg');
    await page.getByRole('radio', { name: /Posters A2 tot A0/ }).check();
    await expect(page.getByRole('radio', { name: 'A2', exact: true })).toBeChecked();
    const notes = page.getByTestId('preflight-notes');
    await expect(notes).toContainText(
      'Lage resolutie op A2: 77 DPI. Afbeeldingen onder 200 DPI kunnen onscherp worden afgedrukt.',
    );
    await expect(notes).toContainText('Andere verhoudingen dan A2');
    await expect(priceTotal(page)).toContainText(/€ \d+,\d\d/);
    await checkWidths(page, 'bestellen-a2-waarschuwing');
    await page.getByTestId('add-to-cart').click();
    await page
      .getByRole('dialog', { name: 'Winkelwagen' })
      .getByRole('button', { name: 'Verder naar bestellen' })
      .click();
  });

  await expect(pageHeading(page, 'Printen')).toBeVisible();
  const lines = page.getByTestId('print-order-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: 'foto-1800.jpg' }).getByTestId('preflight-notes')).toContainText(
    'Lage resolutie op A2: 77 DPI',
  );
  const costs = page.getByTestId('delivery-costs');

  await test.step('below € 50,00 Bezorgen charges delivery; with more posters it is free', async () => {
    await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
    await expect(pageHeading(page, 'Bezorgen')).toBeVisible();
    await expect(costs.getByTestId('delivery-charge')).toContainText('€ 6,95');
    await page.goBack();
    await expect(pageHeading(page, 'Printen')).toBeVisible();
    await setCopies(page, 'foto-1800.jpg', 10);
    await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
    await expect(costs.getByTestId('delivery-charge')).toContainText('Gratis');
  });

  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  // Their only invoice address, a new customer's, is chosen by itself.
  await expect(page.getByRole('radio', { name: new RegExp(company) })).toBeChecked();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(pageHeading(page, 'Controleren')).toBeVisible();
  // Where the customer confirms: the same warning beside the photo.
  await expect(
    page.getByTestId('cart-summary-line').filter({ hasText: 'foto-1800.jpg' }).getByTestId('preflight-notes'),
  ).toContainText('Lage resolutie op A2: 77 DPI');
  await expect(page.getByTestId('order-totals').getByTestId('delivery-charge')).toContainText('Gratis');
  await expect(page.getByTestId('order-problems')).toBeHidden();
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  const orderNumber = await thanked(page);

  await asOrderDesk(browser, async (staff) => {
    await test.step('the desk finds the order by who ordered it and sorts by promised day', async () => {
      const found = (await deskRow(staff, 'Nina Nieuw')).filter({ hasText: orderNumber });
      await expect(found).toContainText('Besteld door Nina Nieuw');
      await expect(found).toContainText('Nieuwe klant');
      await staff.getByRole('button', { name: /^Beloofd voor/ }).click();
      await expect(staff.getByRole('columnheader', { name: /^Beloofd voor/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(staff).toHaveURL(/sorteer=promised/);
      await found.getByRole('link').first().click();
    });

    await test.step("the operator's file check shows the photo's resolution at A2", async () => {
      const check = staff.getByRole('region', { name: 'Bestandscontrole' });
      const photo = check.getByTestId('desk-file-check-line').filter({ hasText: 'foto-1800.jpg' });
      await expect(photo.getByTestId('check-dpi')).toContainText('laagste 77 DPI');
      await expect(photo.getByTestId('check-warnings')).toContainText(
        'Lage resolutie (77 DPI op het bestelde formaat)',
      );
      const letter = check.getByTestId('desk-file-check-line').filter({ hasText: 'us-letter.pdf' });
      await expect(letter.getByTestId('check-warnings')).toContainText('Afwijkend formaat 216 × 279 mm');
    });

    await test.step('Klanten: the request gets a 7-digit number, refused first when wrong or taken', async () => {
      await staff.getByRole('button', { name: 'Menu openen' }).click();
      await staff.getByRole('link', { name: 'Klanten' }).click();
      await expect(pageHeading(staff, 'Klanten')).toBeVisible();
      const card = staff.getByTestId('new-customer-request').filter({ hasText: company });
      await expect(card).toContainText('87654321');
      await expect(card).toContainText(email);
      await expect(card).toContainText(orderNumber);
      await checkWidths(staff, 'klanten');

      const field = card.getByRole('textbox', { name: `Klantnummer voor ${company}` });
      const give = card.getByRole('button', { name: 'Klantnummer geven' });
      await field.fill('12345');
      await give.click();
      await expect(
        card.getByText('Een klantnummer bestaat uit precies 7 cijfers, bijvoorbeeld 1004217.'),
      ).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill('1004217');
      await give.click();
      await expect(
        card.getByText('Klantnummer 1004217 is al in gebruik. Kies een ander klantnummer.'),
      ).toBeVisible();
      await expectAccessible(staff, { label: 'Klanten with a refused number' });

      await field.fill(customerNumber);
      await give.click();
      await expect(staff.getByTestId('staff-customers-done')).toContainText(
        `${company} is klant ${customerNumber}; ${email} is gekoppeld en order ${orderNumber} heeft het klantnummer.`,
      );
      await expect(staff.getByTestId('new-customer-request').filter({ hasText: company })).toHaveCount(0);
      const search = staff.getByRole('searchbox', { name: 'Zoeken' });
      await search.fill(customerNumber);
      await search.press('Enter');
      const customerRow = staff.getByTestId('staff-customer-row').filter({ hasText: customerNumber });
      await expect(customerRow).toContainText(company);
      await customerRow.getByRole('button', { name: `Klant ${customerNumber} bekijken` }).click();
      await expect(staff.getByTestId('customer-history')).toContainText(`${email} gekoppeld door`);
    });

    await test.step('the desk shows the order with its customer number', async () => {
      await staff.goto('/medewerkers/orders');
      await expect(await deskRow(staff, orderNumber)).toContainText(customerNumber);
    });
  });
});
