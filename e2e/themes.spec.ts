import type { Page } from '@playwright/test';
import { expect, presetConsent, seriousAccessibilityViolations, test } from './support/fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Wat wilt u doen?' });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('a customer theme brings its logo, colour, menu and post-it, and no marketing', async ({ page }) => {
  await page.goto('/gemeente-rivierstad');

  await expect(page.getByRole('banner').locator('img[src*="gemeente-rivierstad"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
  // The theme's primary colour (#166534) on the globe's button.
  await expect(page.getByRole('button', { name: 'Kies bestanden' })).toHaveCSS(
    'background-color',
    'rgb(22, 101, 52)',
  );

  await expect(menu(page).getByRole('listitem')).toHaveCount(3);
  await expect(menu(page).getByRole('button', { name: 'Printen' })).toHaveCSS(
    'background-color',
    'rgb(22, 101, 52)',
  );
  await expect(page.getByRole('complementary', { name: 'Mededelingen' })).toContainText(
    'Welkom in het printportaal van Gemeente Rivierstad',
  );
  await expect(page.locator('#voor-wie')).toHaveCount(0);

  // App routes keep the customer's theme in front.
  await menu(page).getByRole('button', { name: 'Kopiëren & scannen' }).click();
  await expect(page.getByRole('link', { name: 'Kopiëren' })).toHaveAttribute(
    'href',
    '/gemeente-rivierstad/kopieer-order/ophalen',
  );
});

for (const name of ['inkoopportaal', 'hogeschool-demo']) {
  test(`customer theme ${name} shows its own menu without marketing`, async ({ page }) => {
    await page.goto(`/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Printen' })).toBeVisible();
    await expect(page.locator('#voor-wie')).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}

for (const path of ['/bestaat-niet', '/Geen_Thema!']) {
  test(`${path} falls back to the default theme`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
    await expect(menu(page).getByRole('listitem')).toHaveCount(7);
    await expect(page.locator('#voor-wie')).toBeVisible();
    await expect(page.getByText(/rond de feestdagen/)).toBeVisible();
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`a customer theme home page has no serious accessibility problems (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/gemeente-rivierstad');
    await expect(menu(page).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('complementary', { name: 'Mededelingen' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}
