import type {
  AnalysisStatus,
  DetectedFileType,
  PageAnalysis,
  PaperFormat,
} from '@portal/shared/schemas/analysis';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { nameDocument, plainName, searchDocument, tsvector } from '../../db/search-columns';
import { users } from '../accounts/accounts.tables';
import { customers } from '../customers/customers.tables';

/**
 * The file store (issue 31, decisions 0118 and 0120): a customer's archives, folders nested to any
 * depth and files with the analysis they had at intake. A folder or file at an archive's root has
 * no parent (null). Counts are kept on the rows, in the same transaction as every change, so a
 * folder of 20,000 files says how many it holds without counting them.
 *
 * Trash: deleting an item sets trashed_at and trash_root_id (its own id) on it, and the same on
 * every live item below it; restore clears exactly the items with that trash_root_id, so an item
 * deleted on its own earlier stays in the trash when its folder comes back.
 */

/** The Dutch search document reads at most this much of a document's text (tsvector's 1 MB limit). */
export const SEARCHED_TEXT_CHARS = 300_000;

export const filestoreArchives = pgTable(
  'filestore_archives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** Where the paper archive is kept or came from (a scan order's 'location'). */
    location: varchar('location', { length: 255 }),
    /** The customer may create, rename, move and delete in it; a scan delivery starts without. */
    allowChanges: boolean('allow_changes').notNull().default(true),
    /** Live files and folders anywhere in the archive, and the bytes of those files. */
    fileCount: integer('file_count').notNull().default(0),
    folderCount: integer('folder_count').notNull().default(0),
    usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
    /** Live files and folders directly at the root. */
    rootFileCount: integer('root_file_count').notNull().default(0),
    rootFolderCount: integer('root_folder_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('filestore_archives_customer').on(table.customerId),
    uniqueIndex('filestore_archives_customer_name').on(table.customerId, sql`lower(${table.name})`),
  ],
);

export const filestoreFolders = pgTable(
  'filestore_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    archiveId: uuid('archive_id')
      .notNull()
      .references(() => filestoreArchives.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => filestoreFolders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /**
     * The ids from the root down to and including this folder, as '/a/b/c/': a subtree is
     * `path like '/a/b/%'`, and a move into its own subtree is refused by comparing paths.
     */
    path: text('path').notNull(),
    /** Live files and folders directly in it. */
    fileCount: integer('file_count').notNull().default(0),
    folderCount: integer('folder_count').notNull().default(0),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashedBy: uuid('trashed_by').references(() => users.id, { onDelete: 'set null' }),
    trashRootId: uuid('trash_root_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(filestoreFolders.name)),
  },
  (table) => [
    // One live name per parent, in any letter case (the root's parent is the archive).
    uniqueIndex('filestore_folders_live_name')
      .on(table.archiveId, sql`coalesce(${table.parentId}, ${table.archiveId})`, sql`lower(${table.name})`)
      .where(sql`${table.trashedAt} is null`),
    index('filestore_folders_parent').on(table.archiveId, table.parentId),
    index('filestore_folders_path').on(table.path.op('text_pattern_ops')),
    index('filestore_folders_trash_root').on(table.trashRootId),
    index('filestore_folders_search').using('gin', table.search),
    index('filestore_folders_name_trgm').using('gin', sql`${plainName(table.name)} gin_trgm_ops`),
  ],
);

export const filestoreFiles = pgTable(
  'filestore_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    archiveId: uuid('archive_id')
      .notNull()
      .references(() => filestoreArchives.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => filestoreFolders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** Where the bytes are in the file storage (platform/storage): a key, never a path. */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    fileType: varchar('file_type', { length: 32 }).$type<DetectedFileType>(),
    /** The analysis the file had at intake, copied from its upload. */
    status: varchar('status', { length: 32 }).$type<AnalysisStatus>().notNull(),
    format: varchar('format', { length: 16 }).$type<PaperFormat>(),
    pageCount: integer('page_count'),
    pagesColour: integer('pages_colour'),
    pagesBW: integer('pages_bw'),
    pagesBlank: integer('pages_blank'),
    pages: jsonb('pages').$type<PageAnalysis[]>().notNull().default([]),
    analysed: boolean('analysed').notNull().default(false),
    /** The PDF's text layer as the analysis extracted it (capped); null for scans without one. */
    textContent: text('text_content'),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashedBy: uuid('trashed_by').references(() => users.id, { onDelete: 'set null' }),
    trashRootId: uuid('trash_root_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchDocument(
            filestoreFiles.name,
            sql`left(${filestoreFiles.textContent}, ${sql.raw(String(SEARCHED_TEXT_CHARS))})`,
          ),
      ),
  },
  (table) => [
    check('filestore_files_size', sql`${table.size} >= 0`),
    uniqueIndex('filestore_files_live_name')
      .on(table.archiveId, sql`coalesce(${table.folderId}, ${table.archiveId})`, sql`lower(${table.name})`)
      .where(sql`${table.trashedAt} is null`),
    // The listing's keyset orders (decision 0120): every sort key of the table has its index.
    index('filestore_files_by_name')
      .on(table.archiveId, table.folderId, sql`lower(${table.name})`, table.id)
      .where(sql`${table.trashedAt} is null`),
    index('filestore_files_by_date')
      .on(table.archiveId, table.folderId, table.createdAt, table.id)
      .where(sql`${table.trashedAt} is null`),
    index('filestore_files_by_size')
      .on(table.archiveId, table.folderId, table.size, table.id)
      .where(sql`${table.trashedAt} is null`),
    index('filestore_files_by_pages')
      .on(table.archiveId, table.folderId, table.pageCount, table.id)
      .where(sql`${table.trashedAt} is null`),
    // The dashboard's files added last, per archive (decision 0121): newest first from the index.
    index('filestore_files_recent')
      .on(table.archiveId, table.createdAt, table.id)
      .where(sql`${table.trashedAt} is null`),
    // Search's text hits, newest first across archives (decision 0127).
    index('filestore_files_live_by_date')
      .on(table.createdAt, table.id)
      .where(sql`${table.trashedAt} is null`),
    index('filestore_files_trash_root').on(table.trashRootId),
    index('filestore_files_trashed_at').on(table.trashedAt).where(sql`${table.trashedAt} is not null`),
    index('filestore_files_search').using('gin', table.search),
    index('filestore_files_name_trgm').using('gin', sql`${plainName(table.name)} gin_trgm_ops`),
    // Search's name hits (decision 0127): the name's words without the document's.
    index('filestore_files_name_search').using('gin', nameDocument(table.name)),
  ],
);
