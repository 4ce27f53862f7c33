import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * A user's delivery addresses (spec 02 sections 3 and 5): each user has their own list; the
 * lengths are the form's (schemas/addresses.ts). A construction site may have no zip code or
 * house number yet, and keeps a phone number for the driver.
 */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: varchar('company', { length: 50 }).notNull(),
    department: varchar('department', { length: 50 }).notNull().default(''),
    /** The contact person (ter attentie van). */
    name: varchar('name', { length: 35 }).notNull(),
    street: varchar('street', { length: 35 }).notNull(),
    number: varchar('number', { length: 16 }).notNull().default(''),
    addition: varchar('addition', { length: 16 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 9 }).notNull().default(''),
    city: varchar('city', { length: 35 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    isConstructionSite: boolean('is_construction_site').notNull().default(false),
    /** The user's default, which Bezorgen preselects (decision 0135): one per user at most. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('delivery_addresses_user_idx').on(table.userId),
    uniqueIndex('delivery_addresses_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
);
