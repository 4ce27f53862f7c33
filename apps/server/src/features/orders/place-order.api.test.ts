import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderTotals } from '@portal/shared/rules/vat';
import type { Product } from '@portal/shared/schemas/catalogue';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, type BuiltTheme } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import {
  anAddress,
  type OrderingClient,
  type OrderingCustomer,
  orderingClient,
} from '../../../test/ordering-client';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { headersOf, openSession } from '../../../test/upload-client';
import { mailOutbox } from '../mail/mail.tables';
import { createMailTransport } from '../mail/mail.transport';
import { DEMO_SHOPS } from '../shops/shops.seed';
import { uploadedFiles, uploadSessions } from '../uploads/uploads.tables';
import { requestFingerprint } from './idempotency';
import { idempotencyKeys, orderLines, orders } from './orders.tables';

/**
 * Placing a print order over HTTP (issue 13 points 4 and 5; decisions 0047 and 0052): the cart of
 * an upload session with the order details becomes one order, priced again by the server, with
 * its mails in the outbox; replays, other keys for the same cart and concurrent submissions give
 * that one order; every refusal leaves nothing behind. The app runs on a clock the test sets (a
 * Tuesday morning in Amsterdam), so the shops' dates are the same whenever the test runs.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let product: Product;
let projectTheme: BuiltTheme;

/** The shops, the default theme, a project theme and a product the tests order. */
async function seed() {
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  projectTheme = await aTheme(database.db, { customFields: { project: { required: true } } });
  product = await aProduct(database.db);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'orders-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await seed();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Customer = OrderingCustomer;
let ordering: OrderingClient;
const aCustomer = (options: { theme?: BuiltTheme } = {}) => ordering.aCustomer(options);
const firstDateOf = (customer: Customer, fulfilment?: 'deliver' | 'pickUp') =>
  ordering.firstDateOf(customer, fulfilment);
const detailsFor = (customer: Customer, changes?: Partial<OrderDetails>) =>
  ordering.detailsFor(customer, changes);

/** Uploads a PDF, chooses the product with its default options and puts it in the cart; returns the cart. */
const aFileInTheCart = (customer: Customer, name = 'offerte.pdf', quantity = 3) =>
  ordering.inTheCart(customer, [{ name, product, quantity }]);

const get = (customer: Customer, url: string) =>
  app.inject({ method: 'GET', url, headers: headersOf(customer.browser) });

const place = (customer: Customer, body: unknown, key: string | null = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { ...headersOf(customer.browser), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });

const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));
const keysOf = async (userId: string) =>
  (
    await database.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))
  )[0]!.n;
const sessionClosed = async (sessionId: string) =>
  (await database.db.select().from(uploadSessions).where(eq(uploadSessions.id, sessionId)))[0]!.closedAt !==
  null;

/** A refusal changed nothing: no order, no key, the session open with its cart. */
async function expectNothingStored(customer: Customer) {
  expect(await ordersOf(customer.userId)).toEqual([]);
  expect(await keysOf(customer.userId)).toBe(0);
  expect(await sessionClosed(customer.session)).toBe(false);
}

describe('placing the cart as an order', () => {
  it('stores one numbered order priced by the server, keeps its files, closes the session and queues the mails', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const body = {
      sessionId: customer.session,
      details: await detailsFor(customer, { instruction: 'Graag op de pallet' }),
      expectedTotalExclVatCents: cart.totalCents,
    };
    const response = await place(customer, body);
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed.orderNumber).toMatch(/^2026-\d{6}$/);
    expect(placed.totals).toEqual(orderTotals(cart.totalCents));
    expect(placed).toMatchObject({ status: 'received', express: false, lineCount: 1, unpricedLineCount: 0 });

    const [order] = await ordersOf(customer.userId);
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      customerNumber: customer.customerNumber,
      cartKey: customer.session,
      totalExclVatCents: cart.totalCents,
    });
    expect(order!.details.instruction).toBe('Graag op de pallet');
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      fileId: cart.lines[0]!.fileId,
      fileName: 'offerte.pdf',
      pagesBw: 4,
      quantity: 3,
      linePriceCents: cart.lines[0]!.priceCents,
    });

    // The session is closed (the next cart is a new one), the ordered file is kept for the order.
    expect(await sessionClosed(customer.session)).toBe(true);
    const [file] = await database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, lines[0]!.fileId!));
    expect(file!.keptForOrder).toBe(true);
    expect((await get(customer, `/api/v3/uploads/${customer.session}/cart`)).statusCode).toBe(404);
    expect(await openSession(app, customer.browser)).not.toBe(customer.session);

    // The confirmation to the customer and the job to the shop, both naming the order.
    const mails = await database.db.select().from(mailOutbox);
    const aboutOrder = mails.filter((mail) => mail.subject.includes(placed.orderNumber));
    const shop = DEMO_SHOPS.find((candidate) => candidate.id === order!.shopId)!;
    expect(aboutOrder.map((mail) => mail.recipient).sort()).toEqual([customer.email, shop.email].sort());
  });

  it('places a cart of two lines above € 21 million each at its exact totals (more than 2^31 cents)', async () => {
    // 4 pages at € 60 each, 100,000 copies a file: € 24 million a line, € 48 million together.
    const pricey = await aProduct(database.db, {
      pricing: { ...product.pricing, pagePrices: [{ format: 'A4', colour: 'bw', cents: 6_000 }] },
    });
    const customer = await aCustomer();
    const cart = await ordering.inTheCart(customer, [
      { name: 'oplage-1.pdf', product: pricey, quantity: 100_000 },
      { name: 'oplage-2.pdf', product: pricey, quantity: 100_000 },
    ]);
    expect(cart.totalCents).toBe(4_800_000_000);
    const response = await place(customer, {
      sessionId: customer.session,
      details: await detailsFor(customer),
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(placedOrderSchema.parse(response.json()).totals).toEqual(orderTotals(4_800_000_000));
    const [order] = await ordersOf(customer.userId);
    expect(order).toMatchObject({
      totalExclVatCents: 4_800_000_000,
      totalInclVatCents: orderTotals(4_800_000_000).inclVatCents,
    });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((line) => line.linePriceCents)).toEqual([2_400_000_000, 2_400_000_000]);
  });

  it('records the addresses it names as the server keeps them, whatever copy the client sent', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const details = await detailsFor(customer);
    const response = await place(customer, {
      sessionId: customer.session,
      details: {
        ...details,
        deliveryAddress: { ...details.deliveryAddress!, company: 'Valse Naam B.V.', street: 'Nepstraat' },
        invoiceAddress: { ...details.invoiceAddress!, company: 'Ander Bedrijf B.V.', kvk: '99999999' },
      },
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await ordersOf(customer.userId);
    // The address book's entry (test/ordering-client.ts) and the customer number's own address.
    expect(order!.details.deliveryAddress).toMatchObject({
      id: customer.deliveryAddressId,
      company: expect.stringMatching(/^Bouwplaats \d+$/),
      street: 'Werfstraat',
    });
    expect(order!.details.invoiceAddress).toMatchObject({
      customerNumber: customer.customerNumber,
      company: expect.stringMatching(/^Bouwbedrijf \d+ B\.V\.$/),
      street: 'Factuurstraat',
    });
    expect(order!.details.invoiceAddress!.kvk).not.toBe('99999999');
  });

  it('answers a replay of the key with the first answer and stores one order', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const body = {
      sessionId: customer.session,
      details: await detailsFor(customer),
      expectedTotalExclVatCents: cart.totalCents,
    };
    const key = randomUUID();
    const first = await place(customer, body, key);
    const again = await place(customer, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(customer.userId)).toHaveLength(1);
  });

  it('replays an answer stored before orders had a kind as the print order it was', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const body = {
      sessionId: customer.session,
      details: await detailsFor(customer),
      expectedTotalExclVatCents: cart.totalCents,
    };
    const key = randomUUID();
    const first = await place(customer, body, key);
    expect(first.statusCode, first.body).toBe(201);
    // The answer as the server stored it before issue 28: no kind, and the fingerprint of the
    // body as it was parsed then (without the defaults added since).
    const { kind: _kind, ...stored } = first.json();
    await database.db
      .update(idempotencyKeys)
      .set({ responseBody: stored, fingerprint: requestFingerprint(body) })
      .where(eq(idempotencyKeys.key, key));
    const again = await place(customer, body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(placedOrderSchema.parse(again.json())).toEqual(first.json());
  });

  it('refuses the same key with another body (422) and keeps the first order only', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const details = await detailsFor(customer);
    const key = randomUUID();
    expect(
      (
        await place(
          customer,
          { sessionId: customer.session, details, expectedTotalExclVatCents: cart.totalCents },
          key,
        )
      ).statusCode,
    ).toBe(201);
    const other = await place(
      customer,
      {
        sessionId: customer.session,
        details: { ...details, reference: 'Fase 3' },
        expectedTotalExclVatCents: cart.totalCents,
      },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(customer.userId)).toHaveLength(1);
  });

  it('gives two different keys for the same cart one order', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const body = {
      sessionId: customer.session,
      details: await detailsFor(customer),
      expectedTotalExclVatCents: cart.totalCents,
    };
    const first = await place(customer, body);
    const second = await place(customer, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    expect(await ordersOf(customer.userId)).toHaveLength(1);
  });

  it('creates exactly one order from 20 parallel submissions of one cart, with one key or twenty', async () => {
    for (const oneKey of [true, false]) {
      const customer = await aCustomer();
      const cart = await aFileInTheCart(customer);
      const body = {
        sessionId: customer.session,
        details: await detailsFor(customer),
        expectedTotalExclVatCents: cart.totalCents,
      };
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => place(customer, body, oneKey ? key : randomUUID())),
      );
      const orderNumbers = new Set(
        answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().orderNumber),
      );
      expect(orderNumbers.size, answers.map((answer) => answer.body).join('\n')).toBe(1);
      // A replay can only be told to wait while its first request is still running.
      for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
      expect(await ordersOf(customer.userId)).toHaveLength(1);
    }
  });

  it('makes a spoed date express, with the shop’s surcharge in the totals', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const { dates } = await firstDateOf(customer);
    const spoed = dates.options.find((option) => option.title === 'spoed' && option.active);
    expect(spoed, 'the demo shop offers spoed on a Tuesday morning').toBeDefined();
    const surcharge = dates.promise.express!.surchargeCents;
    const details = await detailsFor(customer, {
      deliveryDate: {
        date: spoed!.date.split('-').reverse().join('-'),
        time: spoed!.times[0]?.time ?? null,
        title: 'spoed',
      },
    });
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      expectedTotalExclVatCents: cart.totalCents + surcharge,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      express: true,
      expressSurchargeCents: surcharge,
      totals: orderTotals(cart.totalCents + surcharge),
    });
  });
});

describe('refusals change nothing', () => {
  it('refuses a request without an Idempotency-Key', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const response = await place(
      customer,
      {
        sessionId: customer.session,
        details: await detailsFor(customer),
        expectedTotalExclVatCents: cart.totalCents,
      },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('IDEMPOTENCY_KEY_MISSING');
    await expectNothingStored(customer);
  });

  it('refuses a total that is not the server’s (a tampered or outdated price)', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const response = await place(customer, {
      sessionId: customer.session,
      details: await detailsFor(customer),
      expectedTotalExclVatCents: Math.max(0, cart.totalCents - 100),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'PRICE_CHANGED' });
    await expectNothingStored(customer);
  });

  it('refuses another customer’s upload session as if it did not exist', async () => {
    const owner = await aCustomer();
    const cart = await aFileInTheCart(owner);
    const stranger = await aCustomer();
    const response = await place(stranger, {
      sessionId: owner.session,
      details: await detailsFor(stranger),
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');
    await expectNothingStored(owner);
    await expectNothingStored(stranger);
  });

  it('refuses an empty cart', async () => {
    const customer = await aCustomer();
    const response = await place(customer, {
      sessionId: customer.session,
      details: await detailsFor(customer),
      expectedTotalExclVatCents: 0,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('CART_EMPTY');
    await expectNothingStored(customer);
  });

  it('refuses an order without the project the theme requires, with the step’s message', async () => {
    const customer = await aCustomer({ theme: projectTheme });
    const cart = await aFileInTheCart(customer);
    const response = await place(customer, {
      sessionId: customer.session,
      details: await detailsFor(customer, { project: null }),
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'ORDER_INCOMPLETE' });
    expect(response.json().message).toMatch(/factuurgegevens|project/i);
    await expectNothingStored(customer);
  });

  it('refuses a pickup at a shop that does not exist', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const details = await detailsFor(customer, {
      orderType: 'pickUp',
      deliveryAddress: null,
      pickUpAddress: anAddress({ id: randomUUID(), company: 'Nergens' }),
    });
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('SHOP_NOT_FOUND');
    await expectNothingStored(customer);
  });

  it('refuses a customer number that is not linked to the user', async () => {
    const customer = await aCustomer();
    const other = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const details = await detailsFor(customer, {
      invoiceAddress: anAddress({
        id: other.invoiceAddressId,
        company: 'Ander B.V.',
        customerNumber: other.customerNumber,
      }),
    });
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('CUSTOMER_NOT_FOUND');
    await expectNothingStored(customer);
  });

  it('refuses a date the shop does not offer', async () => {
    const customer = await aCustomer();
    const cart = await aFileInTheCart(customer);
    const details = await detailsFor(customer, {
      deliveryDate: { date: '2026-03-08', time: null, title: null },
    });
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('DATE_NOT_AVAILABLE');
    await expectNothingStored(customer);
  });
});

describe('the mail server is down when the order is placed', () => {
  it('stores the order, answers success, and delivers the mails when the server is back', async () => {
    // A port that nothing listens on any more: the SMTP server is down.
    const down = await startSmtpSink();
    await down.close();
    // An app of its own on a database of its own: no other job runner takes its mail.
    const previous = { app, database, ordering };
    database = await createTestDatabase();
    const withSmtp = await createTestApp(database, {
      config: { DATA_DIR: dataDir },
      deps: { clock, mailTransport: createMailTransport(down.url) },
    });
    app = withSmtp;
    ordering = orderingClient({ app, db: database.db, clock });
    try {
      await seed();
      const customer = await aCustomer();
      const cart = await aFileInTheCart(customer);
      const response = await place(customer, {
        sessionId: customer.session,
        details: await detailsFor(customer),
        expectedTotalExclVatCents: cart.totalCents,
      });
      expect(response.statusCode, response.body).toBe(201);
      const { orderNumber } = placedOrderSchema.parse(response.json());
      await withSmtp.jobs.idle();
      const ofOrder = async () =>
        (await database.db.select().from(mailOutbox)).filter((mail) => mail.subject.includes(orderNumber));
      expect((await ofOrder()).map((mail) => mail.status)).toEqual(['pending', 'pending']);
      expect(await ordersOf(customer.userId)).toHaveLength(1);

      // The server is back on its port; the retry is due after the first back-off (30 s).
      const back = await startSmtpSink({ port: down.port });
      try {
        clock.advance(31_000);
        withSmtp.jobs.wake();
        await withSmtp.jobs.idle();
        const received = await back.waitFor(2);
        const [order] = await ordersOf(customer.userId);
        const shop = DEMO_SHOPS.find((candidate) => candidate.id === order!.shopId)!;
        expect(received.flatMap((mail) => mail.to).sort()).toEqual([customer.email, shop.email].sort());
        expect((await ofOrder()).map((mail) => mail.status)).toEqual(['sent', 'sent']);
      } finally {
        await back.close();
      }
    } finally {
      await withSmtp.close();
      await database.drop();
      ({ app, database, ordering } = previous);
    }
  });
});
