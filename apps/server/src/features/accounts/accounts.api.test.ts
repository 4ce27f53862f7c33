import { loginResponseSchema, userSchema } from '@portal/shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDomainRestriction, aProposition, aTheme, aUser } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { LOGIN_THROTTLE, loginDelayMs } from './account-limits';
import { RESET_TTL_MS, VALIDATION_TTL_MS } from './account-mails';
import { SESSION_TTL_MS } from './sessions.service';

/** The provider's own office, exempt from the per-IP limits (RATE_LIMIT_ALLOW_LIST). */
const OFFICE_IP = '192.0.2.10';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const clock = mutableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: {
      MAIL_RECIPIENTS: 'contact=info@provider.example,termination=opzeggen@provider.example',
      RATE_LIMIT_ALLOW_LIST: `${OFFICE_IP}, 2001:db8::1`,
    },
    deps: { clock },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

let counter = 0;
const uniqueEmail = () => `gebruiker${++counter}-${Date.now()}@klant-test.example`;
const password = 'Sterk-Wachtwoord-1';

/** Each call comes from its own address, so the per-IP limits only bite in the test about them. */
let lastOctet = 0;
const nextIp = () => `10.9.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

const post = (url: string, payload: unknown, token?: string, remoteAddress = nextIp()) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress,
  });
const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The newest mail to an address, from the outbox. */
async function lastMailTo(email: string) {
  const mails = await app.services.mail.latest(200);
  return mails.find((mail) => mail.recipient === email);
}
const linkParam = (text: string, name: string) =>
  new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get(name)!;

async function signUpAndValidate(email = uniqueEmail()) {
  const signUp = await post('/api/v3/auth/sign-up', {
    email,
    name: 'Test Klant',
    phone: '06 12345678',
    password,
  });
  expect(signUp.statusCode).toBe(202);
  const mail = await lastMailTo(email);
  const hash = linkParam(mail!.text, 'k');
  expect((await post('/api/v3/auth/validate-email', { hash })).statusCode).toBe(200);
  return email;
}

async function login(email: string, pass = password) {
  const response = await post('/api/v3/auth/login', { username: email, password: pass });
  expect(response.statusCode).toBe(200);
  return loginResponseSchema.parse(response.json());
}

describe('sign-up and e-mail validation', () => {
  it('mails a validation link /?dlg=v&k=… and the account can log in after validating', async () => {
    const email = uniqueEmail();
    const response = await post('/api/v3/auth/sign-up', {
      email,
      name: 'Anna',
      phone: '+31 6 1234 5678',
      password,
    });
    expect(response.statusCode).toBe(202);
    const mail = await lastMailTo(email);
    expect(mail?.text).toMatch(/\/\?dlg=v&k=[A-Za-z0-9_-]{43}/);

    // With the right password the not yet confirmed address is named, and nothing else.
    const before = await post('/api/v3/auth/login', { username: email, password });
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toBe('EMAIL_NOT_VALIDATED');
    const wrong = await post('/api/v3/auth/login', { username: email, password: 'Fout-Wachtwoord-9' });
    expect(wrong.json().error).toBe('LOGIN_FAILED');

    const hash = linkParam(mail!.text, 'k');
    // The confirmed address comes back, for the login that follows.
    expect((await post('/api/v3/auth/validate-email', { hash })).json()).toEqual({
      status: 'validated',
      email,
    });
    const user = await login(email);
    expect(user).toMatchObject({ email, name: 'Anna', loggedIn: true, securityLevel: 1, isStaff: false });
    // New accounts unpack zips on upload until they say otherwise.
    expect(user.unzipOnUpload).toBe(true);
  });

  it('says clearly when a validation link was already used', async () => {
    const email = uniqueEmail();
    await post('/api/v3/auth/sign-up', { email, name: 'Bob', phone: '0612345678', password });
    const hash = linkParam((await lastMailTo(email))!.text, 'k');
    await post('/api/v3/auth/validate-email', { hash });
    const again = await post('/api/v3/auth/validate-email', { hash });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('LINK_ALREADY_USED');
  });

  it('expires a validation link after 48 hours', async () => {
    const email = uniqueEmail();
    await post('/api/v3/auth/sign-up', { email, name: 'Cor', phone: '0612345678', password });
    const hash = linkParam((await lastMailTo(email))!.text, 'k');
    clock.advance(VALIDATION_TTL_MS + 1000);
    const response = await post('/api/v3/auth/validate-email', { hash });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ error: 'LINK_EXPIRED' });
  });

  it('rejects an unknown validation hash', async () => {
    const response = await post('/api/v3/auth/validate-email', { hash: 'x'.repeat(43) });
    expect(response.statusCode).toBe(410);
  });

  it('answers a second sign-up for an existing account the same, and mails the owner instead', async () => {
    const email = await signUpAndValidate();
    const response = await post('/api/v3/auth/sign-up', {
      email,
      name: 'Indringer',
      phone: '0611111111',
      password,
    });
    expect(response.statusCode).toBe(202);
    expect((await lastMailTo(email))?.subject).toContain('Inschrijving');
    // The original password still works: nothing about the account changed.
    await login(email);
  });

  it('blocks sign-up and login for a restricted domain with its own message', async () => {
    const { domain } = await aDomainRestriction(database.db, {
      message: 'Medewerkers bestellen drukwerk via het eigen inkoopportaal.',
      btnLabel: 'Naar het inkoopportaal',
    });
    const check = await post('/api/v3/auth/domain-check', { email: `iemand@${domain}` });
    expect(check.json()).toMatchObject({
      restricted: true,
      allowRegistration: false,
      btnLabel: 'Naar het inkoopportaal',
    });
    const free = await post('/api/v3/auth/domain-check', { email: 'iemand@vrij.example' });
    expect(free.json()).toMatchObject({ restricted: false });

    const signUp = await post('/api/v3/auth/sign-up', {
      email: `iemand@${domain}`,
      name: 'X',
      phone: '0612345678',
      password,
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().error).toBe('DOMAIN_RESTRICTED');
    expect(signUp.json().message).toContain('inkoopportaal');
    const loginResponse = await post('/api/v3/auth/login', {
      username: `iemand@${domain}`,
      password,
    });
    expect(loginResponse.statusCode).toBe(403);
  });

  it.each([
    ['a short password', { password: 'Kort-1' }],
    ['a password without a digit', { password: 'Geen-Cijfer-Hier' }],
    ['a password without an uppercase letter', { password: 'geen-hoofdletter-1' }],
    ['a name over 40 characters', { name: 'x'.repeat(41) }],
    ['HTML in the name', { name: '<img src=x onerror=alert(1)>' }],
    ['SQL in the name', { name: "x'); DROP TABLE users; --" }],
    ['a web address in the name', { name: 'Klik https://evil.example/claim' }],
    ['a bare domain in the name', { name: 'Prijs ophalen op bank-nl.com' }],
    ['a phone number with too few digits', { phone: '06 1234' }],
    ['letters in the phone number', { phone: '06-abc' }],
    ['a phone number over 20 characters', { phone: '0'.repeat(21) }],
    ['an invalid e-mail', { email: "' or 1=1 --" }],
    ['a wrong type', { name: 42 }],
  ])('rejects %s with 400 and stores nothing', async (_label, change) => {
    const email = uniqueEmail();
    const response = await post('/api/v3/auth/sign-up', {
      email,
      name: 'Goed',
      phone: '0612345678',
      password,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_ERROR');
    expect(await lastMailTo(email)).toBeUndefined();
    expect((await post('/api/v3/auth/forgot-password', { username: email })).json()).toEqual({
      result: 'sent',
    });
    expect((await lastMailTo(email))?.subject).toContain('Wachtwoord aanvraag');
  });

  it('greets without the name in mails when a stored name holds a web address', async () => {
    // Stored before names refused addresses: it must not reach a mail as a link.
    const user = await aUser(database.db, { name: 'Klik evil.example/claim' });
    await post('/api/v3/auth/forgot-password', { username: user.email });
    const mail = await lastMailTo(user.email);
    expect(mail?.text).toMatch(/^Beste klant,/);
    expect(mail?.text).not.toContain('evil');
  });

  it('limits sign-ups per IP address with a Dutch message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await post(
        '/api/v3/auth/sign-up',
        { email: uniqueEmail(), name: 'Ip', phone: '0612345678', password },
        undefined,
        '192.0.2.77',
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toMatch(/te vaak/);
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('does not count sign-ups from an allow-listed address against the per-IP limit', async () => {
    for (let i = 0; i < 12; i += 1) {
      const response = await post(
        '/api/v3/auth/sign-up',
        { email: uniqueEmail(), name: 'Kantoor', phone: '0612345678', password },
        undefined,
        OFFICE_IP,
      );
      expect(response.statusCode, `sign-up ${i + 1}`).toBe(202);
    }
  });

  it('rejects an oversized body', async () => {
    const response = await post('/api/v3/auth/sign-up', {
      email: uniqueEmail(),
      name: 'x',
      phone: '06',
      password,
      padding: 'x'.repeat(2_000_000),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('login and sessions', () => {
  it('answers every failure the same: unknown user, wrong password', async () => {
    const email = await signUpAndValidate();
    const wrong = await post('/api/v3/auth/login', { username: email, password: 'Fout-Wachtwoord-9' });
    const unknown = await post('/api/v3/auth/login', { username: uniqueEmail(), password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(JSON.stringify(wrong.json())).not.toContain(email);
  });

  it('limits login attempts per IP address to 20 a minute, over many accounts, with a Dutch message', async () => {
    // Guessing across accounts from one address: each account stays under its own limit of 5.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await post(
        '/api/v3/auth/login',
        { username: uniqueEmail(), password: 'Fout-Wachtwoord-9' },
        undefined,
        '192.0.2.78',
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({
          error: 'RATE_LIMITED',
          message: expect.stringMatching(/te vaak/),
        });
      }
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await post('/api/v3/auth/login', { username: uniqueEmail(), password })).statusCode).toBe(401);
  });

  it('checks at most the free tries of 30 wrong passwords sent at once from one source', async () => {
    const email = await signUpAndValidate();
    // From the office (no per-IP limit), so that only the account's own throttle can refuse.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post('/api/v3/auth/login', { username: email, password: 'Fout-Wachtwoord-9' }, undefined, OFFICE_IP),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_THROTTLE.freeTries);
    expect(checked.length + refused.length).toBe(30);
    expect(refused[0]?.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
  });

  it('throttles one source with growing waits while the owner gets in from another', async () => {
    const email = await signUpAndValidate();
    const attacker = '198.51.100.40';
    const tryFrom = (source: string, secret: string) =>
      post('/api/v3/auth/login', { username: email, password: secret }, undefined, source);
    for (let i = 0; i < LOGIN_THROTTLE.freeTries; i += 1)
      expect((await tryFrom(attacker, 'Fout-Wachtwoord-9')).statusCode).toBe(401);
    // The next try from there must wait a second, the one after two, and so on.
    expect((await tryFrom(attacker, 'Fout-Wachtwoord-9')).statusCode).toBe(429);
    clock.advance(loginDelayMs(LOGIN_THROTTLE.freeTries + 2));
    expect((await tryFrom(attacker, 'Fout-Wachtwoord-9')).statusCode).toBe(401);
    expect((await tryFrom(attacker, password)).statusCode).toBe(429);
    // The owner, elsewhere, is not locked out.
    expect((await tryFrom('203.0.113.41', password)).statusCode).toBe(200);
    // Once the longest wait has passed, the throttled source may try again too.
    clock.advance(LOGIN_THROTTLE.maxDelayMs);
    expect((await tryFrom(attacker, password)).statusCode).toBe(200);
  });

  it('stops slow guessing from many sources at the account-wide ceiling', async () => {
    const email = await signUpAndValidate();
    for (let i = 0; i < LOGIN_THROTTLE.account.max; i += 1)
      expect(
        (await post('/api/v3/auth/login', { username: email, password: 'Fout-Wachtwoord-9' })).statusCode,
      ).toBe(401);
    const locked = await post('/api/v3/auth/login', { username: email, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
    clock.advance(LOGIN_THROTTLE.account.windowMs);
    await login(email);
  });

  it('returns the user of the token, and rejects it after logout', async () => {
    const email = await signUpAndValidate();
    const { jwtToken } = await login(email);
    const me = await get('/api/v3/account', jwtToken);
    expect(userSchema.parse(me.json()).email).toBe(email);
    expect((await get('/api/v3/auth/session', jwtToken)).json()).toEqual({ loggedIn: true });

    expect((await post('/api/v3/auth/logout', {}, jwtToken)).statusCode).toBe(204);
    expect((await get('/api/v3/account', jwtToken)).statusCode).toBe(401);
    expect((await get('/api/v3/auth/session', jwtToken)).json()).toEqual({ loggedIn: false });
  });

  it('rejects a token after its session expired', async () => {
    const { jwtToken } = await login(await signUpAndValidate());
    clock.advance(SESSION_TTL_MS + 1000);
    const response = await get('/api/v3/account', jwtToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: expect.stringContaining('Log in') });
  });

  it('rejects forged and malformed tokens', async () => {
    const { jwtToken } = await login(await signUpAndValidate());
    const [header, payload] = jwtToken.split('.');
    for (const token of [`${header}.${payload}.forged`, 'garbage', `${jwtToken}x`]) {
      expect((await get('/api/v3/account', token)).statusCode).toBe(401);
    }
  });

  it('marks staff by their e-mail domain and carries the print-store role', async () => {
    const mark = await aUser(database.db, { staff: true, securityLevel: 2 });
    const staff = await login(mark.email, mark.password);
    expect(staff.isStaff).toBe(true);
    expect(staff.securityLevel).toBe(2);
    expect(staff.staffRoles).toEqual([]);
    const bea = await aUser(database.db, { staff: true, securityLevel: 2, printStoreRole: 'ADMIN' });
    const admin = await login(bea.email, bea.password);
    expect(admin.printStore).toMatchObject({ role: 'ADMIN' });
    const municipality = await aTheme(database.db);
    const ruud = await aUser(database.db, { theme: municipality });
    const municipal = await login(ruud.email, ruud.password);
    expect(municipal.themeName).toBe(municipality.name);
    expect(municipal.staffRoles).toEqual([]);
  });

  it('carries the staff roles that count: granted in data, on a staff address only', async () => {
    const olga = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
    const desk = await login(olga.email, olga.password);
    expect(desk.staffRoles).toEqual(['orderDesk']);
    expect((await get('/api/v3/account', desk.jwtToken)).json().staffRoles).toEqual(['orderDesk']);
    // The same role on a customer's address opens no desk, so the web offers none.
    const karin = await aUser(database.db, { staffRoles: ['orderDesk'] });
    const customer = await login(karin.email, karin.password);
    expect(customer).toMatchObject({ isStaff: false, staffRoles: [] });
  });

  it('carries the role of linking users to customer numbers only for staff who were granted it', async () => {
    const linker = await aUser(database.db, { staff: true, staffRoles: ['customerLinks'] });
    const linking = await login(linker.email, linker.password);
    expect(linking.staffRoles).toEqual(['customerLinks']);
    expect((await get('/api/v3/account', linking.jwtToken)).json().staffRoles).toEqual(['customerLinks']);
    const both = await aUser(database.db, { staff: true, staffRoles: ['orderDesk', 'customerLinks'] });
    expect((await login(both.email, both.password)).staffRoles).toEqual(['orderDesk', 'customerLinks']);
    // A staff address alone carries no role; the role on a customer's address counts for nothing.
    const plain = await aUser(database.db, { staff: true });
    expect((await login(plain.email, plain.password)).staffRoles).toEqual([]);
    const karin = await aUser(database.db, { staffRoles: ['customerLinks'] });
    const customer = await login(karin.email, karin.password);
    expect(customer).toMatchObject({ isStaff: false, staffRoles: [] });
    expect((await get('/api/v3/account', customer.jwtToken)).json().staffRoles).toEqual([]);
  });

  it('shows menu items up to the user’s security level', async () => {
    await aTheme(database.db, {
      isDefault: true,
      propositions: [aProposition({ pid: 'print' }), aProposition({ pid: 'secured', securityLevel: 2 })],
    });
    const mark = await aUser(database.db, { staff: true, securityLevel: 2 });
    const staff = await login(mark.email, mark.password);
    const theme = (await get('/api/v3/themes/default', staff.jwtToken)).json();
    expect(theme.propositions.map((p: { pid: string }) => p.pid)).toContain('secured');
  });

  it('does not let an unvalidated account log in, and sends its validation mail again on request', async () => {
    const niels = await aUser(database.db, { validated: false });
    const credentials = { username: niels.email, password: niels.password };
    const response = await post('/api/v3/auth/login', credentials);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('EMAIL_NOT_VALIDATED');

    const resent = await post('/api/v3/auth/resend-validation', credentials);
    expect(resent.json()).toEqual({ status: 'sent' });
    const mail = await lastMailTo(niels.email);
    expect(mail?.subject).toContain('Bevestig uw e-mailadres');
    expect((await post('/api/v3/auth/validate-email', { hash: linkParam(mail!.text, 'k') })).statusCode).toBe(
      200,
    );
    expect((await post('/api/v3/auth/login', credentials)).statusCode).toBe(200);
  });

  it('sends no validation mail without the right password', async () => {
    const niels = await aUser(database.db, { validated: false });
    const resent = await post('/api/v3/auth/resend-validation', {
      username: niels.email,
      password: 'Fout-Wachtwoord-9',
    });
    expect(resent.statusCode).toBe(401);
    expect(resent.json().error).toBe('LOGIN_FAILED');
    expect(await lastMailTo(niels.email)).toBeUndefined();
  });
});

describe('forgot and reset password', () => {
  it('answers validationPending only for an unvalidated account', async () => {
    const niels = await aUser(database.db, { validated: false });
    const pending = await post('/api/v3/auth/forgot-password', { username: niels.email });
    expect(pending.json()).toEqual({ result: 'validationPending' });
    const unknown = await post('/api/v3/auth/forgot-password', { username: uniqueEmail() });
    expect(unknown.json()).toEqual({ result: 'sent' });
  });

  it('does the same work for known and unknown addresses: one queued mail, the same answer', async () => {
    const known = await signUpAndValidate();
    const unknown = uniqueEmail();
    const before = await app.services.mail.count();
    const knownAnswer = await post('/api/v3/auth/forgot-password', { username: known });
    const afterKnown = await app.services.mail.count();
    const unknownAnswer = await post('/api/v3/auth/forgot-password', { username: unknown });
    const afterUnknown = await app.services.mail.count();
    expect(knownAnswer.statusCode).toBe(unknownAnswer.statusCode);
    expect(knownAnswer.body).toBe(unknownAnswer.body);
    expect(afterKnown - before).toBe(1);
    expect(afterUnknown - afterKnown).toBe(1);
  });

  it('resets the password with the mailed link, once, and ends every session', async () => {
    const email = await signUpAndValidate();
    const { jwtToken } = await login(email);
    expect((await post('/api/v3/auth/forgot-password', { username: email })).json()).toEqual({
      result: 'sent',
    });
    const mail = await lastMailTo(email);
    expect(mail?.text).toMatch(/\/\?dlg=resetPw&e=[^&\s]+&i=[A-Za-z0-9_-]{43}/);
    const resetId = linkParam(mail!.text, 'i');
    const newPassword = 'Nieuw-Wachtwoord-2';

    const reset = await post('/api/v3/auth/reset-password', { email, resetId, password: newPassword });
    expect(reset.statusCode).toBe(204);
    expect((await get('/api/v3/account', jwtToken)).statusCode).toBe(401);
    expect((await post('/api/v3/auth/login', { username: email, password })).statusCode).toBe(401);
    await login(email, newPassword);

    const reuse = await post('/api/v3/auth/reset-password', { email, resetId, password: 'Nog-Een-Keer-3' });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json()).toMatchObject({ error: 'RESET_LINK_INVALID' });
  });

  it('refuses an expired reset link and one used with another address', async () => {
    const email = await signUpAndValidate();
    const other = await signUpAndValidate();
    await post('/api/v3/auth/forgot-password', { username: email });
    const resetId = linkParam((await lastMailTo(email))!.text, 'i');
    expect(
      (await post('/api/v3/auth/reset-password', { email: other, resetId, password: 'Ander-Wachtwoord-4' }))
        .statusCode,
    ).toBe(410);
    clock.advance(RESET_TTL_MS + 1000);
    expect(
      (await post('/api/v3/auth/reset-password', { email, resetId, password: 'Ander-Wachtwoord-4' }))
        .statusCode,
    ).toBe(410);
    await login(email);
  });

  it('limits reset requests per account with a Dutch message', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) await post('/api/v3/auth/forgot-password', { username: email });
    const limited = await post('/api/v3/auth/forgot-password', { username: email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Te veel pogingen/);
  });
});

describe('profile settings, preferences and termination', () => {
  const settings = {
    name: 'Nieuwe Naam',
    phone: '010 765 43 21',
    notifications: { orderConfirmation: false, delivery: true },
    unzipOnUpload: true,
  };
  const put = (url: string, payload: unknown, token: string) =>
    app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

  it('saves name, phone, notifications and unzip preference', async () => {
    const { jwtToken } = await login(await signUpAndValidate());
    const response = await put('/api/v3/account/settings', { settings }, jwtToken);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({
      name: 'Nieuwe Naam',
      phone: '010 765 43 21',
      notifications: { orderConfirmation: false, delivery: true },
      unzipOnUpload: true,
    });
  });

  it('needs the right current password to change it, and ends the other sessions only', async () => {
    const email = await signUpAndValidate();
    const first = await login(email);
    const second = await login(email);
    const newPassword = 'Ander-Sterk-Wachtwoord-5';
    const missing = await put('/api/v3/account/settings', { settings, newPassword }, first.jwtToken);
    expect(missing.json().error).toBe('CURRENT_PASSWORD_REQUIRED');
    const wrong = await put(
      '/api/v3/account/settings',
      { settings, newPassword, currentPassword: 'Fout-1234567' },
      first.jwtToken,
    );
    expect(wrong.json().error).toBe('CURRENT_PASSWORD_WRONG');
    const ok = await put(
      '/api/v3/account/settings',
      { settings, newPassword, currentPassword: password },
      first.jwtToken,
    );
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/v3/account', first.jwtToken)).statusCode).toBe(200);
    expect((await get('/api/v3/account', second.jwtToken)).statusCode).toBe(401);
    await login(email, newPassword);
  });

  it('refuses settings without a token and with bad values', async () => {
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/v3/account/settings',
      payload: { settings },
    });
    expect(anonymous.statusCode).toBe(401);
    const { jwtToken } = await login(await signUpAndValidate());
    const bad = await put(
      '/api/v3/account/settings',
      { settings: { ...settings, name: '<script>x</script>' } },
      jwtToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(userSchema.parse((await get('/api/v3/account', jwtToken)).json()).name).toBe('Test Klant');
  });

  it('stores intro preferences per user', async () => {
    const { jwtToken } = await login(await signUpAndValidate());
    const response = await put(
      '/api/v3/account/preferences',
      { hiddenIntros: { print: true }, showPrintStorePopUp: false },
      jwtToken,
    );
    expect(userSchema.parse(response.json()).preferences).toEqual({
      hiddenIntros: { print: true },
      showPrintStorePopUp: false,
    });
  });

  it('mails a termination request to the configured address with the account’s own details', async () => {
    const email = await signUpAndValidate();
    const { jwtToken } = await login(email);
    const response = await post(
      '/api/v3/account/termination-request',
      { message: 'Wij stoppen per 1 januari.' },
      jwtToken,
    );
    expect(response.statusCode).toBe(202);
    const mail = await lastMailTo('opzeggen@provider.example');
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain('Wij stoppen per 1 januari.');
    expect(mail?.replyTo).toBe(email);
  });
});
