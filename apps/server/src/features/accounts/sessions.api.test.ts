import { createHash } from 'node:crypto';
import { loginResponseSchema, refreshResponseSchema } from '@portal/shared/schemas/account';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDomainRestriction, aUser, type BuiltUser } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { domainRestrictions, sessions } from './accounts.tables';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_REUSE_GRACE_MS,
  REMEMBERED_SESSION_TTL_MS,
  SESSION_TTL_MS,
} from './sessions.service';

/**
 * Logins that hold across tabs and restarts (decision 0035): the refresh cookie, its rotation and
 * theft detection, and everything that must still end a login everywhere.
 */

/** A load balancer that ends TLS and says so (X-Forwarded-Proto). */
const PROXY = '10.7.0.1';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const clock = mutableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { TRUST_PROXY: PROXY }, deps: { clock } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Each call from its own address, so the per-IP limits never bite here. */
let lastOctet = 0;
const nextIp = () => `10.8.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

/** What our page's script adds to the calls the refresh cookie authorises. */
const SCRIPT = { 'x-requested-with': 'XMLHttpRequest' };

const cookieOf = (response: InjectResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

async function logIn(user: BuiltUser, options: { rememberMe?: boolean; viaHttpsProxy?: boolean } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: {
      username: user.email,
      password: user.password,
      ...(options.rememberMe === undefined ? {} : { rememberMe: options.rememberMe }),
    },
    ...(options.viaHttpsProxy
      ? { remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': nextIp() } }
      : { remoteAddress: nextIp() }),
  });
  expect(response.statusCode).toBe(200);
  const refreshCookie = cookieOf(response, 'session');
  expect(refreshCookie, 'the refresh cookie').toBeDefined();
  return { response, body: loginResponseSchema.parse(response.json()), refreshToken: refreshCookie!.value };
}

function refresh(refreshToken: string | undefined, headers: Record<string, string> = SCRIPT) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/auth/refresh',
    headers: { ...headers, ...(refreshToken ? { cookie: `session=${refreshToken}` } : {}) },
    remoteAddress: nextIp(),
  });
}

/** A refresh that must succeed: its answer and the new refresh token (if the answer set one). */
async function renewed(refreshToken: string) {
  const response = await refresh(refreshToken);
  expect(response.statusCode).toBe(200);
  const body = refreshResponseSchema.parse(response.json());
  if (!body.loggedIn) throw new Error('expected a renewed login');
  return { response, body, refreshToken: cookieOf(response, 'session')?.value };
}

/** A refresh that must find no login: `{ loggedIn: false }` and the cookie cleared. */
async function expectNoLogin(refreshToken: string) {
  const response = await refresh(refreshToken);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ loggedIn: false });
  const cleared = cookieOf(response, 'session');
  expect(cleared?.value).toBe('');
  expect(cleared?.maxAge).toBe(0);
  expect(cleared?.path).toBe('/api/v3/auth');
}

const account = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v3/account', headers: { authorization: `Bearer ${token}` } });

describe('the refresh cookie', () => {
  it('is httpOnly, SameSite=Strict, only for /api/v3/auth, and ends with the browser without Ingelogd blijven', async () => {
    const { response, body } = await logIn(await aUser(database.db));
    const header = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('session='));
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/v3/auth');
    // No Max-Age and no Expires: a browser-session cookie.
    expect(header).not.toMatch(/Max-Age|Expires/i);
    // Over plain http (tests, localhost) not Secure; see the next test for https.
    expect(header).not.toContain('Secure');
    // The bearer token itself lives 15 minutes.
    expect(body.jwtExpiresIn).toBe(ACCESS_TOKEN_TTL_MS / 1000);
  });

  it('lasts 30 days with Ingelogd blijven, and is Secure over https', async () => {
    const { response } = await logIn(await aUser(database.db), {
      rememberMe: true,
      viaHttpsProxy: true,
    });
    const cookie = cookieOf(response, 'session')!;
    expect(cookie.maxAge).toBe(REMEMBERED_SESSION_TTL_MS / 1000);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api/v3/auth');
    expect(cookie.secure).toBe(true);
  });

  it('is stored only as a hash', async () => {
    const user = await aUser(database.db);
    const { refreshToken } = await logIn(user);
    const stored = await database.db
      .select({ refreshHash: sessions.refreshHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(stored).toEqual([{ refreshHash: createHash('sha256').update(refreshToken).digest('hex') }]);
  });
});

describe('refreshing a login', () => {
  it('restores the session with a new bearer token and rotates the cookie', async () => {
    const user = await aUser(database.db);
    const login = await logIn(user);
    const first = await renewed(login.refreshToken);
    expect(first.body).toMatchObject({ email: user.email, loggedIn: true });
    expect(first.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.refreshToken).not.toBe(login.refreshToken);
    expect((await account(first.body.jwtToken)).statusCode).toBe(200);
    // The same session: ending it through the new token ends the login's token too.
    const loggedOut = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: { authorization: `Bearer ${first.body.jwtToken}` },
    });
    expect(loggedOut.statusCode).toBe(204);
    expect((await account(login.body.jwtToken)).statusCode).toBe(401);
  });

  it('keeps a login alive past its bearer token’s 15 minutes, until the session’s 12 hours', async () => {
    const login = await logIn(await aUser(database.db));
    clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
    expect((await account(login.body.jwtToken)).statusCode).toBe(401);
    const later = await renewed(login.refreshToken);
    expect((await account(later.body.jwtToken)).statusCode).toBe(200);
    // Refreshing does not stretch the session: it ends 12 hours after the login.
    clock.advance(SESSION_TTL_MS - ACCESS_TOKEN_TTL_MS);
    await expectNoLogin(later.refreshToken!);
  });

  it('ends the session when a replaced refresh token comes back (a stolen copy)', async () => {
    const login = await logIn(await aUser(database.db));
    const legitimate = await renewed(login.refreshToken);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    // Someone replays the token the browser had before: the whole session ends …
    await expectNoLogin(login.refreshToken);
    // … for the thief and for the browser alike.
    await expectNoLogin(legitimate.refreshToken!);
    expect((await account(legitimate.body.jwtToken)).statusCode).toBe(401);
  });

  it('lets two tabs that refresh at once both in, and gives both the same new cookie', async () => {
    const login = await logIn(await aUser(database.db));
    const [one, two] = await Promise.all([refresh(login.refreshToken), refresh(login.refreshToken)]);
    const answers = [one, two].map((response) => refreshResponseSchema.parse(response.json()));
    expect(answers.every((answer) => answer.loggedIn)).toBe(true);
    const newCookies = [one, two].map((response) => cookieOf(response, 'session')?.value);
    expect(newCookies[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCookies[1]).toBe(newCookies[0]);
    // The browser keeps that cookie, and it goes on working after the grace period.
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    await renewed(newCookies[0]!);
  });

  it('recovers a refresh whose answer was lost (a reload): the old cookie again within 30 s gets the same new one', async () => {
    const login = await logIn(await aUser(database.db), { rememberMe: true });
    const lost = await renewed(login.refreshToken);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const retry = await renewed(login.refreshToken);
    expect(retry.refreshToken).toBe(lost.refreshToken);
    // Still a remembered login: the cookie keeps its end.
    expect(cookieOf(retry.response, 'session')?.maxAge).toBe(
      (REMEMBERED_SESSION_TTL_MS - REFRESH_REUSE_GRACE_MS + 1000) / 1000,
    );
    // The session lives on past the grace period through the cookie the retry set.
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const next = await renewed(retry.refreshToken!);
    expect((await account(next.body.jwtToken)).statusCode).toBe(200);
    // The cookie replaced just now, back after the grace period, still ends the session.
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    await expectNoLogin(retry.refreshToken!);
    await expectNoLogin(next.refreshToken!);
  });

  it('keeps a browser-session cookie without Max-Age when it rotates', async () => {
    const login = await logIn(await aUser(database.db));
    const { response } = await renewed(login.refreshToken);
    const header = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('session='));
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(header).not.toMatch(/Max-Age|Expires/i);
  });

  it('ends the login of a domain that may no longer log in', async () => {
    const { domain } = await aDomainRestriction(database.db, { allowLogin: true });
    const login = await logIn(await aUser(database.db, { email: `inkoper@${domain}` }), { rememberMe: true });
    const allowed = await renewed(login.refreshToken);
    await database.db
      .update(domainRestrictions)
      .set({ allowLogin: false })
      .where(eq(domainRestrictions.domain, domain));
    await expectNoLogin(allowed.refreshToken!);
    expect((await account(allowed.body.jwtToken)).statusCode).toBe(401);
  });

  it('does not replace the upload-session cookie (only a real login does, decision 0029)', async () => {
    const user = await aUser(database.db);
    const login = await logIn(user);
    const visitor = cookieOf(login.response, 'upload_session');
    expect(visitor?.value).toBeTruthy();
    const { response } = await renewed(login.refreshToken);
    expect(cookieOf(response, 'upload_session')).toBeUndefined();
  });

  it('answers loggedIn false without a cookie, and for a made-up one', async () => {
    const none = await refresh(undefined);
    expect(none.json()).toEqual({ loggedIn: false });
    expect(none.headers['set-cookie']).toBeUndefined();
    await expectNoLogin('A'.repeat(43));
  });

  it('is refused without the script header or from another site (CSRF), and then changes nothing', async () => {
    const login = await logIn(await aUser(database.db));
    const refusals: Record<string, string>[] = [
      {},
      { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusals) {
      const refused = await refresh(login.refreshToken, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String) });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // The token was not used up.
    const after = await renewed(login.refreshToken);
    expect(after.refreshToken).toBeDefined();
  });
});

describe('what still ends a login everywhere', () => {
  it('logout ends the session behind the cookie and clears it', async () => {
    const login = await logIn(await aUser(database.db));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: { authorization: `Bearer ${login.body.jwtToken}`, cookie: `session=${login.refreshToken}` },
    });
    expect(response.statusCode).toBe(204);
    expect(cookieOf(response, 'session')).toMatchObject({ value: '', maxAge: 0, path: '/api/v3/auth' });
    await expectNoLogin(login.refreshToken);
  });

  it('logout with only the cookie (a tab whose bearer token ran out) ends the session too', async () => {
    const login = await logIn(await aUser(database.db));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: { ...SCRIPT, cookie: `session=${login.refreshToken}` },
    });
    expect(response.statusCode).toBe(204);
    expect((await account(login.body.jwtToken)).statusCode).toBe(401);
    await expectNoLogin(login.refreshToken);
  });

  it('logout with only the cookie but without our script header leaves the session alive (CSRF)', async () => {
    const login = await logIn(await aUser(database.db));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: { cookie: `session=${login.refreshToken}` },
    });
    expect(response.statusCode).toBe(204);
    expect((await account(login.body.jwtToken)).statusCode).toBe(200);
    await renewed(login.refreshToken);
  });

  it('logout ends both sessions when bearer and cookie belong to different users', async () => {
    const first = await logIn(await aUser(database.db));
    const second = await logIn(await aUser(database.db));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: {
        ...SCRIPT,
        authorization: `Bearer ${first.body.jwtToken}`,
        cookie: `session=${second.refreshToken}`,
      },
    });
    expect(response.statusCode).toBe(204);
    expect((await account(first.body.jwtToken)).statusCode).toBe(401);
    expect((await account(second.body.jwtToken)).statusCode).toBe(401);
  });

  it('a password reset ends every browser’s refresh', async () => {
    const user = await aUser(database.db);
    const here = await logIn(user);
    const there = await logIn(user, { rememberMe: true });
    await app.inject({
      method: 'POST',
      url: '/api/v3/auth/forgot-password',
      payload: { username: user.email },
      remoteAddress: nextIp(),
    });
    const mail = (await app.services.mail.latest(50)).find((item) => item.recipient === user.email);
    const resetId = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('i')!;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset-password',
      payload: { email: user.email, resetId, password: 'Nieuw-Wachtwoord-2' },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(204);
    await expectNoLogin(here.refreshToken);
    await expectNoLogin(there.refreshToken);
  });

  it('a remembered login ends after its 30 days, however often it was refreshed', async () => {
    const login = await logIn(await aUser(database.db), { rememberMe: true });
    clock.advance(REMEMBERED_SESSION_TTL_MS - 60_000);
    const late = await renewed(login.refreshToken);
    // The renewed cookie expires with the session, not 30 days from now.
    expect(cookieOf(late.response, 'session')?.maxAge).toBe(60);
    clock.advance(61_000);
    await expectNoLogin(late.refreshToken!);
  });
});

describe('the refresh cookie in production', () => {
  let productionApp: FastifyInstance;
  beforeAll(async () => {
    productionApp = await createTestApp(database, { config: { NODE_ENV: 'production' }, deps: { clock } });
  });
  afterAll(() => productionApp.close());

  it('is Secure even when the request arrives over plain http (a TLS proxy that TRUST_PROXY does not name)', async () => {
    const user = await aUser(database.db);
    const login = await productionApp.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { username: user.email, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(cookieOf(login, 'session')?.secure).toBe(true);
    const rotated = await productionApp.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: { ...SCRIPT, cookie: `session=${cookieOf(login, 'session')!.value}` },
      remoteAddress: nextIp(),
    });
    expect(cookieOf(rotated, 'session')).toMatchObject({
      secure: true,
      value: expect.stringMatching(/^.{43}$/),
    });
  });
});
