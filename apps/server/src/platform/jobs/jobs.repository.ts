import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from './jobs.tables';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<typeof jobs.$inferInsert, 'kind' | 'payload' | 'groupKey' | 'singletonKey'> & {
  runAt: Date;
  maxAttempts: number;
};

const open = sql`${jobs.status} in ('queued', 'running')`;

/** The job queue's queries. Times come from the caller's clock, so tests can move time. */
export function createJobsRepository(db: Db) {
  return {
    /** Adds a job; one with an open twin of the same singleton key is not added (null). */
    async insert(job: NewJob, executor: Db = db): Promise<JobRow | null> {
      const [row] = await executor
        .insert(jobs)
        .values(job)
        .onConflictDoNothing({ target: jobs.singletonKey, where: open })
        .returning();
      return row ?? null;
    },

    /**
     * Claims up to `limit` due jobs of a kind: queued ones, and running ones whose lease ran out
     * (their worker is gone). SKIP LOCKED lets instances claim side by side without waiting or
     * taking the same row; the lease and the attempt count are set in the same statement.
     */
    async claim(kind: string, worker: string, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, kind),
            lte(jobs.runAt, now),
            lt(jobs.attempts, jobs.maxAttempts),
            or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
          ),
        )
        .orderBy(jobs.runAt, jobs.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: worker,
          lockedUntil: leaseUntil,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Keeps this worker's claims alive while it works on them. */
    async renew(ids: string[], worker: string, leaseUntil: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: leaseUntil })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
    },

    /** Done, if this worker still holds it (false: its lease ran out and the job went to another). */
    async complete(id: string, worker: string, now: Date, executor: Db = db): Promise<boolean> {
      const rows = await executor
        .update(jobs)
        .set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** A failed try: queued again at `retryAt`, or failed for good when there is none. */
    async failAttempt(
      id: string,
      worker: string,
      error: string,
      retryAt: Date | null,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set(
          retryAt
            ? { status: 'queued', runAt: retryAt, lockedBy: null, lockedUntil: null, lastError: error }
            : { status: 'failed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: error },
        )
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Gives back jobs this worker holds but will not finish (the instance is stopping): queued
     * again at once, and the interrupted try does not count.
     */
    async release(ids: string[], worker: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, lockedBy: null, lockedUntil: null })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
    },

    /** Running jobs of a kind whose last try's lease ran out: failed for good. */
    async failExhausted(kind: string, now: Date): Promise<JobRow[]> {
      return db
        .update(jobs)
        .set({
          status: 'failed',
          finishedAt: now,
          lockedBy: null,
          lockedUntil: null,
          lastError: 'lease expired',
        })
        .where(
          and(
            eq(jobs.kind, kind),
            eq(jobs.status, 'running'),
            lt(jobs.lockedUntil, now),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        )
        .returning();
    },

    /** Finished jobs older than the given times go. */
    async prune(doneBefore: Date, failedBefore: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(
          or(
            and(eq(jobs.status, 'done'), lt(jobs.finishedAt, doneBefore)),
            and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, failedBefore)),
          ),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Jobs of a kind in a status (tests, operators). */
    async list(kind: string, status?: JobRow['status']): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(status ? and(eq(jobs.kind, kind), eq(jobs.status, status)) : eq(jobs.kind, kind))
        .orderBy(jobs.createdAt);
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
