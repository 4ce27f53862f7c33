import type { Browser, Page } from '@playwright/test';
import { logInThroughApi, waitForMailTo } from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import {
  asOrderDesk,
  checkWidths,
  DEMO_CUSTOMER,
  deskRow,
  pageHeading,
  thanked,
} from './support/order-journeys';
import { letterPdf } from './support/upload-files';

/**
 * Copy and scan orders (issue 28 points 3 and 4), each a whole journey from the home menu to
 * 'Bedankt', with the confirmation at the SMTP sink and the order on the desk; against the demo
 * seed: the customer of Bouwbedrijf Demo (addresses, one customer number) and the desk's staff.
 * One journey is done by keyboard alone (issue 28: one flow keyboard-only).
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Wat wilt u doen?' });

const chosenDay = (page: Page, section: string) =>
  page.locator(`#${section}`).getByRole('radio', { checked: true });

// The one set-up of every journey: a logged-in customer on the home page.
test.beforeEach(async ({ page }) => {
  await presetConsent(page);
  await logInThroughApi(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});

/** The order in the order desk's list, found by its number, as the demo staff member sees it. */
async function onTheDesk(browser: Browser, orderNumber: string) {
  await asOrderDesk(browser, async (staff) => {
    const row = await deskRow(staff, orderNumber);
    await expect(row).toContainText('1004217');
    await expect(row).toContainText('Drukwerk Direct');
  });
}

/**
 * The customer's default address (the office, not the building site first by name), in the list
 * named `list`: chosen by itself (spec 02 section 4, decision 0135).
 */
const defaultAddress = (page: Page, list: 'Ophaaladres' | 'Bezorgadres') =>
  page.getByRole('radiogroup', { name: list }).getByRole('radio', { name: /Bouwbedrijf Demo B\.V\./ });

test('a copy order: originals collected at the office, copied A4 and stapled at the price shown, delivered back; the mail and the desk have it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await menu(page).getByRole('button', { name: 'Kopiëren & scannen' }).click();
  await page.getByRole('link', { name: 'Kopiëren' }).click();
  let office = '';
  await page.getByRole('button', { name: 'Doorgaan' }).click();

  await test.step('Ophalen: the office, its shop and the first pickup day are chosen; the job is priced as it is typed', async () => {
    await expect(pageHeading(page, 'Ophalen')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Wij halen op' })).toBeChecked();
    await expect(defaultAddress(page, 'Ophaaladres')).toBeChecked();
    // Its company, without a department the card would add ('Bouwbedrijf Demo · Bouwkeet').
    office = (await defaultAddress(page, 'Ophaaladres').locator('p').first().textContent())!.split(' · ')[0]!;
    await expect(page.getByRole('switch', { name: 'Dit is ook het bezorgadres' })).toBeChecked();
    await expect(
      page.locator('[data-shop]').getByRole('heading', { name: /^Drukwerk Direct / }),
    ).toBeVisible();
    await expect(chosenDay(page, 'pickup-date')).toHaveCount(1);
    await expect(page.getByText('Instructies ontbreken nog, klik hier.')).toBeVisible();

    await page.getByRole('textbox', { name: "Originelen (pagina's per set)" }).fill('12');
    await page.getByRole('textbox', { name: 'Aantal sets' }).fill('5');
    const price = page.getByTestId('job-price');
    await expect(price).toContainText(/Prijs excl\. BTW: € \d+,\d\d/);
    await page.getByRole('radio', { name: 'Ander formaat (zie instructie)' }).check();
    await expect(price).toHaveText(
      'Prijs volgt: dit formaat of deze afwerking prijzen wij na ontvangst van de originelen.',
    );
    await page.getByRole('radio', { name: 'A4' }).check();
    await page.getByRole('radio', { name: 'Dubbelzijdig' }).check();
    await page.getByRole('textbox', { name: 'Afwerking' }).click();
    await page.getByRole('option', { name: 'Nieten' }).click();
    await expect(price).toContainText(/€ \d+,\d\d/);
    await page
      .getByRole('textbox', { name: 'Instructies voor de printshop' })
      .fill('De originelen liggen bij de receptie.');
    await expect(page.getByText('Instructies ontbreken nog, klik hier.')).toBeHidden();
    await checkWidths(page, 'copy-ophalen');
  });
  const shown = (await page.getByTestId('job-price').textContent())!.match(/€ [\d.]+,\d\d/)![0];

  await test.step('Opleveren: back to the office, on the first day after the pickup', async () => {
    await page.getByRole('link', { name: 'Naar Opleveren', exact: true }).click();
    await expect(pageHeading(page, 'Opleveren')).toBeVisible();
    await expect(page.getByTestId('followed-address')).toContainText(office);
    await expect(chosenDay(page, 'deliver-date')).toHaveCount(1);
    await page
      .getByRole('textbox', { name: 'Brief of instructies voor de bezorger' })
      .fill('Bel bij de poort.');
    await checkWidths(page, 'copy-opleveren');
  });

  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();

  await test.step('Controleren: the job in the words of the form, its price, the pickup and the delivery', async () => {
    await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
    await expect(pageHeading(page, 'Controleren')).toBeVisible();
    const job = page.getByTestId('job-summary');
    await expect(job).toContainText("12 pagina's");
    await expect(job).toContainText('Dubbelzijdig');
    await expect(job).toContainText('Nieten');
    await expect(page.getByTestId('job-summary-price')).toHaveText(shown);
    await expect(page.getByTestId('total-excl-vat')).toHaveText(shown);
    await expect(page.getByTestId('pick-up-summary')).toContainText(office);
    await expect(page.getByTestId('delivery-summary')).toContainText('Bel bij de poort.');
    await expect(page.getByTestId('order-problems')).toBeHidden();
    await checkWidths(page, 'copy-controleren');
  });

  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  const orderNumber = await thanked(page);
  const mail = await waitForMailTo(DEMO_CUSTOMER.email, orderNumber);
  expect(mail).toContain('Kopieeropdracht');
  await onTheDesk(browser, orderNumber);
});

test('a scan order by keyboard alone: originals brought to a shop, the scans by e-mail to the customer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const press = (key: string) => page.keyboard.press(key);
  await tabTo(page, menu(page).getByRole('button', { name: 'Kopiëren & scannen' }));
  await press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Scannen' }));
  await press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Doorgaan' }));
  await press('Enter');

  await expect(pageHeading(page, 'Ophalen')).toBeVisible();
  await expect(chosenDay(page, 'pickup-date')).toHaveCount(1);
  // The arrow key moves the choice to bringing the originals: the looked-up shop is chosen.
  await tabTo(page, page.getByRole('radio', { name: 'Wij halen op' }));
  await press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Ik breng ze naar een vestiging' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Naar vestiging' })).toHaveValue(/^Drukwerk Direct /);
  await expect(page.getByRole('heading', { name: 'Brengdatum' })).toBeVisible();
  await expect(chosenDay(page, 'pickup-date')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Openingstijden' })).toBeVisible();
  await checkWidths(page, 'scan-ophalen-brengen');
  await tabTo(page, page.getByRole('textbox', { name: "Geschat aantal pagina's" }));
  await page.keyboard.type('800');
  await tabTo(page, page.getByRole('radio', { name: 'Zwart/wit' }));
  await press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Kleur', exact: true })).toBeChecked();
  await tabTo(page, page.getByRole('link', { name: 'Naar Opleveren', exact: true }));
  await press('Enter');

  await expect(pageHeading(page, 'Opleveren')).toBeVisible();
  await expect(page.getByText('U heeft nog geen opleverwijze gekozen, klik hier.')).toBeVisible();
  await expect(defaultAddress(page, 'Bezorgadres')).toBeChecked();
  await expect(chosenDay(page, 'deliver-date')).toHaveCount(1);
  await tabTo(page, page.getByRole('checkbox', { name: 'Per e-mail' }));
  await press('Space');
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(DEMO_CUSTOMER.email);
  await expect(page.getByText('U heeft nog geen opleverwijze gekozen, klik hier.')).toBeHidden();
  await checkWidths(page, 'scan-opleveren');
  await tabTo(page, page.getByRole('link', { name: 'Naar Factureren', exact: true }));
  await press('Enter');
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await tabTo(page, page.getByRole('link', { name: 'Naar Controleren', exact: true }));
  await press('Enter');

  await expect(pageHeading(page, 'Controleren')).toBeVisible();
  await expect(page.getByTestId('job-summary')).toContainText('800');
  await expect(page.getByTestId('job-summary-price')).toHaveText('Prijs volgt');
  await expect(page.getByTestId('medium-summary')).toContainText(`Per e-mail: ${DEMO_CUSTOMER.email}`);
  await expect(page.getByTestId('pick-up-summary')).toContainText('U brengt ze naar');
  await tabTo(page, page.getByRole('button', { name: 'Bestelling afronden' }));
  await press('Enter');
  const orderNumber = await thanked(page);
  await expectAccessible(page, { only: '[role="dialog"]' });
  await tabTo(page, page.getByRole('button', { name: 'Naar de startpagina' }));
  await press('Enter');
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMailTo(DEMO_CUSTOMER.email, orderNumber);
  expect(mail).toContain('Scanopdracht');
  await onTheDesk(browser, orderNumber);
});

test('a scan order into an archive: the archive needs its name, the order keeps it, staff deliver the scans into it and the customer finds them there', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A scan of its own per run, so the customer's search finds this run's delivery only.
  const scanName = `personeelsdossier-${Date.now().toString(36)}.pdf`;
  await menu(page).getByRole('button', { name: 'Kopiëren & scannen' }).click();
  await page.getByRole('link', { name: 'Scannen' }).click();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(pageHeading(page, 'Ophalen')).toBeVisible();
  await page.getByRole('textbox', { name: "Geschat aantal pagina's" }).fill('2500');

  await page.getByRole('link', { name: 'Naar Opleveren', exact: true }).click();
  await page.getByRole('checkbox', { name: 'In een archief van Mijn archief' }).check();
  await expect(page.getByRole('link', { name: 'Geef het archief een naam, klik hier.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam van het archief' }).fill('Personeelsdossiers 2020');
  await page.getByRole('textbox', { name: 'Map in het archief' }).fill('Personeel/2020');
  await page.getByRole('textbox', { name: 'Herkomst van de originelen' }).fill('Afdeling HR, kast 3');
  await expect(page.getByRole('link', { name: 'Geef het archief een naam, klik hier.' })).toBeHidden();
  await checkWidths(page, 'scan-opleveren-archief');

  await page.getByRole('link', { name: 'Naar Factureren', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Klantnummer 1004217/ })).toBeChecked();
  await page.getByRole('link', { name: 'Naar Controleren', exact: true }).click();
  await expect(page.getByTestId('medium-summary')).toContainText('Personeelsdossiers 2020');
  await expect(page.getByTestId('medium-summary')).toContainText('Afdeling HR, kast 3');
  await page.getByRole('button', { name: 'Bestelling afronden' }).click();
  const orderNumber = await thanked(page);
  await waitForMailTo(DEMO_CUSTOMER.email, orderNumber);
  await onTheDesk(browser, orderNumber);

  // Staff deliver the scans on the desk: uploaded into the archive and folder the order named.
  await asOrderDesk(browser, async (staff) => {
    await (await deskRow(staff, orderNumber)).getByRole('link').first().click();
    const delivery = staff.getByTestId('order-desk-scan-delivery');
    await expect(delivery.getByRole('heading', { name: 'Scans leveren' })).toBeVisible();
    await expect(delivery.getByTestId('scan-delivery-archive')).toContainText('Personeelsdossiers 2020');
    await expect(delivery.getByTestId('scan-delivery-folder')).toContainText('Personeel / 2020');
    await delivery.getByTestId('scan-delivery-input').setInputFiles([await letterPdf(scanName)]);
    await expect(delivery.getByTestId('scan-delivery-summary')).toHaveText(
      /1 van 1 bestanden in het archief/,
      {
        timeout: 30_000,
      },
    );
    await checkWidths(staff, 'scans-leveren');
    await delivery.getByRole('button', { name: 'Levering afronden' }).click();
    await expect(delivery.getByTestId('scan-delivery-finished')).toContainText('Uw archief staat klaar');
  });

  // The mail's link opens the archive, where the scan is in its folder and found by its name.
  const mail = await waitForMailTo(DEMO_CUSTOMER.email, 'Uw archief staat klaar');
  const link = mail.match(/https?:\/\/\S+\/filestore\/archive\/[0-9a-f-]+/)?.[0];
  expect(link, 'the archive link in the mail').toBeDefined();
  await page.goto(new URL(link!).pathname);
  await expect(pageHeading(page, 'Personeelsdossiers 2020')).toBeVisible();
  await page.getByRole('link', { name: 'Personeel', exact: true }).click();
  await page.getByRole('link', { name: '2020', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(scanName.replace('.', '\\.')) })).toBeVisible();
  await page.goto(`/filestore/search-results?q=${encodeURIComponent(scanName.replace('.pdf', ''))}`);
  await expect(page.getByRole('list', { name: 'Gevonden' })).toContainText(scanName);
});
