import { randomUUID } from 'node:crypto';
import {
  adProductsSchema,
  categoryPageSchema,
  packagePageSchema,
  printStoreContextSchema,
  searchResultsSchema,
} from '@portal/shared/schemas/print-store';
import {
  adminCategorySchema,
  adminCollectionSchema,
  adminPackageSchema,
  adminStoreSchema,
  itemHistorySchema,
} from '@portal/shared/schemas/print-store-admin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser, type BuiltTheme, type BuiltUser } from '../../../test/builders';
import { type PrintStoreBuilders, printStoreBuilders } from '../../../test/print-store-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { logIn } from '../../../test/upload-client';

/**
 * The print store's admin tools for categories, collections and packages (issue 30 points 1 and
 * 2, decision 0112): who may change what, every rule of spec 02 section 5 with its code, stale
 * versions refused with nothing written, the history, and the public pages following at their
 * next call.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
let builders: PrintStoreBuilders;

/** A store of its own theme with an admin, as each describe block starts from. */
type Shop = { theme: BuiltTheme; store: string; admin: BuiltUser };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  await aTheme(database.db, { name: `default-${randomUUID().slice(0, 8)}`, isDefault: true });
  builders = await printStoreBuilders(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function aShop(): Promise<Shop> {
  const theme = await aTheme(database.db, {});
  const store = await builders.aStore({ theme });
  const admin = await aUser(database.db, {
    name: 'Bea Beheer',
    printStoreRole: 'ADMIN',
    printStoreId: store,
  });
  return { theme, store, admin };
}

// One login per user: a login costs a password hash.
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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: BuiltUser,
  payload?: unknown,
) {
  const headers = user ? { authorization: `Bearer ${await tokenOf(user)}` } : {};
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const ADMIN = '/api/v3/print-store/admin';
const withTheme = (url: string, theme: BuiltTheme) =>
  `${url}${url.includes('?') ? '&' : '?'}theme=${theme.name}`;

async function expectFailure(
  response: Awaited<ReturnType<typeof call>>,
  status: number,
  code: string,
): Promise<void> {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toBe(code);
  expect(typeof response.json().message).toBe('string');
}

async function adminStoreOf(admin: BuiltUser) {
  const response = await call('GET', `${ADMIN}/store`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminStoreSchema.parse(response.json());
}

async function historyOf(admin: BuiltUser, kind: string, id: string) {
  const response = await call('GET', `${ADMIN}/history?kind=${kind}&id=${id}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return itemHistorySchema.parse(response.json());
}

async function createCategory(admin: BuiltUser, body: Record<string, unknown>) {
  const response = await call('POST', `${ADMIN}/categories`, admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return adminCategorySchema.parse(response.json());
}

async function createCollection(admin: BuiltUser, body: Record<string, unknown>) {
  const response = await call('POST', `${ADMIN}/collections`, admin, {
    description: 'Borden voor elke werkplek.',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminCollectionSchema.parse(response.json());
}

async function createPackage(admin: BuiltUser, body: Record<string, unknown>) {
  const response = await call('POST', `${ADMIN}/packages`, admin, {
    description: 'Alles voor de receptie.',
    priceCents: 4950,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminPackageSchema.parse(response.json());
}

describe('who may use the admin tools (issue 30 point 1)', () => {
  let shop: Shop;
  let other: Shop;
  let category: string;
  let collection: string;
  let pkg: string;
  beforeAll(async () => {
    shop = await aShop();
    other = await aShop();
    category = await builders.aCategory(shop.store, { name: 'Borden' });
    collection = await builders.aCollection(shop.store, [category]);
    pkg = await builders.aPackage(category, []);
  });

  const changes = () => [
    { method: 'POST' as const, url: `${ADMIN}/categories`, payload: { name: 'Nieuw' } },
    { method: 'PUT' as const, url: `${ADMIN}/categories/${category}`, payload: { version: 1, name: 'Weg' } },
    { method: 'DELETE' as const, url: `${ADMIN}/categories/${category}?version=1` },
    {
      method: 'POST' as const,
      url: `${ADMIN}/collections`,
      payload: { name: 'Nieuw', description: 'Tekst', categoryIds: [category] },
    },
    {
      method: 'PUT' as const,
      url: `${ADMIN}/collections/${collection}`,
      payload: { version: 1, active: false },
    },
    { method: 'DELETE' as const, url: `${ADMIN}/collections/${collection}?version=1` },
    {
      method: 'POST' as const,
      url: `${ADMIN}/packages`,
      payload: { name: 'Nieuw', description: 'Tekst', categoryId: category, priceCents: 100 },
    },
    { method: 'PUT' as const, url: `${ADMIN}/packages/${pkg}`, payload: { version: 1, priceCents: 1 } },
    { method: 'DELETE' as const, url: `${ADMIN}/packages/${pkg}?version=1` },
    { method: 'GET' as const, url: `${ADMIN}/store` },
    { method: 'GET' as const, url: `${ADMIN}/history?kind=category&id=${category}` },
  ];

  /** The store as it was built: nothing of it changed. */
  async function expectUnchanged() {
    const store = await adminStoreOf(shop.admin);
    expect(store.categories.map(({ id, name, version }) => ({ id, name, version }))).toEqual([
      { id: category, name: 'Borden', version: 1 },
    ]);
    expect(store.collections.map(({ id, active, version }) => ({ id, active, version }))).toEqual([
      { id: collection, active: true, version: 1 },
    ]);
    expect(store.packages.map(({ id, priceCents, version }) => ({ id, priceCents, version }))).toEqual([
      { id: pkg, priceCents: 4950, version: 1 },
    ]);
    expect((await historyOf(shop.admin, 'category', category)).entries).toEqual([]);
  }

  it('answers UNAUTHORIZED to an anonymous caller and FORBIDDEN to a customer, and changes nothing', async () => {
    const customer = await aUser(database.db, { theme: shop.theme });
    for (const { method, url, payload } of changes()) {
      await expectFailure(await call(method, url, undefined, payload), 401, 'UNAUTHORIZED');
      await expectFailure(await call(method, url, customer, payload), 403, 'FORBIDDEN');
    }
    await expectUnchanged();
  });

  it("answers PRINT_STORE_NOT_YOURS to another store's admin for this store's items, and changes nothing", async () => {
    for (const { method, url, payload } of changes()) {
      if (method === 'POST' || url.endsWith('/store')) continue;
      await expectFailure(await call(method, url, other.admin, payload), 403, 'PRINT_STORE_NOT_YOURS');
    }
    // New items go into the caller's own store, and may name only its own categories.
    await builders.aCategory(other.store);
    await expectFailure(
      await call('POST', `${ADMIN}/packages`, other.admin, {
        name: 'Nieuw',
        description: 'Tekst',
        categoryId: category,
        priceCents: 100,
      }),
      403,
      'PRINT_STORE_NOT_YOURS',
    );
    await expectFailure(
      await call('POST', `${ADMIN}/collections`, other.admin, {
        name: 'Nieuw',
        description: 'Tekst',
        categoryIds: [category],
      }),
      403,
      'PRINT_STORE_NOT_YOURS',
    );
    await expectUnchanged();
  });

  it('answers STORE_ITEM_NOT_FOUND for an unknown item, and PRINT_STORE_NOT_YOURS to an admin of a store that does not exist', async () => {
    const unknown = randomUUID();
    await expectFailure(
      await call('PUT', `${ADMIN}/categories/${unknown}`, shop.admin, { version: 1, name: 'X' }),
      404,
      'STORE_ITEM_NOT_FOUND',
    );
    await expectFailure(
      await call('DELETE', `${ADMIN}/packages/${unknown}?version=1`, shop.admin),
      404,
      'STORE_ITEM_NOT_FOUND',
    );
    await expectFailure(
      await call('GET', `${ADMIN}/history?kind=collection&id=${unknown}`, shop.admin),
      404,
      'STORE_ITEM_NOT_FOUND',
    );
    const adminOfNothing = await aUser(database.db, { printStoreRole: 'ADMIN', printStoreId: randomUUID() });
    await expectFailure(await call('GET', `${ADMIN}/store`, adminOfNothing), 403, 'PRINT_STORE_NOT_YOURS');
    await expectFailure(
      await call('POST', `${ADMIN}/categories`, adminOfNothing, { name: 'Nieuw' }),
      403,
      'PRINT_STORE_NOT_YOURS',
    );
  });
});

describe('categories (spec 02 section 5)', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await aShop();
  });

  it('creates a category with version 1, in the sidebar at the next call, and in its history with who and when', async () => {
    const before = Date.now();
    const created = await createCategory(shop.admin, {
      name: ' Verkeer ',
      colour: '#005ca9',
      listOnTop: true,
    });
    expect(created).toMatchObject({
      name: 'Verkeer',
      colour: '#005ca9',
      listOnTop: true,
      newBadge: false,
      active: true,
      version: 1,
      printStoreId: shop.store,
    });
    const context = printStoreContextSchema.parse(
      (await call('GET', withTheme('/api/v3/print-store', shop.theme))).json(),
    );
    expect(context.categories.map((category) => category.name)).toContain('Verkeer');
    const history = await historyOf(shop.admin, 'category', created.id);
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      action: 'created',
      userId: shop.admin.id,
      userName: 'Bea Beheer',
      details: { name: 'Verkeer', colour: '#005ca9' },
    });
    expect(Date.parse(history.entries[0]!.at)).toBeGreaterThanOrEqual(before - 60_000);
  });

  it("refuses a name the store has in another letter case: 'Let op, er bestaat al een categorie met deze naam.'", async () => {
    const first = await createCategory(shop.admin, { name: 'Brandveiligheid' });
    const duplicate = await call('POST', `${ADMIN}/categories`, shop.admin, { name: 'BRANDVEILIGHEID' });
    await expectFailure(duplicate, 409, 'STORE_CATEGORY_NAME_TAKEN');
    expect(duplicate.json().message).toBe('Let op, er bestaat al een categorie met deze naam.');
    const second = await createCategory(shop.admin, { name: 'Ehbo' });
    await expectFailure(
      await call('PUT', `${ADMIN}/categories/${second.id}`, shop.admin, {
        version: 1,
        name: 'brandveiligheid',
      }),
      409,
      'STORE_CATEGORY_NAME_TAKEN',
    );
    // Nothing written: the refused rename left the category and its version as they were.
    const store = await adminStoreOf(shop.admin);
    expect(store.categories.find((category) => category.id === second.id)).toMatchObject({
      name: 'Ehbo',
      version: 1,
    });
    // Its own name in other letters is no duplicate; another store may have the same name.
    const renamed = await call('PUT', `${ADMIN}/categories/${first.id}`, shop.admin, {
      version: 1,
      name: 'BrandVeiligheid',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const other = await aShop();
    await createCategory(other.admin, { name: 'brandveiligheid' });
  });

  it('refuses a blank name with VALIDATION_ERROR', async () => {
    await expectFailure(
      await call('POST', `${ADMIN}/categories`, shop.admin, { name: '   ' }),
      400,
      'VALIDATION_ERROR',
    );
    await expectFailure(
      await call('POST', `${ADMIN}/categories`, shop.admin, { name: 'x'.repeat(81) }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('edits and answers the new version; a save of the version before is refused with nothing written', async () => {
    const created = await createCategory(shop.admin, { name: 'Milieu' });
    const edited = await call('PUT', `${ADMIN}/categories/${created.id}`, shop.admin, {
      version: 1,
      name: 'Milieu en afval',
      newBadge: true,
      colour: '#009a44',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminCategorySchema.parse(edited.json())).toMatchObject({
      name: 'Milieu en afval',
      newBadge: true,
      colour: '#009a44',
      version: 2,
    });
    const stale = await call('PUT', `${ADMIN}/categories/${created.id}`, shop.admin, {
      version: 1,
      name: 'Afval',
    });
    await expectFailure(stale, 409, 'STORE_ITEM_CHANGED');
    expect(stale.json().message).toBe(
      'Dit item is intussen gewijzigd door een ander. Laad de pagina opnieuw.',
    );
    const store = await adminStoreOf(shop.admin);
    expect(store.categories.find((category) => category.id === created.id)).toMatchObject({
      name: 'Milieu en afval',
      version: 2,
    });
    const history = await historyOf(shop.admin, 'category', created.id);
    expect(history.entries.map((entry) => entry.action)).toEqual(['changed', 'created']);
    expect(history.entries[0]!.details).toEqual({
      name: { from: 'Milieu', to: 'Milieu en afval' },
      newBadge: { from: false, to: true },
      colour: { from: null, to: '#009a44' },
    });
  });

  it('takes one of two saves of the same version by two admins; the other is told it changed', async () => {
    const created = await createCategory(shop.admin, { name: 'Gelijktijdig' });
    const colleague = await aUser(database.db, { printStoreRole: 'ADMIN', printStoreId: shop.store });
    const [mine, theirs] = await Promise.all([
      call('PUT', `${ADMIN}/categories/${created.id}`, shop.admin, { version: 1, name: 'Van mij' }),
      call('PUT', `${ADMIN}/categories/${created.id}`, colleague, { version: 1, name: 'Van mijn collega' }),
    ]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([200, 409]);
    const winner = mine.statusCode === 200 ? 'Van mij' : 'Van mijn collega';
    const store = await adminStoreOf(shop.admin);
    expect(store.categories.find((category) => category.id === created.id)).toMatchObject({
      name: winner,
      version: 2,
    });
    expect((await historyOf(shop.admin, 'category', created.id)).entries).toHaveLength(2);
  });

  it('hides a category from visitors at the next call and keeps it for the admin, as hidden and shown in the history', async () => {
    const created = await createCategory(shop.admin, { name: 'Tijdelijk' });
    const page = withTheme(`/api/v3/print-store/categories/${created.id}`, shop.theme);
    expect((await call('GET', page)).statusCode).toBe(200);
    const hidden = await call('PUT', `${ADMIN}/categories/${created.id}`, shop.admin, {
      version: 1,
      active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await expectFailure(await call('GET', page), 404, 'STORE_ITEM_NOT_FOUND');
    expect((await call('GET', page, shop.admin)).statusCode).toBe(200);
    const context = printStoreContextSchema.parse(
      (await call('GET', withTheme('/api/v3/print-store', shop.theme))).json(),
    );
    expect(context.categories.map((category) => category.id)).not.toContain(created.id);
    await call('PUT', `${ADMIN}/categories/${created.id}`, shop.admin, { version: 2, active: true });
    expect((await call('GET', page)).statusCode).toBe(200);
    const history = await historyOf(shop.admin, 'category', created.id);
    expect(history.entries.map((entry) => entry.action)).toEqual(['shown', 'hidden', 'created']);
  });

  it('refuses to delete a category that holds a collection or a package, and deletes an empty one (its history stays readable)', async () => {
    const withCollection = await createCategory(shop.admin, { name: 'Met collectie' });
    await createCollection(shop.admin, { name: 'Erin', categoryIds: [withCollection.id] });
    const refused = await call('DELETE', `${ADMIN}/categories/${withCollection.id}?version=1`, shop.admin);
    await expectFailure(refused, 409, 'STORE_CATEGORY_NOT_EMPTY');
    const withPackage = await createCategory(shop.admin, { name: 'Met pakket' });
    await createPackage(shop.admin, { name: 'Erin', categoryId: withPackage.id });
    await expectFailure(
      await call('DELETE', `${ADMIN}/categories/${withPackage.id}?version=1`, shop.admin),
      409,
      'STORE_CATEGORY_NOT_EMPTY',
    );
    const store = await adminStoreOf(shop.admin);
    expect(store.categories.find((category) => category.id === withCollection.id)).toMatchObject({
      collectionCount: 1,
      packageCount: 0,
      version: 1,
    });
    expect(store.categories.find((category) => category.id === withPackage.id)).toMatchObject({
      packageCount: 1,
    });

    const empty = await createCategory(shop.admin, { name: 'Leeg' });
    await expectFailure(
      await call('DELETE', `${ADMIN}/categories/${empty.id}?version=2`, shop.admin),
      409,
      'STORE_ITEM_CHANGED',
    );
    const deleted = await call('DELETE', `${ADMIN}/categories/${empty.id}?version=1`, shop.admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectFailure(
      await call('GET', withTheme(`/api/v3/print-store/categories/${empty.id}`, shop.theme), shop.admin),
      404,
      'STORE_ITEM_NOT_FOUND',
    );
    const history = await historyOf(shop.admin, 'category', empty.id);
    expect(history.entries.map((entry) => entry.action)).toEqual(['deleted', 'created']);
    expect(history.entries[0]!.details).toEqual({ name: 'Leeg' });
    const other = await aShop();
    await expectFailure(
      await call('GET', `${ADMIN}/history?kind=category&id=${empty.id}`, other.admin),
      403,
      'PRINT_STORE_NOT_YOURS',
    );
  });
});

describe('collections (spec 02 section 5)', () => {
  let shop: Shop;
  let category: string;
  let second: string;
  beforeAll(async () => {
    shop = await aShop();
    category = (await createCategory(shop.admin, { name: 'Verbod' })).id;
    second = (await createCategory(shop.admin, { name: 'Gebod' })).id;
  });

  it("asks for a category first in a store without one: 'Voordat u een collectie aan kunt maken dient u eerst een nieuwe categorie aan te maken.'", async () => {
    const empty = await aShop();
    const refused = await call('POST', `${ADMIN}/collections`, empty.admin, {
      name: 'Eerste',
      description: 'Tekst',
      categoryIds: [],
    });
    await expectFailure(refused, 422, 'STORE_NO_CATEGORIES');
    expect(refused.json().message).toBe(
      'Voordat u een collectie aan kunt maken dient u eerst een nieuwe categorie aan te maken.',
    );
    const pkg = await call('POST', `${ADMIN}/packages`, empty.admin, {
      name: 'Eerste',
      description: 'Tekst',
      categoryId: randomUUID(),
      priceCents: 100,
    });
    await expectFailure(pkg, 422, 'STORE_NO_CATEGORIES');
    expect((await adminStoreOf(empty.admin)).collections).toEqual([]);
  });

  it('requires a name, a description and at least one category of the store', async () => {
    await expectFailure(
      await call('POST', `${ADMIN}/collections`, shop.admin, {
        name: 'Zonder',
        description: 'Tekst',
        categoryIds: [],
      }),
      422,
      'STORE_CATEGORY_REQUIRED',
    );
    await expectFailure(
      await call('POST', `${ADMIN}/collections`, shop.admin, {
        name: ' ',
        description: 'Tekst',
        categoryIds: [category],
      }),
      400,
      'VALIDATION_ERROR',
    );
    await expectFailure(
      await call('POST', `${ADMIN}/collections`, shop.admin, {
        name: 'Naam',
        description: '',
        categoryIds: [category],
      }),
      400,
      'VALIDATION_ERROR',
    );
    await expectFailure(
      await call('POST', `${ADMIN}/collections`, shop.admin, {
        name: 'Naam',
        description: 'Tekst',
        categoryIds: [category, randomUUID()],
      }),
      404,
      'STORE_ITEM_NOT_FOUND',
    );
    expect((await adminStoreOf(shop.admin)).collections).toEqual([]);
  });

  it('creates a collection in its categories, its own first, shown to visitors at the next call', async () => {
    const created = await createCollection(shop.admin, {
      name: 'Rookverbod',
      subtitle: 'Borden en stickers',
      description: 'Niet roken, in elke vorm.',
      categoryIds: [second, category, second],
      displayOnDashboard: true,
    });
    expect(created).toMatchObject({
      categoryIds: [second, category],
      version: 1,
      designCount: 0,
      active: true,
    });
    for (const id of [category, second]) {
      const page = categoryPageSchema.parse(
        (await call('GET', withTheme(`/api/v3/print-store/categories/${id}`, shop.theme))).json(),
      );
      expect(page.collections.map((card) => card.id)).toContain(created.id);
    }
    const history = await historyOf(shop.admin, 'collection', created.id);
    expect(history.entries[0]).toMatchObject({
      action: 'created',
      details: { name: 'Rookverbod', categoryIds: [second, category], displayOnDashboard: true },
    });
  });

  it('hides a collection: gone for a visitor at the next call (page, category, search, ads), still there for the admin, marked', async () => {
    const created = await createCollection(shop.admin, {
      name: 'Stembureau',
      description: 'Borden voor de verkiezingen.',
      categoryIds: [category],
    });
    const design = await builders.aDesign(created.id, { name: 'Stembureau ingang', availableForAd: true });
    const page = withTheme(`/api/v3/print-store/collections/${created.id}`, shop.theme);
    const search = withTheme('/api/v3/print-store/search?q=stembureau', shop.theme);
    const ads = withTheme('/api/v3/print-store/ad-products?max=9', shop.theme);
    const categoryPage = withTheme(`/api/v3/print-store/categories/${category}`, shop.theme);
    const visitorSees = async () => ({
      page: (await call('GET', page)).statusCode,
      product: (await call('GET', withTheme(`/api/v3/print-store/products/${design}`, shop.theme)))
        .statusCode,
      inCategory: categoryPageSchema
        .parse((await call('GET', categoryPage)).json())
        .collections.some((card) => card.id === created.id),
      found: searchResultsSchema.parse((await call('GET', search)).json()).results.length,
      inAds: adProductsSchema
        .parse((await call('GET', ads)).json())
        .products.some((card) => card.id === design),
    });
    expect(await visitorSees()).toEqual({ page: 200, product: 200, inCategory: true, found: 2, inAds: true });

    const hidden = await call('PUT', `${ADMIN}/collections/${created.id}`, shop.admin, {
      version: 1,
      active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(adminCollectionSchema.parse(hidden.json())).toMatchObject({
      active: false,
      version: 2,
      designCount: 1,
    });
    expect(await visitorSees()).toEqual({
      page: 404,
      product: 404,
      inCategory: false,
      found: 0,
      inAds: false,
    });
    const customer = await aUser(database.db, { theme: shop.theme });
    expect((await call('GET', page, customer)).statusCode).toBe(404);

    const asAdmin = await call('GET', page, shop.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().collection.active).toBe(false);
    const adminSearch = searchResultsSchema.parse((await call('GET', search, shop.admin)).json());
    expect(adminSearch.results.map((card) => card.id)).toEqual(expect.arrayContaining([created.id, design]));

    await call('PUT', `${ADMIN}/collections/${created.id}`, shop.admin, { version: 2, active: true });
    expect(await visitorSees()).toEqual({ page: 200, product: 200, inCategory: true, found: 2, inAds: true });
    const history = await historyOf(shop.admin, 'collection', created.id);
    expect(history.entries.map((entry) => entry.action)).toEqual(['shown', 'hidden', 'created']);
  });

  it('moves a collection to other categories and edits its texts; a stale version is refused with nothing written', async () => {
    const created = await createCollection(shop.admin, { name: 'Verhuizen', categoryIds: [category] });
    const moved = await call('PUT', `${ADMIN}/collections/${created.id}`, shop.admin, {
      version: 1,
      categoryIds: [second],
      subtitle: 'Nieuwe ondertitel',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(adminCollectionSchema.parse(moved.json())).toMatchObject({
      categoryIds: [second],
      subtitle: 'Nieuwe ondertitel',
      version: 2,
    });
    const inFirst = categoryPageSchema.parse(
      (await call('GET', withTheme(`/api/v3/print-store/categories/${category}`, shop.theme))).json(),
    );
    expect(inFirst.collections.map((card) => card.id)).not.toContain(created.id);
    await expectFailure(
      await call('PUT', `${ADMIN}/collections/${created.id}`, shop.admin, { version: 2, categoryIds: [] }),
      422,
      'STORE_CATEGORY_REQUIRED',
    );
    await expectFailure(
      await call('PUT', `${ADMIN}/collections/${created.id}`, shop.admin, { version: 1, name: 'Oud' }),
      409,
      'STORE_ITEM_CHANGED',
    );
    const store = await adminStoreOf(shop.admin);
    expect(store.collections.find((collection) => collection.id === created.id)).toMatchObject({
      name: 'Verhuizen',
      categoryIds: [second],
      version: 2,
    });
    expect((await historyOf(shop.admin, 'collection', created.id)).entries[0]!.details).toEqual({
      subtitle: { from: '', to: 'Nieuwe ondertitel' },
      categoryIds: { from: [category], to: [second] },
    });
  });

  it('refuses to delete a collection that holds designs, and deletes an empty one', async () => {
    const full = await createCollection(shop.admin, { name: 'Vol', categoryIds: [category] });
    await builders.aDesign(full.id);
    await expectFailure(
      await call('DELETE', `${ADMIN}/collections/${full.id}?version=1`, shop.admin),
      409,
      'STORE_COLLECTION_NOT_EMPTY',
    );
    expect(
      (await call('GET', withTheme(`/api/v3/print-store/collections/${full.id}`, shop.theme))).statusCode,
    ).toBe(200);
    const empty = await createCollection(shop.admin, { name: 'Leeg', categoryIds: [category] });
    const deleted = await call('DELETE', `${ADMIN}/collections/${empty.id}?version=1`, shop.admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await adminStoreOf(shop.admin)).collections.map((collection) => collection.id)).not.toContain(
      empty.id,
    );
    expect(
      (await historyOf(shop.admin, 'collection', empty.id)).entries.map((entry) => entry.action),
    ).toEqual(['deleted', 'created']);
  });
});

describe('packages (spec 02 section 5)', () => {
  let shop: Shop;
  let category: string;
  let design: string;
  let otherDesign: string;
  beforeAll(async () => {
    shop = await aShop();
    category = (await createCategory(shop.admin, { name: 'Pakketten' })).id;
    const collection = await createCollection(shop.admin, { name: 'Receptie', categoryIds: [category] });
    design = await builders.aDesign(collection.id, { name: 'Welkom' });
    const other = await aShop();
    const otherCategory = await builders.aCategory(other.store);
    otherDesign = await builders.aDesign(await builders.aCollection(other.store, [otherCategory]));
  });

  it("creates a package of the store's designs, specs completed with the menus' defaults, 'Maximaal 1 te bestellen', on its page at the next call", async () => {
    const created = await createPackage(shop.admin, {
      name: 'Receptiepakket',
      categoryId: category,
      productCode: 'REC-1',
      priceCents: 12_500,
      maxOrderAmount: 1,
      items: [
        { designId: design, quantity: 2, specs: { size: '300x300' } },
        { designId: design, quantity: 1, specs: { material: 'forex', application: 'buiten' } },
      ],
    });
    expect(created).toMatchObject({
      printStoreId: shop.store,
      maxOrderAmount: 1,
      version: 1,
      items: [
        {
          designId: design,
          quantity: 2,
          specs: { size: '300x300', material: 'sticker', application: 'binnen' },
        },
        {
          designId: design,
          quantity: 1,
          specs: { size: '200x200', material: 'forex', application: 'buiten' },
        },
      ],
    });
    const page = packagePageSchema.parse(
      (await call('GET', withTheme(`/api/v3/print-store/packages/${created.id}`, shop.theme))).json(),
    );
    expect(page.package).toMatchObject({
      priceCents: 12_500,
      maxOrderAmount: 1,
      productCode: 'REC-1',
      itemCount: 2,
    });
    expect(page.contents.map((item) => item.quantity)).toEqual([2, 1]);
    const history = await historyOf(shop.admin, 'package', created.id);
    expect(history.entries[0]).toMatchObject({
      action: 'created',
      details: { name: 'Receptiepakket', priceCents: 12_500, maxOrderAmount: 1, items: 2 },
    });
  });

  it("refuses another store's design, an unknown one, specs the product does not offer, a combination that cannot be made, a quantity below 1 and a price below zero", async () => {
    const body = { name: 'Fout', categoryId: category };
    const refusals: [unknown[], number, string][] = [
      [[{ designId: otherDesign, quantity: 1, specs: {} }], 403, 'PRINT_STORE_NOT_YOURS'],
      [[{ designId: randomUUID(), quantity: 1, specs: {} }], 404, 'STORE_ITEM_NOT_FOUND'],
      [[{ designId: design, quantity: 1, specs: { material: 'goud' } }], 422, 'STORE_PACKAGE_SPECS_INVALID'],
      [[{ designId: design, quantity: 1, specs: { kleur: 'rood' } }], 422, 'STORE_PACKAGE_SPECS_INVALID'],
      [
        [{ designId: design, quantity: 1, specs: { material: 'magneetsticker', application: 'buiten' } }],
        422,
        'INVALID_SPEC_COMBINATION',
      ],
      [[{ designId: design, quantity: 0, specs: {} }], 400, 'VALIDATION_ERROR'],
    ];
    for (const [items, status, code] of refusals)
      await expectFailure(
        await call('POST', `${ADMIN}/packages`, shop.admin, {
          ...body,
          description: 'Tekst',
          priceCents: 100,
          items,
        }),
        status,
        code,
      );
    await expectFailure(
      await call('POST', `${ADMIN}/packages`, shop.admin, { ...body, description: 'Tekst', priceCents: -1 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectFailure(
      await call('POST', `${ADMIN}/packages`, shop.admin, { ...body, description: '', priceCents: 100 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectFailure(
      await call('POST', `${ADMIN}/packages`, shop.admin, {
        ...body,
        description: 'Tekst',
        priceCents: 100,
        maxOrderAmount: 5,
      }),
      400,
      'VALIDATION_ERROR',
    );
    const names = (await adminStoreOf(shop.admin)).packages.map((pkg) => pkg.name);
    expect(names).not.toContain('Fout');
  });

  it('changes the price and the contents (the page follows at the next call), hides it, and refuses a stale version', async () => {
    const created = await createPackage(shop.admin, {
      name: 'Wijzigen',
      categoryId: category,
      items: [{ designId: design, quantity: 1, specs: {} }],
    });
    const url = withTheme(`/api/v3/print-store/packages/${created.id}`, shop.theme);
    const edited = await call('PUT', `${ADMIN}/packages/${created.id}`, shop.admin, {
      version: 1,
      priceCents: 7_500,
      maxOrderAmount: null,
      items: [{ designId: design, quantity: 3, specs: { size: '300x300' } }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminPackageSchema.parse(edited.json())).toMatchObject({ priceCents: 7_500, version: 2 });
    const page = packagePageSchema.parse((await call('GET', url)).json());
    expect(page.package.priceCents).toBe(7_500);
    expect(page.contents.map((item) => item.quantity)).toEqual([3]);
    expect((await historyOf(shop.admin, 'package', created.id)).entries[0]!.details).toEqual({
      priceCents: { from: 4950, to: 7_500 },
      items: { from: 1, to: 1 },
    });

    await expectFailure(
      await call('PUT', `${ADMIN}/packages/${created.id}`, shop.admin, { version: 1, priceCents: 1 }),
      409,
      'STORE_ITEM_CHANGED',
    );
    await call('PUT', `${ADMIN}/packages/${created.id}`, shop.admin, { version: 2, active: false });
    await expectFailure(await call('GET', url), 404, 'STORE_ITEM_NOT_FOUND');
    expect((await call('GET', url, shop.admin)).statusCode).toBe(200);
    const store = await adminStoreOf(shop.admin);
    expect(store.packages.find((pkg) => pkg.id === created.id)).toMatchObject({
      priceCents: 7_500,
      active: false,
      version: 3,
    });
  });

  it('deletes a package: its page is gone at the next call, its history stays', async () => {
    const created = await createPackage(shop.admin, { name: 'Weg ermee', categoryId: category });
    const url = withTheme(`/api/v3/print-store/packages/${created.id}`, shop.theme);
    expect((await call('GET', url)).statusCode).toBe(200);
    const deleted = await call('DELETE', `${ADMIN}/packages/${created.id}?version=1`, shop.admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectFailure(await call('GET', url, shop.admin), 404, 'STORE_ITEM_NOT_FOUND');
    await expectFailure(
      await call('DELETE', `${ADMIN}/packages/${created.id}?version=1`, shop.admin),
      404,
      'STORE_ITEM_NOT_FOUND',
    );
    expect((await historyOf(shop.admin, 'package', created.id)).entries.map((entry) => entry.action)).toEqual(
      ['deleted', 'created'],
    );
  });
});

describe('the admin calls in the OpenAPI document', () => {
  it('lists each path under its own group with the codes it answers', async () => {
    const document = (await call('GET', '/api/v3/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { tags: string[]; responses: Record<string, { description: string }> }>
      >;
    };
    const put = document.paths['/api/v3/print-store/admin/categories/{categoryId}']?.put;
    expect(put?.tags).toEqual(['printStoreAdmin']);
    expect(put?.responses['409']?.description).toContain('STORE_ITEM_CHANGED');
    expect(put?.responses['409']?.description).toContain('STORE_CATEGORY_NAME_TAKEN');
    expect(put?.responses['403']?.description).toContain('PRINT_STORE_NOT_YOURS');
    expect(put?.responses['401']?.description).toContain('UNAUTHORIZED');
    for (const path of ['/store', '/history', '/categories', '/collections', '/packages'])
      expect(Object.keys(document.paths)).toContain(`/api/v3/print-store/admin${path}`);
  });
});
