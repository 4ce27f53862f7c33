import { randomUUID } from 'node:crypto';
import {
  type DeskOrderList,
  deskOrderListSchema,
  deskOrderViewSchema,
} from '@portal/shared/schemas/order-views';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, loggedInCallers } from '../../../../test/logged-in-callers';
import { mutableClock } from '../../../../test/mutable-clock';
import { anOrder, type BuiltOrder, type OrderOptions } from '../../../../test/order-builders';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import { DEMO_SHOPS } from '../../shops/shops.seed';
import { shops } from '../../shops/shops.tables';
import { uploadedFiles, uploadSessions } from '../../uploads/uploads.tables';
import { orders } from '../orders.tables';
import { orderPunchOuts } from '../punch-out.tables';

/**
 * The order desk for planning (issue 32 point 4, decision 0133): the promised day, delivery or
 * pickup and shop in the list, sorted by each on the server with placement and id breaking ties,
 * page after page; the views 'Vandaag te leveren' and 'Te laat' against today in Amsterdam (a
 * fixed clock: 00:30 on 5 March in Amsterdam is still 4 March in UTC); the search by every field
 * staff look for; a purchasing-portal order marked. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const clock = mutableClock(new Date('2026-03-04T23:30:00Z'));
const TODAY = '2026-03-05';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const [utrecht, amsterdam] = [DEMO_SHOPS[0]!, DEMO_SHOPS[1]!];

const { aCaller, nextIp } = loggedInCallers({ app: () => app, db: () => database.db, block: 53 });

let desk: Caller;
let customer: Caller;
let colleague: Caller;

const list = async (query: string, caller: Caller = desk): Promise<DeskOrderList> => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v3/order-desk/orders${query}`,
    headers: { authorization: `Bearer ${caller.token}` },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return deskOrderListSchema.parse(response.json());
};
const numbersOf = (answer: DeskOrderList) => answer.orders.map((order) => order.orderNumber);

/** Every page of a sorted list, two orders a page, by following `nextCursor`. */
async function allPages(query: string): Promise<string[]> {
  const numbers: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const answer = await list(`${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    numbers.push(...numbersOf(answer));
    cursor = answer.nextCursor;
    if (!cursor) return numbers;
  }
  throw new Error('the pages did not end');
}

const promisedOn = (date: string | null, time: string | null = null): Partial<OrderOptions> => ({
  details: { deliveryDate: date ? { date, time, title: null } : null },
});

let dueToday: BuiltOrder;
let dueTodayEarly: BuiltOrder;
let late: BuiltOrder;
let lateDelivered: BuiltOrder;
let lateCancelled: BuiltOrder;
let tomorrow: BuiltOrder;
let noDate: BuiltOrder;
let pickUpAmsterdam: BuiltOrder;
let portal: BuiltOrder;
/** Every order of the suite, as the desk reads them. */
let all: BuiltOrder[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { deps: { clock } });
  await database.db.insert(shops).values([utrecht, amsterdam]);
  desk = await aCaller({ staff: true, staffRoles: ['orderDesk'], name: 'Olga Orderbalie' });
  customer = await aCaller({ name: 'Karin de Klant', email: 'karin@klant-planning.example' });
  colleague = await aCaller({ name: 'Bertus Besteller', email: 'bertus@inkoop-planning.example' });
  const placed = async (options: Partial<OrderOptions>, minute: number) =>
    anOrder(database.db, {
      user: customer,
      shopId: utrecht.id,
      placedAt: new Date(Date.UTC(2026, 2, 1, 9, minute)),
      ...options,
    });
  dueToday = await placed(promisedOn(TODAY, '16:00'), 1);
  dueTodayEarly = await placed(promisedOn(TODAY, '09:00'), 2);
  late = await placed({ ...promisedOn('2026-03-04'), reference: 'PO-7781' }, 3);
  lateDelivered = await placed(promisedOn('2026-03-03'), 4);
  lateCancelled = await placed(promisedOn('2026-03-02'), 5);
  tomorrow = await placed({ ...promisedOn('2026-03-06'), project: 'Renovatie Dom' }, 6);
  noDate = await placed({ ...promisedOn(null), kind: 'quote' }, 7);
  pickUpAmsterdam = await placed(
    {
      ...promisedOn('2026-03-06'),
      orderType: 'pickUp',
      shopId: amsterdam.id,
      user: colleague,
      lines: [{ fileName: 'Plattegrond begane grond.pdf' }],
    },
    8,
  );
  portal = await placed(
    {
      ...promisedOn(null),
      customerNumber: '1234567',
      invoiceCompany: 'Gemeente Rivierstad',
      details: {
        deliveryDate: null,
        invoiceAddress: {
          company: 'Gemeente Rivierstad',
          name: 'Inge Inkoop',
          email: 'facturen@rivierstad.example',
          street: 'Raadhuisplein',
          number: '1',
          zipCode: '1234 AB',
          city: 'Rivierstad',
          customerNumber: '1234567',
        },
      },
    },
    9,
  );
  await database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, lateDelivered.id));
  await database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, lateCancelled.id));
  await database.db.insert(orderPunchOuts).values({
    orderId: portal.id,
    callbackUrl: 'https://inkoop.rivierstad.example/oci/return',
    document: '<cXML/>',
    createdAt: new Date(Date.UTC(2026, 2, 1, 9, 9)),
  });
  all = [
    dueToday,
    dueTodayEarly,
    late,
    lateDelivered,
    lateCancelled,
    tomorrow,
    noDate,
    pickUpAmsterdam,
    portal,
  ];
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the desk for planning', () => {
  it('shows the promised day, delivery or pickup, the shop, who ordered and whether it is late', async () => {
    const answer = await list('?limit=100');
    const byNumber = new Map(answer.orders.map((order) => [order.orderNumber, order]));
    expect(byNumber.get(dueToday.orderNumber)).toMatchObject({
      promised: { date: TODAY, time: '16:00' },
      orderType: 'deliver',
      shop: { id: utrecht.id, company: utrecht.company },
      orderedByName: 'Karin de Klant',
      overdue: false,
      purchasingPortal: false,
    });
    expect(byNumber.get(late.orderNumber)).toMatchObject({ promised: { date: '2026-03-04' }, overdue: true });
    // Delivered or cancelled: its day is past, but nothing is late any more.
    expect(byNumber.get(lateDelivered.orderNumber)?.overdue).toBe(false);
    expect(byNumber.get(lateCancelled.orderNumber)?.overdue).toBe(false);
    expect(byNumber.get(noDate.orderNumber)).toMatchObject({ promised: null, overdue: false });
    expect(byNumber.get(pickUpAmsterdam.orderNumber)).toMatchObject({
      orderType: 'pickUp',
      shop: { company: amsterdam.company },
      orderedByName: 'Bertus Besteller',
    });
    expect(byNumber.get(portal.orderNumber)?.purchasingPortal).toBe(true);
  });

  it("'Vandaag te leveren': the orders promised for today in Amsterdam, whatever the UTC date", async () => {
    const answer = await list('?view=dueToday');
    expect(new Set(numbersOf(answer))).toEqual(new Set([dueToday.orderNumber, dueTodayEarly.orderNumber]));
  });

  it("'Te laat': promised before today and neither delivered nor cancelled", async () => {
    expect(numbersOf(await list('?view=overdue'))).toEqual([late.orderNumber]);
    // The day turns at midnight in Amsterdam: a day later today's orders are late too.
    clock.advance(24 * 3600_000);
    try {
      // A session of yesterday has ended by then: the desk logs in again.
      const nextDay = await aCaller({ staff: true, staffRoles: ['orderDesk'] });
      expect(new Set(numbersOf(await list('?view=overdue', nextDay)))).toEqual(
        new Set([late.orderNumber, dueToday.orderNumber, dueTodayEarly.orderNumber]),
      );
    } finally {
      clock.advance(-24 * 3600_000);
    }
  });

  it('sorts by promised day (its time within the day; without a day last, both ways), page after page', async () => {
    const ascending = await allPages('?sort=promised&dir=asc');
    expect(ascending).toEqual([
      lateCancelled.orderNumber,
      lateDelivered.orderNumber,
      late.orderNumber,
      dueTodayEarly.orderNumber,
      dueToday.orderNumber,
      tomorrow.orderNumber,
      pickUpAmsterdam.orderNumber,
      noDate.orderNumber,
      portal.orderNumber,
    ]);
    const descending = await allPages('?sort=promised&dir=desc');
    expect(descending).toEqual([
      pickUpAmsterdam.orderNumber,
      tomorrow.orderNumber,
      dueToday.orderNumber,
      dueTodayEarly.orderNumber,
      late.orderNumber,
      lateDelivered.orderNumber,
      lateCancelled.orderNumber,
      portal.orderNumber,
      noDate.orderNumber,
    ]);
  });

  it('sorts by delivery or pickup and by shop, placement breaking ties, page after page', async () => {
    const byType = await allPages('?sort=orderType&dir=desc');
    expect(byType[0]).toBe(pickUpAmsterdam.orderNumber);
    expect(byType.slice(1)).toEqual(
      all
        .filter((order) => order !== pickUpAmsterdam)
        .map((order) => order.orderNumber)
        .reverse(),
    );
    const byShop = await allPages('?sort=shop&dir=asc');
    const [first, second] = [utrecht, amsterdam].sort((a, b) => a.company.localeCompare(b.company));
    const ofShop = (shopId: string) =>
      all.filter((order) => (order === pickUpAmsterdam ? amsterdam.id : utrecht.id) === shopId);
    expect(byShop).toEqual([...ofShop(first!.id), ...ofShop(second!.id)].map((order) => order.orderNumber));
    // Newest first, as before, when nothing is asked.
    expect(await allPages('?')).toEqual(all.map((order) => order.orderNumber).reverse());
  });

  it('refuses a sort it does not know and a cursor that is no cursor, with 400', async () => {
    for (const query of ['?sort=price', '?view=late', '?dir=up', '?cursor=abc']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v3/order-desk/orders${query}`,
        headers: { authorization: `Bearer ${desk.token}` },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it.each([
    ['the order number', () => late.orderNumber.slice(-6), () => [late]],
    ['the customer number', () => '234567', () => [portal]],
    ['the customer’s name', () => 'gemeente RIVIER', () => [portal]],
    ['the contact of the invoice address', () => 'inge inkoop', () => [portal]],
    ['the person who ordered', () => 'Besteller', () => [pickUpAmsterdam]],
    ['the e-mail of the person who ordered', () => 'bertus@inkoop-planning', () => [pickUpAmsterdam]],
    ['an e-mail of the invoice address', () => 'facturen@rivierstad', () => [portal]],
    ['the reference', () => 'po-7781', () => [late]],
    ['the project', () => 'renovatie', () => [tomorrow]],
    ['a file name', () => 'plattegrond begane', () => [pickUpAmsterdam]],
  ])('finds an order by %s', async (_field, term, expected) => {
    const answer = await list(`?q=${encodeURIComponent(term())}`);
    expect(numbersOf(answer)).toEqual(expected().map((order) => order.orderNumber));
  });

  it('a search combines with a view and a sort', async () => {
    const answer = await list(`?q=${encodeURIComponent('Karin')}&view=dueToday&sort=promised&dir=asc`);
    expect(numbersOf(answer)).toEqual([dueTodayEarly.orderNumber, dueToday.orderNumber]);
  });

  it('a customer, or staff without the order-desk role, gets 403 for every view and sort', async () => {
    const staffWithoutRole = await aCaller({ staff: true });
    for (const caller of [customer, staffWithoutRole]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v3/order-desk/orders?view=overdue&sort=promised&q=Karin',
        headers: { authorization: `Bearer ${caller.token}` },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('an order as the operator checks it', () => {
  const view = async (orderId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v3/order-desk/orders/${orderId}`,
      headers: { authorization: `Bearer ${desk.token}` },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return deskOrderViewSchema.parse(response.json());
  };

  it('checks each file at the ordered format: page classes, DPI there, size against the format, the warnings the customer saw', async () => {
    const [session] = await database.db
      .insert(uploadSessions)
      .values({ userId: customer.id })
      .returning({ id: uploadSessions.id });
    const photoId = randomUUID();
    const a4Id = randomUUID();
    const file = (id: string, fileName: string) => ({
      id,
      sessionId: session!.id,
      fileName,
      safeName: fileName,
      relativePath: fileName,
      size: 1000,
      status: 'READY' as const,
      analyse: true,
      analysed: true,
      keptForOrder: true,
    });
    await database.db.insert(uploadedFiles).values([
      {
        // 1800 × 1200 px at 300 DPI: 152.4 × 101.6 mm, ordered as A2.
        ...file(photoId, 'foto.jpg'),
        fileType: 'jpeg',
        format: 'custom',
        pageCount: 1,
        pagesColour: 1,
        pagesBW: 0,
        pagesBlank: 0,
        pages: [
          {
            page: 1,
            widthMm: 152.4,
            heightMm: 101.6,
            format: 'custom',
            kind: 'colour',
            maxChroma: 200,
            inkShare: 0.9,
            dpis: [300],
          },
        ],
      },
      {
        ...file(a4Id, 'brochure.pdf'),
        fileType: 'pdf',
        format: 'A4',
        pageCount: 2,
        pagesColour: 1,
        pagesBW: 0,
        pagesBlank: 1,
        pages: [
          {
            page: 1,
            widthMm: 210,
            heightMm: 297,
            format: 'A4',
            kind: 'colour',
            maxChroma: 200,
            inkShare: 0.4,
            dpis: [150],
          },
          {
            page: 2,
            widthMm: 210,
            heightMm: 297,
            format: 'A4',
            kind: 'blank',
            maxChroma: 0,
            inkShare: 0,
            dpis: [],
          },
        ],
      },
    ]);
    const order = await anOrder(database.db, {
      user: customer,
      shopId: utrecht.id,
      lines: [
        {
          fileId: photoId,
          fileName: 'foto.jpg',
          productId: 'posters',
          productTitle: 'Posters A2 tot A0',
          specs: [{ menuId: 'printen', optionGroupName: 'formaat', optionName: 'A2' }],
          format: 'A2',
          pagesBw: 0,
          pagesColour: 1,
          pagesBlank: 0,
        },
        { fileId: a4Id, fileName: 'brochure.pdf', format: 'A4', pagesBw: 0, pagesColour: 1, pagesBlank: 1 },
        { fileName: 'weg.pdf' },
      ],
    });
    const answer = await view(order.id);
    const [photo, brochure, gone] = answer.lines;
    expect(photo!.check).toEqual({
      status: 'READY',
      analysed: true,
      pageCount: 1,
      pageSize: { widthMm: 152.4, heightMm: 101.6 },
      orderedFormat: 'A2',
      // 1800 px over A2's 594 mm.
      lowestDpi: 77,
      lowDpiPages: [1],
      dpiWarning: true,
      size: { kind: 'proportionsDiffer', pages: [1] },
      // Sharp enough at its own size, not at A2: the customer's screens said so at A2 (decision 0134).
      customerWarnings: [
        { code: 'lowDpi', dpi: 77 },
        { code: 'customFormat', widthMm: 152, heightMm: 102 },
      ],
    });
    expect(brochure!.check).toMatchObject({
      lowestDpi: 150,
      lowDpiPages: [1],
      size: { kind: 'asOrdered' },
      customerWarnings: [{ code: 'lowDpi', dpi: 150 }],
    });
    expect(brochure!.pages).toEqual({ bw: 0, colour: 1, blank: 1 });
    // A line whose file has no stored analysis has no check, and the page still opens.
    expect(gone!.check).toBeNull();
    expect(answer.purchasingPortal).toBeNull();
  });

  it('names a purchasing-portal order, its purchasing system and when its document went back', async () => {
    await database.db
      .update(orderPunchOuts)
      .set({
        document:
          '<cXML><Header><From><Credential domain="NetworkID"><Identity>Drukwerk Direct</Identity></Credential></From><To><Credential domain="NetworkID"><Identity>GEM-RIVIERSTAD</Identity></Credential></To></Header></cXML>',
      })
      .where(eq(orderPunchOuts.orderId, portal.id));
    expect((await view(portal.id)).purchasingPortal).toEqual({
      buyerIdentity: 'GEM-RIVIERSTAD',
      callbackUrl: 'https://inkoop.rivierstad.example/oci/return',
      documentAt: '2026-03-01T09:09:00.000Z',
      received: null,
    });
  });
});
