import type { APIRequestContext, Page } from '@playwright/test';
import { createValidatedAccount, logInThroughApi, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, presetConsent, test } from './support/fixtures';
import { checkWidths, DEMO_STAFF, deskRow, pageHeading, thanked } from './support/order-journeys';

/**
 * Customers and customer numbers for staff (issue 32 point 5, decision 0135): a new customer places
 * an order on the invoice address they entered as a new customer; the demo staff member (who has
 * the customerLinks role) finds the request on Klanten, is refused a number that is no 7 digits or
 * is taken, gives a free one, and the order carries it on the desk. Klanten is checked with axe at
 * a desktop's and a phone's width.
 */

/** The new customer's addresses, entered through the API as the steps' forms would save them. */
async function newCustomerAddresses(request: APIRequestContext, email: string, company: string) {
  const login = await request.post('/api/v3/auth/login', { data: { username: email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).jwtToken}` };
  const office = {
    company,
    name: 'Nina Nieuw',
    street: 'Aannemersweg',
    number: '14',
    zipCode: '3542 DK',
    city: 'Utrecht',
  };
  const delivery = await request.post('/api/v3/delivery-addresses', { headers, data: office });
  expect(delivery.status()).toBe(201);
  const invoice = await request.post('/api/v3/invoice-addresses', {
    headers,
    data: { ...office, email, kvk: '87654321' },
  });
  expect(invoice.status()).toBe(201);
}

/** A copy order from the new customer's office, priced as typed, placed on the new customer's invoice. */
async function placeCopyOrder(page: Page, company: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Wat wilt u doen?' })
    .getByRole('button', { name: 'Kopiëren & scannen' })
    .click();
  await page.getByRole('link', { name: 'Kopiëren' }).click();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(pageHeading(page, 'Ophalen')).toBeVisible();
  await page.getByRole('textbox', { name: "Originelen (pagina's per set)" }).fill('12');
  await page.getByRole('textbox', { name: 'Aantal sets' }).fill('5');
  await expect(page.getByTestId('job-price')).toContainText(/€ \d+,\d\d/);
  await page.getByRole('textbox', { name: 'Instructies voor de printshop' }).fill('Bij de receptie.');
  await page.getByRole('link', { name: 'Naar Opleveren', exact: true }).click();
  await expect(pageHeading(page, 'Opleveren')).toBeVisible();
  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  // Their only invoice address, a new customer's, is chosen by itself.
  await expect(page.getByRole('radio', { name: new RegExp(company) })).toBeChecked();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByTestId('order-problems')).toBeHidden();
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  return thanked(page);
}

test('staff give a new customer’s order a customer number on Klanten, and the order on the desk carries it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('nieuwe-klant');
  const company = `Nieuw ${Date.now().toString(36)} B.V.`;
  // Seven digits no demo customer has; a run of its own each time.
  const customerNumber = String(8_000_000 + (Date.now() % 1_000_000));
  await createValidatedAccount(request, email, 'Nina Nieuw');
  await newCustomerAddresses(request, email, company);
  await presetConsent(page);
  await logInThroughApi(page, email);
  const orderNumber = await placeCopyOrder(page, company);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await presetConsent(staff);
    await logInThroughApi(staff, DEMO_STAFF.email, DEMO_STAFF.password, '/');
    await staff.getByRole('button', { name: 'Menu openen' }).click();
    await staff.getByRole('link', { name: 'Klanten' }).click();
    await expect(pageHeading(staff, 'Klanten')).toBeVisible();

    await test.step('the request shows the company, KvK, who ordered and the order', async () => {
      const card = staff.getByTestId('new-customer-request').filter({ hasText: company });
      await expect(card).toContainText('87654321');
      await expect(card).toContainText(email);
      await expect(card).toContainText(orderNumber);
      await checkWidths(staff, 'klanten');
    });

    const card = staff.getByTestId('new-customer-request').filter({ hasText: company });
    const field = card.getByRole('textbox', { name: `Klantnummer voor ${company}` });
    const give = card.getByRole('button', { name: 'Klantnummer geven' });

    await test.step('a number that is no 7 digits, or is taken, is refused in Dutch beside the field', async () => {
      await field.fill('12345');
      await give.click();
      await expect(
        card.getByText('Een klantnummer bestaat uit precies 7 cijfers, bijvoorbeeld 1004217.'),
      ).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill('1004217');
      await give.click();
      await expect(
        card.getByText('Klantnummer 1004217 is al in gebruik. Kies een ander klantnummer.'),
      ).toBeVisible();
      await checkWidths(staff, 'klanten-geweigerd');
    });

    await test.step('a free number makes the customer, links the user and numbers the order', async () => {
      await field.fill(customerNumber);
      await give.click();
      await expect(staff.getByTestId('staff-customers-done')).toContainText(
        `${company} is klant ${customerNumber}; ${email} is gekoppeld en order ${orderNumber} heeft het klantnummer.`,
      );
      await expect(staff.getByTestId('new-customer-request').filter({ hasText: company })).toHaveCount(0);
      const search = staff.getByRole('searchbox', { name: 'Zoeken' });
      await search.fill(customerNumber);
      await search.press('Enter');
      const row = staff.getByTestId('staff-customer-row').filter({ hasText: customerNumber });
      await expect(row).toContainText(company);
      await expect(row).toContainText(email);
      await row.getByRole('button', { name: `Klant ${customerNumber} bekijken` }).click();
      await expect(staff.getByTestId('customer-history')).toContainText(
        `${email} gekoppeld door ${DEMO_STAFF.email}`,
      );
    });

    await test.step('the desk shows the order with its customer number', async () => {
      await staff.goto('/medewerkers/orders');
      await expect(await deskRow(staff, orderNumber)).toContainText(customerNumber);
    });
  } finally {
    await staffContext.close();
  }
});
