import type { z } from 'zod';

/**
 * A kind of background job: its name and the shape of its payload. Features define their jobs
 * beside their services, enqueue them by definition (typed payload), and hand the runner a
 * handler for each (job-runner.ts).
 */
export type JobDefinition<Payload> = {
  /** '<feature>.<what>', e.g. 'uploads.analyse-file'. */
  kind: string;
  payload: z.ZodType<Payload>;
  /** Tries in all, the first included; a property of the kind, so every instance enqueues alike. */
  maxAttempts: number;
  /**
   * Its jobs are enqueued with a groupKey (an upload session, say), and groups take turns when
   * they are claimed (decision 0026). Only such kinds pay for the ranking: the others are claimed
   * first come, first served, and enqueue refuses them a groupKey (decision 0084).
   */
  grouped?: true;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** One try of a job, as its handler sees it. */
export type JobAttempt = { id: string; attempt: number; maxAttempts: number };

export type JobHandler<Payload = unknown> = {
  job: JobDefinition<Payload>;
  /** Jobs of this kind one instance runs at once. */
  concurrency: number;
  /**
   * Jobs of one group (the `groupKey` they were enqueued with) one instance runs at once; the
   * rest of `concurrency` stays free for other groups. Groups take turns whether or not it is set.
   */
  maxPerGroup?: number;
  /** Delay before the next try after `failedAttempts` tries failed. */
  retryDelayMs(failedAttempts: number): number;
  run(payload: Payload, attempt: JobAttempt): Promise<void>;
  /** After the last try failed (or its lease ran out): record the outcome the feature owes its users. */
  giveUp?(payload: Payload, error: string): Promise<void>;
  /** Runs again this long after each run, forever (sweeps). One open job per kind across instances. */
  everyMs?: number;
};

/** Exponential backoff from `firstMs`, doubling, capped at `maxMs`. */
export function backoff(firstMs: number, maxMs: number) {
  return (failedAttempts: number) => Math.min(firstMs * 2 ** Math.max(0, failedAttempts - 1), maxMs);
}
