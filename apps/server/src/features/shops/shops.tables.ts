import type { OpeningHours } from '@portal/shared/schemas/shops';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { customers } from '../customers/customers.tables';
import type { PostcodeRange } from './shop-lookup';
import type { ShopPlanning } from './shop-planning';

/**
 * The provider's locations (spec 02 section 3, Shop; decision 0044). Opening hours, the planner's
 * data (cut-off, lead times, slots, closing days: shop-planning.ts) and the postcode regions are
 * jsonb, validated by their zod schemas on the way in and out.
 */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order in lists, and the order in which the last rule of the lookup tries the shops. */
    position: integer('position').notNull().default(0),
    company: varchar('company', { length: 80 }).notNull(),
    street: varchar('street', { length: 35 }).notNull(),
    number: varchar('number', { length: 16 }).notNull(),
    addition: varchar('addition', { length: 16 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 9 }).notNull(),
    city: varchar('city', { length: 35 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 128 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    /** A file name under {IMAGES_BASE_URL}/shops/. */
    image: varchar('image', { length: 120 }),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    handlesSecured: boolean('handles_secured').notNull().default(false),
    planning: jsonb('planning').$type<ShopPlanning>().notNull(),
    /** The Dutch postcode regions whose orders it does (ranges of the four digits). */
    regions: jsonb('regions').$type<PostcodeRange[]>().notNull().default([]),
    /** The regions whose secured work it does; only a shop that handles secured work has any. */
    secureRegions: jsonb('secure_regions').$type<PostcodeRange[]>().notNull().default([]),
    /**
     * What delivery costs from this shop and the least an order is worth, cents excl. BTW
     * (decision 0131). The defaults are the provider's standard terms, which a new shop starts
     * with: € 6,95 below € 50,00 of goods, free from there, no order below € 5,00.
     */
    deliveryChargeCents: integer('delivery_charge_cents').notNull().default(695),
    /** Null: delivery is never free. */
    freeDeliveryFromCents: integer('free_delivery_from_cents').default(5000),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(500),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'shops_delivery_terms',
      sql`${table.deliveryChargeCents} >= 0 and ${table.minimumOrderCents} >= 0 and coalesce(${table.freeDeliveryFromCents}, 0) >= 0`,
    ),
    check(
      'shops_secure_regions',
      sql`${table.handlesSecured} or jsonb_array_length(${table.secureRegions}) = 0`,
    ),
  ],
);

/** A customer's own shop: its orders go there first (decision 0044). Staff set it. */
export const customerShops = pgTable('customer_shops', {
  customerNumber: varchar('customer_number', { length: 7 })
    .primaryKey()
    .references(() => customers.customerNumber, { onDelete: 'cascade', onUpdate: 'cascade' }),
  shopId: uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' }),
});

/**
 * The staff who work at a shop (issue 28 point 6): a secured order's files and details are read
 * only by the staff of the secure shop that makes it. Granted in data, like the staff roles.
 */
export const shopStaff = pgTable(
  'shop_staff',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.userId] })],
);
