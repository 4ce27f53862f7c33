import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORMAT_AS_FILE } from '@portal/shared/constants';
import type { Product } from '@portal/shared/schemas/catalogue';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, productShape } from '../../../test/builders';
import { loggedInCallers } from '../../../test/logged-in-callers';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingClient, orderingClient } from '../../../test/ordering-client';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { headersOf } from '../../../test/upload-client';
import { createMailTransport } from '../mail/mail.transport';
import { letterPdf } from '../uploads/analysis/test-fixtures';
import { orders } from './orders.tables';

/**
 * Texts that read right over HTTP (issue 32 point 6, decision 0136). A refusal names the cost
 * centre as the theme does, with the format it expects. A file of a non-standard size ordered
 * 'Als bestand' is named as on the product order screen, 'Afwijkend formaat 216 × 279 mm,
 * geprijsd als A3', in the cart that Controleren shows, in the placed order (My orders, the desk)
 * and in both mails, never just 'Formaat: Als bestand'.
 */

const NAME = 'Afwijkend formaat 216 × 279 mm, geprijsd als A3';
const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ordering: OrderingClient;
let product: Product;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'order-texts-'));
  smtp = await startSmtpSink();
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir },
    deps: { clock, mailTransport: createMailTransport(smtp.url) },
  });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  // The test product with 'Als bestand' as its format's first choice.
  const shape = productShape();
  const [menu] = shape.menus;
  const [format, ...rest] = menu!.optionGroups;
  const asFile = {
    name: FORMAT_AS_FILE,
    title: FORMAT_AS_FILE,
    price: null,
    alwaysColor: false,
    subOptions: [],
  };
  product = await aProduct(database.db, {
    menus: [
      {
        ...menu!,
        optionGroups: [
          { ...format!, default: FORMAT_AS_FILE, options: [asFile, ...format!.options] },
          ...rest,
        ],
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const { aCaller } = loggedInCallers({ app: () => app, db: () => database.db, block: 54 });

async function deskHeaders() {
  const desk = await aCaller({ staff: true, staffRoles: ['orderDesk'] });
  return { authorization: `Bearer ${desk.token}` };
}

/** The choices of a line as 'Titel: keuze'. */
const said = (specs: { groupTitle: string; optionTitle: string }[]) =>
  specs.map((spec) => `${spec.groupTitle}: ${spec.optionTitle}`);

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('an order refused for its cost centre', () => {
  it('names the cost centre as the theme does and the format it expects, and stores nothing', async () => {
    const costCentreTheme = await aTheme(database.db, {
      customFields: {
        project: {
          label: 'Kostenplaats',
          required: true,
          fields: [
            { format: '\\d{4}', maxLength: 4 },
            { format: '[A-Z]{2}\\d{3}', maxLength: 5 },
          ],
        },
      },
    });
    const customer = await ordering.aCustomer({ theme: costCentreTheme });
    const cart = await ordering.inTheCart(customer, [{ name: 'offerte.pdf', product }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
      payload: {
        sessionId: customer.session,
        details: await ordering.detailsFor(customer, { project: { id: null, name: '44-PR123' } }),
        expectedTotalExclVatCents: cart.totalCents,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'ORDER_INCOMPLETE',
      message:
        'Kostenplaats is nog niet (correct) ingevuld (deel 1: 4 cijfers; deel 2: 2 hoofdletters gevolgd door 3 cijfers), klik hier.',
    });
    expect(await database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual([]);
  });
});

describe('a US-Letter file ordered as the file', () => {
  it('is named with its size and its sheet in the cart, My orders, the desk and the mails', async () => {
    const customer = await ordering.aCustomer();
    const cart = await ordering.inTheCart(customer, [
      { name: 'letter.pdf', product, quantity: 2, pdf: await letterPdf(4) },
    ]);
    const [line] = cart.lines;
    expect(line).toMatchObject({ format: 'A3', customSize: { widthMm: expect.any(Number), areaM2: null } });
    expect(Math.round(line!.customSize!.widthMm)).toBe(216);
    expect(Math.round(line!.customSize!.heightMm)).toBe(279);

    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
      payload: {
        sessionId: customer.session,
        details: await ordering.detailsFor(customer),
        expectedTotalExclVatCents: cart.totalCents,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    const [order] = await database.db.select().from(orders).where(eq(orders.userId, customer.userId));

    const mine = await app.inject({
      method: 'GET',
      url: `/api/v3/orders/${order!.id}`,
      headers: headersOf(customer.browser),
    });
    expect(said(mine.json().lines[0].specs)).toContain(`Formaat: ${NAME}`);

    const desk = await app.inject({
      method: 'GET',
      url: `/api/v3/order-desk/orders/${order!.id}`,
      headers: await deskHeaders(),
    });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(said(desk.json().lines[0].specs)).toContain(`Formaat: ${NAME}`);

    await app.jobs.idle();
    const mails = (await smtp.waitFor(2)).filter((mail) => mail.raw.includes(placed.orderNumber));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const text = decodeQuotedPrintable(mail.raw);
      expect(text).toContain(NAME);
      expect(text).not.toContain(`Formaat: ${FORMAT_AS_FILE}`);
    }
  });
});
