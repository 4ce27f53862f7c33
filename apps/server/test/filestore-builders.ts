import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database, Db } from '../src/db/database';
import { createCustomersRepository } from '../src/features/customers/customers.repository';
import { createFilestoreRepository } from '../src/features/filestore/filestore.repository';
import { filestoreKey } from '../src/features/filestore/filestore.service';
import {
  filestoreArchives,
  filestoreFiles,
  filestoreFolders,
} from '../src/features/filestore/filestore.tables';
import type { FileStorage } from '../src/platform/storage/file-storage';
import { aUser, type BuiltUser } from './builders';
import { aLinkedCustomer } from './ordering-builders';
import { type Browser, headersOf, logIn } from './upload-client';

/**
 * What the file store's API tests stand on: customers with users, and many files at once put
 * straight into a folder (with the counts kept as the service keeps them), where filing each
 * through an upload would cost a second a file.
 */

/** A user linked to a customer number of their own, logged in. */
export async function aCustomerUser(
  app: FastifyInstance,
  db: Db,
  options: { name?: string; staffRoles?: ['orderDesk'] } = {},
): Promise<{ user: BuiltUser; browser: Browser; customerNumber: string }> {
  const user = await aUser(db, {
    name: options.name,
    staff: options.staffRoles !== undefined,
    staffRoles: options.staffRoles,
  });
  const { customerNumber } = await aLinkedCustomer(db, user.id, new Date());
  return { user, browser: await logIn(app, user.email, user.password), customerNumber };
}

/** A second user of the same customer number (a colleague). */
export async function aColleague(app: FastifyInstance, db: Db, customerNumber: string): Promise<Browser> {
  const user = await aUser(db, {});
  const customers = createCustomersRepository(db);
  await customers.link(user.id, (await customers.customerIdOf(customerNumber))!, new Date());
  return logIn(app, user.email, user.password);
}

export type FileSpec = {
  name: string;
  size?: number;
  pageCount?: number | null;
  createdAt?: Date;
  textContent?: string | null;
  /** Bytes stored under the file's key (none unless given). */
  bytes?: Buffer;
};

/**
 * Files put straight into a folder of an archive (null: the root), their counts kept as filing
 * keeps them; returns their ids in the order given.
 */
export async function filesIn(
  database: Database,
  storage: FileStorage | null,
  place: { archiveId: string; folderId: string | null; userId: string },
  specs: FileSpec[],
): Promise<string[]> {
  const repository = createFilestoreRepository(database.db);
  const ids = specs.map(() => randomUUID());
  for (const [index, spec] of specs.entries())
    if (spec.bytes && storage) await storage.put(filestoreKey(ids[index]!), { bytes: spec.bytes });
  await database.db.transaction(async (tx) => {
    const rows = specs.map((spec, index) => ({
      id: ids[index]!,
      archiveId: place.archiveId,
      folderId: place.folderId,
      name: spec.name,
      storageKey: filestoreKey(ids[index]!),
      size: spec.size ?? spec.bytes?.length ?? 1000,
      fileType: 'pdf' as const,
      status: 'READY' as const,
      format: 'A4' as const,
      pageCount: spec.pageCount === undefined ? 1 : spec.pageCount,
      pagesColour: 0,
      pagesBW: spec.pageCount ?? 1,
      pagesBlank: 0,
      analysed: true,
      textContent: spec.textContent ?? null,
      createdAt: spec.createdAt ?? new Date(),
      createdBy: place.userId,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await repository.insertFiles(tx as Db, rows.slice(start, start + 500));
    const bytes = rows.reduce((sum, row) => sum + row.size, 0);
    await repository.adjustArchive(tx as Db, place.archiveId, {
      files: rows.length,
      folders: 0,
      bytes,
      rootFiles: place.folderId ? 0 : rows.length,
      rootFolders: 0,
    });
    if (place.folderId)
      await repository.adjustFolders(tx as Db, [{ id: place.folderId, files: rows.length, folders: 0 }]);
  });
  return ids;
}

/**
 * The counts the file store keeps, next to the same counts made by counting the rows: every
 * archive's totals and root counts, and every folder's direct counts (a live folder's live
 * children; a trashed folder's children that went to the trash with it).
 */
export async function keptAndRealCounts(db: Db) {
  const rows = async <T>(query: string) => (await db.execute(query as never)) as unknown as { rows: T[] };
  const archives = await rows<Record<string, string | number>>(`
    select a.id,
      a.file_count as "fileCount", a.folder_count as "folderCount", a.used_bytes as "usedBytes",
      a.root_file_count as "rootFileCount", a.root_folder_count as "rootFolderCount",
      (select count(*) from filestore_files f where f.archive_id = a.id and f.trashed_at is null) as "realFileCount",
      (select count(*) from filestore_folders d where d.archive_id = a.id and d.trashed_at is null) as "realFolderCount",
      (select coalesce(sum(size), 0) from filestore_files f where f.archive_id = a.id and f.trashed_at is null) as "realUsedBytes",
      (select count(*) from filestore_files f where f.archive_id = a.id and f.folder_id is null and f.trashed_at is null) as "realRootFileCount",
      (select count(*) from filestore_folders d where d.archive_id = a.id and d.parent_id is null and d.trashed_at is null) as "realRootFolderCount"
    from filestore_archives a`);
  const folders = await rows<Record<string, string | number>>(`
    select d.id, d.file_count as "fileCount", d.folder_count as "folderCount",
      (select count(*) from filestore_files f where f.folder_id = d.id
         and (case when d.trashed_at is null then f.trashed_at is null else f.trash_root_id = d.trash_root_id end)) as "realFileCount",
      (select count(*) from filestore_folders c where c.parent_id = d.id
         and (case when d.trashed_at is null then c.trashed_at is null else c.trash_root_id = d.trash_root_id end)) as "realFolderCount"
    from filestore_folders d`);
  const pairs = (row: Record<string, string | number>, names: string[]) =>
    Object.fromEntries(
      names.flatMap((name) => {
        const real = `real${name[0]!.toUpperCase()}${name.slice(1)}`;
        return [[`${row.id} ${name}`, [Number(row[name]), Number(row[real])]]];
      }),
    );
  return {
    ...Object.assign(
      {},
      ...archives.rows.map((row) =>
        pairs(row, ['fileCount', 'folderCount', 'usedBytes', 'rootFileCount', 'rootFolderCount']),
      ),
    ),
    ...Object.assign({}, ...folders.rows.map((row) => pairs(row, ['fileCount', 'folderCount']))),
  } as Record<string, [number, number]>;
}

/** Fails with every count that differs from the rows it counts. */
export async function expectCountsRight(db: Db): Promise<void> {
  const counts = await keptAndRealCounts(db);
  const wrong = Object.entries(counts).filter(([, [kept, real]]) => kept !== real);
  expect(wrong, 'kept counts that differ from a real count: [kept, real]').toEqual([]);
  expect(Object.keys(counts).length).toBeGreaterThan(0);
}

/** The file store's tables' rows, to show a refused call changed nothing. */
export async function filestoreRows(db: Db) {
  return {
    archives: await db.select().from(filestoreArchives).orderBy(filestoreArchives.id),
    folders: await db.select().from(filestoreFolders).orderBy(filestoreFolders.id),
    files: await db.select().from(filestoreFiles).orderBy(filestoreFiles.id),
  };
}

/** A call of the file store's API as a browser makes it. */
export function filestoreClient(appOf: () => FastifyInstance) {
  return async function call(
    browser: Browser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return appOf().inject({
      method,
      url,
      headers: { ...headersOf(browser), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}
