import type { Page } from '@playwright/test';
import { createValidatedAccount, forgetFailedLoads, logInThroughApi, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { continueOrderInThisTab } from './support/order-flow';
import { elementsPaintingImage } from './support/theme-image';

/**
 * The deliver/pickup and invoice steps of the print order (issue 12), against the demo seed:
 * its shops, its customers and the built-in postcode provider's demo addresses.
 */
const DEMO_CUSTOMER = { email: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026' };
const DELIVER = '/print-order/bezorgen';
const INVOICE = '/print-order/factureren';

const dateGroup = (page: Page) => page.locator('#deliver-date');
const chosenDate = (page: Page) => dateGroup(page).getByRole('radio', { checked: true });
/** The switch's radios are hidden behind their labels, which is what a customer clicks. */
const orderTypeLabel = (page: Page, name: 'Bezorgen' | 'Afhalen') =>
  page.locator('.order-type-switch label').filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
  await continueOrderInThisTab(page);
});

test("Afhalen shows the shop with its hours and chooses the first date; the chosen shop and day, and Bezorgen's, survive a reload", async ({
  page,
}) => {
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, DELIVER);
  await expect(page.getByRole('heading', { name: 'Bezorgen', level: 1 })).toBeVisible();
  await orderTypeLabel(page, 'Afhalen').click();
  await expect(page.getByRole('radio', { name: 'Afhalen' })).toBeChecked();
  // The step is named after the choice (issue 32 point 6).
  await expect(page.getByRole('heading', { name: 'Afhalen', level: 1 })).toBeVisible();

  const shop = page.locator('[data-shop]');
  await expect(shop.getByRole('heading', { name: /^Drukwerk Direct / })).toBeVisible();
  await expect(shop.getByRole('table', { name: 'Openingstijden' })).toContainText('maandag08:30–17:00');
  await expect(shop.getByRole('table', { name: 'Openingstijden' })).toContainText('zondaggesloten');
  await expect(page.getByText(/besteld, .* af te halen/)).toBeVisible();
  await expect(chosenDate(page)).toHaveCount(1);

  // Another shop than the lookup's: its card, and a date chosen again; then a day of the
  // customer's own, the last one offered.
  const pickUpShop = page.getByRole('textbox', { name: 'Afhalen bij vestiging' });
  await pickUpShop.click();
  await page.getByRole('option', { name: 'Drukwerk Direct Rotterdam, Rotterdam' }).click();
  await expect(shop.getByRole('heading', { name: 'Drukwerk Direct Rotterdam' })).toBeVisible();
  await expect(shop).toContainText('Papierstraat 88');
  await expect(chosenDate(page)).toHaveCount(1);
  const pickUpDay = await lastDayChosen(page);

  // Issue 28: Utrecht, the lookup's shop, came back after a reload when the lookup answered
  // before the list of shops. The list now answers only after the lookup (when the step asks
  // it) or the shop's dates.
  await answerShopListLast(page);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Afhalen' })).toBeChecked();
  await expect(chosenDate(page)).toHaveAttribute('aria-label', pickUpDay);
  await expect(shop.getByRole('heading', { name: 'Drukwerk Direct Rotterdam' })).toBeVisible();
  await expect(pickUpShop).toHaveValue('Drukwerk Direct Rotterdam, Rotterdam');

  // Back on Printen, the header's cart button names the next step as chosen, as the stepper does.
  await page.getByRole('link', { name: 'Terug naar Printen' }).click();
  await expect(page.getByRole('heading', { name: 'Printen', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-button')).toContainText('Naar Afhalen');
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('heading', { name: 'Afhalen', level: 1 })).toBeVisible();

  // Bezorgen: the shop the lookup finds for the default address (the office), a day of its own.
  await orderTypeLabel(page, 'Bezorgen').click();
  await expect(page.getByRole('radio', { name: /Bouwbedrijf Demo B\.V\./ })).toBeChecked();
  await expect(shop.getByRole('heading', { name: /^Drukwerk Direct / })).toBeVisible();
  const deliveringShop = await shop.getByRole('heading').textContent();
  await expect(chosenDate(page)).toHaveCount(1);
  const deliveryDay = await lastDayChosen(page);

  await answerShopListLast(page);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Bezorgen' })).toBeChecked();
  await expect(chosenDate(page)).toHaveAttribute('aria-label', deliveryDay);
  await expect(shop.getByRole('heading', { name: deliveringShop ?? '', exact: true })).toBeVisible();
});

/** Chooses the last day the picker offers (never the first choice) and returns its label. */
async function lastDayChosen(page: Page): Promise<string> {
  const last = dateGroup(page).getByRole('radio', { disabled: false }).last();
  const label = (await last.getAttribute('aria-label')) ?? '';
  await last.click();
  await expect(chosenDate(page)).toHaveAttribute('aria-label', label);
  return label;
}

/**
 * Holds the next answer to the list of shops until the page has had an answer about its shop:
 * the lookup's, or a shop's dates. What then comes first is the step's own doing.
 */
async function answerShopListLast(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  const shopKnown = page
    .waitForResponse((response) =>
      /^\/api\/v3\/shops\/(lookup|[^/]+\/dates)$/.test(new URL(response.url()).pathname),
    )
    // A page that never hears of its shop fails on what it shows, not here.
    .catch(() => undefined);
  await page.route('**/api/v3/shops', async (route) => {
    await shopKnown;
    await route.continue();
  });
}

test('a new delivery address: the postcode lookup fills street and city, offers a choice, and clears both when there is no such address', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = uniqueEmail('bezorgen');
  await createValidatedAccount(request, email);
  await logInThroughApi(page, email, undefined, DELIVER);
  await expect(page.getByText('De lijst is nog leeg')).toBeVisible();
  const deliverStep = page
    .getByRole('navigation', { name: 'Stappen van uw bestelling' })
    .getByRole('listitem')
    .filter({ hasText: 'Bezorgen' });
  // Not marked on first arrival (issue 32 point 6): the step's own message says what is missing.
  await expect(deliverStep).not.toHaveAttribute('data-error');
  await expect(
    page.getByRole('link', { name: 'Uw bezorgadres ontbreekt of is nog niet compleet, klik hier.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Nieuw' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuw bezorgadres' });
  await form.getByRole('textbox', { name: 'Bedrijfsnaam' }).fill('Architectenbureau Gracht');
  await form.getByRole('textbox', { name: 'T.a.v.' }).fill('Sanne de Vries');
  const street = form.getByRole('textbox', { name: 'Straat' });
  const city = form.getByRole('textbox', { name: 'Plaats' });

  // No address at this number: street and city are cleared.
  await street.fill('Verkeerde straat');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('1016 DX');
  await form.getByRole('textbox', { name: 'Huisnummer' }).fill('999');
  await expect(
    form.getByText('Bij deze postcode en dit huisnummer vonden wij geen adres.', { exact: false }),
  ).toBeVisible();
  await expect(street).toHaveValue('');
  forgetFailedLoads(consoleErrors, 404);

  // Several addresses at this number: the customer chooses.
  await form.getByRole('textbox', { name: 'Huisnummer' }).fill('212');
  const choice = form.getByRole('radiogroup', { name: /Kies het juiste adres/ });
  await choice.getByRole('radio', { name: 'Keizersgracht 212 B, 1016 DX Amsterdam' }).check();
  await expect(street).toHaveValue('Keizersgracht');
  await expect(city).toHaveValue('Amsterdam');
  await expect(form.getByRole('textbox', { name: 'Toevoeging' })).toHaveValue('B');

  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();
  const saved = page.getByRole('radio', { name: /Architectenbureau Gracht/ });
  await expect(saved).toBeChecked();
  await expect(page.getByText('Keizersgracht 212 B, 1016 DX Amsterdam')).toBeVisible();
  await expect(page.getByRole('link', { name: /Uw bezorgadres ontbreekt/ })).toBeHidden();
  await expect(deliverStep).not.toHaveAttribute('data-error');
  // Amsterdam postcodes are the Amsterdam shop's region.
  await expect(
    page.locator('[data-shop]').getByRole('heading', { name: 'Drukwerk Direct Amsterdam' }),
  ).toBeVisible();
  await expect(chosenDate(page)).toHaveCount(1);
});

test('the deliver step works by keyboard alone and axe finds nothing serious on it', async ({ page }) => {
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, DELIVER);
  await expect(chosenDate(page)).toHaveCount(1);

  // The order type: Tab to the switch, arrows to Afhalen.
  await tabTo(page, page.getByRole('radio', { name: 'Bezorgen' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Afhalen' })).toBeChecked();
  await expect(page.locator('[data-shop]').getByRole('table', { name: 'Openingstijden' })).toBeVisible();

  // A date: Tab into the day picker, arrows to the next day that can be chosen.
  await expect(chosenDate(page)).toHaveCount(1);
  const before = await chosenDate(page).getAttribute('aria-label');
  await tabTo(page, chosenDate(page));
  await page.keyboard.press('ArrowRight');
  await expect(chosenDate(page)).not.toHaveAttribute('aria-label', before ?? '');

  // Back to Bezorgen and on to the next step, still by keyboard.
  await tabTo(page, page.getByRole('radio', { name: 'Afhalen' }));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /Bouwbedrijf Demo B\.V\./ })).toBeChecked();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('link', { name: 'Naar Factureren', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/print-order\/factureren$/);
  await expect(page.getByRole('heading', { name: 'Factureren', level: 1 })).toBeVisible();
});

// Its own test (and page), so that each step's keyboard walk and axe scan fits the test's time
// on a busy two-core machine.
test('the invoice step works by keyboard alone and axe finds nothing serious on it', async ({ page }) => {
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, INVOICE);
  // The customer's one customer number is chosen; project, reference and a quotation number
  // typed; the step is then complete.
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: 'Project', exact: true }));
  await page.keyboard.type('Nieuwbouw Leidsche Rijn');
  await tabTo(page, page.getByRole('textbox', { name: 'Referentie', exact: true }));
  await page.keyboard.type('PO-88123');
  await tabTo(page, page.getByRole('checkbox', { name: 'Order n.a.v. offerteaanvraag' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: 'Offertenummer' }));
  await page.keyboard.type('OF12');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Een offertenummer bestaat uit precies 7 tekens.').first()).toBeVisible();
  // Tab selects what is in a field: to add to it, the End key first.
  await tabTo(page, page.getByRole('textbox', { name: 'Offertenummer' }));
  await page.keyboard.press('End');
  await page.keyboard.type('345');
  await expect(page.getByText('Een offertenummer bestaat uit precies 7 tekens.')).toHaveCount(0);
  await expect(page.getByTestId('invoice-message')).toHaveCount(0);
  await expectAccessible(page);
  await tabTo(page, page.getByRole('link', { name: 'Naar Controleren', exact: true }));

  // What was typed is kept with the order details over a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Project', exact: true })).toHaveValue(
    'Nieuwbouw Leidsche Rijn',
  );
  await expect(page.getByRole('textbox', { name: 'Offertenummer' })).toHaveValue('OF12345');
});

test('choosing a customer number fills project and reference by the rule', async ({ page }) => {
  await logInThroughApi(page, 'medewerker@drukwerkdirect.example', 'Medewerker-2026', INVOICE);
  await expect(
    page.getByTestId('invoice-message').getByText('Selecteer links een klantnummer bij deze order'),
  ).toBeVisible();
  const project = page.getByRole('textbox', { name: 'Project', exact: true });
  const reference = page.getByRole('textbox', { name: 'Referentie', exact: true });

  // One project, no reference: the project is filled in.
  await page.getByRole('radio', { name: /Klantnummer 1007731/ }).check();
  await expect(project).toHaveValue('Folders poliklinieken');
  await expect(reference).toHaveValue('');

  // Two projects and one reference: the reference is filled in, the project left to choose.
  await page.getByRole('radio', { name: /Klantnummer 1002589/ }).check();
  await expect(project).toHaveValue('');
  await expect(reference).toHaveValue('LV-0914');
  await expect(
    page.getByTestId('invoice-message').getByText('Selecteer links een klantnummer bij deze order'),
  ).toBeHidden();

  // A new customer's form has the postcode lookup too.
  await page.getByRole('button', { name: 'Nieuw', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nieuwe klant' });
  await form.getByRole('textbox', { name: 'Postcode' }).fill('3542dk');
  await form.getByRole('textbox', { name: 'Huisnummer' }).fill('14');
  await expect(form.getByRole('textbox', { name: 'Straat' })).toHaveValue('Aannemersweg');
  await expect(form.getByRole('textbox', { name: 'Plaats' })).toHaveValue('Utrecht');
  await expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3542 DK');
});

test('a project field that does not fit the theme’s format is marked', async ({ page }) => {
  await logInThroughApi(
    page,
    'inkoop@rivierstad.example',
    'Rivierstad-2026',
    `/gemeente-rivierstad${INVOICE}`,
  );
  // The municipality's one customer number is chosen; its cost centre has two fields.
  await expect(page.getByRole('radio', { name: /Klantnummer 2100450/ })).toBeChecked();
  const department = page.getByRole('textbox', { name: 'Kostenplaats, deel 1 van 2' });
  const code = page.getByRole('textbox', { name: 'Kostenplaats, deel 2 van 2' });

  await department.fill('44A');
  await department.blur();
  await expect(department).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Dit voldoet niet aan het voorgeschreven formaat (4 cijfers).')).toBeVisible();
  // The municipality's name for it, and the format it expects (issue 32 point 6).
  await expect(page.getByTestId('invoice-message')).toHaveText(
    'Kostenplaats is nog niet (correct) ingevuld (deel 1: 4 cijfers; deel 2: 2 hoofdletters gevolgd door 3 cijfers), klik hier.',
  );

  await department.fill('4410');
  await code.fill('PR999');
  await code.blur();
  await expect(department).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Dit voldoet niet aan het voorgeschreven formaat/)).toHaveCount(0);
  // Valid and new: it may be kept in the customer's list.
  await expect(page.getByRole('button', { name: 'Bewaar in projectenlijst' })).toBeVisible();
});

test('a theme that hides the delivery and invoice options skips both steps', async ({ page }) => {
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, `/inkoopportaal${DELIVER}`);
  await expect(page).toHaveURL(/\/inkoopportaal\/print-order\/controleren$/);
  await page.goto(`/inkoopportaal${INVOICE}`);
  await expect(page).toHaveURL(/\/inkoopportaal\/print-order\/controleren$/);
  // The theme's crane drawing stays on its home screen: nothing of it under the step's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Controleren' })).toBeVisible();
  expect(await elementsPaintingImage(page, 'bouwplaats.svg')).toBe(0);
});

test('a step entered directly in a new tab goes home; reached through the portal it stays, also over a reload', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await presetConsent(page);
    await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, DELIVER);
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/\/print-order\/printen$/);
    await page.getByRole('link', { name: 'Naar Bezorgen' }).first().click();
    await expect(page.getByRole('heading', { name: 'Bezorgen', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bezorgen', level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
