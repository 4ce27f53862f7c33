import { sql } from 'drizzle-orm';
import {
  bigint,
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

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Background work of every feature (file analysis, mail delivery, sweeps …) as rows, so that it
 * survives a restart and any instance can take it (decision 0015). A worker claims a row with
 * FOR UPDATE SKIP LOCKED and holds it for a lease that it renews while it works; a lease that
 * runs out (a crashed instance) lets another worker take the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 16 }).$type<JobStatus>().notNull().default('queued'),
    /** Jobs of one group (an upload session, say) take turns with other groups' jobs. */
    groupKey: varchar('group_key', { length: 128 }),
    /**
     * Work that must not double (recurring jobs, a sweep asked for by many events): at most one
     * queued job per key, and a queued one waits while its twin runs. One asked for while its
     * twin runs is queued behind it, as that run may have read its data before the ask.
     */
    singletonKey: varchar('singleton_key', { length: 200 }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order of enqueueing, for first-come-first-served within a group: created_at cannot
     * tell two jobs of the same millisecond apart (PGlite's clock counts milliseconds).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // The claim reads these by kind (and group), in the order it claims, so that it costs the
    // same however long the queue (decision 0084): the open jobs without a group and each group's,
    // what a group runs, and when it was last served.
    index('jobs_open_ungrouped_idx')
      .on(table.kind, table.runAt, table.seq)
      .where(sql`${table.status} in ('queued', 'running') and ${table.groupKey} is null`),
    index('jobs_open_grouped_idx')
      .on(table.kind, table.groupKey, table.runAt, table.seq)
      .where(sql`${table.status} in ('queued', 'running') and ${table.groupKey} is not null`),
    index('jobs_running_idx')
      .on(table.kind, table.groupKey, table.lockedUntil)
      .where(sql`${table.status} = 'running'`),
    index('jobs_served_idx')
      .on(table.kind, table.groupKey, table.finishedAt)
      .where(sql`${table.groupKey} is not null and ${table.finishedAt} is not null`),
    uniqueIndex('jobs_queued_singleton_idx').on(table.singletonKey).where(sql`${table.status} = 'queued'`),
    index('jobs_running_singleton_idx').on(table.singletonKey).where(sql`${table.status} = 'running'`),
    index('jobs_finished_idx').on(table.finishedAt),
  ],
);
