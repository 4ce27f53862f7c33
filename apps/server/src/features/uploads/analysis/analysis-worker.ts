import { parentPort, type Transferable, workerData } from 'node:worker_threads';
import { inspectFile, measurePages, type Pdfium } from './analyse-file';
import { AnalysisFailure, reasonOf } from './analysis-failure';
import type { WorkerReply, WorkerSetup, WorkerTask } from './analysis-protocol';
import { createDocumentCache } from './pdfium/pdf-document';
import { createPdfiumEngine } from './pdfium/pdfium-engine';
import { createRemoteBlocks } from './remote-blocks';
import { problemOf, RenderFailure } from './render-failure';
import { renderPdfPage } from './render-pdf-page';

/**
 * One analysis worker thread: keeps a PDFium instance warm and runs one task at a time for
 * analysis-pool.ts. It never decides to live on after its engine broke; the pool replaces it.
 */
const port = parentPort;
if (!port) throw new Error('analysis-worker.ts runs only as a worker thread');

/** Two files side by side are common (one measured, one inspected); more only evict each other. */
const OPEN_DOCUMENTS = 2;

const setup = workerData as WorkerSetup;
const engine = await createPdfiumEngine({ module: setup.module, maxHeapBytes: setup.maxHeapBytes });
const remote = setup.channel
  ? createRemoteBlocks(setup.channel, (request) => port.postMessage(request))
  : undefined;
const pdfium: Pdfium = { engine, documents: createDocumentCache(engine, OPEN_DOCUMENTS, remote?.read) };
const getPdfium = async () => pdfium;
const reply = (message: WorkerReply, transfer: Transferable[] = []) => port.postMessage(message, transfer);
const engineState = () => ({
  engineUsable: !engine.dead && !engine.heapLimitHit,
  heapBytes: engine.heapBytes(),
});

async function run(task: Exclude<WorkerTask, { kind: 'release' }>): Promise<void> {
  if (task.kind === 'render') {
    const { width, height, data } = renderPdfPage(pdfium, task.file, task.page, task.widthPx);
    return reply({ kind: 'rendered', taskId: task.taskId, width, height, data, ...engineState() }, [
      data.buffer,
    ]);
  }
  if (task.kind === 'inspect') {
    const inspection = await inspectFile(task.file, task.analyse, getPdfium);
    return reply({ kind: 'inspected', taskId: task.taskId, inspection, ...engineState() });
  }
  const turnEnds = performance.now() + task.sliceMs;
  const upTo = await measurePages(
    task.file,
    task,
    getPdfium,
    (measurement, text) => reply({ kind: 'page', taskId: task.taskId, measurement, text }),
    () => performance.now() >= turnEnds,
  );
  reply({ kind: 'measured', taskId: task.taskId, upTo, ...engineState() });
}

port.on('message', (task: WorkerTask) => {
  if (task.kind === 'release') {
    remote?.forget(task.key);
    return pdfium.documents.release(task.key);
  }
  run(task).catch((error: unknown) => {
    // Anything but a known failure of the file may have left the engine half-way.
    const known = error instanceof AnalysisFailure || error instanceof RenderFailure;
    if (!known) engine.markDead();
    const message = error instanceof Error ? error.message : String(error);
    // PDFium's own last words (an abort reason) say more than a WebAssembly trap does.
    const said = engine.messages.at(-1);
    const told = said && !known ? `${message} (${said})` : message;
    const { taskId } = task;
    reply(
      task.kind === 'render'
        ? {
            kind: 'renderFailed',
            taskId,
            problem: problemOf(error, engine.heapLimitHit),
            message: told,
            ...engineState(),
          }
        : {
            kind: 'failed',
            taskId,
            reason: reasonOf(error, engine.heapLimitHit),
            message: told,
            ...engineState(),
          },
    );
  });
});
reply({ kind: 'ready' });
