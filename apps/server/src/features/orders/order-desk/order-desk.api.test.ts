import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import {
  type DeskOrderList,
  deskOrderListSchema,
  deskOrderViewSchema,
  orderViewSchema,
} from '@portal/shared/schemas/order-views';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { aProduct, productShape } from '../../../../test/builders';
import { type Caller, loggedInCallers } from '../../../../test/logged-in-callers';
import {
  anOrder,
  aStoredFile,
  type BuiltOrder,
  type OrderOptions,
  titledSpecs,
} from '../../../../test/order-builders';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import { users } from '../../accounts/accounts.tables';
import { DEMO_SHOPS } from '../../shops/shops.seed';
import { shops } from '../../shops/shops.tables';
import { orderStatusHistory, orders } from '../orders.tables';
import type { StatusMailState } from './order-desk.service';

/**
 * The order desk over HTTP (issue 13 points 8 and 9, decision 0051): only staff with the
 * order-desk role in data get in; the inbox filters and searches; an order moves only along the
 * desk's transitions, from the state the desk saw, with its history row and the status mail in one
 * transaction; job tickets validate against the CIP4 schema; ordered files come back as uploaded.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const XSD_PATH = path.resolve(repoRoot, '../shared/xjdf/xjdf-2.2.xsd');

/** The status mails the desk asked for, with the order's state as the mail's transaction saw it. */
const statusMails: { orderId: string; status: StatusMailState; seen: string | undefined }[] = [];
/** Orders whose status mail fails (the outbox refused it): their move must not happen. */
const failingMails = new Set<string>();

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const [utrecht, amsterdam] = [DEMO_SHOPS[0]!, DEMO_SHOPS[1]!];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, {
    deps: {
      statusMail: async (tx, { orderId, status }) => {
        const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
        if (failingMails.has(orderId)) throw new Error('the outbox refused the mail');
        statusMails.push({ orderId, status, seen: row?.status });
      },
    },
  });
  await database.db.insert(shops).values([utrecht, amsterdam]);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});
beforeEach(() => {
  statusMails.length = 0;
});

const { aCaller, nextIp } = loggedInCallers({ app: () => app, db: () => database.db, block: 52 });

const call = (caller: Caller | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

let desk: Caller;
let customer: Caller;
beforeAll(async () => {
  desk = await aCaller({ staff: true, staffRoles: ['orderDesk'], name: 'Olga Orderbalie' });
  customer = await aCaller({ name: 'Karin de Klant' });
});

const placed = (options: Partial<OrderOptions> = {}) =>
  anOrder(database.db, { user: customer, shopId: utrecht.id, ...options });

const listOf = async (query: string): Promise<DeskOrderList> => {
  const response = await call(desk, 'GET', `/api/v3/order-desk/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return deskOrderListSchema.parse(response.json());
};
const numbersOf = (list: DeskOrderList) => list.orders.map((order) => order.orderNumber);

const move = (order: { id: string }, body: { to: OrderStatus; expectedFrom: OrderStatus; note?: string }) =>
  call(desk, 'POST', `/api/v3/order-desk/orders/${order.id}/status`, body);

async function stateOf(order: BuiltOrder) {
  const [row] = await database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id));
  const [history] = await database.db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id));
  return { status: row!.status, historyRows: history!.n };
}

describe('who reaches the order desk', () => {
  it('staff with the order-desk role only: customers, staff without it and a role on a customer address get 403', async () => {
    const order = await placed();
    const staffWithoutRole = await aCaller({ staff: true });
    const roleOnCustomerAddress = await aCaller({ staffRoles: ['orderDesk'] });
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/v3/order-desk/orders'],
      ['GET', `/api/v3/order-desk/orders/${order.id}`],
      [
        'POST',
        `/api/v3/order-desk/orders/${order.id}/status`,
        { to: 'in_production', expectedFrom: 'received' },
      ],
      ['GET', `/api/v3/order-desk/orders/${order.id}/job-ticket.xjdf`],
      ['GET', `/api/v3/order-desk/orders/${order.id}/job-ticket.json`],
      ['GET', `/api/v3/order-desk/orders/${order.id}/lines/1/file`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
      // The customer who placed the order too: the desk's calls are the desk's.
      for (const caller of [customer, staffWithoutRole, roleOnCustomerAddress]) {
        const response = await call(caller, method, url, body);
        expect(response.statusCode, `${caller.email} ${url}`).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
    }
    expect(await stateOf(order)).toEqual({ status: 'received', historyRows: 1 });
    expect((await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}`)).statusCode).toBe(200);
  });

  it('follows the role in data: revoking it closes the desk at once', async () => {
    const clerk = await aCaller({ staff: true, staffRoles: ['orderDesk'] });
    expect((await call(clerk, 'GET', '/api/v3/order-desk/orders')).statusCode).toBe(200);
    await database.db.update(users).set({ staffRoles: [] }).where(eq(users.id, clerk.id));
    expect((await call(clerk, 'GET', '/api/v3/order-desk/orders')).statusCode).toBe(403);
  });
});

describe('the inbox', () => {
  // Orders of their own shop (Amsterdam) and month, so the other tests' orders stay out.
  let early: BuiltOrder;
  let lateEvening: BuiltOrder;
  let nextDay: BuiltOrder;
  let pickUp: BuiltOrder;
  const inbox = (query = '') => listOf(`?shopId=${amsterdam.id}${query}`);

  beforeAll(async () => {
    const atAmsterdam = (options: Partial<OrderOptions>) =>
      anOrder(database.db, { user: customer, shopId: amsterdam.id, ...options });
    early = await atAmsterdam({
      placedAt: new Date('2026-07-01T08:00:00Z'),
      customerNumber: '7000001',
      reference: 'PO-100%',
      invoiceCompany: 'Jansen Bouw B.V.',
    });
    // 23:30 UTC on 9 July is already 10 July in Amsterdam.
    lateEvening = await atAmsterdam({
      placedAt: new Date('2026-07-09T23:30:00Z'),
      project: 'Zuidas-Toren',
      invoiceCompany: 'Pietersen Installatie',
      deliveryCompany: 'Bouwkeet Zuidas',
    });
    nextDay = await atAmsterdam({
      placedAt: new Date('2026-07-10T12:00:00Z'),
      reference: 'Z-777',
      invoiceCompany: 'De Vries Architecten',
    });
    pickUp = await atAmsterdam({
      placedAt: new Date('2026-07-11T12:00:00Z'),
      orderType: 'pickUp',
      invoiceCompany: 'Drukkerij Klant',
    });
    await placed({ placedAt: new Date('2026-07-10T12:00:00Z'), reference: 'Z-777' });
  });

  it('lists every order newest first, with company, shop and customer number', async () => {
    const list = await inbox();
    expect(numbersOf(list)).toEqual([pickUp, nextDay, lateEvening, early].map((o) => o.orderNumber));
    expect(list.orders[3]).toMatchObject({
      customerNumber: '7000001',
      company: 'Jansen Bouw B.V.',
      shop: { id: amsterdam.id, company: amsterdam.company },
      status: 'received',
      statusLabel: 'Ontvangen',
      reference: 'PO-100%',
    });
    // Without the shop filter the other shop's orders are there too.
    const everything = await listOf('?limit=100');
    expect(everything.orders.some((order) => order.shop.id === utrecht.id)).toBe(true);
  });

  it('filters by shop, status and Amsterdam day of placement (both ends included)', async () => {
    expect(numbersOf(await inbox('&placedFrom=2026-07-10&placedTo=2026-07-10'))).toEqual(
      [nextDay, lateEvening].map((o) => o.orderNumber),
    );
    expect(numbersOf(await inbox('&placedTo=2026-07-09'))).toEqual([early.orderNumber]);
    expect(numbersOf(await inbox('&placedFrom=2026-07-11'))).toEqual([pickUp.orderNumber]);
    const response = await move(pickUp, { to: 'in_production', expectedFrom: 'received' });
    expect(response.statusCode, response.body).toBe(200);
    expect(numbersOf(await inbox('&status=in_production'))).toEqual([pickUp.orderNumber]);
    expect(numbersOf(await inbox('&status=received'))).toHaveLength(3);
  });

  it('searches order number, customer number, reference, project and companies, case-insensitively', async () => {
    const search = async (q: string) => numbersOf(await inbox(`&q=${encodeURIComponent(q)}`));
    expect(await search(early.orderNumber)).toEqual([early.orderNumber]);
    expect(await search('700000')).toEqual([early.orderNumber]);
    expect(await search('z-777')).toEqual([nextDay.orderNumber]);
    expect(await search('zuidas-toren')).toEqual([lateEvening.orderNumber]);
    expect(await search('bouwkeet')).toEqual([lateEvening.orderNumber]);
    expect(await search('VRIES')).toEqual([nextDay.orderNumber]);
    // What the customer typed is searched for as it is: % and _ are no wildcards.
    expect(await search('100%')).toEqual([early.orderNumber]);
    expect(await search('%')).toEqual([early.orderNumber]);
    expect(await search('_')).toEqual([]);
    expect(await search('nergens')).toEqual([]);
    expect(numbersOf(await listOf('?q=Z-777'))).toHaveLength(2);
  });

  it('comes a page at a time', async () => {
    const first = await inbox('&limit=3');
    expect(numbersOf(first)).toEqual([pickUp, nextDay, lateEvening].map((o) => o.orderNumber));
    const second = await inbox(`&limit=3&cursor=${first.nextCursor}`);
    expect(numbersOf(second)).toEqual([early.orderNumber]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a filter that is no filter', async () => {
    for (const query of ['?status=lost', '?placedFrom=10-07-2026', '?shopId=utrecht', '?limit=1000']) {
      const response = await call(desk, 'GET', `/api/v3/order-desk/orders${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('one order at the desk', () => {
  it("is the customer's view with who ordered, where the files are and the next moves", async () => {
    const order = await placed({
      placedAt: new Date('2026-08-03T09:00:00Z'),
      lines: [{ fileName: 'offerte.pdf' }, { fileName: 'kwijt.pdf' }],
    });
    await aStoredFile(order.lines[0]!.fileId!, 'de bytes van de offerte');
    const response = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const view = deskOrderViewSchema.parse(response.json());
    // Everything the customer sees, the same.
    const customerView = await call(customer, 'GET', `/api/v3/orders/${order.id}`);
    const {
      lines: customerLines,
      history: customerHistory,
      ...customerRest
    } = orderViewSchema.parse(customerView.json());
    expect(view).toMatchObject(customerRest);
    expect(view.lines.map(({ file: _, check: _check, ...line }) => line)).toEqual(customerLines);
    expect(view.history.map(({ changedBy: _, ...entry }) => entry)).toEqual(customerHistory);
    // And what only the desk needs.
    expect(view.orderedBy).toEqual({
      id: customer.id,
      name: 'Karin de Klant',
      email: customer.email,
      phone: '030 123 45 67',
    });
    expect(view.lines.map((line) => line.file)).toEqual([
      { storageReference: order.lines[0]!.fileId!, stored: true, sizeBytes: 23 },
      { storageReference: order.lines[1]!.fileId, stored: false, sizeBytes: null },
    ]);
    expect(view.history[0]!.changedBy).toEqual({
      id: customer.id,
      name: 'Karin de Klant',
      email: customer.email,
    });
    expect(view.nextStates).toEqual(['in_production', 'cancelled']);
  });

  it('does not exist when it does not', async () => {
    const response = await call(
      desk,
      'GET',
      '/api/v3/order-desk/orders/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ORDER_NOT_FOUND');
  });
});

describe('moving an order', () => {
  it('goes received → in production → shipped → delivered for a delivery, each move in the history', async () => {
    const order = await placed();
    const steps: [OrderStatus, OrderStatus, string][] = [
      ['received', 'in_production', 'Op de pers'],
      ['in_production', 'shipped', 'Met PostNL, track & trace 3SABC'],
      ['shipped', 'delivered', ''],
    ];
    for (const [from, to, note] of steps) {
      const response = await move(order, { to, expectedFrom: from, note });
      expect(response.statusCode, response.body).toBe(200);
      const view = deskOrderViewSchema.parse(response.json());
      expect(view.status).toBe(to);
    }
    const view = deskOrderViewSchema.parse(
      (await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}`)).json(),
    );
    expect(view.history.map((entry) => [entry.from, entry.to, entry.toLabel, entry.note])).toEqual([
      [null, 'received', 'Ontvangen', ''],
      ['received', 'in_production', 'In productie', 'Op de pers'],
      ['in_production', 'shipped', 'Verzonden', 'Met PostNL, track & trace 3SABC'],
      ['shipped', 'delivered', 'Afgeleverd', ''],
    ]);
    expect(view.history.slice(1).map((entry) => entry.changedBy?.id)).toEqual([desk.id, desk.id, desk.id]);
    expect(view.nextStates).toEqual([]);
    // The customer sees the new state in My orders.
    const mine = orderViewSchema.parse((await call(customer, 'GET', `/api/v3/orders/${order.id}`)).json());
    expect(mine.statusLabel).toBe('Afgeleverd');
    expect(mine.history).toHaveLength(4);
  });

  it('takes a pickup to ready for pickup, never to shipped; a delivery the other way round', async () => {
    const pickUp = await placed({ orderType: 'pickUp' });
    const delivery = await placed();
    for (const order of [pickUp, delivery])
      expect((await move(order, { to: 'in_production', expectedFrom: 'received' })).statusCode).toBe(200);
    const wrong = [
      [pickUp, 'shipped'],
      [delivery, 'ready_for_pickup'],
    ] as const;
    for (const [order, to] of wrong) {
      const response = await move(order, { to, expectedFrom: 'in_production' });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('ORDER_STATUS_NOT_ALLOWED');
      expect(await stateOf(order)).toEqual({ status: 'in_production', historyRows: 2 });
    }
    const ready = await move(pickUp, { to: 'ready_for_pickup', expectedFrom: 'in_production' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(deskOrderViewSchema.parse(ready.json()).nextStates).toEqual(['delivered']);
    expect((await move(delivery, { to: 'shipped', expectedFrom: 'in_production' })).statusCode).toBe(200);
  });

  it('refuses a move the state table does not allow (422) and changes nothing', async () => {
    const order = await placed();
    const refused: [OrderStatus, OrderStatus][] = [
      ['received', 'shipped'],
      ['received', 'delivered'],
      ['received', 'received'],
    ];
    for (const [expectedFrom, to] of refused) {
      const response = await move(order, { to, expectedFrom });
      expect(response.statusCode, `${expectedFrom} → ${to}`).toBe(422);
      expect(response.json()).toEqual({
        error: 'ORDER_STATUS_NOT_ALLOWED',
        message:
          'Deze statuswijziging is niet toegestaan. Een afhaalorder gaat naar Klaar om af te halen, een bezorgorder naar Verzonden; Afgeleverd en Geannuleerd zijn definitief.',
      });
    }
    expect((await move(order, { to: 'cancelled', expectedFrom: 'received' })).statusCode).toBe(200);
    // Cancelled is final.
    const after = await move(order, { to: 'in_production', expectedFrom: 'cancelled' });
    expect(after.statusCode).toBe(422);
    expect(await stateOf(order)).toEqual({ status: 'cancelled', historyRows: 2 });
    expect(statusMails).toEqual([]);
  });

  it('refuses a move from a state the order has left meanwhile (409) and changes nothing', async () => {
    const order = await placed();
    expect((await move(order, { to: 'in_production', expectedFrom: 'received' })).statusCode).toBe(200);
    // A second desk still showing 'received' cancels it.
    const stale = await move(order, { to: 'cancelled', expectedFrom: 'received' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('ORDER_STATUS_CHANGED');
    expect(await stateOf(order)).toEqual({ status: 'in_production', historyRows: 2 });
  });

  it('lets one of two simultaneous moves from the same state through', async () => {
    const order = await placed();
    const answers = await Promise.all([
      move(order, { to: 'in_production', expectedFrom: 'received' }),
      move(order, { to: 'cancelled', expectedFrom: 'received' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const { historyRows, status } = await stateOf(order);
    expect(historyRows).toBe(2);
    expect(['in_production', 'cancelled']).toContain(status);
  });

  it('refuses an unknown order, state or note that is too long', async () => {
    const order = await placed();
    const unknown = await move(
      { id: '00000000-0000-4000-8000-000000000000' },
      { to: 'in_production', expectedFrom: 'received' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('ORDER_NOT_FOUND');
    const bad = [
      { to: 'lost', expectedFrom: 'received' },
      { to: 'in_production' },
      { to: 'in_production', expectedFrom: 'received', note: 'x'.repeat(501) },
    ];
    for (const body of bad) {
      const response = await call(desk, 'POST', `/api/v3/order-desk/orders/${order.id}/status`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stateOf(order)).toEqual({ status: 'received', historyRows: 1 });
  });
});

describe('the status mail', () => {
  it('is asked for on shipped and ready for pickup only, inside the move, when the customer wants it', async () => {
    const delivery = await placed();
    const pickUp = await placed({ orderType: 'pickUp' });
    await move(delivery, { to: 'in_production', expectedFrom: 'received' });
    await move(pickUp, { to: 'in_production', expectedFrom: 'received' });
    expect(statusMails).toEqual([]);
    await move(delivery, { to: 'shipped', expectedFrom: 'in_production' });
    await move(pickUp, { to: 'ready_for_pickup', expectedFrom: 'in_production' });
    // The mail's transaction already sees the new state: it is the move's own.
    expect(statusMails).toEqual([
      { orderId: delivery.id, status: 'shipped', seen: 'shipped' },
      { orderId: pickUp.id, status: 'ready_for_pickup', seen: 'ready_for_pickup' },
    ]);
    await move(delivery, { to: 'delivered', expectedFrom: 'shipped' });
    const cancelled = await placed();
    await move(cancelled, { to: 'cancelled', expectedFrom: 'received' });
    expect(statusMails).toHaveLength(2);
  });

  it('is not asked for when the customer turned notifications.delivery off', async () => {
    const quiet = await aCaller();
    await database.db.update(users).set({ notifyDelivery: false }).where(eq(users.id, quiet.id));
    const order = await anOrder(database.db, { user: quiet, shopId: utrecht.id });
    await move(order, { to: 'in_production', expectedFrom: 'received' });
    const shipped = await move(order, { to: 'shipped', expectedFrom: 'in_production' });
    expect(shipped.statusCode).toBe(200);
    expect(statusMails).toEqual([]);
  });

  it('that fails takes the move back with it: the state, its history row and the mail commit together', async () => {
    const order = await placed();
    await move(order, { to: 'in_production', expectedFrom: 'received' });
    failingMails.add(order.id);
    const response = await move(order, { to: 'shipped', expectedFrom: 'in_production' });
    expect(response.statusCode).toBe(500);
    expect(await stateOf(order)).toEqual({ status: 'in_production', historyRows: 2 });
    failingMails.delete(order.id);
    expect((await move(order, { to: 'shipped', expectedFrom: 'in_production' })).statusCode).toBe(200);
    expect(statusMails.map((mail) => mail.orderId)).toEqual([order.id]);
  });
});

describe('job tickets', () => {
  it('download as XJDF 2.2 that validates against the CIP4 schema, named by the order number', async () => {
    if (!existsSync(XSD_PATH))
      throw new Error(
        `The XJDF schema is missing at ${XSD_PATH}: it lives in the shared folder beside the clone.`,
      );
    const delivery = await placed({
      customerNumber: '7000002',
      project: 'Tom & Jerry <"B.V.">',
      reference: "a&b 'c'",
      express: true,
      lines: [
        {},
        {
          fileName: 'tekening & "plan".pdf',
          format: 'A0',
          pagesBw: 0,
          pagesColour: 1,
          specs: [
            { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A0' },
            { menuId: 'printen', optionGroupName: 'opmerking', optionName: 'Graag <snel> & netjes' },
            { menuId: 'afwerking', optionGroupName: 'vouwen', optionName: 'a4-vouwen' },
          ],
        },
        { format: null, noPriceReason: 'notAnalysed', specs: [] },
      ],
    });
    const pickUp = await placed({ orderType: 'pickUp' });
    const tickets: Record<string, string> = {};
    for (const order of [delivery, pickUp]) {
      const response = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}/job-ticket.xjdf`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.cip4-xjdf+xml');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${order.orderNumber}.xjdf"; filename*=UTF-8''${order.orderNumber}.xjdf`,
      );
      tickets[order.orderNumber] = response.body;
    }
    const validation = await validateXML({
      xml: Object.entries(tickets).map(([name, contents]) => ({ fileName: `${name}.xjdf`, contents })),
      schema: { fileName: 'xjdf-2.2.xsd', contents: readFileSync(XSD_PATH, 'utf8') },
    });
    expect(validation.errors.map((error) => `${error.loc?.fileName}: ${error.message}`)).toEqual([]);
    expect(validation.valid).toBe(true);

    const xml = tickets[delivery.orderNumber]!;
    expect(xml).toContain(`JobID="${delivery.orderNumber}"`);
    expect(xml).toContain('CustomerID="7000002"');
    expect(xml).toContain('JobPriority="100"');
    expect(xml).toContain('<BindingIntent BindingType="CornerStitch"/>');
    expect(xml).toContain('MediaQuality="120 g/m²" MediaType="Paper" Weight="120"');
    expect(xml).toContain('Sides="TwoSidedHeadToHead"');
    // The promised day ends when the shop closes (17:00 in Utrecht), in Amsterdam time.
    expect(xml).toContain('End="2026-03-04T17:00:00+01:00"');
    expect(xml).toContain(`URL="http://localhost:3000/api/v3/order-desk/orders/${delivery.id}/lines/2/file"`);
    expect(xml).toContain('Graag &lt;snel&gt; &amp; netjes');
    expect(xml).toContain('<FoldingIntent');
    expect(tickets[pickUp.orderNumber]).toContain('Transfer="PrinterToBuyerPickup"');
  });

  it("carry the catalogue's titles where people read them and the option names beside them", async () => {
    const base = productShape();
    const option = (name: string, title: string) => ({
      name,
      title,
      price: null,
      alwaysColor: false,
      subOptions: [],
    });
    const choice = (name: string, title: string, options: ReturnType<typeof option>[]) => ({
      name,
      title,
      kind: 'choice' as const,
      default: null,
      analyseValue: null,
      options,
    });
    const product = await aProduct(database.db, {
      menus: [
        {
          ...base.menus[0]!,
          optionGroups: [
            ...base.menus[0]!.optionGroups,
            choice('papier', 'Papier', [option('silk-135', 'Silk 135 g/m²')]),
          ],
        },
        {
          ...base.menus[0]!,
          id: 'afwerking',
          title: 'Afwerking',
          group: 'afwerking',
          optionGroups: [
            choice('afwerking', 'Afwerking', [option('nieten', 'Nieten linksboven')]),
            choice('vouwen', 'Vouwen', [option('a4-vouwen', 'Vouwen op A4')]),
            choice('extra', 'Extra', [option('hoekjes', 'Hoeken afronden')]),
          ],
        },
      ],
    });
    const order = await placed({
      lines: [
        {
          productId: product.id,
          format: 'A0',
          // Titled as the product titled them when the order was placed.
          specs: titledSpecs(
            [
              { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
              { menuId: 'printen', optionGroupName: 'papier', optionName: 'silk-135' },
              { menuId: 'afwerking', optionGroupName: 'afwerking', optionName: 'nieten' },
              { menuId: 'afwerking', optionGroupName: 'vouwen', optionName: 'a4-vouwen' },
              { menuId: 'afwerking', optionGroupName: 'extra', optionName: 'hoekjes' },
            ],
            product.id,
            product,
          ),
        },
      ],
    });

    const json = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}/job-ticket.json`);
    expect(json.statusCode, json.body).toBe(200);
    const [line] = json.json().lines;
    expect(line).toMatchObject({
      paper: { name: 'Silk 135 g/m²', weightGsm: 135 },
      finishing: [
        { kind: 'staple', title: 'Nieten linksboven', option: 'nieten' },
        { kind: 'fold', title: 'Vouwen op A4', option: 'a4-vouwen' },
        { kind: 'other', title: 'Extra: Hoeken afronden', option: 'hoekjes' },
      ],
    });
    expect(line.choices[1]).toEqual({
      menu: 'printen',
      group: 'papier',
      groupTitle: 'Papier',
      option: 'silk-135',
      optionTitle: 'Silk 135 g/m²',
    });

    const xjdf = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}/job-ticket.xjdf`);
    expect(xjdf.statusCode, xjdf.body).toBe(200);
    expect(xjdf.body).toContain('MediaQuality="Silk 135 g/m²"');
    expect(xjdf.body).toContain('<Intent Name="BindingIntent" DescriptiveName="Nieten linksboven">');
    // Folded to A4 by the option's name: the title names no size the machine could read.
    expect(xjdf.body).toContain('<Intent Name="FoldingIntent" DescriptiveName="Vouwen op A4">');
    expect(xjdf.body).toContain('FinishedDimensions="595.276 841.89 0"');
    expect(xjdf.body).toContain('<Comment Type="Finishing">Extra: Hoeken afronden</Comment>');
    const validation = await validateXML({
      xml: [{ fileName: `${order.orderNumber}.xjdf`, contents: xjdf.body }],
      schema: { fileName: 'xjdf-2.2.xsd', contents: readFileSync(XSD_PATH, 'utf8') },
    });
    expect(validation.errors.map((error) => error.message)).toEqual([]);
  });

  it('download as versioned JSON', async () => {
    const order = await placed({ reference: 'JSON-1' });
    const response = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}/job-ticket.json`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename="${order.orderNumber}.json"`);
    // As stored: the same bytes and their SHA-256 on every download.
    const sha256 = response.headers['x-content-sha256'];
    expect(sha256).toBe(createHash('sha256').update(response.rawPayload).digest('hex'));
    const again = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}/job-ticket.json`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(response.json()).toMatchObject({
      version: 2,
      kind: 'print',
      orderNumber: order.orderNumber,
      customer: { reference: 'JSON-1', orderedBy: { email: customer.email } },
      fulfilment: 'deliver',
      lines: [
        expect.objectContaining({
          quantity: 10,
          format: { name: 'A4', widthMm: 210, heightMm: 297 },
          sides: 2,
          colour: 'colour',
          paper: { name: '120 g/m²', weightGsm: 120 },
          // The titles the order kept ('Nieten'), whatever this catalogue holds.
          finishing: [{ kind: 'staple', title: 'Nieten', option: 'nieten' }],
        }),
      ],
    });
  });

  it('of an unknown order do not exist', async () => {
    const response = await call(
      desk,
      'GET',
      '/api/v3/order-desk/orders/00000000-0000-4000-8000-000000000000/job-ticket.xjdf',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ORDER_NOT_FOUND');
  });
});

describe("an order line's file", () => {
  it('comes back to the desk as it was uploaded, under its own name', async () => {
    const bytes = Buffer.from('%PDF-1.7\n% een echte offerte, één pagina\n%%EOF\n');
    const order = await placed({ lines: [{}, { fileName: 'Offerte één.pdf' }] });
    await aStoredFile(order.lines[1]!.fileId!, bytes);
    const response = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}/lines/2/file`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Offerte __n.pdf"; filename*=UTF-8''Offerte%20%C3%A9%C3%A9n.pdf`,
    );
  });

  it('comes in the byte range a resumed download asks for, and says when a range is past its end', async () => {
    const bytes = Buffer.from('%PDF-1.7\n0123456789abcdefghij\n%%EOF\n');
    const order = await placed({ lines: [{ fileName: 'groot.pdf' }] });
    await aStoredFile(order.lines[0]!.fileId!, bytes);
    const url = `/api/v3/order-desk/orders/${order.id}/lines/1/file`;
    const ranged = (range: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${desk.token}`, range, 'accept-encoding': 'gzip' },
        remoteAddress: nextIp(),
      });

    const whole = await call(desk, 'GET', url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const middle = await ranged('bytes=9-18');
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe('0123456789');
    expect(middle.headers['content-range']).toBe(`bytes 9-18/${bytes.length}`);
    expect(middle.headers['content-length']).toBe('10');
    expect(middle.headers['content-encoding']).toBeUndefined();
    expect(middle.headers['content-disposition']).toContain('groot.pdf');
    expect((await ranged('bytes=29-')).body).toBe('\n%%EOF\n');
    expect((await ranged('bytes=-6')).body).toBe('%%EOF\n');
    expect((await ranged(`bytes=0-${bytes.length + 100}`)).rawPayload.equals(bytes)).toBe(true);

    const past = await ranged(`bytes=${bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(past.json()).toEqual({
      error: 'RANGE_NOT_SATISFIABLE',
      message: 'Dit deel van het bestand bestaat niet: het bestand is korter.',
    });
    // Several ranges at once, or another unit: the whole file.
    for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
      const answer = await ranged(range);
      expect([answer.statusCode, answer.rawPayload.equals(bytes)]).toEqual([200, true]);
    }
  });

  it('is refused to customers, also those of another company, and missing when it is', async () => {
    const order = await placed();
    await aStoredFile(order.lines[0]!.fileId!, 'bytes');
    const otherCompany = await aCaller();
    for (const caller of [otherCompany, customer]) {
      const response = await call(caller, 'GET', `/api/v3/order-desk/orders/${order.id}/lines/1/file`);
      expect(response.statusCode).toBe(403);
      expect(response.rawPayload.includes('bytes')).toBe(false);
    }
    const noLine = await call(desk, 'GET', `/api/v3/order-desk/orders/${order.id}/lines/2/file`);
    expect(noLine.statusCode).toBe(404);
    expect(noLine.json().error).toBe('FILE_NOT_FOUND');
    const gone = await placed();
    const missing = await call(desk, 'GET', `/api/v3/order-desk/orders/${gone.id}/lines/1/file`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('FILE_NOT_FOUND');
  });
});
