import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analysisForPricing, defaultSpecs, UNKNOWN_PAGES } from '@portal/shared/rules/configuration';
import type { PageAnalysis } from '@portal/shared/schemas/analysis';
import { cartResponseSchema } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import { addedFilestoreFilesSchema, archiveSummarySchema } from '@portal/shared/schemas/filestore';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import { uploadedFilesResponseSchema } from '@portal/shared/schemas/uploads';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser } from '../../../test/builders';
import { filesIn, filestoreClient } from '../../../test/filestore-builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingClient, type OrderingCustomer, orderingClient } from '../../../test/ordering-client';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { testStorage } from '../../../test/test-storage';
import { analysed, type Browser, headersOf, logIn, upload } from '../../../test/upload-client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { filestoreFiles } from '../filestore/filestore.tables';
import { orderLines, orders } from '../orders/orders.tables';
import { plainPdf } from './analysis/test-fixtures';
import { storedFileKey } from './stored-files';
import { uploadedFiles } from './uploads.tables';

/**
 * 'Selecteer uit bestandsopslag' over HTTP (issue 31 point 4; spec 01 sections 2, 7 and 8;
 * decision 0125): chosen file-store files become files of the caller's upload session without a
 * second upload or analysis, priced from the analysis the archive keeps; a second add of the same
 * file is reported, not added; only the caller's own files and session, live files only, and a
 * refusal leaves no row and no copied bytes. The copy is the order's own: the ordered file stays
 * downloadable at the desk after the file store deleted its file for good.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));
const SESSION_FILES_MAX = 5;

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let storage: FileStorage;
let product: Product;
let ordering: OrderingClient;
const call = filestoreClient(() => app);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'filestore-files-'));
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir, SESSION_FILES_MAX: String(SESSION_FILES_MAX) },
    deps: { clock },
  });
  storage = testStorage(dataDir);
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aTheme(database.db, { name: 'default', isDefault: true });
  product = await aProduct(database.db);
});
afterAll(async () => {
  await app.close();
  await storage.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const addUrl = (sessionId: string) => `/api/v3/uploads/${sessionId}/filestore-files`;
const add = (browser: Browser, sessionId: string, fileIds: string[]) =>
  call(browser, 'POST', addUrl(sessionId), { fileIds });

async function expectFailure(response: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toBe(code);
  expect(response.json().message).toMatch(/\S/);
}

/** A page of the stored analysis: A4 portrait, of this kind. */
const aPage = (page: number, kind: 'colour' | 'blackWhite'): PageAnalysis => ({
  page,
  widthMm: 210,
  heightMm: 297,
  format: 'A4',
  kind,
  maxChroma: kind === 'colour' ? 180 : 0,
  inkShare: 0.05,
  dpis: [],
});

type Stored = { name: string; bytes: Buffer; colour: number; bw: number };

/**
 * An archive of the customer's number with these files, each with bytes and an analysis of its
 * own: `colour` colour pages and `bw` black-white ones, whatever the bytes hold (plain black-white
 * pages), so a copy priced from them shows it took the stored analysis and did not analyse again.
 */
async function anArchiveWith(
  customer: { browser: Browser; customerNumber: string; userId: string },
  files: Stored[],
) {
  const response = await call(customer.browser, 'POST', '/api/v3/filestore/archives', {
    customerNumber: customer.customerNumber,
    name: `Archief ${randomUUID().slice(0, 8)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const archive = archiveSummarySchema.parse(response.json());
  const ids = await filesIn(
    database,
    storage,
    { archiveId: archive.id, folderId: null, userId: customer.userId },
    files.map((file) => ({ name: file.name, bytes: file.bytes })),
  );
  for (const [index, file] of files.entries()) {
    const pages = [
      ...Array.from({ length: file.colour }, (_, page) => aPage(page + 1, 'colour')),
      ...Array.from({ length: file.bw }, (_, page) => aPage(file.colour + page + 1, 'blackWhite')),
    ];
    await database.db
      .update(filestoreFiles)
      .set({
        pageCount: pages.length,
        pagesColour: file.colour,
        pagesBW: file.bw,
        pagesBlank: 0,
        pages,
        textContent: `Tekst van ${file.name}`,
      })
      .where(eq(filestoreFiles.id, ids[index]!));
  }
  return { archiveId: archive.id, ids };
}

const aStored = async (name: string, colour: number, bw: number): Promise<Stored> => ({
  name,
  bytes: Buffer.from(await plainPdf(colour + bw)),
  colour,
  bw,
});

async function listOf(browser: Browser, sessionId: string) {
  const response = await call(browser, 'GET', `/api/v3/uploads/${sessionId}/files`);
  expect(response.statusCode, response.body).toBe(200);
  return uploadedFilesResponseSchema.parse(response.json()).files;
}

async function bytesOf(key: string): Promise<Buffer | null> {
  if ((await storage.size(key)) === null) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file under the data directory: a refusal may leave no copy behind. */
async function storedFileCount(): Promise<number> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

const rowsOfSession = (sessionId: string) =>
  database.db.select().from(uploadedFiles).where(eq(uploadedFiles.sessionId, sessionId));

/** Puts these files of the session in the cart with the product's defaults (as the screen does); returns the cart. */
async function inTheCart(customer: OrderingCustomer, fileIds: string[]) {
  const files = await listOf(customer.browser, customer.session);
  const lines = fileIds.map((fileId) => {
    const file = files.find((candidate) => candidate.uuid === fileId)!;
    const analysis = analysisForPricing(file);
    return {
      fileId,
      productId: product.id,
      specs: defaultSpecs(product, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis),
      quantity: 2,
    };
  });
  const response = await call(customer.browser, 'PUT', `/api/v3/uploads/${customer.session}/cart`, { lines });
  expect(response.statusCode, response.body).toBe(200);
  return cartResponseSchema.parse(response.json());
}

describe('adding file-store files to the upload session', () => {
  it('adds them as analysed files of the list with their stored pages and colour, priced like an uploaded PDF, and reports a second add', async () => {
    const customer = await ordering.aCustomer();
    // An upload of the same name is in the list already: the copy is numbered, as 'Opnieuw bestellen' does.
    const uploaded = await upload(app, customer.browser, customer.session, 'folder.pdf', await plainPdf(1));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const upload1 = await analysed(app, customer.browser, customer.session, uploaded.json().files[0].uuid);
    const folder = await aStored('folder.pdf', 2, 3);
    const plan = await aStored('plattegrond.pdf', 0, 2);
    const { ids } = await anArchiveWith(customer, [folder, plan]);

    const response = await add(customer.browser, customer.session, ids);
    expect(response.statusCode, response.body).toBe(201);
    const added = addedFilestoreFilesSchema.parse(response.json());
    expect(added.alreadyPresent).toEqual([]);
    expect(added.files).toMatchObject([
      {
        fileName: 'folder (2).pdf',
        status: 'READY',
        analysed: true,
        format: 'A4',
        pageCount: 5,
        pagesColour: 2,
        pagesBW: 3,
        pagesBlank: 0,
        dimensions: { widthMm: 210, heightMm: 297 },
      },
      {
        fileName: 'plattegrond.pdf',
        status: 'READY',
        analysed: true,
        format: 'A4',
        pageCount: 2,
        pagesColour: 0,
        pagesBW: 2,
        pagesBlank: 0,
      },
    ]);
    const [folderCopy, planCopy] = added.files;
    // New files of the list, after the upload, each with a copy of the archive's bytes under its own id.
    expect((await listOf(customer.browser, customer.session)).map((file) => file.uuid)).toEqual([
      upload1.uuid,
      folderCopy!.uuid,
      planCopy!.uuid,
    ]);
    expect(ids).not.toContain(folderCopy!.uuid);
    expect((await bytesOf(storedFileKey(folderCopy!.uuid)))?.equals(folder.bytes)).toBe(true);
    expect((await bytesOf(storedFileKey(planCopy!.uuid)))?.equals(plan.bytes)).toBe(true);
    // No analysis was queued for them: the stored one stands (the bytes hold black-white pages only).
    await app.jobs.idle();
    expect(
      (await listOf(customer.browser, customer.session)).find((file) => file.uuid === folderCopy!.uuid),
    ).toMatchObject({
      pagesColour: 2,
      pagesBW: 3,
    });

    // Priced as soon as a product is chosen: colour pages at the colour price, the rest black-white.
    const cart = await inTheCart(customer, [folderCopy!.uuid, upload1.uuid]);
    const lineOf = (fileId: string) => cart.lines.find((line) => line.fileId === fileId);
    const [folderLine, uploadLine] = [lineOf(folderCopy!.uuid), lineOf(upload1.uuid)];
    expect(folderLine).toMatchObject({ fileId: folderCopy!.uuid, quantity: 2 });
    expect(folderLine!.specs).toContainEqual({
      menuId: 'printen',
      optionGroupName: 'kleur',
      optionName: 'kleur',
    });
    expect(folderLine!.priceCents).toBe(2 * (2 * 40 + 3 * 10));
    // The same product for the 1-page upload, priced by the same rule.
    expect(uploadLine!.priceCents).toBe(2 * 10);

    // Chosen again, with one new file: the new one is added, the others reported with the list's names.
    const third = await anArchiveWith(customer, [await aStored('bijlage.pdf', 1, 0)]);
    const again = await add(customer.browser, customer.session, [ids[1]!, third.ids[0]!, ids[0]!]);
    expect(again.statusCode, again.body).toBe(201);
    const second = addedFilestoreFilesSchema.parse(again.json());
    expect(second.files.map((file) => file.fileName)).toEqual(['bijlage.pdf']);
    expect(second.alreadyPresent).toEqual([
      { fileId: ids[1], name: 'plattegrond.pdf' },
      { fileId: ids[0], name: 'folder (2).pdf' },
    ]);
    const onlyPresent = addedFilestoreFilesSchema.parse(
      (await add(customer.browser, customer.session, ids)).json(),
    );
    expect(onlyPresent.files).toEqual([]);
    expect(onlyPresent.alreadyPresent.map((item) => item.fileId)).toEqual(ids);
    expect(await rowsOfSession(customer.session)).toHaveLength(4);
    // Both adds racing for the same file put it in the list once.
    const racer = await anArchiveWith(customer, [await aStored('race.pdf', 0, 1)]);
    const raced = await Promise.all([
      add(customer.browser, customer.session, racer.ids),
      add(customer.browser, customer.session, racer.ids),
    ]);
    expect(raced.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const outcomes = raced.map((answer) => addedFilestoreFilesSchema.parse(answer.json()));
    expect(outcomes.map((outcome) => outcome.files.length).sort()).toEqual([0, 1]);
    expect(outcomes.map((outcome) => outcome.alreadyPresent.length).sort()).toEqual([0, 1]);
    expect(await rowsOfSession(customer.session)).toHaveLength(5);
  });

  it('refuses another customer’s file, a trashed file, another’s or an unknown session and too many files, changing nothing', async () => {
    const customer = await ordering.aCustomer();
    const other = await ordering.aCustomer();
    const own = await anArchiveWith(customer, [
      await aStored('eigen.pdf', 0, 1),
      await aStored('weg.pdf', 0, 1),
    ]);
    const theirs = await anArchiveWith(other, [await aStored('van-een-ander.pdf', 1, 0)]);
    const before = await storedFileCount();
    const expectNothingChanged = async () => {
      expect(await rowsOfSession(customer.session)).toEqual([]);
      expect(await rowsOfSession(other.session)).toEqual([]);
      expect(await storedFileCount()).toBe(before);
    };

    // Another customer's file is not found, also next to one of the caller's own (all or nothing).
    await expectFailure(
      await add(customer.browser, customer.session, theirs.ids),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await expectFailure(
      await add(customer.browser, customer.session, [own.ids[0]!, theirs.ids[0]!]),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await expectFailure(
      await add(customer.browser, customer.session, [randomUUID()]),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await expectNothingChanged();

    // A trashed file is refused until it is put back.
    const trashed = await call(
      customer.browser,
      'POST',
      `/api/v3/filestore/archives/${own.archiveId}/trash`,
      {
        fileIds: [own.ids[1]],
      },
    );
    expect(trashed.statusCode, trashed.body).toBe(200);
    await expectFailure(
      await add(customer.browser, customer.session, [own.ids[0]!, own.ids[1]!]),
      409,
      'FILESTORE_FILE_TRASHED',
    );
    await expectNothingChanged();

    // The session must be the caller's own: another's, or none at all.
    await expectFailure(
      await add(customer.browser, other.session, [own.ids[0]!]),
      404,
      'UPLOAD_SESSION_NOT_FOUND',
    );
    await expectFailure(
      await add(other.browser, customer.session, theirs.ids),
      404,
      'UPLOAD_SESSION_NOT_FOUND',
    );
    await expectFailure(
      await add(customer.browser, randomUUID(), [own.ids[0]!]),
      404,
      'UPLOAD_SESSION_NOT_FOUND',
    );
    // Not logged in: the file store is a customer's.
    const visitor = await app.inject({
      method: 'POST',
      url: addUrl(customer.session),
      payload: { fileIds: own.ids },
    });
    expect(visitor.statusCode).toBe(401);
    await expectNothingChanged();

    // More files than the session may hold: none added.
    const many = await anArchiveWith(
      customer,
      await Promise.all(
        Array.from({ length: SESSION_FILES_MAX + 1 }, (_, index) => aStored(`blad-${index}.pdf`, 0, 1)),
      ),
    );
    const countBefore = await storedFileCount();
    await expectFailure(
      await add(customer.browser, customer.session, many.ids),
      422,
      'SESSION_FILES_LIMIT_REACHED',
    );
    expect(await rowsOfSession(customer.session)).toEqual([]);
    expect(await storedFileCount()).toBe(countBefore);
  });

  it('does not count the copies against the upload quota: an upload after them still fits', async () => {
    const customer = await ordering.aCustomer();
    const { ids } = await anArchiveWith(customer, [await aStored('groot.pdf', 0, 1)]);
    // As large as the whole upload quota: were the copy counted, no upload would fit after it.
    await database.db
      .update(filestoreFiles)
      .set({ size: 10 * 1024 ** 3 })
      .where(eq(filestoreFiles.id, ids[0]!));
    const response = await add(customer.browser, customer.session, ids);
    expect(response.statusCode, response.body).toBe(201);
    const after = await upload(app, customer.browser, customer.session, 'daarna.pdf', await plainPdf(1));
    expect(after.statusCode, after.body).toBe(201);
  });
});

describe('ordering a file from the file store', () => {
  it('places the order with the copy, whose bytes the desk downloads after the file store deleted its file for good', async () => {
    const customer = await ordering.aCustomer();
    const brochure = await aStored('brochure.pdf', 1, 3);
    const { archiveId, ids } = await anArchiveWith(customer, [brochure]);
    const added = addedFilestoreFilesSchema.parse(
      (await add(customer.browser, customer.session, ids)).json(),
    );
    const copy = added.files[0]!;
    const cart = await inTheCart(customer, [copy.uuid]);
    expect(cart.totalCents).toBe(2 * (1 * 40 + 3 * 10));

    const placed = await app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(customer.browser), 'idempotency-key': randomUUID() },
      payload: {
        sessionId: customer.session,
        details: await ordering.detailsFor(customer),
        expectedTotalExclVatCents: cart.totalCents,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placedOrderSchema.parse(placed.json()).orderNumber;
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line).toMatchObject({ fileId: copy.uuid, fileName: 'brochure.pdf', pagesColour: 1, pagesBw: 3 });

    // The placed cart's session is closed: nothing more goes into it.
    await expectFailure(await add(customer.browser, customer.session, ids), 404, 'UPLOAD_SESSION_NOT_FOUND');

    // The file store deletes its file for good: the order keeps its own copy.
    for (const step of ['trash', 'delete'] as const) {
      const url =
        step === 'trash' ? `/api/v3/filestore/archives/${archiveId}/trash` : '/api/v3/filestore/trash/delete';
      const response = await call(customer.browser, 'POST', url, { fileIds: ids });
      expect(response.statusCode, response.body).toBe(200);
    }
    await app.jobs.idle();
    expect(await database.db.select().from(filestoreFiles).where(inArray(filestoreFiles.id, ids))).toEqual(
      [],
    );

    const deskUser = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
    const desk = await logIn(app, deskUser.email, deskUser.password);
    const download = await call(desk, 'GET', `/api/v3/order-desk/orders/${order!.id}/lines/1/file`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(brochure.bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain('brochure.pdf');
    expect(
      await database.db
        .select({ kept: uploadedFiles.keptForOrder })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, copy.uuid), eq(uploadedFiles.filestoreFileId, ids[0]!))),
    ).toEqual([{ kept: true }]);
  });
});
