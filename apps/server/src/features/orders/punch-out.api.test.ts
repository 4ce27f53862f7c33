import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analysisForPricing, defaultSpecs, UNKNOWN_PAGES } from '@portal/shared/rules/configuration';
import { orderTotals } from '@portal/shared/rules/vat';
import { cartResponseSchema } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { themeResponseSchema } from '@portal/shared/schemas/theme';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser, type BuiltTheme } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { aLinkedCustomer, theDemoShops } from '../../../test/ordering-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { analysed, type Browser, headersOf, logIn, openSession, upload } from '../../../test/upload-client';
import { plainPdf } from '../uploads/analysis/test-fixtures';
import { uploadSessions } from '../uploads/uploads.tables';
import { idempotencyKeys, orders } from './orders.tables';
import { insertMissingPunchOutSettings } from './punch-out/punch-out.repository';
import { orderPunchOuts } from './punch-out.tables';

/**
 * Purchasing-portal mode over HTTP (spec 02 sections 4, 5 and 7; decision 0055): an order placed
 * in a portal theme drops delivery, invoice, date, project and reference, carries the theme's
 * customer number and a required phone number, and answers with the address of the purchasing
 * system and the order as a cXML document. The address comes from the provider's data or from
 * the purchasing system's start, checked against the theme's allowed origins; never from the
 * order's body.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));
const THEME_CUSTOMER = '4200117';
const PURCHASING_SYSTEM = 'https://inkoop.bouwgroep-noord.example';
const DEFAULT_CALLBACK = `${PURCHASING_SYSTEM}/cxml/ontvang`;

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let product: Product;
let portal: BuiltTheme;
let bare: BuiltTheme;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'punch-out-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  const portalFields = { sapPortal: true, themeCustomer: THEME_CUSTOMER, project: { required: true } };
  portal = await aTheme(database.db, { customFields: portalFields });
  // A portal theme the provider has not linked to a purchasing system yet.
  bare = await aTheme(database.db, { customFields: { sapPortal: true, themeCustomer: THEME_CUSTOMER } });
  await insertMissingPunchOutSettings(database.db, [
    {
      themeId: portal.id,
      defaultCallbackUrl: DEFAULT_CALLBACK,
      allowedOrigins: [PURCHASING_SYSTEM],
      buyerIdentity: 'BouwgroepNoord',
      supplierIdentity: 'DrukwerkDirect',
    },
  ]);
  product = await aProduct(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Purchaser = { userId: string; browser: Browser; session: string };

/** A logged-in user with an upload session; bound to a theme when given. */
async function aPurchaser(options: { theme?: BuiltTheme } = {}): Promise<Purchaser> {
  const user = await aUser(database.db, { theme: options.theme });
  const browser = await logIn(app, user.email, user.password);
  return { userId: user.id, browser, session: await openSession(app, browser) };
}

async function aFileInTheCart(purchaser: Purchaser, ordered: Product = product) {
  const response = await upload(
    app,
    purchaser.browser,
    purchaser.session,
    'bouwtekening.pdf',
    await plainPdf(2),
  );
  expect(response.statusCode, response.body).toBe(201);
  const file = await analysed(app, purchaser.browser, purchaser.session, response.json().files[0].uuid);
  const analysis = analysisForPricing(file);
  const specs = defaultSpecs(ordered, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis);
  const put = await app.inject({
    method: 'PUT',
    url: `/api/v3/uploads/${purchaser.session}/cart`,
    headers: headersOf(purchaser.browser),
    payload: { lines: [{ fileId: file.uuid, productId: ordered.id, specs, quantity: 2 }] },
  });
  expect(put.statusCode, put.body).toBe(200);
  return cartResponseSchema.parse(put.json());
}

/** What a client might still hold from the steps a portal theme does not have: all of it is dropped. */
const leftovers = {
  orderType: 'deliver',
  deliveryAddress: { id: randomUUID(), company: 'Ergens B.V.', zipCode: '1234 AB' },
  invoiceAddress: { id: randomUUID(), company: 'Ander B.V.', customerNumber: '9999999' },
  deliveryDate: { date: '2026-03-08', time: null, title: 'spoed' },
  project: { id: null, name: 'x' },
  reference: 'PO-1',
  quotationNo: 'KORT',
  letter: 'Bij de poort',
};

function bodyFor(purchaser: Purchaser, totalCents: number, details: Record<string, unknown> = {}) {
  return {
    sessionId: purchaser.session,
    details: { ...leftovers, instruction: 'Graag op A3 vouwen', phone: '050 123 45 67', ...details },
    expectedTotalExclVatCents: totalCents,
    themeName: portal.name,
  };
}

const place = (purchaser: Purchaser, body: unknown, options: { key?: string; cookie?: string } = {}) => {
  const headers = headersOf(purchaser.browser);
  if (options.cookie) headers.cookie = [headers.cookie, options.cookie].filter(Boolean).join('; ');
  return app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { ...headers, 'idempotency-key': options.key ?? randomUUID() },
    payload: body as Record<string, unknown>,
  });
};

const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));
const decoded = (document: string) => Buffer.from(document, 'base64').toString('utf8');

async function expectNothingStored(purchaser: Purchaser) {
  expect(await ordersOf(purchaser.userId)).toEqual([]);
  const [keys] = await database.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, purchaser.userId));
  expect(keys!.n).toBe(0);
  const [session] = await database.db
    .select()
    .from(uploadSessions)
    .where(eq(uploadSessions.id, purchaser.session));
  expect(session!.closedAt).toBeNull();
}

/** The purchasing system opens the portal in the customer's browser. */
const start = (theme: string, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/v3/punch-out/${theme}/start?${new URLSearchParams(query)}` });

describe('an order placed in a purchasing portal', () => {
  it('drops delivery, invoice, date, project and reference, uses the theme’s customer number and answers with the document', async () => {
    const purchaser = await aPurchaser({ theme: portal });
    const cart = await aFileInTheCart(purchaser);
    const response = await place(purchaser, bodyFor(purchaser, cart.totalCents));
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed).toMatchObject({
      express: false,
      expressSurchargeCents: 0,
      totals: orderTotals(cart.totalCents),
    });
    expect(placed.punchOut).toMatchObject({ callbackUrl: DEFAULT_CALLBACK, formField: 'cxml-base64' });

    const [order] = await ordersOf(purchaser.userId);
    expect(order).toMatchObject({ customerNumber: THEME_CUSTOMER, express: false, themeId: portal.id });
    expect(order!.details).toMatchObject({
      deliveryAddress: null,
      invoiceAddress: null,
      pickUpAddress: null,
      deliveryDate: null,
      project: null,
      reference: '',
      quotationNo: null,
      letter: '',
      instruction: 'Graag op A3 vouwen',
      phone: '050 123 45 67',
    });

    const document = decoded(placed.punchOut!.document);
    expect(document).toContain('<PunchOutOrderMessage>');
    // Without a start, the purchasing system's session cookie is the order number.
    expect(document).toContain(`<BuyerCookie>${placed.orderNumber}</BuyerCookie>`);
    expect(document).toContain(`<SupplierPartAuxiliaryID>${placed.orderNumber}/1</SupplierPartAuxiliaryID>`);
    expect(document).toMatch(/<To>\s*<Credential domain="NetworkID">\s*<Identity>BouwgroepNoord<\/Identity>/);
    expect(document).toContain(`payloadID="${order!.id}@`);
    const [kept] = await database.db
      .select()
      .from(orderPunchOuts)
      .where(eq(orderPunchOuts.orderId, order!.id));
    expect(kept).toMatchObject({ callbackUrl: DEFAULT_CALLBACK, document });
  });

  it('answers a replay and a second key for the same cart with the same document and address', async () => {
    const purchaser = await aPurchaser({ theme: portal });
    const cart = await aFileInTheCart(purchaser);
    const body = bodyFor(purchaser, cart.totalCents);
    const key = randomUUID();
    const first = await place(purchaser, body, { key });
    const replay = await place(purchaser, body, { key });
    const other = await place(purchaser, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().punchOut).toEqual(first.json().punchOut);
    expect(await ordersOf(purchaser.userId)).toHaveLength(1);
  });

  it('requires a phone number the shop can call, with the step’s message', async () => {
    const purchaser = await aPurchaser({ theme: portal });
    const cart = await aFileInTheCart(purchaser);
    for (const [phone, message] of [
      ['', 'Uw telefoonnummer ontbreekt nog, klik hier.'],
      ['12 34', 'Uw telefoonnummer is nog niet correct ingevuld, klik hier.'],
    ]) {
      const response = await place(purchaser, bodyFor(purchaser, cart.totalCents, { phone }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: 'ORDER_INCOMPLETE', message });
    }
    await expectNothingStored(purchaser);
  });

  it('lets a user linked to the theme’s customer number order, and refuses anyone else the number', async () => {
    const stranger = await aPurchaser();
    const cart = await aFileInTheCart(stranger);
    const refused = await place(stranger, bodyFor(stranger, cart.totalCents));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('PUNCH_OUT_NOT_ALLOWED');
    await expectNothingStored(stranger);

    // A user of the customer: linked to its number by staff, without the portal theme of their own.
    const user = await aUser(database.db);
    const { customerNumber } = await aLinkedCustomer(database.db, user.id, clock.now());
    const linkedPortal = await aTheme(database.db, {
      customFields: { sapPortal: true, themeCustomer: customerNumber },
    });
    await insertMissingPunchOutSettings(database.db, [
      { themeId: linkedPortal.id, defaultCallbackUrl: DEFAULT_CALLBACK },
    ]);
    const browser = await logIn(app, user.email, user.password);
    const linked = { userId: user.id, browser, session: await openSession(app, browser) };
    const linkedCart = await aFileInTheCart(linked);
    const response = await place(linked, {
      ...bodyFor(linked, linkedCart.totalCents),
      themeName: linkedPortal.name,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await ordersOf(linked.userId))[0]!.customerNumber).toBe(customerNumber);
  });

  it('refuses an order that could not go back: a portal theme without a purchasing system in data', async () => {
    const purchaser = await aPurchaser({ theme: bare });
    const cart = await aFileInTheCart(purchaser);
    const response = await place(purchaser, { ...bodyFor(purchaser, cart.totalCents), themeName: bare.name });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('PUNCH_OUT_UNAVAILABLE');
    await expectNothingStored(purchaser);
  });

  it('gives the portal theme no deliver or invoice step wherever its flags are read', async () => {
    const theme = themeResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/v3/themes/${bare.name}` })).json(),
    );
    expect(theme.settings.flags).toMatchObject({ hideDeliverOptions: true, hideInvoiceOptions: true });
  });
});

describe('what a purchasing portal places (decision 0100)', () => {
  it('refuses a quote request, a copy order and a secured print order, which go back as no cart, storing nothing', async () => {
    const purchaser = await aPurchaser({ theme: portal });
    const details = { description: 'Een offerte graag', phone: '050 123 45 67' };
    const attempts = [
      ['/api/v3/order/quotation-request', { draftId: randomUUID(), details, themeName: portal.name }],
      [
        '/json/save-copy-order.json.php',
        {
          draftId: randomUUID(),
          details: {
            ...details,
            orderType: 'copyOrder',
            copyJob: {
              originals: 1,
              copies: 1,
              format: 'A4',
              colour: 'bw',
              sides: 'single',
              finishing: 'none',
            },
          },
          expectedTotalExclVatCents: 0,
          themeName: portal.name,
        },
      ],
      [
        '/api/v3/orders',
        {
          sessionId: purchaser.session,
          printType: 'PRINT_TEMPLATE',
          details,
          securedLines: [],
          expectedTotalExclVatCents: 0,
          themeName: portal.name,
        },
      ],
    ] as const;
    for (const [url, body] of attempts) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headersOf(purchaser.browser), 'idempotency-key': randomUUID() },
        payload: body,
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({
        error: 'PUNCH_OUT_FLOW_NOT_ALLOWED',
        message:
          'Deze opdracht kunt u niet vanuit uw inkoopsysteem plaatsen: alleen bestellingen met een prijs gaan terug naar uw inkoopsysteem. Neem voor een offerte, een kopieer-, scan- of beveiligde printopdracht contact met ons op.',
      });
    }
    await expectNothingStored(purchaser);
  });

  it('sends a line whose price the customer was not shown at 0.00 and leaves it out of the total', async () => {
    const onRequest = await aProduct(database.db, { id: 'bouwbord-op-aanvraag', hidePrice: true });
    const purchaser = await aPurchaser({ theme: portal });
    await aFileInTheCart(purchaser, onRequest);
    // The customer was shown no amount, so sends none.
    const order = await place(purchaser, bodyFor(purchaser, 0));
    expect(order.statusCode, order.body).toBe(201);
    const placed = placedOrderSchema.parse(order.json());
    expect(placed.totals).toBeNull();
    const [kept] = await ordersOf(purchaser.userId);
    expect(kept!.totalExclVatCents).toBeGreaterThan(0);
    const document = decoded(placed.punchOut!.document);
    expect(document).toMatch(/<Total>\s*<Money currency="EUR">0\.00<\/Money>/);
    expect(document).toContain('<Money currency="EUR">0.00</Money>');
    expect(document).toContain('Prijs op aanvraag');
    expect(document).not.toContain(`>${(kept!.totalExclVatCents / 100).toFixed(2)}<`);
  });
});

describe('the purchasing system opens the portal', () => {
  it('keeps an allowed address and the buyer cookie for the order, which goes back there and ends the session', async () => {
    const hook = `${PURCHASING_SYSTEM}/oci/hook?sid=4711&~OkCode=ADDI`;
    const opened = await start(portal.name, { HOOK_URL: hook, BUYER_COOKIE: 'sessie-4711' });
    expect(opened.statusCode, opened.body).toBe(303);
    expect(opened.headers.location).toBe(`/${portal.name}`);
    const cookie = opened.cookies.find((item) => item.name === 'punch_out')!;
    expect(cookie).toMatchObject({ path: '/api/v3/orders', httpOnly: true, sameSite: 'Lax' });

    const purchaser = await aPurchaser({ theme: portal });
    const cart = await aFileInTheCart(purchaser);
    const response = await place(purchaser, bodyFor(purchaser, cart.totalCents), {
      cookie: `punch_out=${cookie.value}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed.punchOut!.callbackUrl).toBe(hook);
    expect(decoded(placed.punchOut!.document)).toContain('<BuyerCookie>sessie-4711</BuyerCookie>');
    // Used up: the browser is told to forget it.
    const cleared = response.cookies.find((item) => item.name === 'punch_out');
    expect(cleared?.value).toBe('');
  });

  it.each([
    ['another purchasing system', 'https://inkoop.elders.example/hook'],
    ['a look-alike host', `${PURCHASING_SYSTEM}.evil.example/hook`],
    ['a script address', 'javascript:alert(document.cookie)'],
    ['credentials in the address', 'https://klant:geheim@inkoop.bouwgroep-noord.example/hook'],
  ])('refuses %s as the address, and keeps nothing', async (_, hook) => {
    const opened = await start(portal.name, { HOOK_URL: hook });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().error).toBe('PUNCH_OUT_CALLBACK_NOT_ALLOWED');
    expect(opened.cookies.find((item) => item.name === 'punch_out')).toBeUndefined();
  });

  it('opens only a portal theme that can take an order back', async () => {
    const other = await aTheme(database.db);
    for (const name of [other.name, bare.name, 'bestaat-niet']) {
      const opened = await start(name, { HOOK_URL: `${PURCHASING_SYSTEM}/hook` });
      expect(opened.statusCode, name).toBe(409);
      expect(opened.json().error).toBe('PUNCH_OUT_UNAVAILABLE');
    }
    // Without an address of its own the theme's default is used: the start needs none.
    const opened = await start(portal.name, {});
    expect(opened.statusCode).toBe(303);
  });

  it('never posts to an address the browser brought without the server’s signature or the theme’s leave', async () => {
    const purchaser = await aPurchaser({ theme: portal });
    const cart = await aFileInTheCart(purchaser);
    const forged = (hookUrl: string) =>
      Buffer.from(JSON.stringify({ themeId: portal.id, hookUrl, buyerCookie: 'x' })).toString('base64url');
    // Unsigned: as if a script or another site set it.
    const unsigned = await place(purchaser, bodyFor(purchaser, cart.totalCents), {
      cookie: `punch_out=${forged(`${PURCHASING_SYSTEM}/hook`)}`,
    });
    expect(unsigned.statusCode, unsigned.body).toBe(201);
    expect(unsigned.json().punchOut.callbackUrl).toBe(DEFAULT_CALLBACK);

    // Signed, but for an address the theme no longer allows: checked again, the default is used.
    const again = await aPurchaser({ theme: portal });
    const againCart = await aFileInTheCart(again);
    const signed = app.signCookie(forged('https://inkoop.elders.example/hook'));
    const response = await place(again, bodyFor(again, againCart.totalCents), {
      cookie: `punch_out=${encodeURIComponent(signed)}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().punchOut.callbackUrl).toBe(DEFAULT_CALLBACK);
    expect(decoded(response.json().punchOut.document)).not.toContain('<BuyerCookie>x</BuyerCookie>');
  });
});

describe('the pages of a purchasing portal', () => {
  let web: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>portaal</title><div id="root"></div>',
    );
    web = await createTestApp(database, {
      config: { SERVE_WEB: 'true', WEB_DIST_DIR: dist },
      deps: { clock },
    });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const formAction = async (url: string) => {
    const response = await web.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    return policy.split(';').find((directive) => directive.startsWith('form-action'));
  };

  it('may post a form to the portal’s purchasing system, and no other page may', async () => {
    expect(await formAction(`/${portal.name}/print-order/controleren`)).toBe(
      `form-action 'self' ${PURCHASING_SYSTEM}`,
    );
    expect(await formAction('/print-order/controleren')).toBe("form-action 'self'");
    expect(await formAction(`/${bare.name}`)).toBe("form-action 'self'");
  });
});
