import type { FolderSort } from '@portal/shared/schemas/filestore';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { nameMatch, wordsMatch } from '../../db/search-columns';
import { filestoreArchives, filestoreFiles, filestoreFolders } from './filestore.tables';

/**
 * The file store's queries (decisions 0118, 0120 and 0121). Every read a caller can cause takes
 * the caller's scope and filters by it in SQL: the archives of the caller's customers, or every
 * archive for the order desk. Writes run in the service's transaction (`tx`), after it locked the
 * archive they change (lockArchive), so the counts kept on the rows change with the rows.
 */

/** Whose archives a query reads: those of these customers, or every archive (the order desk). */
export type Scope = { all: true } | { customerIds: readonly string[] };

/**
 * The caller's customers as a query a statement embeds (columns id, customer_number, name: the
 * customers feature's cards): the archives of these customers are the caller's, or with `all`
 * (the order desk) every archive, the query then only naming each archive's customer.
 */
export type CallerCards = { query: SQL; all: boolean };

export type ArchiveRow = typeof filestoreArchives.$inferSelect;
export type FolderRow = Omit<typeof filestoreFolders.$inferSelect, 'search'>;
export type NewFileRow = Omit<typeof filestoreFiles.$inferInsert, 'search'>;

/** A file as lists show it: no text, no per-page detail, no storage key. */
export type FileListRow = {
  id: string;
  archiveId: string;
  folderId: string | null;
  name: string;
  size: number;
  fileType: (typeof filestoreFiles.$inferSelect)['fileType'];
  status: (typeof filestoreFiles.$inferSelect)['status'];
  format: (typeof filestoreFiles.$inferSelect)['format'];
  pageCount: number | null;
  pagesColour: number | null;
  pagesBW: number | null;
  pagesBlank: number | null;
  hasText: boolean;
  createdAt: Date;
  version: number;
};

/** A file with what only its own calls need: where its bytes are, and whether it is in the trash. */
export type FileRow = FileListRow & {
  storageKey: string;
  trashedAt: Date | null;
  trashRootId: string | null;
};

/** A file as an upload session's copy of it needs it: its bytes' key and its whole stored analysis. */
export type FileForSessionRow = Pick<
  typeof filestoreFiles.$inferSelect,
  | 'id'
  | 'name'
  | 'storageKey'
  | 'size'
  | 'status'
  | 'fileType'
  | 'format'
  | 'pageCount'
  | 'pagesColour'
  | 'pagesBW'
  | 'pagesBlank'
  | 'pages'
  | 'analysed'
  | 'textContent'
  | 'trashedAt'
>;

/** A page's last row as the next page's cursor names it: its sort key (as text or a number) and id. */
export type PageKey = { key: string | number | null; id: string };

/** A file of a page, with its sort key for the cursor. */
export type PagedFile = FileListRow & { sortKey: string | number | null };

/** Changes of the counts kept on an archive (anywhere in it, and at its root). */
export type ArchiveCounts = {
  files: number;
  folders: number;
  bytes: number;
  rootFiles: number;
  rootFolders: number;
};

/** A root in the trash: a folder or a file deleted by itself (its contents went with it). */
export type TrashRootRow = {
  kind: 'folder' | 'file';
  id: string;
  name: string;
  archiveId: string;
  /** The ids of the folders from the root down to where it was (its parent last). */
  placeIds: string[];
  size: number;
  trashedAt: Date;
  trashedAtKey: string;
  trashedBy: string | null;
};

/**
 * A search hit before its details are read: what it is and its key in the order of hits (decision
 * 0127): a name hit's rank (a number), a text hit's created_at as text (microseconds kept).
 */
export type SearchHitRow = { kind: 'folder' | 'file'; id: string; key: number | string };

/** Where a page of search hits starts: after a name hit or after a text hit. */
export type SearchAfter =
  | { tier: 'name'; rank: number; id: string }
  | { tier: 'text'; at: string; id: string };

const fileListColumns = {
  id: filestoreFiles.id,
  archiveId: filestoreFiles.archiveId,
  folderId: filestoreFiles.folderId,
  name: filestoreFiles.name,
  size: filestoreFiles.size,
  fileType: filestoreFiles.fileType,
  status: filestoreFiles.status,
  format: filestoreFiles.format,
  pageCount: filestoreFiles.pageCount,
  pagesColour: filestoreFiles.pagesColour,
  pagesBW: filestoreFiles.pagesBW,
  pagesBlank: filestoreFiles.pagesBlank,
  // The stored length only: comparing the text itself would read every document's text.
  hasText: sql<boolean>`coalesce(octet_length(${filestoreFiles.textContent}), 0) > 0`,
  createdAt: filestoreFiles.createdAt,
  version: filestoreFiles.version,
};

const folderColumns = {
  id: filestoreFolders.id,
  archiveId: filestoreFolders.archiveId,
  parentId: filestoreFolders.parentId,
  name: filestoreFolders.name,
  path: filestoreFolders.path,
  fileCount: filestoreFolders.fileCount,
  folderCount: filestoreFolders.folderCount,
  trashedAt: filestoreFolders.trashedAt,
  trashedBy: filestoreFolders.trashedBy,
  trashRootId: filestoreFolders.trashRootId,
  createdAt: filestoreFolders.createdAt,
  createdBy: filestoreFolders.createdBy,
  version: filestoreFolders.version,
};

/** The ids in a materialised path '/a/b/c/', root first. */
export const idsOfPath = (path: string): string[] => path.split('/').filter(Boolean);

/** The sort keys of the listing (decision 0120), each backed by a partial index of live files. */
const SORT_KEYS: Record<FolderSort, { order: SQL; key: SQL; cast: string }> = {
  name: { order: sql`lower(${filestoreFiles.name})`, key: sql`lower(${filestoreFiles.name})`, cast: 'text' },
  // As text: a timestamp keeps its microseconds, which a JavaScript Date would lose.
  date: {
    order: sql`${filestoreFiles.createdAt}`,
    key: sql`${filestoreFiles.createdAt}::text`,
    cast: 'timestamptz',
  },
  size: { order: sql`${filestoreFiles.size}`, key: sql`${filestoreFiles.size}`, cast: 'bigint' },
  pages: { order: sql`${filestoreFiles.pageCount}`, key: sql`${filestoreFiles.pageCount}`, cast: 'integer' },
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A folder row of the table aliased `alias` as one JSON value (folderOfJson reads it back). */
const folderJsonOf = (alias: string): SQL => {
  const d = sql.raw(alias);
  return sql`json_build_object('id', ${d}.id, 'archiveId', ${d}.archive_id, 'parentId', ${d}.parent_id,
    'name', ${d}.name, 'path', ${d}.path, 'fileCount', ${d}.file_count, 'folderCount', ${d}.folder_count,
    'trashedAt', ${d}.trashed_at, 'trashedBy', ${d}.trashed_by, 'trashRootId', ${d}.trash_root_id,
    'createdAt', ${d}.created_at, 'createdBy', ${d}.created_by, 'version', ${d}.version)`;
};

export function createFilestoreRepository(db: Db) {
  const archiveInScope = (scope: Scope): SQL | undefined =>
    'all' in scope ? undefined : inArray(filestoreArchives.customerId, [...scope.customerIds]);

  /** The archive ids a scope reads, as a subquery. */
  const scopedArchiveIds = (scope: Scope) =>
    db.select({ id: filestoreArchives.id }).from(filestoreArchives).where(archiveInScope(scope));

  /** A parent's live children: at the root (null) or in a folder. */
  const folderParentIs = (parentId: string | null) =>
    parentId === null ? isNull(filestoreFolders.parentId) : eq(filestoreFolders.parentId, parentId);
  const fileFolderIs = (folderId: string | null) =>
    folderId === null ? isNull(filestoreFiles.folderId) : eq(filestoreFiles.folderId, folderId);

  return {
    // ---- archives ----

    async archives(scope: Scope): Promise<ArchiveRow[]> {
      return db
        .select()
        .from(filestoreArchives)
        .where(archiveInScope(scope))
        .orderBy(sql`lower(${filestoreArchives.name})`, asc(filestoreArchives.id));
    },

    /** Whether the archive is one of the caller's (`cards`: the caller's customers, decision 0129). */
    async archiveOfCards(cards: CallerCards, archiveId: string): Promise<boolean> {
      const join = sql.raw(cards.all ? 'left join' : 'join');
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          with cards as (${cards.query})
          select a.id from ${filestoreArchives} a ${join} cards c on c.id = a.customer_id
          where a.id = ${archiveId}::uuid`),
      );
      return rows.length > 0;
    },

    async archive(scope: Scope, archiveId: string, executor: Db = db): Promise<ArchiveRow | undefined> {
      const [row] = await executor
        .select()
        .from(filestoreArchives)
        .where(and(eq(filestoreArchives.id, archiveId), archiveInScope(scope)));
      return row;
    },

    /**
     * The archive, locked until the transaction ends: every change in an archive takes this lock
     * first, so changes of one archive run one after the other (names checked across folders and
     * files, counts kept) and never wait for each other in a circle.
     */
    async lockArchive(tx: Db, scope: Scope, archiveId: string): Promise<ArchiveRow | undefined> {
      const [row] = await tx
        .select()
        .from(filestoreArchives)
        .where(and(eq(filestoreArchives.id, archiveId), archiveInScope(scope)))
        .for('update');
      return row;
    },

    async insertArchive(
      tx: Db,
      row: {
        customerId: string;
        name: string;
        location: string | null;
        allowChanges?: boolean;
        createdBy: string;
        createdAt: Date;
      },
    ): Promise<ArchiveRow> {
      const [inserted] = await tx.insert(filestoreArchives).values(row).returning();
      return inserted!;
    },

    /** Renames an archive of this version; undefined when the version is stale. */
    async updateArchive(
      tx: Db,
      archiveId: string,
      version: number,
      change: { name: string; location?: string | null },
    ): Promise<ArchiveRow | undefined> {
      const [row] = await tx
        .update(filestoreArchives)
        .set({ ...change, version: sql`${filestoreArchives.version} + 1` })
        .where(and(eq(filestoreArchives.id, archiveId), eq(filestoreArchives.version, version)))
        .returning();
      return row;
    },

    /** Whether the scope holds any archive: one EXISTS, asked with every user's answer. */
    async hasArchives(scope: Scope): Promise<boolean> {
      if ('customerIds' in scope && scope.customerIds.length === 0) return false;
      const rows = rowsOf<{ found: number }>(
        await db.execute(sql`select 1 as found where exists (${scopedArchiveIds(scope)})`),
      );
      return rows.length > 0;
    },

    /** Whether any folder or file (live or in the trash) is in the archive. */
    async archiveHasItems(tx: Db, archiveId: string): Promise<boolean> {
      const rows = rowsOf<{ found: number }>(
        await tx.execute(
          sql`select 1 as found where exists (select 1 from ${filestoreFolders} where ${filestoreFolders.archiveId} = ${archiveId})
              or exists (select 1 from ${filestoreFiles} where ${filestoreFiles.archiveId} = ${archiveId})`,
        ),
      );
      return rows.length > 0;
    },

    async deleteArchive(tx: Db, archiveId: string): Promise<void> {
      await tx.delete(filestoreArchives).where(eq(filestoreArchives.id, archiveId));
    },

    /** The bytes of live files in every archive of a customer: what the file store's quota counts. */
    async usedBytesOfCustomer(tx: Db, customerId: string): Promise<number> {
      const [row] = await tx
        .select({ bytes: sql`coalesce(sum(${filestoreArchives.usedBytes}), 0)`.mapWith(Number) })
        .from(filestoreArchives)
        .where(eq(filestoreArchives.customerId, customerId));
      return row?.bytes ?? 0;
    },

    /** Makes other fillings of the customer's archives wait until this transaction ends (the quota). */
    async lockQuotaOfCustomer(tx: Db, customerId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${customerId}))`);
    },

    async adjustArchive(tx: Db, archiveId: string, change: ArchiveCounts): Promise<void> {
      const { files, folders, bytes, rootFiles, rootFolders } = change;
      if (files === 0 && folders === 0 && bytes === 0 && rootFiles === 0 && rootFolders === 0) return;
      await tx
        .update(filestoreArchives)
        .set({
          fileCount: sql`${filestoreArchives.fileCount} + ${files}`,
          folderCount: sql`${filestoreArchives.folderCount} + ${folders}`,
          usedBytes: sql`${filestoreArchives.usedBytes} + ${bytes}`,
          rootFileCount: sql`${filestoreArchives.rootFileCount} + ${rootFiles}`,
          rootFolderCount: sql`${filestoreArchives.rootFolderCount} + ${rootFolders}`,
        })
        .where(eq(filestoreArchives.id, archiveId));
    },

    /** Changes of folders' direct counts, in one statement. */
    async adjustFolders(tx: Db, changes: { id: string; files: number; folders: number }[]): Promise<void> {
      const real = changes.filter((change) => change.files !== 0 || change.folders !== 0);
      if (real.length === 0) return;
      await tx.execute(sql`
        update ${filestoreFolders} as f
        set file_count = f.file_count + d.files, folder_count = f.folder_count + d.folders
        from jsonb_to_recordset(${JSON.stringify(real)}::jsonb) as d(id uuid, files integer, folders integer)
        where f.id = d.id`);
    },

    // ---- folders ----

    /** A folder in the caller's scope (live, or in the trash with `trashed`). */
    async folder(
      scope: Scope,
      folderId: string,
      state: 'live' | 'trashed',
      executor: Db = db,
    ): Promise<FolderRow | undefined> {
      const [row] = await executor
        .select(folderColumns)
        .from(filestoreFolders)
        .where(
          and(
            eq(filestoreFolders.id, folderId),
            state === 'live' ? isNull(filestoreFolders.trashedAt) : isNotNull(filestoreFolders.trashedAt),
            inArray(filestoreFolders.archiveId, scopedArchiveIds(scope)),
          ),
        );
      return row;
    },

    /** Live folders of an archive by id (those of `ids` that are). */
    async liveFolders(tx: Db, archiveId: string, ids: string[]): Promise<FolderRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select(folderColumns)
        .from(filestoreFolders)
        .where(
          and(
            eq(filestoreFolders.archiveId, archiveId),
            inArray(filestoreFolders.id, ids),
            isNull(filestoreFolders.trashedAt),
          ),
        );
    },

    /** The names of these folders (any state): the steps of breadcrumbs. */
    async folderNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: filestoreFolders.id, name: filestoreFolders.name })
        .from(filestoreFolders)
        .where(inArray(filestoreFolders.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The live subfolders of a folder (or of the root), by name. */
    async subfolders(archiveId: string, parentId: string | null): Promise<FolderRow[]> {
      return db
        .select(folderColumns)
        .from(filestoreFolders)
        .where(
          and(
            eq(filestoreFolders.archiveId, archiveId),
            folderParentIs(parentId),
            isNull(filestoreFolders.trashedAt),
          ),
        )
        .orderBy(sql`lower(${filestoreFolders.name})`, asc(filestoreFolders.id));
    },

    /** The subfolders of a folder in the trash that went there with it (trash root `rootId`). */
    async trashedSubfolders(parentId: string, rootId: string): Promise<FolderRow[]> {
      return db
        .select(folderColumns)
        .from(filestoreFolders)
        .where(and(eq(filestoreFolders.parentId, parentId), eq(filestoreFolders.trashRootId, rootId)))
        .orderBy(sql`lower(${filestoreFolders.name})`, asc(filestoreFolders.id));
    },

    async insertFolder(
      tx: Db,
      row: {
        id: string;
        archiveId: string;
        parentId: string | null;
        name: string;
        path: string;
        createdAt: Date;
        createdBy: string;
      },
    ): Promise<FolderRow> {
      const [inserted] = await tx.insert(filestoreFolders).values(row).returning(folderColumns);
      return inserted!;
    },

    /** Renames a live folder of this version; undefined when the version is stale. */
    async renameFolder(
      tx: Db,
      folderId: string,
      version: number,
      name: string,
    ): Promise<FolderRow | undefined> {
      const [row] = await tx
        .update(filestoreFolders)
        .set({ name, version: sql`${filestoreFolders.version} + 1` })
        .where(
          and(
            eq(filestoreFolders.id, folderId),
            eq(filestoreFolders.version, version),
            isNull(filestoreFolders.trashedAt),
          ),
        )
        .returning(folderColumns);
      return row;
    },

    /**
     * Moves a folder under `parentId` (null: the root): its own parent and, in one statement, the
     * paths of its whole subtree (live and trashed), which start with its path.
     */
    async moveFolder(
      tx: Db,
      folder: { id: string; archiveId: string; path: string },
      parentId: string | null,
      newPath: string,
    ): Promise<void> {
      await tx.execute(sql`
        update ${filestoreFolders}
        set path = ${newPath}::text || substr(path, ${folder.path.length + 1}),
            parent_id = case when id = ${folder.id} then ${parentId}::uuid else parent_id end,
            version = case when id = ${folder.id} then version + 1 else version end
        where archive_id = ${folder.archiveId} and path like ${`${folder.path}%`}`);
    },

    /** The live folder directly in the parent (null: the root) with this name in any letter case. */
    async liveFolderNamed(
      tx: Db,
      archiveId: string,
      parentId: string | null,
      name: string,
    ): Promise<FolderRow | undefined> {
      const [row] = await tx
        .select(folderColumns)
        .from(filestoreFolders)
        .where(
          and(
            eq(filestoreFolders.archiveId, archiveId),
            folderParentIs(parentId),
            isNull(filestoreFolders.trashedAt),
            sql`lower(${filestoreFolders.name}) = lower(${name})`,
          ),
        );
      return row;
    },

    // ---- names ----

    /**
     * The lower-cased names among `lowerNames` that a live folder or file directly in the parent
     * has, apart from the items `exceptIds` (those being renamed or moved).
     */
    async takenNames(
      tx: Db,
      archiveId: string,
      parentId: string | null,
      lowerNames: string[],
      exceptIds: string[] = [],
    ): Promise<Set<string>> {
      if (lowerNames.length === 0) return new Set();
      const names = [...new Set(lowerNames)];
      const except = exceptIds.length > 0 ? exceptIds : ['00000000-0000-0000-0000-000000000000'];
      const parent = parentId ?? archiveId;
      const rows = rowsOf<{ name: string }>(
        await tx.execute(sql`
          select lower(name) as name from ${filestoreFolders}
          where archive_id = ${archiveId} and coalesce(parent_id, archive_id) = ${parent}::uuid
            and trashed_at is null and lower(name) in ${names} and id not in ${except}
          union all
          select lower(name) as name from ${filestoreFiles}
          where archive_id = ${archiveId} and coalesce(folder_id, archive_id) = ${parent}::uuid
            and trashed_at is null and lower(name) in ${names} and id not in ${except}`),
      );
      return new Set(rows.map((row) => row.name));
    },

    // ---- files ----

    /** A file in the caller's scope, with its storage key; live unless `trashed` is asked. */
    async file(scope: Scope, fileId: string, state: 'live' | 'any' = 'live'): Promise<FileRow | undefined> {
      const [row] = await db
        .select({
          ...fileListColumns,
          storageKey: filestoreFiles.storageKey,
          trashedAt: filestoreFiles.trashedAt,
          trashRootId: filestoreFiles.trashRootId,
        })
        .from(filestoreFiles)
        .where(
          and(
            eq(filestoreFiles.id, fileId),
            state === 'live' ? isNull(filestoreFiles.trashedAt) : undefined,
            inArray(filestoreFiles.archiveId, scopedArchiveIds(scope)),
          ),
        );
      return row;
    },

    /** Live files of an archive by id (those of `ids` that are). */
    async liveFiles(tx: Db, archiveId: string, ids: string[]): Promise<FileListRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select(fileListColumns)
        .from(filestoreFiles)
        .where(
          and(
            eq(filestoreFiles.archiveId, archiveId),
            inArray(filestoreFiles.id, ids),
            isNull(filestoreFiles.trashedAt),
          ),
        );
    },

    /**
     * Files of the caller's scope by id, live or in the trash, with their stored analysis and where
     * their bytes are: what 'Selecteer uit bestandsopslag' copies into an upload session (decision 0125).
     */
    async filesForSession(scope: Scope, ids: string[]): Promise<FileForSessionRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: filestoreFiles.id,
          name: filestoreFiles.name,
          storageKey: filestoreFiles.storageKey,
          size: filestoreFiles.size,
          status: filestoreFiles.status,
          fileType: filestoreFiles.fileType,
          format: filestoreFiles.format,
          pageCount: filestoreFiles.pageCount,
          pagesColour: filestoreFiles.pagesColour,
          pagesBW: filestoreFiles.pagesBW,
          pagesBlank: filestoreFiles.pagesBlank,
          pages: filestoreFiles.pages,
          analysed: filestoreFiles.analysed,
          textContent: filestoreFiles.textContent,
          trashedAt: filestoreFiles.trashedAt,
        })
        .from(filestoreFiles)
        .where(
          and(inArray(filestoreFiles.id, ids), inArray(filestoreFiles.archiveId, scopedArchiveIds(scope))),
        );
    },

    async insertFiles(tx: Db, rows: NewFileRow[]): Promise<FileListRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(filestoreFiles).values(rows).returning(fileListColumns);
    },

    async renameFile(
      tx: Db,
      fileId: string,
      version: number,
      name: string,
    ): Promise<FileListRow | undefined> {
      const [row] = await tx
        .update(filestoreFiles)
        .set({ name, version: sql`${filestoreFiles.version} + 1` })
        .where(
          and(
            eq(filestoreFiles.id, fileId),
            eq(filestoreFiles.version, version),
            isNull(filestoreFiles.trashedAt),
          ),
        )
        .returning(fileListColumns);
      return row;
    },

    async moveFiles(tx: Db, ids: string[], folderId: string | null): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(filestoreFiles)
        .set({ folderId, version: sql`${filestoreFiles.version} + 1` })
        .where(inArray(filestoreFiles.id, ids));
    },

    /**
     * A folder listing in one statement (decisions 0127 and 0129): the archive in the caller's
     * scope with its customer's card, the live folder in it (none at the root), the names of the
     * folders from the root down to it (its breadcrumbs, by id), its live subfolders by name (not
     * with `subfolders: false`, for later pages) and one page of its live files in the asked order
     * after `after` (the previous page's last row). On PGlite every statement costs a fixed share
     * far above what one page's rows cost, so the caller's customers are read here too (`cards`:
     * the customers feature's query) instead of before. Undefined when the archive or the folder
     * is not found in the scope.
     *
     * The files are keyset-paged on (sort key, id) along the sort's partial index, so every page
     * costs the same however deep. A file without a page count sorts after every count going up
     * and before them going down (PostgreSQL's NULLS LAST/FIRST): the files with a count and those
     * without are two parts, each along the index, the page taken from the first and then the second.
     */
    async listing(
      cards: CallerCards,
      archiveId: string,
      folderId: string | null,
      page: { sort: FolderSort; direction: 'asc' | 'desc'; after: PageKey | undefined; limit: number },
      subfolders: boolean,
    ): Promise<
      | {
          archive: ArchiveRow;
          customer: { customerNumber: string; name: string } | null;
          folder: FolderRow | null;
          names: Map<string, string>;
          subfolders: FolderRow[];
          files: PagedFile[];
        }
      | undefined
    > {
      const { sort, direction, after, limit } = page;
      const { order, key, cast } = SORT_KEYS[sort];
      const dir = sql.raw(direction);
      const before = sql.raw(direction === 'asc' ? '>' : '<');
      const keyed = (value: string | number) =>
        sql`(${order}, ${filestoreFiles.id}) ${before} (${value}::${sql.raw(cast)}, ${after?.id}::uuid)`;
      // The parts of the page, each along the sort's index: one, or two for the page count.
      const parts: { where: SQL | undefined; orderBy: SQL }[] = [];
      const ordered = sql`${order} ${dir}, ${filestoreFiles.id} ${dir}`;
      if (sort !== 'pages')
        parts.push({ where: after ? keyed(after.key as string | number) : undefined, orderBy: ordered });
      else {
        const withCount = {
          where: and(
            isNotNull(filestoreFiles.pageCount),
            after && after.key !== null ? keyed(after.key) : undefined,
          ),
          orderBy: ordered,
        };
        const withoutCount = {
          where: and(
            isNull(filestoreFiles.pageCount),
            after && after.key === null ? sql`${filestoreFiles.id} ${before} ${after.id}::uuid` : undefined,
          ),
          orderBy: sql`${filestoreFiles.id} ${dir}`,
        };
        const countFirst = direction === 'asc';
        // After a file without a count (going up) or with one (going down) the first part is done.
        const firstDone = after !== undefined && (countFirst ? after.key === null : after.key !== null);
        const [first, second] = countFirst ? [withCount, withoutCount] : [withoutCount, withCount];
        if (!firstDone) parts.push(first);
        parts.push(second);
      }
      const place = and(
        eq(filestoreFiles.archiveId, archiveId),
        fileFolderIs(folderId),
        isNull(filestoreFiles.trashedAt),
      );
      const filesOf = sql.join(
        parts.map(
          (
            part,
            index,
          ) => sql`(select ${index} as part, id, name, size, file_type as "fileType", status, format,
              page_count as "pageCount", pages_colour as "pagesColour", pages_bw as "pagesBW",
              pages_blank as "pagesBlank", coalesce(octet_length(text_content), 0) > 0 as "hasText",
              created_at as "createdAt", version, ${key} as "sortKey", ${order} as ord
            from ${filestoreFiles} where ${and(place, part.where)} order by ${part.orderBy} limit ${limit})`,
        ),
        sql` union all `,
      );
      const archiveJson = sql`json_build_object('id', a.id, 'customerId', a.customer_id, 'name', a.name,
        'location', a.location, 'allowChanges', a.allow_changes, 'fileCount', a.file_count,
        'folderCount', a.folder_count, 'usedBytes', a.used_bytes, 'rootFileCount', a.root_file_count,
        'rootFolderCount', a.root_folder_count, 'createdAt', a.created_at, 'createdBy', a.created_by,
        'version', a.version)`;
      // The order desk reads every archive: its customer's card is looked up, not a condition.
      const join = sql.raw(cards.all ? 'left join' : 'join');
      const [row] = rowsOf<{
        archive: JsonRow | null;
        customer: { customerNumber: string; name: string } | null;
        folder: JsonRow | null;
        crumbs: [string, string][] | null;
        subfolders: JsonRow[] | null;
        files: JsonRow[] | null;
      }>(
        await db.execute(sql`
          with cards as (${cards.query}),
          a as (
            select a.*, c.customer_number, c.name as customer_name
            from ${filestoreArchives} a ${join} cards c on c.id = a.customer_id
            where a.id = ${archiveId}::uuid),
          f as (
            select d.* from ${filestoreFolders} d
            where d.id = ${folderId}::uuid and d.archive_id = (select id from a) and d.trashed_at is null)
          select
            (select ${archiveJson} from a) as archive,
            (select json_build_object('customerNumber', a.customer_number, 'name', a.customer_name)
             from a where a.customer_number is not null) as customer,
            (select ${folderJsonOf('f')} from f) as folder,
            (select json_agg(json_build_array(c.id, c.name)) from f, ${filestoreFolders} c
             where c.id = any(string_to_array(trim(both '/' from f.path), '/')::uuid[])) as crumbs,
            ${
              subfolders
                ? sql`(select json_agg(${folderJsonOf('s')} order by lower(s.name), s.id) from ${filestoreFolders} s
                       where s.archive_id = (select id from a) and s.trashed_at is null
                         and ${folderId === null ? sql`s.parent_id is null` : sql`s.parent_id = (select id from f)`})`
                : sql`null::json`
            } as subfolders,
            -- Only in a place in scope: the archive found, and the folder when one is asked for. The
            -- page is aggregated in the order its subquery gives, as json_agg does (decision 0127).
            (select json_agg(p) from (
               select * from (${filesOf}) parts
               where exists (select 1 from a) ${folderId === null ? sql`` : sql`and exists (select 1 from f)`}
               order by part, ord ${dir}, id ${dir} limit ${limit}) p) as files`),
      );
      if (!row?.archive || (folderId !== null && !row.folder)) return undefined;
      return {
        archive: archiveOfJson(row.archive),
        customer: row.customer,
        folder: row.folder ? folderOfJson(row.folder) : null,
        names: new Map(row.crumbs ?? []),
        subfolders: (row.subfolders ?? []).map(folderOfJson),
        files: (row.files ?? []).map((file) => ({
          ...(file as Omit<PagedFile, 'archiveId' | 'folderId' | 'createdAt'>),
          archiveId: archiveId.toLowerCase(),
          folderId: folderId?.toLowerCase() ?? null,
          createdAt: dateOf(file.createdAt),
        })),
      };
    },

    /** The files of a folder in the trash that went there with it, by name, after `after`. */
    async trashedFilesPage(
      folderId: string,
      rootId: string,
      after: PageKey | undefined,
      limit: number,
    ): Promise<PagedFile[]> {
      return db
        .select({ ...fileListColumns, sortKey: sql<string>`lower(${filestoreFiles.name})` })
        .from(filestoreFiles)
        .where(
          and(
            eq(filestoreFiles.folderId, folderId),
            eq(filestoreFiles.trashRootId, rootId),
            after
              ? sql`(lower(${filestoreFiles.name}), ${filestoreFiles.id}) > (${after.key}::text, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(sql`lower(${filestoreFiles.name})`, asc(filestoreFiles.id))
        .limit(limit);
    },

    /** The live files added last in each archive (at most `limit` an archive), newest first. */
    async recentFiles(archiveIds: string[], limit: number): Promise<FileListRow[]> {
      if (archiveIds.length === 0) return [];
      const perArchive = await Promise.all(
        archiveIds.map((archiveId) =>
          db
            .select(fileListColumns)
            .from(filestoreFiles)
            .where(and(eq(filestoreFiles.archiveId, archiveId), isNull(filestoreFiles.trashedAt)))
            .orderBy(sql`${filestoreFiles.createdAt} desc, ${filestoreFiles.id} desc`)
            .limit(limit),
        ),
      );
      return perArchive
        .flat()
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, limit);
    },

    /** The paths of these folders (any state), by id. */
    async folderPaths(ids: string[], executor: Db = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({ id: filestoreFolders.id, path: filestoreFolders.path })
        .from(filestoreFolders)
        .where(inArray(filestoreFolders.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.path]));
    },

    // ---- trash ----

    /**
     * Puts a live folder and its live subtree in the trash as one item (its root): every live
     * folder under its path and every live file in those folders. Returns what left the live
     * archive: folders (the root included), files and their bytes.
     */
    async trashFolder(
      tx: Db,
      folder: { id: string; archiveId: string; path: string },
      at: Date,
      by: string,
    ): Promise<{ folders: number; files: number; bytes: number }> {
      const [folders] = rowsOf<{ count: string | number }>(
        await tx.execute(sql`
          with trashed as (
            update ${filestoreFolders}
            set trashed_at = ${at.toISOString()}::timestamptz, trashed_by = ${by}::uuid, trash_root_id = ${folder.id}::uuid
            where archive_id = ${folder.archiveId} and path like ${`${folder.path}%`} and trashed_at is null
            returning 1)
          select count(*) as count from trashed`),
      );
      const [files] = rowsOf<{ count: string | number; bytes: string | number }>(
        await tx.execute(sql`
          with trashed as (
            update ${filestoreFiles}
            set trashed_at = ${at.toISOString()}::timestamptz, trashed_by = ${by}::uuid, trash_root_id = ${folder.id}::uuid
            where archive_id = ${folder.archiveId} and trashed_at is null
              and folder_id in (select id from ${filestoreFolders} where trash_root_id = ${folder.id}::uuid)
            returning size)
          select count(*) as count, coalesce(sum(size), 0) as bytes from trashed`),
      );
      return {
        folders: Number(folders?.count ?? 0),
        files: Number(files?.count ?? 0),
        bytes: Number(files?.bytes ?? 0),
      };
    },

    async trashFiles(tx: Db, ids: string[], at: Date, by: string): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(filestoreFiles)
        .set({ trashedAt: at, trashedBy: by, trashRootId: sql`${filestoreFiles.id}` })
        .where(and(inArray(filestoreFiles.id, ids), isNull(filestoreFiles.trashedAt)));
    },

    /** Roots in the trash among these ids, in the caller's scope: folders and files. */
    async trashRoots(
      tx: Db,
      scope: Scope,
      selection: { folderIds: string[]; fileIds: string[] } | 'all',
    ): Promise<{
      folders: FolderRow[];
      files: { id: string; archiveId: string; folderId: string | null; name: string; size: number }[];
    }> {
      const archives = inArray(filestoreFolders.archiveId, scopedArchiveIds(scope));
      const fileArchives = inArray(filestoreFiles.archiveId, scopedArchiveIds(scope));
      const folderIds = selection === 'all' ? undefined : selection.folderIds;
      const fileIds = selection === 'all' ? undefined : selection.fileIds;
      const folders =
        folderIds && folderIds.length === 0
          ? []
          : await tx
              .select(folderColumns)
              .from(filestoreFolders)
              .where(
                and(
                  folderIds ? inArray(filestoreFolders.id, folderIds) : undefined,
                  isNotNull(filestoreFolders.trashedAt),
                  sql`${filestoreFolders.trashRootId} = ${filestoreFolders.id}`,
                  archives,
                ),
              );
      const files =
        fileIds && fileIds.length === 0
          ? []
          : await tx
              .select({
                id: filestoreFiles.id,
                archiveId: filestoreFiles.archiveId,
                folderId: filestoreFiles.folderId,
                name: filestoreFiles.name,
                size: filestoreFiles.size,
              })
              .from(filestoreFiles)
              .where(
                and(
                  fileIds ? inArray(filestoreFiles.id, fileIds) : undefined,
                  isNotNull(filestoreFiles.trashedAt),
                  sql`${filestoreFiles.trashRootId} = ${filestoreFiles.id}`,
                  fileArchives,
                ),
              );
      return { folders, files };
    },

    /** Roots trashed before `before`, in every archive: the daily job's work. */
    async rootsTrashedBefore(
      before: Date,
      limit: number,
    ): Promise<{ kind: 'folder' | 'file'; id: string; archiveId: string }[]> {
      return rowsOf<{ kind: 'folder' | 'file'; id: string; archiveId: string }>(
        await db.execute(sql`
          (select 'folder' as kind, id, archive_id as "archiveId" from ${filestoreFolders}
           where trashed_at < ${before.toISOString()}::timestamptz and trash_root_id = id limit ${limit})
          union all
          (select 'file' as kind, id, archive_id as "archiveId" from ${filestoreFiles}
           where trashed_at < ${before.toISOString()}::timestamptz and trash_root_id = id limit ${limit})`),
      );
    },

    /** Takes a root and what went to the trash with it out of the trash. */
    async restoreRoot(tx: Db, rootId: string): Promise<{ folders: number; files: number; bytes: number }> {
      const [folders] = rowsOf<{ count: string | number }>(
        await tx.execute(sql`
          with restored as (
            update ${filestoreFolders} set trashed_at = null, trashed_by = null, trash_root_id = null
            where trash_root_id = ${rootId}::uuid returning 1)
          select count(*) as count from restored`),
      );
      const [files] = rowsOf<{ count: string | number; bytes: string | number }>(
        await tx.execute(sql`
          with restored as (
            update ${filestoreFiles} set trashed_at = null, trashed_by = null, trash_root_id = null
            where trash_root_id = ${rootId}::uuid returning size)
          select count(*) as count, coalesce(sum(size), 0) as bytes from restored`),
      );
      return {
        folders: Number(folders?.count ?? 0),
        files: Number(files?.count ?? 0),
        bytes: Number(files?.bytes ?? 0),
      };
    },

    /**
     * Deletes a folder in the trash for good with everything under it (the rows' cascade);
     * returns the stored files' ids and keys, to remove after the commit.
     */
    async deleteFolderForGood(
      tx: Db,
      folder: { id: string; archiveId: string; path: string },
    ): Promise<{ id: string; storageKey: string }[]> {
      const files = rowsOf<{ id: string; storageKey: string }>(
        await tx.execute(sql`
          select id, storage_key as "storageKey" from ${filestoreFiles}
          where archive_id = ${folder.archiveId}
            and folder_id in (select id from ${filestoreFolders} where archive_id = ${folder.archiveId} and path like ${`${folder.path}%`})`),
      );
      await tx.delete(filestoreFolders).where(eq(filestoreFolders.id, folder.id));
      return files;
    },

    async deleteFilesForGood(tx: Db, ids: string[]): Promise<{ id: string; storageKey: string }[]> {
      if (ids.length === 0) return [];
      return tx
        .delete(filestoreFiles)
        .where(inArray(filestoreFiles.id, ids))
        .returning({ id: filestoreFiles.id, storageKey: filestoreFiles.storageKey });
    },

    /**
     * A page of the trash's roots in the caller's scope, newest first, after `after` (the
     * previous page's last: its trashed_at as text and id), with where each was and its size.
     */
    async trashPage(scope: Scope, after: PageKey | undefined, limit: number): Promise<TrashRootRow[]> {
      const archives = scopedArchiveIds(scope);
      const keyed = (alias: 'f' | 'x') =>
        after
          ? sql`and (${sql.raw(alias)}.trashed_at, ${sql.raw(alias)}.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
          : sql``;
      const rows = rowsOf<{
        kind: 'folder' | 'file';
        id: string;
        name: string;
        archiveId: string;
        path: string | null;
        size: string | number;
        trashedAt: Date | string;
        trashedAtKey: string;
        trashedBy: string | null;
      }>(
        await db.execute(sql`
          select * from (
            (select 'folder' as kind, f.id, f.name, f.archive_id as "archiveId", f.path,
                    (select coalesce(sum(x.size), 0) from ${filestoreFiles} x where x.trash_root_id = f.id) as size,
                    f.trashed_at as "trashedAt", f.trashed_at::text as "trashedAtKey", f.trashed_by as "trashedBy"
             from ${filestoreFolders} f
             where f.trash_root_id = f.id and f.trashed_at is not null and f.archive_id in (${archives}) ${keyed('f')}
             order by f.trashed_at desc, f.id desc limit ${limit})
            union all
            (select 'file' as kind, x.id, x.name, x.archive_id as "archiveId", p.path, x.size,
                    x.trashed_at as "trashedAt", x.trashed_at::text as "trashedAtKey", x.trashed_by as "trashedBy"
             from ${filestoreFiles} x left join ${filestoreFolders} p on p.id = x.folder_id
             where x.trash_root_id = x.id and x.trashed_at is not null and x.archive_id in (${archives}) ${keyed('x')}
             order by x.trashed_at desc, x.id desc limit ${limit})
          ) roots order by "trashedAt" desc, id desc limit ${limit}`),
      );
      return rows.map((row) => {
        const pathIds = row.path ? idsOfPath(row.path) : [];
        return {
          kind: row.kind,
          id: row.id,
          name: row.name,
          archiveId: row.archiveId,
          // A folder's own path ends with itself: where it was is its parent's.
          placeIds: row.kind === 'folder' ? pathIds.slice(0, -1) : pathIds,
          size: Number(row.size),
          trashedAt: new Date(row.trashedAt),
          trashedAtKey: row.trashedAtKey,
          trashedBy: row.trashedBy,
        };
      });
    },

    /** How many roots are in the trash of the caller's archives. */
    async trashCount(scope: Scope): Promise<number> {
      const archives = scopedArchiveIds(scope);
      const [row] = rowsOf<{ count: string | number }>(
        await db.execute(sql`
          select (select count(*) from ${filestoreFolders} f where f.trash_root_id = f.id and f.archive_id in (${archives}))
               + (select count(*) from ${filestoreFiles} x where x.trash_root_id = x.id and x.archive_id in (${archives})) as count`),
      );
      return Number(row?.count ?? 0);
    },

    /** The bytes of the files that went to the trash with a root. */
    async trashedBytes(rootId: string): Promise<number> {
      const [row] = await db
        .select({ bytes: sql`coalesce(sum(${filestoreFiles.size}), 0)`.mapWith(Number) })
        .from(filestoreFiles)
        .where(eq(filestoreFiles.trashRootId, rootId));
      return row?.bytes ?? 0;
    },

    // ---- search ----

    /**
     * Live folders and files of the caller's archives (of one, with `archiveId`) whose every word
     * matches (wordsMatch: Dutch prefix full-text, or a part of the name), in two tiers (decision
     * 0127): first the name hits (folders, and files with a word in their name), best first by
     * the name's rank; then the files found by their text only, newest first. Neither tier reads
     * the text of every hit: the first is found through the name's indexes, the second walks the
     * newest files until a page is full. `after`: the previous page's last hit.
     *
     * The caller's archives, the name hits and the text hits of a rare word are one statement
     * (decision 0129): the text tier's part is only read when the name hits leave room on the
     * page. A common word's text hits take one or two statements more (the walk, then all hits).
     */
    async search(
      cards: CallerCards,
      words: string[],
      archiveId: string | undefined,
      after: SearchAfter | undefined,
      limit: number,
    ): Promise<SearchHitRow[]> {
      // The archives searched, as a CTE every statement below starts with (none: every archive).
      const join = sql.raw(cards.all ? 'left join' : 'join');
      const whole = cards.all && !archiveId;
      const scope = sql`cards as (${cards.query}),
        scope as materialized (
          select a.id from ${filestoreArchives} a ${join} cards c on c.id = a.customer_id
          ${archiveId ? sql`where a.id = ${archiveId}::uuid` : sql``})`;
      // A filter of the rows the words' indexes give, not a join: joined, the planner read the
      // files of each archive through an archive's index beside the words' (33,000 entries each).
      const fileArchives = whole
        ? undefined
        : sql`coalesce(${filestoreFiles.archiveId} in (select id from scope), false)`;
      const folderArchives = whole
        ? undefined
        : sql`coalesce(${filestoreFolders.archiveId} in (select id from scope), false)`;
      const files = wordsMatch(filestoreFiles, words);
      const named = nameMatch(filestoreFiles.name, words);
      const folders = wordsMatch(filestoreFolders, words);

      // Files found by their text and not by their name, newest first, in up to three steps, each
      // only when the one before could not tell: (1) at most TEXT_CAP hits through the search
      // index, sorted: every hit when there are no more (a rare word, most searches); (2) else the
      // walk: the newest live files along filestore_files_live_by_date, at most TEXT_WALK, each
      // checked, which a common word fills a page from in a few hundred; (3) else every hit through
      // the index, sorted. The subqueries keep the table's name, so the conditions read their columns.
      const textPart = (
        from: { at: string; id: string } | undefined,
        cap: number | undefined,
        count: SQL,
      ) => {
        const newer = from
          ? sql`(${filestoreFiles.createdAt}, ${filestoreFiles.id}) < (${from.at}::timestamptz, ${from.id}::uuid)`
          : undefined;
        return sql`hits as materialized (
            select id, created_at, name from ${filestoreFiles}
            where ${and(isNull(filestoreFiles.trashedAt), fileArchives, newer, files.where)}
            ${cap === undefined ? sql`` : sql`limit ${cap + 1}`}
          ),
          text_page as (
            select found, page.id, page.key, page.created_at from (select count(*) as found from hits) counted
            left join lateral (
              select id, created_at, created_at::text as key from hits as ${filestoreFiles}
              where not ${named.where}
                -- Past the cap the page is not read: the walk below takes over.
                ${cap === undefined ? sql`` : sql`and counted.found <= ${cap + 0}`}
              order by ${filestoreFiles.createdAt} desc, ${filestoreFiles.id} desc limit ${count}
            ) page on true)`;
      };
      type Row = {
        kind: 'folder' | 'file' | null;
        id: string | null;
        key: string | null;
        found: string | number | null;
      };
      const keyed = (rows: Row[]): SearchHitRow[] =>
        rows.flatMap((row) =>
          row.id && row.key && row.kind
            ? [
                {
                  kind: row.kind,
                  id: row.id,
                  key: row.kind === 'file' && row.found !== null ? row.key : Number(row.key),
                },
              ]
            : [],
        );
      const textOnly = (rows: Row[]): SearchHitRow[] =>
        rows.flatMap((row) =>
          row.id && row.key ? [{ kind: 'file' as const, id: row.id, key: row.key }] : [],
        );
      /** Steps (2) and (3), when step (1) found more than TEXT_CAP hits. */
      const beyondCap = async (from: { at: string; id: string } | undefined, count: number) => {
        const newer = from
          ? sql`(${filestoreFiles.createdAt}, ${filestoreFiles.id}) < (${from.at}::timestamptz, ${from.id}::uuid)`
          : undefined;
        const walked = rowsOf<{ id: string; key: string }>(
          await db.execute(sql`
            with ${scope}
            select id, created_at::text as key from (
              select id, created_at, name, search from ${filestoreFiles}
              where ${and(isNull(filestoreFiles.trashedAt), fileArchives, newer)}
              order by created_at desc, id desc limit ${TEXT_WALK}
            ) as ${filestoreFiles}
            where coalesce(${files.where}, false) and not coalesce(${named.where}, false)
            order by ${filestoreFiles.createdAt} desc, ${filestoreFiles.id} desc limit ${count}`),
        );
        if (walked.length >= count) return walked.map((row) => ({ kind: 'file' as const, ...row }));
        return textOnly(
          rowsOf<Row>(
            await db.execute(sql`
              with ${scope}, ${textPart(from, undefined, sql`${count}`)}
              select 'file' as kind, id, key, found from text_page order by created_at desc, id desc`),
          ),
        );
      };

      if (after?.tier === 'text') {
        const rows = rowsOf<Row>(
          await db.execute(sql`
            with ${scope}, ${textPart(after, TEXT_CAP, sql`${limit}`)}
            select 'file' as kind, id, key, found from text_page order by created_at desc, id desc`),
        );
        if (Number(rows[0]?.found ?? 0) <= TEXT_CAP) return textOnly(rows);
        return beyondCap(after, limit);
      }
      // The planner cannot estimate a prefix query, so it might take the name hits' candidates
      // from the whole documents' index (every file for a common word); coalesce hides the
      // documents' condition from the indexes, so the candidates come from the name's only.
      // The text tier is read only when the name hits leave room on the page (`needed`), and
      // first as a glance at the TEXT_GLANCE newest files: a common word fills the page from
      // them, and only when it does not are the hits read through the index (step 1 above),
      // which for a word in every document reads the whole index's list of it.
      const rows = rowsOf<Row>(
        await db.execute(sql`
          with ${scope},
          named as materialized (
            select kind, id, rank from (
              select 'file' as kind, ${filestoreFiles.id} as id, (1 + ${named.rank})::float8 as rank
              from ${filestoreFiles}
              where ${and(isNull(filestoreFiles.trashedAt), fileArchives, named.where)}
                and coalesce(${files.where}, false)
              union all
              select 'folder' as kind, ${filestoreFolders.id} as id, (1 + ${folders.rank})::float8 as rank
              from ${filestoreFolders}
              where ${and(isNull(filestoreFolders.trashedAt), folderArchives, folders.where)}
            ) hits ${after ? sql`where (rank, id) < (${after.rank}::float8, ${after.id}::uuid)` : sql``}
            order by rank desc, id desc limit ${limit}),
          needed as materialized (select ${limit} - count(*) as n from named),
          glance as materialized (
            select id, created_at, created_at::text as key from (
              select id, created_at, name, search from ${filestoreFiles}
              where ${and(isNull(filestoreFiles.trashedAt), fileArchives)}
                and (select n from needed) > 0
              order by created_at desc, id desc limit ${TEXT_GLANCE}
            ) as ${filestoreFiles}
            where coalesce(${files.where}, false) and not coalesce(${named.where}, false)
            order by ${filestoreFiles.createdAt} desc, ${filestoreFiles.id} desc limit (select n from needed)),
          ${textPart(undefined, TEXT_CAP, sql`(select n from needed)`)}
          select kind, id, key, found from (
            select 0 as tier, kind, id, rank::text as key, null::bigint as found, rank, null::timestamptz as created_at
            from named
            union all
            -- found -1: the glance filled the page.
            select 1, 'file', id, key, -1, null, created_at from glance
            where (select n from needed) > 0 and (select count(*) from glance) >= (select n from needed)
            union all
            select 1, 'file', id, key, found, null, created_at from text_page
            where (select n from needed) > 0 and (select count(*) from glance) < (select n from needed)
          ) page
          order by tier, rank desc, created_at desc, id desc`),
      );
      const first = keyed(rows);
      const found = rows.find((row) => row.found !== null);
      if (!found || Number(found.found) <= TEXT_CAP) return first;
      const names = first.filter((hit) => typeof hit.key === 'number');
      return [...names, ...(await beyondCap(undefined, limit - names.length))];
    },

    /**
     * What a page of search hits shows, in one query (decision 0129): its files as lists show them,
     * each with its folder's path and a piece of its text around the words (ts_headline, the words
     * between « and »), its folders, the names of their archives and of every folder on the way to
     * each hit (the breadcrumbs). The piece is taken from a window of SNIPPET_WINDOW characters
     * around the first place a word's Dutch stem occurs in the text (accents ignored when the
     * text's own letters do not hold it; the start of the text when neither does): parsing only the
     * window costs the same for a page of letters as for a page of books (decision 0127).
     */
    async hitDetails(
      fileIds: string[],
      folderIds: string[],
      words: string[],
    ): Promise<{
      files: (FileListRow & { path: string | null; snippet: string | null })[];
      folders: FolderRow[];
      archiveNames: Map<string, string>;
      folderNames: Map<string, string>;
    }> {
      const query = words.map((word) => `${word}:*`).join(' | ');
      const before = Math.round(SNIPPET_WINDOW / 3);
      // `in (…)` of no ids is no SQL: an id no row has stands in.
      const idsOf = (ids: string[]) => (ids.length > 0 ? ids : [NO_ID]);
      const [row] = rowsOf<{
        files: (JsonRow & { size: number | string })[] | null;
        folders: JsonRow[] | null;
        archives: [string, string][] | null;
        names: [string, string][] | null;
      }>(
        await db.execute(sql`
          with stems as (select tsvector_to_array(to_tsvector('nl', ${words.join(' ')}::text)) as stems,
            to_tsquery('nl', ${query}) as query),
          hit as (
            select x.*, p.path, left(x.text_content, ${SNIPPET_TEXT_CHARS}) as text
            from ${filestoreFiles} x left join ${filestoreFolders} p on p.id = x.folder_id
            where x.id in ${idsOf(fileIds)}),
          placed as (
            select hit.id, hit.text, coalesce(
              (select min(nullif(strpos(lower(hit.text), stem), 0)) from unnest(stems.stems) stem),
              (select min(nullif(strpos(lower(store_unaccent(hit.text)), stem), 0)) from unnest(stems.stems) stem),
              1) as at
            from hit, stems where coalesce(hit.text, '') <> ''),
          folder as (select d.* from ${filestoreFolders} d where d.id in ${idsOf(folderIds)}),
          way as (
            select unnest(string_to_array(trim(both '/' from path), '/'))::uuid as id from hit where path is not null
            union select unnest(string_to_array(trim(both '/' from path), '/'))::uuid from folder)
          select
            (select json_agg(json_build_object('id', hit.id, 'archiveId', hit.archive_id, 'folderId', hit.folder_id,
               'name', hit.name, 'size', hit.size, 'fileType', hit.file_type, 'status', hit.status,
               'format', hit.format, 'pageCount', hit.page_count, 'pagesColour', hit.pages_colour,
               'pagesBW', hit.pages_bw, 'pagesBlank', hit.pages_blank,
               'hasText', coalesce(octet_length(hit.text_content), 0) > 0, 'createdAt', hit.created_at,
               'version', hit.version, 'path', hit.path,
               'snippet', (select ts_headline('nl', substr(placed.text, greatest(1, placed.at - ${before}), ${SNIPPET_WINDOW}),
                    stems.query,
                    'StartSel=«, StopSel=», MaxWords=18, MinWords=6, MaxFragments=2, FragmentDelimiter=" … "')
                  from placed, stems where placed.id = hit.id))) from hit) as files,
            (select json_agg(${folderJsonOf('folder')}) from folder) as folders,
            (select json_agg(json_build_array(a.id, a.name)) from ${filestoreArchives} a
             where a.id in (select archive_id from hit union select archive_id from folder)) as archives,
            (select json_agg(json_build_array(c.id, c.name)) from ${filestoreFolders} c
             where c.id in (select id from way)) as names`),
      );
      return {
        files: (row?.files ?? []).map((file) => ({
          ...(file as unknown as FileListRow & { path: string | null; snippet: string | null }),
          size: Number(file.size),
          createdAt: dateOf(file.createdAt),
        })),
        folders: (row?.folders ?? []).map(folderOfJson),
        archiveNames: new Map(row?.archives ?? []),
        folderNames: new Map(row?.names ?? []),
      };
    },

    async archivesByIds(ids: string[]): Promise<ArchiveRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(filestoreArchives)
        .where(inArray(filestoreArchives.id, [...new Set(ids)]));
    },

    // ---- the demo seed and scan deliveries ----

    /** The customer's archive of this name in any letter case (names are unique per customer). */
    async archiveByName(
      customerId: string,
      name: string,
      executor: Db = db,
    ): Promise<ArchiveRow | undefined> {
      const [row] = await executor
        .select()
        .from(filestoreArchives)
        .where(
          and(
            eq(filestoreArchives.customerId, customerId),
            sql`lower(${filestoreArchives.name}) = lower(${name})`,
          ),
        );
      return row;
    },
  };
}
export type FilestoreRepository = ReturnType<typeof createFilestoreRepository>;

/** A row as json_build_object gives it: timestamps as ISO text. */
type JsonRow = Record<string, unknown>;
/** An id no row has, so that `in (...)` of no ids stays valid SQL. */
const NO_ID = '00000000-0000-0000-0000-000000000000';
const dateOf = (value: unknown): Date => new Date(value as string);
const dateOrNull = (value: unknown): Date | null => (value === null ? null : dateOf(value));

function archiveOfJson(row: JsonRow): ArchiveRow {
  return {
    ...(row as Omit<ArchiveRow, 'createdAt' | 'usedBytes'>),
    usedBytes: Number(row.usedBytes),
    createdAt: dateOf(row.createdAt),
  };
}

function folderOfJson(row: JsonRow): FolderRow {
  return {
    ...(row as Omit<FolderRow, 'createdAt' | 'trashedAt'>),
    trashedAt: dateOrNull(row.trashedAt),
    createdAt: dateOf(row.createdAt),
  };
}

/** The first key of the file store quota's advisory locks (the second: the customer's). */
const QUOTA_LOCK_CLASS = 31;
/**
 * Search's text tier on its first page: the newest files it checks first, which a common word fills
 * the page from without reading the index's whole list of it (decision 0129).
 */
const TEXT_GLANCE = 100;
/** Search's text tier: the hits it sorts at most before it walks the newest files (decision 0127). */
const TEXT_CAP = 1000;
/** Search's text tier: the newest files it checks at most before it sorts every hit. */
const TEXT_WALK = 1000;
/** The start of a document's text a search snippet is looked for in. */
const SNIPPET_TEXT_CHARS = 50_000;
/** The characters around the words a search snippet is made from (decision 0127). */
const SNIPPET_WINDOW = 400;
