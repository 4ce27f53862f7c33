import { Worker } from 'node:worker_threads';
import type { CrossingFailure, UnpackReply, UnpackTask } from './unpack-protocol';
import { NotAZipError, type UnpackResult, type ZipLimits, ZipRefusedError } from './unpack-zip';

/** unpackZip's contract (unpack-zip.ts), kept by the worker: the same result and the same errors. */
export type UnpackZip = (
  zipPath: string,
  targetDir: string,
  limits?: Partial<ZipLimits>,
) => Promise<UnpackResult>;

const WORKER_URL = new URL('./unpack-worker.bootstrap.mjs', import.meta.url);
/** Unpacking streams: its JavaScript holds little, and a runaway stops here. */
const WORKER_JS_HEAP_MB = 256;
/**
 * Zips are unpacked rarely, and each worker inflates on a core of its own: two at a time leave
 * the other cores to requests and analysis. More wait their turn.
 */
const DEFAULT_MAX_WORKERS = 2;

/**
 * Unpacks zips in worker threads, one short-lived worker per zip (decision 0025): inflating a
 * zip of a gigabyte took the server's event loop for seconds, during which it answered nobody.
 */
export function createZipUnpacker(options: { maxWorkers?: number } = {}): UnpackZip {
  const maxWorkers = options.maxWorkers ?? DEFAULT_MAX_WORKERS;
  let running = 0;
  const waiting: (() => void)[] = [];

  // The worker starts in the same tick as the call when one is free: nothing is awaited before.
  function start(task: UnpackTask): Promise<UnpackResult> {
    running++;
    return runInWorker(task).finally(() => {
      running--;
      waiting.shift()?.();
    });
  }

  return (zipPath, targetDir, limits = {}) => {
    const task = { zipPath, targetDir, limits };
    if (running < maxWorkers) return start(task);
    return new Promise<void>((resolve) => waiting.push(resolve)).then(() => start(task));
  };
}

function runInWorker(task: UnpackTask): Promise<UnpackResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: task,
      // The bootstrap registers tsx itself; inheriting the parent's flags would register it twice.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_JS_HEAP_MB },
    });
    let crash: unknown;
    // The reply comes after the worker closed every file it wrote.
    worker.once('message', (reply: UnpackReply) =>
      reply.ok ? resolve(reply.result) : reject(errorFrom(reply.failure)),
    );
    worker.once('error', (error) => {
      crash = error;
    });
    // A worker that died answers nothing: the caller learns of it once the thread is gone, so
    // that removing what it wrote cannot race a write still under way.
    worker.once('exit', (code) =>
      reject(crash ?? new Error(`the zip worker stopped (exit code ${code}) without an answer`)),
    );
  });
}

function errorFrom(failure: CrossingFailure): Error {
  switch (failure.kind) {
    case 'notAZip':
      return new NotAZipError(failure.message);
    case 'refused':
      return new ZipRefusedError(failure.reason);
    case 'system': {
      const { kind: _, message, ...details } = failure;
      return Object.assign(new Error(message), details);
    }
    case 'unexpected': {
      const error = new Error(failure.message);
      if (failure.stack) error.stack = failure.stack;
      return error;
    }
  }
}
