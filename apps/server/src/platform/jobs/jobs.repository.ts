import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from './jobs.tables';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<typeof jobs.$inferInsert, 'kind' | 'payload' | 'groupKey' | 'singletonKey'> & {
  runAt: Date;
  maxAttempts: number;
};

const queued = sql`${jobs.status} = 'queued'`;
/** How far back a group's finished jobs count when groups take turns. */
const SERVED_LATELY_MS = 15 * 60_000;

/** The job queue's queries. Times come from the caller's clock, so tests can move time. */
export function createJobsRepository(db: Db) {
  return {
    /**
     * Adds a job; one with a queued twin of the same singleton key is not added (null), as that
     * twin will do the work. A twin that is running does not count: it may have read before.
     */
    async insert(job: NewJob, executor: Db = db): Promise<JobRow | null> {
      const [row] = await executor
        .insert(jobs)
        .values(job)
        .onConflictDoNothing({ target: jobs.singletonKey, where: queued })
        .returning();
      return row ?? null;
    },

    /**
     * Claims up to `limit` due jobs of a kind: queued ones, and running ones whose lease ran out
     * (their worker is gone). SKIP LOCKED lets instances claim side by side without waiting or
     * taking the same row; the lease and the attempt count are set in the same statement.
     *
     * Groups (`group_key`, an upload session, say) take turns: a job's place is its rank among
     * its group's due jobs plus the jobs its group is running already, so the first job of a
     * group that runs nothing goes before the fifth of a group that floods the queue; among
     * equals, the group served longest ago (or not lately at all) goes first. A job without a
     * group is a group of its own. With `maxPerGroup`, this worker takes no more of one group
     * than that, leaving the rest of its slots to the other groups.
     */
    async claim(
      kind: string,
      worker: string,
      now: Date,
      leaseUntil: Date,
      limit: number,
      maxPerGroup?: number,
    ): Promise<JobRow[]> {
      const groupOf = sql`coalesce(${jobs.groupKey}, ${jobs.id}::text)`;
      // A queued singleton waits while its twin runs (a twin whose lease ran out is gone).
      const twinRuns = sql`exists (select 1 from ${jobs} as twin where twin.singleton_key = ${jobs.singletonKey}
        and twin.status = 'running' and twin.locked_until >= ${now.toISOString()}::timestamptz and twin.id <> ${jobs.id})`;
      const isDue = and(
        eq(jobs.kind, kind),
        lte(jobs.runAt, now),
        lt(jobs.attempts, jobs.maxAttempts),
        or(
          and(eq(jobs.status, 'queued'), or(isNull(jobs.singletonKey), not(twinRuns))),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
        ),
      );
      const due = db
        .select({
          id: jobs.id,
          turn: sql<number>`row_number() over (partition by ${groupOf} order by ${jobs.runAt}, ${jobs.seq})`.as(
            'turn',
          ),
        })
        .from(jobs)
        .where(isDue)
        .as('due');
      const isRunning = and(eq(jobs.status, 'running'), gte(jobs.lockedUntil, now));
      // What each group has running, and when it was last served: only recent history counts.
      const served = db
        .select({
          groupKey: sql<string>`${jobs.groupKey}`.as('served_group'),
          running: sql<number>`count(*) filter (where ${isRunning})`.as('running'),
          runningHere: sql<number>`count(*) filter (where ${isRunning} and ${jobs.lockedBy} = ${worker})`.as(
            'running_here',
          ),
          lastServed: sql<Date>`max(${jobs.finishedAt})`.as('last_served'),
        })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, kind),
            isNotNull(jobs.groupKey),
            or(isRunning, gte(jobs.finishedAt, new Date(now.getTime() - SERVED_LATELY_MS))),
          ),
        )
        .groupBy(jobs.groupKey)
        .as('served');
      const running = sql`coalesce(${served.running}, 0)`;
      const runningHere = sql`coalesce(${served.runningHere}, 0)`;
      const picked = db
        .select({ id: jobs.id })
        .from(jobs)
        .innerJoin(due, eq(due.id, jobs.id))
        .leftJoin(served, eq(served.groupKey, jobs.groupKey))
        // The row's own conditions again: a row another instance claimed meanwhile is checked
        // anew once its lock is free, and then no longer due (the ranking saw it before).
        .where(
          and(
            isDue,
            maxPerGroup === undefined ? undefined : sql`${due.turn} + ${runningHere} <= ${maxPerGroup}`,
          ),
        )
        .orderBy(
          sql`${due.turn} + ${running}`,
          sql`${served.lastServed} asc nulls first`,
          jobs.runAt,
          jobs.seq,
        )
        .limit(limit)
        .for('update', { of: jobs, skipLocked: true });
      return db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: worker,
          lockedUntil: leaseUntil,
        })
        .where(inArray(jobs.id, picked))
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
        .orderBy(jobs.seq);
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
