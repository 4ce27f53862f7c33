import type { Page, Request, Route } from '@playwright/test';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { createValidatedAccount, logInThroughApi, uniqueEmail } from './support/accounts';
import { expectVisibleFor, MODAL_OPENING_MS, runClockUntilVisible, stopClock } from './support/clock';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';
import { letterPdf, photoPng, reportPdf, type TestFile } from './support/upload-files';

const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const row = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });

/** Drags files over the page and drops them on the globe, as a user would from the desktop. */
async function dropFiles(page: Page, files: TestFile[]) {
  const dataTransfer = await page.evaluateHandle(
    (items) => {
      const transfer = new DataTransfer();
      for (const item of items) {
        const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
      }
      return transfer;
    },
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      base64: file.buffer.toString('base64'),
    })),
  );
  await page.dispatchEvent('.home-globe', 'dragenter', { dataTransfer });
  await expect(page.locator('.home-globe')).toHaveAttribute('data-dragging', 'true');
  await page.dispatchEvent('.home-globe', 'drop', { dataTransfer });
  await expect(page.locator('.home-globe')).not.toHaveAttribute('data-dragging');
}

/** Holds matching requests until `open()` is called, so a passing state can be looked at. */
async function gate(page: Page, matches: (request: Request) => boolean) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  await page.route(
    (url) => url.pathname.startsWith('/api/v3/upload'),
    async (route: Route) => {
      if (!matches(route.request())) return route.fallback();
      held += 1;
      await opened;
      await route.fallback();
    },
  );
  return { open, held: () => held };
}

const isChunk = (request: Request) => new URL(request.url()).pathname === '/api/v3/upload';
const isPoll = (request: Request) =>
  request.method() === 'GET' &&
  /^\/api\/v3\/uploads\/[^/]+\/files\/[^/]+$/.test(new URL(request.url()).pathname);

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a customer drops files, follows upload and analysis, is warned about resolution and duplicates, and removes a file', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail('uploads');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  const report = await reportPdf();
  const photo = await photoPng();

  const chunks = await gate(page, isChunk);
  const polls = await gate(page, isPoll);
  await dropFiles(page, [report, photo]);

  // Uploading: a progress bar per file, with an accessible name.
  await expect(fileList(page).getByRole('listitem')).toHaveCount(2);
  // The bar itself has no width at 0 %; the row says so in text as well.
  const progress = row(page, 'rapport.pdf').getByRole('progressbar', { name: 'Uploaden… 0%' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(row(page, 'rapport.pdf').getByText('0%', { exact: true })).toBeVisible();
  await expect(row(page, 'foto.png').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(fileList(page).getByText('2 bestanden')).toBeVisible();
  chunks.open();

  // Analysing, until the poll answers.
  await expect(row(page, 'rapport.pdf').getByText('Wordt geanalyseerd…')).toBeVisible();
  await expect(row(page, 'foto.png').getByText('Wordt geanalyseerd…')).toBeVisible();
  await expectAccessible(page);
  polls.open();

  // The report's photo is placed at about 42 DPI: the warning lists the page.
  const dpi = page.getByRole('dialog', { name: 'Lage resolutie' });
  await expect(dpi).toBeVisible({ timeout: 15_000 });
  await expect(dpi).toContainText('In rapport.pdf staan afbeeldingen met een lage resolutie.');
  await expect(dpi.getByRole('listitem')).toHaveText([/^Pagina 1: \d+ DPI$/]);
  await expect(dpi.getByRole('button', { name: 'Begrepen' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(dpi).toBeHidden();

  const reportRow = row(page, 'rapport.pdf');
  await expect(reportRow).toContainText('3 pagina’s');
  await expect(reportRow).toContainText('A4');
  await expect(reportRow.getByText('1 kleur', { exact: true })).toBeVisible();
  await expect(reportRow.getByText('1 zwart-wit', { exact: true })).toBeVisible();
  await expect(reportRow.getByText('1 leeg', { exact: true })).toBeVisible();
  await expect(reportRow.getByRole('button', { name: /^Lage resolutie: \d+ DPI$/ })).toBeVisible();
  const photoRow = row(page, 'foto.png');
  await expect(photoRow.getByText('1 kleur', { exact: true })).toBeVisible();
  await expect(photoRow.getByText(/Lage resolutie/)).toHaveCount(0);
  // The list of analysed files: accessible, and nothing sticks out sideways.
  await expectAccessible(page);
  await expectNoSideScroll(page, 1280);

  // The first page as thumbnail, rendered by the server; it opens every page with what was found.
  const preview = reportRow.getByRole('button', { name: 'Pagina’s van rapport.pdf bekijken' });
  const thumbnail = preview.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/print-order\/preview\/[0-9a-f-]{36}\/120$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await preview.click();
  const pages = page.getByRole('dialog', { name: 'Pagina’s van rapport.pdf' });
  const tiles = pages.getByRole('listitem');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.nth(0)).toContainText(/Pagina 1\s*A4\s*Kleur\s*Lage resolutie: \d+ DPI/);
  await expect(tiles.nth(1)).toContainText(/Pagina 2\s*A4\s*Zwart-wit$/);
  await expect(tiles.nth(2)).toContainText(/Pagina 3\s*A4\s*Leeg$/);
  const lastPage = tiles.nth(2).locator('img');
  await expect(lastPage).toHaveAttribute('src', /\/240\?page=3$/);
  await expect.poll(() => lastPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await expectNoSideScroll(page, 1280);
  await page.keyboard.press('Escape');
  await expect(pages).toBeHidden();
  await expect(preview).toBeFocused();

  // The low-resolution mark opens the explanation again.
  await reportRow.getByRole('button', { name: /^Lage resolutie/ }).click();
  await expect(dpi).toBeVisible();
  await dpi.getByRole('button', { name: 'Begrepen' }).click();

  // The same name again is ignored with a warning; nothing is sent.
  const uploadsBefore = chunks.held();
  const chooser = page.waitForEvent('filechooser');
  await fileList(page).getByRole('button', { name: 'Bestanden toevoegen' }).click();
  await (await chooser).setFiles([report]);
  const duplicate = page.getByRole('dialog', { name: 'Bestand reeds toegevoegd' });
  await expect(duplicate).toContainText('Het bestand rapport.pdf is reeds toegevoegd');
  await duplicate.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(duplicate).toBeHidden();
  await expect(fileList(page).getByRole('listitem')).toHaveCount(2);
  expect(chunks.held()).toBe(uploadsBefore);

  // Remove one file: it leaves the list at once and can be brought back for a few seconds.
  await photoRow.getByRole('button', { name: 'foto.png verwijderen' }).click();
  await expect(photoRow).toHaveCount(0);
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'foto.png is verwijderd.' });
  await notice.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(photoRow).toHaveCount(1);
  // Removed again, and the notice closed: the server forgets it, so a reload shows only the other.
  const removed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/files/'),
  );
  await photoRow.getByRole('button', { name: 'foto.png verwijderen' }).click();
  await expect(photoRow).toHaveCount(0);
  await notice.getByRole('button', { name: 'Sluiten' }).click();
  expect((await removed).status()).toBe(204);

  await page.reload();
  await expect(fileList(page).getByRole('listitem')).toHaveCount(1);
  await expect(row(page, 'rapport.pdf').getByText('1 zwart-wit', { exact: true })).toBeVisible();
  // Nothing left to analyse: no polling after a reload.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Select all and remove the selection.
  await fileList(page).getByRole('checkbox', { name: 'Alles selecteren' }).check();
  await expect(fileList(page).getByRole('checkbox', { name: 'rapport.pdf selecteren' })).toBeChecked();
  await fileList(page).getByRole('button', { name: 'Geselecteerde verwijderen' }).click();
  await expect(fileList(page)).toHaveCount(0);
});

test('files chosen while logged out wait for the login: cancelling drops them, logging in sends them', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('uploads-login');
  await createValidatedAccount(request, email);
  const sent: string[] = [];
  page.on('request', (item) => {
    if (isChunk(item)) sent.push(item.url());
  });
  await page.goto('/');
  const letter = await letterPdf('brief.pdf');

  await dropFiles(page, [letter]);
  const login = page.getByRole('dialog', { name: 'Inloggen' });
  await expect(login).toBeVisible();
  await expect(row(page, 'brief.pdf')).toContainText('Wacht op inloggen');
  await login.getByRole('button', { name: 'Annuleren' }).click();
  await expect(login).toBeHidden();
  await expect(fileList(page)).toHaveCount(0);
  expect(sent).toEqual([]);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Kies bestanden' }).click();
  await (await chooser).setFiles([letter]);
  await expect(login).toBeVisible();
  await login.getByLabel('E-mailadres').fill(email);
  await login.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill('Sterk-Wachtwoord-2026');
  await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(login).toBeHidden();

  await expect(row(page, 'brief.pdf')).toContainText('1 pagina', { timeout: 15_000 });
  await expect(row(page, 'brief.pdf').getByText('1 zwart-wit', { exact: true })).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(new URL(sent[0]!).searchParams.get('sessionId')).toMatch(/^[0-9a-f-]{36}$/);

  // Logging out empties the list.
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(fileList(page)).toHaveCount(0);
});

test('when the upload session is gone on return to the window, the list is emptied with a notice', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const email = uniqueEmail('uploads-session');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  await dropFiles(page, [await letterPdf('offerte.pdf')]);
  await expect(row(page, 'offerte.pdf')).toContainText('1 pagina', { timeout: 15_000 });
  // The customer has seen the file's thumbnail: it is served only to the browser that uploaded
  // it, so a thumbnail still loading once the session is gone would be answered 404.
  const thumbnail = row(page, 'offerte.pdf').locator('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.context().clearCookies({ name: 'upload_session' });
  // From here on the page's time moves only when the test says so (support/clock.ts).
  await stopClock(page);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('dialog', { name: 'Sessie verlopen' });
  await runClockUntilVisible(page, notice);
  await expect(notice).toContainText('Uw sessie is verlopen, uw winkelwagen wordt geleegd.');
  await expect(fileList(page)).toHaveCount(0);
  // It closes by itself after 3 s (AUTO_CLOSE_MS.sessionNotice).
  await expectVisibleFor(page, notice, AUTO_CLOSE_MS.sessionNotice, MODAL_OPENING_MS);
  await expect(notice).toBeHidden();
});

test('a session taken up again without the files outside the cart takes them out of the open page, naming them', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('uploads-taken-up');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  await dropFiles(page, [await letterPdf('in-winkelwagen.pdf'), await letterPdf('los-bestand.pdf')]);
  await expect(row(page, 'los-bestand.pdf')).toContainText('1 pagina', { timeout: 15_000 });
  await expect(row(page, 'in-winkelwagen.pdf')).toContainText('1 pagina');
  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Opties voor 2 bestanden' })).toBeVisible();
  await fileList(page).getByRole('checkbox', { name: 'los-bestand.pdf selecteren' }).uncheck();
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Uw winkelwagen' })).toContainText('in-winkelwagen.pdf');

  // The cookie is lost while the page stays open; the next call ends the session and takes it up
  // again with only its cart (decision 0066).
  await page.context().clearCookies({ name: 'upload_session' });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('dialog', { name: 'Sessie opnieuw gestart' });
  await expect(notice).toContainText('Uw winkelwagen is bewaard');
  await expect(notice.getByRole('listitem')).toHaveText(['los-bestand.pdf']);
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(fileList(page).getByRole('listitem')).toHaveCount(1);
  await expect(row(page, 'in-winkelwagen.pdf')).toBeVisible();
});

// On a phone. At a desktop width the first test above scans the same screens and measures them.
test('the home page with files has no serious accessibility problems (mobile)', async ({ page, request }) => {
  const width = 390;
  await page.setViewportSize({ width, height: 844 });
  const email = uniqueEmail('uploads-mobile');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Kies bestanden' }).click();
  await (await chooser).setFiles([await letterPdf('brief.pdf'), await photoPng()]);
  await expect(row(page, 'brief.pdf')).toContainText('1 pagina', { timeout: 15_000 });
  await expect(row(page, 'foto.png').getByText('1 kleur', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // Nothing sticks out sideways.
  await expectNoSideScroll(page, width);
  // The page viewer fits the screen as well, and the keyboard opens and closes it.
  await row(page, 'brief.pdf').getByRole('button', { name: 'Pagina’s van brief.pdf bekijken' }).focus();
  await page.keyboard.press('Enter');
  const pages = page.getByRole('dialog', { name: 'Pagina’s van brief.pdf' });
  await expect(pages.getByRole('listitem')).toHaveText([/Pagina 1\s*A4\s*Zwart-wit/]);
  await expectAccessible(page);
  await expectNoSideScroll(page, width);
  await page.keyboard.press('Escape');
  await expect(pages).toBeHidden();
});
