import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { orders } from '../orders/orders.tables';
import { printStores } from '../print-store/print-store.tables';

/**
 * The print store's coupons (spec 02 section 5; decision 0108): the 'local list' of codes, each
 * a percentage off the items of one store (the store's own brand), valid from one day to another,
 * both included, as calendar days in Europe/Amsterdam. A code is stored as it is compared:
 * capitals, digits and dashes, no spaces (rules/store-coupon.ts reads a typed code so).
 */
export const printStoreCoupons = pgTable(
  'print_store_coupons',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    /** The store whose own items it discounts: not those of another store shown beside them. */
    printStoreId: uuid('print_store_id')
      .notNull()
      .references(() => printStores.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('print_store_coupons_code', sql`${table.code} ~ '^[A-Z0-9-]+$'`),
    check('print_store_coupons_percent', sql`${table.percent} between 1 and 100`),
    check('print_store_coupons_dates', sql`${table.validFrom} <= ${table.validUntil}`),
  ],
);
export type PrintStoreCouponRow = typeof printStoreCoupons.$inferSelect;

/**
 * A coupon used by an account, with the order it was used in: one row per code and account, so
 * an account uses a code once (the key refuses the second, also when two orders race). Written in
 * the order's transaction, so an order that rolls back used nothing. A coupon that was used
 * cannot be deleted (it is kept with the orders it discounted); let it expire instead.
 */
export const printStoreCouponRedemptions = pgTable(
  'print_store_coupon_redemptions',
  {
    code: varchar('code', { length: 32 })
      .notNull()
      .references(() => printStoreCoupons.code),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.userId] }),
    index('print_store_coupon_redemptions_order_idx').on(table.orderId),
  ],
);
