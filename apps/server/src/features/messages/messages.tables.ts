import type { MessageButton } from '@portal/shared/schemas/message';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { themes } from '../themes/themes.tables';

/** Post-it messages. A message without a theme is shown on every theme. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    backgroundColor: varchar('background_color', { length: 9 }).notNull(),
    buttons: jsonb('buttons').$type<MessageButton[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_theme_idx').on(table.themeId)],
);

/**
 * Closing a post-it removes it for that visitor only: the message itself is shared,
 * so a close is recorded against the visitor's session.
 */
export const messageDismissals = pgTable(
  'message_dismissals',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** SHA-256 of the browser's upload-session cookie: the cookie itself is never stored. */
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.visitorHash] })],
);
