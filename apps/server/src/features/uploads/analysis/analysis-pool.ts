import { availableParallelism } from 'node:os';
import { notAnalysedFacts, summariseAnalysis } from '@portal/shared/rules/analysis-summary';
import type { FileFacts } from '@portal/shared/schemas/analysis';
import { type AnalysisResult, isAnalysable, unanalysableFacts, withoutText } from './analyse-file';
import type { WorkerSetup } from './analysis-protocol';
import { createOpenFiles } from './open-files';
import { compilePdfium } from './pdfium/pdfium-engine';
import { createPoolJobs, type EngineProblem, type PoolTask, type RenderedPage } from './pool-jobs';
import { type PoolSource, sourceName } from './pool-source';
import { RenderFailure } from './render-failure';
import { sniffFileType, sniffStoredFileType } from './sniff-file-type';
import { startAnalysisWorker } from './start-analysis-worker';
import { createTaskQueue } from './task-queue';
import { createWorkerSlots } from './worker-slots';

/** What the pool reports; defined beside the jobs that produce them. */
export type { EngineProblem, RenderedPage };

export interface AnalysisPoolOptions {
  /** Workers that measure pages; every core by default. */
  size?: number;
  /**
   * Extra workers that only read first facts (page tree, image headers: milliseconds), so a
   * new file's page count and sizes never wait behind another file's pages. They sit idle
   * most of the time and cost memory, not CPU.
   */
  inspectors?: number;
  /**
   * A page (or reading a file's first facts) that takes longer fails the file (timeLimit): the
   * most one page may cost, and so the longest another file's work waits for a worker.
   */
  pageTimeLimitMs?: number;
  /**
   * Worker time one file's analysis may use in all, its inspection and every page; past it the
   * file is READY_NOT_ANALYZED (analysisBudget) and its workers are stopped.
   */
  fileBudgetMs?: number;
  /** Pages per task: ranges of one file spread over the workers from one shared queue. */
  pagesPerTask?: number;
  /**
   * A range task ends at the first page boundary after this long and the rest of it queues
   * again, behind the work of other owners: a file of slow pages cannot hold a worker for long.
   */
  sliceMs?: number;
  /** Heap cap of each worker's PDFium. */
  maxHeapBytes?: number;
  /** A worker whose heap grew past this is replaced after its task: WebAssembly heaps never shrink. */
  recycleHeapBytes?: number;
  /**
   * Told when a file ends READY_NOT_ANALYZED, or a page render fails, because of the engine
   * (time limit, memory, a trap) rather than the file's content, or when a file used up its
   * time budget: worth a log line for the operators.
   */
  onEngineProblem?: (problem: EngineProblem) => void;
}

export interface PoolAnalyseOptions {
  analyse: boolean;
  /**
   * Whose file it is, e.g. its upload session: owners take turns in the queue, so one owner's
   * many files never keep another's waiting. Without one, the file is an owner of its own.
   */
  owner?: string;
  /** Called once with page count, sizes and status as soon as they are known. */
  onFacts?: (facts: FileFacts) => void;
}

export interface AnalysisPoolStats {
  workers: number;
  busy: number;
  queuedTasks: number;
  /**
   * The most page-measuring workers (they render pages too) busy at once: shows whether pages
   * really run side by side.
   */
  peakBusy: number;
  /** Pages rendered since the pool started. */
  rendered: number;
  /** Workers replaced after a trap, the heap cap, the time limit, heap growth or a spent budget. */
  replaced: number;
  /** Files the pool holds open: only those being analysed or rendered. */
  openFiles: number;
}

export interface AnalysisPool {
  readonly size: number;
  stats(): AnalysisPoolStats;
  /**
   * Analyses a file on this machine (a path) or a stored one, read where it is; a PDF's text
   * layer is read from its pages as they are measured.
   */
  analyse(source: PoolSource, options: PoolAnalyseOptions): Promise<AnalysisResult>;
  /**
   * Renders page `pageNumber` (1-based) of a PDF as it will print, on white: the finished area
   * (trim box, else crop box, after /Rotate: the size the analysis reports) `widthPx` wide, the
   * height following the page up to twice the width (a long page shows its top). Renders take
   * turns with analysis ranges on the measuring workers, under the same time limit and heap
   * cap. Rejects with RenderFailure: notPdf, pageOutOfRange, passwordProtected, damaged, or
   * timeLimit, outOfMemory, engineError.
   */
  renderPage(source: PoolSource, pageNumber: number, widthPx: number): Promise<RenderedPage>;
  /** Stops every worker; analyses and renders still running are rejected. */
  close(): Promise<void>;
}

const DEFAULTS = {
  inspectors: 1,
  // The slowest page seen (a 560-megapixel A0 1-bit scan) takes about a second.
  pageTimeLimitMs: 10_000,
  // A 1 500-page scanned book takes about 20 s of worker time (decision 0026).
  fileBudgetMs: 60_000,
  pagesPerTask: 8,
  sliceMs: 1_000,
  maxHeapBytes: 1024 * 1024 * 1024,
  recycleHeapBytes: 512 * 1024 * 1024,
};
/**
 * What one worker may cost at worst: its PDFium heap cap and about half that again for the
 * thread's own JavaScript heap, code and bitmaps in flight.
 */
export const WORKER_CEILING_MB = (DEFAULTS.maxHeapBytes / 1024 / 1024) * 1.5;

/**
 * How many page-measuring workers fit in a memory budget (ANALYSIS_MEMORY_MB) beside the
 * inspectors: at least one, at most one per core. Without a budget, a 16-core machine would
 * start 17 workers that could claim 25 GB between them.
 */
export function measurersWithin(memoryMb: number, cores: number, inspectors = DEFAULTS.inspectors): number {
  const workers = Math.floor(memoryMb / WORKER_CEILING_MB);
  return Math.max(1, Math.min(cores, workers - inspectors));
}

/** What the file is by its content, read where it is. */
const sniff = (source: PoolSource) =>
  typeof source === 'string' ? sniffFileType(source) : sniffStoredFileType(source.storage, source.key);

/** Keeps a render's bitmap (up to twice as high as wide) at 128 MiB, far below the heap cap. */
const MAX_RENDER_WIDTH_PX = 4096;
const CANNOT_START = 'analysis workers cannot start';
const CLOSED = 'analysis pool closed';

/**
 * A warm pool of analysis worker threads sharing one queue. Each file is first inspected
 * (pages, sizes, password: reported through onFacts), then its pages are measured in ranges
 * by whichever workers are free, owners (upload sessions) taking turns. A worker that traps,
 * runs out of memory or takes too long on one page is replaced, and only that file ends
 * READY_NOT_ANALYZED; so does a file that uses up its time budget. Page renders (previews)
 * take turns with the ranges on the same workers.
 *
 * This composes the pieces: the queue (task-queue.ts), the jobs it holds (pool-jobs.ts), the
 * files they read (open-files.ts) and the workers that run them (worker-slots.ts).
 */
export async function createAnalysisPool(options: AnalysisPoolOptions = {}): Promise<AnalysisPool> {
  const size = Math.max(1, options.size ?? availableParallelism());
  const settings = { ...DEFAULTS, ...options };
  const setup: WorkerSetup = { module: await compilePdfium(), maxHeapBytes: settings.maxHeapBytes };

  let closed = false;
  let peakBusy = 0;
  // The pool is handed out warm: once every first worker has PDFium loaded (or starting them
  // has failed for good).
  let handedOut = false;

  const queue = createTaskQueue<PoolTask>();
  const jobs = createPoolJobs({
    queue,
    measurers: size,
    pagesPerTask: settings.pagesPerTask,
    sliceMs: settings.sliceMs,
    fileBudgetMs: settings.fileBudgetMs,
    stopTasksOf: (job) => slots.stop((task) => task.job === job),
    onEngineProblem: options.onEngineProblem,
  });
  const files = createOpenFiles((key) => slots.tellAll({ kind: 'release', key }));
  const slots = createWorkerSlots<PoolTask>({
    measurers: size,
    inspectors: settings.inspectors,
    timeLimitMs: settings.pageTimeLimitMs,
    recycleHeapBytes: settings.recycleHeapBytes,
    startWorker: (listeners) =>
      startAnalysisWorker(setup, listeners, (key, position, length) =>
        files.readBlock(key, position, length),
      ),
    events: {
      free: () => dispatch(),
      started: (task) => {
        task.job.opened.startReading();
        jobs.started(task);
      },
      ended: (task) => {
        jobs.ended(task);
        task.job.opened.stopReading();
      },
      progress: (task, reply) => jobs.progress(task, reply),
      answered: (task, reply) => jobs.answer(task, reply),
      lost: (task, reason, detail) => jobs.failByEngine(task.job, reason, detail),
      broken: () => jobs.failAllByEngine('engineError', CANNOT_START),
    },
  });

  const keepAliveWhileBusy = () => slots.keepAlive(jobs.inFlight() > 0 || !handedOut);

  function dispatch() {
    if (closed) return;
    slots.fill((role) => jobs.next(role));
    peakBusy = Math.max(peakBusy, slots.busy('measurer'));
    keepAliveWhileBusy();
  }

  await slots.started;
  handedOut = true;
  keepAliveWhileBusy();

  return {
    size,
    stats: () => ({
      workers: slots.workers(),
      busy: slots.busy(),
      queuedTasks: queue.size(),
      peakBusy,
      rendered: jobs.rendered(),
      replaced: slots.replaced(),
      openFiles: files.count(),
    }),
    async analyse(source, { analyse, owner = sourceName(source), onFacts }) {
      if (closed) throw new Error(CLOSED);
      const type = await sniff(source);
      if (!isAnalysable(type) || slots.broken()) {
        const facts = isAnalysable(type) ? notAnalysedFacts(type, 'engineError') : unanalysableFacts(type);
        onFacts?.(facts);
        return withoutText(summariseAnalysis(facts, null));
      }
      const opened = await files.holdForAnalysis(source, type);
      const analysis = jobs.analyse(opened, { analyse, owner, onFacts });
      dispatch();
      return analysis;
    },
    async renderPage(source, pageNumber, widthPx) {
      if (!Number.isInteger(widthPx) || widthPx < 1 || widthPx > MAX_RENDER_WIDTH_PX)
        throw new RangeError(
          `render width ${widthPx} is not a whole number of 1 to ${MAX_RENDER_WIDTH_PX} px`,
        );
      if (!Number.isInteger(pageNumber) || pageNumber < 1)
        throw new RenderFailure('pageOutOfRange', `no page ${pageNumber}`);
      if (closed) throw new Error(CLOSED);
      if (slots.broken()) throw new RenderFailure('engineError', CANNOT_START);
      if ((await sniff(source)) !== 'pdf')
        throw new RenderFailure('notPdf', `${sourceName(source)} is not a PDF`);
      const opened = await files.holdForRendering(source);
      if (closed) throw new Error(CLOSED);
      const page = jobs.render(opened, pageNumber, widthPx);
      dispatch();
      return page;
    },
    async close() {
      closed = true;
      files.stopOpening();
      jobs.rejectAll(CLOSED);
      await slots.close();
      // With every worker gone nothing reads the files any more.
      await files.closeAll();
    },
  };
}
