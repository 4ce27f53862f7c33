import { expect, presetConsent, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('?dlg=inschrijven opens the sign-up dialog and closing clears dlg', async ({ page }) => {
  // Its accessibility is scanned in accounts.spec.ts, with the domain notice open.
  await page.goto('/?dlg=inschrijven');
  const dialog = page.getByRole('dialog', { name: 'Account aanmaken' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('dlg'));
});

test('?dlg=resetPw opens the new-password dialog and closing clears e and i', async ({ page }) => {
  await page.goto('/?dlg=resetPw&e=a%40b.nl&i=123&keep=1');
  const dialog = page.getByRole('dialog', { name: 'Nieuw wachtwoord' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('a@b.nl');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.search === '?keep=1');
});

test('an unknown dlg value opens nothing', async ({ page }) => {
  await page.goto('/?dlg=onbekend');
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the password policy dialog states the rule', async ({ page }) => {
  await page.goto('/?dlg=wachtwoordbeleid');
  const dialog = page.getByRole('dialog', { name: 'Wachtwoordbeleid' });
  await expect(dialog).toContainText('Minimaal 12 karakters waarvan 1 hoofdletter en 1 cijfer');
});

test('my orders is 650 pixels wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?dlg=orders');
  const dialog = page.getByRole('dialog', { name: 'Mijn orders' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(650);
});

test.describe('in Internet Explorer', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' });

  test('the old-browser warning shows', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Verouderde browser' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Internet Explorer');
    await dialog.getByRole('button', { name: 'Begrepen' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('a modern browser gets no old-browser warning; a real Internet Explorer gets the static notice from the nomodule script', async ({
  page,
  request,
}) => {
  const script = await request.get('/old-browser.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toContain('javascript');
  await page.goto('/');
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verouderde browser' })).toHaveCount(0);
  await expect(page.locator('#old-browser')).toBeHidden();
  // Chromium skips nomodule scripts; run it as Internet Explorer would.
  await page.addScriptTag({ url: '/old-browser.js' });
  await expect(page.locator('#old-browser')).toBeVisible();
  await expect(page.locator('#old-browser')).toContainText('Internet Explorer');
});
