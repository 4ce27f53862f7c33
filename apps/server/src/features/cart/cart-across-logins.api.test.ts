import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CartResponse } from '@portal/shared/schemas/cart';
import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { FastifyInstance } from 'fastify';
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
import { SESSION_TTL_MS } from '../accounts/sessions.service';
import { plainPdf } from '../uploads/analysis/test-fixtures';
import { PARKED_SESSION_MS } from '../uploads/upload-sessions.service';

/**
 * The file cart across a logout (issue 11 point 4, decision 0041): the cart's files wait for the
 * user's next login, in this browser or another; the rest goes as at any logout.
 */

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const clock = mutableClock();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cart-across-logins-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const { logIn, logOut, configure, addToCart, cartOf } = cartClient(() => app);
const get = (url: string, browser: Browser) =>
  app.inject({ method: 'GET', url, headers: headersOf(browser) });
const isStored = (fileId: string) =>
  stat(path.join(dataDir, 'files', fileId.slice(0, 2), fileId)).then(
    () => true,
    () => false,
  );
const previewOf = (file: UploadedFile) => `/media/print-order/preview/${file.uuid}/120`;

async function filesOf(browser: Browser, session: string): Promise<UploadedFile[]> {
  const response = await get(`/api/v3/uploads/${session}/files`, browser);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files;
}

/** Black-white A4 of the test product: 10 ct a page. */
const A4_BLACK_WHITE: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' },
];

type CustomerWithACart = {
  user: BuiltUser;
  browser: Browser;
  session: string;
  /** Configured and in the cart. */
  inCart: UploadedFile;
  /** Configured, not in the cart. */
  pending: UploadedFile;
  /** Uploaded, no product chosen. */
  bare: UploadedFile;
  cart: CartResponse;
};

/**
 * A customer who uploaded three files, configured two (4 and 2 copies) and put one of them in
 * the cart; `inCartToo: false` leaves the cart empty.
 */
async function aCustomerWithACart({ inCartToo = true } = {}): Promise<CustomerWithACart> {
  const user = await aUser(database.db);
  const browser = await logIn(user);
  const session = await openSession(app, browser);
  const product = await aProduct(database.db);
  const uploaded = async (name: string, pages: number) => {
    const response = await upload(app, browser, session, name, await plainPdf(pages));
    expect(response.statusCode, response.body).toBe(201);
    return analysed(app, browser, session, response.json().files[0].uuid);
  };
  const inCart = await uploaded('in-de-winkelwagen.pdf', 3);
  const pending = await uploaded('nog-in-behandeling.pdf', 2);
  const bare = await uploaded('zonder-product.pdf', 1);
  for (const [file, quantity] of [
    [inCart, 4],
    [pending, 2],
  ] as const)
    await configure(browser, session, file.uuid, { productId: product.id, specs: A4_BLACK_WHITE, quantity });
  if (inCartToo) await addToCart(browser, session, [inCart.uuid]);
  return { user, browser, session, inCart, pending, bare, cart: await cartOf(browser, session) };
}

/** What a login must find of the cart: the line in the cart as it was, the pending one gone. */
const keptPartOf = (cart: CartResponse): CartResponse => ({
  lines: cart.lines.filter((line) => line.inCart),
  totalCents: cart.totalCents,
});

describe('a logout with files in the cart', () => {
  it("keeps the cart's files for the next login in the same browser, and lets the others go", async () => {
    const customer = await aCustomerWithACart();
    // 3 black-white A4 pages at 10 ct, 4 copies: the price the login must find again.
    expect(customer.cart.totalCents).toBe(120);
    expect(customer.cart.lines.map((line) => [line.fileName, line.inCart])).toEqual([
      ['in-de-winkelwagen.pdf', true],
      ['nog-in-behandeling.pdf', false],
    ]);
    const cookieOnly = { cookie: customer.browser.cookie };
    expect((await get(previewOf(customer.inCart), cookieOnly)).statusCode).toBe(200);

    await logOut(customer.browser);
    // The old cookie reads nothing: the session is bound to no browser while it waits.
    expect((await get(previewOf(customer.inCart), cookieOnly)).statusCode).toBe(404);
    await app.jobs.drain();
    expect(await isStored(customer.pending.uuid)).toBe(false);
    expect(await isStored(customer.bare.uuid)).toBe(false);
    expect(await isStored(customer.inCart.uuid)).toBe(true);

    const again = await logIn(customer.user, customer.browser.cookie);
    expect(again.cookie).not.toBe(customer.browser.cookie);
    const session = await openSession(app, again);
    expect(session).toBe(customer.session);
    expect(await filesOf(again, session)).toEqual([customer.inCart]);
    expect(await cartOf(again, session)).toEqual(keptPartOf(customer.cart));
    expect((await get(previewOf(customer.inCart), { cookie: again.cookie })).statusCode).toBe(200);
  });

  it('gives them back in a fresh browser too, and to one browser only', async () => {
    const customer = await aCustomerWithACart();
    await logOut(customer.browser);

    const elsewhere = await logIn(customer.user);
    const session = await openSession(app, elsewhere);
    expect(session).toBe(customer.session);
    expect(await filesOf(elsewhere, session)).toEqual([customer.inCart]);
    expect(await cartOf(elsewhere, session)).toEqual(keptPartOf(customer.cart));

    // The cart is that browser's now: a third one starts empty.
    const third = await logIn(customer.user);
    const thirdSession = await openSession(app, third);
    expect(thirdSession).not.toBe(customer.session);
    expect(await filesOf(third, thirdSession)).toEqual([]);
    expect((await get(`/api/v3/uploads/${customer.session}/cart`, third)).statusCode).toBe(404);
  });

  it('gives another user on the same browser an empty session and nothing of the kept cart', async () => {
    const customer = await aCustomerWithACart();
    await logOut(customer.browser);

    const colleague = await aUser(database.db);
    const onTheSameBrowser = await logIn(colleague, customer.browser.cookie);
    const theirs = await openSession(app, onTheSameBrowser);
    expect(theirs).not.toBe(customer.session);
    expect(await filesOf(onTheSameBrowser, theirs)).toEqual([]);
    expect((await cartOf(onTheSameBrowser, theirs)).lines).toEqual([]);
    const withTheOldCookie = { token: onTheSameBrowser.token, cookie: customer.browser.cookie };
    for (const browser of [onTheSameBrowser, withTheOldCookie]) {
      expect((await get(`/api/v3/uploads/${customer.session}/files`, browser)).statusCode).toBe(404);
      expect((await get(`/api/v3/uploads/${customer.session}/cart`, browser)).statusCode).toBe(404);
      expect((await get(previewOf(customer.inCart), browser)).statusCode).toBe(404);
    }
    await logOut(onTheSameBrowser);

    // Still there for its owner, on that browser.
    const back = await logIn(customer.user, onTheSameBrowser.cookie);
    const session = await openSession(app, back);
    expect(session).toBe(customer.session);
    expect(await cartOf(back, session)).toEqual(keptPartOf(customer.cart));
  });
});

describe('a login that ends without a logout', () => {
  it('brings its cart to the next login in another browser, as a logout would, and lets the other files go', async () => {
    const customer = await aCustomerWithACart();
    // The login expires (12 hours) in that browser; nobody logs out there.
    clock.advance(SESSION_TTL_MS + 60_000);
    try {
      const elsewhere = await logIn(customer.user);
      const session = await openSession(app, elsewhere);
      expect(session).toBe(customer.session);
      expect(await filesOf(elsewhere, session)).toEqual([customer.inCart]);
      expect(await cartOf(elsewhere, session)).toEqual(keptPartOf(customer.cart));
      await app.jobs.drain();
      expect(await isStored(customer.pending.uuid)).toBe(false);
      expect(await isStored(customer.bare.uuid)).toBe(false);
      // The old browser's cookie opens nothing of it any more.
      expect((await get(previewOf(customer.inCart), { cookie: customer.browser.cookie })).statusCode).toBe(
        404,
      );
    } finally {
      clock.advance(-(SESSION_TTL_MS + 60_000));
    }
  });

  it('leaves a session alone while its login is live in its own browser', async () => {
    const customer = await aCustomerWithACart();
    const elsewhere = await logIn(customer.user);
    const session = await openSession(app, elsewhere);
    expect(session).not.toBe(customer.session);
    expect(await cartOf(customer.browser, customer.session)).toEqual(customer.cart);
  });
});

describe('a logout with nothing in the cart', () => {
  it('closes the session as before: the next login starts empty and every file goes', async () => {
    const customer = await aCustomerWithACart({ inCartToo: false });
    await logOut(customer.browser);
    await app.jobs.drain();
    for (const file of [customer.inCart, customer.pending, customer.bare])
      expect(await isStored(file.uuid), file.fileName).toBe(false);

    const again = await logIn(customer.user, customer.browser.cookie);
    const session = await openSession(app, again);
    expect(session).not.toBe(customer.session);
    expect(await filesOf(again, session)).toEqual([]);
    expect((await get(`/api/v3/uploads/${customer.session}/files`, again)).statusCode).toBe(404);
  });
});

describe('a kept cart ends', () => {
  it('with a password reset: its files go and no login brings them back', async () => {
    const customer = await aCustomerWithACart();
    await logOut(customer.browser);
    await app.inject({
      method: 'POST',
      url: '/api/v3/auth/forgot-password',
      payload: { username: customer.user.email },
    });
    const mail = (await app.services.mail.latest(50)).find((item) => item.recipient === customer.user.email);
    const resetId = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('i');
    const password = 'Nieuw-Wachtwoord-2';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset-password',
      payload: { email: customer.user.email, resetId, password },
    });
    expect(reset.statusCode).toBe(204);
    await app.jobs.drain();
    expect(await isStored(customer.inCart.uuid)).toBe(false);

    const again = await logIn({ ...customer.user, password });
    const session = await openSession(app, again);
    expect(session).not.toBe(customer.session);
    expect(await filesOf(again, session)).toEqual([]);
  });

  it(`after ${PARKED_SESSION_MS / DAY_MS} days without a login: the hourly sweep discards it`, async () => {
    const waited = await aCustomerWithACart();
    const forgotten = await aCustomerWithACart();
    await logOut(waited.browser);
    await logOut(forgotten.browser);

    clock.advance(PARKED_SESSION_MS - DAY_MS);
    await app.jobs.drain();
    expect(await isStored(forgotten.inCart.uuid)).toBe(true);
    const inTime = await logIn(waited.user);
    const session = await openSession(app, inTime);
    expect(session).toBe(waited.session);
    expect(await cartOf(inTime, session)).toEqual(keptPartOf(waited.cart));

    clock.advance(2 * DAY_MS);
    await app.jobs.drain();
    expect(await isStored(forgotten.inCart.uuid)).toBe(false);
    // The one taken up in time is an open session like any other: the sweep leaves it alone.
    expect(await isStored(waited.inCart.uuid)).toBe(true);
    const tooLate = await logIn(forgotten.user);
    const lateSession = await openSession(app, tooLate);
    expect(lateSession).not.toBe(forgotten.session);
    expect(await filesOf(tooLate, lateSession)).toEqual([]);
  });
});

describe('the storage quota', () => {
  const KIB = 1024;
  let small: FastifyInstance;

  beforeAll(async () => {
    // A second instance on the same database and files with room for 1 MB per customer; the
    // first one runs the jobs (analysis, discarding).
    small = await createTestApp(database, {
      config: { DATA_DIR: dataDir, STORAGE_QUOTA_MB: '1' },
      deps: { clock, runJobs: false },
    });
  });

  afterAll(async () => {
    await small.close();
  });

  const uploadTo = (browser: Browser, session: string, name: string, size: number) =>
    upload(small, browser, session, name, randomBytes(size));

  it("counts the kept cart's files while they wait, and no longer the files the logout let go", async () => {
    const user = await aUser(database.db);
    const product = await aProduct(database.db);
    const logInSmall = async () => {
      const response = await small.inject({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: { username: user.email, password: user.password },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { token: response.json().jwtToken } as Browser;
    };
    // Logged in at the office and at home; the cart is filled at home.
    const office = await logInSmall();
    const officeSession = await openSession(small, office);
    const home = await logInSmall();
    const homeSession = await openSession(small, home);
    const kept = (await uploadTo(home, homeSession, 'bewaard.bin', 500 * KIB)).json().files[0];
    const pending = (await uploadTo(home, homeSession, 'los.bin', 400 * KIB)).json().files[0];
    await app.jobs.drain();
    await app.jobs.idle();
    const smallCart = cartClient(() => small);
    for (const file of [kept, pending])
      await smallCart.configure(home, homeSession, file.uuid, {
        productId: product.id,
        specs: A4_BLACK_WHITE,
        quantity: 1,
      });
    await smallCart.addToCart(home, homeSession, [kept.uuid]);

    const logout = await small.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: headersOf(home),
    });
    expect(logout.statusCode).toBe(204);
    // The office keeps its own open session; the kept cart waits for the next login.
    expect(await openSession(small, office)).toBe(officeSession);
    // 500 KB kept + 300 KB fits in 1 MB: the 400 KB let go no longer count...
    expect((await uploadTo(office, officeSession, 'eerste.bin', 300 * KIB)).statusCode).toBe(201);
    // ...but the kept 500 KB do: 300 KB more would pass the quota.
    const tooMuch = await uploadTo(office, officeSession, 'tweede.bin', 300 * KIB);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe('STORAGE_QUOTA_REACHED');
    await app.jobs.drain();
    expect(await isStored(pending.uuid)).toBe(false);
    expect(await isStored(kept.uuid)).toBe(true);
  });
});
