import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyJobPrice } from '@portal/shared/rules/copy-job-price';
import type { Product } from '@portal/shared/schemas/catalogue';

import { type OrderDetails, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import { orderViewSchema } from '@portal/shared/schemas/order-views';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import {
  type DeliveryDatesResponse,
  deliveryDatesResponseSchema,
  shopLookupResponseSchema,
} from '@portal/shared/schemas/shops';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme } from '../../../../test/builders';
import { mutableClock } from '../../../../test/mutable-clock';
import { theDemoShops } from '../../../../test/ordering-builders';
import { anAddress, type OrderingCustomer, orderingClient } from '../../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import { headersOf, logIn } from '../../../../test/upload-client';
import { demoProducts } from '../../catalogue/catalogue.seed';
import { products } from '../../catalogue/catalogue.tables';
import { mailOutbox } from '../../mail/mail.tables';
import { orderDocuments, orderLines, orders } from '../orders.tables';

/**
 * Copy and scan orders over HTTP (issue 28 points 3, 4 and 7; decision 0071): POST
 * /json/save-copy-order.json.php places a draft as one order through the pipeline, exactly once,
 * priced where the job allows, with its pickup and delivery days checked against the shop; every
 * refusal names its reason in Dutch with a stable code and stores nothing. A Tuesday morning in
 * Amsterdam, so the shops' dates are the same whenever the test runs.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let documents: Product;
let ordering: ReturnType<typeof orderingClient>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'described-orders-'));
  database = await createTestDatabase();
  // Every test logs its customers in from 127.0.0.1: more than the per-IP login limit allows.
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir, RATE_LIMIT_ALLOW_LIST: '127.0.0.1' },
    deps: { clock },
  });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  // The copy job is priced as the documents product prints.
  documents = await aProduct(
    database.db,
    demoProducts.find((demo) => demo.product.id === 'documenten')!.product,
  );
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (customer: OrderingCustomer, url: string) =>
  app.inject({ method: 'GET', url, headers: headersOf(customer.browser) });

const isoOf = (dutch: string) => dutch.split('-').reverse().join('-');

async function datesOf(
  customer: OrderingCustomer,
  shopId: string,
  query: string,
): Promise<DeliveryDatesResponse> {
  const response = await get(customer, `/api/v3/shops/${shopId}/dates?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return deliveryDatesResponseSchema.parse(response.json());
}

/**
 * Complete details of a copy or scan order as the steps fill them in: the originals collected at
 * the customer's address on the shop's first pickup day, brought back on the first delivery day
 * after it, invoiced to the customer number.
 */
async function jobDetails(
  customer: OrderingCustomer,
  orderType: 'copyOrder' | 'scanOrder',
  changes: Partial<OrderDetails> = {},
): Promise<OrderDetails> {
  const kind = orderType === 'copyOrder' ? 'copy' : 'scan';
  const lookup = shopLookupResponseSchema.parse(
    (
      await get(
        customer,
        `/api/v3/shops/lookup?deliveryAddressId=${customer.deliveryAddressId}&customerNumber=${customer.customerNumber}`,
      )
    ).json(),
  );
  const shopId = lookup.location.id;
  const pickUps = await datesOf(customer, shopId, `kind=${kind}&fulfilment=pickUp`);
  if (!pickUps.available || !pickUps.firstChoice) throw new Error('no pickup day');
  const deliveries = await datesOf(
    customer,
    shopId,
    `kind=${kind}&fulfilment=deliver&offsetDate=${pickUps.firstChoice.value}&offsetTime=${pickUps.firstChoice.time}`,
  );
  if (!deliveries.available || !deliveries.firstChoice) throw new Error('no delivery day');
  const address = anAddress({
    id: customer.deliveryAddressId,
    company: 'Bouwplaats',
    street: 'Werfstraat',
    number: '12',
    zipCode: '3511 CD',
    city: 'Utrecht',
  });
  return orderDetailsSchema.parse({
    orderType,
    pickUpAddress: address,
    pickUpDate: { date: isoOf(pickUps.firstChoice.value), time: pickUps.firstChoice.time, title: null },
    deliveryAddress: address,
    deliveryDate: {
      date: isoOf(deliveries.firstChoice.value),
      time: deliveries.firstChoice.time,
      title: null,
    },
    invoiceAddress: anAddress({
      id: customer.invoiceAddressId,
      company: 'Bouwbedrijf B.V.',
      customerNumber: customer.customerNumber,
    }),
    ...(orderType === 'copyOrder'
      ? {
          copyJob: {
            originals: 12,
            copies: 5,
            format: 'A4',
            colour: 'bw',
            sides: 'double',
            finishing: 'staple',
          },
        }
      : {
          scanJob: { pages: 800, colour: 'bw', resolution: '300', searchable: true },
          medium: { isEmail: true, emailAddress: 'archief@klant.example' },
        }),
    instruction: 'Originelen liggen bij de receptie.',
    ...changes,
  });
}

function save(
  customer: OrderingCustomer,
  body: { draftId: string; details: OrderDetails; expectedTotalExclVatCents: number },
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/json/save-copy-order.json.php',
    headers: { ...headersOf(customer.browser), 'idempotency-key': key },
    payload: body,
  });
}

const ordersOf = async (userId: string) =>
  (await database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

const expectedCopyTotal = (details: OrderDetails) => copyJobPrice(details.copyJob!, documents)?.cents ?? 0;

describe('a copy order', () => {
  it('is placed once with its job priced as the documents product prints, its ticket and its mails', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder');
    const total = expectedCopyTotal(details);
    expect(total).toBeGreaterThan(0);
    const draftId = randomUUID();
    const response = await save(customer, { draftId, details, expectedTotalExclVatCents: total });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed).toMatchObject({ kind: 'copy', lineCount: 1, unpricedLineCount: 0 });
    expect(placed.totals?.exclVatCents).toBe(total);

    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(line).toMatchObject({
      kind: 'copy_job',
      fileId: null,
      productTitle: 'Kopieeropdracht',
      quantity: 5,
    });
    expect(line!.specs).toContainEqual(
      expect.objectContaining({ groupTitle: 'Afwerking', optionTitle: 'Nieten', optionName: 'staple' }),
    );
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    // The pickup address and the delivery address as the address book keeps them.
    expect(order!.details.pickUpAddress).toMatchObject({
      company: 'Bouwplaats 1',
      id: customer.deliveryAddressId,
    });

    // The job ticket was written at placement: the job's intents, the collection and the instruction.
    const tickets = await database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, placed.orderId));
    const xjdf = tickets.find((ticket) => ticket.kind === 'xjdf')!.body;
    expect(xjdf).toContain('Sides="TwoSidedHeadToHead"');
    expect(xjdf).toContain('BindingType="CornerStitch"');
    expect(xjdf).toContain('Originelen ophalen: Bouwplaats 1');
    expect(xjdf).toContain('Originelen liggen bij de receptie.');
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, customer.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Bevestiging kopieeropdracht ${placed.orderNumber} van Drukwerk Direct`,
    ]);
    expect(mails[0]!.text).toContain('Afwerking: Nieten');
  });

  it('answers a replay, another key for the same draft and 20 submissions at once with the one order', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder');
    const body = { draftId: randomUUID(), details, expectedTotalExclVatCents: expectedCopyTotal(details) };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => save(customer, body, n < 2 ? key : randomUUID())),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201);
    // Each answer is the one order, or an attempt with the first key still running (409, asked again).
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    expect(new Set(placed.map((answer) => answer.json().orderId)).size).toBe(1);
    const replay = await save(customer, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(placed[0]!.json());
    expect(await ordersOf(customer.userId)).toBe(1);
  });

  it('answers an attempt with a new key after its pickup day passed with the order placed, not with the date', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder');
    const body = { draftId: randomUUID(), details, expectedTotalExclVatCents: expectedCopyTotal(details) };
    const first = await save(customer, body);
    expect(first.statusCode, first.body).toBe(201);
    // The answer was lost; the browser tries again a week later, with a key of its own.
    const week = 7 * 24 * 60 * 60 * 1000;
    clock.advance(week);
    try {
      const browser = await logIn(app, customer.email, customer.password);
      const retried = await save({ ...customer, browser }, body);
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json()).toEqual(first.json());
    } finally {
      clock.advance(-week);
    }
    expect(await ordersOf(customer.userId)).toBe(1);
  });

  it('hides the price of a job priced by a product sold on a quote, as a print line of it', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder');
    await database.db.update(products).set({ hidePrice: true }).where(eq(products.id, documents.id));
    try {
      // The customer was shown no amount, so sends none.
      const response = await save(customer, { draftId: randomUUID(), details, expectedTotalExclVatCents: 0 });
      expect(response.statusCode, response.body).toBe(201);
      const placed = placedOrderSchema.parse(response.json());
      expect(placed.totals).toBeNull();
      const [line] = await database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, placed.orderId));
      expect(line).toMatchObject({ priceHidden: true, linePriceCents: expectedCopyTotal(details) });
      const view = orderViewSchema.parse((await get(customer, `/api/v3/orders/${placed.orderId}`)).json());
      expect(view.lines[0]).toMatchObject({ priceHidden: true, linePriceCents: null });
    } finally {
      await database.db.update(products).set({ hidePrice: false }).where(eq(products.id, documents.id));
    }
  });

  it('says the price follows for a format of its own', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder', {
      copyJob: { originals: 3, copies: 2, format: 'other', colour: 'bw', sides: 'single', finishing: 'none' },
    });
    const response = await save(customer, { draftId: randomUUID(), details, expectedTotalExclVatCents: 0 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ unpricedLineCount: 1, totals: { exclVatCents: 0 } });
  });

  it.each([
    ['without its job', { copyJob: null }, 'Instructies ontbreken nog, klik hier.'],
    ['without a pickup address', { pickUpAddress: null }, 'Afhaaladres ontbreekt nog, klik hier.'],
    ['without a pickup day', { pickUpDate: null }, 'Datum ontbreekt nog, klik hier.'],
  ] as const)('is refused %s, and nothing is stored', async (_, changes, message) => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder', changes);
    const response = await save(customer, { draftId: randomUUID(), details, expectedTotalExclVatCents: 0 });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ error: 'ORDER_INCOMPLETE', message });
    expect(await ordersOf(customer.userId)).toBe(0);
  });

  it('refuses a pickup day before today and one the shop does not offer', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder');
    for (const date of ['2026-03-09', '2026-03-14']) {
      const response = await save(customer, {
        draftId: randomUUID(),
        details: { ...details, pickUpDate: { date, time: null, title: null } },
        expectedTotalExclVatCents: expectedCopyTotal(details),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toBe('DATE_NOT_AVAILABLE');
    }
    expect(await ordersOf(customer.userId)).toBe(0);
  });

  it.each(['deliver', 'pickUp'] as const)(
    'is refused with orderType %s, and nothing is stored',
    async (orderType) => {
      const customer = await ordering.aCustomer();
      const details = await jobDetails(customer, 'copyOrder');
      const response = await save(customer, {
        draftId: randomUUID(),
        details: { ...details, orderType },
        expectedTotalExclVatCents: expectedCopyTotal(details),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        error: 'ORDER_TYPE_NOT_ALLOWED',
        message:
          'Hier plaatst u alleen een kopieer- of scanorder. Bestel printwerk via Printen of de winkelwagen.',
      });
      expect(await ordersOf(customer.userId)).toBe(0);
    },
  );

  it("refuses another user's address book entry", async () => {
    const customer = await ordering.aCustomer();
    const other = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder');
    const response = await save(customer, {
      draftId: randomUUID(),
      details: { ...details, pickUpAddress: { ...details.pickUpAddress!, id: other.deliveryAddressId } },
      expectedTotalExclVatCents: expectedCopyTotal(details),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error).toBe('ADDRESS_NOT_FOUND');
    expect(await ordersOf(customer.userId)).toBe(0);
  });

  it('with the originals brought to a shop records that shop as where they are brought', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'copyOrder');
    const { shop } = await ordering.firstDateOf(customer);
    const pickUps = await datesOf(customer, shop.id, 'kind=copy&fulfilment=pickUp');
    if (!pickUps.available || !pickUps.firstChoice) throw new Error('no day to bring them');
    const deliveries = await datesOf(
      customer,
      shop.id,
      `kind=copy&fulfilment=deliver&offsetDate=${pickUps.firstChoice.value}&offsetTime=${pickUps.firstChoice.time}`,
    );
    if (!deliveries.available || !deliveries.firstChoice) throw new Error('no delivery day');
    const response = await save(customer, {
      draftId: randomUUID(),
      details: {
        ...details,
        originalsToShop: true,
        // A client's copy of the shop may say anything: the order records the shop as it is.
        pickUpAddress: anAddress({
          id: shop.id,
          company: 'Nep B.V.',
          street: 'Valse straat',
          email: 'nep@example',
        }),
        pickUpDate: { date: isoOf(pickUps.firstChoice.value), time: pickUps.firstChoice.time, title: null },
        deliveryDate: {
          date: isoOf(deliveries.firstChoice.value),
          time: deliveries.firstChoice.time,
          title: null,
        },
      },
      expectedTotalExclVatCents: expectedCopyTotal(details),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order!.shopId).toBe(shop.id);
    expect(order!.details.pickUpAddress).toMatchObject({
      id: shop.id,
      company: shop.company,
      email: shop.email,
    });
  });
});

describe('a scan order', () => {
  it('is delivered by e-mail to the address given, and the address goes only with the e-mail medium', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'scanOrder');
    const response = await save(customer, { draftId: randomUUID(), details, expectedTotalExclVatCents: 0 });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed).toMatchObject({ kind: 'scan', unpricedLineCount: 1 });
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(line).toMatchObject({
      kind: 'scan_job',
      productTitle: 'Scanopdracht',
      noPriceReason: 'priceFollows',
    });
    expect(line!.specs).toContainEqual(
      expect.objectContaining({
        groupTitle: 'Opleverwijze',
        optionTitle: 'Per e-mail: archief@klant.example',
      }),
    );

    const onDisk = await jobDetails(customer, 'scanOrder', {
      medium: {
        isArchive: false,
        isDisk: true,
        isEmail: false,
        isOther: false,
        emailAddress: 'blijft@niet.example',
      },
    });
    const disk = await save(customer, {
      draftId: randomUUID(),
      details: onDisk,
      expectedTotalExclVatCents: 0,
    });
    expect(disk.statusCode, disk.body).toBe(201);
    const [diskOrder] = await database.db.select().from(orders).where(eq(orders.id, disk.json().orderId));
    expect(diskOrder!.details.medium).toMatchObject({ isDisk: true, emailAddress: '' });
  });

  it('keeps the archive it delivers into, for the file store', async () => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'scanOrder', {
      medium: { isArchive: true, isDisk: false, isEmail: false, isOther: false, emailAddress: '' },
      archive: { name: 'Personeelsdossiers', location: 'HR, kast 3', parentFolder: '2026' },
    });
    const response = await save(customer, { draftId: randomUUID(), details, expectedTotalExclVatCents: 0 });
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order!.details.archive).toEqual({
      name: 'Personeelsdossiers',
      location: 'HR, kast 3',
      parentFolder: '2026',
    });
  });

  it.each([
    [
      'no medium',
      { isArchive: false, isDisk: false, isEmail: false, isOther: false, emailAddress: '' },
      {},
      'U heeft nog geen opleverwijze gekozen, klik hier.',
    ],
    [
      'an unknown medium only',
      { isFloppy: true, isArchive: false, isDisk: false, isEmail: false, isOther: false, emailAddress: '' },
      {},
      'U heeft nog geen opleverwijze gekozen, klik hier.',
    ],
    [
      'an archive without a name',
      { isArchive: true, isDisk: false, isEmail: false, isOther: false, emailAddress: '' },
      { archive: { name: ' ', location: '', parentFolder: '' } },
      'Geef het archief een naam, klik hier.',
    ],
    [
      'an invalid e-mail address',
      { isArchive: false, isDisk: false, isEmail: true, isOther: false, emailAddress: 'archief@klant' },
      {},
      'U heeft nog geen geldig emailadres ingevoerd, klik hier.',
    ],
  ] as const)('is refused with %s, and nothing is stored', async (_, medium, changes, message) => {
    const customer = await ordering.aCustomer();
    const details = await jobDetails(customer, 'scanOrder', changes);
    const response = await app.inject({
      method: 'POST',
      url: '/json/save-copy-order.json.php',
      headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
      payload: { draftId: randomUUID(), details: { ...details, medium }, expectedTotalExclVatCents: 0 },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ error: 'ORDER_INCOMPLETE', message });
    expect(await ordersOf(customer.userId)).toBe(0);
  });
});
