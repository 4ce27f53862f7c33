import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@portal/shared/schemas/catalogue';
import { deskOrderViewSchema, orderViewSchema } from '@portal/shared/schemas/order-views';
import { type PlacedOrder, placedOrderSchema } from '@portal/shared/schemas/orders';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser, type BuiltTheme } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { anAddress, type OrderingCustomer, orderingClient } from '../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { type Browser, headersOf, logIn } from '../../../test/upload-client';
import { cartLines } from '../cart/cart.tables';
import { demoProducts } from '../catalogue/catalogue.seed';
import { productOptions, products } from '../catalogue/catalogue.tables';
import { mailOutbox } from '../mail/mail.tables';
import { DEMO_SHOPS } from '../shops/shops.seed';
import { orders } from './orders.tables';

/**
 * A placed order never changes (issue 28 point 2, decision 0071): its lines keep the titles of the
 * product and every choice as the customer read them, the job ticket is written at placement and
 * served as stored, and the mails, My orders and the desk read what the order kept. Renaming the
 * product and its options afterwards changes none of them. Beside it, what the pipeline records as
 * the server keeps it (a pickup shop's address) and what a customer who saw no prices is sent.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let documents: Product;
let colourPoster: Product;
let hiddenPrices: BuiltTheme;
let ordering: ReturnType<typeof orderingClient>;
let desk: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'placed-unchanged-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  hiddenPrices = await aTheme(database.db, { flags: { hidePricing: true } });
  documents = await aProduct(database.db, {
    ...demoProducts.find((demo) => demo.product.id === 'documenten')!.product,
    id: 'documenten-test',
  });
  // Prints in colour whatever the file is, charged at the colour rate.
  colourPoster = await aProduct(database.db, { title: 'Poster (altijd kleur)', alwaysColor: true });
  const staff = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
  desk = await logIn(app, staff.email, staff.password);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (browser: Browser, url: string) =>
  app.inject({ method: 'GET', url, headers: headersOf(browser) });

async function placeIt(
  customer: OrderingCustomer,
  product: Product,
  changes: Parameters<typeof ordering.detailsFor>[1] = {},
): Promise<PlacedOrder> {
  const cart = await ordering.inTheCart(customer, [{ name: 'handleiding.pdf', product }]);
  const details = await ordering.detailsFor(customer, changes);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
    payload: { sessionId: customer.session, details, expectedTotalExclVatCents: cart.totalCents },
  });
  expect(response.statusCode, response.body).toBe(201);
  return placedOrderSchema.parse(response.json());
}

describe('a placed order never changes', () => {
  it('keeps its titles in the ticket, the mails, My orders and the desk when the product is renamed', async () => {
    const customer = await ordering.aCustomer();
    const placed = await placeIt(customer, documents, {
      instruction: 'Graag op volgorde van de hoofdstukken.',
    });
    const read = async () => ({
      xjdf: (await call(desk, `/api/v3/order-desk/orders/${placed.orderId}/job-ticket.xjdf`)).body,
      json: (await call(desk, `/api/v3/order-desk/orders/${placed.orderId}/job-ticket.json`)).body,
      desk: deskOrderViewSchema.parse(
        (await call(desk, `/api/v3/order-desk/orders/${placed.orderId}`)).json(),
      ),
      mine: orderViewSchema.parse((await call(customer.browser, `/api/v3/orders/${placed.orderId}`)).json()),
      mails: await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, customer.email)),
    });
    const before = await read();
    // The customer read 'Papier: 80 g/m² (standaard)', never the name '80'.
    expect(before.mine.lines[0]!.specs).toContainEqual(
      expect.objectContaining({ groupTitle: 'Papier', optionTitle: '80 g/m² (standaard)' }),
    );
    expect(before.mails[0]!.text).toContain('Papier: 80 g/m² (standaard)');
    expect(before.mails[0]!.text).not.toContain('papier: 80');
    // The instruction for the shop is in both tickets.
    expect(before.xjdf).toContain(
      '<Comment Type="Instruction">Graag op volgorde van de hoofdstukken.</Comment>',
    );
    expect(JSON.parse(before.json).instruction).toBe('Graag op volgorde van de hoofdstukken.');

    await database.db
      .update(products)
      .set({ title: 'Documenten (nieuwe naam)' })
      .where(eq(products.id, documents.id));
    await database.db
      .update(productOptions)
      .set({ title: 'Standaardpapier' })
      .where(and(eq(productOptions.productId, documents.id), eq(productOptions.name, '80')));
    await database.db
      .update(productOptions)
      .set({ title: 'Dubbelzijdig printen' })
      .where(and(eq(productOptions.productId, documents.id), eq(productOptions.groupName, 'printwijze')));

    const after = await read();
    expect(after.xjdf).toBe(before.xjdf);
    expect(after.json).toBe(before.json);
    expect(after.desk.lines).toEqual(before.desk.lines);
    expect(after.mine.lines).toEqual(before.mine.lines);
    expect(after.mine.lines[0]!.productTitle).toBe(documents.title);
    expect(after.mails.map((mail) => mail.text)).toEqual(before.mails.map((mail) => mail.text));
  });

  it('writes what a product that always prints in colour prints, also for a black-white file', async () => {
    const customer = await ordering.aCustomer();
    const placed = await placeIt(customer, colourPoster);
    const xjdf = (await call(desk, `/api/v3/order-desk/orders/${placed.orderId}/job-ticket.xjdf`)).body;
    expect(xjdf).toContain('ColorsUsed="Cyan Magenta Yellow Black"');
    expect(xjdf).not.toContain('ColorsUsed="Black"');
  });
});

describe('what the order records as the server keeps it', () => {
  it("a pickup records the shop's own address, not the one the client sent", async () => {
    const customer = await ordering.aCustomer();
    const { shop, dates } = await ordering.firstDateOf(customer, 'pickUp');
    const first = dates.options.find((option) => option.value === dates.firstChoice?.value)!;
    const placed = await placeIt(customer, documents, {
      orderType: 'pickUp',
      deliveryAddress: null,
      pickUpAddress: anAddress({
        id: shop.id,
        company: 'Valse Drukkerij B.V.',
        street: 'Nepstraat',
        number: '1',
        email: 'oplichter@example.com',
      }),
      deliveryDate: {
        date: first.date.split('-').reverse().join('-'),
        time: dates.firstChoice!.time,
        title: first.title,
      },
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const kept = DEMO_SHOPS.find((candidate) => candidate.id === shop.id)!;
    expect(order!.details.pickUpAddress).toMatchObject({
      id: shop.id,
      company: kept.company,
      street: kept.street,
      email: kept.email,
    });
  });

  it('sends a customer who saw no prices no amount, while the shop and the desk see them', async () => {
    const customer = await ordering.aCustomer({ theme: hiddenPrices });
    const cart = await ordering.inTheCart(customer, [{ name: 'folder.pdf', product: documents }]);
    // The cart showed no amount either (decision 0098); the server stored the line's price.
    expect(cart).toMatchObject({ totalCents: 0, lines: [{ priceHidden: true, priceCents: null }] });
    const [stored] = await database.db
      .select({ priceCents: cartLines.priceCents })
      .from(cartLines)
      .where(eq(cartLines.fileId, cart.lines[0]!.fileId));
    const details = await ordering.detailsFor(customer);
    // The customer saw no total, so none is compared.
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
      payload: { sessionId: customer.session, details, expectedTotalExclVatCents: 0 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    // Nor does the answer to the order carry one.
    expect(placed).toMatchObject({ totals: null, expressSurchargeCents: null });
    const [confirmation] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, customer.email));
    expect(confirmation!.text).not.toContain('€');
    expect(confirmation!.html).not.toContain('€');
    const [job] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, customer.email));
    expect(job!.text).toContain('€');
    const mine = orderViewSchema.parse(
      (await call(customer.browser, `/api/v3/orders/${placed.orderId}`)).json(),
    );
    expect(mine.totals).toBeNull();
    expect(mine.lines[0]).toMatchObject({ linePriceCents: null, priceHidden: true });
    const atDesk = deskOrderViewSchema.parse(
      (await call(desk, `/api/v3/order-desk/orders/${placed.orderId}`)).json(),
    );
    expect(atDesk.totals?.exclVatCents).toBe(stored!.priceCents);
  });
});
