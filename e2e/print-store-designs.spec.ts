import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  createValidatedAccount,
  logInThroughApi,
  PASSWORD,
  storedToken,
  uniqueEmail,
} from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import {
  asOrderDesk,
  checkWidths,
  chosenDate,
  DEMO_STAFF,
  deskRow,
  pageHeading,
  thanked,
} from './support/order-journeys';
import { checkDialog, STORE_ADMIN } from './support/store-admin';
import { reportPdf, type TestFile } from './support/upload-files';

/**
 * A print store's designs on the web (issue 30 point 3, decision 0115) against the demo seed: the
 * default store's admin adds a JPG and a PDF to a collection of this run's own (each file waits
 * for its design-info dialog, then uploads; each card gets the preview the server made of it),
 * gives both one description, and deletes the design a customer has just ordered; the order in
 * the customer's My orders reads the same after. Every new design dialog is axe-clean at 1280 and
 * 390 px. The rules behind the dialogs are the component and API tests'; this is the journey.
 */

const COLLECTION = 'Eigen EHBO-borden';
const JPG_DESIGN = 'EHBO-koffer hier';
const PDF_DESIGN = 'AED aanwezig';
const DESCRIPTION = 'Groen bord volgens ISO 7010, voor binnen en buiten.';
/** Scholengroep Demo: the customer number a new buyer of this test orders for. */
const SCHOOL = '1009342';

async function jpgPhoto(name: string): Promise<TestFile> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1e8c4e' } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A new customer of Scholengroep Demo, linked by the desk's staff member as the desk does it. */
async function aSchoolBuyer(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('ontwerp');
  await createValidatedAccount(request, email, 'Bert Besteller');
  const staff = await request.post('/api/v3/auth/login', {
    data: { username: DEMO_STAFF.email, password: DEMO_STAFF.password },
  });
  const { jwtToken } = (await staff.json()) as { jwtToken: string };
  const linked = await request.post(`/api/v3/staff/customers/${SCHOOL}/users`, {
    headers: { authorization: `Bearer ${jwtToken}` },
    data: { email },
  });
  expect(linked.status(), 'linking the buyer to the school').toBe(200);
  return email;
}

/** The customer's order as My orders shows its lines. */
async function myOrderLines(page: Page, orderNumber: string): Promise<string[]> {
  await page.goto('/?dlg=orders');
  await page
    .getByRole('dialog', { name: 'Mijn orders' })
    .getByTestId('my-orders-item')
    .filter({ hasText: orderNumber })
    .click();
  const lines = page.getByTestId('my-order-line');
  await expect(lines.first()).toBeVisible();
  return lines.allTextContents();
}

/** The buyer orders the design from its page, picking it up at the shop, and reads My orders. */
async function aCustomerOrders(browser: Browser, email: string, designPath: string, name: string) {
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await presetConsent(buyer);
  await logInThroughApi(buyer, email, PASSWORD, designPath);
  await expect(pageHeading(buyer, name)).toBeVisible();
  // Ten of them: one sign costs less than the shop's minimum order (decision 0131).
  const quantity = buyer.getByRole('textbox', { name: /^Aantal/ });
  await quantity.fill('10');
  await quantity.press('Tab');
  await buyer.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(buyer.getByTestId('cart-count')).toHaveText(/^1/);
  await buyer.getByTestId('cart-button').click();
  await expect(pageHeading(buyer, 'Producten')).toBeVisible();
  await expect(buyer.getByTestId('store-cart-line')).toContainText(name);
  await buyer.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  // No address of its own yet: the school's shop, on its first day.
  await expect(pageHeading(buyer, 'Bezorgen')).toBeVisible();
  await buyer.locator('label').filter({ hasText: 'Afhalen' }).click();
  await expect(buyer.getByRole('radio', { name: 'Afhalen' })).toBeChecked();
  // What the customer waits for before going on: the shop to collect at and its first date (left
  // before they show, Controleren would rightly ask for the date).
  await expect(buyer.locator('[data-shop]').getByRole('heading')).toBeVisible();
  await expect(chosenDate(buyer)).toHaveCount(1);
  await buyer.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(pageHeading(buyer, 'Factureren')).toBeVisible();
  await buyer.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(buyer.getByTestId('store-cart-summary')).toContainText(name);
  await buyer.getByRole('button', { name: 'Bestelling afronden' }).click();
  const orderNumber = await thanked(buyer);
  const before = await myOrderLines(buyer, orderNumber);
  expect(before.join(' ')).toContain(name);
  return { buyer, context, orderNumber, before };
}

test('a store admin adds a JPG and a PDF design with their previews, describes both at once, downloads one and deletes the other, which a customer ordered: the order stays as it was', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const buyerEmail = aSchoolBuyer(request);
  await presetConsent(page);
  await logInThroughApi(page, STORE_ADMIN.email, STORE_ADMIN.password, '/printstore');

  // A collection of this run's own, in the demo store's EHBO category (made as the collection
  // dialog makes it; print-store-admin.spec.ts drives that dialog).
  const auth = { authorization: `Bearer ${await storedToken(page)}` };
  const context = (await (await page.request.get('/api/v3/print-store')).json()) as {
    categories: { id: string; name: string }[];
  };
  const category = context.categories.find((candidate) => candidate.name === 'EHBO')!;
  const created = await page.request.post('/api/v3/print-store/admin/collections', {
    headers: auth,
    data: { name: COLLECTION, description: 'Borden van de eigen huisstijl.', categoryIds: [category.id] },
  });
  expect(created.status()).toBe(201);
  const collectionPath = `/printstore/category/${category.id}/collection/${((await created.json()) as { id: string }).id}`;
  await page.goto(collectionPath);
  await expect(pageHeading(page, COLLECTION)).toBeVisible();
  await expect(page.getByText('Deze collectie is nog leeg')).toBeVisible();
  const card = (name: string) => page.getByRole('article').filter({ hasText: name });

  await test.step('Ontwerpen toevoegen: each file waits for its design-info dialog, then uploads and gets its preview', async () => {
    await page.getByRole('button', { name: 'Ontwerpen toevoegen' }).click();
    const picker = page.getByRole('dialog', { name: 'Ontwerpen toevoegen' });
    await picker
      .getByLabel('Bestanden kiezen')
      .setInputFiles([await jpgPhoto('ehbo-koffer.jpg'), await reportPdf('aed-bord.pdf')]);
    await expect(picker.getByText(/aed-bord\.pdf/)).toBeVisible();
    await checkDialog(page, 'store-design-upload');
    await picker.getByRole('button', { name: 'Verder' }).click();

    const info = page.getByRole('dialog', { name: 'Nieuw ontwerp' });
    for (const [file, name] of [
      ['ehbo-koffer.jpg', JPG_DESIGN],
      ['aed-bord.pdf', PDF_DESIGN],
    ] as const) {
      await expect(info.getByText(new RegExp(`van 2: ${file.replace('.', '\\.')}$`))).toBeVisible();
      await info.getByRole('textbox', { name: /Naam/ }).fill(name);
      await info.getByRole('combobox', { name: /Producttype/ }).selectOption({ label: 'Bord of sticker' });
      if (name === JPG_DESIGN) await checkDialog(page, 'store-design-info');
      await info.getByRole('button', { name: 'Opslaan' }).click();
    }
    await expect(info).toBeHidden();
    // Each card shows the preview the server made: the photo scaled, the PDF's first page.
    for (const name of [JPG_DESIGN, PDF_DESIGN]) {
      const image = card(name).locator('img');
      await expect(image).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The cards with their select boxes and kebab menus, at a desktop's and a phone's width.
    await checkWidths(page, 'store-design-cards');
  });
  const designPath = await card(JPG_DESIGN).getByRole('link').getAttribute('href');

  await test.step('Beschrijving wijzigen for both at once', async () => {
    await page.getByRole('checkbox', { name: 'Alles selecteren' }).check();
    await expect(page.getByText('2 ontwerpen geselecteerd')).toBeVisible();
    await page.getByRole('button', { name: 'Acties voor de selectie' }).click();
    await page.getByRole('menuitem', { name: 'Beschrijving wijzigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Beschrijving wijzigen' });
    // Neither has one yet: 'Geen beschrijving' is what they share, so nothing to save.
    await expect(dialog.getByRole('checkbox', { name: 'Geen beschrijving' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Geen beschrijving' }).uncheck();
    await dialog.getByRole('textbox', { name: /Beschrijving/ }).fill(DESCRIPTION);
    await checkDialog(page, 'store-design-description');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    for (const name of [JPG_DESIGN, PDF_DESIGN]) {
      await card(name)
        .getByRole('button', { name: `Beschrijving van ${name} tonen` })
        .click();
      await expect(card(name)).toContainText(DESCRIPTION);
    }
  });

  await test.step('the other dialogs of the kebab menu, axe-clean', async () => {
    await page.getByRole('button', { name: 'Acties voor de selectie' }).click();
    await page.getByRole('menuitem', { name: 'Product wijzigen' }).click();
    const product = page.getByRole('dialog', { name: 'Product wijzigen' });
    await expect(product.getByRole('combobox', { name: /Producttype/ })).toBeEnabled();
    await checkDialog(page, 'store-design-product');
    await product.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('button', { name: `Acties voor ${PDF_DESIGN}` }).click();
    await page.getByRole('menuitem', { name: 'Wijzigen', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Ontwerp wijzigen' });
    await expect(edit.getByText(/Origineel: aed-bord\.pdf/)).toBeVisible();
    await checkDialog(page, 'store-design-edit');
    await edit.getByRole('button', { name: 'Annuleren' }).click();
    await expect(edit).toBeHidden();
    // Downloaden: the original, under its own name.
    await page.getByRole('button', { name: `Acties voor ${PDF_DESIGN}` }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Downloaden' }).click();
    expect((await download).suggestedFilename()).toBe('aed-bord.pdf');
  });

  // A customer orders the JPG's design.
  const order = await aCustomerOrders(browser, await buyerEmail, designPath!, JPG_DESIGN);

  await test.step('Verwijderen, confirmed: the design goes, the order stays as it was', async () => {
    await page.getByRole('button', { name: `Acties voor ${JPG_DESIGN}` }).click();
    await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ontwerpen verwijderen' });
    await expect(dialog).toContainText(`Weet u zeker dat u het ontwerp ‘${JPG_DESIGN}’ wilt verwijderen?`);
    await checkDialog(page, 'store-design-delete');
    await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(JPG_DESIGN)).toHaveCount(0);
    await expect(card(PDF_DESIGN)).toBeVisible();
    expect(await myOrderLines(order.buyer, order.orderNumber)).toEqual(order.before);
    await order.context.close();
    // The desk still shows the line with the design's name as it was ordered (the order's snapshot).
    await asOrderDesk(browser, async (staff) => {
      await (await deskRow(staff, order.orderNumber)).getByRole('link').first().click();
      await expect(staff.getByTestId('desk-order-line').filter({ hasText: JPG_DESIGN })).toHaveCount(1);
    });
  });
});
