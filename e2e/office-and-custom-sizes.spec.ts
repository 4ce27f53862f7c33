import type { Page } from '@playwright/test';
import { createValidatedAccount, logInThroughApi, uniqueEmail } from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import { usLetterPdf, wordDocument } from './support/upload-files';

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
