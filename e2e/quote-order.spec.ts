import type { Page } from '@playwright/test';
import { formatPrice } from '@portal/shared/format';
import { logInThroughApi, waitForMailTo } from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import {
  asOrderDesk,
  checkWidths,
  chosenDate,
  DEMO_CUSTOMER,
  deskRow,
  pageHeading,
  thanked,
} from './support/order-journeys';
import { letterPdf, twelvePagePdf } from './support/upload-files';

/**
 * Issue 28 point 5: a quote request with two files that staff answer and the customer then
 * orders at the quoted price, against the demo seed (the customer of Bouwbedrijf Demo, the order
 * desk's demo staff account) and the test SMTP server: staff answer it in the desk's answer form,
 * and the customer orders it from My orders.
 */
const QUOTED_PRICE_CENTS = 48_750;
/** The price as staff type it into the desk's answer form. */
const QUOTED_PRICE = '487,50';

const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const row = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a quote request with two files that staff answer and the customer then orders at the quoted price', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

  // Two files on the home globe.
  await page
    .locator('input[type="file"]')
    .setInputFiles([await letterPdf('bestek.pdf'), await twelvePagePdf('tekeningen.pdf')]);
  await expect(row(page, 'tekeningen.pdf')).toBeVisible();
  await expect(row(page, 'bestek.pdf')).toBeVisible();

  // Opdracht: from the home menu's 'Offerte'; the description is required, the files go along.
  await page.getByRole('link', { name: /^Offerte/ }).click();
  await expect(pageHeading(page, 'Opdracht')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Opdrachtomschrijving ontbreekt nog, klik hier.' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: /Bestanden meesturen/ })).toBeChecked();
  const attached = page.getByTestId('attached-files');
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  // Their pages once the server has read them (the analysis runs beside the steps).
  await expect(attached).toContainText('12 pagina’s', { timeout: 15_000 });
  await expect(attached).toContainText('1 pagina', { timeout: 15_000 });
  await checkWidths(page, 'quote-1-opdracht-leeg');
  const description = `Bouwtekeningen op A1, 3 sets gevouwen, kenmerk ${Date.now().toString().slice(-6)}.`;
  await page.getByRole('textbox', { name: 'Opdrachtomschrijving' }).fill(description);
  await expect(
    page.getByRole('link', { name: 'Opdrachtomschrijving ontbreekt nog, klik hier.' }),
  ).toBeHidden();
  await checkWidths(page, 'quote-2-opdracht');

  // Bezorgen: a stored address and the first date are chosen already.
  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await expect(pageHeading(page, 'Bezorgen')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Bouwbedrijf Demo B\.V\./ })).toBeChecked();
  await expect(chosenDate(page)).toHaveCount(1);
  await checkWidths(page, 'quote-3-bezorgen');

  // Afrekenen: the one customer number.
  await page.getByRole('link', { name: 'Naar Afrekenen', exact: true }).click();
  await expect(pageHeading(page, 'Afrekenen')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await checkWidths(page, 'quote-4-afrekenen');

  // Controleren: the request without a price, then sent.
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(pageHeading(page, 'Controleren')).toBeVisible();
  const request = page.getByTestId('quote-request-summary');
  await expect(request).toContainText(description);
  await expect(request.getByTestId('quote-files')).toContainText('bestek.pdf');
  await expect(request.getByTestId('quote-files')).toContainText('tekeningen.pdf');
  await expect(page.getByTestId('order-totals')).toHaveCount(0);
  await checkWidths(page, 'quote-5-controleren');
  await page.getByRole('button', { name: 'Aanvraag verzenden' }).click();
  const requestNumber = await thanked(page, 'Bedankt voor uw aanvraag');
  const thanks = page.getByRole('dialog', { name: 'Bedankt voor uw aanvraag' });
  await checkWidths(page, 'quote-6-bedankt-aanvraag');
  await thanks.getByRole('button', { name: 'Sluiten', exact: true }).last().click();
  await expect(pageHeading(page, 'Bestanden printen')).toBeVisible();

  // The staff find the request on the desk and answer it with a quotation number and a price.
  const quotationNo = `Q${Date.now().toString().slice(-6)}`;
  await asOrderDesk(browser, async (staff) => {
    await (await deskRow(staff, requestNumber)).getByRole('link').first().click();
    const answer = staff.getByTestId('desk-quote-answer');
    await answer.getByRole('textbox', { name: /^Offertenummer/ }).fill(quotationNo);
    await answer.getByRole('textbox', { name: /^Prijs excl\. BTW/ }).fill(QUOTED_PRICE);
    await answer.getByRole('textbox', { name: /^Toelichting/ }).fill('Inclusief vouwen en verzenden.');
    await checkWidths(staff, 'quote-desk-answer');
    await answer.getByRole('button', { name: 'Offerte versturen' }).click();
    await expect(staff.getByTestId('desk-quote-sent')).toBeVisible();
    await expect(staff.getByTestId('desk-quote')).toContainText(formatPrice(QUOTED_PRICE_CENTS));
  });

  // The customer's mail has the quote and its price.
  const quoteMail = await waitForMailTo(DEMO_CUSTOMER.email, quotationNo);
  expect(quoteMail).toContain(formatPrice(QUOTED_PRICE_CENTS));

  // My orders shows the answer; 'Offerte bestellen' leads to Bezorgen, Factureren, Controleren.
  await page.goto('/?dlg=orders');
  const myOrders = page.getByRole('dialog', { name: 'Mijn orders' });
  await myOrders.getByTestId('my-orders-item').filter({ hasText: requestNumber }).click();
  const quote = myOrders.getByRole('region', { name: 'Offerte' });
  await expect(quote).toContainText(quotationNo);
  await expect(quote).toContainText(formatPrice(QUOTED_PRICE_CENTS));
  await checkWidths(page, 'quote-my-orders');
  await quote.getByRole('link', { name: 'Offerte bestellen' }).click();
  await expect(pageHeading(page, 'Bezorgen')).toBeVisible();
  await expect(page.getByTestId('ordering-quote')).toContainText(
    `U bestelt offerte ${quotationNo} voor ${formatPrice(QUOTED_PRICE_CENTS)} excl. BTW`,
  );
  await expect(chosenDate(page)).toHaveCount(1);
  await checkWidths(page, 'quote-7-offerte-bezorgen');
  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order n.a.v. offerteaanvraag' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Offertenummer' })).toHaveValue(quotationNo);
  await checkWidths(page, 'quote-8-offerte-factureren');
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(pageHeading(page, 'Controleren')).toBeVisible();
  const work = page.getByTestId('quoted-work-summary');
  await expect(work).toContainText(description);
  await expect(work.getByTestId('quote-files')).toContainText('bestek.pdf');
  await expect(work.getByTestId('quote-files')).toContainText('tekeningen.pdf');
  await expect(page.getByTestId('total-excl-vat')).toHaveText(formatPrice(QUOTED_PRICE_CENTS));
  await checkWidths(page, 'quote-9-offerte-controleren');
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  const orderNumber = await thanked(page);
  await checkWidths(page, 'quote-10-bedankt-order');

  // The order's mail and the desk show the quoted price.
  const orderMail = await waitForMailTo(DEMO_CUSTOMER.email, orderNumber);
  expect(orderMail).toContain(formatPrice(QUOTED_PRICE_CENTS));
  expect(orderMail).toContain(quotationNo);
  await asOrderDesk(browser, async (staff) => {
    await expect(await deskRow(staff, orderNumber)).toContainText(formatPrice(QUOTED_PRICE_CENTS));
  });
});
