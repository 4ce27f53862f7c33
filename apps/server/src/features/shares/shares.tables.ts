import { bigint, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * Shared files (issue 31 point 6, decision 0123): a staff member's link to copies of files of
 * their upload session, for one e-mail address, until it expires or is revoked. The link's token
 * is never stored: only its SHA-256, which is all a request can be matched by.
 */
export const fileShares = pgTable(
  'file_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the link's token; the token itself is in the mail and nowhere else. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: varchar('recipient_email', { length: 254 }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** argon2id of the share's password; null when the link needs none. */
    passwordHash: text('password_hash'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Wrong passwords since failedSince; at SHARE_PASSWORD_TRIES the link is locked until an hour after it. */
    failedTries: integer('failed_tries').notNull().default(0),
    failedSince: timestamp('failed_since', { withTimezone: true }),
  },
  (table) => [
    index('file_shares_created_by').on(table.createdBy, table.createdAt),
    // The daily purge looks for shares long past their end.
    index('file_shares_expires_at').on(table.expiresAt),
  ],
);

/** A file of a share: a copy of the upload's bytes under the row's id (shares/xx/<id>). */
export const fileShareFiles = pgTable(
  'file_share_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => fileShares.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('file_share_files_share').on(table.shareId, table.position)],
);

/** Every download of a shared file: when, which file, and by what browser (the address only hashed). */
export const fileShareDownloads = pgTable(
  'file_share_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => fileShares.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => fileShareFiles.id, { onDelete: 'cascade' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
    /** HMAC-SHA-256 of the client's address under a key of the server's: tells downloads apart, names nobody. */
    ipHash: varchar('ip_hash', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (table) => [index('file_share_downloads_share').on(table.shareId, table.downloadedAt)],
);
