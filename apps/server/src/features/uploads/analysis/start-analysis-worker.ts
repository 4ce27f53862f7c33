import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerSetup } from './analysis-protocol';
import { answerBlockRequest, type BlockRequest, createBlockChannel } from './remote-blocks';
import type { WorkerListeners, WorkerThread } from './worker-slots';

/** The JavaScript side of a worker holds little; this stops a runaway before it hurts the server. */
const WORKER_JS_HEAP_MB = 512;
const WORKER_URL = new URL('./analysis-worker.bootstrap.mjs', import.meta.url);

/**
 * Starts one analysis worker thread; it loads PDFium from `setup` and then says it is ready. Its
 * reads of a file without a descriptor here (a stored file on S3) are answered with `readBlock`
 * through a channel of its own (remote-blocks.ts).
 */
export function startAnalysisWorker(
  setup: WorkerSetup,
  listeners: WorkerListeners,
  readBlock: (key: number, position: number, length: number) => Promise<Uint8Array>,
): WorkerThread {
  const channel = createBlockChannel();
  const worker = new Worker(WORKER_URL, {
    workerData: { ...setup, channel } satisfies WorkerSetup,
    // The bootstrap registers tsx itself; inheriting the parent's flags would register it twice.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_JS_HEAP_MB },
  });
  worker.on('message', (reply: WorkerReply | BlockRequest) => {
    if (reply.kind === 'block') void answerBlockRequest(channel, reply, readBlock);
    else listeners.message(reply);
  });
  worker.on('error', (error) => listeners.error(error));
  worker.on('exit', () => listeners.exit());
  return worker;
}
