import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cartResponseSchema } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import { reorderResultSchema } from '@portal/shared/schemas/order-views';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import {
  type OrderingClient,
  type OrderingCustomer,
  orderingClient,
  type WantedFile,
} from '../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { headersOf, openSession, upload as uploadFile } from '../../../test/upload-client';
import { productPagePrices, products } from '../catalogue/catalogue.tables';
import { userCustomers } from '../customers/customers.tables';
import { plainPdf } from '../uploads/analysis/test-fixtures';
import { uploadedFiles } from '../uploads/uploads.tables';

/**
 * 'Opnieuw bestellen' over HTTP (issue 13 point 7): a placed order's lines go back into the
 * caller's new cart as copies of their files with the same product, options and quantity, priced
 * today; a line that no longer fits, or whose file is gone, is reported and left out; another
 * user's order does not exist; discarding the new session leaves the ordered files alone. Orders
 * are placed through the real endpoint. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reorder-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Customer = OrderingCustomer;
let ordering: OrderingClient;
const aCustomer = () => ordering.aCustomer();
const inTheCart = (customer: Customer, wanted: WantedFile[]) => ordering.inTheCart(customer, wanted);

const get = (customer: Customer, url: string) =>
  app.inject({ method: 'GET', url, headers: headersOf(customer.browser) });

/** Places these files as an order through POST /api/v3/orders; the customer's browser then has a new session. */
async function aPlacedOrder(customer: Customer, wanted: WantedFile[]) {
  const cart = await inTheCart(customer, wanted);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
    payload: {
      sessionId: customer.session,
      details: await ordering.detailsFor(customer),
      expectedTotalExclVatCents: cart.totalCents,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  customer.session = await openSession(app, customer.browser);
  return { orderId: placedOrderSchema.parse(response.json()).orderId, cart };
}

const reorder = (customer: Customer, orderId: string, sessionId = customer.session) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/orders/${orderId}/reorder`,
    headers: headersOf(customer.browser),
    payload: { sessionId },
  });

async function reordered(customer: Customer, orderId: string) {
  const response = await reorder(customer, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return reorderResultSchema.parse(response.json());
}

const isStored = (fileId: string) =>
  stat(path.join(dataDir, 'files', fileId.slice(0, 2), fileId)).then(
    () => true,
    () => false,
  );
const fileRow = async (fileId: string) =>
  (await database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)))[0];
/** The stored files on disk, of every test in this file: a refused copy leaves none behind. */
async function storedFileCount(): Promise<number> {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}
const filesIn = (sessionId: string) =>
  database.db.select().from(uploadedFiles).where(eq(uploadedFiles.sessionId, sessionId));

/** A change in the catalogue is seen at the next request once the product's update time moves. */
async function changeProduct(product: Product, change: (id: string) => Promise<unknown>) {
  await change(product.id);
  await database.db
    .update(products)
    .set({ updatedAt: sql`now() + interval '1 second'` })
    .where(eq(products.id, product.id));
}

describe('reordering a placed order', () => {
  it("puts copies of the order's files in the new cart with the same product, options and quantity", async () => {
    const customer = await aCustomer();
    const product = await aProduct(database.db);
    const { orderId, cart: ordered } = await aPlacedOrder(customer, [
      { name: 'offerte.pdf', product, quantity: 3 },
      { name: 'tekening.pdf', product, quantity: 5 },
    ]);
    // A file of the same name already in the new session: the copy is numbered.
    await inTheCart(customer, [{ name: 'offerte.pdf', product, quantity: 1 }]);

    const result = await reordered(customer, orderId);
    expect(result.leftOut).toEqual([]);
    expect(result.lines.map((line) => [line.position, line.fileName])).toEqual([
      [1, 'offerte (2).pdf'],
      [2, 'tekening.pdf'],
    ]);
    for (const [index, line] of result.lines.entries()) {
      const before = ordered.lines[index]!;
      expect(line.fileId).not.toBe(before.fileId);
      expect(line.previousPriceCents).toBe(before.priceCents);
      expect(line.priceCents).toBe(before.priceCents);
      const inCart = result.cart.lines.find((cartLine) => cartLine.fileId === line.fileId)!;
      expect(inCart).toMatchObject({
        inCart: true,
        productId: product.id,
        specs: before.specs,
        quantity: before.quantity,
        fileName: line.fileName,
      });
      // The copy is a file of the new session with the original's analysis and bytes.
      const copy = await fileRow(line.fileId);
      const original = await fileRow(before.fileId);
      expect(copy).toMatchObject({
        sessionId: customer.session,
        keptForOrder: false,
        pagesBW: original!.pagesBW,
        pageCount: original!.pageCount,
        size: original!.size,
        status: original!.status,
      });
      expect(await isStored(line.fileId)).toBe(true);
    }
    expect(result.previousTotalCents).toBe(ordered.totalCents);
    expect(result.totalCents).toBe(ordered.totalCents);
    // The cart as the cart endpoint gives it: the one already there and the two reordered.
    const cart = cartResponseSchema.parse(
      (await get(customer, `/api/v3/uploads/${customer.session}/cart`)).json(),
    );
    expect(cart).toEqual(result.cart);
    expect(cart.lines.filter((line) => line.inCart)).toHaveLength(3);
  });

  it('prices the lines today: a changed price table shows the price then and now', async () => {
    const customer = await aCustomer();
    const product = await aProduct(database.db);
    const { orderId, cart: ordered } = await aPlacedOrder(customer, [{ name: 'folder.pdf', product }]);
    await changeProduct(product, (id) =>
      database.db
        .update(productPagePrices)
        .set({ cents: sql`${productPagePrices.cents} * 2` })
        .where(eq(productPagePrices.productId, id)),
    );

    const result = await reordered(customer, orderId);
    const [line] = result.lines;
    expect(line!.previousPriceCents).toBe(ordered.totalCents);
    expect(line!.priceCents).toBe(2 * ordered.totalCents);
    expect(result).toMatchObject({
      previousTotalCents: ordered.totalCents,
      totalCents: 2 * ordered.totalCents,
    });
    expect(result.cart.totalCents).toBe(2 * ordered.totalCents);
  });

  it('shows a customer no amount then or now that they were not shown: a theme hiding prices, a product sold on a quote', async () => {
    // Decision 0098: the order keeps the real prices for the provider; the reorder answers none.
    const hidesPricing = await aTheme(database.db, { flags: { hidePricing: true } });
    const product = await aProduct(database.db);
    const hidden = await ordering.aCustomer({ theme: hidesPricing });
    const { orderId: hiddenOrder } = await aPlacedOrder(hidden, [{ name: 'jaarverslag.pdf', product }]);
    const all = await reordered(hidden, hiddenOrder);
    expect(all.lines).toMatchObject([
      { fileName: 'jaarverslag.pdf', previousPriceCents: null, priceCents: null },
    ]);
    expect(all).toMatchObject({ previousTotalCents: 0, totalCents: 0 });

    const onQuote = await aProduct(database.db, { title: 'Rapport op aanvraag', hidePrice: true });
    const customer = await aCustomer();
    const { orderId, cart } = await aPlacedOrder(customer, [
      { name: 'folder.pdf', product },
      { name: 'rapport.pdf', product: onQuote },
    ]);
    const shownPrice = cart.lines.find((line) => line.fileName === 'folder.pdf')!.priceCents;
    const result = await reordered(customer, orderId);
    const byName = new Map(result.lines.map((line) => [line.fileName, line]));
    expect(byName.get('rapport.pdf')).toMatchObject({ previousPriceCents: null, priceCents: null });
    expect(byName.get('folder.pdf')).toMatchObject({
      previousPriceCents: shownPrice,
      priceCents: shownPrice,
    });
    expect(result).toMatchObject({ previousTotalCents: shownPrice, totalCents: shownPrice });
  });

  it('leaves out a line whose product is no longer orderable, with the reason, and reorders the rest', async () => {
    const customer = await aCustomer();
    const kept = await aProduct(database.db);
    const withdrawn = await aProduct(database.db);
    const { orderId } = await aPlacedOrder(customer, [
      { name: 'blijft.pdf', product: kept },
      { name: 'vervallen.pdf', product: withdrawn },
    ]);
    await changeProduct(withdrawn, (id) =>
      database.db.update(products).set({ securityLevel: 9 }).where(eq(products.id, id)),
    );

    const result = await reordered(customer, orderId);
    expect(result.lines.map((line) => line.fileName)).toEqual(['blijft.pdf']);
    expect(result.leftOut).toEqual([
      {
        position: 2,
        fileName: 'vervallen.pdf',
        reason: 'PRODUCT_NOT_FOUND',
        message: 'Dit product bestaat niet of is voor u niet te bestellen.',
      },
    ]);
    // The left-out line's copy is not left behind in the session.
    expect((await filesIn(customer.session)).map((file) => file.fileName)).toEqual(['blijft.pdf']);
    expect(result.cart.lines.map((line) => line.fileName)).toEqual(['blijft.pdf']);
  });

  it('leaves out a line whose stored file is gone', async () => {
    const customer = await aCustomer();
    const product = await aProduct(database.db);
    const { orderId, cart } = await aPlacedOrder(customer, [
      { name: 'weg.pdf', product },
      { name: 'er.pdf', product },
    ]);
    const gone = cart.lines.find((line) => line.fileName === 'weg.pdf')!.fileId;
    await rm(path.join(dataDir, 'files', gone.slice(0, 2), gone));

    const result = await reordered(customer, orderId);
    expect(result.lines.map((line) => line.fileName)).toEqual(['er.pdf']);
    expect(result.leftOut).toEqual([
      {
        position: 1,
        fileName: 'weg.pdf',
        reason: 'ORDERED_FILE_GONE',
        message: 'Het bestand is niet meer beschikbaar.',
      },
    ]);
  });

  it('leaves out a copy that would pass the storage quota, and copies nothing for it', async () => {
    const customer = await aCustomer();
    const product = await aProduct(database.db);
    const { orderId } = await aPlacedOrder(customer, [{ name: 'groot.pdf', product }]);
    // The new session holds a file that leaves less room than the ordered file needs
    // (STORAGE_QUOTA_MB is 10,240 in tests): its recorded size is what the quota counts.
    const upload = await uploadFile(app, customer.browser, customer.session, 'vol.pdf', await plainPdf(1));
    expect(upload.statusCode, upload.body).toBe(201);
    await database.db
      .update(uploadedFiles)
      .set({ size: 10_240 * 1024 * 1024 - 10 })
      .where(eq(uploadedFiles.id, upload.json().files[0].uuid));
    const storedBefore = await storedFileCount();

    const result = await reordered(customer, orderId);
    expect(result.lines).toEqual([]);
    expect(result.leftOut).toEqual([
      {
        position: 1,
        fileName: 'groot.pdf',
        reason: 'STORAGE_QUOTA_REACHED',
        message:
          'Uw opslagruimte is vol (10,0 GB). Verwijder bestanden die u niet meer nodig heeft en probeer het opnieuw.',
      },
    ]);
    expect((await filesIn(customer.session)).map((file) => file.fileName)).toEqual(['vol.pdf']);
    expect(await storedFileCount()).toBe(storedBefore);
  });

  it('leaves out a copy that would pass the files-per-session limit, and copies nothing for it', async () => {
    const customer = await aCustomer();
    const product = await aProduct(database.db);
    const { orderId } = await aPlacedOrder(customer, [
      { name: 'eerste.pdf', product },
      { name: 'tweede.pdf', product },
    ]);
    for (const name of ['al-1.pdf', 'al-2.pdf']) {
      const upload = await uploadFile(app, customer.browser, customer.session, name, await plainPdf(1));
      expect(upload.statusCode, upload.body).toBe(201);
    }
    const storedBefore = await storedFileCount();
    // A second instance on the same database and files that allows 3 files per session: the
    // session's two files and one copy.
    const small = await createTestApp(database, {
      config: { DATA_DIR: dataDir, SESSION_FILES_MAX: '3' },
      deps: { runJobs: false, clock },
    });
    try {
      const response = await small.inject({
        method: 'POST',
        url: `/api/v3/orders/${orderId}/reorder`,
        headers: headersOf(customer.browser),
        payload: { sessionId: customer.session },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = reorderResultSchema.parse(response.json());
      expect(result.lines.map((line) => line.fileName)).toEqual(['eerste.pdf']);
      expect(result.leftOut).toEqual([
        {
          position: 2,
          fileName: 'tweede.pdf',
          reason: 'SESSION_FILES_LIMIT_REACHED',
          message:
            'Er kunnen maximaal 3 bestanden tegelijk in uw bestandenlijst staan. Bestel of verwijder eerst bestanden.',
        },
      ]);
      expect((await filesIn(customer.session)).map((file) => file.fileName).sort()).toEqual([
        'al-1.pdf',
        'al-2.pdf',
        'eerste.pdf',
      ]);
      expect(await storedFileCount()).toBe(storedBefore + 1);
    } finally {
      await small.close();
    }
  });

  it('lets a colleague of the same customer number reorder, and for anyone else the order does not exist (404)', async () => {
    const customer = await aCustomer();
    const product = await aProduct(database.db);
    const { orderId } = await aPlacedOrder(customer, [{ name: 'gedeeld.pdf', product }]);

    const stranger = await aCustomer();
    const refused = await reorder(stranger, orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'ORDER_NOT_FOUND' });
    expect(await filesIn(stranger.session)).toEqual([]);

    const colleague = await aCustomer();
    const [link] = await database.db
      .select()
      .from(userCustomers)
      .where(eq(userCustomers.userId, customer.userId));
    await database.db
      .insert(userCustomers)
      .values({ userId: colleague.userId, customerId: link!.customerId });
    expect((await reordered(colleague, orderId)).lines.map((line) => line.fileName)).toEqual(['gedeeld.pdf']);

    // Someone else's session: as if it did not exist.
    const intoAnother = await reorder(customer, orderId, stranger.session);
    expect(intoAnother.statusCode).toBe(404);
    expect(intoAnother.json()).toMatchObject({ error: 'UPLOAD_SESSION_NOT_FOUND' });
    expect(await filesIn(stranger.session)).toEqual([]);
  });

  it('leaves the ordered original alone when the new session is discarded', async () => {
    const customer = await aCustomer();
    const product = await aProduct(database.db);
    const { orderId, cart } = await aPlacedOrder(customer, [{ name: 'origineel.pdf', product }]);
    const original = cart.lines[0]!.fileId;
    const result = await reordered(customer, orderId);
    const copy = result.lines[0]!.fileId;

    // Out of the cart, then a logout: the session closes and its files go.
    const out = await app.inject({
      method: 'DELETE',
      url: `/api/v3/uploads/${customer.session}/cart/${copy}`,
      headers: headersOf(customer.browser),
    });
    expect(out.statusCode, out.body).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: headersOf(customer.browser),
    });
    expect(logout.statusCode).toBe(204);
    await app.jobs.drain();

    expect(await isStored(copy)).toBe(false);
    expect(await fileRow(copy)).toBeUndefined();
    expect(await isStored(original)).toBe(true);
    expect(await fileRow(original)).toMatchObject({ keptForOrder: true, fileName: 'origineel.pdf' });
  });
});
