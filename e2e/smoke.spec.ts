import { expect, presetConsent, test } from './support/fixtures';

test('the home page renders for the default theme', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
