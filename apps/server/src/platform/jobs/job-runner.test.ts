import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestDatabase, jobsOf, type TestDatabase } from '../../../test/test-app';
import { backoff, defineJob, type JobHandler } from './job-definition';
import { createJobRunner, type JobRunner, LEASE_MS } from './job-runner';
import { createJobsRepository } from './jobs.repository';
import { jobs } from './jobs.tables';

const log = pino({ level: 'silent' });
const echoJob = defineJob({
  kind: 'test.echo',
  payload: z.object({ n: z.number() }),
  maxAttempts: 3,
  grouped: true,
});
const sweepJob = defineJob({ kind: 'test.sweep', payload: z.object({}), maxAttempts: 1 });
const otherJob = defineJob({ kind: 'test.other', payload: z.object({ n: z.number() }), maxAttempts: 3 });
const onceJob = defineJob({ kind: 'test.once', payload: z.object({ n: z.number() }), maxAttempts: 1 });

let database: TestDatabase;
let clock: ReturnType<typeof mutableClock>;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  clock = mutableClock(new Date('2026-11-23T09:00:00Z'));
  await database.db.delete(jobs);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop(0)));
});

/** A runner with one handler for test.echo that records what it ran. */
function runnerWith(handler: Partial<JobHandler<{ n: number }>> = {}) {
  const ran: number[] = [];
  const runner = createJobRunner({ db: database.db, clock, log, pollMs: 20 });
  runner.handle([
    {
      job: echoJob,
      concurrency: 2,
      retryDelayMs: backoff(1000, 60_000),
      run: async ({ n }) => {
        ran.push(n);
      },
      ...handler,
    } as JobHandler,
  ]);
  runners.push(runner);
  return { runner, ran };
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('the job runner', () => {
  it('runs an enqueued job once with its payload and marks it done', async () => {
    const { runner, ran } = runnerWith();
    await runner.enqueue(echoJob, { n: 7 });
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0);
    expect(ran).toEqual([7]);
    const [job] = await jobsOf(database, 'test.echo');
    expect(job).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('refuses a payload that does not fit the job, before anything is stored', async () => {
    const { runner } = runnerWith();
    await expect(runner.enqueue(echoJob, { n: 'zeven' } as never)).rejects.toThrow();
    expect(await jobsOf(database, 'test.echo')).toEqual([]);
  });

  it('runs a job started by a running runner without being asked', async () => {
    const { runner, ran } = runnerWith();
    await runner.start();
    await runner.enqueue(echoJob, { n: 1 });
    await expect.poll(() => ran).toEqual([1]);
  });

  it('tries a failing job again after the backoff, and not before', async () => {
    let failures = 1;
    const { runner, ran } = runnerWith({
      run: async ({ n }) => {
        ran.push(n);
        if (failures-- > 0) throw new Error('smtp says later');
      },
    });
    await runner.enqueue(echoJob, { n: 3 });
    await runner.drain();
    const [waiting] = await jobsOf(database, 'test.echo');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp says later' });
    expect(waiting!.runAt.getTime()).toBe(clock.now().getTime() + 1000);
    expect(await runner.drain()).toBe(0);
    clock.advance(1000);
    expect(await runner.drain()).toBe(1);
    expect(ran).toEqual([3, 3]);
    expect(await jobsOf(database, 'test.echo')).toMatchObject([{ status: 'done', attempts: 2 }]);
  });

  it('gives up after the last try and tells the feature once', async () => {
    const gaveUp: string[] = [];
    const { runner } = runnerWith({
      run: async () => {
        throw new Error('broken for good');
      },
      giveUp: async ({ n }, error) => {
        gaveUp.push(`${n}: ${error}`);
      },
    });
    await runner.enqueue(echoJob, { n: 9 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await runner.drain();
      clock.advance(60_000);
    }
    expect(gaveUp).toEqual(['9: broken for good']);
    expect(await jobsOf(database, 'test.echo')).toMatchObject([{ status: 'failed', attempts: 3 }]);
  });

  it('lets another instance take a job whose instance went away, and ignores the lost one coming back', async () => {
    const hanging = deferred();
    const crashed = runnerWith({ run: () => hanging.promise });
    const healthy = runnerWith();
    await crashed.runner.enqueue(echoJob, { n: 5 });
    void crashed.runner.drain();
    await expect.poll(async () => (await jobsOf(database, 'test.echo'))[0]?.status).toBe('running');

    // Within the lease nobody else takes it; once it ran out without a heartbeat, another does.
    clock.advance(LEASE_MS - 1);
    expect(await healthy.runner.drain()).toBe(0);
    clock.advance(2);
    expect(await healthy.runner.drain()).toBe(1);
    expect(healthy.ran).toEqual([5]);
    expect(await jobsOf(database, 'test.echo')).toMatchObject([{ status: 'done', attempts: 2 }]);

    // The first instance finishes late: its claim is gone, so it changes nothing.
    hanging.resolve();
    await crashed.runner.idle();
    expect(await jobsOf(database, 'test.echo')).toMatchObject([{ status: 'done', attempts: 2 }]);
  });

  it('renews the lease of a long job so that nobody takes it while it runs', async () => {
    const long = deferred();
    const slow = createJobRunner({ db: database.db, clock, log, pollMs: 20, leaseMs: 90 });
    runners.push(slow);
    slow.handle([
      {
        job: echoJob,
        concurrency: 1,
        retryDelayMs: () => 0,
        run: () => long.promise,
      } as JobHandler,
    ]);
    const other = runnerWith();
    await slow.start();
    await slow.enqueue(echoJob, { n: 1 });
    await expect.poll(async () => (await jobsOf(database, 'test.echo'))[0]?.status).toBe('running');
    // Real time passes (the renewal timer), page by page of the clock: the lease keeps moving ahead.
    for (let step = 0; step < 5; step += 1) {
      const before = (await jobsOf(database, 'test.echo'))[0]!.lockedUntil!.getTime();
      clock.advance(60);
      await expect
        .poll(async () => (await jobsOf(database, 'test.echo'))[0]!.lockedUntil!.getTime())
        .toBeGreaterThan(before);
      expect(await other.runner.drain()).toBe(0);
    }
    long.resolve();
    await slow.idle();
    expect(other.ran).toEqual([]);
  });

  it('never runs a job twice when two instances claim side by side', async () => {
    const first = runnerWith();
    const second = runnerWith();
    for (let n = 0; n < 40; n += 1) await first.runner.enqueue(echoJob, { n });
    await Promise.all([first.runner.drain(), second.runner.drain()]);
    const all = [...first.ran, ...second.ran].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect((await jobsOf(database, 'test.echo', 'done')).length).toBe(40);
  });

  it('gives back a job still running when it stops, without counting the try', async () => {
    const never = deferred();
    const stopping = runnerWith({ run: () => never.promise });
    await stopping.runner.start();
    await stopping.runner.enqueue(echoJob, { n: 4 });
    await expect.poll(async () => (await jobsOf(database, 'test.echo'))[0]?.status).toBe('running');
    await stopping.runner.stop(10);
    expect(await jobsOf(database, 'test.echo')).toMatchObject([
      { status: 'queued', attempts: 0, lockedBy: null },
    ]);
    const next = runnerWith();
    expect(await next.runner.drain()).toBe(1);
    expect(next.ran).toEqual([4]);
  });

  it('asks the database nothing after stop(), also while a drain of a runner never started goes on', async () => {
    // A test app runs its jobs with drain() and closes its database right after stop(): a claim
    // made after that failed with 'Cannot use a pool after calling end on the pool' (CI, PostgreSQL).
    let stopped = false;
    const afterStop: string[] = [];
    const watched = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (stopped) afterStop.push(String(property));
          return value.apply(target, args);
        };
      },
    });
    const runner = createJobRunner({ db: watched, clock, log });
    const release = deferred();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    runner.handle([
      {
        job: echoJob,
        concurrency: 1,
        retryDelayMs: backoff(1000, 60_000),
        run: async () => {
          started();
          await release.promise;
        },
      } as JobHandler,
      {
        job: otherJob,
        concurrency: 1,
        retryDelayMs: backoff(1000, 60_000),
        run: async () => {},
      } as JobHandler,
    ]);
    await runner.enqueue(echoJob, { n: 1 });
    const draining = runner.drain();
    await running;
    release.resolve();
    await runner.stop();
    stopped = true;
    await draining;
    expect(afterStop).toEqual([]);
  });

  it('leaves no job behind when the transaction that enqueued it rolls back', async () => {
    const { runner } = runnerWith();
    await expect(
      database.db.transaction(async (tx) => {
        await runner.enqueue(echoJob, { n: 1 }, { executor: tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsOf(database, 'test.echo')).toEqual([]);
  });

  it('lets groups take turns: one that floods the queue does not hold back the first job of another', async () => {
    const { runner, ran } = runnerWith({ concurrency: 1 });
    // Session A enqueues six files first; session B's one file comes after all of them.
    for (let n = 1; n <= 6; n += 1) await runner.enqueue(echoJob, { n }, { groupKey: 'sessie-a' });
    await runner.enqueue(echoJob, { n: 100 }, { groupKey: 'sessie-b' });
    await runner.enqueue(echoJob, { n: 7 }, { groupKey: 'sessie-a' });
    await runner.drain();
    expect(ran).toEqual([1, 100, 2, 3, 4, 5, 6, 7]);
  });

  it("puts a group's next job behind the first job of a group that runs nothing yet", async () => {
    const holds = new Map([
      [1, deferred()],
      [2, deferred()],
    ]);
    const { runner, ran } = runnerWith({
      concurrency: 2,
      run: async ({ n }) => {
        ran.push(n);
        await holds.get(n)?.promise;
      },
    });
    await runner.start();
    for (let n = 1; n <= 4; n += 1) await runner.enqueue(echoJob, { n }, { groupKey: 'sessie-a' });
    await expect.poll(() => [...ran].sort((a, b) => a - b)).toEqual([1, 2]);
    // A runs two jobs when B's one arrives; when a slot frees, B's goes before A's third.
    await runner.enqueue(echoJob, { n: 100 }, { groupKey: 'sessie-b' });
    holds.get(1)!.resolve();
    await expect.poll(() => ran.length).toBe(5);
    expect(ran.slice(2)).toEqual([100, 3, 4]);
    holds.get(2)!.resolve();
  });

  it('keeps slots free for other groups with maxPerGroup, however many jobs one group queued', async () => {
    const hold = deferred();
    const { runner, ran } = runnerWith({
      concurrency: 4,
      maxPerGroup: 3,
      run: async ({ n }) => {
        ran.push(n);
        await hold.promise;
      },
    });
    await runner.start();
    for (let n = 1; n <= 6; n += 1) await runner.enqueue(echoJob, { n }, { groupKey: 'sessie-a' });
    const started = () => [...ran].sort((a, b) => a - b);
    await expect.poll(started).toEqual([1, 2, 3]);
    // The fourth slot stays free while A's first three run: B's file starts at once.
    await runner.enqueue(echoJob, { n: 100 }, { groupKey: 'sessie-b' });
    await expect.poll(started).toEqual([1, 2, 3, 100]);
    hold.resolve();
    await expect.poll(started).toEqual([1, 2, 3, 4, 5, 6, 100]);
  });

  it('queues a singleton asked for while its twin runs, and runs it after that twin, never beside it', async () => {
    const started = deferred();
    const release = deferred();
    let runs = 0;
    let atOnce = 0;
    const { runner } = runnerWith({
      run: async () => {
        runs += 1;
        atOnce += 1;
        expect(atOnce).toBe(1);
        if (runs === 1) {
          started.resolve();
          await release.promise;
        }
        atOnce -= 1;
      },
    });
    const sweep = { singletonKey: 'test.sweep-once' };
    await runner.enqueue(echoJob, { n: 1 }, sweep);
    const first = runner.drain();
    await started.promise;
    // Asked for while the first run may have read its data already: queued, once however often.
    await runner.enqueue(echoJob, { n: 2 }, sweep);
    await runner.enqueue(echoJob, { n: 3 }, sweep);
    expect(await jobsOf(database, 'test.echo', 'queued')).toHaveLength(1);
    // While the twin runs, the queued one is not taken, by this instance or another.
    expect(await runnerWith().runner.drain()).toBe(0);
    release.resolve();
    await first;
    await runner.drain();
    expect(runs).toBe(2);
    expect(await jobsOf(database, 'test.echo', 'done')).toHaveLength(2);
  });

  it('takes over a singleton whose instance went away before its queued twin, and never runs the two at once', async () => {
    const hanging = deferred();
    const crashed = runnerWith({ run: () => hanging.promise });
    const sweep = { singletonKey: 'test.sweep-once' };
    await crashed.runner.enqueue(echoJob, { n: 1 }, sweep);
    void crashed.runner.drain();
    await expect.poll(async () => (await jobsOf(database, 'test.echo'))[0]?.status).toBe('running');
    await crashed.runner.enqueue(echoJob, { n: 2 }, sweep);
    clock.advance(LEASE_MS + 1);

    // The lost run is due again and has tries left: it goes first, its queued twin after it.
    let atOnce = 0;
    let mostAtOnce = 0;
    const healthy = runnerWith({
      run: async ({ n }) => {
        atOnce += 1;
        mostAtOnce = Math.max(mostAtOnce, atOnce);
        healthy.ran.push(n);
        await new Promise((resolve) => setImmediate(resolve));
        atOnce -= 1;
      },
    });
    await healthy.runner.drain();
    expect(healthy.ran).toEqual([1, 2]);
    expect(mostAtOnce).toBe(1);
    hanging.resolve();
    await crashed.runner.idle();
  });

  it("runs a queued singleton once its twin's last try was lost with its instance", async () => {
    const hanging = deferred();
    const ran: number[] = [];
    const gaveUp: string[] = [];
    const runnerFor = (run: (payload: { n: number }) => Promise<void>) => {
      const runner = createJobRunner({ db: database.db, clock, log });
      runner.handle([
        {
          job: onceJob,
          concurrency: 2,
          retryDelayMs: () => 0,
          run,
          giveUp: async ({ n }, error) => {
            gaveUp.push(`${n}: ${error}`);
          },
        } as JobHandler,
      ]);
      runners.push(runner);
      return runner;
    };
    const crashed = runnerFor(() => hanging.promise);
    const sweep = { singletonKey: 'test.once-at-a-time' };
    await crashed.enqueue(onceJob, { n: 1 }, sweep);
    void crashed.drain();
    await expect.poll(async () => (await jobsOf(database, 'test.once'))[0]?.status).toBe('running');
    await crashed.enqueue(onceJob, { n: 2 }, sweep);
    clock.advance(LEASE_MS + 1);

    // The lost run had no try left: it counts as gone, and its twin does the work.
    await runnerFor(async ({ n }) => {
      ran.push(n);
    }).drain();
    expect(ran).toEqual([2]);
    expect(gaveUp).toEqual(['1: lease expired']);
    expect(await jobsOf(database, 'test.once')).toMatchObject([{ status: 'failed' }, { status: 'done' }]);
    hanging.resolve();
    await crashed.idle();
  });

  it("does not hold back one kind's job behind another kind's backlog", async () => {
    const order: string[] = [];
    // No poll during the test: the wake-ups of enqueued and finished jobs drive it.
    const runner = createJobRunner({ db: database.db, clock, log, pollMs: 3_600_000 });
    runners.push(runner);
    runner.handle([
      {
        job: echoJob,
        concurrency: 1,
        retryDelayMs: () => 0,
        run: async ({ n }: { n: number }) => {
          order.push(`a${n}`);
          if (n === 1) await runner.enqueue(otherJob, { n: 1 });
        },
      } as JobHandler,
      {
        job: otherJob,
        concurrency: 1,
        retryDelayMs: () => 0,
        run: async () => {
          order.push('b');
        },
      } as JobHandler,
    ]);
    for (let n = 1; n <= 40; n += 1) await runner.enqueue(echoJob, { n });
    await runner.start();
    await expect.poll(() => order.length, { timeout: 30_000 }).toBe(41);
    // B was asked for while A's first job ran, with 39 of A's waiting: it ran beside A's first
    // or second, not after A's backlog.
    expect(order.indexOf('b')).toBeLessThanOrEqual(2);
  });

  it('claims only the kind a wake-up names', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({ db: database.db, clock, log, pollMs: 3_600_000 });
    runners.push(runner);
    const recording = (job: typeof echoJob, name: string) =>
      ({
        job,
        concurrency: 1,
        retryDelayMs: () => 0,
        run: async () => {
          ran.push(name);
        },
      }) as JobHandler;
    runner.handle([recording(echoJob, 'a'), recording(otherJob, 'b')]);
    await runner.start();
    await runner.idle();
    // Queued by another instance: this one hears of it at its next poll (in an hour) or when woken for its kind.
    await createJobsRepository(database.db).insert({
      kind: echoJob.kind,
      payload: { n: 1 },
      runAt: clock.now(),
      maxAttempts: echoJob.maxAttempts,
    });
    await runner.enqueue(otherJob, { n: 2 });
    await expect.poll(() => ran).toEqual(['b']);
    await runner.idle();
    expect(await jobsOf(database, 'test.echo', 'queued')).toHaveLength(1);
    runner.wake(echoJob);
    await expect.poll(() => ran).toEqual(['b', 'a']);
  });

  it('refuses a groupKey for a kind without groups, whose claim would never read it', async () => {
    const runner = createJobRunner({ db: database.db, clock, log });
    runners.push(runner);
    await expect(runner.enqueue(otherJob, { n: 1 }, { groupKey: 'sessie-a' })).rejects.toThrow(
      'takes no groupKey',
    );
    expect(await jobsOf(database, 'test.other')).toEqual([]);
  });

  it('lets the event loop turn while it works through a backlog of quick jobs', async () => {
    const { runner, ran } = runnerWith();
    for (let n = 1; n <= 60; n += 1) await runner.enqueue(echoJob, { n });
    let ranWhenTimerFired: number | undefined;
    await runner.start();
    setTimeout(() => {
      ranWhenTimerFired = ran.length;
    }, 0);
    await expect.poll(() => ran.length, { timeout: 30_000 }).toBe(60);
    // On PGlite every query answers within this thread: without a turn of the loop between
    // claims, the timer (or a request) waited for the whole backlog.
    expect(ranWhenTimerFired).toBeLessThan(60);
  });

  it('schedules a recurring job once across instances, and again after each run', async () => {
    const swept: string[] = [];
    const recurring = (name: string): JobHandler => ({
      job: sweepJob as never,
      concurrency: 1,
      retryDelayMs: () => 0,
      everyMs: 3_600_000,
      run: async () => {
        swept.push(name);
      },
    });
    const a = createJobRunner({ db: database.db, clock, log });
    const b = createJobRunner({ db: database.db, clock, log });
    runners.push(a, b);
    a.handle([recurring('a')]);
    b.handle([recurring('b')]);
    await Promise.all([a.start(), b.start()]);
    expect(await jobsOf(database, 'test.sweep', 'queued')).toHaveLength(1);
    expect(await a.drain()).toBe(0);
    clock.advance(3_600_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(swept).toHaveLength(1);
    const [next] = await jobsOf(database, 'test.sweep', 'queued');
    expect(next!.runAt.getTime()).toBe(clock.now().getTime() + 3_600_000);
  });
});
