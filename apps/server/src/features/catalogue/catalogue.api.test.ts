import { fromPrice } from '@portal/shared/rules/configuration';
import { catalogueResponseSchema } from '@portal/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { logIn } from '../../../test/upload-client';
import { productOptions } from './catalogue.tables';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function productIdsFor(user: { email: string; password: string }): Promise<string[]> {
  const { token } = await logIn(app, user.email, user.password);
  const response = await app.inject({
    method: 'GET',
    url: '/api/v3/catalogue/products',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return catalogueResponseSchema.parse(response.json()).products.map((product) => product.id);
}

describe('GET /api/v3/catalogue/products', () => {
  it('answers a visitor the public products with their prices: level 0, no customer theme’s own', async () => {
    const open = await aProduct(database.db, {
      pricing: { pagePrices: [{ format: 'A4', colour: 'bw', cents: 7 }], setupCents: 0, tiers: [] },
    });
    const secured = await aProduct(database.db, { securityLevel: 1 });
    const themed = await aProduct(database.db, { themes: [await aTheme(database.db)] });
    const response = await app.inject({ method: 'GET', url: '/api/v3/catalogue/products' });
    expect(response.statusCode, response.body).toBe(200);
    const products = catalogueResponseSchema.parse(response.json()).products;
    const ids = products.map((product) => product.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(secured.id);
    expect(ids).not.toContain(themed.id);
    // What printing costs is readable before any account: the 'v.a.' price and the table.
    const listed = products.find((product) => product.id === open.id);
    expect(listed?.fromPriceCents).toBe(7);
    expect(listed?.pricing.pagePrices).toEqual([{ format: 'A4', colour: 'bw', cents: 7 }]);
  });

  it('answers a caller whose login has ended as a visitor, not with another user’s list', async () => {
    const secured = await aProduct(database.db, { securityLevel: 2 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/catalogue/products',
      headers: { authorization: 'Bearer not-a-live-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(
      catalogueResponseSchema.parse(response.json()).products.map((product) => product.id),
    ).not.toContain(secured.id);
  });

  it('shows a product up to the user’s security level only', async () => {
    const open = await aProduct(database.db);
    const secured = await aProduct(database.db, { securityLevel: 2 });
    const customer = await aUser(database.db, { securityLevel: 1 });
    const trusted = await aUser(database.db, { securityLevel: 2 });
    expect(await productIdsFor(customer)).toContain(open.id);
    expect(await productIdsFor(customer)).not.toContain(secured.id);
    expect(await productIdsFor(trusted)).toEqual(expect.arrayContaining([open.id, secured.id]));
  });

  it('shows a customer theme’s own product to that theme’s users only', async () => {
    const municipality = await aTheme(database.db);
    const own = await aProduct(database.db, { themes: [municipality] });
    const official = await aUser(database.db, { theme: municipality });
    const other = await aUser(database.db, { theme: await aTheme(database.db) });
    const noTheme = await aUser(database.db);
    expect(await productIdsFor(official)).toContain(own.id);
    expect(await productIdsFor(other)).not.toContain(own.id);
    expect(await productIdsFor(noTheme)).not.toContain(own.id);
  });

  it('answers the product as stored: menus, option groups and options in order, prices, tiers and the from-price', async () => {
    const stored = await aProduct(database.db, {
      minQuantity: 25,
      pricing: {
        pagePrices: [{ format: 'A4', colour: 'bw', cents: 10 }],
        setupCents: 250,
        tiers: [{ minQuantity: 100, discountPercent: 10 }],
      },
    });
    const { token } = await logIn(app, ...(await credentials()));
    const products = catalogueResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v3/catalogue/products',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).products;
    const answered = products.find((product) => product.id === stored.id);
    const { fromPriceCents, ...product } = answered!;
    expect(product).toEqual(stored);
    // 25 copies of one black-white A4 page at 10 ct, and the set-up costs.
    expect(fromPriceCents).toBe(25 * 10 + 250);
    expect(fromPriceCents).toBe(fromPrice(stored));
  });

  it('answers a browser that holds the current list with 304, and with the new list once a product changes', async () => {
    const user = await aUser(database.db, { securityLevel: 1 });
    const { token } = await logIn(app, user.email, user.password);
    const ask = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/v3/catalogue/products',
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    const first = await ask();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // The browser keeps the answer but asks every time (the list changes without notice).
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await ask({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const added = await aProduct(database.db);
    const changed = await ask({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(catalogueResponseSchema.parse(changed.json()).products.map((product) => product.id)).toContain(
      added.id,
    );
  });

  it('never answers 304 to a user whose list differs from the one the browser holds (another login on it)', async () => {
    const secured = await aProduct(database.db, { securityLevel: 2 });
    const trusted = await aUser(database.db, { securityLevel: 2 });
    const customer = await aUser(database.db, { securityLevel: 1 });
    const trustedLogin = await logIn(app, trusted.email, trusted.password);
    const held = await app.inject({
      method: 'GET',
      url: '/api/v3/catalogue/products',
      headers: { authorization: `Bearer ${trustedLogin.token}` },
    });
    const customerLogin = await logIn(app, customer.email, customer.password);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/catalogue/products',
      headers: { authorization: `Bearer ${customerLogin.token}`, 'if-none-match': String(held.headers.etag) },
    });
    expect(response.statusCode).toBe(200);
    const ids = catalogueResponseSchema.parse(response.json()).products.map((product) => product.id);
    expect(ids).not.toContain(secured.id);
  });

  it('refuses an option price without a unit: the database keeps prices whole', async () => {
    const product = await aProduct(database.db);
    await expect(
      database.db.insert(productOptions).values({
        productId: product.id,
        menuId: 'printen',
        groupName: 'formaat',
        name: 'A5',
        title: 'A5',
        priceCents: 10,
      }),
    ).rejects.toThrow();
  });
});

async function credentials(): Promise<[string, string]> {
  const user = await aUser(database.db);
  return [user.email, user.password];
}
