import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';

/**
 * The print store's ads (issue 29 point 6; decision 0107) against the demo seed: the promo
 * pop-up on the home page once per browser session and never again after 'Niet meer tonen',
 * the bottom bar under the home page, axe-clean at 1280 and 390 px.
 */

const promo = (page: Page) => page.getByRole('dialog', { name: 'Stickers & borden' });
const bottomBar = (page: Page) => page.getByRole('list', { name: 'Stickers & borden uit de printwinkel' });

/** The promo's own call (6 products); the bottom bar asks for 20. */
const isPromoCall = (request: Request) =>
  request.url().includes('/api/v3/print-store/ad-products') &&
  new URL(request.url()).searchParams.get('max') === '6';

/** Opens the home page in a new tab (a new browser session) and counts the promo's calls. */
async function homeInNewTab(page: Page) {
  const tab = await page.context().newPage();
  const promoCalls: string[] = [];
  tab.on('request', (request) => {
    if (isPromoCall(request)) promoCalls.push(request.url());
  });
  await tab.goto('/');
  return { tab, promoCalls };
}

async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

test('the promo pop-up shows once per session, and never again after Niet meer tonen', async ({ page }) => {
  test.setTimeout(60_000);
  await presetConsent(page, 'denied', { promo: true });

  await test.step('a first visit to the home page gets the promo, with 6 products and their prices', async () => {
    await page.goto('/');
    await expect(promo(page)).toBeVisible();
    await expect(promo(page).getByText('Kant-en-klaar, snel bezorgd')).toBeVisible();
    const products = promo(page)
      .getByRole('list', { name: 'Producten uit de printwinkel' })
      .getByRole('link');
    await expect(products).toHaveCount(6);
    await expect(products.first()).toContainText(/v\.a\. € \d+,\d\d/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectAccessible(page, { only: '[role="dialog"]', label: `promo at ${width} px` });
      await screenshot(page, `promo-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('closed, it stays away for the rest of the session', async () => {
    await page.keyboard.press('Escape');
    await expect(promo(page)).toBeHidden();
    const promoCalls: string[] = [];
    page.on('request', (request) => {
      if (isPromoCall(request)) promoCalls.push(request.url());
    });
    await page.reload();
    await bottomBar(page).scrollIntoViewIfNeeded();
    await expect(bottomBar(page).getByRole('link')).toHaveCount(20);
    await expect(promo(page)).toHaveCount(0);
    expect(promoCalls).toEqual([]);
  });

  await test.step('the bottom bar under the home page is clean at both widths', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNoSideScroll(page, width, `home at ${width} px`);
      await expectAccessible(page, { label: `home at ${width} px` });
      await screenshot(page, `home-bottom-bar-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("a new session asks again; 'Niet meer tonen' ends it for good", async () => {
    const { tab } = await homeInNewTab(page);
    await expect(promo(tab)).toBeVisible();
    await promo(tab).getByRole('button', { name: 'Niet meer tonen' }).click();
    await expect(promo(tab)).toBeHidden();
    await tab.close();
    const again = await homeInNewTab(page);
    await expect(bottomBar(again.tab).getByRole('link')).toHaveCount(20);
    await expect(promo(again.tab)).toHaveCount(0);
    expect(again.promoCalls).toEqual([]);
  });

  await test.step('a product of the bottom bar opens its page with its price', async () => {
    const link = bottomBar(page).getByRole('link').first();
    const name = (await link.locator('.ad-card__name').textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('store-unit-price')).toBeVisible();
  });
});
