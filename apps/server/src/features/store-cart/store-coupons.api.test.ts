import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors } from '@portal/shared/i18n/nl/errors';
import { discountedUnitCents } from '@portal/shared/rules/store-coupon';
import type { Product } from '@portal/shared/schemas/catalogue';
import { orderViewSchema } from '@portal/shared/schemas/order-views';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { type StoreCart, storeCartSchema, storeCouponSchema } from '@portal/shared/schemas/store-cart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, type BuiltTheme } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingClient, type OrderingCustomer, orderingClient } from '../../../test/ordering-client';
import { printStoreBuilders } from '../../../test/print-store-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { headersOf, logIn, openSession } from '../../../test/upload-client';
import { mailOutbox } from '../mail/mail.tables';
import { orderDocuments, orderLines, orders } from '../orders/orders.tables';
import { storeCartLines } from './store-cart.tables';
import { createStoreCouponsRepository } from './store-coupons.repository';
import { SPEC_COUPON } from './store-coupons.seed';
import { printStoreCouponRedemptions } from './store-coupons.tables';

/**
 * The print store's coupon over HTTP (issue 29 point 5, spec 02 section 5, decision 0108): a code
 * from the list in data, valid on its days in Amsterdam, for a store the theme shows, once per
 * account; at check-out its percentage off the unit and line price of its own store's items only,
 * kept on the order's lines, mail and ticket; every refusal with its code, nothing changed.
 */

// Tuesday 10 March 2026, 09:00 in Amsterdam.
const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));
const TODAY = '2026-03-10';

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let ordering: OrderingClient;
/** Shows its customer's own store and, beside it, the default store (includeDefault). */
let bothStores: BuiltTheme;
/** Shows only its customer's own store. */
let ownOnly: BuiltTheme;
let hiddenPrices: BuiltTheme;
let product: Product;
/** Designs and a package of the default store (the coupons' store) and one of the customer's store. */
let sign: string;
let starterPack: string;
let ownSign: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-coupons-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  bothStores = await aTheme(database.db, { customFields: { printStoreAd: { includeDefault: true } } });
  ownOnly = await aTheme(database.db);
  hiddenPrices = await aTheme(database.db, { flags: { hidePricing: true } });
  product = await aProduct(database.db);

  const store = await printStoreBuilders(database.db);
  const defaultStore = await store.aStore({ isDefault: true });
  const category = await store.aCategory(defaultStore);
  sign = await store.aDesign(await store.aCollection(defaultStore, [category]), { name: 'Nooduitgang' });
  starterPack = await store.aPackage(category, [{ designId: sign, quantity: 2 }], {
    name: 'Starterspakket',
    priceCents: 4950,
    maxOrderAmount: null,
  });
  const customerStore = await store.aStore({ theme: bothStores });
  const customerCategory = await store.aCategory(customerStore);
  ownSign = await store.aDesign(await store.aCollection(customerStore, [customerCategory]), {
    name: 'Eigen bord',
  });
  const ownOnlyStore = await store.aStore({ theme: ownOnly });

  const coupons = createStoreCouponsRepository(database.db);
  await coupons.insertCoupon({ ...SPEC_COUPON, printStoreId: defaultStore });
  await coupons.insertCoupon({
    code: 'WEEK25',
    percent: 25,
    validFrom: TODAY,
    validUntil: TODAY,
    printStoreId: defaultStore,
  });
  await coupons.insertCoupon({
    code: 'MORGEN10',
    percent: 10,
    validFrom: '2026-03-11',
    validUntil: '2026-03-31',
    printStoreId: defaultStore,
  });
  await coupons.insertCoupon({
    code: 'EIGEN15',
    percent: 15,
    validFrom: TODAY,
    validUntil: TODAY,
    printStoreId: ownOnlyStore,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Browser = OrderingCustomer['browser'];

async function call(
  browser: Browser,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: headersOf(browser), ...(payload ? { payload } : {}) });
}

async function addToCart(
  browser: Browser,
  item: Record<string, unknown>,
  theme = bothStores,
): Promise<StoreCart> {
  const response = await call(browser, 'POST', '/api/v3/print-store/cart', { theme: theme.name, ...item });
  expect(response.statusCode, response.body).toBe(200);
  return storeCartSchema.parse(response.json());
}

const checkCoupon = (browser: Browser, code: string, theme = bothStores) =>
  call(browser, 'POST', '/api/v3/print-store/cart/coupon', { code, theme: theme.name });

async function checkOut(
  customer: OrderingCustomer,
  expected: number,
  coupon: string | undefined,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { ...headersOf(customer.browser), 'idempotency-key': key },
    payload: {
      sessionId: customer.session,
      details: await ordering.detailsFor(customer, coupon === undefined ? {} : { printStoreCoupon: coupon }),
      expectedTotalExclVatCents: expected,
      themeName: bothStores.name,
      product: 'printProduct',
    },
  });
}

const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));
const cartLinesOf = (userId: string) =>
  database.db.select().from(storeCartLines).where(eq(storeCartLines.userId, userId));
const redemptionsOf = (userId: string) =>
  database.db
    .select()
    .from(printStoreCouponRedemptions)
    .where(eq(printStoreCouponRedemptions.userId, userId));

/** A refusal: the code, its Dutch text, and nothing ordered, the store cart as it was, no coupon used. */
async function expectRefused(
  response: { statusCode: number; json(): { error: string; message: string } },
  customer: OrderingCustomer,
  code: keyof typeof errors,
  status: number,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error: code, message: errors[code] });
  expect(await ordersOf(customer.userId)).toEqual([]);
  expect(await redemptionsOf(customer.userId)).toEqual([]);
}

describe('checking a code', () => {
  let customer: OrderingCustomer;
  let cart: StoreCart;
  beforeAll(async () => {
    customer = await ordering.aCustomer();
    await addToCart(customer.browser, { productId: sign, quantity: 3 });
    cart = await addToCart(customer.browser, { productId: ownSign, quantity: 1 });
  });

  it('refuses the spec’s code today, expired since 01-03-2023, with the spec’s message', async () => {
    const response = await checkCoupon(customer.browser, 'PRINTS25');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'COUPON_INVALID', message: 'Dit is geen geldige kortingscode' });
  });

  it('refuses an unknown code, one not valid yet, and one of a store the theme does not show as invalid', async () => {
    for (const code of ['ONBEKEND', 'MORGEN10', 'EIGEN15', 'WEEK 25 EXTRA', '---']) {
      const response = await checkCoupon(customer.browser, code);
      expect(response.statusCode, code).toBe(422);
      expect(response.json().error, code).toBe('COUPON_INVALID');
    }
    // The customer's own store's code holds in the theme that shows that store.
    expect((await checkCoupon(customer.browser, 'EIGEN15', ownOnly)).json().error).toBe(
      'COUPON_NOT_APPLICABLE',
    );
    expect((await checkCoupon(customer.browser, '', bothStores)).statusCode).toBe(400);
    expect((await checkCoupon({}, 'WEEK25')).statusCode).toBe(401);
  });

  it('answers the discount on the coupon store’s items of the cart, the code read without spaces and in capitals', async () => {
    const response = await checkCoupon(customer.browser, ' week 25 ');
    expect(response.statusCode, response.body).toBe(200);
    const signLine = cart.lines.find((line) => line.itemId === sign)!;
    const off = signLine.unitCents! - discountedUnitCents(signLine.unitCents!, 25);
    expect(storeCouponSchema.parse(response.json())).toEqual({
      code: 'WEEK25',
      percent: 25,
      discountCents: off * 3,
    });
    // Nothing is recorded by asking.
    expect(await redemptionsOf(customer.userId)).toEqual([]);
  });

  it('says so when the cart has nothing of the coupon’s store, and names no amount where the theme hides prices', async () => {
    const other = await ordering.aCustomer();
    await addToCart(other.browser, { productId: ownSign, quantity: 2 });
    expect((await checkCoupon(other.browser, 'WEEK25')).json()).toMatchObject({
      error: 'COUPON_NOT_APPLICABLE',
      message: errors.COUPON_NOT_APPLICABLE,
    });
    await addToCart(other.browser, { productId: sign, quantity: 2 }, hiddenPrices);
    const hidden = await checkCoupon(other.browser, 'WEEK25', hiddenPrices);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ code: 'WEEK25', percent: 25, discountCents: null });
  });

  it('counts the days in Amsterdam, both included: at 00:30 on 11 March WEEK25 has ended and MORGEN10 begun', async () => {
    // 23:30 UTC on 10 March is 00:30 on 11 March in Amsterdam.
    const ahead = new Date('2026-03-10T23:30:00Z').getTime() - clock.now().getTime();
    clock.advance(ahead);
    try {
      // A login of that night (the afternoon's access token has expired by then).
      const tonight = await logIn(app, customer.email, customer.password);
      expect((await checkCoupon(tonight, 'WEEK25')).json().error).toBe('COUPON_INVALID');
      expect((await checkCoupon(tonight, 'MORGEN10')).json()).toMatchObject({
        code: 'MORGEN10',
        percent: 10,
      });
    } finally {
      clock.advance(-ahead);
    }
  });
});

describe('the check-out with a coupon', () => {
  let customer: OrderingCustomer;
  let fileCents: number;
  let cart: StoreCart;
  let placedId: string;
  const firstKey = randomUUID();

  beforeAll(async () => {
    customer = await ordering.aCustomer();
    fileCents = (await ordering.inTheCart(customer, [{ name: 'plattegrond.pdf', product }])).totalCents;
    await addToCart(customer.browser, { productId: sign, quantity: 3 });
    await addToCart(customer.browser, { packageId: starterPack, quantity: 2 });
    cart = await addToCart(customer.browser, { productId: ownSign, quantity: 1 });
  });

  /** Each line as the coupon should leave it: its store's lines 25 % off per piece, others as they were. */
  const discounted = () =>
    cart.lines.map((line) => {
      const unit = line.itemId === ownSign ? line.unitCents! : discountedUnitCents(line.unitCents!, 25);
      return { itemId: line.itemId, unit, line: unit * line.quantity };
    });
  const discountedTotal = () => fileCents + discounted().reduce((sum, line) => sum + line.line, 0);

  it('refuses the spec’s expired code and an unknown one, placing nothing and keeping the cart', async () => {
    await expectRefused(
      await checkOut(customer, discountedTotal(), 'PRINTS25'),
      customer,
      'COUPON_INVALID',
      422,
    );
    await expectRefused(
      await checkOut(customer, discountedTotal(), 'ONBEKEND'),
      customer,
      'COUPON_INVALID',
      422,
    );
    expect(await cartLinesOf(customer.userId)).toHaveLength(3);
  });

  it('checks the total the customer saw against the discounted one', async () => {
    await expectRefused(
      await checkOut(customer, fileCents + cart.totalCents!, 'WEEK25'),
      customer,
      'PRICE_CHANGED',
      409,
    );
  });

  it('takes 25 % off the unit and line price of the coupon store’s items only, and keeps it on the lines, the mail and the ticket', async () => {
    const response = await checkOut(customer, discountedTotal(), ' Week25', firstKey);
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    placedId = placed.orderId;
    expect(placed.totals?.exclVatCents).toBe(discountedTotal());

    const [order] = await ordersOf(customer.userId);
    expect(order!.details.printStoreCoupon).toBe('WEEK25');
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    const couponChoice = 'Kortingscode: WEEK25: 25 % korting';
    const choicesOf = (line: (typeof lines)[number]) =>
      line.specs.map((choice) => `${choice.groupTitle}: ${choice.optionTitle}`);
    for (const expected of discounted()) {
      const line = lines.find((each) => each.productId === expected.itemId)!;
      expect(line, expected.itemId).toMatchObject({
        unitPriceCents: expected.unit,
        linePriceCents: expected.line,
      });
      const store = (line.content as { store: { coupon?: unknown } }).store;
      if (expected.itemId === ownSign) {
        expect(choicesOf(line)).not.toContain(couponChoice);
        expect(store.coupon).toBeUndefined();
      } else {
        expect(choicesOf(line)).toContain(couponChoice);
        expect(store.coupon).toEqual({
          code: 'WEEK25',
          percent: 25,
          unitCentsBefore: cart.lines.find((each) => each.itemId === expected.itemId)!.unitCents,
        });
      }
    }
    const file = lines.find((line) => line.kind === 'print_file')!;
    expect(file.linePriceCents).toBe(fileCents);
    expect(choicesOf(file)).not.toContain(couponChoice);

    // Used once by this account, with this order; the store cart is taken.
    expect(await redemptionsOf(customer.userId)).toMatchObject([{ code: 'WEEK25', orderId: placed.orderId }]);
    expect(await cartLinesOf(customer.userId)).toEqual([]);

    // Where the order is read, as it was kept: My orders, the mails, the job ticket.
    const mine = orderViewSchema.parse(
      (await call(customer.browser, 'GET', `/api/v3/orders/${placed.orderId}`)).json(),
    );
    expect(
      mine.lines.filter((line) => line.specs.some((choice) => choice.groupTitle === 'Kortingscode')),
    ).toHaveLength(2);
    const mails = (await database.db.select().from(mailOutbox)).filter((mail) =>
      mail.subject.includes(placed.orderNumber),
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain('WEEK25: 25 % korting');
    const [ticket] = await database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, placed.orderId), eq(orderDocuments.kind, 'json')));
    expect(ticket!.body).toContain('Kortingscode: WEEK25: 25 % korting');
  });

  it('answers a replay of the order with the order, by its key or by its cart, not with a used coupon', async () => {
    // The same request again, then the same cart with another key (a retry after a lost answer).
    for (const [coupon, key] of [
      [' Week25', firstKey],
      ['WEEK25', randomUUID()],
    ] as const) {
      const response = await checkOut(customer, discountedTotal(), coupon, key);
      expect(response.statusCode, response.body).toBe(201);
      expect(placedOrderSchema.parse(response.json()).orderId).toBe(placedId);
    }
    expect(await ordersOf(customer.userId)).toHaveLength(1);
  });

  it('refuses the code a second time for the same account, changing nothing; another account may use it', async () => {
    customer.session = await openSession(app, customer.browser);
    const next = await addToCart(customer.browser, { productId: sign, quantity: 1 });
    const response = await checkOut(customer, discountedUnitCents(next.totalCents!, 25), 'WEEK25');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'COUPON_ALREADY_USED',
      message: errors.COUPON_ALREADY_USED,
    });
    expect(await ordersOf(customer.userId)).toHaveLength(1);
    expect(await redemptionsOf(customer.userId)).toHaveLength(1);
    expect(await cartLinesOf(customer.userId)).toHaveLength(1);
    expect((await checkCoupon(customer.browser, 'WEEK25')).json().error).toBe('COUPON_ALREADY_USED');
    // Without the coupon the same cart orders at its full price.
    expect((await checkOut(customer, next.totalCents!, undefined)).statusCode).toBe(201);

    const other = await ordering.aCustomer();
    await addToCart(other.browser, { productId: sign, quantity: 1 });
    expect((await checkCoupon(other.browser, 'WEEK25')).statusCode).toBe(200);
  });

  it('places one of two orders racing for one account’s coupon and refuses the other as used, writing nothing of it', async () => {
    const racer = await ordering.aCustomer();
    // A second login of the same account, with a session of its own: both take the one store cart.
    const second: OrderingCustomer = { ...racer, browser: await logIn(app, racer.email, racer.password) };
    second.session = await openSession(app, second.browser);
    const [first, other] = await Promise.all([
      ordering.inTheCart(racer, [{ name: 'tekening-a.pdf', product }]),
      ordering.inTheCart(second, [{ name: 'tekening-b.pdf', product }]),
    ]);
    const storeCart = await addToCart(racer.browser, { productId: sign, quantity: 2 });
    const storeCents = discountedUnitCents(storeCart.lines[0]!.unitCents!, 25) * 2;
    const answers = await Promise.all([
      checkOut(racer, first.totalCents + storeCents, 'WEEK25'),
      checkOut(second, other.totalCents + storeCents, 'WEEK25'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error).toBe('COUPON_ALREADY_USED');
    const placed = placedOrderSchema.parse(answers.find((answer) => answer.statusCode === 201)!.json());
    expect((await ordersOf(racer.userId)).map((order) => order.id)).toEqual([placed.orderId]);
    expect(await redemptionsOf(racer.userId)).toMatchObject([{ orderId: placed.orderId }]);
  });
});
