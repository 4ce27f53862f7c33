import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  archivesResponseSchema,
  type FolderListing,
  folderListingSchema,
  searchResultsSchema,
} from '@portal/shared/schemas/filestore';
import {
  scanDeliveredFilesSchema,
  scanDeliveryFinishedSchema,
  scanDeliveryPlaceSchema,
} from '@portal/shared/schemas/scan-delivery';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/builders';
import { aCustomerUser, expectCountsRight, filestoreClient } from '../../../../test/filestore-builders';
import { mutableClock } from '../../../../test/mutable-clock';
import { anOrder, type BuiltOrder } from '../../../../test/order-builders';
import { startSmtpSink } from '../../../../test/smtp-sink';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import { analysed, type Browser, openSession, upload } from '../../../../test/upload-client';
import { textPdf } from '../../filestore/demo-pdf';
import { mailOutbox } from '../../mail/mail.tables';
import { createMailTransport } from '../../mail/mail.transport';
import { DEMO_SHOPS } from '../../shops/shops.seed';
import { shops } from '../../shops/shops.tables';
import { buildZip } from '../../uploads/zip/zip-fixtures';
import { orderStatusHistory, orders } from '../orders.tables';

/**
 * Scan orders delivered into the customer's archive (issue 31 point 5, decision 0126): staff
 * upload the scans (PDFs and a zip, unpacked all or nothing) into their own upload session and
 * hand them to the order; they land in the archive and folder the order named, made when new and
 * read-only for the customer, whose users find them through the file store; finishing mails the
 * customer over a real SMTP server and moves the order to delivered, once. Only the order desk
 * gets in; a zip or a name that would leave its folder files nothing. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const clock = mutableClock(new Date('2026-11-28T09:00:00Z'));
const call = filestoreClient(() => app);
const [utrecht] = [DEMO_SHOPS[0]!];

const DESK = '/api/v3/order-desk/orders';
const FILESTORE = '/api/v3/filestore';

let staff: Browser;
let customer: { user: BuiltUser; browser: Browser; customerNumber: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'scan-delivery-'));
  smtp = await startSmtpSink();
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir },
    deps: { clock, mailTransport: createMailTransport(smtp.url) },
  });
  await database.db.insert(shops).values([utrecht]);
  staff = (await aCustomerUser(app, database.db, { name: 'Olga Orderbalie', staffRoles: ['orderDesk'] }))
    .browser;
  customer = await aCustomerUser(app, database.db, { name: 'Karin de Klant' });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The line a scan order has: the job, no file, priced afterwards. */
const scanLine = {
  kind: 'scan_job' as const,
  fileId: null,
  fileName: null,
  pagesBw: null,
  pagesColour: null,
  pagesBlank: null,
  storageReference: null,
  productId: null,
  productTitle: 'Scanopdracht',
  specs: [],
  unitPriceCents: null,
  linePriceCents: null,
  noPriceReason: 'priceFollows' as const,
};

/** A scan order of the customer: delivered into an archive unless the medium says otherwise. */
function aScanOrder(
  archive: { name: string; location?: string; parentFolder?: string },
  medium: { isArchive?: boolean; isDisk?: boolean } = { isArchive: true },
): Promise<BuiltOrder> {
  return anOrder(database.db, {
    user: customer.user,
    kind: 'scan',
    shopId: utrecht.id,
    customerNumber: customer.customerNumber,
    lines: [scanLine],
    details: {
      medium,
      archive: { location: '', parentFolder: '', ...archive },
    },
  });
}

/** Uploads into the staff member's session and waits for the analysis; returns the upload ids. */
async function staffUploads(
  files: { name: string; bytes: Buffer; zip?: boolean }[],
): Promise<{ sessionId: string; uploadIds: string[] }> {
  const sessionId = await openSession(app, staff);
  const uploadIds: string[] = [];
  for (const file of files) {
    const response = await upload(app, staff, sessionId, file.name, file.bytes, {
      unzip: file.zip === true,
      strictZip: file.zip === true,
    });
    expect(response.statusCode, response.body).toBe(201);
    for (const uploaded of response.json().files as { uuid: string }[]) {
      expect((await analysed(app, staff, sessionId, uploaded.uuid)).status).not.toBe('ANALYZING');
      uploadIds.push(uploaded.uuid);
    }
  }
  return { sessionId, uploadIds };
}

const deliver = (browser: Browser, order: BuiltOrder, body: { sessionId: string; uploadIds: string[] }) =>
  call(browser, 'POST', `${DESK}/${order.id}/scan-delivery/files`, body);
const finish = (browser: Browser, order: BuiltOrder) =>
  call(browser, 'POST', `${DESK}/${order.id}/scan-delivery/finish`);

async function listing(browser: Browser, archiveId: string, folderId?: string): Promise<FolderListing> {
  const query = folderId ? `?folderId=${folderId}` : '';
  const response = await call(browser, 'GET', `${FILESTORE}/archives/${archiveId}/listing${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return folderListingSchema.parse(response.json());
}

/** The listing of the folder reached by these names from the archive's root. */
async function folderAt(browser: Browser, archiveId: string, names: string[]): Promise<FolderListing> {
  let current = await listing(browser, archiveId);
  for (const name of names) {
    const folder = current.folders.find((candidate) => candidate.name === name);
    expect(
      folder,
      `folder ${name} in ${current.breadcrumbs.map((crumb) => crumb.name).join('/')}`,
    ).toBeDefined();
    current = await listing(browser, archiveId, folder!.id);
  }
  return current;
}

const namesOf = (items: { name: string }[]) => items.map((item) => item.name).sort();

async function statusOf(order: BuiltOrder) {
  const [row] = await database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id));
  return row!.status;
}

async function sessionFileCount(sessionId: string): Promise<number> {
  const response = await call(staff, 'GET', `/api/v3/uploads/${sessionId}/files`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().files as unknown[]).length;
}

/** Mail to the customer about their archive, as the SMTP server received it (soft line breaks undone). */
const archiveMails = () =>
  smtp.received
    .filter((mail) => mail.to.includes(customer.user.email) && mail.raw.includes('Uw archief staat klaar'))
    .map((mail) => mail.raw.replace(/=\r?\n/g, ''));

describe('staff deliver a scan order into the customer archive', () => {
  let order: BuiltOrder;
  let archiveId: string;

  it('files two PDFs and a zip into a new read-only archive, in the nested folder and the zip’s own folders', async () => {
    order = await aScanOrder({
      name: 'Personeelsdossiers',
      location: 'Afdeling HR, kast 3',
      parentFolder: 'Personeel/2024',
    });
    const before = scanDeliveryPlaceSchema.parse(
      (await call(staff, 'GET', `${DESK}/${order.id}/scan-delivery`)).json(),
    );
    expect(before).toEqual({
      archiveName: 'Personeelsdossiers',
      location: 'Afdeling HR, kast 3',
      folderPath: ['Personeel', '2024'],
      archive: null,
      finished: false,
    });

    const zip = buildZip([
      { name: 'Dossier A/contract.pdf', data: textPdf('Contract', ['Arbeidsovereenkomst Jansen']) },
      { name: 'Dossier A/loonstrook.pdf', data: textPdf('Loonstrook', ['Januari']) },
      { name: 'Dossier B/ziekmelding.pdf', data: textPdf('Ziekmelding', ['Februari']) },
    ]);
    const uploads = await staffUploads([
      { name: 'scan-001.pdf', bytes: textPdf('Scan 1', ['Personeelsgids']) },
      { name: 'scan-002.pdf', bytes: textPdf('Scan 2', ['Verlofregeling']) },
      { name: 'dossiers.zip', bytes: zip, zip: true },
    ]);
    expect(uploads.uploadIds).toHaveLength(5);

    const response = await deliver(staff, order, uploads);
    expect(response.statusCode, response.body).toBe(201);
    const delivered = scanDeliveredFilesSchema.parse(response.json());
    archiveId = delivered.archive.id;
    expect(delivered.archive).toMatchObject({
      name: 'Personeelsdossiers',
      location: 'Afdeling HR, kast 3',
      customerNumber: customer.customerNumber,
      allowChanges: false,
      fileCount: 5,
      folderCount: 4,
    });
    expect(delivered.files.map((item) => [item.folderPath.join('/'), item.file.name])).toEqual([
      ['Personeel/2024', 'scan-001.pdf'],
      ['Personeel/2024', 'scan-002.pdf'],
      ['Personeel/2024/Dossier A', 'contract.pdf'],
      ['Personeel/2024/Dossier A', 'loonstrook.pdf'],
      ['Personeel/2024/Dossier B', 'ziekmelding.pdf'],
    ]);
    // The uploads left the staff member's list: they are the archive's now.
    expect(await sessionFileCount(uploads.sessionId)).toBe(0);
    await expectCountsRight(database.db);
  });

  it('the customer’s user sees them through the file store: the archive, its folders, and by name in search', async () => {
    const archives = archivesResponseSchema.parse(
      (await call(customer.browser, 'GET', `${FILESTORE}/archives`)).json(),
    );
    expect(archives.archives.map((archive) => [archive.name, archive.allowChanges])).toEqual([
      ['Personeelsdossiers', false],
    ]);
    const year = await folderAt(customer.browser, archiveId, ['Personeel', '2024']);
    expect(namesOf(year.folders)).toEqual(['Dossier A', 'Dossier B']);
    expect(namesOf(year.files)).toEqual(['scan-001.pdf', 'scan-002.pdf']);
    expect(year.files.every((file) => file.pageCount === 1)).toBe(true);
    const dossierA = await folderAt(customer.browser, archiveId, ['Personeel', '2024', 'Dossier A']);
    expect(namesOf(dossierA.files)).toEqual(['contract.pdf', 'loonstrook.pdf']);

    const search = await call(customer.browser, 'GET', `${FILESTORE}/search?q=loonstrook`);
    expect(search.statusCode, search.body).toBe(200);
    const hits = searchResultsSchema.parse(search.json()).hits;
    expect(hits.map((hit) => [hit.name, hit.breadcrumbs.map((crumb) => crumb.name)])).toEqual([
      ['loonstrook.pdf', ['Personeelsdossiers', 'Personeel', '2024', 'Dossier A']],
    ]);

    // Delivered originals: the customer reads them, and changes nothing.
    const trash = await call(customer.browser, 'POST', `${FILESTORE}/archives/${archiveId}/trash`, {
      fileIds: [dossierA.files[0]!.id],
    });
    expect(trash.statusCode, trash.body).toBe(403);
    expect(trash.json().error).toBe('FILESTORE_READ_ONLY');
  });

  it('a second delivery adds to the existing archive; a name taken in the folder gets a number', async () => {
    clock.advance(60_000);
    const uploads = await staffUploads([
      { name: 'nagekomen.pdf', bytes: textPdf('Nagekomen', ['Later gevonden']) },
      { name: 'scan-001.pdf', bytes: textPdf('Scan 1 opnieuw', ['Betere scan']) },
    ]);
    const response = await deliver(staff, order, uploads);
    expect(response.statusCode, response.body).toBe(201);
    const delivered = scanDeliveredFilesSchema.parse(response.json());
    expect(delivered.archive).toMatchObject({ id: archiveId, fileCount: 7, folderCount: 4 });
    expect(delivered.files.map((item) => item.file.name)).toEqual(['nagekomen.pdf', 'scan-001 (2).pdf']);
    const year = await folderAt(customer.browser, archiveId, ['Personeel', '2024']);
    expect(namesOf(year.files)).toEqual([
      'nagekomen.pdf',
      'scan-001 (2).pdf',
      'scan-001.pdf',
      'scan-002.pdf',
    ]);
    await expectCountsRight(database.db);
  });

  it('finishing mails the customer that the archive is ready and moves the order to delivered, once', async () => {
    const mailsBefore = archiveMails().length;
    const response = await finish(staff, order);
    expect(response.statusCode, response.body).toBe(200);
    const finished = scanDeliveryFinishedSchema.parse(response.json());
    expect(finished).toMatchObject({ archiveId, mailed: true });
    expect(finished.order.status).toBe('delivered');
    expect(await statusOf(order)).toBe('delivered');
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((row) => row.toStatus)).toEqual(['received', 'delivered']);
    expect(history.at(-1)!.note).toContain('Personeelsdossiers');

    await app.jobs.idle();
    await smtp.waitFor(1);
    const mails = archiveMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toContain(`/filestore/archive/${archiveId}`);
    expect(mails.at(-1)).toContain(order.orderNumber);

    // Again (a double click, a retry): the same answer, no second mail, no second history row.
    const again = await finish(staff, order);
    expect(again.statusCode, again.body).toBe(200);
    expect(scanDeliveryFinishedSchema.parse(again.json())).toMatchObject({ archiveId, mailed: false });
    await app.jobs.idle();
    expect(archiveMails()).toHaveLength(mailsBefore + 1);
    const outbox = (await database.db.select().from(mailOutbox)).filter(
      (mail) => mail.recipient === customer.user.email && mail.subject.includes('Uw archief staat klaar'),
    );
    expect(outbox).toHaveLength(1);
    const place = scanDeliveryPlaceSchema.parse(
      (await call(staff, 'GET', `${DESK}/${order.id}/scan-delivery`)).json(),
    );
    expect(place).toMatchObject({ finished: true, archive: { id: archiveId, fileCount: 7 } });
  });
});

describe('what refuses a scan delivery', () => {
  it('only the order desk: the customer (and anyone else) gets 403 on every call', async () => {
    const order = await aScanOrder({ name: 'Eigen archief' });
    const sessionId = await openSession(app, customer.browser);
    const uploaded = await upload(app, customer.browser, sessionId, 'eigen.pdf', textPdf('Eigen', ['x']));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const uploadIds = [uploaded.json().files[0].uuid as string];
    for (const response of [
      await call(customer.browser, 'GET', `${DESK}/${order.id}/scan-delivery`),
      await deliver(customer.browser, order, { sessionId, uploadIds }),
      await finish(customer.browser, order),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toBe('FORBIDDEN');
    }
    expect(await statusOf(order)).toBe('received');
    const archives = archivesResponseSchema.parse(
      (await call(customer.browser, 'GET', `${FILESTORE}/archives`)).json(),
    );
    expect(archives.archives.map((archive) => archive.name)).not.toContain('Eigen archief');
  });

  it('a zip with an entry leaving its folder is refused whole: nothing uploaded, nothing filed', async () => {
    const order = await aScanOrder({ name: 'Zipslip', parentFolder: 'Map' });
    const sessionId = await openSession(app, staff);
    const before = await sessionFileCount(sessionId);
    const zip = buildZip([
      { name: 'goed.pdf', data: textPdf('Goed', ['x']) },
      { name: '../evil.pdf', data: textPdf('Kwaad', ['x']) },
    ]);
    const response = await upload(app, staff, sessionId, 'scans.zip', zip, { unzip: true, strictZip: true });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toBe('ZIP_ENTRIES_REFUSED');
    expect(response.json().message).toContain('../evil.pdf');
    expect(await sessionFileCount(sessionId)).toBe(before);

    // Nothing to deliver, and no archive was made.
    const place = scanDeliveryPlaceSchema.parse(
      (await call(staff, 'GET', `${DESK}/${order.id}/scan-delivery`)).json(),
    );
    expect(place.archive).toBeNull();
    const finished = await finish(staff, order);
    expect(finished.statusCode, finished.body).toBe(409);
    expect(finished.json().error).toBe('SCAN_NOTHING_DELIVERED');
  });

  it('an upload whose own name climbs out of the folder refuses the whole delivery, before anything is filed', async () => {
    const order = await aScanOrder({ name: 'Padtest' });
    const uploads = await staffUploads([
      { name: 'netjes.pdf', bytes: textPdf('Netjes', ['x']) },
      { name: 'map/../../evil.pdf', bytes: textPdf('Kwaad', ['x']) },
    ]);
    const response = await deliver(staff, order, uploads);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toBe('SCAN_FILE_PATH_INVALID');
    expect(response.json().message).toContain('map/../../evil.pdf');
    const place = scanDeliveryPlaceSchema.parse(
      (await call(staff, 'GET', `${DESK}/${order.id}/scan-delivery`)).json(),
    );
    expect(place.archive).toBeNull();
    expect(await sessionFileCount(uploads.sessionId)).toBe(uploads.uploadIds.length);
  });

  it('an order that is no scan order, or a scan order without the archive medium, is refused with its own code', async () => {
    const print = await anOrder(database.db, {
      user: customer.user,
      shopId: utrecht.id,
      customerNumber: customer.customerNumber,
    });
    const onDisk = await aScanOrder({ name: '' }, { isDisk: true });
    const body = { sessionId: await openSession(app, staff), uploadIds: [crypto.randomUUID()] };
    for (const [order, code] of [
      [print, 'NOT_A_SCAN_ORDER'],
      [onDisk, 'SCAN_NOT_FOR_ARCHIVE'],
    ] as const) {
      for (const response of [
        await call(staff, 'GET', `${DESK}/${order.id}/scan-delivery`),
        await deliver(staff, order, body),
        await finish(staff, order),
      ]) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().error).toBe(code);
        expect(response.json().message).toMatch(/\S/);
      }
      expect(await statusOf(order)).toBe('received');
    }
  });
});
