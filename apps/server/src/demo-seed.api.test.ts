import {
  checkProject,
  checkReference,
  projectRules,
  referenceRules,
} from '@portal/shared/rules/project-reference';
import { loginResponseSchema } from '@portal/shared/schemas/account';
import { deliveryAddressListSchema, invoiceAddressListSchema } from '@portal/shared/schemas/address-book';
import { catalogueResponseSchema, type Product } from '@portal/shared/schemas/catalogue';
import {
  archivesResponseSchema,
  searchResultsSchema as filestoreSearchSchema,
  folderListingSchema,
} from '@portal/shared/schemas/filestore';
import {
  printStoreContextSchema,
  productPageSchema,
  searchResultsSchema,
} from '@portal/shared/schemas/print-store';
import { adminStoreSchema } from '@portal/shared/schemas/print-store-admin';
import { productTemplatesResponseSchema } from '@portal/shared/schemas/secured';
import { shopListSchema, shopLookupResponseSchema } from '@portal/shared/schemas/shops';
import { themeResponseSchema } from '@portal/shared/schemas/theme';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PRINT_STORE_ID } from './features/accounts/accounts.seed';
import { users } from './features/accounts/accounts.tables';
import { deliveryAddresses } from './features/addresses/addresses.tables';
import { demoProducts } from './features/catalogue/catalogue.seed';
import { products } from './features/catalogue/catalogue.tables';
import { withoutPrices } from './features/catalogue/without-prices';
import { customers, invoiceProjects, userCustomers } from './features/customers/customers.tables';
import { filestoreArchives, filestoreFiles, filestoreFolders } from './features/filestore/filestore.tables';
import { messages } from './features/messages/messages.tables';
import { DEMO_CUSTOMER_STORE_THEME } from './features/print-store/demo-customer-store';
import {
  printStoreDesigns,
  printStoreImages,
  printStorePrices,
  printStores,
} from './features/print-store/print-store.tables';
import { customerShops, shops } from './features/shops/shops.tables';
import { SPEC_COUPON } from './features/store-cart/store-coupons.seed';
import { printStoreCoupons } from './features/store-cart/store-coupons.tables';
import { themes } from './features/themes/themes.tables';

/**
 * The features' demo data, as `npm start` adds it outside production: what a developer relies on
 * (the README's demo accounts and themes). The other API tests build their own data
 * (test/builders.ts); this file alone seeds, on a database of its own.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
// Every demo account logs in several times here: the per-IP login limit is the accounts tests' subject.
const seeded = () =>
  createTestApp(database, { config: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' }, deps: { seedDemoData: true } });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await seeded();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const logIn = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { username, password } });

describe('demo seed', () => {
  it('is idempotent: another start on the same database adds nothing', async () => {
    const rowsOf = async () => ({
      themes: (await database.db.select().from(themes)).length,
      users: (await database.db.select().from(users)).length,
      messages: (await database.db.select().from(messages)).length,
      products: (await database.db.select().from(products)).length,
      customers: (await database.db.select().from(customers)).length,
      links: (await database.db.select().from(userCustomers)).length,
      projects: (await database.db.select().from(invoiceProjects)).length,
      deliveryAddresses: (await database.db.select().from(deliveryAddresses)).length,
      shops: (await database.db.select().from(shops)).length,
      customerShops: (await database.db.select().from(customerShops)).length,
      printStores: (await database.db.select().from(printStores)).length,
      designs: (await database.db.select().from(printStoreDesigns)).length,
      prices: (await database.db.select().from(printStorePrices)).length,
      storeImages: (await database.db.select().from(printStoreImages)).length,
      coupons: (await database.db.select().from(printStoreCoupons)).length,
      archives: (await database.db.select().from(filestoreArchives)).length,
      archiveFolders: (await database.db.select().from(filestoreFolders)).length,
      archiveFiles: (await database.db.select().from(filestoreFiles)).length,
    });
    const before = await rowsOf();
    expect(before.themes).toBeGreaterThan(0);
    expect(before.products).toBeGreaterThan(0);
    expect(before.shops).toBe(5);
    const again = await seeded();
    await again.close();
    expect(await rowsOf()).toEqual(before);
    const theme = await app.inject({ method: 'GET', url: '/api/v3/themes/hogeschool-demo' });
    expect(theme.statusCode).toBe(200);
  });

  it('adds the README’s demo accounts: each logs in, except the unvalidated one', async () => {
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
      const response = await logIn(account.email, account.password);
      if (key === 'unvalidated') {
        // The right password for an address not yet confirmed: it is told so.
        expect(response.statusCode, key).toBe(403);
        expect(response.json().error, key).toBe('EMAIL_NOT_VALIDATED');
      } else expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
    }
  });

  it('gives the demo accounts the roles the README names', async () => {
    const as = async (account: { email: string; password: string }) =>
      loginResponseSchema.parse((await logIn(account.email, account.password)).json());
    expect(await as(DEMO_ACCOUNTS.staff)).toMatchObject({
      isStaff: true,
      securityLevel: 2,
      staffRoles: ['orderDesk', 'customerLinks'],
    });
    expect((await as(DEMO_ACCOUNTS.printStoreAdmin)).printStore).toMatchObject({ role: 'ADMIN' });
    expect((await as(DEMO_ACCOUNTS.municipality)).themeName).toBe('gemeente-rivierstad');
    expect((await as(DEMO_ACCOUNTS.purchaser)).themeName).toBe('inkoopportaal');
    expect(await as(DEMO_ACCOUNTS.customer)).toMatchObject({
      isStaff: false,
      securityLevel: 1,
      staffRoles: [],
    });
    expect(await as(DEMO_ACCOUNTS.securedCustomer)).toMatchObject({
      isStaff: false,
      securityLevel: 2,
      staffRoles: [],
    });
  });

  it('grants the demo staff account, and only it, the order desk and the customer links; also in a database seeded before the roles existed', async () => {
    const withTheRole = async (role: string) =>
      (
        await database.db
          .select({ email: users.email })
          .from(users)
          .where(sql`${role} = any(${users.staffRoles})`)
      ).map((row) => row.email);
    expect(await withTheRole('orderDesk')).toEqual([DEMO_ACCOUNTS.staff.email]);
    expect(await withTheRole('customerLinks')).toEqual([DEMO_ACCOUNTS.staff.email]);
    const asStaff = async (account: { email: string; password: string }, url: string) => {
      // From an address of its own: the other tests' logins stay within the per-IP limit.
      const login = await app.inject({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: { username: account.email, password: account.password },
        remoteAddress: '10.51.0.1',
      });
      const { jwtToken } = loginResponseSchema.parse(login.json());
      return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jwtToken}` } });
    };
    const inbox = '/api/v3/order-desk/orders';
    const linksOfADemoCustomer = '/api/v3/staff/customers/1004217/users';
    expect((await asStaff(DEMO_ACCOUNTS.staff, inbox)).statusCode).toBe(200);
    expect((await asStaff(DEMO_ACCOUNTS.staff, linksOfADemoCustomer)).statusCode).toBe(200);
    // The print store's admin is staff by domain, but has neither role.
    expect((await asStaff(DEMO_ACCOUNTS.printStoreAdmin, inbox)).statusCode).toBe(403);
    expect((await asStaff(DEMO_ACCOUNTS.printStoreAdmin, linksOfADemoCustomer)).statusCode).toBe(403);

    await database.db.update(users).set({ staffRoles: [] }).where(eq(users.email, DEMO_ACCOUNTS.staff.email));
    const again = await seeded();
    await again.close();
    expect(await withTheRole('orderDesk')).toEqual([DEMO_ACCOUNTS.staff.email]);
    expect(await withTheRole('customerLinks')).toEqual([DEMO_ACCOUNTS.staff.email]);
  });

  it('adds the demo catalogue: each product has a from-price; secured work and a customer’s own product only for whom they are', async () => {
    const productsOf = async (account: { email: string; password: string }) => {
      const { jwtToken } = loginResponseSchema.parse((await logIn(account.email, account.password)).json());
      const response = await app.inject({
        method: 'GET',
        url: '/api/v3/catalogue/products',
        headers: { authorization: `Bearer ${jwtToken}` },
      });
      return catalogueResponseSchema.parse(response.json()).products;
    };
    const customer = await productsOf(DEMO_ACCOUNTS.customer);
    expect(customer.map((product) => product.id)).toEqual([
      'documenten',
      'posters',
      'bouwtekeningen',
      'flyers',
      'visitekaartjes',
      'boekjes',
    ]);
    for (const product of customer) expect(product.fromPriceCents, product.id).toBeGreaterThan(0);
    // Secured work is sold on a quote: its listing carries no amount, and no 'v.a.'.
    const secured = (await productsOf(DEMO_ACCOUNTS.staff)).find((product) => product.id === 'vertrouwelijk');
    expect(secured).toMatchObject({
      fromPriceCents: null,
      pricing: { pagePrices: [], setupCents: 0, tiers: [] },
    });
    expect((await productsOf(DEMO_ACCOUNTS.staff)).map((product) => product.id)).toContain('vertrouwelijk');
    expect((await productsOf(DEMO_ACCOUNTS.municipality)).map((product) => product.id)).toContain(
      'briefpapier-rivierstad',
    );
    // What the screen prices with is what was seeded, row for row: the server, which prices from
    // the same rows with the same shared engine, cannot come to another price. Staff see every
    // product of their level (a product sold on a quote without its amounts, decision 0098); the
    // municipality's own product is listed in its portal, whose theme hides prices: without them.
    const staffProducts = await productsOf(DEMO_ACCOUNTS.staff);
    const municipalityProducts = await productsOf(DEMO_ACCOUNTS.municipality);
    for (const { product: seeded } of demoProducts) {
      const atStaff = staffProducts.find((candidate) => candidate.id === seeded.id);
      const found = atStaff ?? municipalityProducts.find((candidate) => candidate.id === seeded.id);
      expect(found, seeded.id).toBeDefined();
      const listed = { ...seeded, fromPriceCents: null };
      const { fromPriceCents: _expectedFrom, ...product } =
        seeded.hidePrice || !atStaff ? withoutPrices(listed) : listed;
      const { fromPriceCents: _, ...stored } = found!;
      // Page prices are a table: their order carries no meaning.
      const byRow = (rows: Product['pricing']['pagePrices']) =>
        [...rows].sort((a, b) => `${a.format}${a.colour}`.localeCompare(`${b.format}${b.colour}`));
      expect(
        { ...stored, pricing: { ...stored.pricing, pagePrices: byRow(stored.pricing.pagePrices) } },
        seeded.id,
      ).toEqual({
        ...product,
        pricing: { ...product.pricing, pagePrices: byRow(product.pricing.pagePrices) },
      });
    }
  });

  it('adds the README’s customer themes and the restricted domain concern-demo.example', async () => {
    for (const name of ['gemeente-rivierstad', 'inkoopportaal', 'hogeschool-demo'])
      expect((await app.inject({ method: 'GET', url: `/api/v3/themes/${name}` })).statusCode, name).toBe(200);
    const check = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/domain-check',
      payload: { email: 'iemand@concern-demo.example' },
    });
    expect(check.json()).toMatchObject({ restricted: true, allowRegistration: false, allowLogin: false });
  });

  const tokenOf = async (account: { email: string; password: string }) =>
    loginResponseSchema.parse((await logIn(account.email, account.password)).json()).jwtToken;
  const getAs = async (account: { email: string; password: string }, url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await tokenOf(account)}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('adds the five shops, Monday to Friday 08:30-17:00, two of them (one in the Randstad) for secured work', async () => {
    const { shops: list } = shopListSchema.parse(await getAs(DEMO_ACCOUNTS.customer, '/api/v3/shops'));
    expect(list.map((shop) => shop.city)).toEqual([
      'Utrecht',
      'Amsterdam',
      'Rotterdam',
      'Den Haag',
      'Eindhoven',
    ]);
    expect(list.filter((shop) => shop.handlesSecured).map((shop) => shop.city)).toEqual([
      'Amsterdam',
      'Eindhoven',
    ]);
    for (const shop of list) {
      expect(shop.openingHours, shop.city).toEqual(
        [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:30', closes: '17:00' })),
      );
      expect(shop.phone, shop.city).toMatch(/^0\d{2} \d{3} \d{2} \d{2}$/);
      const image = await app.inject({ method: 'GET', url: shop.image! });
      expect(image.statusCode, shop.image!).toBe(200);
    }
  });

  it('links the customer to one customer number, the staff member to several, the municipality to its own', async () => {
    const numbersOf = async (account: { email: string; password: string }) =>
      invoiceAddressListSchema
        .parse(await getAs(account, '/api/v3/invoice-addresses'))
        .addresses.map((address) => address.customerNumber);
    expect(await numbersOf(DEMO_ACCOUNTS.customer)).toEqual(['1004217']);
    expect((await numbersOf(DEMO_ACCOUNTS.staff)).length).toBeGreaterThanOrEqual(3);
    expect(await numbersOf(DEMO_ACCOUNTS.municipality)).toEqual(['2100450']);
    expect(await numbersOf(DEMO_ACCOUNTS.securedCustomer)).toEqual(['1007731']);
  });

  it('gives the secured-printing customer the product templates, a delivery address and a secure shop of its own', async () => {
    const { templates } = productTemplatesResponseSchema.parse(
      await getAs(DEMO_ACCOUNTS.securedCustomer, '/api/v3/secured/product-templates'),
    );
    expect(templates.length).toBeGreaterThan(1);
    const { addresses } = deliveryAddressListSchema.parse(
      await getAs(DEMO_ACCOUNTS.securedCustomer, '/api/v3/delivery-addresses'),
    );
    expect(addresses.map((address) => address.city)).toEqual(['Eindhoven']);
    const { location } = shopLookupResponseSchema.parse(
      await getAs(DEMO_ACCOUNTS.securedCustomer, '/api/v3/shops/lookup?customerNumber=1007731&secure=true'),
    );
    expect(location).toMatchObject({ city: 'Eindhoven', handlesSecured: true });
    // The customer of the construction company has no secured printing.
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v3/secured/product-templates',
      headers: { authorization: `Bearer ${await tokenOf(DEMO_ACCOUNTS.customer)}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('gives the municipality projects and references that fit its theme’s cost centre and case number', async () => {
    const [rivierstad] = invoiceAddressListSchema.parse(
      await getAs(DEMO_ACCOUNTS.municipality, '/api/v3/invoice-addresses'),
    ).addresses;
    const theme = themeResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/v3/themes/gemeente-rivierstad' })).json(),
    );
    const { project, reference } = theme.settings.customFields;
    expect(rivierstad!.projects.length).toBeGreaterThan(1);
    for (const entry of rivierstad!.projects)
      expect(checkProject(entry.name, projectRules(project)).valid, entry.name).toBe(true);
    expect(rivierstad!.references.length).toBeGreaterThan(1);
    for (const entry of rivierstad!.references)
      expect(checkReference(entry.value, referenceRules(reference)).valid, entry.value).toBe(true);
  });

  it('adds delivery addresses, among them a construction site without a house number', async () => {
    const { addresses } = deliveryAddressListSchema.parse(
      await getAs(DEMO_ACCOUNTS.customer, '/api/v3/delivery-addresses'),
    );
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    expect(addresses.find((address) => address.isConstructionSite)).toMatchObject({
      number: '',
      phone: '06 12 34 56 78',
    });
  });

  it('links the demo purchasing portal to the development stand-in for a purchasing system', async () => {
    // Without an address of the purchasing system's own, the theme's default (/dev/punch-out) applies.
    const opened = await app.inject({ method: 'GET', url: '/api/v3/punch-out/inkoopportaal/start' });
    expect(opened.statusCode, opened.body).toBe(303);
    const document = Buffer.from('<cXML payloadID="demo"/>').toString('base64');
    const received = await app.inject({
      method: 'POST',
      url: '/dev/punch-out',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ 'cxml-base64': document }).toString(),
    });
    expect(received.statusCode).toBe(200);
    expect(received.body).toContain('&#60;cXML payloadID=&#34;demo&#34;/&#62;');
  });
});

describe('demo print store', () => {
  it('gives the default theme the default store, administered by the demo print-store admin, with designs, prices and previews', async () => {
    const visitor = printStoreContextSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/v3/print-store' })).json(),
    );
    expect(visitor.stores.map((store) => store.id)).toEqual([DEMO_PRINT_STORE_ID]);
    expect(visitor.categories.length).toBeGreaterThanOrEqual(2);
    expect(visitor.showsPrices).toBe(true);
    const login = loginResponseSchema.parse(
      (await logIn(DEMO_ACCOUNTS.printStoreAdmin.email, DEMO_ACCOUNTS.printStoreAdmin.password)).json(),
    );
    const admin = printStoreContextSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v3/print-store',
          headers: { authorization: `Bearer ${login.jwtToken}` },
        })
      ).json(),
    );
    expect(admin.administers).toEqual([DEMO_PRINT_STORE_ID]);

    const found = searchResultsSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/v3/print-store/search?q=bord' })).json(),
    ).results;
    const product = found.find((card) => card.type === 'PRODUCT');
    expect(product).toBeDefined();
    const page = productPageSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/v3/print-store/products/${product!.id}` })).json(),
    );
    expect(page.product.fromPriceCents).toBeGreaterThan(0);
    expect(page.productType.prices.length).toBeGreaterThan(0);
    const preview = await app.inject({
      method: 'GET',
      url: `/media/print-store/${page.product.image!.printStoreId}/preview/${page.product.image!.id}/140`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
  });

  it('gives Gemeente Rivierstad a store of its own beside the default one, without prices as its theme hides them', async () => {
    const context = printStoreContextSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/v3/print-store?theme=${DEMO_CUSTOMER_STORE_THEME}` })
      ).json(),
    );
    expect(context.stores.map((store) => store.isDefault)).toEqual([false, true]);
    expect(context.firstCategoryId).toBe(context.categories[0]?.id);
    expect(context.showsPrices).toBe(false);
    // Its hidden category is for the store's admin, the demo municipality user, only.
    const login = loginResponseSchema.parse(
      (await logIn(DEMO_ACCOUNTS.municipality.email, DEMO_ACCOUNTS.municipality.password)).json(),
    );
    const asAdmin = printStoreContextSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/print-store?theme=${DEMO_CUSTOMER_STORE_THEME}`,
          headers: { authorization: `Bearer ${login.jwtToken}` },
        })
      ).json(),
    );
    expect(asAdmin.administers).toEqual([context.stores[0]?.id]);
    expect(asAdmin.categories.filter((category) => !category.active)).toHaveLength(1);
    expect(context.categories.every((category) => category.active)).toBe(true);
  });

  it('lists the spec’s coupon for the default store, long expired: refused with the spec’s message', async () => {
    expect(await database.db.select().from(printStoreCoupons)).toMatchObject([
      { ...SPEC_COUPON, printStoreId: DEMO_PRINT_STORE_ID },
    ]);
    const login = loginResponseSchema.parse(
      (await logIn(DEMO_ACCOUNTS.facilityManager.email, DEMO_ACCOUNTS.facilityManager.password)).json(),
    );
    const checked = await app.inject({
      method: 'POST',
      url: '/api/v3/print-store/cart/coupon',
      headers: { authorization: `Bearer ${login.jwtToken}` },
      payload: { code: SPEC_COUPON.code },
    });
    expect(checked.statusCode).toBe(422);
    expect(checked.json()).toEqual({ error: 'COUPON_INVALID', message: 'Dit is geen geldige kortingscode' });
  });

  it('lets each demo print-store admin run only their own store, and another start leaves what an admin deleted deleted', async () => {
    const tokenOf = async (account: { email: string; password: string }) =>
      loginResponseSchema.parse((await logIn(account.email, account.password)).json()).jwtToken;
    const asUser = (token: string) => ({ authorization: `Bearer ${token}` });
    const beheer = await tokenOf(DEMO_ACCOUNTS.printStoreAdmin);
    const rivierstad = await tokenOf(DEMO_ACCOUNTS.municipality);
    const store = adminStoreSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/v3/print-store/admin/store', headers: asUser(beheer) })
      ).json(),
    );
    expect(store.store.id).toBe(DEMO_PRINT_STORE_ID);
    const pkg = store.packages[0]!;
    const notYours = await app.inject({
      method: 'DELETE',
      url: `/api/v3/print-store/admin/packages/${pkg.id}?version=${pkg.version}`,
      headers: asUser(rivierstad),
    });
    expect(notYours.json()).toEqual({
      error: 'PRINT_STORE_NOT_YOURS',
      message: 'U beheert deze printwinkel niet.',
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v3/print-store/admin/packages/${pkg.id}?version=${pkg.version}`,
      headers: asUser(beheer),
    });
    expect(deleted.statusCode).toBe(204);
    const again = await seeded();
    await again.close();
    const after = adminStoreSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/v3/print-store/admin/store', headers: asUser(beheer) })
      ).json(),
    );
    expect(after.packages.map((row) => row.id)).not.toContain(pkg.id);
    expect(after.packages).toHaveLength(store.packages.length - 1);
  });
});

describe('demo file store', () => {
  it('gives the demo customer an archive of personnel files in folders, with PDFs that have text, and a read-only scan archive', async () => {
    const login = loginResponseSchema.parse(
      (await logIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)).json(),
    );
    const headers = { authorization: `Bearer ${login.jwtToken}` };
    const get = (url: string) => app.inject({ method: 'GET', url, headers });
    const { archives } = archivesResponseSchema.parse((await get('/api/v3/filestore/archives')).json());
    expect(archives.map((archive) => [archive.name, archive.allowChanges, archive.customerNumber])).toEqual([
      ['Personeelsdossiers', true, '1004217'],
      ['Scanarchief 2025', false, '1004217'],
    ]);
    expect(archives[0]).toMatchObject({ folderCount: 5, fileCount: 5 });
    const root = folderListingSchema.parse(
      (await get(`/api/v3/filestore/archives/${archives[0]!.id}/listing`)).json(),
    );
    expect(root.folders.map((folder) => folder.name)).toEqual(['2025', '2026']);
    expect(root.files.map((file) => file.name)).toEqual(['Personeelshandboek 2026.pdf']);

    // Found by a word in its text; its bytes are a PDF whose first page has a preview.
    const { hits } = filestoreSearchSchema.parse(
      (await get('/api/v3/filestore/search?q=ziekmelding')).json(),
    );
    expect(hits.map((hit) => hit.name)).toContain('Personeelshandboek 2026.pdf');
    const handbook = root.files[0]!;
    const download = await get(`/api/v3/filestore/files/${handbook.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const preview = await get(`/api/v3/filestore/files/${handbook.id}/preview/240`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
  });
});
