import type { ChosenSpecs } from '@portal/shared/schemas/print-store';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * The print store's cart (decision 0106): a line per design with its specs, or per package, and a
 * quantity. No price: the server prices a line from the store's table at every read and again
 * when the order takes it. A visitor's lines hang on the hash of their browser's cookie (never the
 * cookie itself); at login they move to the account, where a logged-in customer's lines live.
 * The item is referred to by id without a foreign key: the print store's admins may remove a
 * design that is in someone's cart, and the line then reads as gone (problem GONE) instead of
 * vanishing without a word.
 */
export const storeCartLines = pgTable(
  'store_cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    kind: varchar('kind', { length: 8 }).$type<'product' | 'package'>().notNull(),
    itemId: uuid('item_id').notNull(),
    /** The item's name when it was added: what the line still says once the item is gone. */
    name: text('name').notNull(),
    specs: jsonb('specs').$type<ChosenSpecs>().notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_cart_lines_user_idx').on(table.userId),
    index('store_cart_lines_visitor_idx').on(table.visitorHash),
    check('store_cart_lines_owner', sql`(${table.userId} is null) <> (${table.visitorHash} is null)`),
    check('store_cart_lines_kind', sql`${table.kind} in ('product', 'package')`),
    check('store_cart_lines_quantity', sql`${table.quantity} >= 1`),
  ],
);
export type StoreCartLineRow = typeof storeCartLines.$inferSelect;
