import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser, type BuiltUser } from '../../../../test/builders';
import { anOrder, type BuiltOrder } from '../../../../test/order-builders';
import { theDemoShops } from '../../../../test/ordering-builders';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import {
  analysed,
  type Browser,
  headersOf,
  logIn,
  openSession,
  upload,
} from '../../../../test/upload-client';
import { plainPdf } from '../../uploads/analysis/test-fixtures';
import { uploadedFiles } from '../../uploads/uploads.tables';

/**
 * Page previews of ordered files at the order desk (issue 13 point 9, decision 0056): the uploads'
 * previews, served to staff with the order-desk role by order and line. A preview made while the
 * customer uploaded survives the sweep of the closed upload session, as the file does; another
 * page is made when the desk first asks. Customers and visitors are refused, and what does not
 * exist answers with its code. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let shopId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'desk-previews-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
  shopId = (await theDemoShops(database.db))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Caller = BuiltUser & { browser: Browser };

async function aCaller(options: Parameters<typeof aUser>[1] = {}): Promise<Caller> {
  const user = await aUser(database.db, options);
  return { ...user, browser: await logIn(app, user.email, user.password) };
}

const get = (caller: Caller | null, url: string) =>
  app.inject({ method: 'GET', url, headers: caller ? headersOf(caller.browser) : {} });

const previewsOf = (fileId: string) =>
  readdir(path.join(dataDir, 'previews', fileId)).then(
    (names) => names.filter((name) => name.endsWith('.webp')).sort(),
    () => null,
  );

let desk: Caller;
let customer: Caller;
let order: BuiltOrder;
let ordered: UploadedFile;
let notOrdered: UploadedFile;
let shownToCustomer: Buffer;
const previewUrl = (orderId: string, position: number, size: number, page?: number) =>
  `/api/v3/order-desk/orders/${orderId}/lines/${position}/preview/${size}${page ? `?page=${page}` : ''}`;

beforeAll(async () => {
  desk = await aCaller({ staff: true, staffRoles: ['orderDesk'] });
  customer = await aCaller();
  const session = await openSession(app, customer.browser);
  const uploaded = async (name: string, pages: number) => {
    const response = await upload(app, customer.browser, session, name, await plainPdf(pages));
    expect(response.statusCode, response.body).toBe(201);
    return analysed(app, customer.browser, session, response.json().files[0].uuid);
  };
  ordered = await uploaded('bestektekening.pdf', 3);
  notOrdered = await uploaded('los.pdf', 1);
  // The customer's browser showed page 1 of both while choosing the product.
  for (const file of [ordered, notOrdered]) {
    const shown = await get(customer, `/media/print-order/preview/${file.uuid}/240`);
    expect(shown.statusCode).toBe(200);
    if (file === ordered) shownToCustomer = shown.rawPayload;
  }

  order = await anOrder(database.db, {
    user: customer,
    shopId,
    lines: [
      {
        fileId: ordered.uuid,
        storageReference: ordered.uuid,
        fileName: ordered.fileName,
        pagesBw: 3,
        pagesColour: 0,
      },
    ],
  });
  // What placing the order does with the file (ordered-files.ts takeForOrder): it is the order's now.
  await database.db
    .update(uploadedFiles)
    .set({ keptForOrder: true })
    .where(eq(uploadedFiles.id, ordered.uuid));
  // The customer logs out: the session closes, and the sweep of closed sessions runs.
  const logout = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/logout',
    headers: headersOf(customer.browser),
  });
  expect(logout.statusCode).toBe(204);
  await app.jobs.drain();
  customer.browser = await logIn(app, customer.email, customer.password);
});

describe("an ordered file's pages at the desk", () => {
  it("survive the sweep of the customer's closed upload session, as the file does", async () => {
    const rows = await database.db.select({ id: uploadedFiles.id }).from(uploadedFiles);
    const ids = rows.map((row) => row.id);
    // The sweep ran: the file the order did not take went, with its previews.
    expect(ids).not.toContain(notOrdered.uuid);
    expect(await previewsOf(notOrdered.uuid)).toBeNull();
    expect(ids).toContain(ordered.uuid);
    expect(await previewsOf(ordered.uuid)).toEqual(['240-1.webp']);
  });

  it('come to staff as WebP images: the one made while uploading, and another page made now', async () => {
    const first = await get(desk, previewUrl(order.id, 1, 240));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(240);
    // The very preview the customer's browser was shown.
    expect(first.rawPayload.equals(shownToCustomer)).toBe(true);

    const last = await get(desk, previewUrl(order.id, 1, 120, 3));
    expect(last.statusCode, last.body).toBe(200);
    expect((await sharp(last.rawPayload).metadata()).width).toBe(120);
    expect(await previewsOf(ordered.uuid)).toEqual(['120-3.webp', '240-1.webp']);
    // A print order's files are not confidential: seeing their pages is not kept with the order.
    const view = await get(desk, `/api/v3/order-desk/orders/${order.id}`);
    expect(view.json().downloads).toEqual([]);
  });

  it('answer a page, line, order or size that does not exist with its code', async () => {
    const noPage = await get(desk, previewUrl(order.id, 1, 120, 4));
    expect(noPage.statusCode).toBe(404);
    expect(noPage.json().error).toBe('PREVIEW_UNAVAILABLE');

    const noLine = await get(desk, previewUrl(order.id, 2, 120));
    expect(noLine.statusCode).toBe(404);
    expect(noLine.json().error).toBe('FILE_NOT_FOUND');

    const noOrder = await get(desk, previewUrl('00000000-0000-4000-8000-000000000000', 1, 120));
    expect(noOrder.statusCode).toBe(404);
    expect(noOrder.json().error).toBe('ORDER_NOT_FOUND');

    // A line whose file is no file an order kept (never uploaded here).
    const stranger = await anOrder(database.db, { user: customer, shopId });
    const noFile = await get(desk, previewUrl(stranger.id, 1, 120));
    expect(noFile.statusCode).toBe(404);
    expect(noFile.json().error).toBe('FILE_NOT_FOUND');

    const oddSize = await get(desk, previewUrl(order.id, 1, 241));
    expect(oddSize.statusCode).toBe(400);
    expect(oddSize.json().error).toBe('VALIDATION_ERROR');
  });

  it('are refused to customers, the one who ordered included, and to visitors', async () => {
    const someoneElse = await aCaller();
    const staffWithoutRole = await aCaller({ staff: true });
    for (const caller of [customer, someoneElse, staffWithoutRole]) {
      const response = await get(caller, previewUrl(order.id, 1, 240));
      expect(response.statusCode, caller.email).toBe(403);
      expect(response.json().error).toBe('FORBIDDEN');
      expect(response.headers['content-type']).not.toBe('image/webp');
    }
    expect((await get(null, previewUrl(order.id, 1, 240))).statusCode).toBe(401);
  });
});
