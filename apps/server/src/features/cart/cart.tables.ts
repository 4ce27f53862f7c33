import type { PriceLine } from '@portal/shared/rules/pricing';
import type { NoPriceReason } from '@portal/shared/schemas/cart';
import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from '../catalogue/catalogue.tables';
import { uploadedFiles, uploadSessions } from '../uploads/uploads.tables';

/**
 * The file cart (spec 01 section 4): one line per configured file of an upload session, with
 * the price the server computed from the catalogue (never one a client sent). A line goes with
 * its file and its session.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    productId: varchar('product_id', { length: 64 })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specs: jsonb('specs').$type<SpecEntry[]>().notNull(),
    quantity: integer('quantity').notNull(),
    format: varchar('format', { length: 16 }),
    /** Null: no price (noPriceReason says why); the provider quotes the line. */
    // bigint: a line of 100,000 copies of a long file passes 2^31 cents (€ 21 million), which
    // an integer column refused with an error; JavaScript numbers hold these cents exactly.
    priceCents: bigint('price_cents', { mode: 'number' }),
    breakdown: jsonb('breakdown').$type<PriceLine[]>(),
    noPriceReason: varchar('no_price_reason', { length: 32 }).$type<NoPriceReason>(),
    inCart: boolean('in_cart').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_lines_session_idx').on(table.sessionId),
    check('cart_lines_quantity', sql`${table.quantity} >= 1`),
    check('cart_lines_price', sql`(${table.priceCents} is null) = (${table.noPriceReason} is not null)`),
  ],
);
