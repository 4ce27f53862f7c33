import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminPriceRows } from '@portal/shared/rules/product-type-checks';
import { fromPriceOf } from '@portal/shared/rules/store-pricing';
import { orderViewSchema } from '@portal/shared/schemas/order-views';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import {
  adProductsSchema,
  collectionPageSchema,
  packagePageSchema,
  productPageSchema,
  type SpecMenu,
} from '@portal/shared/schemas/print-store';
import {
  type AdminPriceRowInput,
  type AdminProductType,
  adminAdsSchema,
  adminProductTypeSchema,
  adminStoreSchema,
  copiedProductTypeSchema,
  itemHistorySchema,
  productTypeListSchema,
  type UpdateProductTypeBody,
} from '@portal/shared/schemas/print-store-admin';
import { storeCartSchema } from '@portal/shared/schemas/store-cart';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser, type BuiltTheme, type BuiltUser } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingClient, orderingClient } from '../../../test/ordering-client';
import { type PrintStoreBuilders, printStoreBuilders } from '../../../test/print-store-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { headersOf, logIn, openSession } from '../../../test/upload-client';
import { DEMO_PRODUCT_TYPES } from './demo-product-types';

const DEMO_SIGN = DEMO_PRODUCT_TYPES.find((type) => type.key === 'sign')!;

/**
 * Product types, their price tables and the ads list over HTTP (issue 30 points 4 and 5, decision
 * 0114): only a store's admins change what their store keeps, a stale save or a refused one
 * writes nothing, the store's cards and pages follow at their next call, a placed order never
 * changes, and every change is in the history.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let ordering: OrderingClient;
let store: PrintStoreBuilders;
/** A theme without a store of its own: it shows the default (the provider's) store. */
let providerTheme: BuiltTheme;
/** A customer's theme with its own store (as Gemeente Rivierstad's). */
let customerTheme: BuiltTheme;
let defaultStore: string;
let customerStore: string;
let thirdStore: string;
let providerCollection: string;
let customerCollection: string;
let providerAdmin: BuiltUser;
let customerAdmin: BuiltUser;
let customer: BuiltUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'product-type-admin-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  providerTheme = await aTheme(database.db);
  customerTheme = await aTheme(database.db);
  store = await printStoreBuilders(database.db);
  defaultStore = await store.aStore({ isDefault: true });
  customerStore = await store.aStore({ theme: customerTheme });
  thirdStore = await store.aStore();
  providerCollection = await store.aCollection(defaultStore, [await store.aCategory(defaultStore)]);
  customerCollection = await store.aCollection(customerStore, [await store.aCategory(customerStore)]);
  [providerAdmin, customerAdmin, customer] = await Promise.all([
    aUser(database.db, { name: 'Bea Beheer', printStoreRole: 'ADMIN', printStoreId: defaultStore }),
    aUser(database.db, { name: 'Ina Inkoop', printStoreRole: 'ADMIN', printStoreId: customerStore }),
    aUser(database.db),
  ]);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// --- Building.

/** A product type of a store: the demo's sign (its menus, exclusions and price table) under a name of its own. */
async function aType(printStoreId: string, key: 'sign' | 'stockPack' = 'sign'): Promise<string> {
  const id = randomUUID();
  await store.repository.insertProductType({
    ...DEMO_PRODUCT_TYPES.find((type) => type.key === key)!,
    id,
    printStoreId,
    name: `Bord ${id.slice(0, 8)}`,
  });
  return id;
}

async function aDesignOn(collectionId: string, productTypeId: string, options: { name?: string } = {}) {
  const id = randomUUID();
  await store.repository.insertDesign({
    id,
    collectionId,
    productTypeId,
    name: options.name ?? `Ontwerp ${id.slice(0, 8)}`,
    designer: 'Test',
  });
  return id;
}

// --- Calls.

const tokens = new Map<string, Promise<string>>();
const tokenOf = (user: BuiltUser) => {
  let token = tokens.get(user.email);
  if (!token) {
    token = logIn(app, user.email, user.password).then((browser) => browser.token ?? '');
    tokens.set(user.email, token);
  }
  return token;
};

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: BuiltUser | undefined,
  payload?: unknown,
) {
  const headers = user ? { authorization: `Bearer ${await tokenOf(user)}` } : {};
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const typeUrl = (id: string) => `/api/v3/print-store/admin/product-types/${id}`;

async function readType(user: BuiltUser, id: string): Promise<AdminProductType> {
  const response = await call('GET', typeUrl(id), user);
  expect(response.statusCode, response.body).toBe(200);
  return adminProductTypeSchema.parse(response.json());
}

const saveType = (user: BuiltUser | undefined, id: string, body: UpdateProductTypeBody) =>
  call('PUT', typeUrl(id), user, body);

async function saved(user: BuiltUser, id: string, body: UpdateProductTypeBody): Promise<AdminProductType> {
  const response = await saveType(user, id, body);
  expect(response.statusCode, response.body).toBe(200);
  return adminProductTypeSchema.parse(response.json());
}

async function collectionPage(collectionId: string, theme: BuiltTheme) {
  const response = await call(
    'GET',
    `/api/v3/print-store/collections/${collectionId}?theme=${theme.name}`,
    undefined,
  );
  expect(response.statusCode, response.body).toBe(200);
  return collectionPageSchema.parse(response.json());
}

async function productPage(productId: string, theme: BuiltTheme) {
  const response = await call(
    'GET',
    `/api/v3/print-store/products/${productId}?theme=${theme.name}`,
    undefined,
  );
  expect(response.statusCode, response.body).toBe(200);
  return productPageSchema.parse(response.json());
}

async function cardPrice(collectionId: string, designId: string, theme: BuiltTheme) {
  const page = await collectionPage(collectionId, theme);
  return page.products.find((card) => card.id === designId)?.fromPriceCents;
}

async function historyOf(user: BuiltUser, kind: string, id: string) {
  const response = await call('GET', `/api/v3/print-store/admin/history?kind=${kind}&id=${id}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return itemHistorySchema.parse(response.json()).entries;
}

/** Every row of the table with its price changed by `change`. */
const repriced = (rows: AdminPriceRowInput[], change: (row: AdminPriceRowInput) => number) =>
  rows.map((row) => ({ ...row, unitCents: change(row) }));

describe('who may read and change a product type', () => {
  it('answers anonymous 401, a customer 403 and another store’s admin 403 PRINT_STORE_NOT_YOURS, changing nothing', async () => {
    const type = await aType(defaultStore);
    const before = await readType(providerAdmin, type);
    const body = { version: before.version, prices: repriced(before.prices, () => 1) };

    const anonymous = await saveType(undefined, type, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('UNAUTHORIZED');
    const byCustomer = await saveType(customer, type, body);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().error).toBe('FORBIDDEN');
    const byOtherAdmin = await saveType(customerAdmin, type, body);
    expect(byOtherAdmin.statusCode).toBe(403);
    expect(byOtherAdmin.json()).toEqual({
      error: 'PRINT_STORE_NOT_YOURS',
      message: 'U beheert deze printwinkel niet.',
    });
    for (const url of ['/api/v3/print-store/admin/product-types', typeUrl(type)]) {
      expect((await call('GET', url, undefined)).statusCode).toBe(401);
      expect((await call('GET', url, customer)).statusCode).toBe(403);
    }

    expect(await readType(providerAdmin, type)).toEqual(before);
    expect(await historyOf(providerAdmin, 'productType', type)).toEqual([]);
  });

  it('lets a customer store’s admin read the provider’s types read-only, its designs counted, but not a third store’s type', async () => {
    const type = await aType(defaultStore);
    await aDesignOn(customerCollection, type);
    await aDesignOn(customerCollection, type);
    await aDesignOn(providerCollection, type);

    const listed = async (user: BuiltUser) => {
      const response = await call('GET', '/api/v3/print-store/admin/product-types', user);
      expect(response.statusCode, response.body).toBe(200);
      return productTypeListSchema.parse(response.json()).productTypes.find((entry) => entry.id === type);
    };
    const from = fromPriceOf(store.sign);
    expect(await listed(customerAdmin)).toMatchObject({
      editable: false,
      printStoreId: defaultStore,
      designCount: 2,
      otherStoreDesignCount: 1,
      fromPriceCents: from,
    });
    expect(await listed(providerAdmin)).toMatchObject({
      editable: true,
      designCount: 1,
      otherStoreDesignCount: 2,
    });
    const read = await readType(customerAdmin, type);
    expect(read.editable).toBe(false);
    expect(read.menus).toEqual(store.sign.menus);
    expect(read.prices).toHaveLength(store.sign.prices.length);
    expect(read.prices).toEqual(expect.arrayContaining(adminPriceRows(store.sign.prices)));

    // A type of a store the customer's store neither uses nor gets from the provider.
    const elsewhere = await aType(thirdStore);
    expect((await call('GET', typeUrl(elsewhere), customerAdmin)).json().error).toBe('PRINT_STORE_NOT_YOURS');
    const unknown = await call('GET', typeUrl(randomUUID()), customerAdmin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('STORE_ITEM_NOT_FOUND');
  });
});

/** The type's menus with one size less. */
const withoutSize = (type: AdminProductType, size: string) =>
  type.menus.map((menu) =>
    menu.name === 'size' ? { ...menu, values: menu.values.filter((value) => value.name !== size) } : menu,
  );

describe('saving a product type', () => {
  it('replaces the price table as a whole with a new version; the card’s v.a. and the product page follow at the next call', async () => {
    const type = await aType(defaultStore);
    const design = await aDesignOn(providerCollection, type);
    const before = await readType(providerAdmin, type);
    expect(await cardPrice(providerCollection, design, providerTheme)).toBe(fromPriceOf(store.sign));

    // Every price up by € 1, and 20 × 20 cm sticker inside from one piece at € 0,99: the new 'v.a.'.
    const cheapest = (row: AdminPriceRowInput) =>
      row.size === '200x200' &&
      row.specs.material === 'sticker' &&
      row.specs.application === 'binnen' &&
      row.minQuantity === 1;
    const prices = repriced(before.prices, (row) => (cheapest(row) ? 99 : row.unitCents + 100));
    const after = await saved(providerAdmin, type, { version: before.version, prices });
    expect(after.version).toBe(before.version + 1);
    expect(after.fromPriceCents).toBe(99);
    expect(after.prices).toHaveLength(before.prices.length);

    expect(await cardPrice(providerCollection, design, providerTheme)).toBe(99);
    const page = await productPage(design, providerTheme);
    expect(page.product.fromPriceCents).toBe(99);
    expect(page.productType.prices).toContainEqual({
      size: '200x200',
      specKey: 'material=sticker|application=binnen',
      minQuantity: 1,
      unitCents: 99,
    });
  });

  it('refuses a stale version with 409 STORE_ITEM_CHANGED and writes nothing', async () => {
    const type = await aType(defaultStore);
    const read = await readType(providerAdmin, type);
    // Two admins read version 1; the first saves, the second's save of its stale copy is refused.
    const first = await saved(providerAdmin, type, {
      version: read.version,
      prices: repriced(read.prices, (row) => row.unitCents + 10),
    });
    const second = await saveType(providerAdmin, type, {
      version: read.version,
      maxOrderAmount: 3,
      prices: repriced(read.prices, () => 1),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'STORE_ITEM_CHANGED',
      message: 'Dit item is intussen gewijzigd door een ander. Laad de pagina opnieuw.',
    });
    expect(await readType(providerAdmin, type)).toEqual(first);
    expect(await historyOf(providerAdmin, 'productType', type)).toHaveLength(1);
  });

  it('lets exactly one of two saves of the same version at the same moment through; the other is refused whole', async () => {
    const type = await aType(defaultStore);
    const read = await readType(providerAdmin, type);
    const tables = [
      repriced(read.prices, (row) => row.unitCents + 1),
      repriced(read.prices, (row) => row.unitCents + 2),
    ];
    const responses = await Promise.all(
      tables.map((prices) => saveType(providerAdmin, type, { version: read.version, prices })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = tables[responses.findIndex((response) => response.statusCode === 200)]!;
    const after = await readType(providerAdmin, type);
    expect(after.version).toBe(read.version + 1);
    expect(after.prices).toEqual(winner);
    expect(await historyOf(providerAdmin, 'productType', type)).toHaveLength(1);
  });

  const refusals: [
    string,
    (type: AdminProductType) => UpdateProductTypeBody,
    string,
    string | ((type: AdminProductType) => string),
  ][] = [
    [
      'a price below zero',
      (type) => ({
        version: type.version,
        prices: repriced(type.prices, (row) => (row === type.prices[1] ? -1 : row.unitCents)),
      }),
      'STORE_PRICE_BELOW_ZERO',
      'Prijsregel 2: een prijs kan niet lager zijn dan € 0,00.',
    ],
    [
      'a minimum quantity below 1',
      (type) => ({
        version: type.version,
        prices: type.prices.map((row, index) => (index === 2 ? { ...row, minQuantity: 0 } : row)),
      }),
      'STORE_PRICE_MIN_QUANTITY_BELOW_ONE',
      'Prijsregel 3: het aantal vanaf moet minimaal 1 zijn.',
    ],
    [
      'a size the menus do not have',
      (type) => ({
        version: type.version,
        prices: [...type.prices, { ...type.prices[0]!, size: '999x999' }],
      }),
      'STORE_PRICE_SPEC_UNKNOWN',
      `Prijsregel ${DEMO_SIGN.prices.length + 1} noemt een formaat of specificatie die dit product niet heeft. Kies uit de menu’s van het product.`,
    ],
    [
      'a material the menus do not have',
      (type) => ({
        version: type.version,
        prices: [{ ...type.prices[0]!, specs: { ...type.prices[0]!.specs, material: 'goud' } }],
      }),
      'STORE_PRICE_SPEC_UNKNOWN',
      'Prijsregel 1 noemt een formaat of specificatie die dit product niet heeft. Kies uit de menu’s van het product.',
    ],
    [
      'the same size, specs and minimum quantity twice',
      (type) => ({
        version: type.version,
        prices: [type.prices[0]!, type.prices[1]!, { ...type.prices[0]!, unitCents: 5 }],
      }),
      'STORE_PRICE_DUPLICATE',
      'Prijsregel 3 heeft hetzelfde formaat, dezelfde specificaties en hetzelfde aantal vanaf als prijsregel 1.',
    ],
    [
      'a maximum per order below 1',
      (type) => ({ version: type.version, maxOrderAmount: 0 }),
      'STORE_MAX_ORDER_AMOUNT_BELOW_ONE',
      'Het maximale aantal per bestelling moet minimaal 1 zijn. Laat het leeg voor geen maximum.',
    ],
    [
      'a menu whose default is not one of its values',
      (type) => ({
        version: type.version,
        menus: type.menus.map((menu) => (menu.name === 'material' ? { ...menu, default: 'goud' } : menu)),
      }),
      'STORE_SPEC_INVALID',
      "De printspecificatie kan zo niet worden opgeslagen: kies bij het menu 'Materiaal' een standaardwaarde uit zijn keuzes.",
    ],
    [
      'an excluded combination of values the menus do not have',
      (type) => ({ version: type.version, disabled: [{ material: 'goud' }] }),
      'STORE_SPEC_INVALID',
      'De printspecificatie kan zo niet worden opgeslagen: uitgesloten combinatie 1 noemt een menu of keuze die dit product niet heeft.',
    ],
    [
      // The stored rows are checked against the new menus: a size with prices cannot just go.
      'menus without a size that still has prices',
      (type) => ({ version: type.version, menus: withoutSize(type, '600x900') }),
      'STORE_PRICE_SPEC_UNKNOWN',
      (type) =>
        `Prijsregel ${type.prices.findIndex((row) => row.size === '600x900') + 1} noemt een formaat of specificatie die dit product niet heeft. Kies uit de menu’s van het product.`,
    ],
  ];

  it.each(refusals)(
    'refuses %s with 422 and a stable code, writing nothing',
    async (_what, bodyOf, code, message) => {
      const type = await aType(defaultStore);
      const before = await readType(providerAdmin, type);
      const response = await saveType(providerAdmin, type, bodyOf(before));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        error: code,
        message: typeof message === 'string' ? message : message(before),
      });
      expect(await readType(providerAdmin, type)).toEqual(before);
      expect(await historyOf(providerAdmin, 'productType', type)).toEqual([]);
    },
  );

  it('refuses a volume of fewer than 1 piece (the spec menus’ own schema) with 400, writing nothing', async () => {
    const type = await aType(defaultStore, 'stockPack');
    const before = await readType(providerAdmin, type);
    const menus = before.menus.map((menu) =>
      menu.menuType === 'quantity'
        ? {
            ...menu,
            values: menu.values.map((value, index) => (index === 0 ? { ...value, pieces: 0 } : value)),
          }
        : menu,
    );
    const response = await saveType(providerAdmin, type, { version: before.version, menus });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_ERROR');
    expect(await readType(providerAdmin, type)).toEqual(before);
  });

  it('saves menus, exclusions and the price table together, so a size can go with its prices', async () => {
    const type = await aType(defaultStore);
    const design = await aDesignOn(providerCollection, type);
    const before = await readType(providerAdmin, type);
    const menus = withoutSize(before, '100x100');
    const prices = before.prices.filter((row) => row.size !== '100x100');
    // Reflective foil was excluded at 10 × 10 cm: that exclusion goes with the size.
    const disabled = before.disabled.filter((combination) => combination.size !== '100x100');
    const after = await saved(providerAdmin, type, {
      version: before.version,
      menus,
      disabled,
      prices,
      maxOrderAmount: 50,
    });
    expect(after.prices).toEqual(prices);
    expect(after.maxOrderAmount).toBe(50);
    expect(after.disabled).toEqual([{ material: 'magneetsticker', application: 'buiten' }]);
    const page = await productPage(design, providerTheme);
    expect(
      page.productType.menus.find((menu) => menu.name === 'size')!.values.map((value) => value.name),
    ).not.toContain('100x100');
    expect(page.productType.maxOrderAmount).toBe(50);
  });

  it('refuses a name another type of the store has, in any letter case', async () => {
    const type = await aType(defaultStore);
    const other = await readType(providerAdmin, await aType(defaultStore));
    const before = await readType(providerAdmin, type);
    const response = await saveType(providerAdmin, type, {
      version: before.version,
      name: other.name.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('STORE_PRODUCT_TYPE_NAME_TAKEN');
    expect(await readType(providerAdmin, type)).toEqual(before);
  });

  it('keeps who changed what and when, newest first', async () => {
    const type = await aType(defaultStore);
    const first = await readType(providerAdmin, type);
    const second = await saved(providerAdmin, type, { version: first.version, maxOrderAmount: 40 });
    await saved(providerAdmin, type, {
      version: second.version,
      prices: repriced(second.prices, (row) =>
        row === second.prices[0] ? row.unitCents + 25 : row.unitCents,
      ),
    });
    const entries = await historyOf(providerAdmin, 'productType', type);
    expect(entries.map((entry) => [entry.action, entry.userName, Object.keys(entry.details)])).toEqual([
      ['changed', 'Bea Beheer', ['prices']],
      ['changed', 'Bea Beheer', ['maxOrderAmount']],
    ]);
    const row = first.prices[0]!;
    expect(entries[0]!.details.prices).toEqual({
      added: 0,
      removed: 0,
      changed: 1,
      examples: [
        {
          size: row.size,
          specs: `material=${row.specs.material}|application=${row.specs.application}`,
          minQuantity: row.minQuantity,
          from: row.unitCents,
          to: row.unitCents + 25,
        },
      ],
    });
    expect(entries[1]!.details.maxOrderAmount).toEqual({ from: store.sign.maxOrderAmount, to: 40 });
  });
});

describe('a price change and what was ordered', () => {
  it('never changes a placed order’s line; a cart line is priced again, and a check-out of the old total is refused', async () => {
    const type = await aType(defaultStore);
    const design = await aDesignOn(providerCollection, type, { name: 'Nooduitgang' });
    const buyer = await ordering.aCustomer();
    const specs = { size: '200x200', material: 'forex', application: 'binnen' };
    const addToCart = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/print-store/cart',
        headers: headersOf(buyer.browser),
        payload: { theme: providerTheme.name, productId: design, specs, quantity: 2 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return storeCartSchema.parse(response.json());
    };
    // Each order from an upload session of its own: a session places one order.
    const checkOut = async (expectedTotal: number | null) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/orders',
        headers: { ...headersOf(buyer.browser), 'idempotency-key': randomUUID() },
        payload: {
          sessionId: await openSession(app, buyer.browser),
          details: await ordering.detailsFor(buyer),
          expectedTotalExclVatCents: expectedTotal,
          themeName: providerTheme.name,
          product: 'printProduct',
        },
      });
    const doublePrices = async () => {
      const before = await readType(providerAdmin, type);
      await saved(providerAdmin, type, {
        version: before.version,
        prices: repriced(before.prices, (row) => row.unitCents * 2),
      });
    };

    const cart = await addToCart();
    const ordered = cart.lines[0]!;
    const placed = await checkOut(cart.totalCents);
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placedOrderSchema.parse(placed.json());

    await doublePrices();
    const order = orderViewSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/orders/${orderId}`,
          headers: headersOf(buyer.browser),
        })
      ).json(),
    );
    expect(order.lines.find((entry) => entry.productId === design)).toMatchObject({
      quantity: 2,
      unitPriceCents: ordered.unitCents,
      linePriceCents: ordered.lineCents,
    });

    // The same item in a new cart: priced from the table as it is now.
    const again = await addToCart();
    expect(again.lines[0]!.unitCents).toBe(ordered.unitCents! * 2);
    // The price changes again while the customer looks at that cart: the total seen is no longer
    // the price, so the order is refused and the cart kept, for the customer to see the new one.
    await doublePrices();
    const refused = await checkOut(again.totalCents);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe('PRICE_CHANGED');
    const cartNow = storeCartSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/print-store/cart?theme=${providerTheme.name}`,
          headers: headersOf(buyer.browser),
        })
      ).json(),
    );
    expect(cartNow.lines.map((line) => line.unitCents)).toEqual([ordered.unitCents! * 4]);
  });
});

describe('whole menus: added, removed, reordered, their kind and price (decision 0124)', () => {
  const finish: SpecMenu = {
    name: 'finish',
    title: 'Afwerking',
    menuType: 'option',
    values: [
      { name: 'mat', title: 'Mat' },
      { name: 'glans', title: 'Glans' },
    ],
    default: 'mat',
    priced: true,
  };
  /** Every row once per finish: mat at its price, glans € 1 more. */
  const withFinish = (rows: AdminPriceRowInput[]) =>
    rows.flatMap((row) => [
      { ...row, specs: { ...row.specs, finish: 'mat' } },
      { ...row, specs: { ...row.specs, finish: 'glans' }, unitCents: row.unitCents + 100 },
    ]);
  /** The table without a menu: the rows of its default value, without its key. */
  const collapsed = (rows: AdminPriceRowInput[], menu: string, kept: string) =>
    rows
      .filter((row) => row.specs[menu] === kept)
      .map((row) => ({
        ...row,
        specs: Object.fromEntries(Object.entries(row.specs).filter(([name]) => name !== menu)),
      }));
  const menusWithout = (type: AdminProductType, name: string) =>
    type.menus.filter((menu) => menu.name !== name);
  const disabledWithout = (type: AdminProductType, name: string) =>
    type.disabled.filter((combination) => combination[name] === undefined);

  async function priceInCart(designId: string, specs: Record<string, string>) {
    const buyer = await ordering.aCustomer();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/print-store/cart',
      headers: headersOf(buyer.browser),
      payload: { theme: providerTheme.name, productId: designId, specs, quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return storeCartSchema.parse(response.json()).lines[0]!.unitCents;
  }

  it('adds a priced menu with its values and prices where the admin put it; the product page shows it and the price follows the value chosen', async () => {
    const type = await aType(defaultStore);
    const design = await aDesignOn(providerCollection, type);
    const before = await readType(providerAdmin, type);
    const menus = [...before.menus.slice(0, 2), finish, ...before.menus.slice(2)];
    const after = await saved(providerAdmin, type, {
      version: before.version,
      menus,
      prices: withFinish(before.prices),
    });
    expect(after.version).toBe(before.version + 1);
    expect(after.prices).toHaveLength(before.prices.length * 2);
    const page = await productPage(design, providerTheme);
    expect(page.productType.menus.map((menu) => menu.name)).toEqual([
      'size',
      'material',
      'finish',
      'application',
      'levering',
    ]);
    const forex = { size: '200x200', material: 'forex', application: 'binnen' };
    const single = before.prices.find(
      (row) =>
        row.size === '200x200' &&
        row.specs.material === 'forex' &&
        row.specs.application === 'binnen' &&
        row.minQuantity === 1,
    )!.unitCents;
    // Without a finish chosen, the default (mat) at the price it had; glans € 1 more.
    expect(await priceInCart(design, forex)).toBe(single);
    expect(await priceInCart(design, { ...forex, finish: 'glans' })).toBe(single + 100);
    const [entry] = await historyOf(providerAdmin, 'productType', type);
    expect(entry).toMatchObject({ action: 'changed', userName: 'Bea Beheer' });
    expect(entry!.details.menus).toEqual({ added: ['Afwerking'], removed: [], changed: [] });
    expect(entry!.details.prices).toMatchObject({
      added: before.prices.length * 2,
      removed: before.prices.length,
    });

    // Put last: the order changes and the table is the same (its key follows the menus' order).
    const reordered = await saved(providerAdmin, type, {
      version: after.version,
      menus: [...after.menus.filter((menu) => menu.name !== 'finish'), after.menus[2]!],
    });
    expect(reordered.menus.map((menu) => menu.name).at(-1)).toBe('finish');
    expect(await priceInCart(design, { ...forex, finish: 'glans' })).toBe(single + 100);
    const [moved] = await historyOf(providerAdmin, 'productType', type);
    expect(moved!.details.menus).toEqual({ added: [], removed: [], changed: [], reordered: true });
  });

  it('refuses to remove a menu while exclusions or price rows still name it, naming the first; with them gone it saves whole, and a placed order keeps the choice it was placed with', async () => {
    const type = await aType(defaultStore);
    const design = await aDesignOn(providerCollection, type, { name: 'Buitenbord' });
    const buyer = await ordering.aCustomer();
    const added = await app.inject({
      method: 'POST',
      url: '/api/v3/print-store/cart',
      headers: headersOf(buyer.browser),
      payload: {
        theme: providerTheme.name,
        productId: design,
        specs: { size: '200x200', material: 'forex', application: 'buiten' },
        quantity: 3,
      },
    });
    const cart = storeCartSchema.parse(added.json());
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(buyer.browser), 'idempotency-key': randomUUID() },
      payload: {
        sessionId: await openSession(app, buyer.browser),
        details: await ordering.detailsFor(buyer),
        expectedTotalExclVatCents: cart.totalCents,
        themeName: providerTheme.name,
        product: 'printProduct',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placedOrderSchema.parse(placed.json());
    const orderLine = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v3/orders/${orderId}`,
        headers: headersOf(buyer.browser),
      });
      return orderViewSchema.parse(response.json()).lines.find((line) => line.productId === design)!;
    };
    const ordered = await orderLine();

    const before = await readType(providerAdmin, type);
    const menus = menusWithout(before, 'application');
    const refusedExclusion = await saveType(providerAdmin, type, { version: before.version, menus });
    expect(refusedExclusion.statusCode).toBe(422);
    expect(refusedExclusion.json()).toEqual({
      error: 'STORE_SPEC_INVALID',
      message:
        'De printspecificatie kan zo niet worden opgeslagen: uitgesloten combinatie 1 noemt een menu of keuze die dit product niet heeft.',
    });
    const disabled = disabledWithout(before, 'application');
    const refusedRows = await saveType(providerAdmin, type, { version: before.version, menus, disabled });
    expect(refusedRows.statusCode).toBe(422);
    expect(refusedRows.json()).toEqual({
      error: 'STORE_PRICE_SPEC_UNKNOWN',
      message:
        'Prijsregel 1 noemt een formaat of specificatie die dit product niet heeft. Kies uit de menu’s van het product.',
    });
    expect(await readType(providerAdmin, type)).toEqual(before);
    expect(await historyOf(providerAdmin, 'productType', type)).toEqual([]);

    const prices = collapsed(before.prices, 'application', 'binnen');
    const after = await saved(providerAdmin, type, { version: before.version, menus, disabled, prices });
    expect(after.menus.map((menu) => menu.name)).toEqual(['size', 'material', 'levering']);
    expect(after.prices).toHaveLength(prices.length);
    // A stale save of the type as it was is refused, whatever it sends.
    const stale = await saveType(providerAdmin, type, { version: before.version, menus: before.menus });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('STORE_ITEM_CHANGED');
    // The order as it was placed: outside, at its price.
    expect(await orderLine()).toEqual(ordered);
    expect(ordered.specs.map((choice) => `${choice.groupTitle}: ${choice.optionTitle}`)).toContain(
      'Toepassing: Buiten (met uv-laminaat)',
    );
    const [entry] = await historyOf(providerAdmin, 'productType', type);
    expect(entry!.details.menus).toEqual({ added: [], removed: ['Toepassing'], changed: [] });
  });

  const kindRefusals: [string, (type: AdminProductType) => UpdateProductTypeBody, string, string][] = [
    [
      'a priced menu made unpriced while its rows still name it',
      (type) => ({
        version: type.version,
        menus: type.menus.map((menu) => (menu.name === 'application' ? { ...menu, priced: false } : menu)),
      }),
      'STORE_PRICE_SPEC_UNKNOWN',
      'Prijsregel 1 noemt een formaat of specificatie die dit product niet heeft. Kies uit de menu’s van het product.',
    ],
    [
      'the size menu made a list',
      (type) => ({
        version: type.version,
        menus: type.menus.map((menu) => (menu.name === 'size' ? { ...menu, menuType: 'option' } : menu)),
      }),
      'STORE_SPEC_INVALID',
      'De printspecificatie kan zo niet worden opgeslagen: een product heeft precies één formaatmenu (een schuifregelaar met de formaten).',
    ],
    [
      'an information menu given a price',
      (type) => ({
        version: type.version,
        menus: type.menus.map((menu) => (menu.name === 'levering' ? { ...menu, priced: true } : menu)),
      }),
      'STORE_SPEC_INVALID',
      "De printspecificatie kan zo niet worden opgeslagen: het menu 'Levering' heeft geen keuzes met een eigen prijs; zet 'geprijsd' uit.",
    ],
    [
      'a new menu without values',
      (type) => ({ version: type.version, menus: [...type.menus, { ...finish, priced: false, values: [] }] }),
      'STORE_SPEC_INVALID',
      "De printspecificatie kan zo niet worden opgeslagen: het menu 'Afwerking' heeft nog geen keuzes.",
    ],
  ];

  it.each(kindRefusals)('refuses %s with 422, writing nothing', async (_what, bodyOf, code, message) => {
    const type = await aType(defaultStore);
    const before = await readType(providerAdmin, type);
    const response = await saveType(providerAdmin, type, bodyOf(before));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ error: code, message });
    expect(await readType(providerAdmin, type)).toEqual(before);
  });

  it('makes a priced list colours, and a priced menu unpriced with the table it then has', async () => {
    const type = await aType(defaultStore);
    const design = await aDesignOn(providerCollection, type);
    const before = await readType(providerAdmin, type);
    const hexes: Record<string, string> = { binnen: '#ffffff', buiten: '#005ca9' };
    const coloured = await saved(providerAdmin, type, {
      version: before.version,
      menus: before.menus.map((menu) =>
        menu.name === 'application'
          ? {
              ...menu,
              menuType: 'colors',
              values: menu.values.map((value) => ({ ...value, hex: hexes[value.name] })),
            }
          : menu,
      ),
    });
    expect((await productPage(design, providerTheme)).productType.menus[2]).toMatchObject({
      name: 'application',
      menuType: 'colors',
    });
    expect(coloured.prices).toEqual(before.prices);
    const unpriced = await saved(providerAdmin, type, {
      version: coloured.version,
      menus: coloured.menus.map((menu) => (menu.name === 'application' ? { ...menu, priced: false } : menu)),
      prices: collapsed(coloured.prices, 'application', 'binnen'),
    });
    expect(unpriced.prices.every((row) => row.specs.application === undefined)).toBe(true);
    // Outside costs what inside costs now.
    const specs = { size: '200x200', material: 'forex' };
    expect(await priceInCart(design, { ...specs, application: 'buiten' })).toBe(
      await priceInCart(design, { ...specs, application: 'binnen' }),
    );
  });

  describe('packages that fix specs of designs on the type', () => {
    const fixed = { size: '200x300', material: 'forex', application: 'binnen' };
    async function adminPackage(user: BuiltUser, id: string) {
      const response = await call('GET', '/api/v3/print-store/admin/store', user);
      expect(response.statusCode, response.body).toBe(200);
      return adminStoreSchema.parse(response.json()).packages.find((entry) => entry.id === id)!;
    }

    it('refuse to lose a value a package fixes, naming it and the package, writing nothing', async () => {
      const type = await aType(defaultStore);
      const design = await aDesignOn(providerCollection, type);
      const category = await store.aCategory(defaultStore);
      const pkg = await store.aPackage(category, [{ designId: design, quantity: 2, specs: fixed }], {
        name: 'Startpakket BHV',
      });
      const before = await readType(providerAdmin, type);
      const response = await saveType(providerAdmin, type, {
        version: before.version,
        menus: before.menus.map((menu) =>
          menu.name === 'material'
            ? { ...menu, values: menu.values.filter((value) => value.name !== 'forex') }
            : menu,
        ),
        prices: before.prices.filter((row) => row.specs.material !== 'forex'),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'STORE_SPEC_IN_PACKAGE',
        message:
          "‘Materiaal: Forex 5 mm’ ligt vast in een pakket ('Startpakket BHV'). Kies daar eerst een andere keuze; daarna kan deze keuze weg.",
      });
      expect(await readType(providerAdmin, type)).toEqual(before);
      expect((await adminPackage(providerAdmin, pkg)).items[0]!.specs).toEqual(fixed);
    });

    it('follow in the same save: a removed menu is no longer fixed, a new one at its default; each package’s history says so, in its own store', async () => {
      const type = await aType(defaultStore);
      const design = await aDesignOn(providerCollection, type);
      const theirs = await aDesignOn(customerCollection, type);
      const pkg = await store.aPackage(
        await store.aCategory(defaultStore),
        [{ designId: design, quantity: 2, specs: fixed }],
        { name: 'Startpakket BHV' },
      );
      const customerPkg = await store.aPackage(
        await store.aCategory(customerStore),
        [{ designId: theirs, quantity: 1, specs: { ...fixed, application: 'buiten' } }],
        { name: 'Raadhuis' },
      );
      const before = await readType(providerAdmin, type);
      await saved(providerAdmin, type, {
        version: before.version,
        menus: [...menusWithout(before, 'application'), finish],
        disabled: disabledWithout(before, 'application'),
        prices: withFinish(collapsed(before.prices, 'application', 'binnen')),
      });
      const ours = await adminPackage(providerAdmin, pkg);
      expect(ours.items[0]!.specs).toEqual({ size: '200x300', material: 'forex', finish: 'mat' });
      expect((await adminPackage(customerAdmin, customerPkg)).items[0]!.specs).toEqual({
        size: '200x300',
        material: 'forex',
        finish: 'mat',
      });
      const page = await app.inject({
        method: 'GET',
        url: `/api/v3/print-store/packages/${pkg}?theme=${providerTheme.name}`,
      });
      expect(packagePageSchema.parse(page.json()).contents[0]!.specTitles).toEqual([
        'Formaat: 20 × 30 cm',
        'Materiaal: Forex 5 mm',
        'Afwerking: Mat',
      ]);
      const details = {
        followsProductType: before.name,
        fixedMenusRemoved: 'Toepassing',
        fixedMenusAdded: 'Afwerking',
      };
      expect(await historyOf(providerAdmin, 'package', pkg)).toMatchObject([
        { action: 'changed', userName: 'Bea Beheer', details },
      ]);
      expect(await historyOf(customerAdmin, 'package', customerPkg)).toMatchObject([
        { action: 'changed', userName: 'Bea Beheer', details },
      ]);
      // The package saves again as its admin reads it: nothing it fixes is unknown.
      const resaved = await call('PUT', `/api/v3/print-store/admin/packages/${pkg}`, providerAdmin, {
        version: ours.version,
        items: ours.items,
      });
      expect(resaved.statusCode, resaved.body).toBe(200);
    });
  });
});

describe('a copy for my store', () => {
  it('gives a customer store its own type to price; its designs move onto it and only they follow its prices', async () => {
    const type = await aType(defaultStore);
    const theirs = await aDesignOn(customerCollection, type, { name: 'Balie Burgerzaken' });
    const providers = await aDesignOn(providerCollection, type);
    const original = await readType(customerAdmin, type);

    const response = await call('POST', `${typeUrl(type)}/copy`, customerAdmin, { moveDesigns: true });
    expect(response.statusCode, response.body).toBe(201);
    const copied = copiedProductTypeSchema.parse(response.json());
    expect(copied.productType).toMatchObject({
      name: `${original.name} (kopie)`,
      printStoreId: customerStore,
      editable: true,
      version: 1,
      designCount: 1,
      menus: original.menus,
      prices: original.prices,
    });
    expect(copied.movedDesigns.map((design) => design.id)).toEqual([theirs]);
    expect((await productPage(theirs, customerTheme)).productType.id).toBe(copied.productType.id);

    const copy = copied.productType;
    await saved(customerAdmin, copy.id, { version: copy.version, prices: repriced(copy.prices, () => 500) });
    expect(await cardPrice(customerCollection, theirs, customerTheme)).toBe(500);
    expect(await cardPrice(providerCollection, providers, providerTheme)).toBe(original.fromPriceCents);
    const kept = await readType(providerAdmin, type);
    expect([kept.version, kept.prices, kept.designCount, kept.otherStoreDesignCount]).toEqual([
      original.version,
      original.prices,
      1,
      0,
    ]);

    const created = await historyOf(customerAdmin, 'productType', copy.id);
    expect(created.map((entry) => [entry.action, entry.userName])).toEqual([
      ['changed', 'Ina Inkoop'],
      ['created', 'Ina Inkoop'],
    ]);
    expect(created[1]!.details.copiedFrom).toEqual({ id: type, name: original.name });
    expect((await historyOf(customerAdmin, 'design', theirs))[0]!.details).toEqual({
      productType: { from: original.name, to: copy.name },
    });

    // A second copy under the same name is refused; nothing is written.
    const twice = await call('POST', `${typeUrl(type)}/copy`, customerAdmin, { moveDesigns: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('STORE_PRODUCT_TYPE_NAME_TAKEN');
    const elsewhere = await call('POST', `${typeUrl(await aType(thirdStore))}/copy`, customerAdmin, {
      moveDesigns: false,
    });
    expect(elsewhere.json().error).toBe('PRINT_STORE_NOT_YOURS');
  });
});

describe('the advertisement-products list', () => {
  const adsUrl = '/api/v3/print-store/admin/ads';

  async function adsOf(user: BuiltUser) {
    const response = await call('GET', adsUrl, user);
    expect(response.statusCode, response.body).toBe(200);
    return adminAdsSchema.parse(response.json());
  }
  async function publicAds(theme: BuiltTheme) {
    const response = await call(
      'GET',
      `/api/v3/print-store/ad-products?theme=${theme.name}&max=20`,
      undefined,
    );
    expect(response.statusCode, response.body).toBe(200);
    return adProductsSchema.parse(response.json()).products.map((product) => product.id);
  }
  const versionOf = (ads: { designs: { id: string; version: number }[] }, id: string) =>
    ads.designs.find((design) => design.id === id)!.version;

  it('sets and unsets availableForAd for designs of the store; the public ads follow at the next call', async () => {
    const collection = await store.aCollection(customerStore, [await store.aCategory(customerStore)], {
      name: 'Evenementborden',
    });
    const omleiding = await store.aDesign(collection, { name: 'Omleiding evenement' });
    const ehbo = await store.aDesign(collection, { name: 'EHBO-post' });
    const listed = await adsOf(customerAdmin);
    expect(listed.printStoreId).toBe(customerStore);
    expect(listed.designs.find((design) => design.id === omleiding)).toMatchObject({
      name: 'Omleiding evenement',
      collectionId: collection,
      collectionName: 'Evenementborden',
      collectionActive: true,
      availableForAd: false,
    });
    expect(await publicAds(customerTheme)).not.toContain(omleiding);

    const response = await call('PUT', adsUrl, customerAdmin, {
      designs: [
        { id: omleiding, version: versionOf(listed, omleiding), availableForAd: true },
        { id: ehbo, version: versionOf(listed, ehbo), availableForAd: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const chosen = adminAdsSchema.parse(response.json());
    expect(chosen.designs.filter((design) => design.availableForAd).map((design) => design.id)).toEqual(
      expect.arrayContaining([omleiding, ehbo]),
    );
    expect(await publicAds(customerTheme)).toEqual(expect.arrayContaining([omleiding, ehbo]));

    const unset = await call('PUT', adsUrl, customerAdmin, {
      designs: [{ id: omleiding, version: versionOf(chosen, omleiding), availableForAd: false }],
    });
    expect(unset.statusCode, unset.body).toBe(200);
    const ads = await publicAds(customerTheme);
    expect(ads).toContain(ehbo);
    expect(ads).not.toContain(omleiding);

    const history = await historyOf(customerAdmin, 'ads', customerStore);
    expect(history.map((entry) => [entry.userName, entry.details])).toEqual([
      ['Ina Inkoop', { added: [], removed: ['Omleiding evenement'] }],
      ['Ina Inkoop', { added: ['Omleiding evenement', 'EHBO-post'], removed: [] }],
    ]);
    expect((await historyOf(customerAdmin, 'design', omleiding)).map((entry) => entry.details)).toEqual([
      { availableForAd: { from: true, to: false } },
      { availableForAd: { from: false, to: true } },
    ]);
  });

  it('changes all or nothing: another store’s design 403, an unknown one 404, a stale version 409; a customer 403, anonymous 401', async () => {
    const mine = await store.aDesign(customerCollection, { name: 'Spreekkamers' });
    const providers = await store.aDesign(providerCollection, { name: 'Verboden te roken' });
    const listed = await adsOf(customerAdmin);
    const set = (id: string, version: number) => ({ id, version, availableForAd: true });
    const refused = async (designs: unknown[], user: BuiltUser | undefined, status: number, code: string) => {
      const response = await call('PUT', adsUrl, user, { designs });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toBe(code);
    };
    await refused(
      [set(mine, versionOf(listed, mine)), set(providers, 1)],
      customerAdmin,
      403,
      'PRINT_STORE_NOT_YOURS',
    );
    await refused(
      [set(mine, versionOf(listed, mine)), set(randomUUID(), 1)],
      customerAdmin,
      404,
      'STORE_ITEM_NOT_FOUND',
    );
    await refused([set(mine, versionOf(listed, mine) + 1)], customerAdmin, 409, 'STORE_ITEM_CHANGED');
    await refused([set(mine, 1)], customer, 403, 'FORBIDDEN');
    await refused([set(mine, 1)], undefined, 401, 'UNAUTHORIZED');
    expect((await call('GET', adsUrl, customer)).statusCode).toBe(403);
    expect((await call('GET', adsUrl, undefined)).statusCode).toBe(401);

    expect(await adsOf(customerAdmin)).toEqual(listed);
    expect(await publicAds(customerTheme)).not.toContain(mine);
  });
});
