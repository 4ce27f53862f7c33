import type { Page } from '@playwright/test';
import { createValidatedAccount, logInThroughApi, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { photoJpg, usLetterPdf, wordDocument } from './support/upload-files';

/**
 * Issue 32 point 2: a US-Letter PDF and a Word document both get a price on the product order
 * screen, the letter on the A3 sheet it fits on with its size in millimetres, the Word document
 * as the PDF the server converted it to (decision 0132).
 */
const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const row = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });
const priceTotal = (page: Page) => page.getByTestId('price-total');

async function selectOnly(page: Page, name: string, all: string[]) {
  for (const each of all) {
    const box = fileList(page).getByRole('checkbox', { name: `${each} selecteren` });
    if (each === name) await box.check();
    else await box.uncheck();
  }
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a customer uploads a US-Letter PDF and a Word document and sees both priced', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('office-prices');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  const names = ['us-letter.pdf', 'offerte.docx'];
  await page
    .locator('input[type="file"]')
    .setInputFiles([await usLetterPdf(), wordDocument('offerte.docx', 3)]);
  await expect(row(page, 'us-letter.pdf')).toContainText('1 pagina · Afwijkend formaat 216 × 279 mm');
  // Converted on the server and analysed as the PDF: its pages, their format, its preview.
  await expect(row(page, 'offerte.docx')).toContainText('3 pagina’s · A4', { timeout: 20_000 });
  const preview = row(page, 'offerte.docx')
    .getByRole('button', { name: 'Pagina’s van offerte.docx bekijken' })
    .locator('img');
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();

  // 'Als bestand': one black-white page on A3 at 12 ct, not 'Geen prijscalculatie mogelijk'.
  await selectOnly(page, 'us-letter.pdf', names);
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await expect(page.getByRole('radio', { name: 'Als bestand' })).toBeChecked();
  await expect(priceTotal(page)).toContainText('€ 0,12');
  await expect(page.getByTestId('price-custom-size')).toHaveText(
    'Afwijkend formaat 216 × 279 mm, geprijsd als A3',
  );
  await expect(page.getByText('Geen prijscalculatie mogelijk')).toHaveCount(0);

  // The Word document: three black-white A4 pages at 6 ct.
  await selectOnly(page, 'offerte.docx', names);
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await expect(priceTotal(page)).toContainText('€ 0,18');
});

/**
 * Issue 32 point 1 (decision 0134): the 1800 × 1200 px photo is sharp at its own size, but
 * ordered as an A2 poster it prints at about 77 DPI: the product order screen says so at A2, and
 * so do Printen and Controleren.
 */
test('a customer orders a 1800 × 1200 px photo as an A2 poster and is warned of its resolution there', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('preflight-a2');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  await page.locator('input[type="file"]').setInputFiles([await photoJpg()]);
  // At its own size there is nothing to warn of.
  await expect(row(page, 'foto-1800.jpg')).toContainText('1 pagina');
  await expect(row(page, 'foto-1800.jpg')).not.toContainText('Lage resolutie');

  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();
  await page.getByRole('radio', { name: /Posters A2 tot A0/ }).check();
  await expect(page.getByRole('radio', { name: 'A2', exact: true })).toBeChecked();
  const notes = page.getByTestId('preflight-notes');
  await expect(notes).toContainText(
    'Lage resolutie op A2: 77 DPI. Afbeeldingen onder 200 DPI kunnen onscherp worden afgedrukt.',
  );
  await expect(notes).toContainText('Andere verhoudingen dan A2');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, { label: `product order screen with the warning at ${width} px` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByTestId('add-to-cart').click();
  await page
    .getByRole('dialog', { name: 'Winkelwagen' })
    .getByRole('button', { name: 'Verder naar bestellen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Printen' })).toBeVisible();
  await expect(page.getByTestId('print-order-line').getByTestId('preflight-notes')).toContainText(
    'Lage resolutie op A2: 77 DPI',
  );
  // Controleren, where the customer confirms: the same warning beside the file.
  const printen = new URL(page.url());
  await page.goto(printen.pathname.replace(/printen\/?$/, 'controleren'));
  await expect(page.getByRole('heading', { name: 'Controleren', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-summary-line').getByTestId('preflight-notes')).toContainText(
    'Lage resolutie op A2: 77 DPI',
  );
});
