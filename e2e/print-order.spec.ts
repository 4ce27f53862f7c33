import type { Page } from '@playwright/test';
import { formatPrice } from '@portal/shared/format';
import { logInThroughApi, waitForMailTo } from './support/accounts';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { receivedMails, waitForMail } from './support/mailbox';
import { asOrderDesk, chosenDate, DEMO_CUSTOMER, deskRow, setCopies } from './support/order-journeys';
import { letterPdf, passwordProtectedPdf, twelvePagePdf } from './support/upload-files';

/**
 * Placing a print order (issue 13), against the demo seed: the customer of Bouwbedrijf Demo
 * (one customer number, delivery addresses, the shops' dates), the order desk's demo staff
 * account, and the test SMTP server every mail of the stack goes to.
 */
const DEMO_PURCHASER = { email: 'inkoper@bouwgroep-noord.example', password: 'Bouwgroep-2026' };

const fileList = (page: Page) => page.getByRole('region', { name: 'Uw bestanden' });
const row = (page: Page, name: string) => fileList(page).getByRole('listitem').filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

/** Uploads two PDFs on the home page and puts both in the cart as A4 documents; ends on Printen. */
async function twoFilesInTheCart(page: Page) {
  await page
    .locator('input[type="file"]')
    .setInputFiles([await letterPdf('brief.pdf'), await twelvePagePdf('handboek.pdf')]);
  await expect(row(page, 'handboek.pdf')).toContainText('3 kleur');
  await expect(row(page, 'brief.pdf')).toContainText('1 zwart-wit');
  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Opties voor 2 bestanden' })).toBeVisible();
  // A product per file, as a customer clicks it: only that file selected.
  const names = ['brief.pdf', 'handboek.pdf'];
  for (const name of names) {
    for (const other of names) {
      const box = fileList(page).getByRole('checkbox', { name: `${other} selecteren` });
      if (other === name) await box.check();
      else await box.uncheck();
    }
    await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  }
  await fileList(page).getByRole('checkbox', { name: 'Alles selecteren' }).check();
  await page.getByRole('button', { name: '2 bestanden in winkelwagen' }).click();
  const added = page.getByRole('dialog', { name: 'Winkelwagen' });
  await added.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Printen', level: 1 })).toBeVisible();
}

/** The cart's total excl. BTW as Printen shows it, e.g. '€ 1,47'. */
async function cartTotal(page: Page): Promise<string> {
  const text = await page.getByTestId('print-order-total').textContent();
  const amount = text?.match(/€\s?[\d.]+,\d\d/)?.[0];
  expect(amount, `a total in '${text}'`).toBeDefined();
  return amount!.replace(/\s/, ' ');
}

/** '€ 1.234,50' -> 123450. */
const centsOf = (price: string): number => Number(price.replace(/[^\d]/g, ''));

test('a customer orders two files for delivery, gets the confirmation mail, finds the order in My orders, and sees the status the order desk sets', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await twoFilesInTheCart(page);

  // Bezorgen: a stored delivery address and the first date are chosen already; a cart of a few
  // cents pays the shop's delivery charge (issue 32 point 3, decision 0131).
  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bezorgen', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Bouwbedrijf Demo B\.V\./ })).toBeChecked();
  await expect(chosenDate(page)).toHaveCount(1);
  const costs = page.getByTestId('delivery-costs');
  await expect(costs.getByTestId('delivery-charge')).toContainText('€ 6,95');
  await expect(costs).toContainText('Het minimale orderbedrag is € 5,00 excl. BTW.');

  // Factureren: the one customer number; a project (too long at first) and a reference.
  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  const project = page.getByRole('textbox', { name: 'Project', exact: true });
  await project.fill('X'.repeat(40));
  const reference = `PO-${Date.now().toString().slice(-6)}`;
  await page.getByRole('textbox', { name: 'Referentie', exact: true }).fill(reference);

  // Controleren names what is missing, readable (axe: contrast), with a link to the field itself.
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Controleren', level: 1 })).toBeVisible();
  const problems = page.getByTestId('order-problems');
  await expect(problems.getByText('Let op, uw order is nog niet compleet.')).toBeVisible();
  await expect(page.getByText('handboek.pdf')).toBeVisible();
  await expectAccessible(page);
  await problems
    .getByRole('link', { name: 'Het project is nog niet (correct) ingevuld, klik hier.' })
    .click();
  await expect(page.getByRole('heading', { name: 'Factureren', level: 1 })).toBeVisible();
  await expect(project).toBeFocused();
  await expect(project).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Maximaal 32 karakters.')).toBeVisible();
  await project.fill('Nieuwbouw Leidsche Rijn');

  // Controleren: complete, but the cart is worth less than the minimum order value: said, and the
  // button says why it cannot go on.
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Controleren', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-problems')).toBeHidden();
  const belowMinimum = page.getByTestId('below-minimum');
  await expect(belowMinimum).toContainText('Wij nemen bestellingen aan vanaf € 5,00 excl. BTW.');
  await expect(page.getByTestId('place-order')).toHaveText('Minimaal orderbedrag niet bereikt');
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await expectAccessible(page);

  // More copies: above the minimum the charge stays in the totals; from € 50,00 it goes.
  await belowMinimum.getByRole('link', { name: 'Terug naar uw bestelling' }).click();
  await expect(page.getByRole('heading', { name: 'Printen', level: 1 })).toBeVisible();
  await setCopies(page, 'handboek.pdf', 10);
  const smallTotal = centsOf(await cartTotal(page));
  expect(smallTotal).toBeGreaterThanOrEqual(500);
  expect(smallTotal).toBeLessThan(5000);
  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await expect(costs.getByTestId('delivery-charge')).toContainText('€ 6,95');
  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByTestId('order-totals').getByTestId('delivery-charge')).toContainText('€ 6,95');
  await expect(page.getByTestId('total-excl-vat')).toHaveText(formatPrice(smallTotal + 695));
  await expect(belowMinimum).toBeHidden();

  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Printen', level: 1 })).toBeVisible();
  await setCopies(page, 'handboek.pdf', 100);
  const total = await cartTotal(page);
  expect(centsOf(total)).toBeGreaterThanOrEqual(5000);
  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await expect(costs.getByTestId('delivery-charge')).toContainText('Gratis');
  await expect(costs).toContainText('Uw bestelling wordt gratis bezorgd.');

  // Controleren: the summary and the totals, delivered free; then the order is placed.
  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Controleren', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-totals').getByTestId('delivery-charge')).toContainText('Gratis');
  await expect(page.getByTestId('total-excl-vat')).toHaveText(total);
  await expect(page.getByText('brief.pdf')).toBeVisible();
  await expect(page.getByText('handboek.pdf')).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(
    page.getByTestId('legal-line').getByRole('link', { name: 'leveringsvoorwaarden' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();

  const thanks = page.getByRole('dialog', { name: 'Bedankt voor uw order' });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await thanks.textContent())?.match(/\d{4}-\d{6}/)?.[0];
  expect(orderNumber, 'the order number in the thanks dialog').toBeDefined();

  // The confirmation mail reaches the SMTP server with the number and the reference.
  const confirmation = await waitForMail(`Orderbevestiging ${orderNumber}`).catch(() =>
    waitForMail(orderNumber!),
  );
  expect(confirmation.to).toContain(DEMO_CUSTOMER.email);
  expect(confirmation.raw).toContain(reference);

  // The cart is empty and the order is in My orders with the same total.
  await thanks
    .getByRole('button', { name: /home|Naar de startpagina|Sluiten/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('cart-count')).toContainText('0');
  await page.goto('/?dlg=orders');
  const myOrders = page.getByRole('dialog', { name: 'Mijn orders' });
  const listed = myOrders.getByTestId('my-orders-item').filter({ hasText: orderNumber! });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText(total);
  await expect(listed).toContainText('Ontvangen');

  // The order desk moves it along to shipped.
  await asOrderDesk(browser, async (staff) => {
    await test.step('the desk plans: by the person who ordered, sorted by promised day', async () => {
      const found = await deskRow(staff, 'Karin de Klant');
      await expect(found.filter({ hasText: orderNumber! })).toBeVisible();
      await expect(found.filter({ hasText: orderNumber! })).toContainText('Besteld door Karin de Klant');
      await staff.getByRole('button', { name: /^Beloofd voor/ }).click();
      await expect(staff.getByRole('columnheader', { name: /^Beloofd voor/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(staff).toHaveURL(/sorteer=promised/);
      await staff.getByRole('button', { name: 'Vandaag te leveren' }).click();
      await expect(staff.getByRole('button', { name: 'Vandaag te leveren' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await staff.getByRole('button', { name: 'Alle orders' }).click();
    });
    await (await deskRow(staff, orderNumber!)).getByRole('link').first().click();
    await expect(staff.getByTestId('desk-order-page')).toContainText(reference);
    await test.step("the operator's file check, a page opened large", async () => {
      const check = staff.getByRole('region', { name: 'Bestandscontrole' });
      const letter = check.getByTestId('desk-file-check-line').filter({ hasText: 'brief.pdf' });
      await expect(letter.getByTestId('check-pages')).toContainText('zwart-wit');
      await expect(letter.getByTestId('check-size')).toContainText('zoals besteld');
      await letter.getByTestId('line-preview-open').first().click();
      const large = staff.getByRole('dialog', { name: 'Pagina 1 van brief.pdf' });
      await expect(large.getByTestId('line-preview-large')).toBeVisible();
      await expectAccessible(staff, { label: 'the desk page opened large' });
      await large.getByRole('button', { name: 'Sluiten' }).click();
      await expect(large).toBeHidden();
      for (const width of [1280, 390]) {
        await staff.setViewportSize({ width, height: 900 });
        await expectNoSideScroll(staff, width, `the desk's file check at ${width} px`);
        await expectAccessible(staff, { label: `the desk's file check at ${width} px` });
      }
      await staff.setViewportSize({ width: 1280, height: 900 });
    });
    for (const [state, label] of [
      ['in_production', 'In productie'],
      ['shipped', 'Verzonden'],
    ] as const) {
      await staff.locator(`[data-move="${state}"]`).click();
      await staff
        .getByRole('dialog', { name: 'Status wijzigen' })
        .getByRole('button', { name: 'Status wijzigen' })
        .click();
      await expect(staff.getByTestId('order-desk-moved')).toContainText(label);
    }
    // A delivery is shipped, never made ready for pickup; nothing is offered after 'Verzonden' but delivered.
    await expect(staff.locator('[data-move="ready_for_pickup"]')).toHaveCount(0);
  });

  // The customer gets the status mail and sees the new status.
  const statusMails = async () =>
    (await receivedMails()).filter(
      (mail) =>
        mail.to.includes(DEMO_CUSTOMER.email) &&
        mail.raw.includes(orderNumber!) &&
        /verzonden/i.test(mail.raw),
    );
  await expect.poll(async () => (await statusMails()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto('/?dlg=orders');
  await expect(page.getByTestId('my-orders-item').filter({ hasText: orderNumber! })).toContainText(
    'Verzonden',
  );
});

/**
 * One PDF in the cart as an A4 document, on the portal the page is on; ends on Printen. With
 * `unpriced`, a small photo goes in beside it, a format the product has no price for.
 */
async function oneFileInTheCart(page: Page, { unpriced = false } = {}) {
  await page
    .locator('input[type="file"]')
    .setInputFiles([await letterPdf('offerte.pdf'), ...(unpriced ? [await passwordProtectedPdf()] : [])]);
  await expect(row(page, 'offerte.pdf')).toContainText('1 zwart-wit');
  if (unpriced) await expect(row(page, 'beveiligd.pdf')).toContainText(/wachtwoord/i);
  await page.getByRole('link', { name: 'Product kiezen en bestellen' }).click();
  await page.getByRole('radio', { name: /Documenten A4 en A3/ }).check();
  await page.getByRole('button', { name: /in winkelwagen/i }).click();
  await page
    .getByRole('dialog', { name: 'Winkelwagen' })
    .getByRole('button', { name: 'Verder naar bestellen' })
    .click();
  await expect(page.getByRole('heading', { name: 'Printen', level: 1 })).toBeVisible();
}

test('Afhalen: the order is collected at the chosen shop on its first date, and the confirmation says where', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await oneFileInTheCart(page, { unpriced: true });

  // Printen: the password-protected letter has no price; its row keeps the grid of the others,
  // wide and on a phone.
  const lines = page.getByTestId('print-order-line');
  await expect(lines.filter({ hasText: 'beveiligd.pdf' }).getByTestId('print-order-line-price')).toHaveText(
    'Geen prijscalculatie mogelijk',
  );
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const [priced, unpriced] = await Promise.all(
      ['offerte.pdf', 'beveiligd.pdf'].map(async (name) => {
        const line = lines.filter({ hasText: name });
        return {
          quantity: (await line.getByRole('textbox', { name: `Aantal voor ${name}` }).boundingBox())!,
          price: (await line.getByTestId('print-order-line-price').boundingBox())!,
        };
      }),
    );
    expect(unpriced!.quantity.x, `the quantity fields in one column at ${width} px`).toBeCloseTo(
      priced!.quantity.x,
      0,
    );
    // The sentence stays right of its row's quantity field, inside the page.
    expect(unpriced!.price.x).toBeGreaterThanOrEqual(unpriced!.quantity.x + unpriced!.quantity.width);
    expect(unpriced!.price.x + unpriced!.price.width).toBeLessThanOrEqual(width);
    await expectNoSideScroll(page, width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await page.locator('.order-type-switch label').filter({ hasText: 'Afhalen' }).click();
  await expect(page.getByRole('radio', { name: 'Afhalen' })).toBeChecked();
  const shop = page.locator('[data-shop]');
  await expect(shop.getByRole('heading', { name: /^Drukwerk Direct / })).toBeVisible();
  const shopName = (await shop.getByRole('heading', { name: /^Drukwerk Direct / }).textContent())!;
  await expect(chosenDate(page)).toHaveCount(1);

  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByRole('main')).toContainText(shopName);
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  const thanks = page.getByRole('dialog', { name: 'Bedankt voor uw order' });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await thanks.textContent())?.match(/\d{4}-\d{6}/)?.[0];
  expect(orderNumber).toBeDefined();

  const confirmation =
    (await receivedMails()).find(
      (mail) => mail.to.includes(DEMO_CUSTOMER.email) && mail.raw.includes(orderNumber!),
    ) ?? (await waitForMail(orderNumber!));
  expect(confirmation.raw).toContain(shopName.replace('Drukwerk Direct ', ''));
});

test('spoed: the customer chooses the spoed date, sees the surcharge in the totals, and the order is express in the mail, My orders and on the order desk', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The stack's server starts its clock on a working-day morning before the spoed cut-off
  // (support/test-stack.ts, decision 0054): the shop offers spoed for today, whatever the hour.
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await oneFileInTheCart(page);
  // Above the free-delivery amount (decision 0131): the spoed surcharge is the only addition.
  await setCopies(page, 'offerte.pdf', 1000);
  const linesCents = centsOf(await cartTotal(page));

  // Bezorgen: the first regular date is chosen for the customer, never spoed (it costs extra).
  await page.getByRole('link', { name: 'Naar Bezorgen', exact: true }).click();
  await expect(chosenDate(page)).toHaveCount(1);
  await expect(chosenDate(page)).not.toHaveAttribute('aria-label', /Spoed$/);
  const spoed = page.locator('#deliver-date').getByRole('radio', { name: /Spoed$/ });
  await spoed.click();
  await expect(spoed).toBeChecked();
  const spoedDate = (await spoed.getAttribute('aria-label'))?.match(/\d{2}-\d{2}-\d{4}/)?.[0];
  expect(spoedDate, 'the date of the spoed option').toBeDefined();

  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();

  // Controleren: the spoed date in the summary, the surcharge in the totals excl. BTW.
  const delivery = page.getByTestId('delivery-summary');
  await expect(delivery).toContainText(spoedDate!);
  await expect(delivery.locator('[data-express]')).toHaveText('Spoed');
  const totals = page.getByTestId('order-totals');
  await expect(totals.getByRole('row', { name: 'Spoedtoeslag € 25,00' })).toBeVisible();
  await expect(page.getByTestId('total-excl-vat')).toHaveText(formatPrice(linesCents + 2500));
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  const thanks = page.getByRole('dialog', { name: 'Bedankt voor uw order' });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await thanks.textContent())?.match(/\d{4}-\d{6}/)?.[0];
  expect(orderNumber, 'the order number in the thanks dialog').toBeDefined();

  const confirmation = await waitForMailTo(DEMO_CUSTOMER.email, orderNumber!);
  expect(confirmation).toContain('U heeft spoed gekozen');
  expect(confirmation).toContain('(spoed)');

  await page.goto('/?dlg=orders');
  const listed = page
    .getByRole('dialog', { name: 'Mijn orders' })
    .getByTestId('my-orders-item')
    .filter({ hasText: orderNumber! });
  await expect(listed.getByTestId('express-badge')).toHaveText('Spoed');
  await expect(listed).toContainText(formatPrice(linesCents + 2500));

  await asOrderDesk(browser, async (staff) => {
    await expect((await deskRow(staff, orderNumber!)).getByTestId('express-badge')).toHaveText('SPOED');
  });
});

test('the purchasing portal goes from Printen straight to Controleren and sends the order back to the purchasing system', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A purchaser bound to the portal theme (decision 0055); its delivery and invoice steps are hidden.
  await logInThroughApi(page, DEMO_PURCHASER.email, DEMO_PURCHASER.password, '/inkoopportaal');
  await oneFileInTheCart(page);
  await expect(page).toHaveURL(/\/inkoopportaal\/print-order\/printen$/);
  // The intro names the step that really comes next: no Bezorgen in this portal.
  await expect(page.getByText(/^Controleer uw bestanden/)).toHaveText(
    'Controleer uw bestanden, pas aantallen aan of kies een template. Daarna controleert u uw bestelling en plaatst u de order.',
  );
  const steps = page.getByRole('navigation', { name: 'Stappen van uw bestelling' });
  await expect(steps.getByRole('listitem')).toHaveText([/Printen/, /Controleren/]);
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page).toHaveURL(/\/inkoopportaal\/print-order\/controleren$/);

  // On a phone the files stack: nothing sticks out sideways, the price is in sight, axe is content.
  await page.setViewportSize({ width: 390, height: 844 });
  const price = page.getByTestId('cart-summary-price');
  await expect(price).toHaveText(/^€ \d+,\d\d$/);
  await expect(page.getByTestId('cart-summary-line').getByText('offerte.pdf', { exact: true })).toBeVisible();
  await expectNoSideScroll(page, 390);
  await price.scrollIntoViewIfNeeded();
  await expect(price).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Bestelling verzenden', exact: true }).click();
  const sent = page.getByRole('dialog', { name: 'Uw opdracht is verzonden' });
  await expect(sent).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await sent.getByTestId('order-number').textContent())?.match(/\d{4}-\d{6}/)?.[0];
  expect(orderNumber).toBeTruthy();
  // The form goes to the theme's purchasing system: outside production, the portal's stand-in.
  await sent.getByRole('button', { name: 'Nu doorsturen' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ontvangen in het inkoopsysteem (ontwikkeling)' }),
  ).toBeVisible();
  await expect(page.locator('pre')).toContainText('PunchOutOrderMessage');

  // The order desk sees a purchasing-portal order, with the system its document went back to.
  await asOrderDesk(page.context().browser()!, async (staff) => {
    const listed = await deskRow(staff, orderNumber!);
    await expect(listed.getByTestId('order-desk-portal')).toHaveText('Inkoopportaal');
    await listed.getByRole('link').first().click();
    await expect(staff.getByTestId('order-desk-portal-badge')).toHaveText('Inkoopportaal');
    await expect(staff.getByTestId('order-desk-portal')).toContainText('Inkoopsysteem:');
    await expect(staff.getByText(/meegegeven om terug te sturen naar/)).toBeVisible();
  });
});

test('the whole order by keyboard alone, from Printen to the thanks dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await oneFileInTheCart(page);
  // Above the minimum order value (decision 0131).
  await setCopies(page, 'offerte.pdf', 100);

  await tabTo(page, page.getByRole('link', { name: 'Naar Bezorgen', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Bezorgen', level: 1 })).toBeVisible();
  await expect(chosenDate(page)).toHaveCount(1);
  await tabTo(page, page.getByRole('link', { name: 'Naar Factureren', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: 'Referentie', exact: true }));
  await page.keyboard.type('TOETS-1');
  await tabTo(page, page.getByRole('link', { name: 'Naar Controleren', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Controleren', level: 1 })).toBeVisible();
  await expect(page.getByText('TOETS-1')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Bestelling afronden' }));
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: 'Bedankt voor uw order' });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, { only: '[role="dialog"]' });
  await tabTo(page, thanks.getByRole('button', { name: 'Naar de startpagina' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});
