import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { priceStoreItem } from '@portal/shared/rules/store-pricing';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { type StoreCart, storeCartSchema } from '@portal/shared/schemas/store-cart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser, type BuiltTheme } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingClient, type OrderingCustomer, orderingClient } from '../../../test/ordering-client';
import { type PrintStoreBuilders, printStoreBuilders } from '../../../test/print-store-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { headersOf, logIn } from '../../../test/upload-client';
import { orderDocuments, orderLines, orders } from '../orders/orders.tables';
import { storeCartLines } from './store-cart.tables';

/**
 * The print store's cart and check-out over HTTP (issue 29 point 5, decision 0106): a visitor's
 * cart by their browser's cookie, moved to the account at login; every line checked with the
 * store's price rule and priced by the server; the check-out as a flow of the order pipeline,
 * one order with the session's files when the cart has both; and every refusal with its code,
 * changing nothing.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let ordering: OrderingClient;
let store: PrintStoreBuilders;
let storeTheme: BuiltTheme;
let hiddenPricesTheme: BuiltTheme;
let otherStoreTheme: BuiltTheme;
let design: string;
let hiddenDesign: string;
let pack: string;
let otherStoreDesign: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-cart-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  storeTheme = await aTheme(database.db);
  hiddenPricesTheme = await aTheme(database.db, { flags: { hidePricing: true } });
  otherStoreTheme = await aTheme(database.db);
  store = await printStoreBuilders(database.db);
  const defaultStore = await store.aStore({ isDefault: true });
  const category = await store.aCategory(defaultStore);
  const collection = await store.aCollection(defaultStore, [category], { name: 'Verbodsborden' });
  design = await store.aDesign(collection, { name: 'Verboden te roken' });
  const hiddenCollection = await store.aCollection(defaultStore, [category], { active: false });
  hiddenDesign = await store.aDesign(hiddenCollection, { name: 'Oud rookverbod' });
  pack = await store.aPackage(
    category,
    [{ designId: design, quantity: 5, specs: { size: '200x200', material: 'forex', application: 'binnen' } }],
    {
      name: 'Starterspakket kantoor',
      maxOrderAmount: 1,
      priceCents: 4950,
    },
  );
  // A customer's own store, shown only in that customer's theme.
  const own = await store.aStore({ theme: otherStoreTheme });
  const ownCategory = await store.aCategory(own);
  otherStoreDesign = await store.aDesign(await store.aCollection(own, [ownCategory]), { name: 'Eigen bord' });
  await aProduct(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A browser: its cookie (a visitor's cart) and, once logged in, its token. */
type Browser = { cookie?: string; token?: string };

function cookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const set = response.headers['set-cookie'];
  const first = Array.isArray(set) ? set[0] : set;
  return typeof first === 'string' ? first.split(';')[0] : undefined;
}

async function call(
  browser: Browser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const headers: Record<string, string> = {};
  if (browser.cookie) headers.cookie = browser.cookie;
  if (browser.token) headers.authorization = `Bearer ${browser.token}`;
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  browser.cookie = cookieOf(response) ?? browser.cookie;
  return response;
}

const cartOf = async (browser: Browser, theme?: BuiltTheme) => {
  const response = await call(
    browser,
    'GET',
    `/api/v3/print-store/cart${theme ? `?theme=${theme.name}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return storeCartSchema.parse(response.json());
};

const add = (browser: Browser, item: Record<string, unknown>, theme: BuiltTheme = storeTheme) =>
  call(browser, 'POST', '/api/v3/print-store/cart', { theme: theme.name, ...item });

async function added(
  browser: Browser,
  item: Record<string, unknown>,
  theme?: BuiltTheme,
): Promise<StoreCart> {
  const response = await add(browser, item, theme);
  expect(response.statusCode, response.body).toBe(200);
  return storeCartSchema.parse(response.json());
}

const priceOf = (specs: Record<string, string>, quantity: number) => {
  const price = priceStoreItem(store.sign, specs, quantity);
  if ('problem' in price) throw new Error(price.problem);
  return price;
};

const linesInDatabase = (userId: string) =>
  database.db.select().from(storeCartLines).where(eq(storeCartLines.userId, userId));

describe('a visitor’s store cart', () => {
  it('keeps a design with its specs and a package, priced by the server from the table', async () => {
    const visitor: Browser = {};
    expect(await cartOf(visitor)).toEqual({ lines: [], totalCents: null, itemCount: 0 });
    const specs = { size: '300x300', material: 'forex', application: 'buiten' };
    await added(visitor, { productId: design, specs, quantity: 12, unitCents: 1, priceCents: 1 });
    const cart = await added(visitor, { packageId: pack, quantity: 1 });
    const [sign, starter] = cart.lines;
    const expected = priceOf(specs, 12);
    expect(sign).toMatchObject({
      kind: 'product',
      itemId: design,
      name: 'Verboden te roken',
      quantity: 12,
      unitCents: expected.unitCents,
      lineCents: expected.lineCents,
      problem: null,
    });
    // The specs as kept have every menu's value, the customer's choice over the defaults.
    expect(sign!.specs).toMatchObject(specs);
    expect(sign!.specTitles.map((spec) => spec.title)).toContain('Formaat');
    expect(starter).toMatchObject({ kind: 'package', name: 'Starterspakket kantoor', lineCents: 4950 });
    expect(cart.totalCents).toBe(expected.lineCents + 4950);
    expect(cart.itemCount).toBe(13);
  });

  it('adds the same configuration to its line, and takes a volume price when the quantity reaches it', async () => {
    const visitor: Browser = {};
    const specs = { size: '200x200', material: 'sticker', application: 'binnen' };
    await added(visitor, { productId: design, specs, quantity: 5 });
    const cart = await added(visitor, { productId: design, specs, quantity: 5 });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(10);
    expect(cart.lines[0]!.unitCents).toBe(priceOf(specs, 10).unitCents);
    expect(priceOf(specs, 10).unitCents).toBeLessThan(priceOf(specs, 9).unitCents);
  });

  it('changes a quantity and removes a line; another browser cannot touch them', async () => {
    const visitor: Browser = {};
    const cart = await added(visitor, { productId: design, quantity: 2 });
    const lineId = cart.lines[0]!.id;
    const stranger: Browser = {};
    await added(stranger, { productId: design, quantity: 1 });
    expect(
      (await call(stranger, 'PUT', `/api/v3/print-store/cart/${lineId}`, { quantity: 7 })).json(),
    ).toMatchObject({
      error: 'STORE_CART_LINE_NOT_FOUND',
    });
    expect((await call({}, 'DELETE', `/api/v3/print-store/cart/${lineId}`)).statusCode).toBe(404);
    const changed = await call(visitor, 'PUT', `/api/v3/print-store/cart/${lineId}`, { quantity: 7 });
    expect(storeCartSchema.parse(changed.json()).lines[0]!.quantity).toBe(7);
    const removed = await call(visitor, 'DELETE', `/api/v3/print-store/cart/${lineId}`);
    expect(storeCartSchema.parse(removed.json()).lines).toEqual([]);
  });

  it('refuses what cannot be ordered with a stable code, and adds nothing', async () => {
    const visitor: Browser = {};
    const refusals: [Record<string, unknown>, BuiltTheme | undefined, number, string][] = [
      [{ productId: randomUUID(), quantity: 1 }, undefined, 404, 'STORE_ITEM_NOT_FOUND'],
      [{ productId: hiddenDesign, quantity: 1 }, undefined, 404, 'STORE_ITEM_NOT_FOUND'],
      // A product of a store the theme does not show.
      [{ productId: otherStoreDesign, quantity: 1 }, undefined, 404, 'STORE_ITEM_NOT_FOUND'],
      [
        { productId: design, specs: { material: 'magneetsticker', application: 'buiten' }, quantity: 1 },
        undefined,
        422,
        'INVALID_SPEC_COMBINATION',
      ],
      [
        { productId: design, specs: { material: 'goud' }, quantity: 1 },
        undefined,
        422,
        'INVALID_SPEC_COMBINATION',
      ],
      [{ productId: design, quantity: 501 }, undefined, 422, 'STORE_QUANTITY_NOT_ALLOWED'],
      [{ packageId: pack, quantity: 2 }, undefined, 422, 'STORE_QUANTITY_NOT_ALLOWED'],
      [{ productId: design, quantity: 0 }, undefined, 400, 'VALIDATION_ERROR'],
      [{ productId: design, packageId: pack, quantity: 1 }, undefined, 400, 'VALIDATION_ERROR'],
    ];
    for (const [item, theme, status, code] of refusals) {
      const response = await add(visitor, item, theme);
      expect(response.statusCode, JSON.stringify(item)).toBe(status);
      expect(response.json().error).toBe(code);
    }
    // A package of at most 1 cannot grow past it by adding it twice.
    await added(visitor, { packageId: pack, quantity: 1 });
    expect((await add(visitor, { packageId: pack, quantity: 1 })).json().error).toBe(
      'STORE_QUANTITY_NOT_ALLOWED',
    );
    expect((await cartOf(visitor)).lines.map((line) => line.kind)).toEqual(['package']);
    // The customer's own store's design is for sale in that customer's theme.
    await added({}, { productId: otherStoreDesign, quantity: 1 }, otherStoreTheme);
  });

  it('shows no amount in a theme that hides prices, though the lines are priced for the order', async () => {
    const visitor: Browser = {};
    const cart = await added(visitor, { productId: design, quantity: 3 }, hiddenPricesTheme);
    expect(cart.lines[0]).toMatchObject({ unitCents: null, lineCents: null, problem: null });
    expect(cart.totalCents).toBeNull();
  });
});

describe('logging in', () => {
  it('moves the visitor’s cart to the account, beside what the account had', async () => {
    const user = await aUser(database.db);
    const earlier: Browser = await logIn(app, user.email, user.password);
    await added(earlier, { productId: design, quantity: 1 });
    const visitor: Browser = {};
    await added(visitor, { packageId: pack, quantity: 1 });
    const login = await call(visitor, 'POST', '/api/v3/auth/login', {
      username: user.email,
      password: user.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    visitor.token = login.json().jwtToken;
    const cart = await cartOf(visitor);
    expect(cart.lines.map((line) => line.kind).sort()).toEqual(['package', 'product']);
    // The browser's new cookie has no cart of its own any more: logged out, it is empty.
    expect((await cartOf({ cookie: visitor.cookie })).lines).toEqual([]);
  });
});

describe('the check-out', () => {
  async function checkOut(customer: OrderingCustomer, expected: number, body: Record<string, unknown> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
      payload: {
        sessionId: customer.session,
        details: await ordering.detailsFor(customer),
        expectedTotalExclVatCents: expected,
        themeName: storeTheme.name,
        product: 'printProduct',
        ...body,
      },
    });
  }

  it('orders the store items as kind store, keeps each line as it was, and empties the store cart', async () => {
    const customer = await ordering.aCustomer();
    const browser: Browser = { ...customer.browser };
    const specs = { size: '400x400', material: 'dibond', application: 'buiten' };
    const cart = await added(browser, { productId: design, specs, quantity: 4 });
    await added(browser, { packageId: pack, quantity: 1 });
    const total = (await cartOf(browser)).totalCents!;
    const response = await checkOut(customer, total);
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed.kind).toBe('store');
    expect(placed.totals?.exclVatCents).toBe(total);

    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(lines.map((line) => line.kind)).toEqual(['store_item', 'store_item']);
    const sign = lines.find((line) => line.productId === design)!;
    expect(sign).toMatchObject({
      quantity: 4,
      unitPriceCents: cart.lines[0]!.unitCents,
      linePriceCents: cart.lines[0]!.lineCents,
      fileId: null,
      priceHidden: false,
    });
    expect(sign.specs.map((choice) => `${choice.menuId}=${choice.optionName}`)).toEqual(
      expect.arrayContaining(['size=400x400', 'material=dibond', 'application=buiten']),
    );
    expect(sign.content).toMatchObject({
      store: { itemId: design, sizeMm: { widthMm: 400, heightMm: 400 } },
    });
    // A package's line says what is in it, for the shop that makes it.
    const starter = lines.find((line) => line.productId === pack)!;
    expect(starter.specs.map((choice) => `${choice.groupTitle}: ${choice.optionTitle}`)).toEqual([
      expect.stringMatching(/^Inhoud: 5 × Verboden te roken \(Formaat: .*\)$/),
    ]);
    expect(await linesInDatabase(customer.userId)).toEqual([]);

    // The job ticket prints the sign at its size, with its choices as notes.
    const [ticket] = await database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, placed.orderId), eq(orderDocuments.kind, 'json')));
    const ticketLines = JSON.parse(ticket!.body).lines as { format: unknown }[];
    expect(ticketLines.map((line) => line.format)).toContainEqual({
      name: 'custom',
      widthMm: 400,
      heightMm: 400,
    });
  });

  it('orders files and store items of one cart together, whichever flow completes it', async () => {
    const customer = await ordering.aCustomer();
    const browser: Browser = { ...customer.browser };
    const [product] = await Promise.all([aProduct(database.db)]);
    const files = await ordering.inTheCart(customer, [{ name: 'bouwtekening.pdf', product: product! }]);
    const storeCart = await added(browser, { productId: design, quantity: 2 });
    // The print order's Controleren: the file and the store item.
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
      payload: {
        sessionId: customer.session,
        details: await ordering.detailsFor(customer),
        expectedTotalExclVatCents: files.totalCents + storeCart.totalCents!,
        themeName: storeTheme.name,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed.kind).toBe('print');
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(lines.map((line) => line.kind).sort()).toEqual(['print_file', 'store_item']);
    expect(await linesInDatabase(customer.userId)).toEqual([]);
  });

  it('refuses a cart whose store item cannot be ordered as it is, or a total the customer did not see, placing nothing', async () => {
    const customer = await ordering.aCustomer();
    const browser: Browser = { ...customer.browser };
    const cart = await added(browser, { productId: design, quantity: 2 });
    // The server's price, not the client's.
    const wrong = await checkOut(customer, cart.totalCents! - 1);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBe('PRICE_CHANGED');
    // The admins hide the design's collection after it went into the cart.
    await database.db
      .update(storeCartLines)
      .set({ itemId: hiddenDesign })
      .where(eq(storeCartLines.userId, customer.userId));
    expect((await cartOf(browser, storeTheme)).lines[0]!.problem).toBe('GONE');
    const gone = await checkOut(customer, cart.totalCents!);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe('STORE_LINE_NOT_ORDERABLE');
    expect(await database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual([]);
    expect(await linesInDatabase(customer.userId)).toHaveLength(1);
  });

  it('refuses an empty cart with CART_EMPTY', async () => {
    const customer = await ordering.aCustomer();
    const response = await checkOut(customer, 0);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('CART_EMPTY');
  });
});
