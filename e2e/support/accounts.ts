import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ReceivedMail, receivedMails } from './mailbox';

export const PASSWORD = 'Sterk-Wachtwoord-2026';

/** Where the portal keeps its bearer token (TOKEN_STORAGE_KEY of the web app's session store). */
const TOKEN_KEY = 'portal.token';

let counter = 0;
/** A fresh address per call, so every test has its own account. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${tag}-${Date.now()}-${counter}-${random}@klant-e2e.example`;
}

/** The mail's text with quoted-printable undone: soft line breaks ('=\r\n') and =XX bytes. */
export function mailText(mail: ReceivedMail): string {
  const unfolded = mail.raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits for a mail to `address` whose text contains `needle`. */
export async function waitForMailTo(address: string, needle: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await receivedMails()).filter((mail) => mail.to.includes(address));
        text = mails.map(mailText).find((candidate) => candidate.includes(needle));
        return text !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${address} containing ${needle}` },
    )
    .toBe(true);
  return text!;
}

/** The path and query of the portal link in a mail, to open on the test's own origin. */
export function portalLink(text: string, dlg: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+/\\?dlg=${dlg}[^\\s]*`));
  expect(match, `a ?dlg=${dlg} link in the mail`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

/** Signs up and validates through the API: for tests about what comes after. */
export async function createValidatedAccount(request: APIRequestContext, email: string, name = 'Test Klant') {
  const signUp = await request.post('/api/v3/auth/sign-up', {
    data: { email, name, phone: '06 12345678', password: PASSWORD },
  });
  expect(signUp.status()).toBe(202);
  const link = portalLink(await waitForMailTo(email, 'dlg=v'), 'v');
  const hash = new URL(link, 'http://x').searchParams.get('k');
  const validated = await request.post('/api/v3/auth/validate-email', { data: { hash } });
  expect(validated.status()).toBe(200);
}

/**
 * Logs in through the login dialog and waits until it has closed with the session stored. (The
 * half-second 'U bent ingelogd.' on the way is checked in accounts.spec.ts on a stopped clock; a
 * busy machine can let it pass unseen in real time.)
 */
export async function logInWithDialog(page: Page, email: string, password = PASSWORD, path = '/') {
  await page.goto(`${path}?dlg=inloggen`);
  const dialog = page.getByRole('dialog', { name: 'Inloggen' });
  await dialog.getByLabel('E-mailadres').fill(email);
  await dialog.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => storedToken(page)).toBeTruthy();
}

/**
 * Logs in through the API and hands the token to the page as the portal keeps it (sessionStorage),
 * then opens `path`: for tests about what a logged-in user does, not about logging in. The token
 * is planted once per tab, so a later logout in the test stays a logout.
 */
export async function logInThroughApi(page: Page, email: string, password = PASSWORD, path = '/') {
  const response = await page.request.post('/api/v3/auth/login', { data: { username: email, password } });
  expect(response.status(), 'login through the API').toBe(200);
  const { jwtToken } = (await response.json()) as { jwtToken: string };
  await page.addInitScript(
    ([key, token]) => {
      if (sessionStorage.getItem('e2e.token-planted')) return;
      sessionStorage.setItem('e2e.token-planted', '1');
      sessionStorage.setItem(key, token);
    },
    [TOKEN_KEY, jwtToken] as const,
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menu openen' })).toBeVisible();
}

/** The bearer token of the page's session (kept in sessionStorage). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
}

/** Chromium logs every failed fetch as a console error; a test that causes one on purpose takes it off the list. */
export function forgetFailedLoads(consoleErrors: string[], status: number): void {
  const expected = (text: string) =>
    text.includes('Failed to load resource') && text.includes(`status of ${status}`);
  expect(consoleErrors.some(expected), `console error for ${status}`).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
}
