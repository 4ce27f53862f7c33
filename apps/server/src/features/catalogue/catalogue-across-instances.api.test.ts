import { catalogueResponseSchema } from '@portal/shared/schemas/catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { logIn } from '../../../test/upload-client';

/**
 * Every instance keeps the catalogue it has loaded, and while it listens it hears every change
 * of a catalogue table instead of asking the database for a version (migration 0018). Two
 * instances on one database, as behind a load balancer: a change made on one of them, or in the
 * database by hand, shows on both at their very next request; also a change that leaves the
 * products' own rows alone, which a version read from them would not see. Likewise a user's own
 * theme, kept while no change of it is heard (migration 0026): whether it hides prices.
 */

let database: TestDatabase;
let secondConnection: Awaited<ReturnType<TestDatabase['connectAgain']>>;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  secondConnection = await database.connectAgain();
  a = await createTestApp(database);
  b = await createTestApp(secondConnection);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await secondConnection.close();
  await database.drop();
});

/** The 'v.a.' price each instance answers for the product, with a login of its own. */
async function fromPrices(productId: string, user: { email: string; password: string }) {
  const prices: (number | null | undefined)[] = [];
  for (const app of [a, b]) {
    const { token } = await logIn(app, user.email, user.password);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/catalogue/products',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const products = catalogueResponseSchema.parse(response.json()).products;
    prices.push(products.find((product) => product.id === productId)?.fromPriceCents);
  }
  return prices;
}

const aPricedProduct = (db = database.db) =>
  aProduct(db, {
    minQuantity: 10,
    pricing: { pagePrices: [{ format: 'A4', colour: 'bw', cents: 10 }], setupCents: 0, tiers: [] },
  });

describe('the catalogue kept by two instances', () => {
  it('shows a price changed in the database by hand on both at the next request, every time', async () => {
    const user = await aUser(database.db);
    const product = await aPricedProduct();
    expect(await fromPrices(product.id, user)).toEqual([100, 100]);
    for (let cents = 11; cents <= 15; cents += 1) {
      // Only the page price's row: the product's own row (and its updated_at) stays as it was.
      await database.db.execute(
        sql`update product_page_prices set cents = ${cents} where product_id = ${product.id}`,
      );
      expect(await fromPrices(product.id, user)).toEqual([cents * 10, cents * 10]);
    }
  });

  it('shows a product added through the other instance’s connection, and one deleted, at once on both', async () => {
    const user = await aUser(database.db);
    expect(await fromPrices('not-yet', user)).toEqual([undefined, undefined]);
    const added = await aPricedProduct(secondConnection.db);
    expect(await fromPrices(added.id, user)).toEqual([100, 100]);
    await secondConnection.db.execute(sql`delete from products where id = ${added.id}`);
    expect(await fromPrices(added.id, user)).toEqual([undefined, undefined]);
  });

  it('hides every amount once the user’s theme hides prices, on both at the next request, and shows them again', async () => {
    const theme = await aTheme(database.db);
    const user = await aUser(database.db, { theme });
    const product = await aPricedProduct();
    expect(await fromPrices(product.id, user)).toEqual([100, 100]);
    const hidePricing = (db: typeof database.db, hidden: boolean) =>
      db.execute(
        sql`update themes set settings = jsonb_set(settings, '{flags,hidePricing}', ${JSON.stringify(hidden)}::jsonb) where id = ${theme.id}`,
      );
    await hidePricing(database.db, true);
    expect(await fromPrices(product.id, user)).toEqual([null, null]);
    await hidePricing(secondConnection.db, false);
    expect(await fromPrices(product.id, user)).toEqual([100, 100]);
  });

  it('asks the database while an instance cannot listen, and hears changes again after', async () => {
    // PostgreSQL: each instance's listening connection, which breaks here as in a restart or a
    // failover and comes back by itself. PGlite has none to lose.
    const ofThisDatabase = sql`application_name = 'portal-notices' and datname = current_database()`;
    const listening = async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as count from pg_stat_activity where ${ofThisDatabase}`,
      )) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count;
    };
    // One listening connection per instance, for the logins and the catalogue together.
    const bothListening = database.kind === 'postgres' ? 2 : 0;
    expect(await listening()).toBe(bothListening);
    const user = await aUser(database.db);
    const product = await aPricedProduct();
    expect(await fromPrices(product.id, user)).toEqual([100, 100]);

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where ${ofThisDatabase}`,
    );
    // Unheard, so the version is read from the products: a change as the catalogue's code makes it.
    await database.db.execute(
      sql`update products set min_quantity = 20, updated_at = now() + interval '1 second' where id = ${product.id}`,
    );
    expect(await fromPrices(product.id, user)).toEqual([200, 200]);

    await expect.poll(listening, { timeout: 10_000 }).toBe(bothListening);
    await database.db.execute(
      sql`update product_page_prices set cents = 12 where product_id = ${product.id}`,
    );
    expect(await fromPrices(product.id, user)).toEqual([240, 240]);
  });
});
