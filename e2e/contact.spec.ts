import type { Page } from '@playwright/test';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { CLOCK_STEP_MS, runClockUntilVisible, stopClock } from './support/clock';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

const REQUIRED = 'Dit veld is verplicht.';

function form(page: Page) {
  const section = page.getByRole('form', { name: 'Stuur ons een bericht' });
  return {
    section,
    name: section.getByRole('textbox', { name: 'Naam' }),
    email: section.getByRole('textbox', { name: 'E-mailadres' }),
    message: section.getByRole('textbox', { name: 'Uw bericht' }),
    submit: section.getByRole('button', { name: 'Bericht verzenden' }),
  };
}

/** Counts calls to the mail endpoint, to prove that an invalid form sends nothing. */
function countMailRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v3/mail') count += 1;
  });
  return () => count;
}

/** The text of a raw mail with its quoted-printable soft line breaks and escapes undone. */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  const escaped = body
    .replace(/=\r?\n/g, '')
    .replaceAll('%', '%25')
    .replace(/=([0-9A-F]{2})/g, '%$1');
  return decodeURIComponent(escaped);
}

/** Chromium logs every failed fetch as a console error; a test that causes one on purpose takes it off the list. */
function expectAndForgetFailedLoad(consoleErrors: string[], status: string) {
  const index = consoleErrors.findIndex(
    (text) => text.includes('Failed to load resource') && text.includes(status),
  );
  expect(index, `console error for ${status}`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('the contact form delivers a real mail, says so, and empties itself after 1.5 s', async ({ page }) => {
  const unique = `A0-vraag-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const sender = `anna.${unique.toLowerCase()}@example.org`;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the real request a moment so the disabled button can be seen.
  await page.route('**/api/v3/mail', async (route) => {
    await released;
    await route.continue();
  });

  await page.clock.install();
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact | Drukwerk Direct');
  // The provider's locations and company numbers come from the configuration.
  const locations = page.getByRole('region', { name: 'Onze locaties' });
  await expect(locations.getByRole('listitem')).toHaveCount(5);
  await expect(locations.getByRole('listitem').first()).toContainText('Printweg 12');
  await expect(locations).toContainText('KvK 12345678 · btw NL001234567B01');
  const { name, email, message, submit } = form(page);
  await name.fill('Anna de Vries');
  await email.fill(sender);
  await message.fill(`Kunnen jullie ook op A0 printen? ${unique}`);
  await submit.click();

  await expect(submit).toBeDisabled();
  // From here on the page's time moves only when the test says so (support/clock.ts).
  await stopClock(page);
  release();

  const confirmation = page.getByRole('status').filter({ hasText: 'Uw bericht is verzonden.' });
  await runClockUntilVisible(page, confirmation);
  await expect(confirmation).toBeFocused();
  // AUTO_CLOSE_MS.contact: the form empties itself 1.5 s after the confirmation, not before.
  await page.clock.runFor(AUTO_CLOSE_MS.contact - 2 * CLOCK_STEP_MS);
  await expect(name).toHaveValue('Anna de Vries');
  await expect(submit).toBeDisabled();
  await page.clock.runFor(2 * CLOCK_STEP_MS);
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect(submit).toBeEnabled();
  // The confirmation stays until the visitor starts a new message.
  await expect(confirmation).toBeVisible();
  await name.fill('B');
  await expect(confirmation).toBeHidden();

  const mail = await waitForMail(unique);
  expect(mail.to).toEqual(['info@drukwerkdirect.example']);
  const text = decodedBody(mail.raw);
  expect(text).toContain(`Kunnen jullie ook op A0 printen? ${unique}`);
  expect(text).toContain(`Van: Anna de Vries <${sender}>`);
  expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${sender.replaceAll('.', '\\.')}\\r?$`, 'im'));
  expect(mail.raw).toMatch(/^Subject: .*Contactformulier/im);
  expect(text).toContain('Bericht via het contactformulier');
});

test('empty, invalid and too long fields are refused in the browser and nothing is sent', async ({
  page,
}) => {
  const mailRequests = countMailRequests(page);
  await page.goto('/contact');
  const { section, name, email, message, submit } = form(page);

  await submit.click();
  await expect(section.getByText(REQUIRED)).toHaveCount(3);
  await expect(name).toBeFocused();
  for (const field of [name, email, message]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(REQUIRED.replace('.', '\\.')));
  }
  await expectAccessible(page);

  await name.fill('Anna de Vries');
  await email.fill('geen-e-mailadres');
  await message.fill('Een vraag.');
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in\./);
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await expect(section.getByText(REQUIRED)).toHaveCount(0);

  await name.fill('x'.repeat(129));
  await email.fill('anna@example.org');
  await submit.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Maximaal 128 karakters.');
  await expect(email).toHaveAttribute('aria-invalid', 'false');

  // 128 characters is allowed.
  await name.fill('x'.repeat(128));
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  expect(mailRequests()).toBe(0);
});

test('a failed send shows the spec text and a rate limit shows the server message', async ({
  page,
  consoleErrors,
}) => {
  let answer: 'abort' | 'rateLimited' = 'abort';
  await page.route('**/api/v3/mail', async (route) => {
    if (answer === 'abort') return route.abort('connectionfailed');
    return route.fulfill({
      status: 429,
      json: {
        error: 'RATE_LIMITED',
        message: 'U heeft dit te vaak geprobeerd. Wacht even en probeer het dan opnieuw.',
      },
    });
  });
  await page.goto('/contact');
  const { name, email, message, submit } = form(page);
  await name.fill('Anna de Vries');
  await email.fill('anna@example.org');
  await message.fill('Een vraag.');

  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Er is een fout opgetreden bij het verzenden van uw bericht, probeer het later nogmaals.',
  );
  await expect(name).toHaveValue('Anna de Vries');
  expectAndForgetFailedLoad(consoleErrors, 'ERR_');

  answer = 'rateLimited';
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'U heeft dit te vaak geprobeerd. Wacht even en probeer het dan opnieuw.',
  );
  await expect(submit).toBeEnabled();
  expectAndForgetFailedLoad(consoleErrors, '429');
});
