import type { SecuredSpec } from '@portal/shared/schemas/secured';
import { boolean, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The product templates of the secured print order (spec 02 section 3, Product template; issue
 * 28 point 6): what a customer can have printed securely, each with its specs (sliders and
 * options with submenus) as jsonb, validated by the shared schema on the way in and out.
 */
export const securedProductTemplates = pgTable('secured_product_templates', {
  id: varchar('id', { length: 64 }).primaryKey(),
  position: integer('position').notNull().default(0),
  title: varchar('title', { length: 80 }).notNull(),
  description: text('description').notNull().default(''),
  specs: jsonb('specs').$type<SecuredSpec[]>().notNull(),
  /** Withdrawn templates stay for the orders that name them, but are no longer offered. */
  active: boolean('active').notNull().default(true),
});
