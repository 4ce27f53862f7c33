import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * A user's print templates (spec 02 sections 3 and 7; decision 0050): a named product with its
 * options. The product is referred to by id, not by a foreign key: a template outlives a change
 * of the catalogue, keeps the title it was saved with, and is refused when applied to a file if
 * its product or an option is gone. A name is unique per user, case aside (the index on lower()).
 */
export const printTemplates = pgTable(
  'print_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed, 2 to 64 characters (rules/print-templates.ts). */
    name: varchar('name', { length: 64 }).notNull(),
    productId: varchar('product_id', { length: 64 }).notNull(),
    /** The product's title when the template was saved, shown if the product is gone. */
    productTitle: varchar('product_title', { length: 120 }).notNull(),
    specs: jsonb('specs').$type<SpecEntry[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('print_templates_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);
