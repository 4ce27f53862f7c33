import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import {
  cartAnswered,
  createValidatedAccount,
  logInThroughApi,
  logInWithDialog,
  loginMarker,
  storedToken,
  uniqueEmail,
} from './support/accounts';
import { MODAL_OPENING_MS, runClockUntilVisible, stopClock } from './support/clock';
import { expect, presetConsent, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a session revoked behind the browser’s back ends on window focus', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('expiry');
  await createValidatedAccount(page.request, email);
  // The page has made its calls before the session ends (on a busy machine the cart otherwise
  // answers after the revocation with a 401 of its own, which ends the login before the notice).
  const cartShown = cartAnswered(page);
  await logInThroughApi(page, email, undefined, '/wat-wij-doen');
  expect((await cartShown).status()).toBe(200);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // An administrator, another browser or the server's own expiry ends the session (this call
  // shares the page's cookies, so the browser's refresh cookie is cleared as well).
  const revoked = await page.request.post('/api/v3/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);

  await page.bringToFront();
  // From here on the page's time moves only when the test says so (support/clock.ts).
  await stopClock(page);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('dialog', { name: 'Sessie verlopen' });
  await runClockUntilVisible(page, notice);
  await expect(notice).toContainText('Uw sessie is verlopen, log opnieuw in om verder te gaan.');
  // AUTO_CLOSE_MS.sessionNotice: shown for 3 s, then logged out and home.
  await page.clock.runFor(AUTO_CLOSE_MS.sessionNotice - MODAL_OPENING_MS);
  await expect(notice).toBeVisible();
  // The tab still counts itself logged in while the notice shows, and ends the login at 3 s
  // (for the browser's other tabs too: the marker they follow says so).
  expect(await loginMarker(page)).toBe('in:e2e');
  await page.clock.runFor(MODAL_OPENING_MS);
  expect(await loginMarker(page)).toBe('out:expired');
  await page.clock.resume();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test.describe('with the Content-Security-Policy switched off', () => {
  // The portal's CSP already blocks inline scripts; without it, the sanitiser alone must hold.
  test.use({ bypassCSP: true });

  test('HTML in a profile error message is sanitised and never runs', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('xss');
    await createValidatedAccount(page.request, email);
    await logInThroughApi(page, email, undefined, '/?dlg=profiel');
    const profile = page.getByRole('dialog', { name: 'Mijn profiel' });
    await expect(profile.getByLabel('Naam')).toHaveValue('Test Klant');

    // Our server never puts markup from input into an error message (names refuse < and >), so
    // this one answer is replaced to test what the client does with a hostile message.
    const payload = [
      '<b>Opslaan mislukt</b>',
      '<img src=x onerror="window.__xss = 1">',
      '<script>window.__xss = 2</script>',
      '<a href="javascript:window.__xss = 3">klik hier</a>',
      '<svg><script>window.__xss = 4</script></svg>',
      '<p onmouseover="window.__xss = 5">zie <a href="/contact">contact</a></p>',
    ].join('');
    await page.route(
      '**/api/v3/account/settings',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'VALIDATION_ERROR', message: payload }),
        }),
      { times: 1 },
    );
    await profile.getByRole('button', { name: 'Opslaan' }).click();

    const message = profile.locator('[data-notice="server-message"]');
    await expect(message.locator('b')).toHaveText('Opslaan mislukt');
    // Nothing is left that could run later (an image's error, a script) …
    await expect(message.locator('img, script, svg, [onerror], [onmouseover]')).toHaveCount(0);
    await expect(message.getByText('klik hier')).not.toHaveAttribute('href');
    // … and the tricks that wait for the user run nothing: handlers run while the event is
    // dispatched, so the check right after the click and the hover needs no waiting.
    await message.getByText('klik hier').click();
    await message.locator('p').hover();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page).toHaveURL(/\?dlg=profiel/);
    await expect(message.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    // The replaced answer was a 400; Chromium reports it as a failed load.
    const expected = (text: string) =>
      text.includes('Failed to load resource') && text.includes('status of 400');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
  });
});

test('a user’s own theme loads at login, and the default theme returns when the session ends', async ({
  page,
}) => {
  await page.clock.install();
  // Demo account of the municipality theme (hideProfile, hideLogOut); this test only logs it in.
  await logInWithDialog(page, 'inkoop@rivierstad.example', 'Rivierstad-2026');
  await expect(page).toHaveURL((url) => url.pathname === '/gemeente-rivierstad');
  await expect(page.getByTestId('site-logo')).toHaveAccessibleName('Gemeente Rivierstad');

  // The theme hides the profile.
  await page.goto('/gemeente-rivierstad?dlg=profiel');
  await expect(
    page
      .getByRole('dialog', { name: 'Mijn profiel' })
      .getByText('Uw profiel is in dit portaal niet beschikbaar.'),
  ).toBeVisible();

  // Content pages keep the customer's look while logged in ...
  const cartShown = cartAnswered(page);
  await page.goto('/wat-wij-doen');
  await expect(page.getByTestId('site-logo')).toHaveAccessibleName('Gemeente Rivierstad');
  expect((await cartShown).status()).toBe(200);
  const token = await storedToken(page);
  await page.request.post('/api/v3/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  // The notice's 3 s pass on the page's stopped clock (support/clock.ts), not in real time.
  await stopClock(page);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await runClockUntilVisible(page, page.getByRole('dialog', { name: 'Sessie verlopen' }));
  await page.clock.runFor(AUTO_CLOSE_MS.sessionNotice);
  await page.clock.resume();
  // ... and once logged out it is home with the default theme.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('site-logo')).toHaveAccessibleName('Drukwerk Direct');
});
