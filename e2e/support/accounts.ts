import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { type ReceivedMail, receivedMails } from './mailbox';

export const PASSWORD = 'Sterk-Wachtwoord-2026';

/**
 * The browser-wide login marker (LOGIN_MARKER_KEY of the web app's session store): `in:…` while
 * the browser holds a login, `out:<reason>` after it ended. The token itself lives only in the
 * page's memory and the login in an httpOnly cookie (decision 0035).
 */
const LOGIN_MARKER_KEY = 'portal.login';

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
  await expect.poll(() => loginMarker(page)).toMatch(/^in:/);
}

/**
 * Logs in through the API, which puts the refresh cookie in the page's browser context (the
 * page's request context shares its cookies), and tells the portal that this browser holds a
 * login, then opens `path`: the portal restores the login at start as after a reload. For tests
 * about what a logged-in user does, not about logging in. The marker is planted once per tab.
 */
export async function logInThroughApi(page: Page, email: string, password = PASSWORD, path = '/') {
  const response = await page.request.post('/api/v3/auth/login', { data: { username: email, password } });
  expect(response.status(), 'login through the API').toBe(200);
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('e2e.login-planted')) return;
    sessionStorage.setItem('e2e.login-planted', '1');
    localStorage.setItem(key, 'in:e2e');
  }, LOGIN_MARKER_KEY);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menu openen' })).toBeVisible();
  await expect.poll(() => loginMarker(page)).toBe('in:e2e');
}

/**
 * A bearer token for the login the page's browser holds, or null when it holds none: asked with
 * its refresh cookie, as another tab of the same browser would (the cookie is rotated for the
 * whole browser context). Every token of one login names the same server session.
 */
export async function storedToken(page: Page): Promise<string | null> {
  const response = await page.request.post('/api/v3/auth/refresh', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status(), 'refresh through the API').toBe(200);
  const body = (await response.json()) as { loggedIn: boolean; jwtToken?: string };
  return body.loggedIn ? (body.jwtToken ?? null) : null;
}

/** The portal's browser-wide login marker (see LOGIN_MARKER_KEY), or null before any login. */
export function loginMarker(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), LOGIN_MARKER_KEY);
}

/** What a browser keeps across a restart: its storage and only the cookies that have an expiry. */
export async function stateAfterBrowserRestart(context: BrowserContext) {
  const state = await context.storageState();
  return { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) };
}

/** Chromium logs every failed fetch as a console error; a test that causes one on purpose takes it off the list. */
export function forgetFailedLoads(consoleErrors: string[], status: number): void {
  const expected = (text: string) =>
    text.includes('Failed to load resource') && text.includes(`status of ${status}`);
  expect(consoleErrors.some(expected), `console error for ${status}`).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
}

/**
 * Resolves with the answer to the header's cart, the last call a logged-in page makes as it
 * loads; to be called before the page navigates. A test that ends the login waits for it first,
 * as a customer's page would have answered long before: a call still under way when the session
 * ends is answered 401, which the browser logs as an error.
 */
export function cartAnswered(page: Page) {
  return page.waitForResponse((response) =>
    /^\/api\/v3\/uploads\/[^/]+\/cart$/.test(new URL(response.url()).pathname),
  );
}
