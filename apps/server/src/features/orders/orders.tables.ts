import type { PriceLine } from '@portal/shared/rules/pricing';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
import {
  type OrderKind,
  type OrderLineKind,
  orderKinds,
  orderLineKinds,
} from '@portal/shared/schemas/order-kinds';
import { type OrderStatus, orderStatuses } from '@portal/shared/schemas/order-status';
import type { OrderLineNoPriceReason } from '@portal/shared/schemas/order-views';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { users } from '../accounts/accounts.tables';
import { shops } from '../shops/shops.tables';
import { themes } from '../themes/themes.tables';

/** `column in ('a', 'b', …)` for a check constraint, from one of the shared lists. */
const isOneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
const isOrderStatus = (column: unknown) => isOneOf(column, orderStatuses);

/**
 * A placed order (issue 13, decision 0047; every flow since issue 28, decision 0071). Everything
 * the customer chose is a snapshot: the order details (addresses, dates, project, reference,
 * instruction, a copy or scan job, a scan's medium) as validated jsonb, and per line what it is,
 * its file, product, choices with their titles and price as they were; nothing joins back to the
 * live cart, catalogue or address book. The upload session and its files are referred to by id
 * without a foreign key: an order outlives the session it came from.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** '2026-000123': the year, then the year's counter (order_number_counters). */
    orderNumber: text('order_number').notNull().unique(),
    kind: varchar('kind', { length: 16 }).$type<OrderKind>().notNull().default('print'),
    // Orders are records the provider keeps: a user or a shop that has orders is not deleted.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The upload session the order's files came from; null for an order without files. */
    sessionId: uuid('session_id'),
    /**
     * One order per thing ordered (the natural-key guard beside the idempotency key), named by the
     * flow: the upload session id of a print or secured order, the browser's draft id of a copy,
     * scan or quote request, 'quote:<request id>' of an order placed on a quote.
     */
    cartKey: text('cart_key').notNull().unique(),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    /** The invoice's customer number, when it has one: what the staff inbox searches by. */
    customerNumber: varchar('customer_number', { length: 7 }),
    status: varchar('status', { length: 32 }).$type<OrderStatus>().notNull().default('received'),
    express: boolean('express').notNull().default(false),
    /** The shop's spoed surcharge when express (from its planning at placement), else 0; in the totals. */
    expressSurchargeCents: integer('express_surcharge_cents').notNull().default(0),
    /**
     * The delivery charge the server computed at placement from the shop's and theme's terms
     * (decision 0131), else 0; in the totals.
     */
    deliveryChargeCents: integer('delivery_charge_cents').notNull().default(0),
    details: jsonb('details').$type<OrderDetails>().notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    /** Of the priced lines; lines without a price are quoted by the provider afterwards. */
    // bigint, as cart_lines.price_cents: totals of such lines pass 2^31 cents.
    totalExclVatCents: bigint('total_excl_vat_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalInclVatCents: bigint('total_incl_vat_cents', { mode: 'number' }).notNull(),
    /**
     * The customer saw no amounts (the theme's hidePricing at placement): the order is priced for
     * the provider, and no amount of it is shown or mailed to the customer.
     */
    pricesHidden: boolean('prices_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_kind', isOneOf(table.kind, orderKinds)),
    // My orders: a user's newest first; the staff inbox: a shop's, by status, newest first.
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_shop_idx').on(table.shopId, table.status, table.createdAt),
    // The desk's planning views and its sort by promised day (issue 32 point 4, decision 0133).
    index('orders_promised_day_idx').on(sql`(${table.details}->'deliveryDate'->>'date')`, table.createdAt),
    check('orders_number_format', sql`${table.orderNumber} ~ '^[0-9]{4}-[0-9]{6,}$'`),
    check('orders_status', isOrderStatus(table.status)),
    check(
      'orders_express_surcharge',
      sql`${table.expressSurchargeCents} >= 0 and (${table.express} or ${table.expressSurchargeCents} = 0)`,
    ),
    check('orders_delivery_charge', sql`${table.deliveryChargeCents} >= 0`),
    check('orders_customer_number_digits', sql`${table.customerNumber} ~ '^[0-9]{7}$'`),
    check(
      'orders_totals',
      sql`${table.totalExclVatCents} >= 0 and ${table.vatCents} >= 0 and ${table.totalInclVatCents} = ${table.totalExclVatCents} + ${table.vatCents}`,
    ),
  ],
);

/**
 * One line of an order, snapshotted: what it is (`kind`), its file when it has one (a copy or scan
 * job has none), its title (the product's or the job's) and every choice with the titles the
 * customer read, and the price. The price is the engine's at placement: `unitPriceCents` per
 * copy, `linePriceCents` the line's total after the quantity tier, per-line options and set-up
 * (so not always unit × quantity; `breakdown` shows how). `content` holds what a kind keeps for a
 * machine beside its choices (a copy job's numbers, a secured file's template choices).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, … in the order the customer saw the lines. */
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 24 }).$type<OrderLineKind>().notNull().default('print_file'),
    fileId: uuid('file_id'),
    fileName: text('file_name'),
    pagesBw: integer('pages_bw'),
    pagesColour: integer('pages_colour'),
    pagesBlank: integer('pages_blank'),
    /** Where the file's bytes are kept (the storage interface's reference, never a disk path). */
    storageReference: text('storage_reference'),
    /** The catalogue product or secured template; null for a job of its own (copy, scan, quote). */
    productId: varchar('product_id', { length: 64 }),
    /** The line's title as the customer read it: the product's, or the job's ('Kopieeropdracht'). */
    productTitle: text('product_title').notNull(),
    specs: jsonb('specs').$type<OrderedChoice[]>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>(),
    format: varchar('format', { length: 16 }),
    quantity: integer('quantity').notNull(),
    // bigint, as cart_lines.price_cents.
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }),
    linePriceCents: bigint('line_price_cents', { mode: 'number' }),
    breakdown: jsonb('breakdown').$type<PriceLine[]>(),
    /** Set exactly when the line has no price (the provider quotes it, or it follows). */
    noPriceReason: varchar('no_price_reason', { length: 32 }).$type<OrderLineNoPriceReason>(),
    /** The customer was not shown this line's price (its product's hidePrice): never shown to them after. */
    priceHidden: boolean('price_hidden').notNull().default(false),
  },
  (table) => [
    uniqueIndex('order_lines_position_idx').on(table.orderId, table.position),
    check('order_lines_kind', isOneOf(table.kind, orderLineKinds)),
    check('order_lines_position', sql`${table.position} >= 1`),
    check('order_lines_quantity', sql`${table.quantity} >= 1`),
    // A file's columns come together or not at all; a print or secured line always has its file.
    check(
      'order_lines_file',
      sql`(${table.fileId} is null) = (${table.fileName} is null) and (${table.fileId} is null) = (${table.storageReference} is null) and (${table.fileId} is null) = (${table.pagesBw} is null) and (${table.pagesBw} is null) = (${table.pagesColour} is null) and (${table.pagesBw} is null) = (${table.pagesBlank} is null) and (${table.kind} not in ('print_file', 'secured_file') or ${table.fileId} is not null) and (${table.kind} not in ('copy_job', 'scan_job') or ${table.fileId} is null)`,
    ),
    check(
      'order_lines_pages',
      sql`${table.pagesBw} >= 0 and ${table.pagesColour} >= 0 and ${table.pagesBlank} >= 0`,
    ),
    check(
      'order_lines_price',
      sql`(${table.unitPriceCents} is null) = (${table.noPriceReason} is not null) and (${table.linePriceCents} is null) = (${table.unitPriceCents} is null) and ${table.unitPriceCents} >= 0 and ${table.linePriceCents} >= 0`,
    ),
  ],
);

/** Who moved an order from which state to which, when. The first row (from null) is the placement. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 32 }).$type<OrderStatus>(),
    toStatus: varchar('to_status', { length: 32 }).$type<OrderStatus>().notNull(),
    /** The customer for the placement, a staff user afterwards; null once that user is gone. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('order_status_history_order_idx').on(table.orderId, table.changedAt),
    check('order_status_history_from', isOrderStatus(table.fromStatus)),
    check('order_status_history_to', isOrderStatus(table.toStatus)),
    check(
      'order_status_history_first',
      sql`${table.fromStatus} is not null or ${table.toStatus} = 'received'`,
    ),
  ],
);

/**
 * The job ticket and the order's JSON as written at placement (issue 28 point 2): served as
 * stored, byte for byte, so that a product renamed or an option deleted afterwards changes no
 * ticket; the SHA-256 lets a shop's system check what it received.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'xjdf': the XJDF 2.2 job ticket; 'json': the same ticket as JSON. */
    kind: varchar('kind', { length: 8 }).$type<'xjdf' | 'json'>().notNull(),
    body: text('body').notNull(),
    /** SHA-256 (hex) of the body's UTF-8 bytes. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.kind] }),
    check('order_documents_kind', sql`${table.kind} in ('xjdf', 'json')`),
    check('order_documents_sha256', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * A quote request's answer (issue 28 point 5): the quotation number and price staff gave, until
 * when it stands, and the order the customer placed on it (one order per quote).
 */
export const quotes = pgTable(
  'quotes',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quotationNo: varchar('quotation_no', { length: 7 }).notNull().unique(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    /** The last day (Amsterdam) the quote can be ordered. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    orderedOrderId: uuid('ordered_order_id')
      .unique()
      .references(() => orders.id),
  },
  (table) => [
    check('quotes_price', sql`${table.priceCents} > 0`),
    check('quotes_quotation_no', sql`char_length(${table.quotationNo}) = 7`),
  ],
);

/** What staff read of an ordered file: the file itself, or (of a confidential file) its page previews. */
export const fileReadings = ['file', 'preview'] as const;

/**
 * Every download of an ordered file by staff, and the first time each staff member saw the page
 * previews of a confidential one (a secured order's: decision 0104). A preview is asked page by
 * page and size by size, so only its first view per person and line is kept, once however many
 * thumbnails arrive at the same moment (the unique index).
 */
export const orderFileDownloads = pgTable(
  'order_file_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    what: text('what', { enum: fileReadings }).notNull().default('file'),
    downloadedBy: uuid('downloaded_by').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_file_downloads_order_idx').on(table.orderId, table.downloadedAt),
    uniqueIndex('order_file_downloads_first_preview_idx')
      .on(table.orderId, table.position, table.downloadedBy)
      .where(sql`${table.what} = 'preview'`),
    check('order_file_downloads_what', sql`${table.what} in ('file', 'preview')`),
  ],
);

/**
 * The last order number given out per year. Incremented inside the order's transaction, so a
 * rolled-back order also rolls back its number: the numbers have no gaps.
 */
export const orderNumberCounters = pgTable(
  'order_number_counters',
  {
    year: integer('year').primaryKey(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [
    check('order_number_counters_year', sql`${table.year} between 2000 and 9999`),
    check('order_number_counters_value', sql`${table.lastValue} >= 1`),
  ],
);

export const idempotencyStates = ['in_progress', 'done'] as const;
export type IdempotencyState = (typeof idempotencyStates)[number];

/**
 * The Idempotency-Key of a request, per user (decision 0047): claimed in the transaction that does
 * the work and completed with the answer before it commits; a replay gets that answer back. Kept
 * at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 (hex) of the request's canonical body: the same key with another body is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    state: varchar('state', { length: 16 }).$type<IdempotencyState>().notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The sweep removes keys past their retention, oldest first.
    index('idempotency_keys_created_idx').on(table.createdAt),
    check('idempotency_keys_fingerprint', sql`${table.fingerprint} ~ '^[0-9a-f]{64}$'`),
    check('idempotency_keys_state', sql`${table.state} in ('in_progress', 'done')`),
    check(
      'idempotency_keys_answer',
      sql`(${table.state} = 'done') = (${table.responseStatus} is not null and ${table.completedAt} is not null)`,
    ),
  ],
);
