import { Worker } from 'node:worker_threads';
import type { WorkerSetup } from './analysis-protocol';
import type { WorkerListeners, WorkerThread } from './worker-slots';

/** The JavaScript side of a worker holds little; this stops a runaway before it hurts the server. */
const WORKER_JS_HEAP_MB = 512;
const WORKER_URL = new URL('./analysis-worker.bootstrap.mjs', import.meta.url);

/** Starts one analysis worker thread; it loads PDFium from `setup` and then says it is ready. */
export function startAnalysisWorker(setup: WorkerSetup, listeners: WorkerListeners): WorkerThread {
  const worker = new Worker(WORKER_URL, {
    workerData: setup,
    // The bootstrap registers tsx itself; inheriting the parent's flags would register it twice.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_JS_HEAP_MB },
  });
  worker.on('message', (reply) => listeners.message(reply));
  worker.on('error', (error) => listeners.error(error));
  worker.on('exit', () => listeners.exit());
  return worker;
}
