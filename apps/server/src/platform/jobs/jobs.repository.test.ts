import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { createJobsRepository } from './jobs.repository';
import { jobs } from './jobs.tables';

let database: TestDatabase;
const now = new Date('2026-11-23T09:00:00Z');
const leaseUntil = new Date(now.getTime() + 30_000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

/**
 * A queue as the portal has it: `count` jobs, half of them mails (no group), half analyses of
 * three upload sessions, and as many analyses done a few minutes ago (done rows stay until pruned).
 */
async function queue(count: number): Promise<void> {
  const due = new Date(now.getTime() - 60_000).toISOString();
  const finished = new Date(now.getTime() - 5 * 60_000).toISOString();
  await database.db.execute(sql`
    insert into jobs (kind, payload, run_at, max_attempts)
    select 'test.mail', '{}', ${due}::timestamptz, 8 from generate_series(1, ${count / 2})`);
  await database.db.execute(sql`
    insert into jobs (kind, payload, run_at, max_attempts, group_key)
    select 'test.analyse', '{}', ${due}::timestamptz, 3, 'sessie-' || (i % 3) from generate_series(1, ${count / 2}) i`);
  await database.db.execute(sql`
    insert into jobs (kind, payload, run_at, max_attempts, group_key, status, finished_at)
    select 'test.analyse', '{}', ${due}::timestamptz, 3, 'sessie-' || (i % 3), 'done', ${finished}::timestamptz
    from generate_series(1, ${count / 2}) i`);
}

type PlanNode = {
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** Every row each step of the plan produced or looked at and dropped, over all its loops. */
function rowsTouched(node: PlanNode): number {
  const perLoop =
    node['Actual Rows'] +
    (node['Rows Removed by Filter'] ?? 0) +
    (node['Rows Removed by Join Filter'] ?? 0) +
    (node['Rows Removed by Index Recheck'] ?? 0);
  return (
    perLoop * node['Actual Loops'] + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0)
  );
}

/** Runs one claim under EXPLAIN ANALYZE, rolled back, and counts the rows it touched. */
async function rowsOfClaim(
  kind: string,
  groups?: { maxPerGroup: number },
): Promise<{ touched: number; claimed: number }> {
  let result: { touched: number; claimed: number } | undefined;
  await database.db
    .transaction(async (tx) => {
      const statement = createJobsRepository(tx).claimStatement(kind, 'worker-a', now, leaseUntil, 4, groups);
      const answer = await tx.execute(sql`explain (analyze, format json) ${statement.getSQL()}`);
      const [row] = (answer as unknown as { rows: Record<string, unknown>[] }).rows;
      const value = Object.values(row!)[0];
      const [plan] = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: PlanNode }];
      result = { touched: rowsTouched(plan.Plan), claimed: plan.Plan['Actual Rows'] };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!result) throw error;
    });
  return result!;
}

describe('claiming jobs', () => {
  it('touches as many rows with 20,000 jobs queued as with 2,000, for jobs with and without groups', async () => {
    await queue(2000);
    const fewer = {
      mail: await rowsOfClaim('test.mail'),
      analyse: await rowsOfClaim('test.analyse', { maxPerGroup: 3 }),
    };
    await database.db.delete(jobs);
    await queue(20_000);
    const more = {
      mail: await rowsOfClaim('test.mail'),
      analyse: await rowsOfClaim('test.analyse', { maxPerGroup: 3 }),
    };

    expect(more.mail.claimed).toBe(4);
    expect(more.analyse.claimed).toBe(4);
    // Ten times the queue, the same work: a few rows of each group and of the jobs without one.
    // (The claim of decision 0026 read every due job of the kind and joined them to themselves:
    // millions of rows here.) With the smaller queue PostgreSQL may find the claimed rows by
    // reading the whole table, which it then takes for cheaper than four lookups by key.
    expect(more.mail.touched).toBeLessThanOrEqual(fewer.mail.touched + 10);
    expect(more.analyse.touched).toBeLessThanOrEqual(fewer.analyse.touched + 10);
    expect(more.mail.touched + more.analyse.touched).toBeLessThan(300);
  });

  it("never takes over this worker's own job whose lease ran out: it is still at work on it", async () => {
    const repository = createJobsRepository(database.db);
    await repository.insert({ kind: 'test.mail', payload: {}, runAt: now, maxAttempts: 3 });
    const [held] = await repository.claim('test.mail', 'worker-a', now, leaseUntil, 1);
    expect(held).toBeDefined();
    const later = new Date(leaseUntil.getTime() + 1);
    expect(
      await repository.claim('test.mail', 'worker-a', later, new Date(later.getTime() + 30_000), 1),
    ).toEqual([]);
    const [taken] = await repository.claim(
      'test.mail',
      'worker-b',
      later,
      new Date(later.getTime() + 30_000),
      1,
    );
    expect(taken).toMatchObject({ id: held!.id, lockedBy: 'worker-b', attempts: 2 });
  });
});
