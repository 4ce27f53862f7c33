import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FileFacts, fromPrice, quoteFor } from '@portal/shared/rules/configuration';
import { type CartResponse, cartLineSchema, cartResponseSchema } from '@portal/shared/schemas/cart';
import { catalogueResponseSchema, type Product, type SpecEntry } from '@portal/shared/schemas/catalogue';
import { deskOrderViewSchema } from '@portal/shared/schemas/order-views';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser, type BuiltTheme, productShape } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingCustomer, orderingClient } from '../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { analysed, type Browser, headersOf, logIn, upload } from '../../../test/upload-client';
import { products } from '../catalogue/catalogue.tables';
import { orderLines, orders } from '../orders/orders.tables';
import { encryptPdf, plainPdf } from '../uploads/analysis/test-fixtures';
import { cartLines } from './cart.tables';

/**
 * No amount reaches a customer who is not shown it (issue 28, decision 0098): a customer whose own
 * theme hides prices (hidePricing) gets no price table, option price, set-up, tier or 'v.a.'
 * price in the catalogue and no line price, breakdown or total in the cart; nobody gets those of
 * a product sold on a quote (hidePrice), whose cart lines say priceHidden instead. The server
 * still prices and stores every line, and the order carries the real price for the provider.
 * The total the customer confirms is what they were shown: the lines whose price showed and the
 * spoed surcharge.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let ordering: ReturnType<typeof orderingClient>;
let hidesPricing: BuiltTheme;
/** Sold with its prices on the screen. */
let shown: Product;
/** Sold on a quote ('Prijs op aanvraag'). */
let onQuote: Product;
let desk: Browser;

/** A product with every kind of amount: page prices, an option price, set-up and a tier. */
function withEveryAmount(overrides: Partial<Product>): Partial<Product> {
  const base = productShape();
  return {
    menus: [
      ...base.menus,
      {
        id: 'afwerking',
        title: 'Afwerking',
        subTitle: '',
        group: 'afwerking',
        description: '',
        hidden: false,
        minPagesRequired: 0,
        optionGroups: [
          {
            name: 'afwerking',
            title: 'Afwerking',
            kind: 'choice',
            default: 'nieten',
            analyseValue: null,
            options: [
              { name: 'geen', title: 'Geen', price: null, alwaysColor: false, subOptions: [] },
              {
                name: 'nieten',
                title: 'Nieten',
                price: { unit: 'copy', cents: 25, centsByFormat: { A3: 35 } },
                alwaysColor: false,
                subOptions: [],
              },
            ],
          },
        ],
      },
    ],
    pricing: { ...base.pricing, setupCents: 250, tiers: [{ minQuantity: 100, discountPercent: 10 }] },
    ...overrides,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prices-hidden-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  hidesPricing = await aTheme(database.db, { flags: { hidePricing: true } });
  shown = await aProduct(database.db, withEveryAmount({ title: 'Rapport' }));
  onQuote = await aProduct(database.db, withEveryAmount({ title: 'Rapport op aanvraag', hidePrice: true }));
  const staff = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
  desk = await logIn(app, staff.email, staff.password);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** An amount in a raw JSON body: a price entry's cents, or a non-zero '…Cents' field. */
const AMOUNT = /"cents":|Cents":[1-9]|"discountPercent":|"centsByFormat":/;

const send = (browser: Browser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: headersOf(browser), ...(payload ? { payload } : {}) });

async function catalogueOf(browser: Browser) {
  const response = await send(browser, 'GET', '/api/v3/catalogue/products');
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, products: catalogueResponseSchema.parse(response.json()).products };
}

/** The raw JSON of one product in a catalogue answer: from its id to its 'v.a.' price, its last field. */
function rawProduct(body: string, id: string): string {
  const start = body.indexOf(`{"id":"${id}"`);
  expect(start).toBeGreaterThanOrEqual(0);
  const last = body.indexOf('"fromPriceCents":', start);
  return body.slice(start, body.indexOf('}', last) + 1);
}

/** The files ordering.inTheCart uploads: four black-white A4 pages. */
const FOUR_PAGES: FileFacts = {
  status: 'READY',
  analysed: true,
  format: 'A4',
  pagesBW: 4,
  pagesColour: 0,
  pagesBlank: 0,
};

/** The engine's price of four pages with these choices: what the server must have stored. */
function priceOf(product: Product, specs: readonly SpecEntry[], quantity: number): number {
  const quote = quoteFor(product, FOUR_PAGES, specs, quantity);
  if (quote.kind !== 'priced') throw new Error(`no price: ${JSON.stringify(quote)}`);
  return quote.cents;
}

/** What the server stored of a line for the order. */
const storedLine = async (fileId: string) =>
  (await database.db.select().from(cartLines).where(eq(cartLines.fileId, fileId)))[0]!;

const cartOf = async (customer: OrderingCustomer) => {
  const response = await send(customer.browser, 'GET', `/api/v3/uploads/${customer.session}/cart`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, cart: cartResponseSchema.parse(response.json()) };
};

const lineOf = (cart: CartResponse, fileId: string) => cart.lines.find((line) => line.fileId === fileId)!;

const expectNoAmount = (line: CartResponse['lines'][number]) =>
  expect(line).toMatchObject({ priceHidden: true, priceCents: null, breakdown: null, noPriceReason: null });

const place = (customer: OrderingCustomer, details: unknown, expectedTotalExclVatCents: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
    payload: { sessionId: customer.session, details, expectedTotalExclVatCents } as Record<string, unknown>,
  });

async function deskViewOf(orderId: string) {
  const response = await send(desk, 'GET', `/api/v3/order-desk/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return deskOrderViewSchema.parse(response.json());
}

describe('the catalogue', () => {
  it('sends a customer whose theme hides prices no amount of any product, but every menu and option', async () => {
    const customer = await ordering.aCustomer({ theme: hidesPricing });
    const { body, products } = await catalogueOf(customer.browser);
    expect(body).not.toMatch(AMOUNT);
    expect(body).not.toContain('€');
    for (const id of [shown.id, onQuote.id]) {
      const product = products.find((candidate) => candidate.id === id)!;
      expect(product).toMatchObject({
        fromPriceCents: null,
        pricing: { pagePrices: [], setupCents: 0, tiers: [] },
      });
      // What there is to choose stays: the screen configures as before.
      const options = product.menus.flatMap((menu) => menu.optionGroups.flatMap((group) => group.options));
      expect(options.map((option) => option.name)).toEqual([
        'A4',
        'A3',
        'Zwart/Wit',
        'kleur',
        'geen',
        'nieten',
      ]);
      expect(options.every((option) => option.price === null)).toBe(true);
    }
  });

  it('sends nobody the amounts of a product sold on a quote, and an ordinary customer every other', async () => {
    const customer = await ordering.aCustomer();
    const { body, products } = await catalogueOf(customer.browser);
    expect(rawProduct(body, onQuote.id)).not.toMatch(AMOUNT);
    expect(products.find((product) => product.id === onQuote.id)).toMatchObject({
      hidePrice: true,
      fromPriceCents: null,
      pricing: { pagePrices: [], setupCents: 0, tiers: [] },
    });
    const { fromPriceCents, ...asStored } = products.find((product) => product.id === shown.id)!;
    // As stored (the page prices in the database's order).
    expect(asStored).toEqual({
      ...shown,
      pricing: { ...shown.pricing, pagePrices: expect.arrayContaining(shown.pricing.pagePrices) },
    });
    expect(asStored.pricing.pagePrices).toHaveLength(shown.pricing.pagePrices.length);
    expect(fromPriceCents).toBe(fromPrice(shown));
    expect(rawProduct(body, shown.id)).toMatch(AMOUNT);
  });
});

describe('the cart', () => {
  it('answers a customer whose theme hides prices without an amount in every call, and stores the price', async () => {
    const customer = await ordering.aCustomer({ theme: hidesPricing });
    // Put in the cart together (PUT cart).
    const put = await ordering.inTheCart(customer, [
      { name: 'jaarverslag.pdf', product: shown },
      { name: 'offerte.pdf', product: onQuote },
    ]);
    expect(put.totalCents).toBe(0);
    for (const line of put.lines) expectNoAmount(line);
    const [first, second] = put.lines;

    // Configured one by one (PUT configuration).
    const configured = await send(
      customer.browser,
      'PUT',
      `/api/v3/uploads/${customer.session}/files/${first!.fileId}/configuration`,
      { productId: shown.id, specs: first!.specs, quantity: 120 },
    );
    expect(configured.statusCode, configured.body).toBe(200);
    expect(configured.body).not.toMatch(AMOUNT);
    expectNoAmount(cartLineSchema.parse(configured.json()));

    // Read, taken out and put back (GET, DELETE and POST cart).
    const read = await cartOf(customer);
    expect(read.body).not.toMatch(AMOUNT);
    expect(read.cart.totalCents).toBe(0);
    const removed = await send(
      customer.browser,
      'DELETE',
      `/api/v3/uploads/${customer.session}/cart/${second!.fileId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.body).not.toMatch(AMOUNT);
    const added = await send(customer.browser, 'POST', `/api/v3/uploads/${customer.session}/cart`, {
      fileIds: [second!.fileId],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.body).not.toMatch(AMOUNT);

    // The server priced both for the order (120 copies: the tier's discount; both: the set-up).
    expect((await storedLine(first!.fileId)).priceCents).toBe(priceOf(shown, first!.specs, 120));
    expect((await storedLine(second!.fileId)).priceCents).toBe(priceOf(onQuote, second!.specs, 3));
    expect(priceOf(shown, first!.specs, 120)).toBeGreaterThan(0);
  });

  it('answers an ordinary customer a line of a product sold on a quote without an amount, out of the total', async () => {
    const customer = await ordering.aCustomer();
    const cart = await ordering.inTheCart(customer, [
      { name: 'jaarverslag.pdf', product: shown },
      { name: 'offerte.pdf', product: onQuote },
    ]);
    const [priced, quoted] = cart.lines;
    expect(priced).toMatchObject({ priceHidden: false, priceCents: priceOf(shown, priced!.specs, 3) });
    expect(priced!.breakdown).not.toBeNull();
    expectNoAmount(quoted!);
    expect(cart.totalCents).toBe(priced!.priceCents);
    expect((await storedLine(quoted!.fileId)).priceCents).toBe(priceOf(onQuote, quoted!.specs, 3));

    const configured = await send(
      customer.browser,
      'PUT',
      `/api/v3/uploads/${customer.session}/files/${quoted!.fileId}/configuration`,
      { productId: onQuote.id, specs: quoted!.specs, quantity: 5 },
    );
    expect(configured.statusCode, configured.body).toBe(200);
    expect(configured.body).not.toMatch(AMOUNT);
    const { cart: read } = await cartOf(customer);
    expectNoAmount(lineOf(read, quoted!.fileId));
    expect(read.totalCents).toBe(priced!.priceCents);
  });

  it('answers a line whose product the customer may no longer order without its amount', async () => {
    const customer = await ordering.aCustomer();
    const gone = await aProduct(database.db, withEveryAmount({ title: 'Verdwijnt' }));
    const cart = await ordering.inTheCart(customer, [{ name: 'jaarverslag.pdf', product: gone }]);
    expect(cart.lines[0]!.priceHidden).toBe(false);
    await database.db.update(products).set({ securityLevel: 5 }).where(eq(products.id, gone.id));
    const { body, cart: read } = await cartOf(customer);
    expect(body).not.toMatch(AMOUNT);
    expectNoAmount(read.lines[0]!);
  });

  it("says 'on request' rather than why no price could be computed for a file of such a product", async () => {
    const customer = await ordering.aCustomer();
    const response = await upload(
      app,
      customer.browser,
      customer.session,
      'beveiligd.pdf',
      await encryptPdf(await plainPdf(2), 'geheim', 'eigenaar'),
    );
    const file = await analysed(app, customer.browser, customer.session, response.json().files[0].uuid);
    const specs = [
      { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
      { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' },
      { menuId: 'afwerking', optionGroupName: 'afwerking', optionName: 'geen' },
    ];
    const configure = (productId: string) =>
      send(customer.browser, 'PUT', `/api/v3/uploads/${customer.session}/files/${file.uuid}/configuration`, {
        productId,
        specs,
        quantity: 1,
      });
    // The reason stays for a product whose prices show ('Geen prijscalculatie mogelijk')...
    expect(cartLineSchema.parse((await configure(shown.id)).json())).toMatchObject({
      priceHidden: false,
      noPriceReason: 'passwordProtected',
    });
    // ...and a product sold on a quote says only that the price comes on request.
    expectNoAmount(cartLineSchema.parse((await configure(onQuote.id)).json()));
  });
});

describe('the order', () => {
  it('checks the total an ordinary customer saw: the shown lines and the spoed surcharge, not a hidden line', async () => {
    const customer = await ordering.aCustomer();
    const cart = await ordering.inTheCart(customer, [
      { name: 'jaarverslag.pdf', product: shown },
      { name: 'offerte.pdf', product: onQuote },
    ]);
    const hiddenCents = (await storedLine(cart.lines[1]!.fileId)).priceCents!;
    const { dates } = await ordering.firstDateOf(customer);
    const spoed = dates.options.find((option) => option.title === 'spoed' && option.active)!;
    const surcharge = dates.promise.express!.surchargeCents;
    const details = await ordering.detailsFor(customer, {
      deliveryDate: {
        date: spoed.date.split('-').reverse().join('-'),
        time: spoed.times[0]?.time ?? null,
        title: 'spoed',
      },
    });

    // A total with the hidden line's price is not one the customer was shown; nor is a lower one.
    for (const wrong of [cart.totalCents + hiddenCents + surcharge, cart.totalCents + surcharge - 1]) {
      const refused = await place(customer, details, wrong);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toBe('PRICE_CHANGED');
    }
    expect(await database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual([]);

    const response = await place(customer, details, cart.totalCents + surcharge);
    expect(response.statusCode, response.body).toBe(201);
    // The provider's order has every line's price.
    const atDesk = await deskViewOf(response.json().orderId);
    expect(atDesk.totals?.exclVatCents).toBe(cart.totalCents + hiddenCents + surcharge);
    expect(atDesk.lines.map((line) => line.linePriceCents)).toEqual([cart.totalCents, hiddenCents]);
  });

  it('still refuses a total that is not the server’s for a cart without hidden lines', async () => {
    const customer = await ordering.aCustomer();
    const cart = await ordering.inTheCart(customer, [{ name: 'jaarverslag.pdf', product: shown }]);
    const details = await ordering.detailsFor(customer);
    const refused = await place(customer, details, cart.totalCents - 1);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe('PRICE_CHANGED');
    expect((await place(customer, details, cart.totalCents)).statusCode).toBe(201);
  });

  it('places the order of a customer whose theme hides prices at the real prices for the provider', async () => {
    const customer = await ordering.aCustomer({ theme: hidesPricing });
    const cart = await ordering.inTheCart(customer, [
      { name: 'jaarverslag.pdf', product: shown },
      { name: 'offerte.pdf', product: onQuote },
    ]);
    const stored = await Promise.all(
      cart.lines.map(async (line) => (await storedLine(line.fileId)).priceCents),
    );
    // The customer saw no total and sends none.
    const response = await place(customer, await ordering.detailsFor(customer), 0);
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order).toMatchObject({ pricesHidden: true, totalExclVatCents: stored[0]! + stored[1]! });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const ascending = (a: number | null, b: number | null) => a! - b!;
    expect(lines.map((line) => line.linePriceCents).sort(ascending)).toEqual([...stored].sort(ascending));
    expect((await deskViewOf(order!.id)).totals?.exclVatCents).toBe(stored[0]! + stored[1]!);
  });
});
