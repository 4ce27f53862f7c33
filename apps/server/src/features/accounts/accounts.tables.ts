import { STAFF_ROLES, type StaffRole, type UserPreferences } from '@portal/shared/schemas/account';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { themes } from '../themes/themes.tables';

/** The staff roles a user can be granted (users.staff_roles): the shared list, which the web also reads. */
export const staffRoles = STAFF_ROLES;
export type { StaffRole };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    securityLevel: integer('security_level').notNull().default(1),
    unzipOnUpload: boolean('unzip_on_upload').notNull().default(false),
    projectRequired: boolean('project_required').notNull().default(false),
    notifyOrderConfirmation: boolean('notify_order_confirmation').notNull().default(true),
    notifyDelivery: boolean('notify_delivery').notNull().default(true),
    defaultProjectId: varchar('default_project_id', { length: 64 }),
    formatString: varchar('format_string', { length: 64 }),
    printStoreId: uuid('print_store_id'),
    printStoreRole: varchar('print_store_role', { length: 32 }),
    /**
     * The provider's staff roles granted to this user (issue 13): 'orderDesk' sees and moves the
     * orders of the staff inbox; 'customerLinks' links users to customer numbers (decision 0082).
     * Granted in data, never derived from the e-mail domain alone.
     */
    staffRoles: varchar('staff_roles', { length: 32 })
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'`),
    title: varchar('title', { length: 64 }),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    preferences: jsonb('preferences')
      .$type<UserPreferences>()
      .notNull()
      .default({ hiddenIntros: {}, showPrintStorePopUp: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    check(
      'users_staff_roles',
      sql`${table.staffRoles} <@ array[${sql.raw(staffRoles.map((role) => `'${role}'`).join(', '))}]::varchar[]`,
    ),
  ],
);

/**
 * A login. Its short-lived access tokens (JWT) name it; the browser's refresh cookie is found by
 * its hash (decision 0035). Revoking the row makes both worthless.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 256 }),
    /** 'Ingelogd blijven': the refresh cookie outlives the browser, the row lives 30 days. */
    persistent: boolean('persistent').notNull().default(false),
    /** SHA-256 of the refresh token the browser holds now. */
    refreshHash: varchar('refresh_hash', { length: 64 }),
    /** SHA-256 of the one it replaced: shown again after the grace period, it means theft. */
    previousRefreshHash: varchar('previous_refresh_hash', { length: 64 }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    uniqueIndex('sessions_refresh_hash_idx').on(table.refreshHash),
    index('sessions_previous_refresh_hash_idx').on(table.previousRefreshHash),
  ],
);

export const tokenPurposes = ['emailValidation', 'passwordReset'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** Single-use links sent by mail; only a SHA-256 of the random token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).$type<TokenPurpose>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('account_tokens_hash_idx').on(table.tokenHash)],
);

/** E-mail domains whose users must sign up or log in elsewhere (spec 01 section 6). */
export const domainRestrictions = pgTable('domain_restrictions', {
  id: uuid('id').primaryKey().defaultRandom(),
  domain: varchar('domain', { length: 254 }).notNull().unique(),
  allowRegistration: boolean('allow_registration').notNull().default(false),
  allowLogin: boolean('allow_login').notNull().default(false),
  title: varchar('title', { length: 120 }).notNull(),
  message: text('message').notNull(),
  btnLabel: varchar('btn_label', { length: 60 }).notNull(),
  btnUrl: varchar('btn_url', { length: 500 }).notNull(),
});

/**
 * Failed or throttled attempts per key (an IP or an account), kept in the database so that
 * every server instance sees the same count.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: varchar('scope', { length: 32 }).notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('auth_attempts_lookup_idx').on(table.scope, table.key, table.at)],
);
