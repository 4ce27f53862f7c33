import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
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

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core's serious and critical findings on the current page.
 *
 * axe is put into the page once per document and stays there for the next scan until the page
 * navigates; @axe-core/playwright, used before, sent its half a megabyte two or three times per
 * scan and asked for every passing check as well, which made a scan take 1 to 4 s on the busy
 * two-core machine (decision 0057). Only the violations are collected in full: passes and the
 * rest are what axe's `resultTypes` lets it cut short. The portal's pages have no cross-origin
 * frames, the one case a scan inside the page alone cannot reach.
 */
export async function seriousAccessibilityViolations(page: Page, options: { only?: string } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // `only` scans one part, e.g. an open dialog: the page under a modal's dimmed overlay is out
  // of use then, and axe would judge its colours against the overlay.
  return page.evaluate(async (only) => {
    const scanner = (window as AxeWindow).axe;
    if (!scanner) throw new Error('axe-core is not in the page');
    const context = only ? { include: [only], exclude: [] } : document;
    const results = await scanner.run(context, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }, options.only ?? null);
}

/**
 * axe-core finds nothing serious or critical on the page (or the part `only` names) once the
 * page has settled. A scan can catch the page halfway through a change it is making anyway: a
 * resize or a fresh answer re-renders it a moment later (see expectNoSideScroll). So the scan is
 * repeated until it comes back clean; a real violation stays and fails with axe's findings.
 */
export async function expectAccessible(page: Page, options: { only?: string; label?: string } = {}) {
  // The first scan runs to its end, however long a busy machine makes it (a heavy page took over
  // the poll's 5 s, which failed with no finding to show); only a scan with findings is repeated.
  const first = await seriousAccessibilityViolations(page, { only: options.only });
  if (first.length === 0) return;
  await expect
    .poll(() => seriousAccessibilityViolations(page, { only: options.only }), {
      message: `axe-core's serious and critical findings${options.label ? ` (${options.label})` : ''}`,
    })
    .toEqual([]);
}

/**
 * Nothing on the page sticks out sideways at `width`. Waited for, not sampled: the home page
 * switches between its ring and its grid on a media query that React follows a render later, and
 * measured in between (after setViewportSize on a loaded machine), the ring's layout is 450 to
 * 510 px wide at 390 px. The user sees the layout after the switch; a page that keeps sticking
 * out fails with the widest element that does.
 */
export async function expectNoSideScroll(page: Page, width: number, label = `at ${width} px`) {
  const overflow = () =>
    page.evaluate((limit) => {
      if (document.documentElement.scrollWidth <= limit) return null;
      const widest = Array.from(document.body.querySelectorAll('*'))
        .map((element) => ({ element, right: Math.round(element.getBoundingClientRect().right) }))
        .filter(({ right }) => right > limit)
        .sort((a, b) => b.right - a.right)[0];
      const name = widest
        ? `${widest.element.tagName.toLowerCase()}.${Array.from(widest.element.classList).join('.')}`
        : '';
      return `${document.documentElement.scrollWidth} px wide; widest: ${name} to ${widest?.right} px`;
    }, width);
  await expect.poll(overflow, { message: `the page scrolls sideways ${label}` }).toBeNull();
}

/**
 * Accepts or refuses cookies up front so the consent dialog does not cover the page under test;
 * the print store's promo pop-up, the other thing that greets a first visit to the home page,
 * is turned off as well unless the test is about it (`promo: true`).
 */
export async function presetConsent(
  page: Page,
  value: 'allowed' | 'denied' = 'denied',
  { promo = false }: { promo?: boolean } = {},
) {
  await page.context().addCookies([{ name: 'cookie_consent', value, url: E2E_BASE_URL, sameSite: 'Strict' }]);
  if (!promo) await presetNoPromo(page);
}

/**
 * 'Niet meer tonen' on the print store's promo pop-up, said up front as a visitor says it once
 * (decision 0107): the browser's preferences (localStorage 'portal.preferences') get
 * showPrintStorePopUp = false before every page's scripts run, keeping whatever else is stored
 * there (the intro choices a test makes). A 'no' in this browser also holds for a user who logs
 * in here, so logged-in tests are spared it too.
 */
export async function presetNoPromo(page: Page) {
  await page.addInitScript(() => {
    const key = 'portal.preferences';
    let stored: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        stored = parsed as Record<string, unknown>;
    } catch {
      // Unreadable: start from nothing, as the app would.
    }
    window.localStorage.setItem(key, JSON.stringify({ ...stored, showPrintStorePopUp: false }));
  });
}
