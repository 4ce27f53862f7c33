import { crc32 } from 'node:zlib';
import type { Page, Route } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createValidatedAccount, logInThroughApi, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { letterPdf, type TestFile } from './support/upload-files';

/**
 * Decision 0036: three files upload side by side, the globe shows how far they are, the list
 * keeps the order in which they were added (also after a reload, although a later, smaller file
 * finished first), and a zip kept whole unpacks in place with 'Uitpakken'.
 */

const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const rowNames = (page: Page) => fileList(page).locator('.file-row__name');
const row = (page: Page, name: string) =>
  fileList(page)
    .getByRole('listitem')
    .filter({ has: page.locator('.file-row__name', { hasText: name }) });
const globeProgress = (page: Page) => page.getByRole('progressbar', { name: 'Voortgang van het uploaden' });

/** A one-page PDF holding a noisy photo: about 1.5 MB, so three chunks that do not compress. */
async function largePdf(name: string): Promise<TestFile> {
  const noise = await sharp({
    create: {
      width: 720,
      height: 720,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(noise);
  doc.addPage([595.28, 841.89]).drawImage(image, { x: 40, y: 200, width: 515, height: 515 });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** A zip of stored (uncompressed) entries, in the order given. */
function zipOf(name: string, entries: TestFile[]): TestFile {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const entryName = Buffer.from(entry.name);
    const crc = crc32(entry.buffer);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.buffer.length, 18);
    local.writeUInt32LE(entry.buffer.length, 22);
    local.writeUInt16LE(entryName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.buffer.length, 20);
    central.writeUInt32LE(entry.buffer.length, 24);
    central.writeUInt16LE(entryName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entryName, entry.buffer);
    centrals.push(central, entryName);
    offset += 30 + entryName.length + entry.buffer.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return { name, mimeType: 'application/zip', buffer: Buffer.concat([...locals, directory, end]) };
}

/**
 * Holds every chunk request until its file is let through, and says which files have chunks
 * on their way: the network as a slow line would make it.
 */
async function chunkGate(page: Page) {
  type Chunk = { file: string; number: number };
  const held: (Chunk & { route: Route })[] = [];
  let passes = (_chunk: Chunk) => false;
  await page.route(
    (url) => url.pathname === '/api/v3/upload',
    async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const chunk = { file: query.get('flowFilename') ?? '', number: Number(query.get('flowChunkNumber')) };
      if (passes(chunk)) return route.fallback();
      held.push({ ...chunk, route });
    },
  );
  return {
    filesWaiting: () => [...new Set(held.map((item) => item.file))].sort(),
    /** From now on, chunks for which `test` holds go through, those held already too. */
    letThrough(test: (chunk: Chunk) => boolean) {
      const before = passes;
      passes = (chunk) => before(chunk) || test(chunk);
      for (const item of held.filter(passes)) {
        held.splice(held.indexOf(item), 1);
        void item.route.fallback();
      }
    },
  };
}

/** New accounts unpack zips on upload; this customer keeps them whole (profile setting). */
async function keepZipsWhole(page: Page, email: string) {
  const login = await page.request.post('/api/v3/auth/login', {
    data: { username: email, password: PASSWORD },
  });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const saved = await page.request.put('/api/v3/account/settings', {
    headers: { authorization: `Bearer ${jwtToken}` },
    data: {
      settings: {
        name: 'Test Klant',
        phone: '06 12345678',
        notifications: { orderConfirmation: true, delivery: true },
        unzipOnUpload: false,
      },
    },
  });
  expect(saved.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`files chosen with the keyboard upload three at a time with the progress on the globe, keep their order after a reload, and a kept zip unpacks in place (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`uploads-order-${viewport.name}`);
    await createValidatedAccount(request, email);
    await keepZipsWhole(page, email);
    await logInThroughApi(page, email);
    const archive = zipOf('archief.zip', [await letterPdf('zomer.pdf'), await letterPdf('april.pdf')]);
    const files = [
      await largePdf('groot.pdf'),
      await letterPdf('klein.pdf'),
      archive,
      await letterPdf('laatst.pdf'),
    ];
    const added = files.map((file) => file.name);
    const gate = await chunkGate(page);

    // Keyboard only: Tab to the globe's button, Enter opens the file chooser.
    await tabTo(page, page.getByRole('button', { name: 'Kies bestanden', exact: true }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(files);

    // Three files on their way at once; the fourth waits its turn.
    await expect.poll(gate.filesWaiting).toEqual(['archief.zip', 'groot.pdf', 'klein.pdf']);
    await expect(rowNames(page)).toHaveText(added);
    await expect(globeProgress(page)).toHaveAttribute('aria-valuenow', '0');
    await expectAccessible(page);

    // The small files finish; the large one, added first, has sent its first chunk only.
    gate.letThrough(({ file, number }) => file !== 'groot.pdf' || number === 1);
    await expect(row(page, 'laatst.pdf')).toContainText('1 pagina', { timeout: 15_000 });
    await expect(row(page, 'klein.pdf')).toContainText('1 pagina');
    expect(gate.filesWaiting()).toEqual(['groot.pdf']);
    await expect
      .poll(async () => Number(await globeProgress(page).getAttribute('aria-valuenow')))
      .toBeGreaterThanOrEqual(33);
    expect(Number(await globeProgress(page).getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expect(globeProgress(page)).toHaveAttribute(
      'aria-valuetext',
      /^\d+%, [\d,]+ [kM]B van 1,\d MB verzonden$/,
    );
    await expect(rowNames(page)).toHaveText(added);

    // When everything is in, the globe is the upload area again.
    gate.letThrough(() => true);
    await expect(row(page, 'groot.pdf')).toContainText('1 pagina', { timeout: 15_000 });
    await expect(globeProgress(page)).toHaveCount(0);
    await expect(page.getByText('Sleep uw bestanden hierheen of kies bestanden')).toBeVisible();

    // The server keeps the order in which they were added, not the order they finished in.
    await page.reload();
    await expect(rowNames(page)).toHaveText(added);

    // The zip was kept whole: 'Uitpakken' puts its files at its place, in zip order.
    const unpack = row(page, 'archief.zip').getByRole('button', { name: 'archief.zip uitpakken' });
    await expect(unpack).toBeVisible({ timeout: 15_000 });
    await unpack.focus();
    await page.keyboard.press('Enter');
    const unpacked = ['groot.pdf', 'klein.pdf', 'zomer.pdf', 'april.pdf', 'laatst.pdf'];
    await expect(rowNames(page)).toHaveText(unpacked);
    // The keyboard focus, on the button that left with the zip's row, moves to its first file.
    await expect(fileList(page).getByRole('checkbox', { name: 'zomer.pdf selecteren' })).toBeFocused();
    await expect(row(page, 'april.pdf')).toContainText('1 pagina', { timeout: 15_000 });
    await expect(row(page, 'zomer.pdf').getByText('1 zwart-wit', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(rowNames(page)).toHaveText(unpacked);
    await expectNoSideScroll(page, viewport.width);
  });
}
