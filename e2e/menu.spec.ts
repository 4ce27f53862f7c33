import { cartAnswered, logInThroughApi, storedToken } from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';

const COMPANY = [
  'Wat wij doen',
  'Hoe doen wij dat',
  'Duurzaam printen',
  'Over Drukwerk Direct',
  'Werken bij Drukwerk Direct',
  'Veelgestelde vragen',
  'Contact',
];
const LOGGED_OUT_MENU = ['Startpagina', ...COMPANY, 'Inloggen', 'Account aanmaken'];

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('the side menu opens with the keyboard, leads to a content page and back home, and gives the focus back to the burger when it closes', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#main')).toBeVisible();
  const burger = page.getByRole('button', { name: 'Menu openen' });

  await page.keyboard.press('Tab'); // the skip link comes first
  await page.keyboard.press('Tab');
  await expect(burger).toBeFocused();
  await page.keyboard.press('Enter');

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.locator('[data-menu-item]')).toHaveText(LOGGED_OUT_MENU);
  await expect(menu.getByRole('link', { name: 'Startpagina' })).toHaveAttribute('aria-current', 'page');
  // The drawer's slide-in must be over, or axe measures half-transparent colours.
  await page.waitForFunction(
    () => document.querySelector('.mantine-Drawer-root')?.getAnimations({ subtree: true }).length === 0,
  );
  await expectAccessible(page);

  const whatWeDo = menu.getByRole('link', { name: 'Wat wij doen' });
  await whatWeDo.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wat-wij-doen$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wat wij doen');

  await burger.click();
  await expect(menu.getByRole('link', { name: 'Wat wij doen' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Startpagina' })).not.toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Startpagina' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(menu).toBeHidden();

  // Closed with Escape or its own close button, the menu gives the focus back to the burger.
  await burger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await menu.getByRole('button', { name: 'Menu sluiten' }).click();
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
});

test('a customer theme hides orders, profile and log out; logged out it offers log in and sign up', async ({
  page,
}) => {
  await page.goto('/gemeente-rivierstad');
  await expect(page.getByRole('link', { name: 'Gemeente Rivierstad' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu openen' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.locator('[data-menu-item]')).toHaveText(LOGGED_OUT_MENU);
  for (const hidden of ['Mijn orders', 'Mijn profiel', 'Bestanden delen', 'Uitloggen']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  // Home keeps the customer theme.
  await expect(menu.getByRole('link', { name: 'Startpagina' })).toHaveAttribute(
    'href',
    '/gemeente-rivierstad',
  );

  await menu.getByRole('button', { name: 'Inloggen' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible();
  await expect(page).toHaveURL(/\/gemeente-rivierstad\?dlg=inloggen$/);

  // Closing the dialog clears the query and hands focus back to the burger.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeHidden();
  await expect(page).toHaveURL(/\/gemeente-rivierstad$/);
  await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
});

test('logged in, the menu offers the account items and logs out back to the default theme', async ({
  page,
}) => {
  // The seeded staff account (security level 2) also sees the level-2 item on the home screen.
  // The page has made its calls before the logout below (one under way would be answered 401).
  const cartShown = cartAnswered(page);
  await logInThroughApi(page, 'medewerker@drukwerkdirect.example', 'Medewerker-2026');
  expect((await cartShown).status()).toBe(200);
  await expect(page.getByRole('link', { name: /Secured printing/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Menu openen' }).click();
  const drawer = page.getByRole('dialog');
  for (const label of ['Mijn orders', 'Mijn profiel', 'Uitloggen']) {
    await expect(
      drawer.getByRole('button', { name: label }).or(drawer.getByRole('link', { name: label })),
    ).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Uitloggen' }).click();
  await expect.poll(() => storedToken(page)).toBeNull();
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Inloggen' })).toBeVisible();
});

test('the header says who is logged in, opens the account menu, and confirms logging out', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  // Logged out: 'Inloggen' top right opens the login dialog.
  await banner.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible();
  await page.keyboard.press('Escape');

  await logInThroughApi(page, 'medewerker@drukwerkdirect.example', 'Medewerker-2026');
  const account = banner.getByRole('button', { name: /^Account van / });
  await expect(account).toContainText('Medewerker');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const actions = banner.getByRole('listitem');
  await expect(actions).toHaveText(['Mijn profiel', 'Mijn orders', 'Uitloggen']);
  // Escape closes the list and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();
  await account.click();
  await banner.getByRole('button', { name: 'Mijn profiel' }).click();
  await expect(page.getByRole('dialog', { name: 'Mijn profiel' })).toBeVisible();
  await page.keyboard.press('Escape');

  await account.click();
  await banner.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByText('U bent uitgelogd.')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expectAccessible(page);
});
