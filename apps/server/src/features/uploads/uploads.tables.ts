import type {
  DetectedFileType,
  NotAnalysedReason,
  PageAnalysis,
  PaperFormat,
} from '@portal/shared/schemas/analysis';
import type { FileStatus } from '@portal/shared/schemas/uploads';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { sessions, users } from '../accounts/accounts.tables';

/**
 * One browser's uploads for one user (decision 0009): the browser is known by the httpOnly
 * upload-session cookie, of which only a SHA-256 is stored. Logging out closes the session, or
 * parks it when its cart holds files (decision 0041): bound to no browser, it waits for the
 * user's next login.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while parked (and after): no cookie opens it, so no query by cookie can find it. */
    visitorHash: varchar('visitor_hash', { length: 64 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The login that opened (or last took up) the session in its browser. The page previews,
     * which a browser reads by its cookie alone, answer only while this login is live: a login
     * that expired or was ended without a logout leaves no way in.
     */
    loginSessionId: uuid('login_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Set at a logout that kept the cart; cleared when a login takes the session up again. */
    parkedAt: timestamp('parked_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // One open session per browser and user (parked ones have no browser: nulls never clash).
    uniqueIndex('upload_sessions_open_idx')
      .on(table.visitorHash, table.userId)
      .where(sql`${table.closedAt} is null`),
    // A login looks up its user's newest parked session; the hourly sweep the expired ones.
    index('upload_sessions_parked_idx')
      .on(table.userId, table.parkedAt)
      .where(sql`${table.parkedAt} is not null and ${table.closedAt} is null`),
  ],
);

/**
 * An uploaded file (spec 01 section 3). Its bytes are stored under the row's id (file-storage.ts);
 * the row never holds a disk path.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    safeName: varchar('safe_name', { length: 255 }).notNull(),
    relativePath: text('relative_path').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 32 }).$type<FileStatus>().notNull(),
    analyse: boolean('analyse').notNull(),
    analysed: boolean('analysed').notNull().default(false),
    fileType: varchar('file_type', { length: 32 }).$type<DetectedFileType>(),
    format: varchar('format', { length: 16 }).$type<PaperFormat>(),
    pageCount: integer('page_count'),
    pagesColour: integer('pages_colour'),
    pagesBW: integer('pages_bw'),
    pagesBlank: integer('pages_blank'),
    /** Per page: size, format, kind and DPIs (schemas/analysis.ts pageAnalysisSchema). */
    pages: jsonb('pages').$type<PageAnalysis[]>().notNull().default([]),
    reason: varchar('reason', { length: 32 }).$type<NotAnalysedReason>(),
    /**
     * A PDF's text layer as the analysis extracted it (capped; issue 31): filed into the file
     * store with the file, where search reads it. Null for images and PDFs without text.
     */
    textLayer: text('text_layer'),
    /**
     * Where the file stands in the list (decision 0036): the moment the browser added it, as the
     * client numbers it, so drop order survives a reload although files finish in any order.
     * The entries of a zip share the zip's position, in zip order by `positionInZip`.
     */
    position: bigint('position', { mode: 'number' }).notNull().default(0),
    positionInZip: integer('position_in_zip').notNull().default(0),
    /** The zip a file was unpacked from after the upload ('Uitpakken'): a retry finds its result. */
    unpackedFrom: uuid('unpacked_from'),
    /**
     * Set when an order took the file (issue 13): its bytes are the order's and are never discarded
     * with the session, which is closed at the placement so that the next cart starts afresh.
     */
    keptForOrder: boolean('kept_for_order').notNull().default(false),
    /**
     * The file store's file this one was added from ('Selecteer uit bestandsopslag', decision
     * 0125): its bytes are a copy of that file's and its analysis that file's. A second add of the
     * same file finds it here and is reported instead of added. No foreign key: it only remembers
     * where the file came from, and the file store may remove its file for good meanwhile.
     */
    filestoreFileId: uuid('filestore_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
  },
  (table) => [
    // Duplicate names are refused (spec 01 section 5), also when two finalises race.
    uniqueIndex('uploaded_files_session_name_idx').on(table.sessionId, table.fileName),
    // A file-store file is in a session's list once, also when two adds race.
    uniqueIndex('uploaded_files_session_filestore_idx')
      .on(table.sessionId, table.filestoreFileId)
      .where(sql`${table.filestoreFileId} is not null`),
    index('uploaded_files_status_idx').on(table.status),
  ],
);
