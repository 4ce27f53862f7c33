import { expect, expectAccessible, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/ports';

// No presetConsent here: these tests are about the consent question itself.

const NINETY_DAYS_SECONDS = 90 * 24 * 60 * 60;

test('the consent bar asks while no choice is stored and leaves the page usable', async ({
  page,
  context,
}) => {
  test.slow(); // axe over the whole page
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Cookies' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Alle cookies toestaan' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Alleen noodzakelijke cookies' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Lees ons cookiebeleid' })).toHaveAttribute(
    'href',
    '/cookiebeleid',
  );

  // The page works while it asks: the menu opens, nothing is behind a blocking layer.
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Escape is for the menu, not a choice: the question stays until it is answered.
  await expect(bar).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cookie_consent');
  await expectAccessible(page);
});

test("'allowed' stores the choice for 90 days, strict, and loads no tag manager without an id", async ({
  page,
  context,
  request,
}) => {
  // The test stack runs without TAG_MANAGER_ID.
  const site = await (await request.get('/api/v3/site')).json();
  expect(site.tagManagerId).toBeNull();
  const tagManagerRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('googletagmanager.com')) tagManagerRequests.push(sent.url());
  });

  await page.goto('/');
  const dialog = page.getByRole('region', { name: 'Cookies' });
  await dialog.getByRole('button', { name: 'Alle cookies toestaan' }).click();
  await expect(dialog).toBeHidden();

  const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent');
  expect(consent?.value).toBe('allowed');
  expect(consent?.sameSite).toBe('Strict');
  expect(consent?.path).toBe('/');
  // Secure only over https; the test stack is plain http.
  expect(consent?.secure).toBe(false);
  const lifetime = (consent?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(NINETY_DAYS_SECONDS - 120);
  expect(lifetime).toBeLessThanOrEqual(NINETY_DAYS_SECONDS + 5);

  await page.reload();
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(tagManagerRequests).toEqual([]);
});

test("'denied' removes every cookie but the session, upload-session and consent cookies", async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', url: E2E_BASE_URL },
    { name: 'tracking', value: 'yes', url: E2E_BASE_URL },
    { name: 'session', value: 'session-123', url: E2E_BASE_URL, sameSite: 'Lax' },
    // Not httpOnly here (the server sets it so): page scripts could remove it, so the test shows
    // that the consent code keeps it on purpose.
    { name: 'upload_session', value: 'upload-456', url: E2E_BASE_URL, sameSite: 'Lax' },
  ]);

  await page.goto('/');
  const dialog = page.getByRole('region', { name: 'Cookies' });
  await dialog.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
  await expect(dialog).toBeHidden();

  const names = async () => (await context.cookies()).map((cookie) => cookie.name).sort();
  await expect.poll(names).toEqual(['cookie_consent', 'session', 'upload_session']);
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent');
  expect(consent?.value).toBe('denied');

  // A cookie that turns up later is removed on the next visit as well.
  await context.addCookies([{ name: '_gid', value: 'late', url: E2E_BASE_URL }]);
  await page.reload();
  await expect(page.locator('#main')).toBeVisible();
  await expect.poll(names).toEqual(['cookie_consent', 'session', 'upload_session']);
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
});
