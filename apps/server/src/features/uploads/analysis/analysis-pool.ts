import { type FileHandle, open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { notAnalysedFacts, summariseAnalysis } from '@portal/shared/rules/analysis-summary';
import type {
  FileAnalysis,
  FileFacts,
  NotAnalysedReason,
  PageMeasurement,
} from '@portal/shared/schemas/analysis';
import { type AnalysableType, type AnalysisFile, isAnalysable, unanalysableFacts } from './analyse-file';
import type { WorkerReply, WorkerSetup, WorkerTask } from './analysis-protocol';
import { planRanges } from './page-ranges';
import { compilePdfium } from './pdfium/pdfium-engine';
import { RenderFailure, type RenderProblem } from './render-failure';
import { sniffFileType } from './sniff-file-type';

export interface AnalysisPoolOptions {
  /** Workers that measure pages; every core by default. */
  size?: number;
  /**
   * Extra workers that only read first facts (page tree, image headers: milliseconds), so a
   * new file's page count and sizes never wait behind another file's pages. They sit idle
   * most of the time and cost memory, not CPU.
   */
  inspectors?: number;
  /** A page (or reading a file's first facts) that takes longer fails the file. */
  pageTimeLimitMs?: number;
  /** Pages per task: ranges of one file spread over the workers from one shared queue. */
  pagesPerTask?: number;
  /** Heap cap of each worker's PDFium. */
  maxHeapBytes?: number;
  /** A worker whose heap grew past this is replaced after its task: WebAssembly heaps never shrink. */
  recycleHeapBytes?: number;
  /**
   * Told when a file ends READY_NOT_ANALYZED, or a page render fails, because of the engine
   * (time limit, memory, a trap) rather than the file's content: worth a log line for the
   * operators.
   */
  onEngineProblem?: (problem: EngineProblem) => void;
}

export interface EngineProblem {
  path: string;
  reason: NotAnalysedReason;
  detail: string;
  work: 'analysis' | 'render';
}

export interface PoolAnalyseOptions {
  analyse: boolean;
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
  /** Workers replaced after a trap, the heap cap, the time limit or heap growth. */
  replaced: number;
  /** Files the pool holds open: only those being analysed or rendered. */
  openFiles: number;
}

/** A rendered page: RGBA, four bytes a pixel, rows without padding, opaque. */
export interface RenderedPage {
  width: number;
  height: number;
  data: Buffer;
}

export interface AnalysisPool {
  readonly size: number;
  stats(): AnalysisPoolStats;
  analyse(path: string, options: PoolAnalyseOptions): Promise<FileAnalysis>;
  /**
   * Renders page `pageNumber` (1-based) of a PDF as it will print, on white: the finished area
   * (trim box, else crop box, after /Rotate: the size the analysis reports) `widthPx` wide, the
   * height following the page up to twice the width (a long page shows its top). Renders take
   * turns with analysis ranges on the measuring workers, under the same time limit and heap
   * cap. Rejects with RenderFailure: notPdf, pageOutOfRange, passwordProtected, damaged, or
   * timeLimit, outOfMemory, engineError.
   */
  renderPage(path: string, pageNumber: number, widthPx: number): Promise<RenderedPage>;
  /** Stops every worker; analyses and renders still running are rejected. */
  close(): Promise<void>;
}

const DEFAULTS = {
  inspectors: 1,
  pageTimeLimitMs: 30_000,
  pagesPerTask: 8,
  maxHeapBytes: 1024 * 1024 * 1024,
  recycleHeapBytes: 512 * 1024 * 1024,
};
/** Workers that die before they are ready this many times in a row mean a broken install. */
const MAX_START_FAILURES = 3;
/** The JavaScript side of a worker holds little; this stops a runaway before it hurts the server. */
const WORKER_JS_HEAP_MB = 512;
/** Keeps a render's bitmap (up to twice as high as wide) at 128 MiB, far below the heap cap. */
const MAX_RENDER_WIDTH_PX = 4096;
/** The engine's reasons are the same for analyses and renders. */
type EngineReason = Extract<NotAnalysedReason & RenderProblem, 'timeLimit' | 'outOfMemory' | 'engineError'>;
const ENGINE_REASONS: readonly string[] = [
  'timeLimit',
  'outOfMemory',
  'engineError',
] satisfies EngineReason[];
const isEngineReason = (reason: string): reason is EngineReason => ENGINE_REASONS.includes(reason);

const WORKER_URL = new URL('./analysis-worker.bootstrap.mjs', import.meta.url);

/** A file the pool holds open for its workers to read. */
interface OpenedFile {
  file: AnalysisFile;
  handle: FileHandle;
  /** Analyses and renders of this file not settled yet. */
  holders: number;
  /** Tasks of this file a worker is running now: its descriptor stays open until they end. */
  running: number;
  closed: boolean;
  /** Called once it is closed: renders that share it let go of it. */
  onClose?: () => void;
}

interface AnalysisJob {
  kind: 'analysis';
  opened: OpenedFile;
  analyse: boolean;
  onFacts: ((facts: FileFacts) => void) | undefined;
  facts: FileFacts | undefined;
  measurements: PageMeasurement[];
  openRanges: number;
  settled: boolean;
  resolve: (analysis: FileAnalysis) => void;
  reject: (error: unknown) => void;
}

interface RenderJob {
  kind: 'render';
  opened: OpenedFile;
  settled: boolean;
  resolve: (page: RenderedPage) => void;
  reject: (error: unknown) => void;
}

type Job = AnalysisJob | RenderJob;

interface Task {
  job: Job;
  message: Extract<WorkerTask, { taskId: number }>;
}

interface Slot {
  worker: Worker;
  role: 'inspector' | 'measurer';
  ready: boolean;
  retired: boolean;
  task: Task | null;
  watchdog: NodeJS.Timeout | null;
  lastError: unknown;
}

/**
 * A warm pool of analysis worker threads sharing one queue. Each file is first inspected
 * (pages, sizes, password: reported through onFacts), then its pages are measured in ranges
 * by whichever workers are free. A worker that traps, runs out of memory or takes too long on
 * one page is replaced, and only that file ends READY_NOT_ANALYZED. Page renders (previews)
 * take turns with the ranges on the same workers.
 */
export async function createAnalysisPool(options: AnalysisPoolOptions = {}): Promise<AnalysisPool> {
  const size = Math.max(1, options.size ?? availableParallelism());
  const settings = { ...DEFAULTS, ...options };
  const setup: WorkerSetup = { module: await compilePdfium(), maxHeapBytes: settings.maxHeapBytes };

  const slots: Slot[] = [];
  const inspections: Task[] = [];
  const ranges: Task[] = [];
  const renders: Task[] = [];
  const jobs = new Set<Job>();
  const openFiles = new Set<OpenedFile>();
  /** Renders of one file share its descriptor and the workers' open document while any is pending. */
  const renderFiles = new Map<string, Promise<OpenedFile>>();
  let nextId = 1;
  let peakBusy = 0;
  let rendered = 0;
  /** Renders and ranges take turns, so neither a long analysis nor a page of previews starves the other. */
  let renderTurn = true;
  let replaced = 0;
  let startFailures = 0;
  let closed = false;
  // The pool is handed out warm: once every first worker has PDFium loaded (or starting them
  // has failed for good).
  let readyWorkers = 0;
  let handedOut = false;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const checkStarted = () => {
    if (readyWorkers >= size + settings.inspectors || startFailures >= MAX_START_FAILURES) markStarted();
  };
  const broken = () => startFailures >= MAX_START_FAILURES;

  /** Closes the file once every job of it is settled and no worker reads it any more. */
  const closeWhenIdle = (opened: OpenedFile) => {
    if (opened.holders > 0 || opened.running > 0 || opened.closed) return;
    opened.closed = true;
    openFiles.delete(opened);
    opened.onClose?.();
    for (const slot of slots)
      slot.worker.postMessage({ kind: 'release', key: opened.file.key } satisfies WorkerTask);
    void opened.handle.close();
  };

  /** Marks the job settled, once; false when it already was. */
  const endJob = (job: Job): boolean => {
    if (job.settled) return false;
    job.settled = true;
    jobs.delete(job);
    job.opened.holders--;
    closeWhenIdle(job.opened);
    return true;
  };

  const settle = (job: AnalysisJob, analysis: FileAnalysis) => {
    if (endJob(job)) job.resolve(analysis);
  };

  const reportEngineProblem = (job: Job, reason: NotAnalysedReason | RenderProblem, detail: string) => {
    if (isEngineReason(reason))
      options.onEngineProblem?.({
        path: job.opened.file.path,
        reason,
        detail,
        work: job.kind,
      });
  };

  const fail = (job: AnalysisJob, reason: NotAnalysedReason, detail: string) => {
    if (job.settled) return;
    reportEngineProblem(job, reason, detail);
    const { type } = job.opened.file;
    settle(job, summariseAnalysis(notAnalysedFacts(type, reason, job.facts?.pages ?? []), null));
  };

  const failRender = (job: RenderJob, problem: RenderProblem, detail: string) => {
    if (job.settled) return;
    reportEngineProblem(job, problem, detail);
    if (endJob(job)) job.reject(new RenderFailure(problem, detail));
  };

  /** A failure of the worker rather than of the file: ends an analysis or a render alike. */
  const failByEngine = (job: Job, reason: EngineReason, detail: string) =>
    job.kind === 'analysis' ? fail(job, reason, detail) : failRender(job, reason, detail);

  const reportFacts = (job: AnalysisJob, facts: FileFacts): boolean => {
    try {
      job.onFacts?.(facts);
      return true;
    } catch (error) {
      if (endJob(job)) job.reject(error);
      return false;
    }
  };

  const startWatchdog = (slot: Slot) => {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = setTimeout(() => {
      const task = slot.task;
      replace(slot);
      if (task) failByEngine(task.job, 'timeLimit', `no progress within ${settings.pageTimeLimitMs} ms`);
      dispatch();
    }, settings.pageTimeLimitMs);
  };

  /** Frees the slot; the caller dispatches again. */
  const finishTask = (slot: Slot) => {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = null;
    const opened = slot.task?.job.opened;
    slot.task = null;
    if (opened) {
      opened.running--;
      closeWhenIdle(opened);
    }
  };

  /** Busy workers keep the process alive; idle ones do not hold a script that forgot close(). */
  const keepAliveWhileBusy = () => {
    const busy = jobs.size > 0 || !handedOut;
    for (const slot of slots) {
      if (busy) slot.worker.ref();
      else slot.worker.unref();
    }
  };

  const busyCount = (role?: Slot['role']) =>
    slots.filter((slot) => slot.task !== null && (!role || slot.role === role)).length;

  // Inspectors only read first facts: a new file's page count never waits behind a render.
  const nextTask = (role: Slot['role']): Task | undefined => {
    for (;;) {
      let task = inspections.shift();
      if (!task && role === 'measurer') {
        const [first, second] = renderTurn ? [renders, ranges] : [ranges, renders];
        task = first.shift() ?? second.shift();
        if (task) renderTurn = task.message.kind !== 'render';
      }
      // Tasks of a file that already failed are dropped on the way.
      if (!task?.job.settled) return task;
    }
  };

  function dispatch() {
    if (closed) return;
    for (const slot of slots) {
      if (!slot.ready || slot.retired || slot.task) continue;
      const task = nextTask(slot.role);
      if (!task) continue;
      slot.task = task;
      task.job.opened.running++;
      slot.worker.postMessage(task.message);
      startWatchdog(slot);
    }
    peakBusy = Math.max(peakBusy, busyCount('measurer'));
    keepAliveWhileBusy();
  }

  const enqueueRanges = (job: AnalysisJob, pageCount: number) => {
    for (const { first, last } of planRanges(pageCount, size, settings.pagesPerTask)) {
      ranges.push({
        job,
        message: { kind: 'measure', taskId: nextId++, file: job.opened.file, first, last },
      });
      job.openRanges++;
    }
  };

  const onReply = (slot: Slot, reply: WorkerReply) => {
    if (slot.retired) return;
    if (reply.kind === 'ready') {
      slot.ready = true;
      startFailures = 0;
      readyWorkers++;
      checkStarted();
      return dispatch();
    }
    const task = slot.task;
    if (!task || task.message.taskId !== reply.taskId) return;
    const { job } = task;
    if (reply.kind === 'page') {
      if (job.kind === 'analysis') job.measurements.push(reply.measurement);
      return startWatchdog(slot);
    }
    finishTask(slot);
    if (job.kind === 'render') {
      if (reply.kind === 'rendered') {
        rendered++;
        const { width, height, data } = reply;
        if (endJob(job))
          job.resolve({ width, height, data: Buffer.from(data.buffer, data.byteOffset, data.length) });
      } else if (reply.kind === 'renderFailed') {
        failRender(job, reply.problem, reply.message);
      } else {
        failRender(job, 'engineError', `unexpected reply ${reply.kind}`);
      }
    } else if (reply.kind === 'inspected') {
      const { facts, pagesToMeasure } = reply.inspection;
      job.facts = facts;
      if (reportFacts(job, facts)) {
        if (pagesToMeasure > 0) enqueueRanges(job, pagesToMeasure);
        else settle(job, summariseAnalysis(facts, null));
      }
    } else if (reply.kind === 'measured') {
      job.openRanges--;
      if (job.openRanges === 0 && job.facts) settle(job, summariseAnalysis(job.facts, job.measurements));
    } else if (reply.kind === 'failed') {
      fail(job, reply.reason, reply.message);
    } else {
      fail(job, 'engineError', `unexpected reply ${reply.kind}`);
    }
    if (!reply.engineUsable || reply.heapBytes > settings.recycleHeapBytes) replace(slot);
    dispatch();
  };

  const onExit = (slot: Slot) => {
    if (slot.retired) return;
    const task = slot.task;
    if (!slot.ready) startFailures++;
    checkStarted();
    replace(slot);
    if (task) {
      const error = slot.lastError as { code?: unknown; message?: unknown } | undefined;
      const reason = error?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'engineError';
      failByEngine(task.job, reason, `worker exited: ${String(error?.message ?? 'no error')}`);
    }
    dispatch();
  };

  function spawn(role: Slot['role']): Slot {
    const worker = new Worker(WORKER_URL, {
      workerData: setup,
      // The bootstrap registers tsx itself; inheriting the parent's flags would register it twice.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_JS_HEAP_MB },
    });
    const slot: Slot = {
      worker,
      role,
      ready: false,
      retired: false,
      task: null,
      watchdog: null,
      lastError: undefined,
    };
    worker.on('message', (reply: WorkerReply) => onReply(slot, reply));
    worker.on('error', (error) => {
      slot.lastError = error;
    });
    worker.on('exit', () => onExit(slot));
    return slot;
  }

  /** Takes a worker out of service for good and, while the pool is healthy, starts a fresh one. */
  function replace(slot: Slot) {
    if (slot.retired) return;
    slot.retired = true;
    replaced++;
    if (slot.watchdog) clearTimeout(slot.watchdog);
    // Its task, if any, is over: the file's descriptor may be closed once others are done.
    if (slot.task) finishTask(slot);
    void slot.worker.terminate();
    slots.splice(slots.indexOf(slot), 1);
    if (closed) return;
    if (broken()) {
      for (const job of [...jobs]) failByEngine(job, 'engineError', 'analysis workers cannot start');
      return;
    }
    slots.push(spawn(slot.role));
  }

  /** Opens a file for the workers; closed once its last job is settled and no worker reads it. */
  async function openFile(path: string, type: AnalysableType): Promise<OpenedFile> {
    const handle = await open(path, 'r');
    let bytes: number;
    try {
      bytes = (await handle.stat()).size;
    } catch (error) {
      await handle.close();
      throw error;
    }
    if (closed) {
      await handle.close();
      throw new Error('analysis pool closed');
    }
    const file: AnalysisFile = { key: nextId++, path, type, source: { fd: handle.fd, size: bytes } };
    const opened: OpenedFile = { file, handle, holders: 0, running: 0, closed: false };
    openFiles.add(opened);
    return opened;
  }

  /** The open file for a render, shared with the other renders of the same path in flight. */
  async function holdForRendering(path: string): Promise<OpenedFile> {
    for (;;) {
      let opening = renderFiles.get(path);
      if (!opening) {
        const forget = () => {
          if (renderFiles.get(path) === opening) renderFiles.delete(path);
        };
        opening = openFile(path, 'pdf').then((opened) => {
          opened.onClose = forget;
          return opened;
        });
        renderFiles.set(path, opening);
        opening.catch(forget);
      }
      const opened = await opening;
      // Closed in between when the last render holding it ended while this one waited.
      if (!opened.closed) {
        opened.holders++;
        return opened;
      }
    }
  }

  for (let i = 0; i < size; i++) slots.push(spawn('measurer'));
  for (let i = 0; i < settings.inspectors; i++) slots.push(spawn('inspector'));
  await started;
  handedOut = true;
  keepAliveWhileBusy();

  return {
    size,
    stats: () => ({
      workers: slots.length,
      busy: busyCount(),
      queuedTasks: inspections.length + ranges.length + renders.length,
      peakBusy,
      rendered,
      replaced,
      openFiles: openFiles.size,
    }),
    async analyse(path, { analyse, onFacts }) {
      if (closed) throw new Error('analysis pool closed');
      const type = await sniffFileType(path);
      if (!isAnalysable(type) || broken()) {
        const facts = isAnalysable(type) ? notAnalysedFacts(type, 'engineError') : unanalysableFacts(type);
        onFacts?.(facts);
        return summariseAnalysis(facts, null);
      }
      const opened = await openFile(path, type);
      opened.holders++;
      return new Promise<FileAnalysis>((resolve, reject) => {
        const job: AnalysisJob = {
          kind: 'analysis',
          opened,
          analyse,
          onFacts,
          facts: undefined,
          measurements: [],
          openRanges: 0,
          settled: false,
          resolve,
          reject,
        };
        jobs.add(job);
        inspections.push({ job, message: { kind: 'inspect', taskId: nextId++, file: opened.file, analyse } });
        dispatch();
      });
    },
    async renderPage(path, pageNumber, widthPx) {
      if (!Number.isInteger(widthPx) || widthPx < 1 || widthPx > MAX_RENDER_WIDTH_PX)
        throw new RangeError(
          `render width ${widthPx} is not a whole number of 1 to ${MAX_RENDER_WIDTH_PX} px`,
        );
      if (!Number.isInteger(pageNumber) || pageNumber < 1)
        throw new RenderFailure('pageOutOfRange', `no page ${pageNumber}`);
      if (closed) throw new Error('analysis pool closed');
      if (broken()) throw new RenderFailure('engineError', 'analysis workers cannot start');
      if ((await sniffFileType(path)) !== 'pdf') throw new RenderFailure('notPdf', `${path} is not a PDF`);
      const opened = await holdForRendering(path);
      return new Promise<RenderedPage>((resolve, reject) => {
        const job: RenderJob = { kind: 'render', opened, settled: false, resolve, reject };
        if (closed) {
          job.settled = true;
          return reject(new Error('analysis pool closed'));
        }
        jobs.add(job);
        const message = {
          kind: 'render',
          taskId: nextId++,
          file: opened.file,
          page: pageNumber,
          widthPx,
        } as const;
        renders.push({ job, message });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of [...jobs]) {
        job.settled = true;
        job.reject(new Error('analysis pool closed'));
      }
      const stopping = slots.splice(0).map((slot) => {
        slot.retired = true;
        if (slot.watchdog) clearTimeout(slot.watchdog);
        return slot.worker.terminate();
      });
      await Promise.all(stopping);
      jobs.clear();
      // With every worker gone nothing reads the files any more.
      await Promise.all([...openFiles].map((opened) => opened.handle.close()));
      openFiles.clear();
      renderFiles.clear();
    },
  };
}
