import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CartResponse } from '@portal/shared/schemas/cart';
import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import {
  analysed,
  type Browser,
  cartClient,
  finalise,
  headersOf,
  newUpload,
  openSession,
  sendChunk,
  upload,
} from '../../../test/upload-client';
import { plainPdf } from './analysis/test-fixtures';
import { uploadSessions } from './uploads.tables';

/**
 * A login holds one open upload session (decision 0066). A call of that login without the
 * browser's upload-session cookie (cookies cleared, a browser restart with 'Ingelogd blijven', a
 * script dropping the cookie) ends the session the login has elsewhere as a logout there would:
 * the cart is parked and comes along, the other files and the uploads in progress go. Two tabs
 * of one browser, and another login of the same user, keep their sessions, and no other session
 * removes their files.
 */

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const KIB = 1024;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'one-session-per-login-'));
  database = await createTestDatabase();
  // Room for 1 MB per customer, so that the test can show which files still count.
  app = await createTestApp(database, { config: { DATA_DIR: dataDir, STORAGE_QUOTA_MB: '1' } });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const { logIn, logOut, configure, addToCart, cartOf } = cartClient(() => app);
const get = (url: string, browser: Browser) =>
  app.inject({ method: 'GET', url, headers: headersOf(browser) });
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const isStored = (fileId: string) => exists(path.join(dataDir, 'files', fileId.slice(0, 2), fileId));
const previewOf = (file: UploadedFile) => `/media/print-order/preview/${file.uuid}/120`;

/** The same login (its bearer token) in a browser without the upload-session cookie. */
const withoutTheCookie = (browser: Browser): Browser => ({ token: browser.token });

async function uploaded(browser: Browser, session: string, name: string, bytes: Uint8Array) {
  const response = await upload(app, browser, session, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return analysed(app, browser, session, response.json().files[0].uuid);
}

async function fileIdsOf(browser: Browser, session: string): Promise<string[]> {
  const response = await get(`/api/v3/uploads/${session}/files`, browser);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files.map((file: UploadedFile) => file.uuid);
}

/** The user's sessions that are neither closed nor parked: those a browser's cookie opens. */
async function openSessionsOf(userId: string): Promise<number> {
  const rows = await database.db
    .select({ id: uploadSessions.id })
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        isNull(uploadSessions.closedAt),
        isNull(uploadSessions.parkedAt),
      ),
    );
  return rows.length;
}

/** Black-white A4 of the test product. */
const A4_BLACK_WHITE: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' },
];

describe('the same login without the upload-session cookie', () => {
  it('ends the session it had as a logout would: the cart comes along, the other files and the uploads in progress go', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(user);
    const session = await openSession(app, browser);
    const product = await aProduct(database.db);
    const inCart = await uploaded(browser, session, 'in-de-winkelwagen.pdf', await plainPdf(3));
    const pending = await uploaded(browser, session, 'nog-in-behandeling.pdf', await plainPdf(2));
    const bare = await uploaded(browser, session, 'zonder-product.pdf', await plainPdf(1));
    for (const file of [inCart, pending])
      await configure(browser, session, file.uuid, {
        productId: product.id,
        specs: A4_BLACK_WHITE,
        quantity: 2,
      });
    await addToCart(browser, session, [inCart.uuid]);
    const cart = await cartOf(browser, session);
    const keptCart: CartResponse = {
      lines: cart.lines.filter((line) => line.inCart),
      totalCents: cart.totalCents,
    };
    expect(keptCart.lines.map((line) => line.fileName)).toEqual(['in-de-winkelwagen.pdf']);
    const onItsWay = newUpload(session, 'onderweg.pdf', await plainPdf(1));
    expect((await sendChunk(app, browser, onItsWay, 1)).statusCode).toBe(200);
    expect((await get(previewOf(inCart), { cookie: browser.cookie })).statusCode).toBe(200);

    const dropped = withoutTheCookie(browser);
    const taken = await openSession(app, dropped);
    expect(dropped.cookie).toBeDefined();
    expect(dropped.cookie).not.toBe(browser.cookie);
    // Parked and at once taken up by this browser, which has no session: the cart, nothing else.
    expect(taken).toBe(session);
    expect(await fileIdsOf(dropped, taken)).toEqual([inCart.uuid]);
    expect(await cartOf(dropped, taken)).toEqual(keptCart);
    expect((await get(previewOf(inCart), { cookie: dropped.cookie })).statusCode).toBe(200);
    expect(await openSessionsOf(user.id)).toBe(1);

    // The old cookie opens nothing any more, not even with the login's token.
    expect((await get(`/api/v3/uploads/${session}/files`, browser)).statusCode).toBe(404);
    expect((await get(`/api/v3/uploads/${session}/cart`, browser)).statusCode).toBe(404);
    for (const old of [browser, { cookie: browser.cookie }])
      expect((await get(previewOf(inCart), old)).statusCode).toBe(404);
    const chunk = await sendChunk(app, browser, newUpload(session, 'erbij.pdf', await plainPdf(1)), 1);
    expect(chunk.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');
    // Its upload in progress went with it.
    expect(await exists(path.join(dataDir, 'uploads', session, onItsWay.identifier))).toBe(false);
    expect((await finalise(app, dropped, onItsWay)).json().error).toBe('UPLOAD_INCOMPLETE');
    await app.jobs.drain();
    expect(await isStored(pending.uuid)).toBe(false);
    expect(await isStored(bare.uuid)).toBe(false);
    expect(await isStored(inCart.uuid)).toBe(true);

    // From here on the cart goes on as any other: kept across a logout for the next login.
    await logOut(dropped);
    const again = await logIn(user, dropped.cookie);
    expect(await openSession(app, again)).toBe(session);
    expect(await cartOf(again, session)).toEqual(keptCart);
  });

  it('without a cart, gives an empty session; the old files stop counting against the quota and leave the disk', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(user);
    const session = await openSession(app, browser);
    const letter = await uploaded(browser, session, 'brief.pdf', await plainPdf(1));
    const large = await upload(app, browser, session, 'groot.bin', randomBytes(700 * KIB), {
      analyse: false,
    });
    expect(large.statusCode, large.body).toBe(201);
    const tooMuch = await upload(app, browser, session, 'te-veel.bin', randomBytes(700 * KIB), {
      analyse: false,
    });
    expect(tooMuch.json().error).toBe('STORAGE_QUOTA_REACHED');
    expect((await get(previewOf(letter), browser)).statusCode).toBe(200);

    const dropped = withoutTheCookie(browser);
    const fresh = await openSession(app, dropped);
    expect(fresh).not.toBe(session);
    expect(await fileIdsOf(dropped, fresh)).toEqual([]);
    expect((await get(`/api/v3/uploads/${session}/files`, browser)).statusCode).toBe(404);
    expect((await get(`/api/v3/uploads/${session}/files`, dropped)).statusCode).toBe(404);
    expect((await get(previewOf(letter), browser)).statusCode).toBe(404);
    // The 700 KB left behind no longer count: 700 KB fit again.
    const again = await upload(app, dropped, fresh, 'opnieuw.bin', randomBytes(700 * KIB), {
      analyse: false,
    });
    expect(again.statusCode, again.body).toBe(201);
    await app.jobs.drain();
    expect(await isStored(letter.uuid)).toBe(false);
    expect(await isStored(large.json().files[0].uuid)).toBe(false);
  });

  it('holds one open session however often a script drops the cookie', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(user);
    const sessions = new Set<string>();
    for (let call = 0; call < 5; call += 1) {
      const cookieless = withoutTheCookie(browser);
      const session = await openSession(app, cookieless);
      sessions.add(session);
      const response = await upload(app, cookieless, session, `bestand-${call}.bin`, randomBytes(KIB), {
        analyse: false,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(sessions.size).toBe(5);
    expect(await openSessionsOf(user.id)).toBe(1);
  });
});

describe('what keeps its own session', () => {
  it('two tabs of one browser (the same cookie and login) share one session', async () => {
    const user = await aUser(database.db);
    const firstTab = await logIn(user);
    const session = await openSession(app, firstTab);
    const letter = await uploaded(firstTab, session, 'brief.pdf', await plainPdf(1));
    const secondTab = { ...firstTab };
    expect(await openSession(app, secondTab)).toBe(session);
    expect(await openSession(app, firstTab)).toBe(session);
    for (const tab of [firstTab, secondTab]) {
      expect(await fileIdsOf(tab, session)).toEqual([letter.uuid]);
      expect((await get(previewOf(letter), tab)).statusCode).toBe(200);
    }
    expect(await openSessionsOf(user.id)).toBe(1);
  });

  it('another login of the same user, in another browser, keeps its own session: both stay open', async () => {
    const user = await aUser(database.db);
    const office = await logIn(user);
    const home = await logIn(user);
    const officeSession = await openSession(app, office);
    const homeSession = await openSession(app, home);
    expect(homeSession).not.toBe(officeSession);
    const atTheOffice = await uploaded(office, officeSession, 'kantoor.pdf', await plainPdf(1));
    const atHome = await uploaded(home, homeSession, 'thuis.pdf', await plainPdf(1));
    // Each asks again (a reload): neither ends the other.
    expect(await openSession(app, office)).toBe(officeSession);
    expect(await openSession(app, home)).toBe(homeSession);
    expect(await fileIdsOf(office, officeSession)).toEqual([atTheOffice.uuid]);
    expect(await fileIdsOf(home, homeSession)).toEqual([atHome.uuid]);
    expect((await get(previewOf(atTheOffice), office)).statusCode).toBe(200);
    expect((await get(previewOf(atHome), home)).statusCode).toBe(200);
    expect(await openSessionsOf(user.id)).toBe(2);
  });

  it('keeps its file when another browser asks to remove it through its own session: another visitor, or another login of the same user', async () => {
    const user = await aUser(database.db);
    const office = await logIn(user);
    const officeSession = await openSession(app, office);
    const drawing = await uploaded(office, officeSession, 'plattegrond.pdf', await plainPdf(2));
    // Each with an open session of its own, which the file is not in: the session's condition of
    // the removal is all that keeps the file (the route checks only that the caller owns the session).
    const home = await logIn(user);
    const homeSession = await openSession(app, home);
    const visitor = await logIn(await aUser(database.db));
    const visitorsSession = await openSession(app, visitor);
    expect(new Set([officeSession, homeSession, visitorsSession]).size).toBe(3);

    for (const [caller, ownSession] of [
      [home, homeSession],
      [visitor, visitorsSession],
    ] as const) {
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/v3/uploads/${ownSession}/files/${drawing.uuid}`,
        headers: headersOf(caller),
      });
      expect(removal.statusCode).toBe(404);
      expect(removal.json()).toEqual({
        error: 'FILE_NOT_FOUND',
        message: 'Dit bestand bestaat niet (meer).',
      });
    }

    expect(await fileIdsOf(office, officeSession)).toEqual([drawing.uuid]);
    expect(await isStored(drawing.uuid)).toBe(true);
    expect((await get(previewOf(drawing), office)).statusCode).toBe(200);
    const product = await aProduct(database.db);
    await configure(office, officeSession, drawing.uuid, {
      productId: product.id,
      specs: A4_BLACK_WHITE,
      quantity: 1,
    });
    await addToCart(office, officeSession, [drawing.uuid]);
    const cart = await cartOf(office, officeSession);
    expect(cart.lines.filter((line) => line.inCart).map((line) => line.fileName)).toEqual([
      'plattegrond.pdf',
    ]);
  });
});
