import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { themes } from '../themes/themes.tables';
import { orders } from './orders.tables';

/**
 * A purchasing-portal theme's link with the customer's purchasing system (decision 0055): where a
 * placed order may be posted back and how the order document names both sides. The provider's
 * data, never part of the theme's public answer: the addresses are checked here, not taken from
 * a browser.
 */
export const punchOutSettings = pgTable(
  'punch_out_settings',
  {
    themeId: uuid('theme_id')
      .primaryKey()
      .references(() => themes.id, { onDelete: 'cascade' }),
    /**
     * Where an order goes when the purchasing system gave no address when it opened the portal
     * (a system with one fixed inbound address); null: only the address given at the start.
     */
    defaultCallbackUrl: text('default_callback_url'),
    /**
     * The origins ('https://inkoop.example.nl') an address given at the start (HOOK_URL) may have.
     * Empty: no address from the start is accepted.
     */
    allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
    /** The cXML header's To: the purchasing organisation as its system knows itself. */
    buyerIdentity: varchar('buyer_identity', { length: 128 }).notNull().default(''),
    /** The cXML header's From and Sender: the provider as the purchasing system knows it. */
    supplierIdentity: varchar('supplier_identity', { length: 128 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('punch_out_settings_callback', sql`${table.defaultCallbackUrl} ~ '^https?://'`)],
);

/**
 * The order document a purchasing-portal order went back with, and where to: part of the order's
 * answer, so that a replay of its Idempotency-Key, or a second key for the same cart, gets the
 * same document and address as the first answer.
 */
export const orderPunchOuts = pgTable(
  'order_punch_outs',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    callbackUrl: text('callback_url').notNull(),
    /** The cXML PunchOutOrderMessage as sent (the answer carries it base64). */
    document: text('document').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('order_punch_outs_callback', sql`${table.callbackUrl} ~ '^https?://'`)],
);
