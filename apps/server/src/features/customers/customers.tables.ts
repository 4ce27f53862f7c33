import {
  type ChangeRequestOutcome,
  type CustomerHistoryChange,
  changeRequestOutcomes,
  customerHistoryChanges,
} from '@portal/shared/schemas/customers';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * The provider's customers and the invoice step's data (spec 02 sections 3 and 5, decision 0044):
 * a customer has a 7-digit number and one invoice address; staff link users to customers (a user
 * may order for several); projects and references belong to an invoice address. A user without a
 * customer number enters invoice addresses of their own as a new customer.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerNumber: varchar('customer_number', { length: 7 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('customers_number_digits', sql`${table.customerNumber} ~ '^[0-9]{7}$'`)],
);

/**
 * Which users may order for which customer; only staff with the customerLinks role (each change
 * recorded in customer_link_history) and the demo seed write here.
 */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.customerId] }),
    index('user_customers_customer_idx').on(table.customerId),
  ],
);

/**
 * What happened: a link made or ended, or the customer created from a new customer's request
 * (decision 0135; the requesting user is then named, and linked by a 'linked' row of its own).
 */
export const linkChanges = customerHistoryChanges;
export type LinkChange = CustomerHistoryChange;

/**
 * Every link and unlink staff made through the portal, with who and when (decision 0082): a link
 * grants the customer's orders and files, so who granted it must stay known. Rows are only added:
 * an unlink is a row of its own beside the link's. The people are kept by id and by the e-mail
 * address they had, so the record still says who should an account ever be removed (its id then
 * becomes null); a customer with history cannot be removed without deciding about its history.
 */
export const customerLinkHistory = pgTable(
  'customer_link_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    change: varchar('change', { length: 8 }).$type<LinkChange>().notNull(),
    /** The user who was linked or unlinked. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 254 }).notNull(),
    /** The staff user who did it. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByEmail: varchar('changed_by_email', { length: 254 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** What staff should know beside the change: for 'created', the orders that got the number. */
    note: varchar('note', { length: 500 }).notNull().default(''),
  },
  (table) => [
    index('customer_link_history_customer_idx').on(table.customerId, table.changedAt),
    index('customer_link_history_user_idx').on(table.userId),
    check(
      'customer_link_history_change',
      sql`${table.change} in (${sql.raw(linkChanges.map((change) => `'${change}'`).join(', '))})`,
    ),
  ],
);

/**
 * An invoice address: a customer's (customerId set, not editable by users), or a new customer's
 * that a user entered (newCustomer, createdByUserId set, editable by that user only).
 */
export const invoiceAddresses = pgTable(
  'invoice_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    newCustomer: boolean('new_customer').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    company: varchar('company', { length: 50 }).notNull(),
    department: varchar('department', { length: 50 }).notNull().default(''),
    /** The contact person. */
    name: varchar('name', { length: 35 }).notNull().default(''),
    street: varchar('street', { length: 35 }).notNull(),
    number: varchar('number', { length: 16 }).notNull().default(''),
    addition: varchar('addition', { length: 16 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 9 }).notNull(),
    city: varchar('city', { length: 35 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    kvk: varchar('kvk', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One invoice address per customer number.
    uniqueIndex('invoice_addresses_customer_idx').on(table.customerId),
    index('invoice_addresses_created_by_idx').on(table.createdByUserId),
    check(
      'invoice_addresses_owner',
      sql`(${table.newCustomer} and ${table.customerId} is null and ${table.createdByUserId} is not null) or (not ${table.newCustomer} and ${table.customerId} is not null and ${table.createdByUserId} is null)`,
    ),
    check('invoice_addresses_kvk_digits', sql`${table.kvk} ~ '^[0-9]{8}$'`),
  ],
);

/**
 * A project of an invoice address ('4410-PR123'). userId: the user who made it, who alone can
 * remove it; null for the provider's own entries (or of a user since removed): nobody removes those
 * through the portal.
 */
export const invoiceProjects = pgTable(
  'invoice_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceAddressId: uuid('invoice_address_id')
      .notNull()
      .references(() => invoiceAddresses.id, { onDelete: 'cascade' }),
    /** The whole project, its fields joined by the theme's hyphen; bounded by the theme rules. */
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('invoice_projects_name_idx').on(table.invoiceAddressId, table.name)],
);

/** A reference of an invoice address ('Z-123456'); userId as with projects. */
export const invoiceReferences = pgTable(
  'invoice_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceAddressId: uuid('invoice_address_id')
      .notNull()
      .references(() => invoiceAddresses.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 100 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('invoice_references_value_idx').on(table.invoiceAddressId, table.value)],
);

/**
 * A customer-data change request (spec 02 section 7): mailed to the administration as before, and
 * kept here so that staff see it open on the Klanten screen and record how they handled it, with
 * who and when (decision 0135). The people are kept by id and e-mail address, as in the link
 * history; the address may be removed later (its id then becomes null, the request stays).
 */
export const customerChangeRequests = pgTable(
  'customer_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceAddressId: uuid('invoice_address_id').references(() => invoiceAddresses.id, {
      onDelete: 'set null',
    }),
    /** The customer number the address had when asked; null for a new customer's own address. */
    customerNumber: varchar('customer_number', { length: 7 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 254 }).notNull(),
    userName: varchar('user_name', { length: 100 }).notNull().default(''),
    message: text('message').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    outcome: varchar('outcome', { length: 8 }).$type<ChangeRequestOutcome>(),
    note: text('note').notNull().default(''),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledByEmail: varchar('handled_by_email', { length: 254 }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('customer_change_requests_open_idx').on(table.handledAt, table.requestedAt),
    check(
      'customer_change_requests_outcome',
      sql`(${table.outcome} is null and ${table.handledAt} is null and ${table.handledByEmail} is null) or (${table.outcome} in (${sql.raw(changeRequestOutcomes.map((outcome) => `'${outcome}'`).join(', '))}) and ${table.handledAt} is not null and ${table.handledByEmail} is not null)`,
    ),
  ],
);
