import type { Proposition } from '@portal/shared/schemas/proposition';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { boolean, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const themes = pgTable('themes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** URL segment, e.g. /gemeente-utrecht. */
  name: varchar('name', { length: 64 }).notNull().unique(),
  title: varchar('title', { length: 128 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** Flags, colours, assets and custom fields; validated by the shared zod schema on the way in and out. */
  settings: jsonb('settings').$type<ThemeSettings>().notNull(),
  propositions: jsonb('propositions').$type<Proposition[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
