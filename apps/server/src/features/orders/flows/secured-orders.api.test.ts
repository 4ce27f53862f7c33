import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultChoices, withChoice } from '@portal/shared/rules/secured-specs';
import { deskOrderListSchema, deskOrderViewSchema } from '@portal/shared/schemas/order-views';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { productTemplatesResponseSchema, type SecuredLine } from '@portal/shared/schemas/secured';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser } from '../../../../test/builders';
import { mutableClock } from '../../../../test/mutable-clock';
import {
  aSecuredTemplate,
  aShopStaffMember,
  theDemoShops,
  theSecuredTemplates,
} from '../../../../test/ordering-builders';
import { anAddress, type OrderingCustomer, orderingClient } from '../../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import { analysed, type Browser, headersOf, logIn, upload } from '../../../../test/upload-client';
import { DEMO_PRODUCT_TEMPLATES } from '../../secured-printing/secured-printing.seed';
import { DEMO_SHOP_IDS } from '../../shops/shops.seed';
import { plainPdf } from '../../uploads/analysis/test-fixtures';
import { orderDocuments, orders } from '../orders.tables';

/**
 * The secured print order (issue 28 point 6, printType PRINT_TEMPLATE): files of the session, each
 * with a product template, its choices and a number of prints, made at a secure shop only; the
 * order's files are read at the desk only by the staff of that shop, and every download is kept.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let ordering: ReturnType<typeof orderingClient>;
/** Staff of the secure shop in Amsterdam, and staff of no shop. */
let amsterdamStaff: Browser;
let otherStaff: Browser;

const [documents, exams] = DEMO_PRODUCT_TEMPLATES;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'secured-orders-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  await theSecuredTemplates(database.db);
  const staff = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
  await aShopStaffMember(database.db, DEMO_SHOP_IDS.amsterdam, staff.id);
  amsterdamStaff = await logIn(app, staff.email, staff.password);
  const other = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
  otherStaff = await logIn(app, other.email, other.password);
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

/** Uploads 4-page PDFs into the customer's session; their ids. */
async function uploaded(customer: OrderingCustomer, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const response = await upload(app, customer.browser, customer.session, name, await plainPdf(4));
    expect(response.statusCode, response.body).toBe(201);
    ids.push((await analysed(app, customer.browser, customer.session, response.json().files[0].uuid)).uuid);
  }
  return ids;
}

/** Collected at the shop in Amsterdam (a secure one), or another shop, on its first date. */
async function detailsAt(customer: OrderingCustomer, shopId: string) {
  const dates = await call(
    customer.browser,
    'GET',
    `/api/v3/shops/${shopId}/dates?fulfilment=pickUp&kind=secured&secure=true`,
  );
  const answer = dates.json();
  const first = answer.available ? answer.firstChoice : null;
  if (!first) throw new Error(`no first date at ${shopId}: ${dates.body}`);
  return ordering.detailsFor(customer, {
    orderType: 'pickUp',
    deliveryAddress: null,
    pickUpAddress: anAddress({ id: shopId, company: 'Drukwerk Direct' }),
    deliveryDate: first
      ? { date: first.value.split('-').reverse().join('-'), time: first.time, title: null }
      : null,
    secure: true,
  });
}

const place = (customer: OrderingCustomer, body: Record<string, unknown>, key = randomUUID()) =>
  call(
    customer.browser,
    'POST',
    '/api/v3/orders',
    { printType: 'PRINT_TEMPLATE', product: 'printProduct', expectedTotalExclVatCents: 0, ...body },
    key,
  );

const ordersOf = async (userId: string) =>
  (await database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

describe('the secured print order', () => {
  it('is offered to users with secured printing only', async () => {
    const customer = await ordering.aCustomer();
    const refused = await call(customer.browser, 'GET', '/api/v3/secured/product-templates');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('SECURED_PRINTING_NOT_ALLOWED');
    const secured = await ordering.aCustomer({ securityLevel: 2 });
    const templates = productTemplatesResponseSchema.parse(
      (await call(secured.browser, 'GET', '/api/v3/secured/product-templates')).json(),
    );
    expect(templates.templates.map((template) => template.title)).toEqual(
      DEMO_PRODUCT_TEMPLATES.map((template) => template.title),
    );
  });

  it('places two files with two products at a secure shop, read at the desk only by its staff', async () => {
    const customer = await ordering.aCustomer({ securityLevel: 2 });
    const [report, exam] = await uploaded(customer, ['jaarverslag.pdf', 'examen-wiskunde.pdf']);
    const stapled = withChoice(documents!, defaultChoices(documents!), 'Afwerking', 'Nieten');
    const securedLines: SecuredLine[] = [
      { fileId: report!, templateId: documents!.id, choices: stapled, quantity: 12 },
      { fileId: exam!, templateId: exams!.id, choices: defaultChoices(exams!), quantity: 30 },
    ];
    const details = await detailsAt(customer, DEMO_SHOP_IDS.amsterdam);
    const response = await place(customer, { sessionId: customer.session, details, securedLines });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed).toMatchObject({ kind: 'secured', lineCount: 2, unpricedLineCount: 2 });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.shopId).toBe(DEMO_SHOP_IDS.amsterdam);
    expect(order!.details.secure).toBe(true);
    // Collected at the shop by the user, by name (spec 02 section 5).
    expect(order!.details.pickUpAddress).toMatchObject({ id: DEMO_SHOP_IDS.amsterdam, name: 'Test Klant' });

    // The desk of the shop sees it with its titled choices; another shop's staff do not.
    const view = deskOrderViewSchema.parse(
      (await call(amsterdamStaff, 'GET', `/api/v3/order-desk/orders/${placed.orderId}`)).json(),
    );
    expect(view.lines.map((line) => [line.kind, line.productTitle, line.quantity])).toEqual([
      ['secured_file', 'Vertrouwelijke documenten', 12],
      ['secured_file', 'Examens en toetsen', 30],
    ]);
    expect(view.lines[0]!.specs).toContainEqual(
      expect.objectContaining({ groupTitle: 'Afwerking – Positie', optionTitle: 'Links boven' }),
    );
    expect((await call(otherStaff, 'GET', `/api/v3/order-desk/orders/${placed.orderId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(otherStaff, 'GET', `/api/v3/order-desk/orders/${placed.orderId}/lines/1/file`)).statusCode,
    ).toBe(404);
    const list = deskOrderListSchema.parse(
      (await call(otherStaff, 'GET', '/api/v3/order-desk/orders?limit=100')).json(),
    );
    expect(list.orders.map((listed) => listed.id)).not.toContain(placed.orderId);

    // Every download by the shop's staff is kept with the order.
    const download = await call(
      amsterdamStaff,
      'GET',
      `/api/v3/order-desk/orders/${placed.orderId}/lines/2/file`,
    );
    expect(download.statusCode, download.body).toBe(200);
    const after = deskOrderViewSchema.parse(
      (await call(amsterdamStaff, 'GET', `/api/v3/order-desk/orders/${placed.orderId}`)).json(),
    );
    expect(after.downloads).toEqual([
      expect.objectContaining({
        what: 'file',
        position: 2,
        fileName: 'examen-wiskunde.pdf',
        by: expect.objectContaining({ name: 'Test Klant' }),
      }),
    ]);
    // So is the first look at a file's pages, once per person however many thumbnails arrive at
    // once (decision 0104); another shop's staff see none of them.
    const thumbnails = await Promise.all(
      [1, 1, 2].map((page) =>
        call(
          amsterdamStaff,
          'GET',
          `/api/v3/order-desk/orders/${placed.orderId}/lines/1/preview/120?page=${page}`,
        ),
      ),
    );
    expect(thumbnails.map((thumbnail) => thumbnail.statusCode)).toEqual([200, 200, 200]);
    expect(
      (await call(otherStaff, 'GET', `/api/v3/order-desk/orders/${placed.orderId}/lines/1/preview/120`))
        .statusCode,
    ).toBe(404);
    const seen = deskOrderViewSchema.parse(
      (await call(amsterdamStaff, 'GET', `/api/v3/order-desk/orders/${placed.orderId}`)).json(),
    );
    // (The test's clock stands still: both rows have one instant, so their order is not asked.)
    expect(seen.downloads.map((row) => [row.what, row.position, row.by?.name]).sort()).toEqual([
      ['file', 2, 'Test Klant'],
      ['preview', 1, 'Test Klant'],
    ]);
    // The ticket was written at placement, with the templates' choices.
    const [ticket] = await database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, placed.orderId));
    expect(ticket).toBeDefined();
  });

  it('is shown in My orders and on the desk with the longest names a template may have', async () => {
    const long = (start: string) => `${start} ${'x'.repeat(79 - start.length)}`;
    const spec = long('Afwerking');
    const submenu = long('Positie');
    const option = long('Nieten');
    const template = {
      id: 'lange-namen',
      position: 9,
      title: long('Lange namen'),
      description: '',
      specs: [
        {
          type: 'option' as const,
          title: spec,
          align: 'left' as const,
          options: [{ name: option, submenus: [{ title: submenu, options: [option], default: option }] }],
          default: option,
        },
      ],
    };
    await aSecuredTemplate(database.db, template);
    const customer = await ordering.aCustomer({ securityLevel: 2 });
    const [file] = await uploaded(customer, ['lang.pdf']);
    const response = await place(customer, {
      sessionId: customer.session,
      details: await detailsAt(customer, DEMO_SHOP_IDS.amsterdam),
      securedLines: [
        { fileId: file!, templateId: template.id, choices: defaultChoices(template), quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { orderId } = placedOrderSchema.parse(response.json());
    const mine = await call(customer.browser, 'GET', `/api/v3/orders/${orderId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const view = deskOrderViewSchema.parse(
      (await call(amsterdamStaff, 'GET', `/api/v3/order-desk/orders/${orderId}`)).json(),
    );
    expect(view.lines[0]!.specs).toContainEqual(
      expect.objectContaining({ groupTitle: `${spec} – ${submenu}`, optionTitle: option }),
    );
  });

  it('is placed once for 20 submissions of one session at once, whatever their keys', async () => {
    const customer = await ordering.aCustomer({ securityLevel: 2 });
    const [file] = await uploaded(customer, ['notulen.pdf']);
    const body = {
      sessionId: customer.session,
      details: await detailsAt(customer, DEMO_SHOP_IDS.amsterdam),
      securedLines: [
        { fileId: file!, templateId: documents!.id, choices: defaultChoices(documents!), quantity: 2 },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(customer, body)));
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const ids = new Set(
      answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().orderId),
    );
    expect(ids.size).toBe(1);
    expect(await ordersOf(customer.userId)).toBe(1);
  });

  it.each([
    ['a user without secured printing', { securityLevel: 1 }, 'SECURED_PRINTING_NOT_ALLOWED'],
  ] as const)('refuses %s', async (_, options, error) => {
    const customer = await ordering.aCustomer(options);
    const [file] = await uploaded(customer, ['geheim.pdf']);
    const response = await place(customer, {
      sessionId: customer.session,
      details: await detailsAt(customer, DEMO_SHOP_IDS.amsterdam),
      securedLines: [
        { fileId: file!, templateId: documents!.id, choices: defaultChoices(documents!), quantity: 1 },
      ],
    });
    expect(response.json().error).toBe(error);
    expect(await ordersOf(customer.userId)).toBe(0);
  });

  it("refuses a shop that is not secure, a file without a product, choices that do not fit, an unknown template and another session's file", async () => {
    const customer = await ordering.aCustomer({ securityLevel: 2 });
    const other = await ordering.aCustomer({ securityLevel: 2 });
    const [file] = await uploaded(customer, ['geheim.pdf']);
    const [foreign] = await uploaded(other, ['van-een-ander.pdf']);
    const atAmsterdam = await detailsAt(customer, DEMO_SHOP_IDS.amsterdam);
    const line = {
      fileId: file!,
      templateId: documents!.id,
      choices: defaultChoices(documents!),
      quantity: 1,
    };
    const cases: [Record<string, unknown>, string, string?][] = [
      [
        {
          details: {
            ...atAmsterdam,
            pickUpAddress: anAddress({ id: DEMO_SHOP_IDS.utrecht, company: 'Drukwerk Direct' }),
          },
          securedLines: [line],
        },
        'SHOP_NOT_SECURE',
      ],
      [
        { details: atAmsterdam, securedLines: [{ ...line, templateId: null, choices: [] }] },
        'ORDER_INCOMPLETE',
        'Nog geen product gekozen.',
      ],
      [{ details: atAmsterdam, securedLines: [] }, 'ORDER_INCOMPLETE', 'Bestanden ontbreken nog, klik hier.'],
      [
        {
          details: atAmsterdam,
          securedLines: [{ ...line, choices: [{ spec: 'Formaat', option: 'A0', submenus: [] }] }],
        },
        'PRODUCT_TEMPLATE_CHOICE_INVALID',
      ],
      [
        { details: atAmsterdam, securedLines: [{ ...line, templateId: 'bestaat-niet' }] },
        'PRODUCT_TEMPLATE_NOT_FOUND',
      ],
      [{ details: atAmsterdam, securedLines: [{ ...line, fileId: foreign! }] }, 'SECURED_FILES_CHANGED'],
    ];
    for (const [body, error, message] of cases) {
      const response = await place(customer, { sessionId: customer.session, ...body });
      expect(response.json().error, response.body).toBe(error);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await ordersOf(customer.userId)).toBe(0);
  });

  it('refuses, placing nothing, when the session holds a file the lines do not name or a line names a file it does not hold', async () => {
    const customer = await ordering.aCustomer({ securityLevel: 2 });
    const [chosen, addedSince] = await uploaded(customer, ['gekozen.pdf', 'later-toegevoegd.pdf']);
    const details = await detailsAt(customer, DEMO_SHOP_IDS.amsterdam);
    const line = { templateId: documents!.id, choices: defaultChoices(documents!), quantity: 1 };
    for (const securedLines of [
      // Step 1 showed one file; another window added the second since.
      [{ ...line, fileId: chosen! }],
      // A file that is not (or no longer) in the session.
      [
        { ...line, fileId: chosen! },
        { ...line, fileId: addedSince! },
        { ...line, fileId: randomUUID() },
      ],
      // One file twice.
      [
        { ...line, fileId: chosen! },
        { ...line, fileId: chosen! },
      ],
    ]) {
      const response = await place(customer, { sessionId: customer.session, details, securedLines });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        error: 'SECURED_FILES_CHANGED',
        message:
          'De bestanden van uw beveiligde printopdracht zijn gewijzigd sinds u ze een product gaf (bijvoorbeeld in een ander venster). Controleer de bestanden en hun producten en verstuur de opdracht opnieuw.',
      });
    }
    expect(await ordersOf(customer.userId)).toBe(0);
    // Both files are still in the open session.
    const files = await call(customer.browser, 'GET', `/api/v3/uploads/${customer.session}/files`);
    expect(files.statusCode, files.body).toBe(200);
    expect(JSON.stringify(files.json())).toContain(addedSince!);
  });
});
