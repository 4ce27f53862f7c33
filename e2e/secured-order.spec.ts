import type { Page } from '@playwright/test';
import { logInThroughApi, waitForMailTo } from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import { asOrderDesk, checkWidths } from './support/order-journeys';
import { letterPdf, twelvePagePdf } from './support/upload-files';

/**
 * The secured print order (issue 28 point 6), against the demo seed: the secretariat of the care
 * group Zorggroep Midden (security level 2, customer number 1007731), the secure shops
 * Amsterdam and Eindhoven, the demo staff account that works there, and the test SMTP server.
 */
const SECURED_CUSTOMER = {
  email: 'secretariaat@zorggroep-midden.example',
  password: 'Zorggroep-2026',
  name: 'Sanne Secretariaat',
};

const uploadedRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Uw bestanden' }).getByRole('listitem').filter({ hasText: name });
const securedRow = (page: Page, name: string) => page.getByTestId('secured-file').filter({ hasText: name });
const productsFace = (page: Page) => page.getByTestId('products-face');
const cardBack = (page: Page) => page.getByTestId('card-back');

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a secured print order of two files with two products at a secure shop', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await logInThroughApi(page, SECURED_CUSTOMER.email, SECURED_CUSTOMER.password);

  await test.step('two files on the globe, then Secured printing from the menu', async () => {
    await page
      .locator('input[type="file"]')
      .setInputFiles([await letterPdf('personeelsbrief.pdf'), await twelvePagePdf('examen.pdf')]);
    await expect(uploadedRow(page, 'personeelsbrief.pdf')).toContainText('1 zwart-wit');
    await expect(uploadedRow(page, 'examen.pdf')).toContainText('3 kleur');
    await page
      .getByRole('navigation', { name: 'Wat wilt u doen?' })
      .getByRole('link', { name: /Secured printing/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Printen', level: 1 })).toBeVisible();
    await expect(page.getByText('Beveiligd printen', { exact: true })).toBeVisible();
  });

  await test.step('Printen: a product per file, one with a submenu choice, and the instructions', async () => {
    await expect(securedRow(page, 'personeelsbrief.pdf').getByTestId('secured-file-product')).toHaveText(
      'Selecteer een product',
    );
    // The first file is selected; the products wait for a choice.
    await expect(securedRow(page, 'personeelsbrief.pdf').getByRole('checkbox')).toBeChecked();
    await expect(productsFace(page).getByRole('button', { name: /Loonstroken en brieven/ })).toBeVisible();
    await checkWidths(page, 'secured-step1-products');

    await productsFace(page)
      .getByRole('button', { name: /Vertrouwelijke documenten/ })
      .click();
    await expect(
      cardBack(page).getByRole('heading', { name: 'Specificaties van Vertrouwelijke documenten' }),
    ).toBeVisible();
    await cardBack(page).getByRole('radio', { name: 'Nieten' }).check();
    await cardBack(page).getByRole('radio', { name: 'Links (2 nietjes)' }).check();
    // The slider by keyboard: one step up from A4 is A3.
    const format = cardBack(page).getByRole('slider', { name: 'Formaat' });
    await format.focus();
    await page.keyboard.press('ArrowRight');
    await expect(format).toHaveAttribute('aria-valuetext', 'A3');
    await expect(securedRow(page, 'personeelsbrief.pdf').getByTestId('secured-file-product')).toHaveText(
      'Vertrouwelijke documenten · Formaat: A3, Kleur: Zwart/Wit, Printwijze: Dubbelzijdig, Afwerking: Nieten (Positie: Links (2 nietjes)), Verpakking: Verzegelde envelop',
    );
    await checkWidths(page, 'secured-step1-specs');

    await cardBack(page).getByRole('button', { name: 'Extra instructies voor printshop' }).click();
    const instructions = cardBack(page).getByRole('textbox', { name: 'Instructies voor de printshop' });
    await instructions.fill('Per afdeling in een aparte envelop.');
    await checkWidths(page, 'secured-step1-instructions');
    await cardBack(page).getByRole('button', { name: 'Terug naar specificaties' }).click();
    await cardBack(page).getByRole('button', { name: 'Producten' }).click();
    await expect(productsFace(page).getByRole('heading', { name: 'Producten' })).toBeVisible();

    // A click on the other file selects it alone; it gets the exams, 30 prints.
    await securedRow(page, 'examen.pdf').getByRole('button', { name: 'examen.pdf', exact: true }).click();
    await expect(securedRow(page, 'personeelsbrief.pdf').getByRole('checkbox')).not.toBeChecked();
    await productsFace(page)
      .getByRole('button', { name: /Examens en toetsen/ })
      .click();
    await expect(securedRow(page, 'examen.pdf').getByTestId('secured-file-product')).toContainText(
      'Examens en toetsen · Formaat: A4',
    );
    const quantity = page.getByRole('textbox', { name: 'Aantal voor examen.pdf' });
    await quantity.fill('30');
    await quantity.press('Tab');
    // Each file has its product: Printen is no longer marked in the stepper.
    await expect(
      page
        .getByRole('navigation', { name: 'Stappen van uw bestelling' })
        .locator('li[data-error]')
        .filter({ hasText: 'Printen' }),
    ).toHaveCount(0);
  });

  await test.step('Bezorgen: Afhalen at the secure shop in Amsterdam, collected by the customer', async () => {
    await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bezorgen', level: 1 })).toBeVisible();
    await page.locator('.order-type-switch label').filter({ hasText: 'Afhalen' }).click();
    await page.locator('#deliver-address').click();
    // Only the shops that print secured work are offered.
    await expect(page.getByRole('option')).toHaveText([
      'Drukwerk Direct Amsterdam, Amsterdam',
      'Drukwerk Direct Eindhoven, Eindhoven',
    ]);
    await page.getByRole('option', { name: 'Drukwerk Direct Amsterdam, Amsterdam' }).click();
    await expect(
      page.locator('[data-shop]').getByRole('heading', { name: 'Drukwerk Direct Amsterdam' }),
    ).toBeVisible();
    await expect(page.getByTestId('collected-by')).toHaveText(
      `Af te halen door ${SECURED_CUSTOMER.name}, met een geldig legitimatiebewijs.`,
    );
    await expect(page.locator('#deliver-date').getByRole('radio', { checked: true })).toHaveCount(1);
  });

  await test.step('Factureren: the care group’s customer number', async () => {
    await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
    await expect(page.getByRole('radio', { name: /Klantnummer 1007731/ })).toBeChecked();
  });

  let orderNumber = '';
  await test.step('Controleren: the prints, each file with its product, no amount; placed', async () => {
    await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Controleren', level: 1 })).toBeVisible();
    await expect(page.getByTestId('secured-total')).toHaveText('31 prints van 2 bestanden');
    await expect(page.getByTestId('secured-summary-line')).toHaveText([
      /^1 x personeelsbrief\.pdfVertrouwelijke documenten: Formaat: A3, .*Afwerking: Nieten \(Positie: Links \(2 nietjes\)\)/,
      /^30 x examen\.pdfExamens en toetsen: Formaat: A4/,
    ]);
    await expect(page.getByTestId('delivery-summary')).toContainText('Drukwerk Direct Amsterdam');
    await expect(page.getByTestId('delivery-summary')).toContainText(SECURED_CUSTOMER.name);
    await expect(page.getByTestId('instructions-summary')).toHaveText('Per afdeling in een aparte envelop.');
    await expect(page.getByTestId('order-problems')).toBeHidden();
    await expect(page.getByRole('main')).not.toContainText('€');
    await checkWidths(page, 'secured-confirm');

    await page.getByRole('button', { name: 'Bestelling afronden' }).click();
    const thanks = page.getByRole('dialog', { name: 'Bedankt voor uw order' });
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    orderNumber = (await thanks.textContent())?.match(/\d{4}-\d{6}/)?.[0] ?? '';
    expect(orderNumber, 'the order number in the thanks dialog').not.toBe('');
  });

  await test.step('the confirmation mail, and the files gone from the globe', async () => {
    const mail = await waitForMailTo(SECURED_CUSTOMER.email, orderNumber);
    expect(mail).toContain(`Bevestiging beveiligde printopdracht ${orderNumber}`);
    expect(mail).toContain('Amsterdam');
    await page
      .getByRole('dialog', { name: 'Bedankt voor uw order' })
      .getByRole('button', { name: 'Naar de startpagina' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Uw bestanden' })).toHaveCount(0);
  });

  await test.step('the order on the desk of the secure shops’ staff, both lines with their choices', async () => {
    await asOrderDesk(browser, async (staff) => {
      const filters = staff.getByTestId('order-desk-filters');
      await filters.getByLabel('Zoeken', { exact: true }).fill(orderNumber);
      await filters.getByRole('button', { name: 'Zoeken' }).click();
      await staff
        .getByTestId('order-desk-row')
        .filter({ hasText: orderNumber })
        .getByRole('link')
        .first()
        .click();
      const lines = staff.getByTestId('desk-order-line');
      await expect(lines).toHaveCount(2);
      const letter = lines.filter({ hasText: 'personeelsbrief.pdf' });
      await expect(letter).toContainText('Vertrouwelijke documenten');
      await expect(letter).toContainText(/Formaat: A3/i);
      await expect(letter).toContainText(/Afwerking – Positie: Links \(2 nietjes\)/i);
      const exams = lines.filter({ hasText: 'examen.pdf' });
      await expect(exams).toContainText('Examens en toetsen');
      await expect(exams).toContainText('30');
      await expect(staff.getByTestId('desk-order-page')).toContainText('Per afdeling in een aparte envelop.');
      // Seeing the confidential pages in the file check is kept with the order, once per file
      // (decision 0104; the pages moved from the lines to the file check, decision 0133).
      const fileCheck = staff.getByRole('region', { name: 'Bestandscontrole' });
      await expect(fileCheck.getByRole('img', { name: 'Pagina 1 van personeelsbrief.pdf' })).toBeVisible();
      await expect(fileCheck.getByRole('img', { name: 'Pagina 1 van examen.pdf' })).toBeVisible();
      await staff.reload();
      const readings = staff.getByTestId('desk-order-download');
      await expect(readings).toHaveCount(2);
      await expect(readings.filter({ hasText: 'Pagina’s bekeken' })).toHaveCount(2);
    });
  });
});
