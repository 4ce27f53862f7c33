import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aUser, type BuiltUser } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import {
  analysed,
  type Browser,
  cartClient,
  headersOf,
  openSession,
  upload,
} from '../../../test/upload-client';
import { plainPdf } from '../uploads/analysis/test-fixtures';
import { uploadSessions } from '../uploads/uploads.tables';
import { sessions } from './accounts.tables';

/**
 * At most LOGINS_PER_USER_MAX live logins per user (decision 0067): a login past it is never
 * refused; it ends the user's least recently active login as a logout of that login would, its
 * upload session's cart parked for the user's next login.
 */

const LIMIT = 3;
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const clock = mutableClock();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'logins-per-user-'));
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir, LOGINS_PER_USER_MAX: String(LIMIT) },
    deps: { clock },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Each call from its own address, so the per-IP limits never bite here. */
let lastOctet = 0;
const nextIp = () => `10.6.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

const cookieOf = (response: InjectResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** A browser that logged in: its bearer token, upload-session cookie and refresh cookie. */
type LoggedInBrowser = Browser & { token: string; refreshToken: string };

async function logIn(user: BuiltUser): Promise<LoggedInBrowser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: user.email, password: user.password },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    token: response.json().jwtToken,
    cookie: cookieOf(response, 'upload_session'),
    refreshToken: cookieOf(response, 'session')!,
  };
}

/** The page's refresh at a load or before the token runs out: the login's sign of activity. */
async function refresh(browser: LoggedInBrowser): Promise<InjectResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/refresh',
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `session=${browser.refreshToken}` },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode).toBe(200);
  const rotated = cookieOf(response, 'session');
  if (rotated) browser.refreshToken = rotated;
  if (response.json().jwtToken) browser.token = response.json().jwtToken;
  return response;
}

const accountStatus = async (browser: Browser) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/v3/account',
      headers: { authorization: `Bearer ${browser.token}` },
    })
  ).statusCode;

/** The user's logins that are neither ended nor expired, as the database holds them. */
async function liveLoginsOf(userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return rows.map((row) => row.id);
}

/** The login (session id) a bearer token names. */
const loginOf = (browser: Browser) =>
  JSON.parse(Buffer.from(browser.token!.split('.')[1]!, 'base64url').toString()).sid as string;

/** A minute later: the logins of a test are told apart by when they were last active. */
const aMinuteLater = () => clock.advance(60_000);

describe('the limit on live logins per user', () => {
  it('ends the least recently active login, not the oldest; the new login is never refused', async () => {
    const user = await aUser(database.db);
    const first = await logIn(user);
    aMinuteLater();
    const second = await logIn(user);
    aMinuteLater();
    const third = await logIn(user);
    aMinuteLater();
    // The first browser is still open: its page refreshes the login.
    await refresh(first);
    aMinuteLater();

    const fourth = await logIn(user);

    expect(await accountStatus(second), 'the least recently active login').toBe(401);
    for (const browser of [first, third, fourth]) expect(await accountStatus(browser)).toBe(200);
    expect((await liveLoginsOf(user.id)).sort()).toEqual([first, third, fourth].map(loginOf).sort());
    // Its browser gets the answer of any ended login: logged out, the cookie cleared.
    const ended = await refresh(second);
    expect(ended.json()).toEqual({ loggedIn: false });
    expect(cookieOf(ended, 'session')).toBe('');
    // The others go on as before.
    expect((await refresh(third)).json().loggedIn).toBe(true);
  });

  it('holds over many logins: the most recently active stay', async () => {
    const user = await aUser(database.db);
    const browsers: LoggedInBrowser[] = [];
    for (let login = 0; login < 8; login += 1) {
      browsers.push(await logIn(user));
      aMinuteLater();
    }
    expect((await liveLoginsOf(user.id)).sort()).toEqual(browsers.slice(-LIMIT).map(loginOf).sort());
    for (const [index, browser] of browsers.entries())
      expect(await accountStatus(browser), `login ${index + 1}`).toBe(index < 8 - LIMIT ? 401 : 200);
  });

  it('counts only live logins: after logouts nothing is ended', async () => {
    const user = await aUser(database.db);
    const kept = await logIn(user);
    for (let login = 0; login < 4; login += 1) {
      aMinuteLater();
      const browser = await logIn(user);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/v3/auth/logout',
        headers: headersOf(browser),
      });
      expect(logout.statusCode).toBe(204);
    }
    aMinuteLater();
    await logIn(user);
    expect(await accountStatus(kept)).toBe(200);
    expect(await liveLoginsOf(user.id)).toHaveLength(2);
  });

  it('leaves the logins of other users alone', async () => {
    const [user, other] = [await aUser(database.db), await aUser(database.db)];
    const others = [await logIn(other), await logIn(other)];
    for (let login = 0; login < LIMIT + 2; login += 1) await logIn(user);
    for (const browser of others) expect(await accountStatus(browser)).toBe(200);
    expect(await liveLoginsOf(other.id)).toHaveLength(2);
  });

  it('is not passed by logins at the same moment', async () => {
    const user = await aUser(database.db);
    const browsers = await Promise.all(Array.from({ length: 12 }, () => logIn(user)));
    expect(browsers).toHaveLength(12);
    expect(await liveLoginsOf(user.id)).toHaveLength(LIMIT);
    const accepted = (await Promise.all(browsers.map(accountStatus))).filter((status) => status === 200);
    expect(accepted).toHaveLength(LIMIT);
  });
});

/** Black-white A4 of the test product. */
const A4_BLACK_WHITE: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' },
];

describe('the upload session of a login the limit ended', () => {
  const { configure, addToCart, cartOf } = cartClient(() => app);

  async function uploaded(browser: Browser, session: string, name: string) {
    const response = await upload(app, browser, session, name, await plainPdf(1));
    expect(response.statusCode, response.body).toBe(201);
    return analysed(app, browser, session, response.json().files[0].uuid);
  }

  it('ends as at a logout: the cart is parked for the next login, the other files go', async () => {
    const user = await aUser(database.db);
    const product = await aProduct(database.db);
    const forgotten = await logIn(user);
    const session = await openSession(app, forgotten);
    const inCart = await uploaded(forgotten, session, 'in-de-winkelwagen.pdf');
    await uploaded(forgotten, session, 'nog-niet-gekozen.pdf');
    await configure(forgotten, session, inCart.uuid, {
      productId: product.id,
      specs: A4_BLACK_WHITE,
      quantity: 2,
    });
    await addToCart(forgotten, session, [inCart.uuid]);
    const cart = await cartOf(forgotten, session);
    aMinuteLater();
    for (let login = 0; login < LIMIT - 1; login += 1) {
      await logIn(user);
      aMinuteLater();
    }

    // One login too many: the forgotten browser's login ends, and with it its upload session.
    const fresh = await logIn(user);
    expect(await accountStatus(forgotten)).toBe(401);
    const [row] = await database.db.select().from(uploadSessions).where(eq(uploadSessions.id, session));
    expect(row?.parkedAt, 'parked at the login that ended it').not.toBeNull();
    expect(row?.visitorHash, 'no cookie opens it').toBeNull();
    // Its cookie opens nothing of it any more, not even with a live login of the same user.
    const byOldCookie = await app.inject({
      method: 'GET',
      url: `/api/v3/uploads/${session}/files`,
      headers: headersOf({ token: fresh.token, cookie: forgotten.cookie }),
    });
    expect(byOldCookie.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');

    // The next browser to ask for its upload session takes the cart up, as after a logout.
    expect(await openSession(app, fresh)).toBe(session);
    const taken = await cartOf(fresh, session);
    expect(taken.lines.filter((line) => line.inCart)).toEqual(cart.lines.filter((line) => line.inCart));
    expect(taken.totalCents).toBe(cart.totalCents);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/v3/uploads/${session}/files`,
      headers: headersOf(fresh),
    });
    // Only the cart came along; the file without a product went, as at a logout.
    expect(listed.json().files.map((file: UploadedFile) => file.fileName)).toEqual(['in-de-winkelwagen.pdf']);
  });
});
