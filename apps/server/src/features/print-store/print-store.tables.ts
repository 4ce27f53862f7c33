import type { ChosenSpecs, DisplaySpecification, SpecMenu } from '@portal/shared/schemas/print-store';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { plainName, searchDocument, tsvector } from '../../db/search-columns';
import { themes } from '../themes/themes.tables';

/**
 * The print store (issue 29, decision 0105): stores, their categories, collections, designs and
 * packages as rows; a product type's spec menus as validated jsonb (specMenuSchema) and its
 * prices as rows keyed by size, spec key and minimum quantity. Money is integer cents excl. BTW.
 */

export const printStores = pgTable(
  'print_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 120 }).notNull(),
    /** The provider's own store, shown to every theme that does not say otherwise. */
    isDefault: boolean('is_default').notNull().default(false),
    /** A customer's own store, reached through that customer's theme. */
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('print_stores_theme').on(table.themeId),
    // One default store: a second would make "the default store" ambiguous.
    uniqueIndex('print_stores_one_default').on(table.isDefault).where(sql`${table.isDefault}`),
  ],
);

/** A preview image: the row names it, the file storage keeps its PNG master under the row's id. */
export const printStoreImages = pgTable('print_store_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  printStoreId: uuid('print_store_id')
    .notNull()
    .references(() => printStores.id, { onDelete: 'cascade' }),
  alt: varchar('alt', { length: 256 }).notNull().default(''),
  aspectRatio: doublePrecision('aspect_ratio').notNull(),
  /** Width of the stored master in pixels: no size above it is made up. */
  masterWidth: integer('master_width').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const printStoreCategories = pgTable(
  'print_store_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printStoreId: uuid('print_store_id')
      .notNull()
      .references(() => printStores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    colour: varchar('colour', { length: 7 }),
    active: boolean('active').notNull().default(true),
    listOnTop: boolean('list_on_top').notNull().default(false),
    newBadge: boolean('new_badge').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Raised by every edit; an edit names the version it read, so a later save of a stale copy is refused (issue 30). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    // Two categories 'Verbod' and 'verbod' in one sidebar would be one to the customer.
    uniqueIndex('print_store_categories_name').on(table.printStoreId, sql`lower(${table.name})`),
  ],
);

export const printStoreCollections = pgTable(
  'print_store_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printStoreId: uuid('print_store_id')
      .notNull()
      .references(() => printStores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Featured on the dashboard and listed under 'Aanbevolen' (the category id 'shared'). */
    displayOnDashboard: boolean('display_on_dashboard').notNull().default(false),
    coverImageId: uuid('cover_image_id').references(() => printStoreImages.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Raised by every edit; an edit names the version it read, so a later save of a stale copy is refused (issue 30). */
    version: integer('version').notNull().default(1),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchDocument(
            printStoreCollections.name,
            printStoreCollections.subtitle,
            printStoreCollections.description,
          ),
      ),
  },
  (table) => [
    check('print_store_collections_description', sql`length(${table.description}) <= 5000`),
    index('print_store_collections_search').using('gin', table.search),
    index('print_store_collections_name_trgm').using('gin', sql`${plainName(table.name)} gin_trgm_ops`),
  ],
);

/** A collection in a category; its first category (lowest position) is its own. */
export const printStoreCollectionCategories = pgTable(
  'print_store_collection_categories',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => printStoreCollections.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => printStoreCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.categoryId] }),
    index('print_store_collection_categories_category').on(table.categoryId),
  ],
);

/** The print specification a design is configured with: menus, what cannot be made, a limit. */
export const printStoreProductTypes = pgTable(
  'print_store_product_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The store whose admins keep this type and its prices; other stores' designs may use it read-only (issue 30). */
    printStoreId: uuid('print_store_id')
      .notNull()
      .references(() => printStores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** Spec-shaped menus (ARCHITECTURE.md allows jsonb here), validated by specMenuSchema both ways. */
    menus: jsonb('menus').$type<SpecMenu[]>().notNull(),
    disabled: jsonb('disabled').$type<ChosenSpecs[]>().notNull().default([]),
    maxOrderAmount: integer('max_order_amount'),
    /** Changing a price row sets this too, so one query tells a cached table it is stale. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every edit; an edit names the version it read, so a later save of a stale copy is refused (issue 30). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check(
      'print_store_product_types_max_order_amount',
      sql`${table.maxOrderAmount} is null or ${table.maxOrderAmount} >= 1`,
    ),
  ],
);

/** The unit price of a size and spec key from a minimum quantity on (notes/print-store.md). */
export const printStorePrices = pgTable(
  'print_store_prices',
  {
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => printStoreProductTypes.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 64 }).notNull(),
    specKey: varchar('spec_key', { length: 500 }).notNull(),
    minQuantity: integer('min_quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productTypeId, table.size, table.specKey, table.minQuantity] }),
    check('print_store_prices_min_quantity', sql`${table.minQuantity} >= 1`),
    check('print_store_prices_unit_cents', sql`${table.unitCents} >= 0`),
  ],
);

export const printStoreDesigns = pgTable(
  'print_store_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => printStoreCollections.id, { onDelete: 'cascade' }),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => printStoreProductTypes.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    designer: varchar('designer', { length: 120 }).notNull().default(''),
    extraInfo: text('extra_info').notNull().default(''),
    previewImageId: uuid('preview_image_id').references(() => printStoreImages.id, { onDelete: 'set null' }),
    availableForAd: boolean('available_for_ad').notNull().default(false),
    isStockProduct: boolean('is_stock_product').notNull().default(false),
    actualStock: integer('actual_stock'),
    /** How its image is shown (spec 02 section 3: displaySpecification {border}), validated by its zod schema. */
    displaySpecification: jsonb('display_specification')
      .$type<DisplaySpecification>()
      .notNull()
      .default({ border: false }),
    position: integer('position').notNull().default(0),
    /**
     * The uploaded original (issue 30: PDF or JPG, checked by content) in the file storage, by its
     * key, never a path; null for a design whose preview is all there is (the demo's pictograms).
     */
    sourceKey: varchar('source_key', { length: 200 }),
    sourceName: varchar('source_name', { length: 256 }),
    sourceMime: varchar('source_mime', { length: 64 }),
    sourceBytes: bigint('source_bytes', { mode: 'number' }),
    /** Raised by every edit; an edit names the version it read, so a later save of a stale copy is refused (issue 30). */
    version: integer('version').notNull().default(1),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(printStoreDesigns.name, printStoreDesigns.description)),
  },
  (table) => [
    check('print_store_designs_description', sql`length(${table.description}) <= 5000`),
    check('print_store_designs_extra_info', sql`length(${table.extraInfo}) <= 5000`),
    check('print_store_designs_actual_stock', sql`${table.actualStock} is null or ${table.actualStock} >= 0`),
    index('print_store_designs_collection').on(table.collectionId, table.position),
    index('print_store_designs_search').using('gin', table.search),
    index('print_store_designs_name_trgm').using('gin', sql`${plainName(table.name)} gin_trgm_ops`),
  ],
);

export const printStorePackages = pgTable(
  'print_store_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => printStoreCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    productCode: varchar('product_code', { length: 64 }).notNull().default(''),
    /** 1: 'Maximaal 1 te bestellen'; null: no limit. */
    maxOrderAmount: integer('max_order_amount'),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Raised by every edit; an edit names the version it read, so a later save of a stale copy is refused (issue 30). */
    version: integer('version').notNull().default(1),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(printStorePackages.name, printStorePackages.description)),
  },
  (table) => [
    check('print_store_packages_price_cents', sql`${table.priceCents} >= 0`),
    check(
      'print_store_packages_max_order_amount',
      sql`${table.maxOrderAmount} is null or ${table.maxOrderAmount} >= 1`,
    ),
    check('print_store_packages_description', sql`length(${table.description}) <= 5000`),
    index('print_store_packages_category').on(table.categoryId, table.position),
    index('print_store_packages_search').using('gin', table.search),
    index('print_store_packages_name_trgm').using('gin', sql`${plainName(table.name)} gin_trgm_ops`),
  ],
);

/** A design in a package: how many, with which fixed specs (menu name → value name). */
export const printStorePackageItems = pgTable(
  'print_store_package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => printStorePackages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    designId: uuid('design_id')
      .notNull()
      .references(() => printStoreDesigns.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    specs: jsonb('specs').$type<ChosenSpecs>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.position] }),
    check('print_store_package_items_quantity', sql`${table.quantity} >= 1`),
  ],
);

/**
 * What a store's admins changed, by whom and when (issue 30 point 4): one row per change, written
 * in the change's own transaction; an admin reads an item's history newest first.
 */
export const printStoreHistory = pgTable(
  'print_store_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printStoreId: uuid('print_store_id')
      .notNull()
      .references(() => printStores.id, { onDelete: 'cascade' }),
    itemKind: varchar('item_kind', { length: 32 }).notNull(),
    /** Not a foreign key: the history of a deleted item stays readable. */
    itemId: uuid('item_id').notNull(),
    /** Not a foreign key either: a removed account's changes keep their place in the history. */
    userId: uuid('user_id'),
    userName: varchar('user_name', { length: 128 }).notNull().default(''),
    action: varchar('action', { length: 16 }).notNull(),
    /** What changed, field by field, as the admin's call set it (small: names, flags, prices). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'print_store_history_kind',
      sql`${table.itemKind} in ('category', 'collection', 'package', 'design', 'productType', 'ads')`,
    ),
    check(
      'print_store_history_action',
      sql`${table.action} in ('created', 'changed', 'hidden', 'shown', 'deleted')`,
    ),
    index('print_store_history_item').on(table.itemKind, table.itemId, table.at),
  ],
);
