import type { Page } from '@playwright/test';
import { createValidatedAccount, logInThroughApi, logInWithDialog, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';
import { letterPdf, reportPdf, type TestFile, twelvePagePdf } from './support/upload-files';

const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const row = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });
const cartPanel = (page: Page) => page.getByRole('region', { name: 'Uw winkelwagen' });
const cartButton = (page: Page) => page.getByTestId('cart-button');
const priceTotal = (page: Page) => page.getByTestId('price-total');

/** Only these files selected in the list (the checkboxes a customer clicks). */
async function selectOnly(page: Page, names: string[], all: string[]) {
  for (const name of all) {
    const box = fileList(page).getByRole('checkbox', { name: `${name} selecteren` });
    if (names.includes(name)) await box.check();
    else await box.uncheck();
  }
}

/** Uploads through the home page's file input and waits until the analysis has found the pages. */
async function upload(page: Page, files: TestFile[], analysed: Record<string, string>) {
  await page.locator('input[type="file"]').setInputFiles(files);
  for (const [name, split] of Object.entries(analysed)) await expect(row(page, name)).toContainText(split);
}

/**
 * Notes when the cart button starts its 'added' animation: watched rather than caught in the
 * act, since the animation lasts a second and a busy machine may look later than that.
 */
async function watchCartButton(page: Page) {
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="cart-button"]');
    if (!button) throw new Error('no cart button');
    new MutationObserver(() => {
      if (button.hasAttribute('data-added')) sessionStorage.setItem('e2e.cart-moved', 'yes');
    }).observe(button, { attributes: true, attributeFilter: ['data-added'] });
  });
}

/**
 * What of the globe's content reaches past its round edge: each piece's box, corners included,
 * must lie inside the circle (half a pixel for rounding).
 */
function globeContentOutsideItsCircle(page: Page) {
  return page.evaluate(() => {
    const globe = document.querySelector('.home-globe')?.getBoundingClientRect();
    if (!globe) throw new Error('no globe');
    const radius = globe.width / 2;
    const [cx, cy] = [globe.left + radius, globe.top + radius];
    return [...document.querySelectorAll('.home-globe__content > *')].flatMap((piece) => {
      const box = piece.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const corners: [number, number][] = [
        [box.left, box.top],
        [box.right, box.top],
        [box.left, box.bottom],
        [box.right, box.bottom],
      ];
      const outside = corners.some(([x, y]) => Math.hypot(x - cx, y - cy) > radius + 0.5);
      return outside ? [piece.textContent ?? piece.className] : [];
    });
  });
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a customer chooses products for a 1-page and a 12-page file, sees the price and its breakdown change, and adds both to the cart at the price the server keeps', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('product-order');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  const names = ['brief.pdf', 'handboek.pdf'];
  await upload(page, [await letterPdf('brief.pdf'), await twelvePagePdf('handboek.pdf')], {
    'handboek.pdf': '3 kleur',
    'brief.pdf': '1 zwart-wit',
  });

  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();
  // Every file starts selected, so one choice can serve them all.
  await expect(page.getByRole('heading', { name: 'Opties voor 2 bestanden' })).toBeVisible();

  // The 1-page letter: 'Enkelzijdig' whatever the product's default.
  await selectOnly(page, ['brief.pdf'], names);
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await expect(page.getByRole('radio', { name: 'Enkelzijdig' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Zwart/Wit' })).toBeChecked();
  await expect(page.getByLabel('Aantal')).toHaveValue('1');

  // The 12-page manual: the group default, colour from the analysis, 9 × 6 ct + 3 × 29 ct.
  await selectOnly(page, ['handboek.pdf'], names);
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await expect(page.getByRole('radio', { name: 'Dubbelzijdig' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Kleur' })).toBeChecked();
  await expect(priceTotal(page)).toContainText('€ 1,41');
  await page.getByRole('button', { name: 'Prijsopbouw tonen' }).click();
  const breakdown = page.getByRole('table', { name: 'Prijsopbouw van handboek.pdf' });
  await expect(breakdown).toContainText("9 pagina's z/w × € 0,06");
  await expect(breakdown).toContainText("3 pagina's kleur × € 0,29");

  // Heavier paper: 6 sheets × 4 ct more; 300 copies reach the 250+ tier.
  await page.getByRole('radio', { name: '120 g/m²' }).check();
  await expect(priceTotal(page)).toContainText('€ 1,65');
  await expect(breakdown).toContainText('120 g/m²: 6 vellen × € 0,04');
  await page.getByLabel('Aantal').fill('300');
  await expect(priceTotal(page)).toContainText('€ 470,25');
  await expect(breakdown).toContainText('Staffel 250+ −5 %');

  // Flyers for the letter: at least 50; fewer becomes 50 with the spec's note.
  await selectOnly(page, ['brief.pdf'], names);
  await page.getByRole('radio', { name: /Flyers/ }).check();
  const quantity = page.getByLabel('Aantal');
  await expect(quantity).toHaveValue('50');
  await quantity.fill('10');
  await quantity.blur();
  await expect(quantity).toHaveValue('50');
  await expect(page.getByText('Let op, het minimale aantal voor dit product is 50.')).toBeVisible();
  const flyerPrice = (await priceTotal(page).textContent())?.replace('excl. BTW', '').trim();
  expect(flyerPrice).toMatch(/^€ \d+,\d\d$/);

  // Both at once: their choices differ, so the list says so and adds each as chosen.
  await fileList(page).getByRole('checkbox', { name: 'Alles selecteren' }).check();
  await expect(
    page.getByText('De geselecteerde bestanden hebben verschillende keuzes.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toContainText('0');
  await watchCartButton(page);
  await page.getByRole('button', { name: '2 bestanden in winkelwagen' }).click();
  const allAdded = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(allAdded).toContainText('Alle bestanden zijn toegevoegd aan uw winkelwagen.');
  await expect(page.getByTestId('cart-count')).toContainText('2');
  // The button moved when the count rose, and stops again (1 s).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e.cart-moved'))).toBe('yes');
  await expect(cartButton(page)).not.toHaveAttribute('data-added');
  await expect(allAdded.getByRole('button', { name: 'Verder naar bestellen' })).toBeVisible();
  await expect(allAdded.getByRole('button', { name: 'Nieuwe bestanden uploaden' })).toBeVisible();
  await expectAccessible(page, { only: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(allAdded).toBeHidden();

  // The cart holds what the screen showed, priced by the server.
  const lines = cartPanel(page).getByTestId('cart-line');
  await expect(lines.filter({ hasText: 'handboek.pdf' })).toContainText('300 × Documenten A4 en A3');
  await expect(lines.filter({ hasText: 'handboek.pdf' }).getByTestId('cart-line-price')).toHaveText(
    '€ 470,25',
  );
  await expect(lines.filter({ hasText: 'brief.pdf' }).getByTestId('cart-line-price')).toHaveText(flyerPrice!);
  await expect(row(page, 'handboek.pdf').getByTestId('cart-mark')).toContainText('In winkelwagen');
  await expectAccessible(page);
});

test('the cart survives a reload and a new login, and a file can be taken out again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('cart-kept');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email);
  await upload(page, [await letterPdf('offerte.pdf'), await twelvePagePdf('bijlage.pdf')], {
    'offerte.pdf': '1 zwart-wit',
    'bijlage.pdf': '3 kleur',
  });
  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  // One product for both: the one-page letter prints single-sided, the attachment double. The
  // product stays chosen, the sides show no choice, and a quantity typed once counts for both.
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await expect(page.getByRole('radio', { name: /Documenten A4 en A3/ })).toBeChecked();
  await expect(
    page.getByText('De geselecteerde bestanden hebben niet allemaal dezelfde opties.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Enkelzijdig' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Dubbelzijdig' })).not.toBeChecked();
  await page.getByLabel('Aantal').fill('4');
  await page.getByLabel('Aantal').blur();
  await page.getByRole('button', { name: '2 bestanden in winkelwagen' }).click();
  await page
    .getByRole('dialog', { name: 'Winkelwagen' })
    .getByRole('button', { name: 'Nieuwe bestanden uploaden' })
    .click();
  await expect(cartPanel(page).getByTestId('cart-line')).toHaveCount(2);
  for (const name of ['offerte.pdf', 'bijlage.pdf'])
    await expect(cartPanel(page).getByTestId('cart-line').filter({ hasText: name })).toContainText(
      '4 × Documenten A4 en A3',
    );

  await page.reload();
  await expect(cartPanel(page).getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toContainText('2');

  // Logging out clears the screen; the same customer's next login brings the cart back.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account van / })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toContainText('0');
  await logInWithDialog(page, email);
  await expect(page.getByTestId('globe-cart')).toContainText('offerte.pdf');
  await expect(page.getByTestId('cart-count')).toContainText('2');

  await test.step('the globe holds its cart summary inside its circle, wide and on a phone', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByTestId('globe-cart')).toBeVisible();
    expect(await globeContentOutsideItsCircle(page)).toEqual([]);
    // A phone's globe is too small for the lines: it names how many, the list below shows them.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('globe-cart-count')).toHaveText('2 bestanden');
    await expect(page.getByTestId('globe-cart')).toBeHidden();
    expect(await globeContentOutsideItsCircle(page)).toEqual([]);
    const globe = await page.locator('.home-globe').boundingBox();
    const files = await fileList(page).boundingBox();
    expect(files!.y).toBeGreaterThanOrEqual(globe!.y + globe!.height);
    await expectNoSideScroll(page, 390);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await page
    .getByTestId('globe-cart')
    .locator('..')
    .getByRole('button', { name: 'Winkelwagen bekijken' })
    .click();
  await cartPanel(page).getByRole('button', { name: 'offerte.pdf uit winkelwagen halen' }).click();
  // Its button went with the line: the focus stays in the cart, on its heading.
  await expect(cartPanel(page).getByRole('heading', { name: 'Uw winkelwagen' })).toBeFocused();
  await expect(cartPanel(page).getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toContainText('1');
  // Taken out, not gone: the file waits outside the cart, and going on asks about it, from the
  // header's cart button (which names the same step) as from the cart's own.
  const notAll = page.getByRole('dialog', { name: 'Niet alle bestanden in winkelwagen' });
  await expect(cartButton(page)).toContainText('Naar Bestellen');
  await cartButton(page).click();
  await expect(notAll).toContainText('Let op, nog niet alle bestanden zijn toegevoegd aan uw winkelwagen');
  await page.keyboard.press('Escape');
  await expect(notAll).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();
  await cartPanel(page).getByRole('button', { name: 'Naar Bestellen' }).click();
  await expect(notAll).toContainText('Let op, nog niet alle bestanden zijn toegevoegd aan uw winkelwagen');
  await expectAccessible(page, { only: '[role="dialog"]' });
  await notAll.getByRole('button', { name: 'Bestanden bekijken' }).click();
  await expect(fileList(page).getByRole('checkbox', { name: 'offerte.pdf selecteren' })).toBeChecked();
  await expect(fileList(page).getByRole('checkbox', { name: 'bijlage.pdf selecteren' })).not.toBeChecked();
  await expectAccessible(page);
});

test("a municipality's portal orders its own letterhead without prices on the screen (hidePricing), warned about a low resolution", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInThroughApi(page, 'inkoop@rivierstad.example', 'Rivierstad-2026', '/gemeente-rivierstad');
  // A report with a photo of about 42 DPI: the analysis warns once; confirmed, it does not come back.
  const report = await reportPdf(`rapport-${Date.now()}.pdf`);
  await upload(page, [report], {});
  await page
    .getByRole('dialog', { name: 'Lage resolutie' })
    .getByRole('button', { name: 'Begrepen' })
    .click();
  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await expect(page).toHaveURL(/\/gemeente-rivierstad\/product-order$/);
  await expect(page.getByText('Prijzen worden voor uw organisatie niet getoond.')).toBeVisible();
  // Its own product, which other customers do not see; no price anywhere on the screen.
  await page.getByRole('radio', { name: 'Briefpapier gemeente Rivierstad' }).check();
  await expect(page.getByLabel('Aantal')).toHaveValue('250');
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  const added = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(added).toBeVisible();
  // Raised, if at all, before the popup opens: the customer said 'Begrepen' already.
  await expect(page.getByRole('alert').filter({ hasText: 'Lage resolutie' })).toHaveCount(0);
  await added.getByRole('button', { name: 'Sluiten' }).click();
  await expect(cartPanel(page).getByTestId('cart-line')).toContainText(
    '250 × Briefpapier gemeente Rivierstad',
  );
  await expect(page.getByRole('main')).not.toContainText('€');
  // The cart button leads on; this theme skips no step before the cart. Every file is in it, so
  // it asks nothing first.
  await expect(cartButton(page)).toContainText('Naar Bestellen');
  await expectAccessible(page);
  await cartButton(page).click();
  await expect(page).toHaveURL(/\/gemeente-rivierstad\/print-order\/printen$/);
});
