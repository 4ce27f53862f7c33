import type { BrowserContext, Page } from '@playwright/test';
import {
  cartAnswered,
  createValidatedAccount,
  loginMarker,
  PASSWORD,
  stateAfterBrowserRestart,
  uniqueEmail,
} from './support/accounts';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

/**
 * A login holds across the tabs of one browser and, with 'Ingelogd blijven', across a restart;
 * a logout ends it in every tab (decision 0035).
 */

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

const banner = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page) => banner(page).getByRole('button', { name: /^Account van / });
const loginButton = (page: Page) => banner(page).getByRole('button', { name: 'Inloggen', exact: true });

/** Logs in with the dialog, ticking 'Ingelogd blijven' when asked; returns the account's name. */
async function logIn(page: Page, options: { remember: boolean }): Promise<string> {
  const email = uniqueEmail(options.remember ? 'blijven' : 'tabblad');
  await createValidatedAccount(page.request, email, 'Tess Tabblad');
  await page.goto('/?dlg=inloggen');
  const dialog = page.getByRole('dialog', { name: 'Inloggen' });
  await dialog.getByLabel('E-mailadres').fill(email);
  await dialog.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(PASSWORD);
  const remember = dialog.getByRole('checkbox', { name: 'Ingelogd blijven' });
  await expect(remember).not.toBeChecked();
  if (options.remember) await remember.check();
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
  return 'Tess Tabblad';
}

/**
 * A new page in `context` that fails the test on a console error, as the fixture does for `page`.
 * With `loggedIn`, it returns once the page has made its calls (its cart has answered).
 */
async function openPage(
  context: BrowserContext,
  errors: string[],
  path = '/',
  options: { loggedIn?: boolean } = {},
): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const cart = options.loggedIn ? cartAnswered(page) : null;
  await page.goto(path);
  if (cart) expect((await cart).status()).toBe(200);
  return page;
}

test('a login holds in a second tab and after a reload, and logging out in one tab logs the other tab out at once', async ({
  page,
  context,
}) => {
  await logIn(page, { remember: false });
  const errors: string[] = [];
  const second = await openPage(context, errors, '/wat-wij-doen', { loggedIn: true });
  await expect(accountButton(second)).toBeVisible();
  await expect(accountButton(second)).toHaveAccessibleName(/Tess Tabblad/);

  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  // The login is the browser's, not the tab's: the first tab still calls with it.
  const cart = cartAnswered(page);
  await page.goto('/?dlg=profiel');
  const profile = page.getByRole('dialog', { name: 'Mijn profiel' });
  await expect(profile.getByLabel('Naam')).toHaveValue('Tess Tabblad');
  expect((await cart).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  // Logging out in the second tab.
  await accountButton(second).click();
  await banner(second).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(loginButton(second)).toBeVisible();
  // The first tab follows without a reload or a click, and says why.
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByText('U bent uitgelogd.')).toBeVisible();
  expect(await loginMarker(page)).toBe('out:user');
  // And a reload does not bring the login back: the cookie is gone on the server and here.
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('across a browser restart', () => {
  for (const remember of [true, false]) {
    test(`${remember ? 'with' : 'without'} Ingelogd blijven the login ${remember ? 'holds' : 'ends'}`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      await logIn(page, { remember });
      // A restart keeps storage and the cookies with an expiry; session cookies end with the browser.
      const restarted = await browser.newContext({
        baseURL,
        locale: 'nl-NL',
        reducedMotion: 'reduce',
        storageState: await stateAfterBrowserRestart(context),
      });
      try {
        const errors: string[] = [];
        const after = await openPage(restarted, errors);
        if (remember) await expect(accountButton(after)).toBeVisible();
        else {
          await expect(loginButton(after)).toBeVisible();
          // The ended login is forgotten: the next start needs no call.
          await expect.poll(() => loginMarker(after)).toBeNull();
        }
        expect(errors).toEqual([]);
      } finally {
        await restarted.close();
      }
    });
  }
});

test.describe('the login with the keyboard only', () => {
  for (const width of [1280, 390]) {
    test(`works and is accessible at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail(`toetsenbord-${width}`);
      // The account (sign-up, the mail, its link) is made while the page opens and the dialog is
      // filled in: only the last step needs it, and on a busy machine the mail takes seconds.
      const account = createValidatedAccount(page.request, email, 'Tess Tabblad');
      account.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
      await page.goto('/');
      await tabTo(page, loginButton(page));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Inloggen' });
      // The dialog puts the focus in its first field.
      await expect(dialog.getByLabel('E-mailadres')).toBeFocused();
      // The address as one text input (as a keyboard's autocomplete or an IME gives it): typing its
      // 60 characters one key at a time proves nothing more and costs seconds on a busy machine.
      await page.keyboard.insertText(email);
      await tabTo(page, dialog.getByRole('textbox', { name: 'Wachtwoord', exact: true }));
      await page.keyboard.type(PASSWORD);
      const remember = dialog.getByRole('checkbox', { name: 'Ingelogd blijven' });
      await tabTo(page, remember);
      // The hint is the checkbox's description, read out with it.
      await expect(remember).toHaveAccessibleDescription(/Niet aanvinken op een gedeelde computer/);
      await page.keyboard.press('Space');
      await expect(remember).toBeChecked();
      await page.waitForFunction(
        () => document.querySelector('.mantine-Modal-root')?.getAnimations({ subtree: true }).length === 0,
      );
      await expectAccessible(page);
      await account;
      await tabTo(page, dialog.getByRole('button', { name: 'Inloggen', exact: true }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(accountButton(page)).toBeVisible();
    });
  }
});
