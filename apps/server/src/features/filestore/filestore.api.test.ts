import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  archiveSummarySchema,
  archivesResponseSchema,
  type FolderListing,
  type FolderSort,
  filedUploadsSchema,
  filestoreDashboardSchema,
  filestoreFileDetailSchema,
  filestoreFolderSchema,
  folderListingSchema,
} from '@portal/shared/schemas/filestore';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aColleague,
  aCustomerUser,
  expectCountsRight,
  filesIn,
  filestoreClient,
  filestoreRows,
} from '../../../test/filestore-builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { analysed, type Browser, openSession, upload } from '../../../test/upload-client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage';
import { storedFileKey } from '../uploads/stored-files';
import { uploadedFiles } from '../uploads/uploads.tables';
import { textPdf } from './demo-pdf';
import { filestoreKey } from './filestore.service';
import { filestoreArchives, filestoreFiles } from './filestore.tables';

/**
 * The file store's archives, folders, files and listing over HTTP (issue 31 point 1; decisions
 * 0120 and 0121): every call with its refusals, a customer's archives closed to every other
 * customer, large folders paged in every order, uploads filed with their analysis and text, and
 * the counts kept on the rows equal to a real count after a run of changes.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let storage: FileStorage;
const clock = mutableClock(new Date('2026-11-28T09:00:00Z'));
const call = filestoreClient(() => app);

const API = '/api/v3/filestore';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'filestore-api-'));
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir, FILESTORE_QUOTA_MB: '2' },
    deps: { clock },
  });
  storage = createLocalFileStorage(dataDir);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function expectFailure(response: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toBe(code);
  expect(response.json().message).toMatch(/\S/);
}

async function anArchive(browser: Browser, customerNumber: string, name = 'Archief') {
  const response = await call(browser, 'POST', `${API}/archives`, {
    customerNumber,
    name,
    location: 'Kast 1',
  });
  expect(response.statusCode, response.body).toBe(201);
  return archiveSummarySchema.parse(response.json());
}

async function aFolder(browser: Browser, archiveId: string, name: string, parentId: string | null = null) {
  const response = await call(browser, 'POST', `${API}/archives/${archiveId}/folders`, { parentId, name });
  expect(response.statusCode, response.body).toBe(201);
  return filestoreFolderSchema.parse(response.json());
}

async function listing(browser: Browser, archiveId: string, query: Record<string, string> = {}) {
  const response = await call(
    browser,
    'GET',
    `${API}/archives/${archiveId}/listing?${new URLSearchParams(query)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return folderListingSchema.parse(response.json());
}

/** A PDF with a text layer through the upload API, analysed; returns its upload id. */
async function anAnalysedUpload(
  browser: Browser,
  sessionId: string,
  name: string,
  lines = ['Een regel tekst.'],
) {
  const response = await upload(app, browser, sessionId, name, textPdf(name, lines));
  expect(response.statusCode, response.body).toBe(201);
  const id: string = response.json().files[0].uuid;
  const file = await analysed(app, browser, sessionId, id);
  expect(file.status).toBe('READY');
  return id;
}

describe('archives', () => {
  it('are made for the caller’s own customer numbers, listed with them, renamed with their version and deleted when empty', async () => {
    const { browser, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(browser, customerNumber, 'Contracten');
    expect(archive).toMatchObject({
      name: 'Contracten',
      location: 'Kast 1',
      customerNumber,
      allowChanges: true,
      fileCount: 0,
    });
    expect(archive.customerName).toMatch(/Bouwbedrijf/);

    const list = archivesResponseSchema.parse((await call(browser, 'GET', `${API}/archives`)).json());
    expect(list.archives.map((item) => item.id)).toEqual([archive.id]);
    expect(list.customers).toEqual([{ customerNumber, name: archive.customerName }]);

    await expectFailure(
      await call(browser, 'POST', `${API}/archives`, { customerNumber: '9999999', name: 'Niet van mij' }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    await expectFailure(
      await call(browser, 'POST', `${API}/archives`, { customerNumber, name: 'CONTRACTEN' }),
      409,
      'FILESTORE_NAME_TAKEN',
    );

    const renamed = await call(browser, 'PUT', `${API}/archives/${archive.id}`, {
      name: 'Contracten 2026',
      version: archive.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Contracten 2026',
      location: 'Kast 1',
      version: archive.version + 1,
    });
    await expectFailure(
      await call(browser, 'PUT', `${API}/archives/${archive.id}`, { name: 'Oud', version: archive.version }),
      409,
      'FILESTORE_CHANGED',
    );

    await aFolder(browser, archive.id, 'Map');
    await expectFailure(
      await call(browser, 'DELETE', `${API}/archives/${archive.id}?version=${archive.version + 1}`),
      409,
      'FILESTORE_ARCHIVE_NOT_EMPTY',
    );
    const empty = await anArchive(browser, customerNumber, 'Leeg');
    expect(
      (await call(browser, 'DELETE', `${API}/archives/${empty.id}?version=${empty.version}`)).statusCode,
    ).toBe(204);
    expect((await call(browser, 'GET', `${API}/archives/${empty.id}/listing`)).statusCode).toBe(404);
  });

  it('are shared by the users of one customer number', async () => {
    const { browser, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(browser, customerNumber, 'Gedeeld');
    const colleague = await aColleague(app, database.db, customerNumber);
    await aFolder(colleague, archive.id, 'Van een collega');
    expect((await listing(browser, archive.id)).folders.map((folder) => folder.name)).toEqual([
      'Van een collega',
    ]);
  });
});

describe('names', () => {
  it('refuses a name with a slash, a backslash, a control character, only dots, nothing, or over 255 characters; NUL never gets in; nothing is written', async () => {
    const { browser, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(browser, customerNumber);
    const folder = await aFolder(browser, archive.id, 'Goed');
    const before = await filestoreRows(database.db);
    for (const name of ['a/b', 'a\\b', 'tab\tin', '..', '.', '   ', '', 'x'.repeat(300)]) {
      await expectFailure(
        await call(browser, 'POST', `${API}/archives/${archive.id}/folders`, { parentId: null, name }),
        422,
        'FILESTORE_NAME_INVALID',
      );
      await expectFailure(
        await call(browser, 'PUT', `${API}/folders/${folder.id}`, { name, version: folder.version }),
        422,
        'FILESTORE_NAME_INVALID',
      );
      await expectFailure(
        await call(browser, 'POST', `${API}/archives`, { customerNumber, name }),
        422,
        'FILESTORE_NAME_INVALID',
      );
    }
    // A NUL cannot be stored at all: the platform refuses it before any route (VALIDATION_ERROR).
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/folders`, {
        parentId: null,
        name: 'a\u0000b',
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await filestoreRows(database.db)).toEqual(before);
    // 255 characters and a name with dots in it are fine.
    await aFolder(browser, archive.id, 'y'.repeat(255));
    await aFolder(browser, archive.id, '..verborgen.map');
  });

  it('are unique per folder among folders and files alike, in any letter case, but may repeat in another folder', async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(browser, customerNumber);
    const a = await aFolder(browser, archive.id, 'Facturen');
    await filesIn(database, null, { archiveId: archive.id, folderId: a.id, userId: user.id }, [
      { name: 'Scan.pdf' },
    ]);
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/folders`, {
        parentId: a.id,
        name: 'SCAN.PDF',
      }),
      409,
      'FILESTORE_NAME_TAKEN',
    );
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/folders`, {
        parentId: null,
        name: 'facturen',
      }),
      409,
      'FILESTORE_NAME_TAKEN',
    );
    const b = await aFolder(browser, archive.id, 'Offertes');
    await aFolder(browser, archive.id, 'Facturen', b.id);
    // Renaming to its own name in another case is no clash with itself.
    const renamed = await call(browser, 'PUT', `${API}/folders/${a.id}`, {
      name: 'FACTUREN',
      version: a.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectFailure(
      await call(browser, 'PUT', `${API}/folders/${b.id}`, { name: 'Facturen', version: b.version }),
      409,
      'FILESTORE_NAME_TAKEN',
    );
    await expectFailure(
      await call(browser, 'PUT', `${API}/folders/${a.id}`, { name: 'Nieuw', version: a.version }),
      409,
      'FILESTORE_CHANGED',
    );
  });
});

describe('folders', () => {
  it('nest to any depth: the listing shows the way from the root and the counts of each folder', async () => {
    const { browser, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(browser, customerNumber, 'Diep');
    let parent: string | null = null;
    const made: string[] = [];
    for (let depth = 1; depth <= 12; depth += 1) {
      const folder = await aFolder(browser, archive.id, `Niveau ${depth}`, parent);
      made.push(folder.id);
      parent = folder.id;
    }
    const deepest = await listing(browser, archive.id, { folderId: parent! });
    expect(deepest.breadcrumbs).toEqual([
      { folderId: null, name: 'Diep' },
      ...made.map((id, index) => ({ folderId: id, name: `Niveau ${index + 1}` })),
    ]);
    const root = await listing(browser, archive.id);
    expect(root.folder).toBeNull();
    expect(root.breadcrumbs).toEqual([{ folderId: null, name: 'Diep' }]);
    expect(root.folders).toMatchObject([{ name: 'Niveau 1', folderCount: 1, fileCount: 0 }]);
    expect(root.archive).toMatchObject({ folderCount: 12 });
  });

  it('move within their archive, their whole subtree with them; never into themselves or their own subfolders', async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(browser, customerNumber);
    const a = await aFolder(browser, archive.id, 'A');
    const b = await aFolder(browser, archive.id, 'B', a.id);
    const c = await aFolder(browser, archive.id, 'C', b.id);
    const other = await aFolder(browser, archive.id, 'Elders');
    const [file] = await filesIn(database, null, { archiveId: archive.id, folderId: c.id, userId: user.id }, [
      { name: 'diep.pdf' },
    ]);
    const before = await filestoreRows(database.db);
    for (const target of [a.id, b.id, c.id])
      await expectFailure(
        await call(browser, 'POST', `${API}/archives/${archive.id}/move`, {
          items: { folderIds: [a.id] },
          targetFolderId: target,
        }),
        409,
        'FILESTORE_MOVE_INTO_ITSELF',
      );
    expect(await filestoreRows(database.db)).toEqual(before);

    const moved = await call(browser, 'POST', `${API}/archives/${archive.id}/move`, {
      items: { folderIds: [b.id] },
      targetFolderId: other.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ changed: 1 });
    const deep = await listing(browser, archive.id, { folderId: c.id });
    expect(deep.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Archief', 'Elders', 'B', 'C']);
    expect(deep.files.map((item) => item.id)).toEqual([file]);
    // C, under B, is now under Elders too: A may go into it.
    const intoMoved = await call(browser, 'POST', `${API}/archives/${archive.id}/move`, {
      items: { folderIds: [a.id], fileIds: [file!] },
      targetFolderId: c.id,
    });
    expect(intoMoved.statusCode, intoMoved.body).toBe(200);
    expect((await listing(browser, archive.id)).folders.map((folder) => folder.name)).toEqual(['Elders']);
    // A name taken in the target refuses the whole move.
    await aFolder(browser, archive.id, 'A');
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/move`, {
        items: { folderIds: [a.id] },
        targetFolderId: null,
      }),
      409,
      'FILESTORE_NAME_TAKEN',
    );
    await expectCountsRight(database.db);
  });
});

describe('a large folder', () => {
  const SORTS: FolderSort[] = ['name', 'date', 'size', 'pages'];
  let owner: Browser;
  let archiveId: string;
  let folderId: string;
  let expected: Record<string, string[]>;

  beforeAll(async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    owner = browser;
    archiveId = (await anArchive(browser, customerNumber, 'Groot')).id;
    folderId = (await aFolder(browser, archiveId, 'Scans')).id;
    const start = Date.parse('2026-01-01T00:00:00Z');
    // Ties in every key, files without a page count, names that differ only in case.
    await filesIn(
      database,
      null,
      { archiveId, folderId, userId: user.id },
      Array.from({ length: 250 }, (_, i) => ({
        name: `${i % 2 === 0 ? 'scan' : 'Scan'} ${String(i % 125).padStart(3, '0')}${i >= 125 ? ' b' : ''}.pdf`,
        size: 1000 + (i % 7) * 100,
        pageCount: i % 5 === 0 ? null : (i % 9) + 1,
        createdAt: new Date(start + Math.floor(i / 3) * 1000 + (i % 3 === 0 ? 0.5 : 0)),
      })),
    );
    // The order each sort must give, asked of the database itself (its collation decides names).
    const order = async (by: string) =>
      (
        (await database.db.execute(
          sql.raw(
            `select id from filestore_files where folder_id = '${folderId}' and trashed_at is null order by ${by}`,
          ),
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((row) => row.id);
    expected = {
      'name asc': await order('lower(name) asc, id asc'),
      'name desc': await order('lower(name) desc, id desc'),
      'date asc': await order('created_at asc, id asc'),
      'date desc': await order('created_at desc, id desc'),
      'size asc': await order('size asc, id asc'),
      'size desc': await order('size desc, id desc'),
      'pages asc': await order('page_count asc nulls last, id asc'),
      'pages desc': await order('page_count desc nulls first, id desc'),
    };
  });

  for (const sort of SORTS)
    for (const direction of ['asc', 'desc'] as const)
      it(`pages by ${sort} ${direction}: 100 a page, every file once, in order, subfolders on the first page only`, async () => {
        const seen: string[] = [];
        let after: string | null = null;
        let pages = 0;
        do {
          const page: FolderListing = await listing(owner, archiveId, {
            folderId,
            sort,
            direction,
            ...(after ? { after } : {}),
          });
          expect(page.totalFiles).toBe(250);
          expect(page.files.length).toBe(pages < 2 ? 100 : 50);
          if (pages > 0) expect(page.folders).toEqual([]);
          seen.push(...page.files.map((file) => file.id));
          after = page.nextCursor;
          pages += 1;
        } while (after);
        expect(pages).toBe(3);
        expect(seen).toEqual(expected[`${sort} ${direction}`]);
      });

  it('refuses a cursor that does not decode, or that belongs to another order or folder', async () => {
    const first = await listing(owner, archiveId, { folderId, sort: 'name' });
    await expectFailure(
      await call(owner, 'GET', `${API}/archives/${archiveId}/listing?folderId=${folderId}&after=bm9uc2Vuc2U`),
      422,
      'FILESTORE_CURSOR_INVALID',
    );
    await expectFailure(
      await call(
        owner,
        'GET',
        `${API}/archives/${archiveId}/listing?folderId=${folderId}&sort=size&after=${first.nextCursor}`,
      ),
      422,
      'FILESTORE_CURSOR_INVALID',
    );
    await expectFailure(
      await call(owner, 'GET', `${API}/archives/${archiveId}/listing?after=${first.nextCursor}`),
      422,
      'FILESTORE_CURSOR_INVALID',
    );
  });
});

describe('filing uploads', () => {
  let owner: Browser;
  let ownerId: string;
  let sessionId: string;
  let archiveId: string;
  let folderId: string;

  beforeAll(async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db, { name: 'Olga Opslag' });
    owner = browser;
    ownerId = user.id;
    sessionId = await openSession(app, owner);
    archiveId = (await anArchive(owner, customerNumber, 'Ingescand')).id;
    folderId = (await aFolder(owner, archiveId, 'Post')).id;
  });

  it('moves analysed uploads with their analysis and text into the folder and out of the session; a name in use gets a number', async () => {
    const first = await anAnalysedUpload(owner, sessionId, 'brief.pdf', [
      'Geachte heer, hierbij de offerte.',
    ]);
    // The text layer the analysis extracts (a parallel change): put there as it would leave it.
    await database.db
      .update(uploadedFiles)
      .set({ textLayer: 'Geachte heer, hierbij de offerte.' })
      .where(eq(uploadedFiles.id, first));
    const filed = await call(owner, 'POST', `${API}/archives/${archiveId}/files`, {
      sessionId,
      uploadIds: [first],
      folderId,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const [file] = filedUploadsSchema.parse(filed.json()).files;
    expect(file).toMatchObject({
      id: first,
      name: 'brief.pdf',
      folderId,
      status: 'READY',
      fileType: 'pdf',
      pageCount: 1,
      format: 'A4',
      hasText: true,
    });
    const [row] = await database.db.select().from(filestoreFiles).where(eq(filestoreFiles.id, first));
    expect(row?.textContent).toBe('Geachte heer, hierbij de offerte.');
    expect(row?.storageKey).toBe(filestoreKey(first));
    expect(await storage.size(filestoreKey(first))).toBeGreaterThan(0);
    expect(await storage.size(storedFileKey(first))).toBeNull();
    const list = await call(owner, 'GET', `/api/v3/uploads/${sessionId}/files`);
    expect(list.json().files.map((item: { uuid: string }) => item.uuid)).not.toContain(first);

    const second = await anAnalysedUpload(owner, sessionId, 'brief.pdf');
    const third = await anAnalysedUpload(owner, sessionId, 'BRIEF (2).pdf');
    const again = await call(owner, 'POST', `${API}/archives/${archiveId}/files`, {
      sessionId,
      uploadIds: [second, third],
      folderId,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().files.map((item: { name: string }) => item.name)).toEqual([
      'brief (2).pdf',
      'BRIEF (2) (2).pdf',
    ]);
    const folder = await listing(owner, archiveId, { folderId });
    expect(folder.totalFiles).toBe(3);
    expect(folder.archive.usedBytes).toBe(folder.files.reduce((sum, item) => sum + item.size, 0));
    await expectCountsRight(database.db);
  });

  it('refuses uploads of another session, one still being analysed, a missing session, a read-only archive: nothing moves', async () => {
    const waiting = await anAnalysedUpload(owner, sessionId, 'wacht.pdf');
    await database.db.update(uploadedFiles).set({ status: 'ANALYZING' }).where(eq(uploadedFiles.id, waiting));
    const { browser: stranger } = await aCustomerUser(app, database.db);
    const strangersSession = await openSession(app, stranger);
    const strangers = await anAnalysedUpload(stranger, strangersSession, 'vreemd.pdf');
    const ready = await anAnalysedUpload(owner, sessionId, 'klaar.pdf');
    const before = await filestoreRows(database.db);
    const file = (body: object) =>
      call(owner, 'POST', `${API}/archives/${archiveId}/files`, { sessionId, folderId, ...body });

    await expectFailure(await file({ uploadIds: [ready, waiting] }), 409, 'FILE_STILL_ANALYSING');
    await expectFailure(await file({ uploadIds: [ready, strangers] }), 404, 'FILE_NOT_FOUND');
    await expectFailure(
      await file({ uploadIds: [ready], sessionId: strangersSession }),
      404,
      'UPLOAD_SESSION_NOT_FOUND',
    );
    await expectFailure(
      await file({ uploadIds: [ready], folderId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await database.db
      .update(filestoreArchives)
      .set({ allowChanges: false })
      .where(eq(filestoreArchives.id, archiveId));
    await expectFailure(await file({ uploadIds: [ready] }), 403, 'FILESTORE_READ_ONLY');
    await database.db
      .update(filestoreArchives)
      .set({ allowChanges: true })
      .where(eq(filestoreArchives.id, archiveId));

    expect(await filestoreRows(database.db)).toEqual(before);
    expect(await storage.size(filestoreKey(ready))).toBeNull();
    expect(await storage.size(storedFileKey(ready))).toBeGreaterThan(0);
    const list = await call(owner, 'GET', `/api/v3/uploads/${sessionId}/files`);
    expect(list.json().files.map((item: { uuid: string }) => item.uuid)).toContain(ready);
  });

  it('refuses past the customer’s storage in the file store (FILESTORE_QUOTA_MB), keeping nothing of the copy', async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    const session = await openSession(app, browser);
    const full = await anArchive(browser, customerNumber, 'Vol');
    await filesIn(database, null, { archiveId: full.id, folderId: null, userId: user.id }, [
      { name: 'groot.pdf', size: 2 * 1024 * 1024 - 100 },
    ]);
    const small = await anAnalysedUpload(browser, session, 'klein.pdf');
    const refused = await call(browser, 'POST', `${API}/archives/${full.id}/files`, {
      sessionId: session,
      uploadIds: [small],
      folderId: null,
    });
    await expectFailure(refused, 422, 'STORAGE_QUOTA_REACHED');
    expect(refused.json().message).toContain('(2,0 MB)');
    expect(await storage.size(filestoreKey(small))).toBeNull();
    expect(ownerId).toBeTruthy();
  });
});

describe('a file', () => {
  let owner: Browser;
  let fileId: string;
  let bytes: Buffer;

  beforeAll(async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    owner = browser;
    const archive = await anArchive(browser, customerNumber, 'Bestanden');
    const folder = await aFolder(browser, archive.id, 'Één map');
    bytes = textPdf('Offerte', ['Regel een', 'Regel twee']);
    [fileId] = (await filesIn(
      database,
      storage,
      { archiveId: archive.id, folderId: folder.id, userId: user.id },
      [{ name: 'Offerte één "definitief".pdf', bytes }],
    )) as [string];
  });

  it('shows its analysis and where it is', async () => {
    const response = await call(owner, 'GET', `${API}/files/${fileId}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = filestoreFileDetailSchema.parse(response.json());
    expect(detail.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Bestanden', 'Één map']);
    expect(detail.file).toMatchObject({ pageCount: 1, format: 'A4', fileType: 'pdf' });
  });

  it('downloads under its own name, whole or in a range (206), and a range past its end is 416', async () => {
    const whole = await call(owner, 'GET', `${API}/files/${fileId}/download`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toContain(
      `filename*=UTF-8''Offerte%20%C3%A9%C3%A9n%20%22definitief%22.pdf`,
    );
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await call(owner, 'GET', `${API}/files/${fileId}/download`, undefined, {
      range: 'bytes=0-9',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    const past = await call(owner, 'GET', `${API}/files/${fileId}/download`, undefined, {
      range: `bytes=${bytes.length + 10}-`,
    });
    await expectFailure(past, 416, 'RANGE_NOT_SATISFIABLE');
  });

  it('previews a page as WebP (kept: the second time is the same), and a page it does not have is PREVIEW_UNAVAILABLE', async () => {
    const first = await call(owner, 'GET', `${API}/files/${fileId}/preview/240?page=1`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await call(owner, 'GET', `${API}/files/${fileId}/preview/240?page=1`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await expectFailure(
      await call(owner, 'GET', `${API}/files/${fileId}/preview/240?page=2`),
      404,
      'PREVIEW_UNAVAILABLE',
    );
  });

  it('renames with its version; a stale version is FILESTORE_CHANGED', async () => {
    const detail = filestoreFileDetailSchema.parse(
      (await call(owner, 'GET', `${API}/files/${fileId}`)).json(),
    );
    const renamed = await call(owner, 'PUT', `${API}/files/${fileId}`, {
      name: 'Offerte.pdf',
      version: detail.file.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Offerte.pdf', version: detail.file.version + 1 });
    await expectFailure(
      await call(owner, 'PUT', `${API}/files/${fileId}`, { name: 'Weer.pdf', version: detail.file.version }),
      409,
      'FILESTORE_CHANGED',
    );
  });
});

describe('another customer’s archive', () => {
  it('is not found by any call, by any id in it, and nothing in it changes', async () => {
    const { user, browser: owner, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(owner, customerNumber, 'Privé');
    const folder = await aFolder(owner, archive.id, 'Geheim');
    const [fileId] = await filesIn(
      database,
      storage,
      { archiveId: archive.id, folderId: folder.id, userId: user.id },
      [{ name: 'geheim.pdf', bytes: textPdf('Geheim', ['Niet voor u']) }],
    );
    const { browser: stranger, customerNumber: strangersNumber } = await aCustomerUser(app, database.db);
    const strangersArchive = await anArchive(stranger, strangersNumber, 'Eigen');
    const before = await filestoreRows(database.db);
    const notFound = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      expectFailure(await call(stranger, method, url, payload), 404, 'FILESTORE_NOT_FOUND');

    await notFound('GET', `${API}/archives/${archive.id}/listing`);
    await notFound('GET', `${API}/archives/${archive.id}/listing?folderId=${folder.id}`);
    // Their own archive with my folder's id: still not found.
    await notFound('GET', `${API}/archives/${strangersArchive.id}/listing?folderId=${folder.id}`);
    await notFound('PUT', `${API}/archives/${archive.id}`, { name: 'Van mij', version: archive.version });
    await notFound('DELETE', `${API}/archives/${archive.id}?version=${archive.version}`);
    await notFound('POST', `${API}/archives/${archive.id}/folders`, { parentId: null, name: 'Ingebroken' });
    await notFound('POST', `${API}/archives/${strangersArchive.id}/folders`, {
      parentId: folder.id,
      name: 'Ingebroken',
    });
    await notFound('PUT', `${API}/folders/${folder.id}`, { name: 'Weg', version: folder.version });
    await notFound('GET', `${API}/files/${fileId}`);
    await notFound('PUT', `${API}/files/${fileId}`, { name: 'weg.pdf', version: 1 });
    await notFound('GET', `${API}/files/${fileId}/download`);
    await notFound('GET', `${API}/files/${fileId}/preview/120`);
    await notFound('POST', `${API}/archives/${archive.id}/move`, {
      items: { fileIds: [fileId] },
      targetFolderId: null,
    });
    await notFound('POST', `${API}/archives/${strangersArchive.id}/move`, {
      items: { fileIds: [fileId] },
      targetFolderId: null,
    });
    await notFound('POST', `${API}/archives/${strangersArchive.id}/move`, {
      items: { folderIds: [folder.id] },
      targetFolderId: null,
    });
    await notFound('POST', `${API}/archives/${archive.id}/trash`, { folderIds: [folder.id] });
    await notFound('POST', `${API}/archives/${strangersArchive.id}/trash`, { fileIds: [fileId] });
    await notFound('GET', `${API}/search?q=geheim&archiveId=${archive.id}`);
    const listed = archivesResponseSchema.parse((await call(stranger, 'GET', `${API}/archives`)).json());
    expect(listed.archives.map((item) => item.id)).toEqual([strangersArchive.id]);
    expect(await filestoreRows(database.db)).toEqual(before);

    // Once trashed by its owner, it is still no one else's to restore or remove.
    expect(
      (await call(owner, 'POST', `${API}/archives/${archive.id}/trash`, { fileIds: [fileId] })).statusCode,
    ).toBe(200);
    const trashed = await filestoreRows(database.db);
    await notFound('POST', `${API}/trash/restore`, { fileIds: [fileId] });
    await notFound('POST', `${API}/trash/delete`, { fileIds: [fileId] });
    expect((await call(stranger, 'POST', `${API}/trash/empty`)).json()).toEqual({ changed: 0 });
    expect((await call(stranger, 'GET', `${API}/trash`)).json().items).toEqual([]);
    expect(await filestoreRows(database.db)).toEqual(trashed);
  });

  it('is read and kept by the order desk, also where the customer may not change it', async () => {
    const { browser: owner, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(owner, customerNumber, 'Scans van de klant');
    await database.db
      .update(filestoreArchives)
      .set({ allowChanges: false })
      .where(eq(filestoreArchives.id, archive.id));
    await expectFailure(
      await call(owner, 'POST', `${API}/archives/${archive.id}/folders`, {
        parentId: null,
        name: 'Mag niet',
      }),
      403,
      'FILESTORE_READ_ONLY',
    );
    const { browser: desk } = await aCustomerUser(app, database.db, { staffRoles: ['orderDesk'] });
    const made = await aFolder(desk, archive.id, 'Aangeleverd');
    expect((await listing(owner, archive.id)).folders.map((folder) => folder.id)).toEqual([made.id]);
    const deskArchives = archivesResponseSchema.parse((await call(desk, 'GET', `${API}/archives`)).json());
    expect(deskArchives.archives.find((item) => item.id === archive.id)).toMatchObject({
      customerNumber,
      allowChanges: false,
    });
    // A staff member without the desk's role is a customer like any other.
    const { browser: staffOnly } = await aCustomerUser(app, database.db, {});
    await expectFailure(
      await call(staffOnly, 'GET', `${API}/archives/${archive.id}/listing`),
      404,
      'FILESTORE_NOT_FOUND',
    );
  });
});

describe('the dashboard', () => {
  it('shows the archives, the ten files added last with their place, the space used and the trash', async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    const archive = await anArchive(browser, customerNumber, 'Overzicht');
    const folder = await aFolder(browser, archive.id, 'Recent');
    const start = Date.parse('2026-06-01T00:00:00Z');
    const ids = await filesIn(
      database,
      null,
      { archiveId: archive.id, folderId: folder.id, userId: user.id },
      Array.from({ length: 12 }, (_, i) => ({
        name: `f${i}.pdf`,
        size: 100,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { fileIds: [ids[11]] });
    const response = await call(browser, 'GET', `${API}/dashboard`);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = filestoreDashboardSchema.parse(response.json());
    expect(dashboard.recentFiles.map((item) => item.file.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `f${10 - i}.pdf`),
    );
    expect(dashboard.recentFiles[0]).toMatchObject({ archiveName: 'Overzicht' });
    expect(dashboard.recentFiles[0]!.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Overzicht', 'Recent']);
    expect(dashboard).toMatchObject({ usedBytes: 1100, fileCount: 11, trashCount: 1 });
    expect(dashboard.archives.map((item) => item.id)).toEqual([archive.id]);
  });
});

describe('the counts kept on the rows', () => {
  it('equal a real count after folders and files are made, filed, moved, trashed, restored and deleted', async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    const session = await openSession(app, browser);
    const archive = await anArchive(browser, customerNumber, 'Tellen');
    const a = await aFolder(browser, archive.id, 'A');
    const b = await aFolder(browser, archive.id, 'B', a.id);
    const c = await aFolder(browser, archive.id, 'C', b.id);
    const d = await aFolder(browser, archive.id, 'D');
    const rootFiles = await filesIn(
      database,
      null,
      { archiveId: archive.id, folderId: null, userId: user.id },
      [
        { name: 'r1.pdf', size: 10 },
        { name: 'r2.pdf', size: 20 },
      ],
    );
    const cFiles = await filesIn(database, null, { archiveId: archive.id, folderId: c.id, userId: user.id }, [
      { name: 'c1.pdf', size: 30 },
      { name: 'c2.pdf', size: 40 },
    ]);
    const upload1 = await anAnalysedUpload(browser, session, 'geupload.pdf');
    expect(
      (
        await call(browser, 'POST', `${API}/archives/${archive.id}/files`, {
          sessionId: session,
          uploadIds: [upload1],
          folderId: b.id,
        })
      ).statusCode,
    ).toBe(201);
    await expectCountsRight(database.db);

    const post = (url: string, body?: unknown) => call(browser, 'POST', `${API}${url}`, body);
    expect(
      (
        await post(`/archives/${archive.id}/move`, {
          items: { folderIds: [b.id], fileIds: [rootFiles[0]] },
          targetFolderId: d.id,
        })
      ).statusCode,
    ).toBe(200);
    await expectCountsRight(database.db);
    // A file by itself first, then the folder that holds it: two roots in the trash.
    expect((await post(`/archives/${archive.id}/trash`, { fileIds: [cFiles[0]] })).statusCode).toBe(200);
    expect(
      (await post(`/archives/${archive.id}/trash`, { folderIds: [b.id], fileIds: [rootFiles[1]] }))
        .statusCode,
    ).toBe(200);
    await expectCountsRight(database.db);
    expect((await post('/trash/restore', { folderIds: [b.id] })).statusCode).toBe(200);
    await expectCountsRight(database.db);
    expect((await post('/trash/restore', { fileIds: [cFiles[0]] })).statusCode).toBe(200);
    await expectCountsRight(database.db);
    expect((await post(`/archives/${archive.id}/trash`, { folderIds: [d.id] })).statusCode).toBe(200);
    expect((await post('/trash/delete', { folderIds: [d.id] })).statusCode).toBe(200);
    await expectCountsRight(database.db);
    expect((await post('/trash/empty')).statusCode).toBe(200);
    await expectCountsRight(database.db);
    const root = await listing(browser, archive.id);
    expect(root.archive).toMatchObject({ fileCount: 0, folderCount: 1, usedBytes: 0 });
    expect(root.folders).toMatchObject([{ id: a.id, folderCount: 0, fileCount: 0 }]);
  });
});
