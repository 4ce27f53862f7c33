import type { Page } from '@playwright/test';
import { content } from '@portal/shared/i18n/nl/content';
import { type ContentRouteName, contentRoutes } from '@portal/shared/routes';
import { expect, presetConsent, seriousAccessibilityViolations, test } from './support/fixtures';

const BRAND = 'Drukwerk Direct';
const SLUG = 'drukwerkdirect';

const pages = (Object.entries(contentRoutes) as [ContentRouteName, string][]).map(([name, pattern]) => ({
  name,
  path: pattern.replaceAll('{brand}', SLUG),
}));

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

test('there are 17 content pages', () => {
  expect(pages).toHaveLength(17);
});

for (const { name, path } of pages) {
  test(`${path} has its own title, h1, description and canonical link`, async ({ page, baseURL }) => {
    const texts = content[name];
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await filled(page, texts.heading));
    await expect(page).toHaveTitle(await filled(page, texts.title));
    expect(await page.title()).toContain(BRAND);
    await expect(
      page.locator(`meta[name="description"][content="${await filled(page, texts.description)}"]`),
    ).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    if (name === 'api') await expect(page.getByText('/api/v3/mail', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain('{{');
    await expect(
      page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
  });
}

test('the careers page leads to both vacancies, and their breadcrumbs lead back', async ({ page }) => {
  await page.goto(`/werken-bij-${SLUG}`);
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

test('the footer links every content page in three groups and shows the support contact', async ({
  page,
}) => {
  await page.goto('/wat-wij-doen');
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
});

test('navigating from the footer lands at the top of the new page', async ({ page }) => {
  await page.goto('/privacyverklaring');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await footer.getByRole('link', { name: 'Leveringsvoorwaarden' }).click();
  await expect(page).toHaveURL(/\/leveringsvoorwaarden$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leveringsvoorwaarden');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(`Leveringsvoorwaarden | ${BRAND}`);
});

test('the API page renders the OpenAPI document grouped by tag', async ({ page }) => {
  await page.goto(`/${SLUG}-api`);
  const mail = page.locator('article#post-api-v3-mail');
  await expect(mail.getByRole('heading', { level: 4 })).toHaveText('POST /api/v3/mail');
  await expect(mail).toContainText('Verzoek (body)');
  await expect(mail.getByRole('cell', { name: 'userInfo.email' })).toBeVisible();
  await expect(mail.getByRole('listitem')).toContainText([
    '202 Geaccepteerd',
    '400',
    '413',
    '429 Te veel verzoeken',
  ]);

  const theme = page.locator('article#get-api-v3-themes-name');
  await expect(theme.getByText('/api/v3/themes/{name}', { exact: true })).toBeVisible();
  await expect(theme.getByRole('row', { name: /name pad string ja/ })).toBeVisible();

  const reference = page.getByRole('region', { name: 'Referentie' });
  // Other features add their own groups; these are in the document from the start.
  await expect(reference.getByRole('heading', { level: 3 })).toContainText([
    'Systeem',
    "Thema's",
    'Berichten (post-its)',
    'E-mail',
  ]);
  await expect(reference.getByRole('link', { name: 'OpenAPI-document (JSON)' })).toHaveAttribute(
    'href',
    '/api/v3/openapi.json',
  );

  await page
    .getByRole('navigation', { name: 'Onderdelen' })
    .getByRole('link', { name: /E-mail/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}-api#api-mail$`));
  await expect(page.getByRole('heading', { name: 'E-mail', level: 3 })).toBeInViewport();
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
  await expect(reference.getByRole('status')).toHaveText('De API-beschrijving wordt geladen…');
  release();
  await expect(reference.getByRole('alert')).toContainText(
    'De API-beschrijving kon niet worden geladen. Probeer het later nogmaals.',
  );

  answerBroken = false;
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.locator('article#post-api-v3-mail')).toBeVisible();
});

test('a content page and the API page have no serious accessibility problems', async ({ page }) => {
  await page.goto(`/werken-bij-${SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto(`/${SLUG}-api`);
  await expect(page.locator('article#post-api-v3-mail')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('content and API pages fit a 390 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/leveringsvoorwaarden', `/${SLUG}-api`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.endsWith('-api')) await expect(page.locator('article#post-api-v3-mail')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
