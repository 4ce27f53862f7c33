import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderTotals } from '@portal/shared/rules/vat';
import type { Product } from '@portal/shared/schemas/catalogue';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { aProduct, aTheme, type BuiltTheme } from '../../../test/builders';
import { loggedInCallers } from '../../../test/logged-in-callers';
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
import { headersOf } from '../../../test/upload-client';
import { createMailTransport } from '../mail/mail.transport';
import { uploadSessions } from '../uploads/uploads.tables';
import { idempotencyKeys, orders } from './orders.tables';

/**
 * Delivery costs and the minimum order value (issue 32 point 3, decision 0131) over HTTP, on the
 * demo shops' own terms (€ 6,95 below € 50,00 of goods, free from there, no order below € 5,00):
 * the server computes the charge whatever the client sends, refuses an order below the minimum
 * with nothing written, and the charge is in the stored order, the mails (at a real SMTP server),
 * the desk's view and the XJDF job ticket. The test product costs 10 ct a page; a test file has
 * 4 pages, so a copy is worth 40 ct.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const XSD_PATH = path.resolve(repoRoot, '../shared/xjdf/xjdf-2.2.xsd');
const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ordering: OrderingClient;
let product: Product;
let contractTheme: BuiltTheme;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'delivery-costs-'));
  smtp = await startSmtpSink();
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir },
    deps: { clock, mailTransport: createMailTransport(smtp.url) },
  });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db, { deliveryTerms: true });
  await aTheme(database.db, { name: 'default', isDefault: true });
  // A contract customer's theme: delivered free, no minimum.
  contractTheme = await aTheme(database.db, { orderTerms: { chargeCents: 0, minimumOrderCents: 0 } });
  product = await aProduct(database.db);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const place = (customer: OrderingCustomer, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
    payload: body,
  });

/** A customer with `copies` copies of a 4-page file in the cart; the cart as the server prices it. */
async function aCart(copies: number, options: { theme?: BuiltTheme } = {}) {
  const customer = await ordering.aCustomer(options);
  const cart = await ordering.inTheCart(customer, [{ name: 'folder.pdf', product, quantity: copies }]);
  return { customer, cart, details: await ordering.detailsFor(customer) };
}

const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));

/** A refusal changed nothing: no order, no key, the session open with its cart. */
async function expectNothingStored(customer: OrderingCustomer) {
  expect(await ordersOf(customer.userId)).toEqual([]);
  const [keys] = await database.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, customer.userId));
  expect(keys!.n).toBe(0);
  const [session] = await database.db
    .select()
    .from(uploadSessions)
    .where(eq(uploadSessions.id, customer.session));
  expect(session!.closedAt).toBeNull();
}

const { aCaller } = loggedInCallers({ app: () => app, db: () => database.db, block: 55 });

async function deskCaller() {
  const desk = await aCaller({ staff: true, staffRoles: ['orderDesk'] });
  return { authorization: `Bearer ${desk.token}` };
}

describe('an order below the minimum order value', () => {
  it('is refused with the amounts in Dutch and a stable code, and nothing is written (a € 1,20 order)', async () => {
    const { customer, cart, details } = await aCart(3);
    expect(cart.totalCents).toBe(120);
    for (const expected of [cart.totalCents, cart.totalCents + 695]) {
      const response = await place(customer, {
        sessionId: customer.session,
        details,
        expectedTotalExclVatCents: expected,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'ORDER_BELOW_MINIMUM',
        message:
          'Wij nemen bestellingen aan vanaf € 5,00 excl. BTW. Uw bestelling komt op € 1,20: voeg nog € 3,80 toe om te kunnen bestellen.',
      });
    }
    await expectNothingStored(customer);
  });

  it('is refused when collected at the shop too: collecting is free, the minimum stays', async () => {
    const { customer, details } = await aCart(3);
    const { dates, shop } = await ordering.firstDateOf(customer, 'pickUp');
    const first = dates.options.find((option) => option.value === dates.firstChoice?.value)!;
    const response = await place(customer, {
      sessionId: customer.session,
      details: {
        ...details,
        orderType: 'pickUp',
        deliveryAddress: null,
        pickUpAddress: anAddress({
          id: shop.id,
          company: shop.company,
          street: shop.street,
          number: shop.number,
          zipCode: shop.zipCode,
          city: shop.city,
        }),
        deliveryDate: {
          date: first.date.split('-').reverse().join('-'),
          time: dates.firstChoice!.time,
          title: first.title,
        },
      },
      expectedTotalExclVatCents: 120,
    });
    expect(response.json(), response.body).toMatchObject({ error: 'ORDER_BELOW_MINIMUM' });
    await expectNothingStored(customer);
  });

  it('is placed in a theme whose own terms have no minimum and free delivery', async () => {
    const { customer, cart, details } = await aCart(3, { theme: contractTheme });
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(placedOrderSchema.parse(response.json())).toMatchObject({ deliveryChargeCents: 0 });
  });
});

describe('the delivery charge', () => {
  it('is the server’s: a total without it, or a charge the client names, is refused and nothing is written', async () => {
    const { customer, cart, details } = await aCart(20);
    expect(cart.totalCents).toBe(800);
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      deliveryChargeCents: 0,
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'PRICE_CHANGED' });
    await expectNothingStored(customer);
  });

  it('of an € 8,00 order is € 6,95, in the stored order, the answer, the mails, the desk and the XJDF', async () => {
    const { customer, cart, details } = await aCart(20);
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      // What a client says the charge is, is not read: the server's is charged.
      deliveryChargeCents: 1,
      expectedTotalExclVatCents: cart.totalCents + 695,
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed).toMatchObject({ deliveryChargeCents: 695, totals: orderTotals(800 + 695) });
    const [order] = await ordersOf(customer.userId);
    expect(order).toMatchObject({ deliveryChargeCents: 695, totalExclVatCents: 1495 });

    // The confirmation and the shop's job mail, delivered to a real SMTP server.
    await app.jobs.idle();
    const mails = (await smtp.waitFor(2)).filter((mail) => mail.raw.includes(placed.orderNumber));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const text = decodeQuotedPrintable(mail.raw);
      expect(text).toContain('Bezorgkosten');
      expect(text).toMatch(/Bezorgkosten[^€]*€\s6,95/);
    }

    const desk = await deskCaller();
    const view = await app.inject({
      method: 'GET',
      url: `/api/v3/order-desk/orders/${order!.id}`,
      headers: desk,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ deliveryChargeCents: 695, totals: orderTotals(1495) });

    const ticket = await app.inject({
      method: 'GET',
      url: `/api/v3/order-desk/orders/${order!.id}/job-ticket.xjdf`,
      headers: desk,
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.body).toContain(
      '<GeneralID IDUsage="DeliveryChargeCents" IDValue="695" DataType="integer"/>',
    );
    expect(ticket.body).toContain('<Comment Type="DeliveryCharge">Bezorgkosten: € 6,95 excl. BTW</Comment>');
    const validation = await validateXML({
      xml: [{ fileName: 'order.xjdf', contents: ticket.body }],
      schema: { fileName: 'xjdf-2.2.xsd', contents: readFileSync(XSD_PATH, 'utf8') },
    });
    expect(validation.errors.map((error) => error.message)).toEqual([]);
    const json = await app.inject({
      method: 'GET',
      url: `/api/v3/order-desk/orders/${order!.id}/job-ticket.json`,
      headers: desk,
    });
    expect(json.json()).toMatchObject({ deliveryChargeCents: 695 });
  });

  it('is nothing from € 50,00 of goods, and the ticket then names none', async () => {
    const { customer, cart, details } = await aCart(125);
    expect(cart.totalCents).toBe(5000);
    const response = await place(customer, {
      sessionId: customer.session,
      details,
      expectedTotalExclVatCents: cart.totalCents,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(placedOrderSchema.parse(response.json())).toMatchObject({
      deliveryChargeCents: 0,
      totals: orderTotals(5000),
    });
    const [order] = await ordersOf(customer.userId);
    expect(order).toMatchObject({ deliveryChargeCents: 0, totalExclVatCents: 5000 });
  });
});

/** The text of a mail's quoted-printable parts, as a mail client shows it. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
