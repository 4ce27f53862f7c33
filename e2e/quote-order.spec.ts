import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { formatPrice } from '@portal/shared/format';
import { logInThroughApi, storedToken, waitForMailTo } from './support/accounts';
import { expect, presetConsent, seriousAccessibilityViolations, test } from './support/fixtures';
import { letterPdf, twelvePagePdf } from './support/upload-files';

/**
 * Issue 28 point 5: a quote request with two files that staff answer and the customer then
 * orders at the quoted price, against the demo seed (the customer of Bouwbedrijf Demo, the order
 * desk's demo staff account) and the test SMTP server. The staff's answer goes through the desk's
 * API, as the desk's answer form would send it.
 */
const DEMO_CUSTOMER = { email: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026' };
const DEMO_STAFF = { email: 'medewerker@drukwerkdirect.example', password: 'Medewerker-2026' };
const QUOTED_PRICE_CENTS = 48_750;

const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const row = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const chosenDate = (page: Page) => page.locator('#deliver-date').getByRole('radio', { checked: true });

/**
 * With E2E_SCREENSHOT_DIR set, the page at a desktop's and a phone's width, whole, for people to
 * judge the screens; the run itself then goes on at the desktop's width. Otherwise nothing.
 */
async function screens(page: Page, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(directory, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Runs `act` as the demo staff member of the order desk, in a browser context of their own. */
async function asOrderDesk(browser: Browser, act: (staff: Page) => Promise<void>): Promise<void> {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await presetConsent(staff);
    await logInThroughApi(staff, DEMO_STAFF.email, DEMO_STAFF.password, '/medewerkers/orders');
    await act(staff);
  } finally {
    await staffContext.close();
  }
}

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
  await expect(heading(page, 'Opdracht')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Opdrachtomschrijving ontbreekt nog, klik hier.' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: /Bestanden meesturen/ })).toBeChecked();
  const attached = page.getByTestId('attached-files');
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  // Their pages once the server has read them (the analysis runs beside the steps).
  await expect(attached).toContainText('12 pagina’s', { timeout: 15_000 });
  await expect(attached).toContainText('1 pagina', { timeout: 15_000 });
  await screens(page, '1-opdracht-leeg');
  const description = `Bouwtekeningen op A1, 3 sets gevouwen, kenmerk ${Date.now().toString().slice(-6)}.`;
  await page.getByRole('textbox', { name: 'Opdrachtomschrijving' }).fill(description);
  await expect(
    page.getByRole('link', { name: 'Opdrachtomschrijving ontbreekt nog, klik hier.' }),
  ).toBeHidden();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screens(page, '2-opdracht');

  // Bezorgen: a stored address and the first date are chosen already.
  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await expect(heading(page, 'Bezorgen')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Bouwbedrijf Demo/ }).first()).toBeChecked();
  await expect(chosenDate(page)).toHaveCount(1);
  await screens(page, '3-bezorgen');

  // Afrekenen: the one customer number.
  await page.getByRole('link', { name: 'Naar Afrekenen', exact: true }).click();
  await expect(heading(page, 'Afrekenen')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await screens(page, '4-afrekenen');

  // Controleren: the request without a price, then sent.
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(heading(page, 'Controleren')).toBeVisible();
  const request = page.getByTestId('quote-request-summary');
  await expect(request).toContainText(description);
  await expect(request.getByTestId('quote-files')).toContainText('bestek.pdf');
  await expect(request.getByTestId('quote-files')).toContainText('tekeningen.pdf');
  await expect(page.getByTestId('order-totals')).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screens(page, '5-controleren');
  await page.getByRole('button', { name: 'Aanvraag verzenden' }).click();
  const thanks = page.getByRole('dialog', { name: 'Bedankt voor uw aanvraag' });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const requestNumber = (await thanks.getByTestId('order-number').textContent())?.match(/\d{4}-\d{6}/)?.[0];
  expect(requestNumber, 'the request number in the thanks dialog').toBeDefined();
  await screens(page, '6-bedankt-aanvraag');
  await thanks.getByRole('button', { name: 'Sluiten', exact: true }).last().click();
  await expect(heading(page, 'Bestanden printen')).toBeVisible();

  // The staff answer it with a quotation number and a price.
  const quotationNo = `Q${Date.now().toString().slice(-6)}`;
  let requestId = '';
  await asOrderDesk(browser, async (staff) => {
    const headers = { authorization: `Bearer ${await storedToken(staff)}` };
    const found = await staff.request.get('/api/v3/order-desk/orders', {
      headers,
      params: { q: requestNumber! },
    });
    expect(found.status()).toBe(200);
    const { orders } = (await found.json()) as { orders: { id: string; orderNumber: string }[] };
    requestId = orders.find((order) => order.orderNumber === requestNumber)!.id;
    const answered = await staff.request.post(`/api/v3/order-desk/orders/${requestId}/quote`, {
      headers,
      data: { quotationNo, priceCents: QUOTED_PRICE_CENTS, note: 'Inclusief vouwen en verzenden.' },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  });

  // The customer's mail has the quote and its price.
  const quoteMail = await waitForMailTo(DEMO_CUSTOMER.email, quotationNo);
  expect(quoteMail).toContain(formatPrice(QUOTED_PRICE_CENTS));

  // Ordering it (My orders links here with the quote's id): Bezorgen, Factureren, Controleren.
  await page.goto(`/offerte-bestellen/bezorgen?offerte=${requestId}`);
  await expect(heading(page, 'Bezorgen')).toBeVisible();
  await expect(page.getByTestId('ordering-quote')).toContainText(
    `U bestelt offerte ${quotationNo} voor ${formatPrice(QUOTED_PRICE_CENTS)} excl. BTW`,
  );
  await expect(chosenDate(page)).toHaveCount(1);
  await screens(page, '7-offerte-bezorgen');
  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order n.a.v. offerteaanvraag' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Offertenummer' })).toHaveValue(quotationNo);
  await screens(page, '8-offerte-factureren');
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(heading(page, 'Controleren')).toBeVisible();
  const work = page.getByTestId('quoted-work-summary');
  await expect(work).toContainText(description);
  await expect(work.getByTestId('quote-files')).toContainText('bestek.pdf');
  await expect(work.getByTestId('quote-files')).toContainText('tekeningen.pdf');
  await expect(page.getByTestId('total-excl-vat')).toHaveText(formatPrice(QUOTED_PRICE_CENTS));
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screens(page, '9-offerte-controleren');
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  const ordered = page.getByRole('dialog', { name: 'Bedankt voor uw order' });
  await expect(ordered).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await ordered.getByTestId('order-number').textContent())?.match(/\d{4}-\d{6}/)?.[0];
  expect(orderNumber, 'the order number in the thanks dialog').toBeDefined();
  await screens(page, '10-bedankt-order');

  // The order's mail and the desk show the quoted price.
  const orderMail = await waitForMailTo(DEMO_CUSTOMER.email, orderNumber!);
  expect(orderMail).toContain(formatPrice(QUOTED_PRICE_CENTS));
  expect(orderMail).toContain(quotationNo);
  await asOrderDesk(browser, async (staff) => {
    const filters = staff.getByTestId('order-desk-filters');
    await filters.getByLabel('Zoeken', { exact: true }).fill(orderNumber!);
    await filters.getByRole('button', { name: 'Zoeken' }).click();
    await expect(staff.getByTestId('order-desk-row').filter({ hasText: orderNumber! })).toContainText(
      formatPrice(QUOTED_PRICE_CENTS),
    );
  });
});
