import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { JobDefinition, JobHandler } from './job-definition';
import { createJobsRepository, type JobRow } from './jobs.repository';

/**
 * The one job runner of the server (decision 0015): every background job of every feature is a
 * row in `jobs`, claimed with FOR UPDATE SKIP LOCKED under a short lease that a heartbeat renews
 * while the job runs (groups of jobs taking turns, decision 0026; kinds claimed apart and in
 * turn, decision 0084), retried with backoff, and still there after a restart. Each instance
 * runs one runner; on the embedded database it is the only one, on PostgreSQL any number share
 * the table.
 */

export type EnqueueOptions = {
  /** The transaction of the change that needs the job, so both are committed together. */
  executor?: Db;
  runAt?: Date;
  /** Whose work it is (an upload session, say): groups take turns when jobs are claimed. */
  groupKey?: string;
  singletonKey?: string;
};

export type JobQueue = {
  /**
   * Adds a job. Inside a transaction, call wake(job) after the commit so that this instance starts
   * it at once instead of at its next poll.
   */
  enqueue<Payload>(job: JobDefinition<Payload>, payload: Payload, options?: EnqueueOptions): Promise<void>;
  /**
   * Looks for due jobs of this kind now (after a commit that added some); of every kind without
   * one. Only that kind is claimed, so a wake-up costs one claim however many kinds there are.
   */
  wake(job?: Pick<JobDefinition<unknown>, 'kind'>): void;
};

export type JobRunner = JobQueue & {
  /** Registers the handlers of a feature's jobs; before start(). */
  handle(handlers: JobHandler[]): void;
  /** Starts polling (and schedules the recurring jobs). */
  start(): Promise<void>;
  /**
   * Stops taking jobs, gives the running ones `graceMs` to end, and gives the rest back to the
   * queue for the next start or another instance. Ends a drain() in progress too: once it
   * resolves, the runner asks the database nothing more.
   */
  stop(graceMs?: number): Promise<void>;
  /** Runs due jobs until none is left (tests, which move a clock instead of waiting). */
  drain(): Promise<number>;
  /** Resolves once no job runs on this instance. */
  idle(): Promise<void>;
};

type Options = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often an idle instance looks for jobs that other instances (or the clock) made due. */
  pollMs?: number;
  /** How long a claim holds without a heartbeat (tests shorten it); LEASE_MS unless set. */
  leaseMs?: number;
};

/**
 * How long a claim holds without a heartbeat. The heartbeat renews the leases of every job this
 * instance runs at a third of it, so a job may run for hours; an instance that dies (a crash, a
 * killed container) leaves its jobs to the others this soon after its last heartbeat
 * (decision 0085). Not a property of the kind: it only says how soon dead work is taken over.
 */
export const LEASE_MS = 30_000;

/** Running jobs whose lease ran out on their last try are failed this often. */
const EXHAUSTED_CHECK_MS = 60_000;

export function createJobRunner(options: Options): JobRunner {
  const repository = createJobsRepository(options.db);
  const { clock, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const worker = randomUUID();
  const handlers = new Map<string, JobHandler>();
  /** Jobs this instance is running, by id, with the kind they count against. */
  const running = new Map<string, { kind: string; done: Promise<void> }>();
  /**
   * Kinds to claim, in the order they were asked for. The poller takes one claim of each in turn
   * and a kind asked for again goes to the back, so a kind whose jobs keep finishing (and waking
   * it) never keeps another kind's job waiting (decision 0084).
   */
  const wanted = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let ticking: Promise<void> | undefined;
  /** Claims that drain() has asked the database for and not yet heard back on. */
  const drainClaims = new Set<Promise<unknown>>();
  const lastExhaustedCheck = new Map<string, number>();

  const runningOf = (kind: string) => [...running.values()].filter((job) => job.kind === kind).length;
  const after = (ms: number) => new Date(clock.now().getTime() + ms);
  const messageOf = (error: unknown) =>
    (error instanceof Error ? error.message : String(error)).slice(0, 2000);

  async function giveUp(handler: JobHandler, row: JobRow, error: string): Promise<void> {
    log.error({ jobId: row.id, kind: row.kind, attempts: row.attempts, err: error }, 'job failed for good');
    try {
      await handler.giveUp?.(handler.job.payload.parse(row.payload), error);
    } catch (giveUpError) {
      log.error({ err: giveUpError, jobId: row.id }, 'recording a failed job failed');
    }
  }

  async function execute(handler: JobHandler, row: JobRow): Promise<void> {
    try {
      const payload = handler.job.payload.parse(row.payload);
      await handler.run(payload, { id: row.id, attempt: row.attempts, maxAttempts: row.maxAttempts });
      if (stopping && !running.has(row.id)) return;
      await repository.complete(row.id, worker, clock.now());
      if (handler.everyMs) await schedule(handler);
    } catch (error) {
      // A job given back by stop() is not this try's failure.
      if (!running.has(row.id)) return;
      const message = messageOf(error);
      const retryAt = row.attempts < row.maxAttempts ? after(handler.retryDelayMs(row.attempts)) : null;
      log.warn({ jobId: row.id, kind: row.kind, attempt: row.attempts, err: message }, 'job attempt failed');
      const recorded = await repository
        .failAttempt(row.id, worker, message, retryAt, clock.now())
        .catch((recordError: unknown) => {
          log.error({ err: recordError, jobId: row.id }, 'could not record a failed job attempt');
          return false;
        });
      if (recorded && !retryAt) await giveUp(handler, row, message);
      if (recorded && !retryAt && handler.everyMs) await schedule(handler);
    }
  }

  function launch(handler: JobHandler, row: JobRow): Promise<void> {
    const done = execute(handler, row).finally(() => {
      running.delete(row.id);
      // A freed slot may take the next job of its kind at once.
      if (!stopping) wake(handler.job);
    });
    running.set(row.id, { kind: row.kind, done });
    return done;
  }

  /** Claims what the free slots of one kind can take and starts it; returns the started jobs. */
  async function claimAndLaunch(handler: JobHandler): Promise<Promise<void>[]> {
    const { kind } = handler.job;
    const now = clock.now();
    if (now.getTime() - (lastExhaustedCheck.get(kind) ?? 0) >= EXHAUSTED_CHECK_MS) {
      lastExhaustedCheck.set(kind, now.getTime());
      for (const row of await repository.failExhausted(kind, now))
        await giveUp(handler, row, 'lease expired');
    }
    const free = handler.concurrency - runningOf(kind);
    if (free <= 0 || stopping) return [];
    const groups = handler.job.grouped ? { maxPerGroup: handler.maxPerGroup } : undefined;
    const rows = await repository.claim(kind, worker, now, after(leaseMs), free, groups);
    return rows.map((row) => launch(handler, row));
  }

  /** One claim of every kind (drain). */
  async function claimEveryKind(): Promise<Promise<void>[]> {
    const launched: Promise<void>[] = [];
    for (const handler of handlers.values()) {
      if (stopping) break;
      launched.push(...(await claimAndLaunch(handler)));
    }
    return launched;
  }

  /** Claims the wanted kinds one at a time, oldest wish first, until none is wanted. */
  async function tick(): Promise<void> {
    for (const kind of wanted) {
      // A turn of the event loop first: PGlite answers within this thread, so quick jobs that
      // finish, wake their kind and are claimed again would otherwise never let a request in.
      await new Promise((resolve) => setImmediate(resolve));
      if (stopping) return;
      wanted.delete(kind);
      const handler = handlers.get(kind);
      if (!handler) continue;
      try {
        await claimAndLaunch(handler);
      } catch (error) {
        if (!stopping) log.error({ err: error, kind }, 'looking for jobs failed');
      }
    }
  }

  function pump(): void {
    if (!started || stopping || wanted.size === 0) return;
    ticking ??= tick().finally(() => {
      ticking = undefined;
      // A kind asked for after the last claim and before this.
      pump();
    });
  }

  function wake(job?: Pick<JobDefinition<unknown>, 'kind'>): void {
    if (!started || stopping) return;
    if (job) {
      if (handlers.has(job.kind)) wanted.add(job.kind);
    } else for (const kind of handlers.keys()) wanted.add(kind);
    pump();
  }

  async function schedule(handler: JobHandler): Promise<void> {
    await repository.insert({
      kind: handler.job.kind,
      payload: {},
      runAt: after(handler.everyMs ?? 0),
      maxAttempts: handler.job.maxAttempts,
      singletonKey: `recurring:${handler.job.kind}`,
    });
  }

  /**
   * The heartbeat: renews the leases of every job running here, in one statement, at a third of
   * the lease, so that a job may run as long as it needs while this instance lives.
   */
  function startHeartbeat(): void {
    heartbeat = setInterval(() => {
      repository
        .renew([...running.keys()], worker, after(leaseMs))
        .catch((error: unknown) => log.warn({ err: error }, 'renewing job leases failed'));
    }, leaseMs / 3);
    heartbeat.unref();
  }

  return {
    async enqueue(job, payload, enqueueOptions = {}) {
      // Its claim would never look at it: a kind without groups is claimed in order of arrival.
      if (enqueueOptions.groupKey !== undefined && !job.grouped)
        throw new Error(`job ${job.kind} takes no groupKey: its definition is not grouped`);
      await repository.insert(
        {
          kind: job.kind,
          payload: job.payload.parse(payload),
          runAt: enqueueOptions.runAt ?? clock.now(),
          maxAttempts: job.maxAttempts,
          groupKey: enqueueOptions.groupKey ?? null,
          singletonKey: enqueueOptions.singletonKey ?? null,
        },
        enqueueOptions.executor,
      );
      if (!enqueueOptions.executor) wake(job);
    },
    wake,
    handle(list) {
      for (const handler of list) {
        if (handlers.has(handler.job.kind)) throw new Error(`two handlers for job ${handler.job.kind}`);
        handlers.set(handler.job.kind, handler as JobHandler);
      }
    },
    async start() {
      if (started) return;
      for (const handler of handlers.values()) if (handler.everyMs) await schedule(handler);
      started = true;
      timer = setInterval(() => wake(), pollMs);
      timer.unref();
      startHeartbeat();
      wake();
    },
    async stop(graceMs = 5000) {
      if (stopping) return;
      // Also when start() was never called: a test's drain() may still be claiming, and its
      // query must be answered before the app's database goes away.
      stopping = true;
      clearInterval(timer);
      await ticking;
      await Promise.allSettled([...drainClaims]);
      const settled = Promise.allSettled([...running.values()].map((job) => job.done));
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([settled, new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))]);
      clearTimeout(graceTimer);
      clearInterval(heartbeat);
      const unfinished = [...running.keys()];
      running.clear();
      await repository
        .release(unfinished, worker)
        .catch((error: unknown) => log.error({ err: error }, 'could not give back running jobs'));
    },
    async drain() {
      let count = 0;
      for (;;) {
        const claim = claimEveryKind();
        drainClaims.add(claim);
        const launched = await claim.finally(() => drainClaims.delete(claim));
        if (launched.length === 0) {
          // The poller may hold a job it claimed but has not launched yet: wait for its tick,
          // or drain would return before that job ran.
          if (ticking) {
            await ticking;
            continue;
          }
          if (running.size === 0) return count;
          await Promise.allSettled([...running.values()].map((job) => job.done));
          continue;
        }
        count += launched.length;
        await Promise.allSettled(launched);
      }
    },
    async idle() {
      while (running.size > 0 || ticking) {
        await ticking;
        await Promise.allSettled([...running.values()].map((job) => job.done));
      }
    },
  };
}
