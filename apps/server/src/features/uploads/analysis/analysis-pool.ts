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
import { type AnalysisFile, isAnalysable, unanalysableFacts } from './analyse-file';
import type { WorkerReply, WorkerSetup, WorkerTask } from './analysis-protocol';
import { planRanges } from './page-ranges';
import { compilePdfium } from './pdfium/pdfium-engine';
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
   * Told when a file ends READY_NOT_ANALYZED because of the engine (time limit, memory, a
   * trap) rather than the file's content: worth a log line for the operators.
   */
  onEngineProblem?: (problem: EngineProblem) => void;
}

export interface EngineProblem {
  path: string;
  reason: NotAnalysedReason;
  detail: string;
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
  /** The most page-measuring workers busy at once: shows whether pages really run side by side. */
  peakBusy: number;
  /** Workers replaced after a trap, the heap cap, the time limit or heap growth. */
  replaced: number;
  /** Files the pool holds open: only those being analysed. */
  openFiles: number;
}

export interface AnalysisPool {
  readonly size: number;
  stats(): AnalysisPoolStats;
  analyse(path: string, options: PoolAnalyseOptions): Promise<FileAnalysis>;
  /** Stops every worker; analyses still running are rejected. */
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

const WORKER_URL = new URL('./analysis-worker.bootstrap.mjs', import.meta.url);

interface Job {
  file: AnalysisFile;
  handle: FileHandle;
  analyse: boolean;
  onFacts: ((facts: FileFacts) => void) | undefined;
  facts: FileFacts | undefined;
  measurements: PageMeasurement[];
  openRanges: number;
  /** Tasks of this file a worker is running now: its descriptor stays open until they end. */
  running: number;
  settled: boolean;
  resolve: (analysis: FileAnalysis) => void;
  reject: (error: unknown) => void;
}

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
 * one page is replaced, and only that file ends READY_NOT_ANALYZED.
 */
export async function createAnalysisPool(options: AnalysisPoolOptions = {}): Promise<AnalysisPool> {
  const size = Math.max(1, options.size ?? availableParallelism());
  const settings = { ...DEFAULTS, ...options };
  const setup: WorkerSetup = { module: await compilePdfium(), maxHeapBytes: settings.maxHeapBytes };

  const slots: Slot[] = [];
  const inspections: Task[] = [];
  const ranges: Task[] = [];
  const jobs = new Set<Job>();
  /** Jobs whose file is still open, settled or not. */
  const openFiles = new Set<Job>();
  let nextId = 1;
  let peakBusy = 0;
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

  /** Closes the file once it is settled and no worker reads it any more. */
  const closeWhenIdle = (job: Job) => {
    if (!job.settled || job.running > 0 || !openFiles.delete(job)) return;
    for (const slot of slots)
      slot.worker.postMessage({ kind: 'release', key: job.file.key } satisfies WorkerTask);
    void job.handle.close();
  };

  const settle = (job: Job, analysis: FileAnalysis) => {
    if (job.settled) return;
    job.settled = true;
    jobs.delete(job);
    job.resolve(analysis);
    closeWhenIdle(job);
  };

  const ENGINE_REASONS: readonly NotAnalysedReason[] = ['timeLimit', 'outOfMemory', 'engineError'];
  const fail = (job: Job, reason: NotAnalysedReason, detail: string) => {
    if (job.settled) return;
    if (ENGINE_REASONS.includes(reason)) options.onEngineProblem?.({ path: job.file.path, reason, detail });
    settle(job, summariseAnalysis(notAnalysedFacts(job.file.type, reason, job.facts?.pages ?? []), null));
  };

  const reportFacts = (job: Job, facts: FileFacts): boolean => {
    try {
      job.onFacts?.(facts);
      return true;
    } catch (error) {
      job.settled = true;
      jobs.delete(job);
      job.reject(error);
      closeWhenIdle(job);
      return false;
    }
  };

  const startWatchdog = (slot: Slot) => {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = setTimeout(() => {
      const task = slot.task;
      replace(slot);
      if (task) fail(task.job, 'timeLimit', `no progress within ${settings.pageTimeLimitMs} ms`);
      dispatch();
    }, settings.pageTimeLimitMs);
  };

  /** Frees the slot; the caller dispatches again. */
  const finishTask = (slot: Slot) => {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = null;
    const job = slot.task?.job;
    slot.task = null;
    if (job) {
      job.running--;
      closeWhenIdle(job);
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

  const nextTask = (role: Slot['role']): Task | undefined => {
    for (;;) {
      const task = inspections.shift() ?? (role === 'measurer' ? ranges.shift() : undefined);
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
      task.job.running++;
      slot.worker.postMessage(task.message);
      startWatchdog(slot);
    }
    peakBusy = Math.max(peakBusy, busyCount('measurer'));
    keepAliveWhileBusy();
  }

  const enqueueRanges = (job: Job, pageCount: number) => {
    for (const { first, last } of planRanges(pageCount, size, settings.pagesPerTask)) {
      ranges.push({ job, message: { kind: 'measure', taskId: nextId++, file: job.file, first, last } });
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
      job.measurements.push(reply.measurement);
      return startWatchdog(slot);
    }
    finishTask(slot);
    if (reply.kind === 'inspected') {
      const { facts, pagesToMeasure } = reply.inspection;
      job.facts = facts;
      if (reportFacts(job, facts)) {
        if (pagesToMeasure > 0) enqueueRanges(job, pagesToMeasure);
        else settle(job, summariseAnalysis(facts, null));
      }
    } else if (reply.kind === 'measured') {
      job.openRanges--;
      if (job.openRanges === 0 && job.facts) settle(job, summariseAnalysis(job.facts, job.measurements));
    } else {
      fail(job, reply.reason, reply.message);
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
      fail(task.job, reason, `worker exited: ${String(error?.message ?? 'no error')}`);
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
      for (const job of [...jobs]) fail(job, 'engineError', 'analysis workers cannot start');
      return;
    }
    slots.push(spawn(slot.role));
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
      queuedTasks: inspections.length + ranges.length,
      peakBusy,
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
      const handle = await open(path, 'r');
      const { size: bytes } = await handle.stat();
      const file: AnalysisFile = { key: nextId++, path, type, source: { fd: handle.fd, size: bytes } };
      return new Promise<FileAnalysis>((resolve, reject) => {
        const job: Job = {
          file,
          handle,
          analyse,
          onFacts,
          facts: undefined,
          measurements: [],
          openRanges: 0,
          running: 0,
          settled: false,
          resolve,
          reject,
        };
        jobs.add(job);
        openFiles.add(job);
        inspections.push({ job, message: { kind: 'inspect', taskId: nextId++, file, analyse } });
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
      await Promise.all([...openFiles].map((job) => job.handle.close()));
      openFiles.clear();
    },
  };
}
