import { randomUUID } from 'node:crypto';
import { orderListSchema, orderViewSchema } from '@portal/shared/schemas/order-views';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/builders';
import { type Caller, loggedInCallers } from '../../../test/logged-in-callers';
import { anOrder } from '../../../test/order-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { customers, userCustomers } from '../customers/customers.tables';
import { DEMO_SHOPS } from '../shops/shops.seed';
import { shops } from '../shops/shops.tables';

/**
 * My orders over HTTP (issue 13 point 7, decision 0051): a user sees the orders they placed and
 * those of the customer numbers linked to them, newest first, a page at a time, and one order with
 * its lines, details and Dutch-labelled history; the order desk sees any order; for everyone else
 * an order does not exist (404, never 403). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const shop = DEMO_SHOPS[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  await database.db.insert(shops).values(shop);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const { aCaller, nextIp } = loggedInCallers({ app: () => app, db: () => database.db, block: 51 });

const get = (caller: Caller | null, url: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
    remoteAddress: nextIp(),
  });

let customerNumbers = 0;
/** A customer number linked to these users, as staff link them (decision 0044). */
async function aCustomer(...linked: BuiltUser[]): Promise<string> {
  customerNumbers += 1;
  const customerNumber = String(5_100_000 + customerNumbers);
  const [customer] = await database.db.insert(customers).values({ customerNumber }).returning();
  for (const user of linked)
    await database.db.insert(userCustomers).values({ userId: user.id, customerId: customer!.id });
  return customerNumber;
}

const listOf = async (caller: Caller, query = '') => {
  const response = await get(caller, `/api/v3/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderListSchema.parse(response.json());
};

describe('the list of my orders', () => {
  it("holds the caller's own orders and their customers', newest first, and nobody else's", async () => {
    const karin = await aCaller();
    const colleague = await aCaller();
    const stranger = await aCaller();
    const customerNumber = await aCustomer(karin, colleague);
    const otherCustomer = await aCustomer(stranger);
    const first = await anOrder(database.db, {
      user: karin,
      shopId: shop.id,
      placedAt: new Date('2026-03-02T09:00:00Z'),
      reference: 'Z-1',
      project: 'Nieuwbouw',
    });
    const byColleague = await anOrder(database.db, {
      user: colleague,
      shopId: shop.id,
      customerNumber,
      placedAt: new Date('2026-03-03T09:00:00Z'),
    });
    const latest = await anOrder(database.db, {
      user: karin,
      shopId: shop.id,
      placedAt: new Date('2026-03-04T09:00:00Z'),
      express: true,
      lines: [{}, { noPriceReason: 'notAnalysed', fileName: 'scan.tif' }],
    });
    // A colleague's order without the customer number, and another customer's: not Karin's.
    await anOrder(database.db, {
      user: colleague,
      shopId: shop.id,
      placedAt: new Date('2026-03-05T09:00:00Z'),
    });
    await anOrder(database.db, {
      user: stranger,
      shopId: shop.id,
      customerNumber: otherCustomer,
      placedAt: new Date('2026-03-06T09:00:00Z'),
    });

    const list = await listOf(karin);
    expect(list.orders.map((order) => order.orderNumber)).toEqual([
      latest.orderNumber,
      byColleague.orderNumber,
      first.orderNumber,
    ]);
    expect(list.nextCursor).toBeNull();
    expect(list.orders[0]).toMatchObject({
      id: latest.id,
      placedAt: '2026-03-04T09:00:00.000Z',
      status: 'received',
      statusLabel: 'Ontvangen',
      orderType: 'deliver',
      express: true,
      // One line of 250 cents priced, one the provider still quotes.
      totals: { exclVatCents: 250, vatCents: 53, inclVatCents: 303 },
      lineCount: 2,
      unpricedLineCount: 1,
    });
    expect(list.orders[2]).toMatchObject({ reference: 'Z-1', project: 'Nieuwbouw', lineCount: 1 });

    // The stranger sees only their own customer's order.
    expect((await listOf(stranger)).orders).toHaveLength(1);
  });

  it('comes a page at a time: the cursor of one page starts the next, and the last has none', async () => {
    const user = await aCaller();
    const placed = [];
    for (let day = 1; day <= 5; day += 1)
      placed.push(
        await anOrder(database.db, {
          user,
          shopId: shop.id,
          placedAt: new Date(`2026-04-0${day}T10:00:00Z`),
        }),
      );
    const newestFirst = placed.map((order) => order.orderNumber).reverse();
    const pageOne = await listOf(user, '?limit=2');
    expect(pageOne.orders.map((order) => order.orderNumber)).toEqual(newestFirst.slice(0, 2));
    expect(pageOne.nextCursor).not.toBeNull();
    const pageTwo = await listOf(user, `?limit=2&cursor=${pageOne.nextCursor}`);
    expect(pageTwo.orders.map((order) => order.orderNumber)).toEqual(newestFirst.slice(2, 4));
    const pageThree = await listOf(user, `?limit=2&cursor=${pageTwo.nextCursor}`);
    expect(pageThree.orders.map((order) => order.orderNumber)).toEqual(newestFirst.slice(4));
    expect(pageThree.nextCursor).toBeNull();
    // An order placed meanwhile does not shift the pages after the first.
    await anOrder(database.db, { user, shopId: shop.id, placedAt: new Date('2026-04-09T10:00:00Z') });
    const again = await listOf(user, `?limit=2&cursor=${pageOne.nextCursor}`);
    expect(again.orders.map((order) => order.orderNumber)).toEqual(newestFirst.slice(2, 4));
  });

  it('refuses a made-up cursor or limit, and an anonymous caller', async () => {
    const user = await aCaller();
    for (const query of [
      '?cursor=yesterday',
      '?cursor=2026-13-45T99:00:00.000Z_00000000-0000-0000-0000-000000000000',
      '?limit=0',
      '?limit=101',
    ]) {
      const response = await get(user, `/api/v3/orders${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('VALIDATION_ERROR');
    }
    expect((await get(null, '/api/v3/orders')).statusCode).toBe(401);
  });
});

describe('one of my orders', () => {
  it('shows its lines, delivery and invoice details, shop and Dutch-labelled history', async () => {
    const user = await aCaller();
    const order = await anOrder(database.db, {
      user,
      shopId: shop.id,
      placedAt: new Date('2026-05-04T08:15:00Z'),
      reference: 'PO-4711',
      project: 'Jaarverslag',
      lines: [
        { fileName: 'jaarverslag.pdf' },
        { fileName: 'bijlage.pdf', noPriceReason: 'passwordProtected' },
      ],
    });
    const response = await get(user, `/api/v3/orders/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const view = orderViewSchema.parse(response.json());
    expect(view).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      reference: 'PO-4711',
      project: 'Jaarverslag',
      customerNumber: null,
      shop: { id: shop.id, company: shop.company },
      details: {
        orderType: 'deliver',
        deliveryAddress: { company: 'Bouwplaats Noord', city: 'Amsterdam' },
        invoiceAddress: { company: 'Bouwbedrijf Test B.V.' },
        deliveryDate: { date: '2026-03-04' },
      },
    });
    expect(view.lines).toEqual([
      expect.objectContaining({
        position: 1,
        fileName: 'jaarverslag.pdf',
        pages: { bw: 3, colour: 1, blank: 0 },
        productTitle: 'Documenten A4 en A3',
        quantity: 10,
        unitPriceCents: 25,
        linePriceCents: 250,
        noPriceReason: null,
      }),
      expect.objectContaining({
        position: 2,
        fileName: 'bijlage.pdf',
        unitPriceCents: null,
        linePriceCents: null,
        noPriceReason: 'passwordProtected',
      }),
    ]);
    // Each choice with the titles the customer read when ordering.
    expect(view.lines[0]!.specs).toContainEqual({
      menuId: 'afwerking',
      optionGroupName: 'afwerking',
      optionName: 'nieten',
      groupTitle: 'Afwerking',
      optionTitle: 'Nieten',
    });
    expect(view.history).toEqual([
      {
        from: null,
        fromLabel: null,
        to: 'received',
        toLabel: 'Ontvangen',
        at: '2026-05-04T08:15:00.000Z',
        note: '',
      },
    ]);
  });

  it("is shown to users of the order's customer number and to the order desk", async () => {
    const owner = await aCaller();
    const colleague = await aCaller();
    const customerNumber = await aCustomer(owner, colleague);
    const order = await anOrder(database.db, { user: owner, shopId: shop.id, customerNumber });
    const desk = await aCaller({ staff: true, staffRoles: ['orderDesk'] });
    for (const caller of [owner, colleague, desk]) {
      const response = await get(caller, `/api/v3/orders/${order.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().customerNumber).toBe(customerNumber);
    }
  });

  it('does not exist for anyone else: 404, never 403, also for staff without the role', async () => {
    const owner = await aCaller();
    const order = await anOrder(database.db, {
      user: owner,
      shopId: shop.id,
      customerNumber: await aCustomer(owner),
    });
    const stranger = await aCaller();
    // Linked to a customer, but not to this order's.
    await aCustomer(stranger);
    const staffWithoutRole = await aCaller({ staff: true });
    const roleOnCustomerAddress = await aCaller({ staffRoles: ['orderDesk'] });
    const unknownId = randomUUID();
    for (const [caller, url] of [
      [stranger, `/api/v3/orders/${order.id}`],
      [staffWithoutRole, `/api/v3/orders/${order.id}`],
      [roleOnCustomerAddress, `/api/v3/orders/${order.id}`],
      [owner, `/api/v3/orders/${unknownId}`],
    ] as const) {
      const response = await get(caller, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        error: 'ORDER_NOT_FOUND',
        message: 'Deze order bestaat niet, of u heeft er geen toegang toe.',
      });
    }
    expect((await get(stranger, '/api/v3/orders/not-a-uuid')).statusCode).toBe(400);
    expect((await get(null, `/api/v3/orders/${order.id}`)).statusCode).toBe(401);
  });
});
