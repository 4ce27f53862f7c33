import { randomUUID } from 'node:crypto';
import { fromPriceOf } from '@portal/shared/rules/store-pricing';
import {
  adProductsSchema,
  categoryPageSchema,
  collectionPageSchema,
  dashboardSchema,
  packagePageSchema,
  printStoreContextSchema,
  productPageSchema,
  searchResultsSchema,
} from '@portal/shared/schemas/print-store';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser, type BuiltTheme, type BuiltUser } from '../../../test/builders';
import { type PrintStoreBuilders, printStoreBuilders } from '../../../test/print-store-builders';
import { createTestApp, createTestDatabase, testConfig } from '../../../test/test-app';
import { logIn } from '../../../test/upload-client';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage';
import { themes } from '../themes/themes.tables';
import { DEMO_PRODUCT_TYPES } from './demo-product-types';
import { createPrintStoreRepository, type PrintStoreRepository } from './print-store.repository';
import { printStoreDesigns } from './print-store.tables';
import { createStoreImages, renderSvgMaster, type StoreImages } from './store-images';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
let repository: PrintStoreRepository;
let images: StoreImages;

const sign = DEMO_PRODUCT_TYPES.find((type) => type.key === 'sign')!;
let builders: PrintStoreBuilders;
let defaultStore: string;
const aStore: PrintStoreBuilders['aStore'] = (...args) => builders.aStore(...args);
const aCategory: PrintStoreBuilders['aCategory'] = (...args) => builders.aCategory(...args);
const aCollection: PrintStoreBuilders['aCollection'] = (...args) => builders.aCollection(...args);
const aDesign: PrintStoreBuilders['aDesign'] = (...args) => builders.aDesign(...args);
const aPackage: PrintStoreBuilders['aPackage'] = (...args) => builders.aPackage(...args);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  repository = createPrintStoreRepository(database.db);
  // The same root the app's media route reads (the test config's DATA_DIR).
  images = createStoreImages({ storage: createLocalFileStorage(testConfig().dataDir), repository });
  await aTheme(database.db, { name: `default-${randomUUID().slice(0, 8)}`, isDefault: true });
  builders = await printStoreBuilders(database.db);
  defaultStore = await aStore({ isDefault: true });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const themeWith = (
  customFields: ThemeSettings['customFields'] = {},
  flags: Partial<ThemeSettings['flags']> = {},
) => aTheme(database.db, { customFields, flags });

// --- Calls.

// One login per user: a login costs a password hash, and the tests ask many pages as the same user.
const tokens = new Map<string, Promise<string>>();
const tokenOf = (user: BuiltUser) => {
  let token = tokens.get(user.email);
  if (!token) {
    token = logIn(app, user.email, user.password).then((browser) => browser.token ?? '');
    tokens.set(user.email, token);
  }
  return token;
};

async function get(url: string, user?: BuiltUser) {
  const headers = user ? { authorization: `Bearer ${await tokenOf(user)}` } : {};
  return app.inject({ method: 'GET', url, headers });
}
const withTheme = (url: string, theme?: BuiltTheme) =>
  theme ? `${url}${url.includes('?') ? '&' : '?'}theme=${theme.name}` : url;

async function contextOf(theme?: BuiltTheme, user?: BuiltUser) {
  const response = await get(withTheme('/api/v3/print-store', theme), user);
  expect(response.statusCode, response.body).toBe(200);
  return printStoreContextSchema.parse(response.json());
}

describe('which stores a theme shows (decision 0105)', () => {
  it('shows the default store to a theme without a store of its own', async () => {
    const context = await contextOf(await themeWith());
    expect(context.stores.map((store) => store.id)).toEqual([defaultStore]);
    expect(context.firstCategoryId).toBeNull();
  });

  it('shows a theme its own store only, or with the default one when includeDefault says so, or only the default one', async () => {
    const own = await themeWith();
    const ownStore = await aStore({ theme: own });
    const withDefault = await themeWith({ printStoreAd: { includeDefault: true } });
    const withDefaultStore = await aStore({ theme: withDefault });
    const onlyDefault = await themeWith({ printStoreAd: { onlyDefault: true } });
    await aStore({ theme: onlyDefault });
    expect((await contextOf(own)).stores.map((store) => store.id)).toEqual([ownStore]);
    expect((await contextOf(withDefault)).stores.map((store) => store.id)).toEqual([
      withDefaultStore,
      defaultStore,
    ]);
    expect((await contextOf(onlyDefault)).stores.map((store) => store.id)).toEqual([defaultStore]);
  });

  it("lists the sidebar listOnTop first, then by name, and sends a non-default store's dashboard to its first category", async () => {
    const theme = await themeWith();
    const store = await aStore({ theme });
    const borden = await aCategory(store, { name: 'Borden' });
    const actueel = await aCategory(store, { name: 'Zomeractie', listOnTop: true });
    const afval = await aCategory(store, { name: 'Afval' });
    const context = await contextOf(theme);
    expect(context.categories.map((category) => category.id)).toEqual([actueel, afval, borden]);
    expect(context.firstCategoryId).toBe(actueel);
  });

  it('answers an unknown theme with THEME_NOT_FOUND', async () => {
    const response = await get('/api/v3/print-store?theme=bestaat-niet');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('THEME_NOT_FOUND');
  });
});

describe('ad products (spec 01 section 7)', () => {
  let ownTheme: BuiltTheme;
  let ownAd: string;
  let defaultAd: string;
  beforeAll(async () => {
    ownTheme = await themeWith();
    const store = await aStore({ theme: ownTheme });
    const category = await aCategory(store);
    ownAd = await aDesign(await aCollection(store, [category]), { availableForAd: true });
    await aDesign(await aCollection(store, [category]), { availableForAd: false });
    const defaultCategory = await aCategory(defaultStore);
    defaultAd = await aDesign(await aCollection(defaultStore, [defaultCategory]), { availableForAd: true });
  });
  const adsOf = async (query: string) => {
    const response = await get(`/api/v3/print-store/ad-products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adProductsSchema.parse(response.json()).products.map((product) => product.id);
  };

  it("shows only designs available for ads of the theme's stores, of the default store (DEFAULT_ONLY), or of both (INCLUDE_DEFAULT)", async () => {
    expect(await adsOf(`theme=${ownTheme.name}&max=20`)).toEqual([ownAd]);
    expect(await adsOf(`theme=${ownTheme.name}&max=20&filter=DEFAULT_ONLY`)).not.toContain(ownAd);
    expect(await adsOf(`theme=${ownTheme.name}&max=20&filter=DEFAULT_ONLY`)).toContain(defaultAd);
    expect(await adsOf(`theme=${ownTheme.name}&max=20&filter=INCLUDE_DEFAULT`)).toEqual(
      expect.arrayContaining([ownAd, defaultAd]),
    );
  });

  it('leaves out the designs of a hidden collection', async () => {
    const theme = await themeWith();
    const store = await aStore({ theme });
    const hidden = await aCollection(store, [await aCategory(store)], { active: false });
    const inHidden = await aDesign(hidden, { availableForAd: true });
    expect(await adsOf(`theme=${theme.name}&max=20`)).not.toContain(inHidden);
  });

  it('shows no ads to a theme that hides them, and at most max', async () => {
    const hiding = await themeWith({ printStoreAd: { hideAds: true } });
    expect(await adsOf(`theme=${hiding.name}&max=20`)).toEqual([]);
    expect(await adsOf(`theme=${ownTheme.name}&max=1&filter=INCLUDE_DEFAULT`)).toHaveLength(1);
  });
});

describe('hidden categories, collections and packages', () => {
  let theme: BuiltTheme;
  let store: string;
  let hiddenCategory: string;
  let hiddenCollection: string;
  let designInHidden: string;
  let onlyInHiddenCategory: string;
  let hiddenPackage: string;
  let admin: BuiltUser;
  beforeAll(async () => {
    theme = await themeWith();
    store = await aStore({ theme });
    const open = await aCategory(store);
    hiddenCategory = await aCategory(store, { active: false, name: 'Verkiezingen' });
    hiddenCollection = await aCollection(store, [open], { active: false, name: 'Stembureau geheim' });
    designInHidden = await aDesign(hiddenCollection, { name: 'Stembureau ingang' });
    // Active itself, but only in the hidden category: hidden with it.
    onlyInHiddenCategory = await aCollection(store, [hiddenCategory], { name: 'Stembureau stemhokjes' });
    const visibleDesign = await aDesign(await aCollection(store, [open]));
    hiddenPackage = await aPackage(open, [{ designId: visibleDesign, quantity: 2 }], {
      active: false,
      name: 'Stembureaupakket',
    });
    admin = await aUser(database.db, { staff: true, printStoreRole: 'ADMIN', printStoreId: store });
  });
  const urls = () => [
    withTheme(`/api/v3/print-store/categories/${hiddenCategory}`, theme),
    withTheme(`/api/v3/print-store/collections/${hiddenCollection}`, theme),
    withTheme(`/api/v3/print-store/products/${designInHidden}`, theme),
    withTheme(`/api/v3/print-store/collections/${onlyInHiddenCategory}`, theme),
    withTheme(`/api/v3/print-store/packages/${hiddenPackage}`, theme),
  ];

  it('answers STORE_ITEM_NOT_FOUND to a visitor, a customer and the admin of another store', async () => {
    const customer = await aUser(database.db, { theme });
    const otherAdmin = await aUser(database.db, {
      staff: true,
      printStoreRole: 'ADMIN',
      printStoreId: defaultStore,
    });
    for (const user of [undefined, customer, otherAdmin])
      for (const url of urls()) {
        const response = await get(url, user);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error).toBe('STORE_ITEM_NOT_FOUND');
      }
    const context = await contextOf(theme, customer);
    expect(context.categories.map((category) => category.id)).not.toContain(hiddenCategory);
    expect(context.administers).toEqual([]);
    const search = searchResultsSchema.parse(
      (await get(withTheme('/api/v3/print-store/search?q=stembureau', theme))).json(),
    );
    expect(search.results).toEqual([]);
  });

  it("shows them to the store's own admin, marked hidden, also in search", async () => {
    for (const url of urls()) expect((await get(url, admin)).statusCode, url).toBe(200);
    const context = await contextOf(theme, admin);
    expect(context.administers).toEqual([store]);
    expect(context.categories.find((category) => category.id === hiddenCategory)?.active).toBe(false);
    const search = searchResultsSchema.parse(
      (await get(withTheme('/api/v3/print-store/search?q=stembureau', theme), admin)).json(),
    );
    expect(search.results.map((card) => card.id)).toEqual(
      expect.arrayContaining([hiddenCollection, designInHidden, hiddenPackage, onlyInHiddenCategory]),
    );
  });
});

describe('prices', () => {
  const pricedStore = async (
    flags: Partial<ThemeSettings['flags']>,
    customFields: ThemeSettings['customFields'] = {},
  ) => {
    const theme = await themeWith(customFields, flags);
    const store = await aStore({ theme });
    const category = await aCategory(store);
    const collection = await aCollection(store, [category]);
    const design = await aDesign(collection);
    const pkg = await aPackage(category, [{ designId: design, quantity: 1 }]);
    return { theme, category, collection, design, pkg };
  };

  it("gives 'v.a.' prices, the price table and the package price when the theme shows prices", async () => {
    const { theme, category, collection, design, pkg } = await pricedStore({});
    const expected = fromPriceOf(sign);
    const page = categoryPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/categories/${category}`, theme))).json(),
    );
    expect(page.collections[0]?.fromPriceCents).toBe(expected);
    expect(page.packages[0]?.priceCents).toBe(4950);
    const collectionPage = collectionPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/collections/${collection}`, theme))).json(),
    );
    expect(collectionPage.products[0]?.fromPriceCents).toBe(expected);
    const product = productPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/products/${design}`, theme))).json(),
    );
    expect(product.productType.prices).toHaveLength(sign.prices.length);
    expect(product.productType.disabled).toEqual(sign.disabled);
    const packagePage = packagePageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/packages/${pkg}`, theme))).json(),
    );
    expect(packagePage.package.priceCents).toBe(4950);
    expect((await contextOf(theme)).showsPrices).toBe(true);
  });

  it('gives no amount anywhere when the theme hides prices', async () => {
    const { theme, category, collection, design, pkg } = await pricedStore({ hidePricing: true });
    const page = categoryPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/categories/${category}`, theme))).json(),
    );
    expect(page.collections[0]?.fromPriceCents).toBeNull();
    expect(page.packages[0]?.priceCents).toBeNull();
    const collectionPage = collectionPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/collections/${collection}`, theme))).json(),
    );
    expect(collectionPage.products[0]?.fromPriceCents).toBeNull();
    const product = productPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/products/${design}`, theme))).json(),
    );
    expect(product.productType.prices).toEqual([]);
    expect(product.product.fromPriceCents).toBeNull();
    const packagePage = packagePageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/packages/${pkg}`, theme))).json(),
    );
    expect(packagePage.package.priceCents).toBeNull();
    expect((await contextOf(theme)).showsPrices).toBe(false);
  });

  it("hides the own store's amounts only with hideOwnPricing, the default store's staying", async () => {
    const { theme, design } = await pricedStore(
      { hideOwnPricing: true },
      { printStoreAd: { includeDefault: true } },
    );
    const defaultDesign = await aDesign(await aCollection(defaultStore, [await aCategory(defaultStore)]));
    const own = productPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/products/${design}`, theme))).json(),
    );
    const provider = productPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/products/${defaultDesign}`, theme))).json(),
    );
    expect(own.product.fromPriceCents).toBeNull();
    expect(own.productType.prices).toEqual([]);
    expect(provider.product.fromPriceCents).toBe(fromPriceOf(sign));
  });
});

describe('search', () => {
  let theme: BuiltTheme;
  let veiligheidsbord: string;
  let cafe: string;
  let collection: string;
  let pkg: string;
  beforeAll(async () => {
    theme = await themeWith();
    const store = await aStore({ theme });
    const category = await aCategory(store);
    collection = await aCollection(store, [category], {
      name: 'Vluchtwegen',
      description: 'Nooduitgangen en verzamelplaatsen',
    });
    veiligheidsbord = await aDesign(collection, { name: 'Veiligheidsbord nooduitgang' });
    cafe = await aDesign(collection, { name: 'Rookvrij café', description: 'Voor het terras' });
    await aDesign(collection, { name: 'Brandblusser' });
    pkg = await aPackage(category, [{ designId: veiligheidsbord, quantity: 1 }], {
      name: 'Pakket nooduitgangen',
    });
  });
  const search = async (q: string) => {
    const response = await get(withTheme(`/api/v3/print-store/search?q=${encodeURIComponent(q)}`, theme));
    expect(response.statusCode, response.body).toBe(200);
    return searchResultsSchema.parse(response.json()).results;
  };

  it("finds a compound word by its part: 'bord' finds 'Veiligheidsbord'", async () => {
    expect((await search('bord')).map((card) => card.id)).toContain(veiligheidsbord);
  });

  it("ignores accents ('cafe' finds 'café') and matches a prefix while typing ('veili')", async () => {
    expect((await search('cafe')).map((card) => card.id)).toEqual([cafe]);
    expect((await search('veili')).map((card) => card.id)).toContain(veiligheidsbord);
    expect((await search('  CAFÉ ')).map((card) => card.id)).toEqual([cafe]);
  });

  it('finds collections, packages and products, each as its card, the best match first', async () => {
    const results = await search('nooduitgang');
    expect(results.map((card) => [card.type, card.id])).toEqual(
      expect.arrayContaining([
        ['COLLECTION', collection],
        ['PACKAGE', pkg],
        ['PRODUCT', veiligheidsbord],
      ]),
    );
    // The name weighs more than the description: the design and the package named so come before the collection that only describes it.
    expect(results.at(-1)?.id).toBe(collection);
  });

  it('answers an empty or blank query with VALIDATION_ERROR', async () => {
    for (const q of ['', '   ']) {
      const response = await get(withTheme(`/api/v3/print-store/search?q=${encodeURIComponent(q)}`, theme));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });
});

describe('dashboard, categories, collections, products and packages', () => {
  it('shows 3 random featured collections, or every one when the theme hides the default content', async () => {
    const theme = await themeWith();
    const hiding = await themeWith({}, { hideDefaultContent: true });
    const store = await aStore({ theme });
    const hidingStore = await aStore({ theme: hiding });
    const featured: string[] = [];
    const hidingFeatured: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      featured.push(await aCollection(store, [await aCategory(store)], { displayOnDashboard: true }));
      hidingFeatured.push(
        await aCollection(hidingStore, [await aCategory(hidingStore)], { displayOnDashboard: true }),
      );
    }
    await aCollection(store, [await aCategory(store)], { displayOnDashboard: false });
    const dashboard = dashboardSchema.parse(
      (await get(withTheme('/api/v3/print-store/dashboard', theme))).json(),
    );
    expect(dashboard.featured).toHaveLength(3);
    for (const card of dashboard.featured) expect(featured).toContain(card.id);
    const all = dashboardSchema.parse((await get(withTheme('/api/v3/print-store/dashboard', hiding))).json());
    expect(all.featured.map((card) => card.id).sort()).toEqual([...hidingFeatured].sort());
  });

  it("lists the collections shown on the dashboard under 'shared', named 'Aanbevolen'", async () => {
    const theme = await themeWith();
    const store = await aStore({ theme });
    const category = await aCategory(store);
    const recommended = await aCollection(store, [category], { displayOnDashboard: true });
    await aCollection(store, [category]);
    const page = categoryPageSchema.parse(
      (await get(withTheme('/api/v3/print-store/categories/shared', theme))).json(),
    );
    expect(page.category).toEqual({ id: 'shared', name: 'Aanbevolen', active: true });
    expect(page.collections.map((card) => card.id)).toEqual([recommended]);
  });

  it('lists a category’s collections and packages, a collection’s designs, and up to 5 related products without the product itself', async () => {
    const theme = await themeWith();
    const store = await aStore({ theme });
    const category = await aCategory(store);
    const second = await aCategory(store, { name: 'Tweede' });
    const collection = await aCollection(store, [category, second]);
    const designs: string[] = [];
    for (let position = 0; position < 7; position += 1) designs.push(await aDesign(collection, { position }));
    const pkg = await aPackage(category, [
      { designId: designs[0]!, quantity: 3, specs: { size: '300x300', material: 'forex' } },
    ]);
    const page = categoryPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/categories/${category}`, theme))).json(),
    );
    expect(page.collections.map((card) => card.id)).toEqual([collection]);
    expect(page.packages.map((card) => card.id)).toEqual([pkg]);

    const viaSecond = collectionPageSchema.parse(
      (
        await get(withTheme(`/api/v3/print-store/collections/${collection}?categoryId=${second}`, theme))
      ).json(),
    );
    expect(viaSecond.category.id).toBe(second);
    expect(viaSecond.products.map((card) => card.id)).toEqual(designs);

    const product = productPageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/products/${designs[2]}`, theme))).json(),
    );
    expect(product.related).toHaveLength(5);
    expect(product.related.map((card) => card.id)).not.toContain(designs[2]);
    expect(product.collection.id).toBe(collection);
    expect(product.productType.menus.map((menu) => menu.name)).toEqual(sign.menus.map((menu) => menu.name));

    const packagePage = packagePageSchema.parse(
      (await get(withTheme(`/api/v3/print-store/packages/${pkg}`, theme))).json(),
    );
    expect(packagePage.contents).toEqual([
      expect.objectContaining({
        quantity: 3,
        specTitles: ['Formaat: 30 × 30 cm', 'Materiaal: Forex 5 mm'],
      }),
    ]);
    expect(packagePage.contents[0]?.product.id).toBe(designs[0]);
  });

  it('answers an item of a store the theme does not show with STORE_ITEM_NOT_FOUND', async () => {
    const theme = await themeWith();
    await aStore({ theme });
    const elsewhere = await aDesign(await aCollection(defaultStore, [await aCategory(defaultStore)]));
    const response = await get(withTheme(`/api/v3/print-store/products/${elsewhere}`, theme));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('STORE_ITEM_NOT_FOUND');
  });
});

describe('answers kept between calls (decision 0040)', () => {
  const productOf = async (design: string, theme: BuiltTheme) =>
    productPageSchema.parse((await get(withTheme(`/api/v3/print-store/products/${design}`, theme))).json());

  it('shows a changed design at the next call, in its page and in search', async () => {
    const theme = await themeWith();
    const store = await aStore({ theme });
    const design = await aDesign(await aCollection(store, [await aCategory(store)]), {
      name: 'Bord hoogspanning',
    });
    expect((await productOf(design, theme)).product.name).toBe('Bord hoogspanning');
    await database.db
      .update(printStoreDesigns)
      .set({ name: 'Bord laagspanning' })
      .where(eq(printStoreDesigns.id, design));
    expect((await productOf(design, theme)).product.name).toBe('Bord laagspanning');
    const found = searchResultsSchema.parse(
      (await get(withTheme('/api/v3/print-store/search?q=laagspanning', theme))).json(),
    );
    expect(found.results.map((card) => card.id)).toEqual([design]);
  });

  it('hides the amounts at the next call once the theme says so', async () => {
    const theme = await themeWith();
    const store = await aStore({ theme });
    const design = await aDesign(await aCollection(store, [await aCategory(store)]));
    expect((await productOf(design, theme)).productType.prices).toHaveLength(sign.prices.length);
    const [row] = await database.db.select().from(themes).where(eq(themes.id, theme.id));
    const settings = row!.settings as ThemeSettings;
    await database.db
      .update(themes)
      .set({ settings: { ...settings, flags: { ...settings.flags, hidePricing: true } } })
      .where(eq(themes.id, theme.id));
    const hidden = await productOf(design, theme);
    expect(hidden.productType.prices).toEqual([]);
    expect(hidden.product.fromPriceCents).toBeNull();
  });

  it('finds a renamed theme by its new name only', async () => {
    const theme = await themeWith();
    await aStore({ theme });
    expect((await get(withTheme('/api/v3/print-store', theme))).statusCode).toBe(200);
    const renamed = { ...theme, name: `${theme.name}-nieuw` };
    await database.db.update(themes).set({ name: renamed.name }).where(eq(themes.id, theme.id));
    expect((await get(withTheme('/api/v3/print-store', theme))).json()).toMatchObject({
      error: 'THEME_NOT_FOUND',
    });
    expect((await get(withTheme('/api/v3/print-store', renamed))).statusCode).toBe(200);
  });

  it('answers a browser that holds the page with 304 and no body', async () => {
    const theme = await themeWith();
    const store = await aStore({ theme });
    const design = await aDesign(await aCollection(store, [await aCategory(store)]));
    const url = withTheme(`/api/v3/print-store/products/${design}`, theme);
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /media/print-store/:printStoreId/preview/:imageId/:size', () => {
  let store: string;
  let imageId: string;
  beforeAll(async () => {
    store = await aStore();
    imageId = randomUUID();
    await repository.insertImage({
      id: imageId,
      printStoreId: store,
      alt: 'Nooduitgang',
      aspectRatio: 2,
      masterWidth: 1000,
    });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#009a44"/></svg>';
    await images.storeMaster(imageId, await renderSvgMaster(svg, 2));
  });

  it('answers the image at the asked width as PNG, cached for a year, the same on the next request', async () => {
    for (const size of [140, 466]) {
      const first = await app.inject({
        method: 'GET',
        url: `/media/print-store/${store}/preview/${imageId}/${size}`,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, height } = await sharp(first.rawPayload).metadata();
      expect([width, height]).toEqual([size, size / 2]);
      const again = await app.inject({
        method: 'GET',
        url: `/media/print-store/${store}/preview/${imageId}/${size}`,
      });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('answers an unknown image, or an image of another store than the path’s, with STORE_ITEM_NOT_FOUND', async () => {
    for (const url of [
      `/media/print-store/${store}/preview/${randomUUID()}/140`,
      `/media/print-store/${defaultStore}/preview/${imageId}/140`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('STORE_ITEM_NOT_FOUND');
    }
  });

  it('answers a size that is not one of the preview sizes with VALIDATION_ERROR', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/media/print-store/${store}/preview/${imageId}/141`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_ERROR');
  });
});
