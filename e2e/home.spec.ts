import type { Page } from '@playwright/test';
import { stopClock } from './support/clock';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';
import { DEMO_CUSTOMER } from './support/order-journeys';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Wat wilt u doen?' });
const postIts = (page: Page) => page.getByRole('complementary', { name: 'Mededelingen' });

/**
 * Opens the home page with Playwright's clock stopped (support/clock.ts), so that only `runFor`
 * moves time and the 5 s move-out is measured exactly, however slow the machine is.
 */
async function pauseClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(menu(page)).toBeVisible();
  await stopClock(page);
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

// One visit at a desktop width: what the default theme shows, its sub-menu and the way back, both
// scanned by axe, and where the items lead.
test('the default theme shows the globe, its menu, a post-it and the marketing section; a sub-menu replaces the ring and leads back; items navigate in the app or open a new tab; axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');

  await test.step('the globe, its menu, a post-it and the marketing section', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
    await expect(page.getByText('Sleep uw bestanden hierheen of kies bestanden')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kies bestanden' })).toBeVisible();

    const items = menu(page);
    await expect(items.getByRole('listitem')).toHaveCount(7);
    await expect(items.getByRole('button', { name: 'Printen' })).toBeVisible();
    await expect(items.getByRole('link', { name: 'Stickers & borden' })).toHaveAttribute(
      'href',
      '/printstore',
    );
    // Level 2 item, and visitors are level 0.
    await expect(items.getByText('Secured printing')).toHaveCount(0);

    await expect(postIts(page).getByText(/rond de feestdagen gelden aangepaste levertijden/)).toBeVisible();
    await expect(postIts(page).getByRole('link', { name: 'Levertijden' })).toHaveAttribute(
      'href',
      '/leveringsvoorwaarden',
    );

    const marketing = page.locator('section#voor-wie');
    await expect(marketing).toBeVisible();
    await expect(marketing.getByRole('heading', { level: 2, name: 'Voor wie' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('a sub-menu replaces the ring and leads back to the menu', async () => {
    await menu(page).getByRole('button', { name: 'Kopiëren & scannen' }).click();
    const subMenu = page.getByRole('navigation', { name: 'Keuzes voor Kopiëren & scannen' });
    await expect(subMenu.getByRole('link', { name: 'Kopiëren' })).toBeVisible();
    await expect(subMenu.getByRole('link', { name: 'Scannen' })).toBeVisible();
    await expect(subMenu.getByRole('link', { name: 'Archief digitaliseren' })).toHaveAttribute(
      'href',
      '/digitaliseren',
    );
    await expect(
      page.getByRole('link', { name: 'Contact', exact: true }).and(page.locator('.home-prop')),
    ).toHaveCount(0);
    const back = subMenu.getByRole('button', { name: 'Terug naar het menu' });
    await expect(back).toBeFocused();
    await expectAccessible(page);

    await back.click();
    await expect(menu(page).getByRole('listitem')).toHaveCount(7);
    await expect(menu(page).getByRole('button', { name: 'Kopiëren & scannen' })).toBeFocused();
  });

  await test.step('page items navigate in the app and url items open in a new tab', async () => {
    const track = menu(page).getByRole('link', { name: /Track & trace/ });
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(track).toHaveAttribute('href', 'https://jouw.postnl.nl/track-and-trace/');

    await menu(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  await test.step("the pitch's first way in shows a visitor what printing costs, without an account", async () => {
    await page.goto('/');
    const pitch = page.getByText(/print, bezorgt en digitaliseert voor meer dan 4000 organisaties/);
    await expect(pitch.getByRole('link', { name: 'Borden en stickers' })).toHaveAttribute(
      'href',
      '/printstore',
    );
    await pitch.getByRole('link', { name: 'Wat kost printen?' }).click();
    await expect(page).toHaveURL(/\/product-order$/);
    const prices = page.getByRole('region', { name: 'Wat kost printen?' });
    // The demo catalogue's prices: an A4 page € 0,06 black-white, an A1 drawing folded to A4.
    await expect(
      prices.getByRole('table', { name: 'Documenten A4 en A3' }).getByRole('row', { name: /^A4/ }),
    ).toHaveText(/A4\s*€ 0,06\s*€ 0,29/);
    await expect(
      prices.getByRole('table', { name: 'Bouwtekeningen A2 tot A0' }).getByRole('row', { name: /^A1/ }),
    ).toHaveText(/A1\s*€ 2,40\s*€ 6,20/);
    await expectAccessible(page);
  });
});

test('a sub-menu with a single item starts that item directly', async ({ page }) => {
  await page.goto('/');
  await menu(page).getByRole('link', { name: 'Mijn archief' }).click();
  // The file store asks a visitor to log in first, and then opens the page the item named.
  const login = page.getByRole('dialog', { name: 'Inloggen' });
  await login.getByLabel('E-mailadres').fill(DEMO_CUSTOMER.email);
  await login.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(DEMO_CUSTOMER.password);
  await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/filestore\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn archief' })).toBeVisible();
});

test('the intro follows as soon as the ring has moved out, with no wait on top', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await pauseClock(page);
  await menu(page).getByRole('button', { name: 'Printen' }).click();
  // The move-out: the globe names the choice while the items fly out (1.2 s), then the intro.
  await expect(page.getByRole('heading', { level: 1, name: 'Printen' })).toBeVisible();
  await page.clock.runFor(1100);
  await expect(page.getByRole('heading', { name: 'Zo werkt printen' })).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('heading', { level: 1, name: 'Zo werkt printen' })).toBeVisible();
});

test('without motion the intro shows at once, and "niet meer tonen" holds on the next visit', async ({
  page,
}) => {
  await pauseClock(page);
  await menu(page).getByRole('button', { name: 'Printen' }).click();

  const intro = page.getByRole('heading', { level: 1, name: 'Zo werkt printen' });
  await expect(intro).toBeVisible();
  await expect(intro).toBeFocused();
  await expect(page.getByText(/Wij analyseren elk bestand/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Dit scherm niet meer tonen' }).check();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  expect((await chooser).isMultiple()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();

  // Next visit: Printen opens the file chooser at once.
  await page.clock.resume();
  await page.reload();
  const direct = page.waitForEvent('filechooser');
  await menu(page).getByRole('button', { name: 'Printen' }).click();
  await direct;
  await expect(page.getByText('Een moment, het volgende scherm verschijnt zo.')).toHaveCount(0);
});

test('an intro that always shows has no "niet meer tonen", and Terug returns to the menu', async ({
  page,
}) => {
  await pauseClock(page);
  await menu(page).getByRole('button', { name: 'Kopiëren & scannen' }).click();
  await page.getByRole('link', { name: 'Scannen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Scanopdracht' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page.getByRole('link', { name: 'Scannen' })).toBeVisible();

  await page.getByRole('link', { name: 'Scannen' }).click();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page).toHaveURL(/\/scan-order\/ophalen$/);
});

test('closing a post-it removes it, also after a reload', async ({ page }) => {
  await page.goto('/');
  const note = postIts(page).getByRole('listitem').filter({ hasText: 'feestdagen' });
  await expect(note).toBeVisible();
  const closed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/api/v3/messages/'),
  );
  await note.getByRole('button', { name: 'Sluiten' }).click();
  await expect(note).toHaveCount(0);
  expect((await closed).status()).toBe(204);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByText(/rond de feestdagen/)).toHaveCount(0);
});

test('a post-it that cannot be closed comes back with the reason', async ({ page, consoleErrors }) => {
  await page.route('**/api/v3/messages/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 404,
          json: { error: 'MESSAGE_NOT_FOUND', message: 'Dit bericht bestaat niet of is al gesloten.' },
        })
      : route.fallback(),
  );
  await page.goto('/');
  const note = postIts(page).getByRole('listitem').filter({ hasText: 'feestdagen' });
  await note.getByRole('button', { name: 'Sluiten' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dit bericht bestaat niet of is al gesloten.' }),
  ).toBeVisible();
  await expect(note).toBeVisible();
  // The browser itself logs the refused request; that refusal is what this test is about.
  const expected = (text: string) => /status of 404/.test(text);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
});

// One visit at a phone's width: the layout, and axe on the home page and its sub-menu.
test('on a small screen the menu is a grid under the globe and the post-its follow, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(menu(page).getByRole('listitem')).toHaveCount(7);
  await expect(postIts(page)).toBeVisible();
  const globe = await page.locator('.home-globe').boundingBox();
  const firstItem = await menu(page).getByRole('listitem').first().boundingBox();
  const note = await postIts(page).boundingBox();
  expect(globe && firstItem && note).toBeTruthy();
  expect(firstItem!.y).toBeGreaterThan(globe!.y + globe!.height);
  expect(note!.y).toBeGreaterThan(firstItem!.y);
  // Nothing sticks out sideways.
  await expectNoSideScroll(page, 390);
  await expectAccessible(page);

  await menu(page).getByRole('button', { name: 'Kopiëren & scannen' }).click();
  await expect(page.getByRole('button', { name: 'Terug naar het menu' })).toBeVisible();
  await expectAccessible(page);
});
