import type { OptionDisplay } from '@portal/shared/schemas/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { themes } from '../themes/themes.tables';

/**
 * The print catalogue (spec 01 section 3, Product; docs/pricing.md). Products, menus, option
 * groups, options, page prices and volume tiers are rows, so that staff can change an option or
 * a price without a deploy; only an option's display details (sub-options, prices per format)
 * are jsonb, validated by the shared schema on the way out. Money is integer cents excl. BTW.
 */
export const products = pgTable(
  'products',
  {
    /** A readable slug ('documenten', 'posters'): the specs and cart lines refer to it. */
    id: varchar('id', { length: 64 }).primaryKey(),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 300 }),
    securityLevel: integer('security_level').notNull().default(0),
    minQuantity: integer('min_quantity').notNull().default(1),
    alwaysColor: boolean('always_color').notNull().default(false),
    hidePrice: boolean('hide_price').notNull().default(false),
    setupCents: integer('setup_cents').notNull().default(0),
    /** Order in the product list. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_security_level', sql`${table.securityLevel} >= 0`),
    check('products_min_quantity', sql`${table.minQuantity} >= 1`),
    check('products_setup_cents', sql`${table.setupCents} >= 0`),
  ],
);

/** A product with rows here is sold only to the users of these themes (a customer's own product). */
export const productThemes = pgTable(
  'product_themes',
  {
    productId: varchar('product_id', { length: 64 })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.themeId] })],
);

/** Cents per printed page (one side of a sheet) by format and colour ('bw' or 'colour'). */
export const productPagePrices = pgTable(
  'product_page_prices',
  {
    productId: varchar('product_id', { length: 64 })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    format: varchar('format', { length: 8 }).notNull(),
    colour: varchar('colour', { length: 8 }).notNull(),
    cents: integer('cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.format, table.colour] }),
    check('product_page_prices_cents', sql`${table.cents} >= 0`),
    check('product_page_prices_colour', sql`${table.colour} in ('bw', 'colour')`),
  ],
);

/** From this many copies, this whole percentage off the copies. */
export const productTiers = pgTable(
  'product_tiers',
  {
    productId: varchar('product_id', { length: 64 })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    discountPercent: integer('discount_percent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.minQuantity] }),
    check('product_tiers_min_quantity', sql`${table.minQuantity} >= 1`),
    check('product_tiers_discount', sql`${table.discountPercent} between 0 and 100`),
  ],
);

export const productMenus = pgTable(
  'product_menus',
  {
    productId: varchar('product_id', { length: 64 })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    id: varchar('id', { length: 64 }).notNull(),
    position: integer('position').notNull().default(0),
    title: varchar('title', { length: 120 }).notNull(),
    subTitle: varchar('sub_title', { length: 200 }).notNull().default(''),
    group: varchar('group', { length: 64 }).notNull().default(''),
    description: text('description').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    minPagesRequired: integer('min_pages_required').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.id] })],
);

export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    productId: varchar('product_id', { length: 64 }).notNull(),
    menuId: varchar('menu_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    position: integer('position').notNull().default(0),
    title: varchar('title', { length: 120 }).notNull(),
    /** 'choice', 'toggle' or 'text' (schemas/catalogue.ts). */
    kind: varchar('kind', { length: 16 }).notNull(),
    defaultOption: varchar('default_option', { length: 64 }),
    /** 'format' or 'colour': the group takes its value from the file's analysis. */
    analyseValue: varchar('analyse_value', { length: 16 }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.menuId, table.name] }),
    foreignKey({
      columns: [table.productId, table.menuId],
      foreignColumns: [productMenus.productId, productMenus.id],
    }).onDelete('cascade'),
    check('product_option_groups_kind', sql`${table.kind} in ('choice', 'toggle', 'text')`),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    productId: varchar('product_id', { length: 64 }).notNull(),
    menuId: varchar('menu_id', { length: 64 }).notNull(),
    groupName: varchar('group_name', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    position: integer('position').notNull().default(0),
    title: varchar('title', { length: 120 }).notNull(),
    /** What choosing it adds: 'page', 'sheet', 'copy' or 'line' with its cents; null for nothing. */
    priceUnit: varchar('price_unit', { length: 8 }),
    priceCents: integer('price_cents'),
    alwaysColor: boolean('always_color').notNull().default(false),
    display: jsonb('display').$type<OptionDisplay>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.menuId, table.groupName, table.name] }),
    foreignKey({
      columns: [table.productId, table.menuId, table.groupName],
      foreignColumns: [productOptionGroups.productId, productOptionGroups.menuId, productOptionGroups.name],
    }).onDelete('cascade'),
    check('product_options_price', sql`(${table.priceUnit} is null) = (${table.priceCents} is null)`),
    check('product_options_price_cents', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    check(
      'product_options_price_unit',
      sql`${table.priceUnit} is null or ${table.priceUnit} in ('page', 'sheet', 'copy', 'line')`,
    ),
  ],
);
