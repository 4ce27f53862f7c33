import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import {
  createValidatedAccount,
  forgetFailedLoads,
  PASSWORD,
  portalLink,
  storedToken,
  uniqueEmail,
  waitForMailTo,
} from './support/accounts';
import { expectVisibleFor, runClockUntilVisible, stopClock } from './support/clock';
import { expect, expectAccessible, presetConsent, test } from './support/fixtures';
import { receivedMails } from './support/mailbox';

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('sign up, confirm the address from the mail, log in, change the profile and log out', async ({
  page,
  consoleErrors,
}) => {
  // The whole journey, with the spec's auto-closes and two mails on the way.
  test.setTimeout(60_000);
  await page.clock.install();
  const email = uniqueEmail('journey');
  await page.goto('/?dlg=inschrijven');
  const signUp = page.getByRole('dialog', { name: 'Account aanmaken' });
  const submit = signUp.getByRole('button', { name: 'Account aanmaken' });
  await expect(submit).toBeDisabled();
  await signUp.getByLabel('E-mailadres').fill(email);
  await expect(signUp.getByText('Nog niet alle verplichte velden zijn (correct) ingevuld.')).toBeVisible();
  // The grey button is explained: the form names what it still needs.
  await expect(signUp.getByText('Nog nodig: Naam, Telefoonnummer, Wachtwoord.')).toBeVisible();
  await signUp.getByLabel('Naam').fill('Jet Journey');
  await signUp.getByLabel('Telefoonnummer').fill('06 12345678');
  await expect(signUp.getByText('Minimaal 12 karakters waarvan 1 hoofdletter en 1 cijfer')).toBeVisible();
  await signUp.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(PASSWORD);
  await expect(signUp.getByText('Nog niet alle verplichte velden zijn (correct) ingevuld.')).toBeHidden();
  // The dialog closes by itself after 6 s (AUTO_CLOSE_MS.signUp): measured on the page's stopped
  // clock, so the test need not wait for it in real time.
  await stopClock(page);
  await submit.click();
  const sent = signUp.getByText('Uw inschrijving is verzonden');
  await runClockUntilVisible(page, sent);
  await expectVisibleFor(page, sent, AUTO_CLOSE_MS.signUp);
  await expect(signUp).toBeHidden();

  const link = portalLink(await waitForMailTo(email, 'dlg=v'), 'v');
  await page.goto(link);
  const validation = page.getByRole('dialog', { name: 'E-mailadres bevestigen' });
  await expect(validation.getByText('Uw e-mailadres is bevestigd.')).toBeVisible();
  await validation.getByRole('button', { name: 'Doorgaan' }).click();

  const login = page.getByRole('dialog', { name: 'Inloggen' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('dlg') === 'inloggen' && !url.searchParams.has('k'),
  );
  // The address just confirmed is filled in.
  await expect(login.getByLabel('E-mailadres')).toHaveValue(email);
  await login.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(PASSWORD);
  // 'U bent ingelogd.' shows for half a second (AUTO_CLOSE_MS.loginSuccess): measured on the
  // page's stopped clock (support/clock.ts).
  await stopClock(page);
  await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await runClockUntilVisible(page, login.getByText('U bent ingelogd.'));
  await expectVisibleFor(page, login.getByText('U bent ingelogd.'), AUTO_CLOSE_MS.loginSuccess);
  await expect(login).toBeHidden();
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // A reload keeps the session (the refresh cookie brings a new token at start-up).
  await page.goto('/?dlg=profiel');
  const profile = page.getByRole('dialog', { name: 'Mijn profiel' });
  await expect(profile.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(profile.getByLabel('E-mailadres')).toHaveAttribute('readonly', '');
  await profile.getByLabel('Naam').fill('Jet Gewijzigd');
  await stopClock(page);
  await profile.getByRole('button', { name: 'Opslaan' }).click();
  // Shown for 1 s (AUTO_CLOSE_MS.profile), then the dialog closes.
  await runClockUntilVisible(page, profile.getByText('Uw profiel is opgeslagen'));
  await expectVisibleFor(page, profile.getByText('Uw profiel is opgeslagen'), AUTO_CLOSE_MS.profile);
  await expect(profile).toBeHidden();
  const account = await page.request.get('/api/v3/account', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await account.json()).name).toBe('Jet Gewijzigd');

  await page.goto('/?dlg=profiel');
  await expect(profile.getByLabel('Naam')).toHaveValue('Jet Gewijzigd');
  await profile.getByRole('button', { name: 'Uitloggen' }).click();
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Uitloggen' })).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  // The server session is gone too.
  const afterLogout = await page.request.get('/api/v3/auth/session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await afterLogout.json()).toEqual({ loggedIn: false });
  await page.goto('/?dlg=profiel');
  await expect(profile.getByText('Log in om uw profiel te bekijken.')).toBeVisible();

  // A second click on the used link says so clearly and offers to log in.
  await page.goto(link);
  await expect(validation.getByText('Deze link is al gebruikt')).toBeVisible();
  await validation.getByRole('button', { name: 'Inloggen' }).click();
  await expect(login).toBeVisible();
  forgetFailedLoads(consoleErrors, 409);
});

test('logging in before confirming the address offers the validation mail again', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('onbevestigd');
  const signUp = await page.request.post('/api/v3/auth/sign-up', {
    data: { email, name: 'Nog Niet', phone: '06 12345678', password: PASSWORD },
  });
  expect(signUp.status()).toBe(202);
  await waitForMailTo(email, 'dlg=v');

  await page.goto('/?dlg=inloggen');
  const login = page.getByRole('dialog', { name: 'Inloggen' });
  await login.getByLabel('E-mailadres').fill(email);
  await login.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(login.getByText('Uw e-mailadres is nog niet bevestigd.', { exact: false })).toBeVisible();
  // The refused login (403) is expected; the browser logs it as a failed load.
  forgetFailedLoads(consoleErrors, 403);
  await login.getByRole('button', { name: 'Bevestigingsmail opnieuw versturen' }).click();
  await expect(login.getByText(`opnieuw verstuurd naar ${email}`, { exact: false })).toBeVisible();
  await expect
    .poll(async () => (await receivedMails()).filter((mail) => mail.to.includes(email)).length)
    .toBe(2);
});

test('forgot password: the mail leads to a new password that logs in', async ({ page, consoleErrors }) => {
  await page.clock.install();
  const email = uniqueEmail('forgot');
  await createValidatedAccount(page.request, email);

  await page.goto('/?dlg=inloggen');
  const login = page.getByRole('dialog', { name: 'Inloggen' });
  await login.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Wachtwoord vergeten' });
  await forgot.getByLabel('E-mailadres').fill(email);
  await forgot.getByRole('button', { name: 'Instructies versturen' }).click();
  await expect(
    forgot.getByText(
      'Als er een account bij dit e-mailadres hoort, ontvangt u binnen enkele minuten een e-mail',
    ),
  ).toBeVisible();

  await page.goto(portalLink(await waitForMailTo(email, 'dlg=resetPw'), 'resetPw'));
  const reset = page.getByRole('dialog', { name: 'Nieuw wachtwoord' });
  await expect(reset).toContainText(email);
  const newPassword = 'Nieuw-Wachtwoord-2027';
  await reset.getByLabel('Nieuw wachtwoord').fill(newPassword);
  const save = reset.getByRole('button', { name: 'Wachtwoord opslaan' });
  // From here on the page's time moves only when the test says so (support/clock.ts).
  await stopClock(page);
  await save.click();
  await expect(save).toBeDisabled();
  const saved = reset.getByText('Uw nieuwe wachtwoord is opgeslagen.');
  await runClockUntilVisible(page, saved);

  // After 2 s (AUTO_CLOSE_MS.resetSuccess) the login dialog follows, with the address filled in.
  await expectVisibleFor(page, saved, AUTO_CLOSE_MS.resetSuccess);
  await expect(login).toBeVisible();
  await expect(login.getByLabel('E-mailadres')).toHaveValue(email);
  await login.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(login.getByText('Inloggen mislukt')).toBeVisible();
  await expect(login.getByText('de combinatie van e-mailadres en wachtwoord is onjuist;')).toBeVisible();
  await login.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(login).toBeHidden();
  expect(await storedToken(page)).toBeTruthy();
  forgetFailedLoads(consoleErrors, 401);
});

test('an expired or unknown validation link offers a new registration', async ({ page, consoleErrors }) => {
  await page.goto(`/?dlg=v&k=${'0'.repeat(43)}`);
  const validation = page.getByRole('dialog', { name: 'E-mailadres bevestigen' });
  await expect(validation.getByText('Deze link is verlopen of ongeldig.')).toBeVisible();
  await validation.getByRole('button', { name: 'Nieuwe registratie' }).click();
  await expect(page.getByRole('dialog', { name: 'Account aanmaken' })).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('dlg') === 'inschrijven' && !url.searchParams.has('k'),
  );
  forgetFailedLoads(consoleErrors, 410);
});

test('a restricted e-mail domain blocks sign-up and shows where to go instead', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v3/auth/domain-check')) checks.push(request.postData() ?? '');
  });
  await page.goto('/?dlg=inschrijven');
  const signUp = page.getByRole('dialog', { name: 'Account aanmaken' });
  await signUp.getByLabel('Naam').fill('Iemand van Concern');
  await signUp.getByLabel('Telefoonnummer').fill('010 1234567');
  await signUp.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(PASSWORD);
  await signUp.getByLabel('E-mailadres').pressSequentially('iemand@concern-demo.example', { delay: 30 });

  const notice = signUp.locator('[data-notice="domain-restriction"]');
  await expect(notice).toContainText('Gebruik het portaal van uw organisatie');
  await expect(notice).toContainText(
    'Medewerkers van Concern Demo bestellen drukwerk via het eigen inkoopportaal',
  );
  const button = notice.getByRole('link', { name: /Naar het inkoopportaal/ });
  await expect(button).toHaveAttribute('href', 'https://inkoop.concern-demo.example/');
  await expect(button).toHaveAttribute('target', '_blank');
  const submit = signUp.getByRole('button', { name: 'Account aanmaken' });
  await expect(submit).toBeDisabled();
  // Typing is checked once it pauses, not per key.
  expect(checks.length).toBeLessThanOrEqual(2);
  await expectAccessible(page);

  await signUp.getByLabel('E-mailadres').fill('iemand@elders-e2e.example');
  await expect(notice).toBeHidden();
  await expect(submit).toBeEnabled();
});
