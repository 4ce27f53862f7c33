import type { Page } from '@playwright/test';
import { content } from '@portal/shared/i18n/nl/content';
import { type ContentRouteName, contentRoutes } from '@portal/shared/routes';
import { expect, expectAccessible, expectNoSideScroll, presetConsent, test } from './support/fixtures';

const BRAND = 'Drukwerk Direct';
const SLUG = 'drukwerkdirect';

const pages = (Object.entries(contentRoutes) as [ContentRouteName, string][]).map(([name, pattern]) => ({
  name,
  path: pattern.replaceAll('{brand}', SLUG),
}));

/**
 * The API viewer (Scalar, with Vue) is the app's largest chunk, fetched and parsed only on the API
 * page: on a busy two-core machine that alone can take longer than the usual 5 s.
 */
const VIEWER_LOAD = { timeout: 15_000 };

/** The catalogue text as the visitor reads it, placeholders filled from GET /api/v3/site. */
async function filled(page: Page, text: string): Promise<string> {
  const site = (await (await page.request.get('/api/v3/site')).json()) as {
    support: { email: string; phone: string };
  };
  return text
    .replaceAll('{{brand}}', BRAND)
    .replaceAll('{{supportEmail}}', site.support.email)
    .replaceAll('{{supportPhone}}', site.support.phone);
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

// Titles, descriptions and texts per page are checked without a browser
// (apps/web/src/app/content-pages-meta.test.tsx); here each address is opened as a visitor would.
test('every content page opens at its own address with its h1, canonical link and breadcrumb', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000); // 17 pages, each loaded from the address bar
  for (const { name, path } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      await filled(page, content[name].heading),
    );
    await expect(page).toHaveTitle(new RegExp(BRAND));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(
      page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Startpagina' }),
    ).toHaveAttribute('href', '/');
  }
});

test('the careers page leads to both vacancies, and their breadcrumbs lead back', async ({ page }) => {
  await page.goto(`/werken-bij-${SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Bekijk de vacature: Vacature printoperator' }).click();
  await expect(page).toHaveURL(new RegExp(`/werken-bij-${SLUG}/printoperator$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacature printoperator');
  await expect(page).toHaveTitle(`Vacature printoperator | ${BRAND}`);

  await page
    .getByRole('navigation', { name: 'Kruimelpad' })
    .getByRole('link', { name: `Werken bij ${BRAND}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/werken-bij-${SLUG}$`));
  await page.getByRole('link', { name: 'Bekijk de vacature: Vacature chauffeur' }).click();
  await expect(page).toHaveURL(new RegExp(`/werken-bij-${SLUG}/chauffeur$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacature chauffeur');
});

test('the footer links every content page in three groups and shows the support contact, and its links land at the top of the new page', async ({
  page,
}) => {
  await page.goto('/privacyverklaring');
  const footer = page.getByRole('contentinfo');
  const group = (name: string) => footer.getByRole('navigation', { name });
  await expect(group('Diensten').getByRole('link')).toHaveText([
    'Wat wij doen',
    'Print uitbesteden',
    'Print aanbesteden',
    'Secured printing',
    'Digitaliseren',
    'Hoe doen wij dat',
    'Duurzaam printen',
  ]);
  await expect(group('Over ons').getByRole('link')).toHaveText([
    `Over ${BRAND}`,
    `Werken bij ${BRAND}`,
    'Veelgestelde vragen',
    'Contact',
    `${BRAND} API`,
  ]);
  await expect(group('Juridisch').getByRole('link')).toHaveText([
    'Leveringsvoorwaarden',
    'Cookiebeleid',
    'Privacyverklaring',
  ]);
  const hrefs = await footer
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(
    new Set(
      pages.filter(({ name }) => !name.startsWith('careers') || name === 'careers').map(({ path }) => path),
    ),
  );
  const site = (await (await page.request.get('/api/v3/site')).json()) as { support: { email: string } };
  await expect(footer.getByRole('link', { name: site.support.email })).toHaveAttribute(
    'href',
    `mailto:${site.support.email}`,
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${BRAND}`);

  // A footer link, followed from far down the page, lands at the top of the new page.
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footer.getByRole('link', { name: 'Leveringsvoorwaarden' }).click();
  await expect(page).toHaveURL(/\/leveringsvoorwaarden$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leveringsvoorwaarden');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(`Leveringsvoorwaarden | ${BRAND}`);
});

// One load of the heaviest page (Scalar's viewer) per journey, with its accessibility scan in it:
// a separate test that loaded it again and scanned two pages ran past 30 s on a busy machine.
test('the API page renders the OpenAPI document grouped by tag, accessibly', async ({ page }) => {
  // A screen tall enough to show the reference at load, as a large desktop's does: the viewer
  // waits for the reader's 'Referentie tonen' (decision 0138). No scroll happens before the click,
  // so the scroll's own way in (the tests below) does not race it.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(`/${SLUG}-api`);
  const reference = page.getByRole('region', { name: 'Referentie' });
  await expect(
    reference.getByText('Elk endpoint met zijn velden, antwoorden en foutcodes.'),
  ).toBeInViewport();
  await reference.getByRole('button', { name: 'Referentie tonen' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(reference.getByRole('heading', { name: 'Systeem', level: 2 })).toBeVisible(VIEWER_LOAD);
  await expectAccessible(page);
  // Other features add their own groups; these are in the document from the start, by their Dutch names.
  await expect(reference.getByRole('heading', { level: 2 })).toContainText([
    'Accounts en inloggen',
    'Uploaden en analyse',
    "Thema's",
    'Berichten (post-its)',
    'Mail',
    'Systeem',
  ]);
  await expect(reference.getByRole('link', { name: 'OpenAPI-document (JSON)' })).toHaveAttribute(
    'href',
    '/api/v3/openapi.json',
  );

  // An endpoint in a group's list leads to its operation: the contract's Dutch summary, the
  // body's fields with their limits and every answer with its stable error code.
  const mailEndpoints = reference.getByRole('list', { name: 'Endpoints van Mail' });
  await mailEndpoints.getByText('/api/v3/mail', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}-api#tag/mail/POST/api/v3/mail$`));
  const mail = reference.getByRole('region', { name: /^Verstuurt een bericht van het contactformulier/ });
  await expect(mail).toBeInViewport();
  await expect(mail.getByRole('group', { name: 'Verzoek (body)' })).toContainText('max length: 5000');
  await expect(mail.getByRole('list', { name: 'Antwoorden' }).getByRole('listitem')).toContainText([
    '202',
    'UNKNOWN_RECIPIENT: Deze ontvanger is onbekend.',
    'PAYLOAD_TOO_LARGE: Het verzoek is te groot.',
    'RATE_LIMITED',
  ]);
});

test('the API page says so while loading and when the document cannot be read', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answerBroken = true;
  await page.route('**/api/v3/openapi.json', async (route) => {
    await released;
    if (answerBroken) await route.fulfill({ json: { error: 'not an OpenAPI document' } });
    else await route.continue();
  });

  await page.goto(`/${SLUG}-api`);
  const reference = page.getByRole('region', { name: 'Referentie' });
  // Below the introduction on this screen: scrolled to, it comes (decisions 0117 and 0138).
  await reference.scrollIntoViewIfNeeded();
  await expect(reference.getByRole('status')).toHaveText('De API-beschrijving wordt geladen…');
  release();
  await expect(reference.getByRole('alert')).toContainText(
    'De API-beschrijving kon niet worden geladen. Probeer het later nogmaals.',
  );

  answerBroken = false;
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(reference.getByRole('heading', { name: 'Mail', level: 2 })).toBeVisible(VIEWER_LOAD);
});

test('content and API pages fit a 390 px wide phone without sideways scrolling, accessibly', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/leveringsvoorwaarden', `/${SLUG}-api`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.endsWith('-api')) {
      await page.getByRole('region', { name: 'Referentie' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: 'Systeem', level: 2 })).toBeVisible(VIEWER_LOAD);
      // On a phone the viewer shows its search box, whose placeholder was too pale (issue 29).
      await expectAccessible(page, { label: `${path} at 390 px` });
    }
    await expectNoSideScroll(page, 390, path);
  }
});
