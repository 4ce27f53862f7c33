import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { logInThroughApi, loginMarker, waitForMailTo } from './support/accounts';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';
import {
  chosenDate,
  DEMO_CUSTOMER,
  DEMO_STAFF,
  pageHeading,
  setCopies,
  thanked,
} from './support/order-journeys';
import { letterPdf, type TestFile } from './support/upload-files';

/**
 * The file store (issue 31) as the customer uses it: the login guard that keeps the address,
 * an archive and a folder of their own, a document found again by a word inside it and printed
 * from there, and a folder deleted and put back from the trash; and the staff's sharing of files
 * by a link that a browser without an account opens. Every screen and dialog on the way is
 * checked with axe at 1280 and 390 px. (The scans that staff deliver into an archive are the
 * scan order's journey: e2e/copy-scan-orders.spec.ts.)
 */

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

/** A one-page letter whose text layer holds `word` (the file store searches the text inside). */
async function letterWith(name: string, word: string): Promise<TestFile> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.drawText('Geachte heer, mevrouw,', { x: 72, y: 760, size: 12, font });
  page.drawText(`Hierbij het verslag over de ${word} van vorig jaar.`, { x: 72, y: 730, size: 12, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** axe at desktop and phone width, and no sideways scrolling on the phone. */
async function checkScreen(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expectAccessible(page, { label: `${label} at ${width} px` });
    if (width === 390) await expectNoSideScroll(page, width, `${label} at 390 px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** axe on the open dialog at desktop and phone width. */
async function checkDialog(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expectAccessible(page, { only: '[role="dialog"]', label: `${label} at ${width} px` });
  }
}

test('a customer logs in on the way to the file store, files a letter in an archive of their own, finds it by a word inside it, orders a print of it, and puts a deleted folder back from the trash', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const archive = `Projectdossiers ${stamp}`;
  const folder = `Correspondentie ${stamp}`;
  // A word of its own per run, so the search finds this run's letter only.
  const word = `funderingsherstel${stamp}`;

  // A visitor: the file store asks for a login, and after it the customer is where they meant to be.
  await page.goto('/filestore/archives');
  const login = page.getByRole('dialog', { name: 'Inloggen' });
  await login.getByLabel('E-mailadres').fill(DEMO_CUSTOMER.email);
  await login.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(DEMO_CUSTOMER.password);
  await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(login).toBeHidden();
  await expect.poll(() => loginMarker(page)).toMatch(/^in:/);
  await expect(page).toHaveURL(/\/filestore\/archives$/);
  await expect(pageHeading(page, 'Archieven beheren')).toBeVisible();
  await checkScreen(page, 'Archieven beheren');

  // An archive of their own, and a folder in it.
  await page.getByRole('button', { name: 'Nieuw archief' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuw archief' });
  await create.getByRole('textbox', { name: 'Naam van het archief' }).fill(archive);
  await create.getByRole('textbox', { name: 'Plaats (niet verplicht)' }).fill('Kantoor, kast 2');
  await checkDialog(page, 'Nieuw archief');
  await create.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('link', { name: archive }).click();
  await expect(pageHeading(page, archive)).toBeVisible();
  await expect(page.getByText('Deze map is leeg.')).toBeVisible();
  const archivePage = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Nieuwe map' }).click();
  const newFolder = page.getByRole('dialog', { name: 'Nieuwe map' });
  await newFolder.getByRole('textbox', { name: 'Naam van de map' }).fill(folder);
  await newFolder.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(newFolder).toBeHidden();
  await page.getByRole('link', { name: folder, exact: true }).click();
  await expect(pageHeading(page, folder)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Waar u bent' })).toContainText(archive);

  // A letter filed into the folder: uploaded, analysed and put in the folder, with its progress.
  await page.getByTestId('filestore-file-input').setInputFiles(await letterWith('brief-gemeente.pdf', word));
  await expect(page.getByText('1 van 1 bestanden toegevoegd')).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row', { name: /brief-gemeente\.pdf/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1');
  await checkScreen(page, 'a folder with a letter');

  // Found again by a word inside it, from the search in the file store's header.
  await page.goto('/filestore/dashboard');
  await expect(pageHeading(page, 'Mijn archief')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken in uw archieven' }).fill(word);
  await page.getByRole('searchbox', { name: 'Zoeken in uw archieven' }).press('Enter');
  await expect(pageHeading(page, `Zoekresultaten voor ‘${word}’`)).toBeVisible();
  const results = page.getByRole('list', { name: 'Gevonden' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText('brief-gemeente.pdf');
  await expect(results).toContainText(`${archive} › ${folder}`);
  await expect(results.locator('mark')).toHaveText(word);
  await checkScreen(page, 'search results');
  await results.getByRole('link', { name: 'brief-gemeente.pdf' }).click();
  // The file opens in its folder, its panel beside the table.
  const panel = page.getByRole('dialog', { name: 'brief-gemeente.pdf' });
  await expect(panel).toContainText('Op naam en op de tekst in het document');
  await expect(pageHeading(page, folder)).toBeVisible();
  await checkDialog(page, 'the file panel');
  await panel.getByRole('button', { name: 'Sluiten' }).click();
  await expect(panel).toBeHidden();

  // Printed from the file store: chosen in 'Selecteer uit bestandsopslag' on the home page, priced
  // from its stored analysis without an upload, and ordered.
  await page.goto('/');
  await page.getByRole('button', { name: 'Selecteer uit bestandsopslag' }).click();
  const select = page.getByRole('dialog', { name: 'Selecteer uit bestandsopslag' });
  await select.getByRole('searchbox', { name: 'Zoeken in uw archieven' }).fill(word);
  await select.getByRole('button', { name: 'Zoeken' }).click();
  await select.getByRole('checkbox', { name: 'brief-gemeente.pdf' }).check();
  await expect(select.getByText('1 document gekozen')).toBeVisible();
  await checkDialog(page, 'Selecteer uit bestandsopslag');
  await select.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(select).toBeHidden();
  const listed = page
    .getByRole('region', { name: 'Uw bestanden' })
    .getByRole('listitem')
    .filter({ hasText: 'brief-gemeente.pdf' });
  await expect(listed).toContainText('1 zwart-wit');
  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await page.getByRole('button', { name: /in winkelwagen/i }).click();
  await page
    .getByRole('dialog', { name: 'Winkelwagen' })
    .getByRole('button', { name: 'Verder naar bestellen' })
    .click();
  await expect(pageHeading(page, 'Printen')).toBeVisible();
  // A hundred copies of the one-page letter: one costs less than the shop's minimum order.
  await setCopies(page, 'brief-gemeente.pdf', 100);
  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await expect(chosenDate(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByText('brief-gemeente.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  await thanked(page);

  // The folder goes to the trash with its letter, and comes back where it was.
  await page.goto(archivePage);
  await expect(pageHeading(page, archive)).toBeVisible();
  await page.getByRole('checkbox', { name: `${folder} selecteren` }).check();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Naar de prullenbak' });
  await expect(confirm).toContainText('Een map gaat met alles wat erin staat.');
  await confirm.getByRole('button', { name: 'Naar de prullenbak' }).click();
  await expect(page.getByText('1 item is naar de prullenbak verplaatst.')).toBeVisible();
  await expect(page.getByText('Deze map is leeg.')).toBeVisible();

  // Nothing in the trash is found.
  await page.goto(`/filestore/search-results?q=${encodeURIComponent(word)}`);
  await expect(page.getByText('Niets gevonden')).toBeVisible();

  await page.goto('/filestore/trash');
  await expect(pageHeading(page, 'Prullenbak')).toBeVisible();
  const trashed = page.getByRole('row', { name: new RegExp(folder) });
  await expect(trashed).toContainText(archive);
  await checkScreen(page, 'the trash');
  // The trashed folder's contents can be looked at, and the folder put back from there.
  await trashed.getByRole('link', { name: `Inhoud van ${folder} bekijken` }).click();
  await expect(pageHeading(page, `In de prullenbak: ${folder}`)).toBeVisible();
  await expect(page.getByRole('table')).toContainText('brief-gemeente.pdf');
  await checkScreen(page, 'a trashed folder');
  await page.getByRole('button', { name: 'Map terugzetten' }).click();
  await expect(page.getByText(`‘${folder}’ is teruggezet.`)).toBeVisible();
  await page.goto(`/filestore/search-results?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('list', { name: 'Gevonden' })).toContainText('brief-gemeente.pdf');
});

test('staff share two files as a link; a browser without an account downloads them, each download is listed, and the revoked link refuses', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const recipient = `collega-${Date.now().toString(36)}@extern-e2e.example`;
  await logInThroughApi(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page
    .locator('input[type="file"]')
    .setInputFiles([await letterPdf('notulen.pdf'), await letterPdf('begroting.pdf')]);
  const files = page.getByRole('region', { name: 'Uw bestanden' });
  // What staff wait for: both files uploaded and analysed, one after the other in the analysis
  // pool, which other customers' files share (on a loaded CI machine that took over 5 s).
  for (const name of ['notulen.pdf', 'begroting.pdf'])
    await expect(files.getByRole('listitem').filter({ hasText: name })).toContainText('1 zwart-wit', {
      timeout: 15_000,
    });

  // The side menu offers 'Bestanden delen' to staff once there are files.
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await page.getByRole('button', { name: 'Bestanden delen' }).click();
  const share = page.getByRole('dialog', { name: 'Bestanden delen' });
  await expect(share.getByRole('checkbox', { name: 'notulen.pdf delen' })).toBeChecked();
  await expect(share.getByRole('checkbox', { name: 'begroting.pdf delen' })).toBeChecked();
  await share.getByLabel(/E-mailadres van de ontvanger/).fill(recipient);
  await expect(share.getByLabel('Geldig')).toHaveValue('7');
  await checkDialog(page, 'Bestanden delen');
  await share.getByRole('button', { name: 'Delen', exact: true }).click();
  await expect(share.getByText(`De link is gemaild naar ${recipient}`)).toBeVisible();
  const link = await share.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/gedeeld\/[A-Za-z0-9_-]{43}$/);
  const mail = await waitForMailTo(recipient, '/gedeeld/');
  expect(mail).toContain(link);

  // A second browser, without an account, downloads both files.
  const outside = await browser.newContext();
  try {
    const visitor = await outside.newPage();
    await presetConsent(visitor);
    await visitor.goto(new URL(link).pathname);
    await expect(pageHeading(visitor, 'Gedeelde bestanden')).toBeVisible();
    await expect(visitor.getByTestId('shared-file')).toHaveCount(2);
    await checkScreen(visitor, 'the shared files page');
    for (const name of ['notulen.pdf', 'begroting.pdf']) {
      const [download] = await Promise.all([
        visitor.waitForEvent('download'),
        visitor.getByRole('link', { name: `${name} downloaden` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    }

    // Staff see the downloads and revoke the link; the recipient's page then refuses.
    await page.goto('/?dlg=bestanden-delen');
    const row = page
      .getByRole('dialog', { name: 'Bestanden delen' })
      .getByTestId('share-row')
      .filter({ hasText: recipient });
    await expect(row).toContainText('2 downloads');
    await row.getByRole('button', { name: `Intrekken: deling met ${recipient}` }).click();
    await expect(row).toContainText('Ingetrokken');
    await visitor.reload();
    await expect(pageHeading(visitor, 'Deze link werkt niet')).toBeVisible();
  } finally {
    await outside.close();
  }
});
