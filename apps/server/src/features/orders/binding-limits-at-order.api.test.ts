import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@portal/shared/schemas/catalogue';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBookletProduct, aTheme } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingClient, orderingClient } from '../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { headersOf } from '../../../test/upload-client';
import { productOptions, products } from '../catalogue/catalogue.tables';
import { orders } from './orders.tables';

/**
 * Issue 32 point 1 (decision 0134): placing an order prices every line again, so a line whose
 * binding cannot bind its file's pages (here: the limits came into the catalogue after the file
 * went into the cart) is refused with BINDING_PAGE_COUNT and the range, and no order is written.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let ordering: OrderingClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'binding-at-order-'));
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

/** The test shape's print menu and a binding group with saddle stitching, without limits yet. */
const aBooklet = (): Promise<Product> =>
  aBookletProduct(database.db, [
    {
      name: 'rugnieten',
      title: 'Rugnieten',
      price: { unit: 'copy', cents: 45 },
      alwaysColor: false,
      subOptions: [],
    },
  ]);

describe('placing an order with a binding that cannot bind the file', () => {
  it('is refused with BINDING_PAGE_COUNT naming the range; no order is written', async () => {
    const customer = await ordering.aCustomer();
    const product = await aBooklet();
    // Four pages each, saddle stitched: accepted while the binding has no limits.
    const cart = await ordering.inTheCart(customer, [{ name: 'folder.pdf', product }]);
    await database.db
      .update(productOptions)
      .set({ display: { pageLimits: { minPages: 8, maxPages: 64, multipleOf: 4 } } })
      .where(and(eq(productOptions.productId, product.id), eq(productOptions.name, 'rugnieten')));
    await database.db
      .update(products)
      .set({ updatedAt: sql`now() + interval '1 second'` })
      .where(eq(products.id, product.id));

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

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      error: 'BINDING_PAGE_COUNT',
      message:
        "Rugnieten kan 8 tot 64 pagina's binden, in veelvouden van 4; dit bestand heeft er 4. Kies een andere afwerking.",
    });
    const [placed] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, customer.userId));
    expect(placed!.n).toBe(0);
  });
});
