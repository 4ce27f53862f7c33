import type { Page } from '@playwright/test';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { elementsPaintingImage } from './support/theme-image';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Wat wilt u doen?' });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`a customer theme brings its logo, colour, background image, menu and post-it, and no marketing (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
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
    expect(await elementsPaintingImage(page, 'rivierstad.svg')).toBe(1);
    await expectAccessible(page);

    // App routes keep the customer's theme in front.
    await menu(page).getByRole('button', { name: 'Kopiëren & scannen' }).click();
    await expect(page.getByRole('link', { name: 'Kopiëren' })).toHaveAttribute(
      'href',
      '/gemeente-rivierstad/kopieer-order/ophalen',
    );
  });
}

for (const name of ['inkoopportaal', 'hogeschool-demo']) {
  test(`customer theme ${name} shows its own menu without marketing`, async ({ page }) => {
    await page.goto(`/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Printen' })).toBeVisible();
    await expect(page.locator('#voor-wie')).toHaveCount(0);
    await expectAccessible(page);
  });
}

for (const path of ['/bestaat-niet', '/Geen_Thema!', '/bestaat-niet/contact']) {
  test(`${path} says the portal does not exist and leads to the public one`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Dit portaal bestaat niet' })).toBeVisible();
    await expect(page.getByText(/hoort niet bij een portaal van Drukwerk Direct/)).toBeVisible();
    await page.getByRole('link', { name: 'Naar het portaal van Drukwerk Direct' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeVisible();
    await expect(menu(page).getByRole('listitem')).toHaveCount(7);
    await expect(page.locator('#voor-wie')).toBeVisible();
  });
}

test("a content page under a customer's portal name works and keeps that portal's look", async ({ page }) => {
  await page.goto('/gemeente-rivierstad/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src*="gemeente-rivierstad"]')).toBeVisible();
  // Its colour, not its image: the image stays on the home screen, out from under the text.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(240, 247, 242)');
  expect(await elementsPaintingImage(page, 'rivierstad.svg')).toBe(0);
});
