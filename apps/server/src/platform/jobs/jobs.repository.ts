import { and, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
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

/** What a claim of one kind is asked: by whom, at what moment, for how many jobs. */
type Claim = { kind: string; worker: string; at: SQL; limit: number };

/**
 * Due, for the row `j`: queued, or running on a lease that ran out (not the claiming worker's
 * own: it is the one asking, so it is at work). A queued singleton waits while a twin runs, and
 * also while a twin's lease ran out but it has tries left: that twin is due itself, and the two
 * must not be claimed side by side (decision 0069). A CASE, so that no planner takes it for a way
 * into the table: the claim finds its rows by the indexes, then by their key.
 */
function isDue(j: string, { at, worker }: Claim): SQL {
  const column = (name: string) => sql.raw(`${j}.${name}`);
  return sql`case ${column('status')}
    when 'queued' then ${column('singleton_key')} is null or not exists (
      select 1 from jobs twin where twin.singleton_key = ${column('singleton_key')} and twin.status = 'running'
        and (twin.locked_until >= ${at} or twin.attempts < twin.max_attempts))
    when 'running' then ${column('attempts')} < ${column('max_attempts')}
      and ${column('locked_until')} < ${at} and ${column('locked_by')} <> ${worker}
    else false end`;
}

/** A kind without groups: its first due jobs in the order of an index, locked as they are read. */
function firstComeFirstServed(claim: Claim): SQL {
  return sql`
    select j.id from jobs j
    where j.kind = ${claim.kind} and j.group_key is null and j.status in ('queued', 'running')
      and j.run_at <= ${claim.at} and ${isDue('j', claim)}
    order by j.run_at, j.seq
    limit ${claim.limit}
    for update of j skip locked`;
}

/**
 * A kind with groups (decision 0026): a job's place is its rank among its group's due jobs plus
 * the jobs its group is running already, so the first job of a group that runs nothing goes
 * before the fifth of a group that floods the queue; among equals, the group served longest ago
 * (or not lately at all) goes first. A job without a group is a group of its own. With
 * `maxPerGroup`, this worker takes no more of one group than that, leaving the rest of its slots
 * to the others.
 *
 * It reads a few rows per group (decision 0084): a skip scan walks the kind's groups that have
 * open jobs, one index probe each; per group, what it runs, when it was last served and its
 * first `limit` due jobs in index order; then the first `limit` due jobs without a group. Those
 * candidates are ranked, then locked by their key.
 */
function rankedByGroup(claim: Claim, maxPerGroup: number | undefined, servedSince: Date): SQL {
  const { kind, worker, at, limit } = claim;
  const since = sql`${servedSince.toISOString()}::timestamptz`;
  return sql`
    with recursive open_groups(group_key) as (
      (select o.group_key from jobs o
        where o.kind = ${kind} and o.status in ('queued', 'running') and o.group_key is not null
        order by o.group_key limit 1)
      union all
      select (select o.group_key from jobs o
        where o.kind = ${kind} and o.status in ('queued', 'running') and o.group_key is not null
          and o.group_key > g.group_key
        order by o.group_key limit 1)
      from open_groups g where g.group_key is not null
    ),
    -- What each of those groups runs (on any instance, and here) and when it was last served.
    served as materialized (
      select g.group_key, r.running, r.running_here, s.last_served
      from open_groups g
      cross join lateral (
        select count(*) as running, count(*) filter (where x.locked_by = ${worker}) as running_here
        from jobs x
        where x.kind = ${kind} and x.group_key = g.group_key and x.status = 'running' and x.locked_until >= ${at}
      ) r
      cross join lateral (
        select max(x.finished_at) as last_served from jobs x
        where x.kind = ${kind} and x.group_key = g.group_key and x.finished_at >= ${since}
      ) s
      where g.group_key is not null
    ),
    -- Each group's first due jobs (its turns), and the first due jobs without a group.
    candidates as (
      select d.id, d.turn + g.running as place, g.last_served, d.run_at, d.seq
      from served g
      cross join lateral (
        select x.id, x.run_at, x.seq, row_number() over (order by x.run_at, x.seq) as turn
        from jobs x
        where x.kind = ${kind} and x.group_key = g.group_key and x.group_key is not null
          and x.status in ('queued', 'running') and x.run_at <= ${at} and ${isDue('x', claim)}
        order by x.run_at, x.seq limit ${limit}
      ) d
      ${maxPerGroup === undefined ? sql`` : sql`where d.turn + g.running_here <= ${maxPerGroup}`}
      union all
      (select x.id, 1, null, x.run_at, x.seq
        from jobs x
        where x.kind = ${kind} and x.group_key is null and x.status in ('queued', 'running')
          and x.run_at <= ${at} and ${isDue('x', claim)}
        order by x.run_at, x.seq limit ${limit})
    ),
    ranked as (
      select array_agg(c.id order by c.place, c.last_served asc nulls first, c.run_at, c.seq) as ids
      from candidates c
    )
    -- The few candidates by their key, in their order: from an array, so that no planner, with
    -- or without statistics, reaches the rows another way than by their key. The row's own
    -- conditions again: a row another instance claimed meanwhile is checked anew once its lock
    -- is free, and then no longer due (the ranking saw it before).
    select j.id from unnest((select ids from ranked)) with ordinality as c(id, place)
    join jobs j on j.id = c.id
    where case when j.kind = ${kind} then ${isDue('j', claim)} else false end
    order by c.place
    limit ${limit}
    for update of j skip locked`;
}

/** The job queue's queries. Times come from the caller's clock, so tests can move time. */
export function createJobsRepository(db: Db) {
  /**
   * Claims up to `limit` due jobs of a kind: queued ones, and running ones whose lease ran out
   * (their worker is gone). SKIP LOCKED lets instances claim side by side without waiting or
   * taking the same row; the lease and the attempt count are set in the same statement. A kind
   * without `groups` is claimed first come, first served, one with them in turns between groups.
   * Neither reads more rows for a longer queue (decision 0084).
   */
  function claimStatement(
    kind: string,
    worker: string,
    now: Date,
    leaseUntil: Date,
    limit: number,
    groups?: { maxPerGroup?: number | undefined },
  ) {
    const claim: Claim = { kind, worker, at: sql`${now.toISOString()}::timestamptz`, limit };
    const picked = groups
      ? rankedByGroup(claim, groups.maxPerGroup, new Date(now.getTime() - SERVED_LATELY_MS))
      : firstComeFirstServed(claim);
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: worker,
        lockedUntil: leaseUntil,
      })
      .where(sql`${jobs.id} = any(array(${picked}))`)
      .returning();
  }

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

    /** Claims due jobs of a kind and sets their lease: see claimStatement. */
    claim: (...args: Parameters<typeof claimStatement>): Promise<JobRow[]> => claimStatement(...args),
    /** The claim as a statement, not yet run: a test reads its plan. */
    claimStatement,

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
