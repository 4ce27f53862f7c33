import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  archiveSummarySchema,
  filestoreDashboardSchema,
  filestoreFolderSchema,
  folderListingSchema,
  searchResultsSchema,
  trashFolderListingSchema,
  trashListingSchema,
} from '@portal/shared/schemas/filestore';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aCustomerUser,
  expectCountsRight,
  filesIn,
  filestoreClient,
  filestoreRows,
} from '../../../test/filestore-builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { type Browser, logIn } from '../../../test/upload-client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage';
import { textPdf } from './demo-pdf';
import { purgeFilestoreTrashJob } from './filestore.jobs';
import { filestoreKey } from './filestore.service';
import { filestoreArchives, filestoreFiles, filestoreFolders } from './filestore.tables';

/**
 * The file store's trash over HTTP (issue 31 point 2; decisions 0118, 0120 and 0121): what is
 * deleted leaves every list and search and shows in the trash with where it was; restore puts
 * back exactly what went together, or refuses with nothing changed; deleting for good, emptying
 * and the daily job after 30 days remove the rows and then the stored files.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let storage: FileStorage;
const DAY = 24 * 60 * 60 * 1000;
const clock = mutableClock(new Date('2026-11-28T09:00:00Z'));
const call = filestoreClient(() => app);
const API = '/api/v3/filestore';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'filestore-trash-'));
  database = await createTestDatabase();
  // The tests run the daily job themselves, at the moment they set.
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock, runJobs: false } });
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

async function ok(response: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** A customer with an archive holding Dossiers/2025 (two files, one with text) and a file at the root. */
async function aFiledArchive(name = 'Dossiers') {
  const { user, browser, customerNumber } = await aCustomerUser(app, database.db, { name: 'Tom Trash' });
  const archive = archiveSummarySchema.parse(
    await ok(
      await call(browser, 'POST', `${API}/archives`, { customerNumber, name: `Archief ${name}` }),
      201,
    ),
  );
  const folder = async (folderName: string, parentId: string | null) =>
    filestoreFolderSchema.parse(
      await ok(
        await call(browser, 'POST', `${API}/archives/${archive.id}/folders`, { parentId, name: folderName }),
        201,
      ),
    );
  const dossiers = await folder(name, null);
  const year = await folder('2025', dossiers.id);
  const place = (folderId: string | null) => ({ archiveId: archive.id, folderId, userId: user.id });
  const [contract, memo] = (await filesIn(database, storage, place(year.id), [
    {
      name: 'contract.pdf',
      bytes: textPdf('Contract', ['huurcontract kantoorpand']),
      textContent: 'huurcontract kantoorpand',
    },
    { name: 'memo.pdf', bytes: textPdf('Memo', ['memo']) },
  ])) as [string, string];
  const [loose] = (await filesIn(database, storage, place(null), [
    { name: 'los.pdf', bytes: textPdf('Los', ['los']) },
  ])) as [string];
  return { user, browser, customerNumber, archive, dossiers, year, contract, memo, loose };
}

const listing = async (browser: Browser, archiveId: string, folderId?: string) =>
  folderListingSchema.parse(
    await ok(
      await call(
        browser,
        'GET',
        `${API}/archives/${archiveId}/listing${folderId ? `?folderId=${folderId}` : ''}`,
      ),
    ),
  );
const trashOf = async (browser: Browser, after?: string) =>
  trashListingSchema.parse(
    await ok(await call(browser, 'GET', `${API}/trash${after ? `?after=${after}` : ''}`)),
  );

describe('deleting', () => {
  it('moves a folder with everything in it to the trash as one item, out of every list and search', async () => {
    const { browser, archive, dossiers, year, contract } = await aFiledArchive();
    expect(
      await ok(
        await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { folderIds: [dossiers.id] }),
      ),
    ).toEqual({
      changed: 1,
    });
    const root = await listing(browser, archive.id);
    expect(root.folders).toEqual([]);
    expect(root.archive).toMatchObject({ folderCount: 0, fileCount: 1 });
    await expectFailure(
      await call(browser, 'GET', `${API}/archives/${archive.id}/listing?folderId=${year.id}`),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await expectFailure(await call(browser, 'GET', `${API}/files/${contract}`), 404, 'FILESTORE_NOT_FOUND');
    await expectFailure(
      await call(browser, 'GET', `${API}/files/${contract}/download`),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/folders`, {
        parentId: year.id,
        name: 'Erin',
      }),
      404,
      'FILESTORE_NOT_FOUND',
    );
    // Nothing is filed into a deleted folder.
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/files`, {
        sessionId: '00000000-0000-4000-8000-000000000000',
        uploadIds: ['00000000-0000-4000-8000-000000000001'],
        folderId: year.id,
      }),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/move`, {
        items: { fileIds: [contract] },
        targetFolderId: null,
      }),
      404,
      'FILESTORE_NOT_FOUND',
    );
    const search = searchResultsSchema.parse(
      await ok(await call(browser, 'GET', `${API}/search?q=huurcontract`)),
    );
    expect(search.hits).toEqual([]);
    const dashboard = filestoreDashboardSchema.parse(
      await ok(await call(browser, 'GET', `${API}/dashboard`)),
    );
    expect(dashboard.recentFiles.map((item) => item.file.name)).toEqual(['los.pdf']);
    expect(dashboard.trashCount).toBe(1);

    const trash = await trashOf(browser);
    expect(trash.items).toEqual([
      {
        kind: 'folder',
        id: dossiers.id,
        name: 'Dossiers',
        archiveId: archive.id,
        archiveName: 'Archief Dossiers',
        breadcrumbs: [{ folderId: null, name: 'Archief Dossiers' }],
        size: expect.any(Number),
        trashedAt: '2026-11-28T09:00:00.000Z',
        trashedBy: 'Tom Trash',
        purgeAt: '2026-12-28T09:00:00.000Z',
      },
    ]);
    expect(trash.items[0]!.size).toBeGreaterThan(0);
    await expectCountsRight(database.db);
  });

  it('shows what a deleted folder holds, read-only, from the deleted folder down', async () => {
    const { browser, archive, dossiers, year } = await aFiledArchive();
    await ok(
      await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { folderIds: [dossiers.id] }),
    );
    const top = trashFolderListingSchema.parse(
      await ok(await call(browser, 'GET', `${API}/trash/${dossiers.id}`)),
    );
    expect(top.folder).toMatchObject({ id: dossiers.id, name: 'Dossiers', archiveName: 'Archief Dossiers' });
    expect(top.breadcrumbs).toEqual([{ folderId: dossiers.id, name: 'Dossiers' }]);
    expect(top.folders.map((folder) => folder.name)).toEqual(['2025']);
    const inner = trashFolderListingSchema.parse(
      await ok(await call(browser, 'GET', `${API}/trash/${year.id}`)),
    );
    expect(inner.folder.id).toBe(dossiers.id);
    expect(inner.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Dossiers', '2025']);
    expect(inner.files.map((file) => file.name)).toEqual(['contract.pdf', 'memo.pdf']);
    // A live folder is not in the trash.
    const live = await aFiledArchive('Levend');
    await expectFailure(
      await call(live.browser, 'GET', `${API}/trash/${live.year.id}`),
      404,
      'FILESTORE_NOT_FOUND',
    );
    await expectFailure(
      await call(live.browser, 'GET', `${API}/trash/${year.id}`),
      404,
      'FILESTORE_NOT_FOUND',
    );
  });

  it('is refused in an archive the customer may not change', async () => {
    const { browser, archive, loose } = await aFiledArchive();
    await database.db
      .update(filestoreArchives)
      .set({ allowChanges: false })
      .where(eq(filestoreArchives.id, archive.id));
    const before = await filestoreRows(database.db);
    await expectFailure(
      await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { fileIds: [loose] }),
      403,
      'FILESTORE_READ_ONLY',
    );
    expect(await filestoreRows(database.db)).toEqual(before);
  });
});

describe('restoring', () => {
  it('puts a folder back where it was with what went with it; a file deleted by itself earlier stays in the trash', async () => {
    const { browser, archive, dossiers, year, contract, memo } = await aFiledArchive();
    const post = (url: string, body: unknown) => call(browser, 'POST', `${API}${url}`, body);
    await ok(await post(`/archives/${archive.id}/trash`, { fileIds: [memo] }));
    // A minute later: the test's clock stands still, and the trash lists newest first.
    clock.advance(60_000);
    await ok(await post(`/archives/${archive.id}/trash`, { folderIds: [dossiers.id] }));
    expect((await trashOf(browser)).items.map((item) => item.name)).toEqual(['Dossiers', 'memo.pdf']);
    // The file's folder is in the trash: it cannot go back before it.
    await expectFailure(await post('/trash/restore', { fileIds: [memo] }), 409, 'FILESTORE_RESTORE_CONFLICT');

    expect(await ok(await post('/trash/restore', { folderIds: [dossiers.id] }))).toEqual({ changed: 1 });
    const back = await listing(browser, archive.id, year.id);
    expect(back.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Archief Dossiers', 'Dossiers', '2025']);
    expect(back.files.map((file) => file.id)).toEqual([contract]);
    expect((await trashOf(browser)).items.map((item) => item.name)).toEqual(['memo.pdf']);
    await ok(await post('/trash/restore', { fileIds: [memo] }));
    expect((await listing(browser, archive.id, year.id)).files.map((file) => file.id)).toEqual([
      contract,
      memo,
    ]);
    await expectCountsRight(database.db);
  });

  it('refuses when a live item took the name meanwhile; a selection goes back whole or not at all', async () => {
    const { user, browser, archive, year, contract } = await aFiledArchive();
    const post = (url: string, body: unknown) => call(browser, 'POST', `${API}${url}`, body);
    await ok(await post(`/archives/${archive.id}/trash`, { fileIds: [contract] }));
    await filesIn(database, null, { archiveId: archive.id, folderId: year.id, userId: user.id }, [
      { name: 'CONTRACT.pdf' },
    ]);
    const before = await filestoreRows(database.db);
    await expectFailure(
      await post('/trash/restore', { fileIds: [contract] }),
      409,
      'FILESTORE_RESTORE_CONFLICT',
    );
    expect(await filestoreRows(database.db)).toEqual(before);

    // Two roots of one selection: all or nothing.
    const { archive: other, loose } = await aFiledArchive('Tweede');
    expect(other.id).not.toBe(archive.id);
    await ok(await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { folderIds: [year.id] }));
    const trashed = await filestoreRows(database.db);
    await expectFailure(
      await post('/trash/restore', { folderIds: [year.id], fileIds: [contract] }),
      409,
      'FILESTORE_RESTORE_CONFLICT',
    );
    expect(await filestoreRows(database.db)).toEqual(trashed);
    // Another customer's root is not found.
    await expectFailure(await post('/trash/restore', { fileIds: [loose] }), 404, 'FILESTORE_NOT_FOUND');
    await expectCountsRight(database.db);
  });

  it('is refused in an archive the customer may not change (what staff deleted there)', async () => {
    const { browser, archive, loose } = await aFiledArchive();
    const { browser: desk } = await aCustomerUser(app, database.db, { staffRoles: ['orderDesk'] });
    await database.db
      .update(filestoreArchives)
      .set({ allowChanges: false })
      .where(eq(filestoreArchives.id, archive.id));
    await ok(await call(desk, 'POST', `${API}/archives/${archive.id}/trash`, { fileIds: [loose] }));
    expect((await trashOf(browser)).items.map((item) => item.id)).toEqual([loose]);
    await expectFailure(
      await call(browser, 'POST', `${API}/trash/restore`, { fileIds: [loose] }),
      403,
      'FILESTORE_READ_ONLY',
    );
    await expectFailure(
      await call(browser, 'POST', `${API}/trash/delete`, { fileIds: [loose] }),
      403,
      'FILESTORE_READ_ONLY',
    );
    // Emptying leaves it: the customer may change nothing there.
    expect(await ok(await call(browser, 'POST', `${API}/trash/empty`))).toEqual({ changed: 0 });
    await ok(await call(desk, 'POST', `${API}/trash/restore`, { fileIds: [loose] }));
    expect((await listing(browser, archive.id)).files.map((file) => file.id)).toEqual([loose]);
  });
});

describe('removing for good', () => {
  it('deletes the rows, then the stored files; emptying takes every root of the caller’s archives', async () => {
    const { browser, archive, dossiers, contract, memo, loose } = await aFiledArchive();
    const post = (url: string, body?: unknown) => call(browser, 'POST', `${API}${url}`, body);
    await ok(await post(`/archives/${archive.id}/trash`, { folderIds: [dossiers.id] }));
    await ok(await post(`/archives/${archive.id}/trash`, { fileIds: [loose] }));
    expect(await ok(await post('/trash/delete', { folderIds: [dossiers.id] }))).toEqual({ changed: 1 });
    const rows = await database.db
      .select()
      .from(filestoreFiles)
      .where(eq(filestoreFiles.archiveId, archive.id));
    expect(rows.map((row) => row.id)).toEqual([loose]);
    expect(
      await database.db.select().from(filestoreFolders).where(eq(filestoreFolders.archiveId, archive.id)),
    ).toEqual([]);
    expect(await storage.size(filestoreKey(contract))).toBeNull();
    expect(await storage.size(filestoreKey(memo))).toBeNull();
    expect(await storage.size(filestoreKey(loose))).toBeGreaterThan(0);
    // A live item is not in the trash: not found there.
    const { loose: otherLoose } = await aFiledArchive('Ander');
    await expectFailure(await post('/trash/delete', { fileIds: [otherLoose] }), 404, 'FILESTORE_NOT_FOUND');

    expect(await ok(await post('/trash/empty'))).toEqual({ changed: 1 });
    expect((await trashOf(browser)).items).toEqual([]);
    expect(await storage.size(filestoreKey(loose))).toBeNull();
    // Now empty, the archive itself can go.
    const summary = (await listing(browser, archive.id)).archive;
    expect(
      (await call(browser, 'DELETE', `${API}/archives/${archive.id}?version=${summary.version}`)).statusCode,
    ).toBe(204);
    await expectCountsRight(database.db);
  });

  it('happens by the daily job to what has been in the trash for more than 30 days', async () => {
    const { user, browser, archive, dossiers, contract, loose } = await aFiledArchive();
    await ok(
      await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { folderIds: [dossiers.id] }),
    );
    // Days pass: a login of today is needed for each look.
    const now = () => logIn(app, user.email, user.password);
    clock.advance(10 * DAY);
    await ok(await call(await now(), 'POST', `${API}/archives/${archive.id}/trash`, { fileIds: [loose] }));
    const runTheJob = async () => {
      await app.jobs.enqueue(purgeFilestoreTrashJob, {});
      await app.jobs.drain();
    };
    clock.advance(20 * DAY - 60_000);
    await runTheJob();
    expect((await trashOf(await now())).items.map((item) => item.id)).toEqual([loose, dossiers.id]);
    clock.advance(2 * 60_000);
    await runTheJob();
    expect((await trashOf(await now())).items.map((item) => item.id)).toEqual([loose]);
    expect(await storage.size(filestoreKey(contract))).toBeNull();
    clock.advance(10 * DAY);
    await runTheJob();
    expect((await trashOf(await now())).items).toEqual([]);
    expect(await storage.size(filestoreKey(loose))).toBeNull();
    await expectCountsRight(database.db);
  });
});

describe('the trash’s pages', () => {
  it('come 100 at a time, newest first, every root once; a folder’s contents page by name', async () => {
    const { user, browser, archive, year } = await aFiledArchive();
    const ids = await filesIn(
      database,
      null,
      { archiveId: archive.id, folderId: null, userId: user.id },
      Array.from({ length: 130 }, (_, i) => ({ name: `weg-${String(i).padStart(3, '0')}.pdf` })),
    );
    // In three calls at three moments, so the order is by time and then by id.
    for (const [index, part] of [ids.slice(0, 50), ids.slice(50, 100), ids.slice(100)].entries()) {
      clock.advance(1000 + index);
      await ok(await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { fileIds: part }));
    }
    const first = await trashOf(browser);
    expect(first.items).toHaveLength(100);
    expect(first.nextCursor).not.toBeNull();
    const second = await trashOf(browser, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(130);
    expect(seen.slice(0, 30).sort()).toEqual(ids.slice(100).sort());
    const times = [...first.items, ...second.items].map((item) => item.trashedAt);
    expect([...times].sort().reverse()).toEqual(times);
    await expectFailure(
      await call(browser, 'GET', `${API}/trash?after=xyz`),
      422,
      'FILESTORE_CURSOR_INVALID',
    );

    await filesIn(
      database,
      null,
      { archiveId: archive.id, folderId: year.id, userId: user.id },
      Array.from({ length: 110 }, (_, i) => ({ name: `in-map-${String(i).padStart(3, '0')}.pdf` })),
    );
    await ok(await call(browser, 'POST', `${API}/archives/${archive.id}/trash`, { folderIds: [year.id] }));
    const inFolder = trashFolderListingSchema.parse(
      await ok(await call(browser, 'GET', `${API}/trash/${year.id}`)),
    );
    expect(inFolder.files).toHaveLength(100);
    const rest = trashFolderListingSchema.parse(
      await ok(await call(browser, 'GET', `${API}/trash/${year.id}?after=${inFolder.nextCursor}`)),
    );
    expect(rest.files).toHaveLength(12);
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...inFolder.files, ...rest.files].map((file) => file.id)).size).toBe(112);
    await expectFailure(
      await call(browser, 'GET', `${API}/trash/${year.id}?after=${first.nextCursor}`),
      422,
      'FILESTORE_CURSOR_INVALID',
    );
  });
});
