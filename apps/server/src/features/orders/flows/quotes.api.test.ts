import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderTotals } from '@portal/shared/rules/vat';
import type { Product } from '@portal/shared/schemas/catalogue';
import { deskOrderViewSchema, orderViewSchema } from '@portal/shared/schemas/order-views';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser, type BuiltTheme } from '../../../../test/builders';
import { mutableClock } from '../../../../test/mutable-clock';
import { aLinkedCustomer, theDemoShops } from '../../../../test/ordering-builders';
import { anAddress, type OrderingCustomer, orderingClient } from '../../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import { type Browser, headersOf, logIn } from '../../../../test/upload-client';
import { customers as customersTable, userCustomers } from '../../customers/customers.tables';
import { mailOutbox } from '../../mail/mail.tables';
import { uploadSessions } from '../../uploads/uploads.tables';
import { orders, quotes } from '../orders.tables';

/**
 * Quote requests and the orders placed on them (issue 28 point 5, decision 0071): the request is
 * placed once per draft with its description and files and no price; staff answer it on the desk
 * with a quotation number and a price, which is mailed; the customer orders it once, at the
 * quoted price, with the quotation number first in the instruction. Refusals name their reason.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let product: Product;
let projectTheme: BuiltTheme;
let ordering: ReturnType<typeof orderingClient>;
let desk: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quotes-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  projectTheme = await aTheme(database.db, { customFields: { project: { required: true } } });
  product = await aProduct(database.db);
  const staff = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
  desk = await logIn(app, staff.email, staff.password);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (browser: Browser, method: 'GET' | 'POST', url: string, payload?: unknown, key?: string) =>
  app.inject({
    method,
    url,
    headers: { ...headersOf(browser), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A quote request with the customer's uploaded files, delivered on the shop's first date. */
async function requestBody(customer: OrderingCustomer, changes: Record<string, unknown> = {}) {
  const { project: _project, ...details } = await ordering.detailsFor(customer, {
    description: '500 flyers A5, 170 g/m² silk, dubbelzijdig, binnen twee weken.',
  });
  return {
    draftId: randomUUID(),
    sessionId: customer.session,
    details,
    project: 'Open dag 2026',
    ...changes,
  };
}

const request = (customer: OrderingCustomer, body: unknown, key = randomUUID()) =>
  call(customer.browser, 'POST', '/api/v3/order/quotation-request', body, key);

const answer = (requestId: string, body: Record<string, unknown>) =>
  call(desk, 'POST', `/api/v3/order-desk/orders/${requestId}/quote`, body);

const orderIt = (customer: OrderingCustomer, requestId: string, body: unknown, key = randomUUID()) =>
  call(customer.browser, 'POST', `/api/v3/orders/${requestId}/quote-order`, body, key);

const ordersOf = async (userId: string) =>
  (await database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

let numbers = 0;
/** A quotation number nobody used yet: 'Q' and six digits. */
const aQuotationNo = () => `Q${String(100_000 + ++numbers)}`;

describe('a quote request', () => {
  it('is placed once with its description and files, no price and no ticket, the session closed', async () => {
    const customer = await ordering.aCustomer({ theme: projectTheme });
    await ordering.inTheCart(customer, [
      { name: 'flyer-voorkant.pdf', product },
      { name: 'flyer-achterkant.pdf', product },
    ]);
    const body = await requestBody(customer);
    const key = randomUUID();
    const [first, again] = await Promise.all([request(customer, body, key), request(customer, body)]);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().orderId).toBe(first.json().orderId);
    const placed = placedOrderSchema.parse(first.json());
    // A quote never needs a project, also in a theme that requires one; this one is named.
    expect(placed).toMatchObject({
      kind: 'quote',
      lineCount: 3,
      unpricedLineCount: 3,
      totals: { exclVatCents: 0 },
    });
    const [session] = await database.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.id, customer.session));
    expect(session!.closedAt).not.toBeNull();
    const view = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${placed.orderId}`)).json(),
    );
    expect(view.details.project?.name).toBe('Open dag 2026');
    expect(view.lines.map((line) => [line.kind, line.fileName, line.noPriceReason])).toEqual([
      ['quote_request', null, 'quoteRequest'],
      ['quote_request', 'flyer-voorkant.pdf', 'quoteRequest'],
      ['quote_request', 'flyer-achterkant.pdf', 'quoteRequest'],
    ]);
    expect(view.quote).toMatchObject({
      requestNumber: placed.orderNumber,
      quotationNo: null,
      priceCents: null,
    });
    // No work yet: no job ticket until it is ordered.
    const ticket = await call(desk, 'GET', `/api/v3/order-desk/orders/${placed.orderId}/job-ticket.xjdf`);
    expect(ticket.statusCode).toBe(404);
    const replay = await request(customer, body, key);
    expect(replay.json()).toEqual(first.json());
  });

  it('is one request for 20 submissions of one draft at once, whatever their keys', async () => {
    const customer = await ordering.aCustomer();
    await ordering.inTheCart(customer, [{ name: 'brief.pdf', product }]);
    const body = await requestBody(customer);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(customer, body)));
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const ids = new Set(
      answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().orderId),
    );
    expect(ids.size).toBe(1);
    expect(await ordersOf(customer.userId)).toBe(1);
  });

  it('without its files when includeFiles is off, and without a project', async () => {
    const customer = await ordering.aCustomer();
    await ordering.inTheCart(customer, [{ name: 'blijft.pdf', product }]);
    const body = await requestBody(customer, { project: '' });
    body.details = { ...body.details, includeFiles: false };
    const response = await request(customer, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ lineCount: 1 });
    // The files stay with the customer's session, which stays open.
    const [session] = await database.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.id, customer.session));
    expect(session!.closedAt).toBeNull();
  });

  it('is refused without a description, and nothing is stored', async () => {
    const customer = await ordering.aCustomer();
    const body = await requestBody(customer);
    body.details = { ...body.details, description: '   ' };
    const response = await request(customer, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      error: 'ORDER_INCOMPLETE',
      message: 'Opdrachtomschrijving ontbreekt nog, klik hier.',
    });
    expect(await ordersOf(customer.userId)).toBe(0);
  });

  it("refuses another customer's upload session", async () => {
    const customer = await ordering.aCustomer();
    const other = await ordering.aCustomer();
    const response = await request(customer, await requestBody(customer, { sessionId: other.session }));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');
    expect(await ordersOf(customer.userId)).toBe(0);
  });
});

describe('answering and ordering a quote', () => {
  it('staff answer with a number and price, mailed; the customer orders it once at that price', async () => {
    const customer = await ordering.aCustomer();
    await ordering.inTheCart(customer, [{ name: 'brochure.pdf', product }]);
    const requested = placedOrderSchema.parse((await request(customer, await requestBody(customer))).json());
    const quotationNo = aQuotationNo();

    // The customer cannot answer it; a number that is not 7 characters is refused.
    expect(
      (
        await call(customer.browser, 'POST', `/api/v3/order-desk/orders/${requested.orderId}/quote`, {
          quotationNo,
          priceCents: 100,
        })
      ).statusCode,
    ).toBe(403);
    const short = await answer(requested.orderId, { quotationNo: 'Q12345', priceCents: 48_500 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      error: 'QUOTATION_NUMBER_INVALID',
      message: 'Een offertenummer bestaat uit precies 7 tekens, zonder spaties.',
    });
    expect(await database.db.select().from(quotes).where(eq(quotes.requestId, requested.orderId))).toEqual(
      [],
    );

    const answered = await answer(requested.orderId, {
      quotationNo,
      priceCents: 48_500,
      note: 'Inclusief proefdruk.',
      validDays: 14,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const view = deskOrderViewSchema.parse(answered.json());
    expect(view).toMatchObject({
      status: 'quoted',
      quote: { quotationNo, priceCents: 48_500, note: 'Inclusief proefdruk.', validUntil: '2026-03-24' },
    });
    expect(
      (await answer(requested.orderId, { quotationNo: aQuotationNo(), priceCents: 1 })).json().error,
    ).toBe('QUOTE_NOT_OPEN');
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Uw offerte ${quotationNo} van Drukwerk Direct`));
    expect(mail!.recipient).toBe(customer.email);
    expect(mail!.text).toContain('€ 485,00');
    expect(mail!.text).toContain('dinsdag 24 maart 2026');

    // Another customer cannot order it; the owner orders it at the quoted price, once.
    const stranger = await ordering.aCustomer();
    const details = await ordering.detailsFor(customer, { instruction: 'Graag in dozen van 100.' });
    const expected = orderTotals(48_500).exclVatCents;
    const body = { details, expectedTotalExclVatCents: expected };
    expect((await orderIt(stranger, requested.orderId, body)).json().error).toBe('ORDER_NOT_FOUND');
    const key = randomUUID();
    const [first, second] = await Promise.all([
      orderIt(customer, requested.orderId, body, key),
      orderIt(customer, requested.orderId, body),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().orderId).toBe(first.json().orderId);
    const placed = placedOrderSchema.parse(first.json());
    expect(placed).toMatchObject({ kind: 'quoted', totals: { exclVatCents: 48_500 }, lineCount: 1 });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.details.quotationNo).toBe(quotationNo);
    expect(order!.details.instruction).toBe(`Offertenummer: ${quotationNo}\nGraag in dozen van 100.`);
    const after = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${requested.orderId}`)).json(),
    );
    expect(after).toMatchObject({ status: 'accepted', quote: { orderedAs: { id: placed.orderId } } });
    const quoted = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${placed.orderId}`)).json(),
    );
    expect(quoted.quote).toMatchObject({ requestId: requested.orderId, quotationNo });
    expect((await orderIt(customer, requested.orderId, body, key)).json()).toEqual(first.json());
    // Its ticket carries the quote's files to download.
    const ticket = await call(desk, 'GET', `/api/v3/order-desk/orders/${placed.orderId}/job-ticket.xjdf`);
    expect(ticket.statusCode).toBe(200);
    expect(ticket.body).toContain('UserFileName="brochure.pdf"');
    expect(ticket.body).toContain(`Offertenummer: ${quotationNo}`);
  });

  it('refuses a quotation number given to another quote, a price that changed and an expired quote', async () => {
    const customer = await ordering.aCustomer();
    const first = placedOrderSchema.parse((await request(customer, await requestBody(customer))).json());
    const second = placedOrderSchema.parse((await request(customer, await requestBody(customer))).json());
    const quotationNo = aQuotationNo();
    expect((await answer(first.orderId, { quotationNo, priceCents: 10_000, validDays: 1 })).statusCode).toBe(
      200,
    );
    const taken = await answer(second.orderId, { quotationNo, priceCents: 20_000 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('QUOTATION_NUMBER_TAKEN');

    const details = await ordering.detailsFor(customer);
    const changed = await orderIt(customer, first.orderId, { details, expectedTotalExclVatCents: 9_999 });
    expect(changed.json().error).toBe('PRICE_CHANGED');
    const notAQuote = await orderIt(customer, (await ordering.aCustomer()).userId, {
      details,
      expectedTotalExclVatCents: 0,
    });
    expect(notAQuote.json().error).toBe('ORDER_NOT_FOUND');

    // Valid through 11 March: on the 12th it can no longer be ordered (the details of the 10th,
    // whose date is past then too, are not looked at: the quote is refused first).
    const day = 24 * 60 * 60 * 1000;
    clock.advance(2 * day);
    try {
      // Two days on, the customer logs in again.
      const browser = await logIn(app, customer.email, customer.password);
      const expired = await orderIt({ ...customer, browser }, first.orderId, {
        details,
        expectedTotalExclVatCents: 10_000,
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe('QUOTE_EXPIRED');
    } finally {
      clock.advance(-2 * day);
    }
    expect(await ordersOf(customer.userId)).toBe(2);
  });
});

describe("a quote is its customer's", () => {
  /** A request of `customer`, answered at € 250,00. */
  async function anAnsweredQuote(customer: OrderingCustomer) {
    const requested = placedOrderSchema.parse((await request(customer, await requestBody(customer))).json());
    const quotationNo = aQuotationNo();
    expect((await answer(requested.orderId, { quotationNo, priceCents: 25_000 })).statusCode).toBe(200);
    return { requestId: requested.orderId, quotationNo };
  }

  it('takes its quotation number from the quote, whatever the body says', async () => {
    const customer = await ordering.aCustomer();
    const { requestId, quotationNo } = await anAnsweredQuote(customer);
    const details = await ordering.detailsFor(customer, {
      quotationNo: 'ANDERE',
      instruction: 'Offertenummer: ANDER01\nGraag snel.',
    });
    const ordered = await orderIt(customer, requestId, { details, expectedTotalExclVatCents: 25_000 });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placedOrderSchema.parse(ordered.json()).orderId));
    expect(order!.details.quotationNo).toBe(quotationNo);
    expect(order!.details.instruction).toBe(`Offertenummer: ${quotationNo}\nGraag snel.`);
  });

  it('is ordered only by a user of its customer number, invoiced to that customer', async () => {
    const customer = await ordering.aCustomer();
    const { requestId } = await anAnsweredQuote(customer);
    // The requester works for a second customer too and chooses that one's invoice address.
    const second = await aLinkedCustomer(database.db, customer.userId, clock.now());
    const details = await ordering.detailsFor(customer, {
      invoiceAddress: anAddress({ id: second.invoiceAddressId, customerNumber: second.customerNumber }),
    });
    const body = { details, expectedTotalExclVatCents: 25_000 };
    const ordered = await orderIt(customer, requestId, body);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placedOrderSchema.parse(ordered.json()).orderId));
    expect(order!.customerNumber).toBe(customer.customerNumber);
    expect(order!.details.invoiceAddress?.customerNumber).toBe(customer.customerNumber);

    // A requester no longer linked to the quote's customer cannot order its next quote.
    const next = await anAnsweredQuote(customer);
    const [link] = await database.db
      .select({ id: customersTable.id })
      .from(customersTable)
      .where(eq(customersTable.customerNumber, customer.customerNumber));
    await database.db
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, customer.userId), eq(userCustomers.customerId, link!.id)));
    const before = await ordersOf(customer.userId);
    const refused = await orderIt(customer, next.requestId, body);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().error).toBe('ORDER_NOT_FOUND');
    expect(await ordersOf(customer.userId)).toBe(before);
  });

  it('shows no amount to a customer whose theme hides prices: not in My orders, nor in its mail', async () => {
    const hidden = await aTheme(database.db, { flags: { hidePricing: true } });
    const customer = await ordering.aCustomer({ theme: hidden });
    const { requestId, quotationNo } = await anAnsweredQuote(customer);
    const view = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${requestId}`)).json(),
    );
    expect(view.quote).toMatchObject({ quotationNo, priceCents: null });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Uw offerte ${quotationNo} van Drukwerk Direct`));
    expect(mail!.text).not.toContain('€');
    expect(mail!.html).not.toContain('€');
    // Ordered, the order and its quote show no amount either; the desk sees the price.
    const details = await ordering.detailsFor(customer);
    const ordered = await orderIt(customer, requestId, { details, expectedTotalExclVatCents: 0 });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const placed = placedOrderSchema.parse(ordered.json());
    expect(placed.totals).toBeNull();
    const orderView = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${placed.orderId}`)).json(),
    );
    expect(orderView.quote?.priceCents).toBeNull();
    expect(orderView.lines.every((line) => line.linePriceCents === null)).toBe(true);
    const onDesk = deskOrderViewSchema.parse(
      (await call(desk, 'GET', `/api/v3/order-desk/orders/${placed.orderId}`)).json(),
    );
    expect(onDesk.quote?.priceCents).toBe(25_000);
  });
});

describe('long texts', () => {
  it('a request, its answer and its order at the longest the requests allow are shown in My orders and on the desk', async () => {
    const customer = await ordering.aCustomer();
    const description = `Omschrijving ${'d'.repeat(4987)}`;
    expect(description).toHaveLength(5000);
    const requestBodyWithText = await requestBody(customer);
    requestBodyWithText.details = { ...requestBodyWithText.details, description };
    const requested = await request(customer, requestBodyWithText);
    expect(requested.statusCode, requested.body).toBe(201);
    const { orderId } = placedOrderSchema.parse(requested.json());
    const quotationNo = aQuotationNo();
    const note = 'n'.repeat(2000);
    const answered = await answer(orderId, { quotationNo, priceCents: 12_300, note });
    expect(answered.statusCode, answered.body).toBe(200);

    const instruction = 'i'.repeat(5000);
    const details = await ordering.detailsFor(customer, { instruction });
    const ordered = await orderIt(customer, orderId, {
      details,
      expectedTotalExclVatCents: 12_300,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const placed = placedOrderSchema.parse(ordered.json());

    for (const id of [orderId, placed.orderId]) {
      const mine = await call(customer.browser, 'GET', `/api/v3/orders/${id}`);
      expect(mine.statusCode, mine.body).toBe(200);
      const onDesk = await call(desk, 'GET', `/api/v3/order-desk/orders/${id}`);
      expect(onDesk.statusCode, onDesk.body).toBe(200);
      const json = await call(desk, 'GET', `/api/v3/order-desk/orders/${id}/job-ticket.json`);
      expect([200, 404], json.body).toContain(json.statusCode);
    }
    const view = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${placed.orderId}`)).json(),
    );
    expect(view.details.instruction).toBe(`Offertenummer: ${quotationNo}\n${instruction}`);
    expect(view.lines[0]!.specs.map((choice) => choice.optionTitle)).toEqual([
      quotationNo,
      description,
      note,
    ]);
    const request_ = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${orderId}`)).json(),
    );
    expect(request_.lines[0]!.specs[0]!.optionTitle).toBe(description);
    for (const url of ['/api/v3/orders', '/api/v3/order-desk/orders']) {
      const list = await call(url.includes('desk') ? desk : customer.browser, 'GET', url);
      expect(list.statusCode, list.body).toBe(200);
    }
  });
});
