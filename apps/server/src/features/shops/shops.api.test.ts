import { loginResponseSchema } from '@portal/shared/schemas/account';
import { type DeliveryAddressInput, deliveryAddressBodySchema } from '@portal/shared/schemas/addresses';
import {
  type DeliveryDatesResponse,
  deliveryDatesResponseSchema,
  shopListSchema,
  shopLookupResponseSchema,
} from '@portal/shared/schemas/shops';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser, type BuiltUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import type { Clock } from '../../lib/clock';
import { deliveryAddresses } from '../addresses/addresses.tables';
import { customers, invoiceAddresses, userCustomers } from '../customers/customers.tables';
import { createShopsRepository } from './shops.repository';
import { DEMO_SHOP_IDS, DEMO_SHOPS } from './shops.seed';

/**
 * The shops over HTTP (spec 02 sections 3, 4 and 7; decisions 0042 and 0044): the five shops
 * with their opening hours, which shop does an order (the customer's own shop first, then the
 * region of the delivery postcode, then that of the invoice postcode, then the first shop;
 * secured work only at secure shops), and the dates a shop offers with the promise in words.
 * The app runs on a clock the test sets, so every date below is the same on any day the test runs.
 */

/** A clock the test sets to a moment in Amsterdam. */
let now = new Date('2026-03-10T08:00:00Z');
const clock: Clock = { now: () => new Date(now) };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

const shopIds = DEMO_SHOP_IDS;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { deps: { clock } });
  await createShopsRepository(database.db).insertMissing(DEMO_SHOPS);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Caller = BuiltUser & { token: string };

let ips = 0;
/** A login at the clock's present (a session lives 12 hours), from an address of its own. */
async function tokenOf(user: BuiltUser): Promise<string> {
  ips += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: user.email, password: user.password },
    remoteAddress: `10.14.${Math.floor(ips / 250)}.${ips % 250}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json()).jwtToken;
}

async function aCaller(): Promise<Caller> {
  const user = await aUser(database.db);
  return { ...user, token: await tokenOf(user) };
}

const get = (caller: Caller | null, url: string) =>
  app.inject({ method: 'GET', url, headers: caller ? { authorization: `Bearer ${caller.token}` } : {} });

async function aDeliveryAddress(caller: Caller, address: Partial<DeliveryAddressInput>) {
  const fields = deliveryAddressBodySchema.parse({
    company: 'Afleveradres',
    name: 'Ontvanger',
    street: 'Straat',
    number: '1',
    zipCode: '3511 AB',
    city: 'Plaats',
    ...address,
  });
  const [row] = await database.db
    .insert(deliveryAddresses)
    .values({ ...fields, userId: caller.id })
    .returning({ id: deliveryAddresses.id });
  return row!.id;
}

let numbers = 0;
/**
 * A customer linked to these users, with its invoice postcode and (when given) a shop of its own,
 * written straight into the customers feature's tables as staff and the provider's systems would.
 */
async function aCustomer(options: { linked: Caller[]; zipCode: string; shopId?: string }) {
  numbers += 1;
  const customerNumber = String(4_000_000 + numbers * 13);
  const [customer] = await database.db
    .insert(customers)
    .values({ customerNumber })
    .returning({ id: customers.id });
  const [address] = await database.db
    .insert(invoiceAddresses)
    .values({
      customerId: customer!.id,
      newCustomer: false,
      company: `Klant ${customerNumber}`,
      street: 'Factuurstraat',
      number: '1',
      zipCode: options.zipCode,
      city: 'Plaats',
      kvk: String(40_000_000 + numbers),
    })
    .returning({ id: invoiceAddresses.id });
  for (const user of options.linked)
    await database.db.insert(userCustomers).values({ userId: user.id, customerId: customer!.id });
  if (options.shopId)
    await createShopsRepository(database.db).insertMissingCustomerShops([
      { customerNumber, shopId: options.shopId },
    ]);
  return { customerNumber, addressId: address!.id };
}

async function lookUp(caller: Caller, query: Record<string, string>) {
  const response = await get(caller, `/api/v3/shops/lookup?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  const { location, rule } = shopLookupResponseSchema.parse(response.json());
  return { shop: location.city, rule };
}

describe('GET /api/v3/shops', () => {
  it('lists the five shops with address, phone, e-mail, image and opening hours Monday to Friday 08:30-17:00', async () => {
    const caller = await aCaller();
    const response = await get(caller, '/api/v3/shops');
    expect(response.statusCode).toBe(200);
    const { shops } = shopListSchema.parse(response.json());
    expect(shops.map((shop) => [shop.city, shop.handlesSecured])).toEqual([
      ['Utrecht', false],
      ['Amsterdam', true],
      ['Rotterdam', false],
      ['Den Haag', false],
      ['Eindhoven', true],
    ]);
    for (const shop of shops) {
      expect(shop.openingHours, shop.city).toEqual(
        [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:30', closes: '17:00' })),
      );
      expect(shop, shop.city).toMatchObject({
        company: expect.stringContaining('Drukwerk Direct'),
        street: expect.any(String),
        zipCode: expect.stringMatching(/^\d{4} [A-Z]{2}$/),
        phone: expect.stringMatching(/^0\d{2} \d{3} \d{2} \d{2}$/),
        email: expect.stringMatching(/@/),
        image: expect.stringMatching(/\/shops\/[a-z-]+\.svg$/),
      });
    }
  });
});

describe('GET /api/v3/shops/lookup', () => {
  it('without anything known takes the first shop, and for secured work the first secure shop', async () => {
    const caller = await aCaller();
    expect(await lookUp(caller, {})).toEqual({ shop: 'Utrecht', rule: 'firstShop' });
    expect(await lookUp(caller, { secure: 'true' })).toEqual({ shop: 'Amsterdam', rule: 'firstShop' });
    // A postcode that is not Dutch names no region.
    expect(await lookUp(caller, { zipCode: '10115' })).toEqual({ shop: 'Utrecht', rule: 'firstShop' });
  });

  it('takes the region of the delivery postcode, from a stored address or as typed', async () => {
    const caller = await aCaller();
    const denHaag = await aDeliveryAddress(caller, { zipCode: '2511 CV' });
    expect(await lookUp(caller, { deliveryAddressId: denHaag })).toEqual({
      shop: 'Den Haag',
      rule: 'deliveryRegion',
    });
    expect(await lookUp(caller, { zipCode: '5611ab' })).toEqual({
      shop: 'Eindhoven',
      rule: 'deliveryRegion',
    });
    expect(await lookUp(caller, { zipCode: '4001' })).toEqual({ shop: 'Rotterdam', rule: 'deliveryRegion' });
    expect(await lookUp(caller, { zipCode: '9712 CP' })).toEqual({ shop: 'Utrecht', rule: 'deliveryRegion' });
    // A construction site without a postcode leaves the one typed beside it.
    const site = await aDeliveryAddress(caller, { zipCode: '', number: '', isConstructionSite: true });
    expect(await lookUp(caller, { deliveryAddressId: site, zipCode: '1012 AB' })).toEqual({
      shop: 'Amsterdam',
      rule: 'deliveryRegion',
    });
  });

  it('takes the invoice customer’s own shop first, by customer number or invoice address', async () => {
    const caller = await aCaller();
    const customer = await aCustomer({ linked: [caller], zipCode: '3511 AB', shopId: shopIds.rotterdam });
    const denHaag = await aDeliveryAddress(caller, { zipCode: '2511 CV' });
    expect(
      await lookUp(caller, { customerNumber: customer.customerNumber, deliveryAddressId: denHaag }),
    ).toEqual({
      shop: 'Rotterdam',
      rule: 'customerShop',
    });
    expect(await lookUp(caller, { invoiceAddressId: customer.addressId, zipCode: '5611 AB' })).toEqual({
      shop: 'Rotterdam',
      rule: 'customerShop',
    });
  });

  it('without a shop of the customer takes the delivery region, then the invoice address’s region', async () => {
    const caller = await aCaller();
    const customer = await aCustomer({ linked: [caller], zipCode: '1016 DX' });
    expect(await lookUp(caller, { customerNumber: customer.customerNumber, zipCode: '2511 CV' })).toEqual({
      shop: 'Den Haag',
      rule: 'deliveryRegion',
    });
    expect(await lookUp(caller, { customerNumber: customer.customerNumber })).toEqual({
      shop: 'Amsterdam',
      rule: 'invoiceRegion',
    });
    expect(await lookUp(caller, { invoiceAddressId: customer.addressId })).toEqual({
      shop: 'Amsterdam',
      rule: 'invoiceRegion',
    });
  });

  it('sends secured work only to a secure shop: the customer’s own shop when secure, else by the secure regions', async () => {
    const caller = await aCaller();
    const utrechtCustomer = await aCustomer({
      linked: [caller],
      zipCode: '3511 AB',
      shopId: shopIds.utrecht,
    });
    const eindhovenCustomer = await aCustomer({
      linked: [caller],
      zipCode: '5611 AB',
      shopId: shopIds.eindhoven,
    });
    const secure = { secure: 'true' };
    // Utrecht prints no secured work: its region's secured work goes to Amsterdam.
    expect(
      await lookUp(caller, { ...secure, customerNumber: utrechtCustomer.customerNumber, zipCode: '3511 AB' }),
    ).toEqual({ shop: 'Amsterdam', rule: 'deliveryRegion' });
    expect(
      await lookUp(caller, { customerNumber: utrechtCustomer.customerNumber, zipCode: '3511 AB' }),
    ).toEqual({
      shop: 'Utrecht',
      rule: 'customerShop',
    });
    expect(
      await lookUp(caller, {
        ...secure,
        customerNumber: eindhovenCustomer.customerNumber,
        zipCode: '1012 AB',
      }),
    ).toEqual({ shop: 'Eindhoven', rule: 'customerShop' });
    // Rotterdam's region (4001) is Eindhoven's for secured work, Den Haag's (2511) Amsterdam's.
    expect(await lookUp(caller, { ...secure, zipCode: '4001 LV' })).toEqual({
      shop: 'Eindhoven',
      rule: 'deliveryRegion',
    });
    expect(await lookUp(caller, { ...secure, zipCode: '2511 CV' })).toEqual({
      shop: 'Amsterdam',
      rule: 'deliveryRegion',
    });
    expect(await lookUp(caller, { ...secure, zipCode: '9712 CP' })).toEqual({
      shop: 'Amsterdam',
      rule: 'deliveryRegion',
    });
  });

  it('answers ADDRESS_NOT_FOUND or CUSTOMER_NOT_FOUND for another user’s address or customer number', async () => {
    const caller = await aCaller();
    const owner = await aCaller();
    const theirAddress = await aDeliveryAddress(owner, { zipCode: '2511 CV' });
    const theirCustomer = await aCustomer({ linked: [owner], zipCode: '1016 DX', shopId: shopIds.amsterdam });
    for (const [query, error, status] of [
      [{ deliveryAddressId: theirAddress }, 'ADDRESS_NOT_FOUND', 404],
      [{ invoiceAddressId: theirCustomer.addressId }, 'ADDRESS_NOT_FOUND', 404],
      [{ customerNumber: theirCustomer.customerNumber }, 'CUSTOMER_NOT_FOUND', 404],
      [{ deliveryAddressId: 'geen-uuid' }, 'VALIDATION_ERROR', 400],
      [{ customerNumber: '123' }, 'VALIDATION_ERROR', 400],
      [{ secure: 'ja' }, 'VALIDATION_ERROR', 400],
    ] as const) {
      const response = await get(caller, `/api/v3/shops/lookup?${new URLSearchParams(query)}`);
      expect(response.statusCode, JSON.stringify(query)).toBe(status);
      expect(response.json().error, JSON.stringify(query)).toBe(error);
    }
    // The owner gets the answer for what is theirs.
    expect(await lookUp(owner, { deliveryAddressId: theirAddress })).toEqual({
      shop: 'Den Haag',
      rule: 'deliveryRegion',
    });
  });
});

describe('GET /api/v3/shops/:shopId/dates', () => {
  /** Sets the clock to an Amsterdam wall-clock moment and logs in then. */
  async function at(isoUtc: string): Promise<Caller> {
    now = new Date(isoUtc);
    return aCaller();
  }
  async function datesOf(caller: Caller, shopId: string, query: Record<string, string> = {}) {
    const response = await get(caller, `/api/v3/shops/${shopId}/dates?${new URLSearchParams(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return deliveryDatesResponseSchema.parse(response.json());
  }
  const available = (answer: DeliveryDatesResponse) => {
    if (!answer.available) throw new Error(`no dates: ${answer.message}`);
    return answer;
  };

  it('on a Tuesday at 09:00 promises delivery tomorrow, with spoed today where the shop offers it', async () => {
    // Tuesday 10 March 2026, 09:00 in Amsterdam.
    const caller = await at('2026-03-10T08:00:00Z');
    const utrecht = available(await datesOf(caller, shopIds.utrecht));
    expect(utrecht.promiseText).toBe('Vóór 12:00 besteld, morgen bezorgd.');
    expect(utrecht.expressPromiseText).toBe('Spoed: vóór 10:00 besteld, vandaag bezorgd (+ € 25,00).');
    expect(utrecht.firstChoice).toEqual({ value: '11-03-2026', time: '08:30' });
    const spoed = utrecht.options.find((option) => option.value === 'spoed');
    expect(spoed).toMatchObject({ date: '10-03-2026', title: 'spoed', active: true });
    expect(utrecht.options.find((option) => option.value === '11-03-2026')).toMatchObject({
      day: 'woensdag',
      title: 'morgen',
      active: true,
      times: [{ time: '08:30' }, { time: '13:00' }],
    });
    // The answer may change at the spoed cut-off, 10:00 in Amsterdam.
    expect(new Date(utrecht.refreshAt).toISOString()).toBe('2026-03-10T09:00:00.000Z');

    const denHaag = available(await datesOf(caller, shopIds.denHaag));
    expect(denHaag.expressPromiseText).toBeNull();
    expect(denHaag.options.some((option) => option.value === 'spoed')).toBe(false);
    expect(denHaag.firstChoice).toEqual({ value: '11-03-2026', time: '08:30' });
  });

  it('names no spoed surcharge to a customer whose theme hides prices, nor when the screen asks without prices (issue 32 point 6)', async () => {
    now = new Date('2026-03-10T08:00:00Z');
    const hiding = await aTheme(database.db, { flags: { hidePricing: true } });
    const user = await aUser(database.db, { theme: hiding });
    const own = { ...user, token: await tokenOf(user) };
    const spoken = available(await datesOf(own, shopIds.utrecht));
    expect(spoken.expressPromiseText).toBe('Spoed: vóór 10:00 besteld, vandaag bezorgd.');
    expect(spoken.expressPromiseText).not.toContain('€');

    // A customer without a theme of their own ordering in a theme that hides prices.
    const visitor = await aCaller();
    const asked = available(await datesOf(visitor, shopIds.utrecht, { withoutPrices: 'true' }));
    expect(asked.expressPromiseText).toBe('Spoed: vóór 10:00 besteld, vandaag bezorgd.');
    const priced = available(await datesOf(visitor, shopIds.utrecht));
    expect(priced.expressPromiseText).toBe('Spoed: vóór 10:00 besteld, vandaag bezorgd (+ € 25,00).');
  });

  it('after the cut-off moves the first date on, and skips the weekend', async () => {
    // Tuesday 13:00: received Wednesday, delivered Thursday.
    const tuesday = await at('2026-03-10T12:00:00Z');
    const late = available(await datesOf(tuesday, shopIds.utrecht));
    expect(late.promiseText).toBe('Vóór morgen 12:00 besteld, donderdag bezorgd.');
    expect(late.firstChoice).toEqual({ value: '12-03-2026', time: '08:30' });
    // Friday 13 March 13:00: received Monday, delivered Tuesday.
    const friday = await at('2026-03-13T12:00:00Z');
    const weekend = available(await datesOf(friday, shopIds.denHaag));
    expect(weekend.firstChoice).toEqual({ value: '17-03-2026', time: '08:30' });
    const days = weekend.options.map((option) => option.day);
    expect(days).not.toContain('zaterdag');
    expect(days).not.toContain('zondag');
  });

  it('skips a public holiday (Koningsdag) and a day the shop itself closes on (5 May at Rotterdam)', async () => {
    // Friday 24 April 2026, 09:00: one working day later is Monday 27 April, Koningsdag.
    const friday = await at('2026-04-24T07:00:00Z');
    const koningsdag = available(await datesOf(friday, shopIds.denHaag));
    expect(koningsdag.firstChoice).toEqual({ value: '28-04-2026', time: '08:30' });
    expect(koningsdag.options.map((option) => option.date)).not.toContain('27-04-2026');
    // Monday 4 May 2026, 09:00: Utrecht delivers on Liberation Day, Rotterdam is closed then.
    const monday = await at('2026-05-04T07:00:00Z');
    expect(available(await datesOf(monday, shopIds.utrecht)).firstChoice).toEqual({
      value: '05-05-2026',
      time: '08:30',
    });
    expect(available(await datesOf(monday, shopIds.rotterdam)).firstChoice).toEqual({
      value: '06-05-2026',
      time: '08:30',
    });
  });

  it('promises pickup from the pickup time, secured work with its own lead time, and copy deliveries after the pickup of the originals', async () => {
    const caller = await at('2026-03-10T08:00:00Z');
    const pickUp = available(await datesOf(caller, shopIds.utrecht, { fulfilment: 'pickUp' }));
    expect(pickUp.promiseText).toBe('Vóór 12:00 besteld, morgen om 08:30 af te halen.');
    expect(pickUp.firstChoice).toEqual({ value: '11-03-2026', time: '08:30' });

    const secured = available(await datesOf(caller, shopIds.amsterdam, { secure: 'true' }));
    expect(secured.firstChoice).toEqual({ value: '12-03-2026', time: '08:30' });
    expect(secured.expressPromiseText).toBeNull();

    const copy = available(
      await datesOf(caller, shopIds.utrecht, { kind: 'copy', offsetDate: '12-03-2026', offsetTime: '13:00' }),
    );
    expect(copy.promise.afterPickup).toMatchObject({ date: '12-03-2026', time: '13:00' });
    expect(copy.promiseText).toBe('Na ophalen donderdag 13:00: maandag bezorgd.');
    // Picked up after the cut-off: received on Friday, delivered one working day later, on Monday.
    expect(copy.firstChoice).toEqual({ value: '16-03-2026', time: '08:30' });
  });

  it('says plainly when a shop does not do the kind of work asked', async () => {
    const caller = await at('2026-03-10T08:00:00Z');
    const answer = await datesOf(caller, shopIds.utrecht, { kind: 'secured' });
    expect(answer).toEqual({
      available: false,
      shopId: shopIds.utrecht,
      reason: 'kindNotOffered',
      message: 'Deze vestiging voert dit soort opdracht niet uit. Kies een andere vestiging.',
    });
  });

  it('answers SHOP_NOT_SECURE for secured work at a shop without it, SHOP_NOT_FOUND for an unknown shop, and refuses a bad query', async () => {
    const caller = await at('2026-03-10T08:00:00Z');
    const notSecure = await get(caller, `/api/v3/shops/${shopIds.utrecht}/dates?secure=true`);
    expect(notSecure.statusCode).toBe(422);
    expect(notSecure.json()).toEqual({
      error: 'SHOP_NOT_SECURE',
      message: 'Deze vestiging verwerkt geen beveiligde printopdrachten. Kies een andere vestiging.',
    });
    const unknown = await get(caller, '/api/v3/shops/00000000-0000-4000-8000-000000000000/dates');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('SHOP_NOT_FOUND');
    for (const url of [
      '/api/v3/shops/utrecht/dates',
      `/api/v3/shops/${shopIds.utrecht}/dates?kind=poster`,
      `/api/v3/shops/${shopIds.utrecht}/dates?offsetDate=12-03-2026`,
      `/api/v3/shops/${shopIds.utrecht}/dates?offsetDate=31-04-2026&offsetTime=13:00`,
      `/api/v3/shops/${shopIds.utrecht}/dates?offsetDate=12-03-2026&offsetTime=25:00`,
    ]) {
      const response = await get(caller, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe('VALIDATION_ERROR');
    }
  });
});

describe('anonymous callers', () => {
  it('are refused by every shop endpoint', async () => {
    for (const url of ['/api/v3/shops', '/api/v3/shops/lookup', `/api/v3/shops/${shopIds.utrecht}/dates`]) {
      const response = await get(null, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe('UNAUTHORIZED');
    }
  });
});
