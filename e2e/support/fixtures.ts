import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './ports';

/**
 * Every page in these tests fails on a console error or an uncaught exception, since a
 * customer would meet the same broken page.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core's serious and critical findings on the current page. */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Accepts or refuses cookies up front so the consent dialog does not cover the page under test. */
export async function presetConsent(page: Page, value: 'allowed' | 'denied' = 'denied') {
  await page.context().addCookies([{ name: 'cookie_consent', value, url: E2E_BASE_URL, sameSite: 'Strict' }]);
}
