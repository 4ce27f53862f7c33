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

/**
 * axe-core's serious and critical findings on the current page.
 *
 * Legacy mode runs axe once inside the page. The default gathers partial results per frame and
 * then opens a second, blank page to merge them, injecting axe (half a megabyte) a second time:
 * on a busy two-core machine that second half took as long as the scan itself (about 14 s of
 * a 34 s scan in one trace) and let scans run past the test's timeout. The portal's pages have
 * no cross-origin frames, the one case legacy mode cannot scan.
 */
export async function seriousAccessibilityViolations(page: Page, options: { only?: string } = {}) {
  // `only` scans one part, e.g. an open dialog: the page under a modal's dimmed overlay is out
  // of use then, and axe would judge its colours against the overlay.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (options.only) builder.include(options.only);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Accepts or refuses cookies up front so the consent dialog does not cover the page under test. */
export async function presetConsent(page: Page, value: 'allowed' | 'denied' = 'denied') {
  await page.context().addCookies([{ name: 'cookie_consent', value, url: E2E_BASE_URL, sameSite: 'Strict' }]);
}
