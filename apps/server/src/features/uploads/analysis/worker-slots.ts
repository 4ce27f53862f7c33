import type { FinalReply, ProgressReply, TaskMessage, WorkerReply, WorkerTask } from './analysis-protocol';
import type { EngineReason } from './engine-reason';
import type { WorkerRole } from './task-queue';

/** Workers that die before they are ready this many times in a row mean a broken install. */
const MAX_START_FAILURES = 3;

/** What the slots do with a worker thread (a test passes a fake). */
export interface WorkerThread {
  postMessage(message: WorkerTask): void;
  terminate(): Promise<unknown>;
  ref(): void;
  unref(): void;
}

/** Where a worker thread's events go. */
export interface WorkerListeners {
  message(reply: WorkerReply): void;
  error(error: unknown): void;
  exit(): void;
}

export interface SlotTask {
  readonly message: TaskMessage;
}

/** What the slots tell the pool; each call reports something that already happened. */
export interface WorkerSlotEvents<T extends SlotTask> {
  /** A worker may take work: it became ready, finished a task or was replaced. */
  free(): void;
  /** A worker took the task: it reads the task's file until the task has ended. */
  started(task: T): void;
  /** The task's worker is done with it, answered or lost. */
  ended(task: T): void;
  /** A page of the task is done; the task runs on. */
  progress(task: T, reply: ProgressReply): void;
  /** The worker's last reply on the task. */
  answered(task: T, reply: FinalReply): void;
  /** The task's worker ran out of time or memory, or died: the task gets no answer. */
  lost(task: T, reason: EngineReason, detail: string): void;
  /** Workers keep dying before they are ready: none will run anything. */
  broken(): void;
}

export interface WorkerSlotsOptions<T extends SlotTask> {
  measurers: number;
  inspectors: number;
  /** A task that shows no progress (a page, or its answer) for this long loses its worker. */
  timeLimitMs: number;
  /** A worker whose heap grew past this is replaced after its task: WebAssembly heaps never shrink. */
  recycleHeapBytes: number;
  /** Starts a worker thread that says 'ready' once it can take tasks. */
  startWorker: (listeners: WorkerListeners) => WorkerThread;
  events: WorkerSlotEvents<T>;
}

export interface WorkerSlots<T extends SlotTask> {
  /** Settles once every first worker is ready, or starting them has failed for good. */
  readonly started: Promise<void>;
  broken(): boolean;
  /** Gives every free worker the task `take` picks for its role; `take` is asked only by a free worker. */
  fill(take: (role: WorkerRole) => T | undefined): void;
  /** Tells every worker something that needs no answer. */
  tellAll(message: Exclude<WorkerTask, TaskMessage>): void;
  /**
   * Replaces the workers running tasks that `matches`: their work is no longer wanted, and a
   * worker deep inside a page cannot be told so. The tasks get no answer.
   */
  stop(matches: (task: T) => boolean): void;
  /** Busy workers keep the process alive; idle ones do not hold a script that forgot close(). */
  keepAlive(busy: boolean): void;
  workers(): number;
  /** Workers running a task now, of one role or all. */
  busy(role?: WorkerRole): number;
  /** Workers replaced after a trap, the heap cap, the time limit or heap growth. */
  replaced(): number;
  /** Stops every worker for good; tasks still running get no answer. */
  close(): Promise<void>;
}

interface Slot<T> {
  thread: WorkerThread;
  role: WorkerRole;
  ready: boolean;
  retired: boolean;
  task: T | null;
  watchdog: NodeJS.Timeout | null;
  lastError: unknown;
}

/**
 * The pool's worker threads, one task at a time each: starting them, knowing when they are
 * ready, a watchdog on every task, and replacing a worker that trapped, ran out of memory,
 * took too long or whose heap grew. Which task a worker takes is the caller's choice.
 */
export function createWorkerSlots<T extends SlotTask>(options: WorkerSlotsOptions<T>): WorkerSlots<T> {
  const { events } = options;
  const slots: Slot<T>[] = [];
  let replaced = 0;
  let startFailures = 0;
  let readyWorkers = 0;
  let closed = false;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const broken = () => startFailures >= MAX_START_FAILURES;
  const checkStarted = () => {
    if (readyWorkers >= options.measurers + options.inspectors || broken()) markStarted();
  };

  const stopWatchdog = (slot: Slot<T>) => {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = null;
  };

  const startWatchdog = (slot: Slot<T>) => {
    stopWatchdog(slot);
    slot.watchdog = setTimeout(() => {
      const task = slot.task;
      replace(slot);
      if (task) events.lost(task, 'timeLimit', `no progress within ${options.timeLimitMs} ms`);
      events.free();
    }, options.timeLimitMs);
  };

  /** Frees the slot; the caller says it is free once the task's outcome is told. */
  const endTask = (slot: Slot<T>) => {
    stopWatchdog(slot);
    const task = slot.task;
    slot.task = null;
    if (task) events.ended(task);
  };

  const onMessage = (slot: Slot<T>, reply: WorkerReply) => {
    if (slot.retired) return;
    if (reply.kind === 'ready') {
      slot.ready = true;
      startFailures = 0;
      readyWorkers++;
      checkStarted();
      return events.free();
    }
    const task = slot.task;
    if (!task || task.message.taskId !== reply.taskId) return;
    if (reply.kind === 'page') {
      events.progress(task, reply);
      return startWatchdog(slot);
    }
    endTask(slot);
    events.answered(task, reply);
    if (!reply.engineUsable || reply.heapBytes > options.recycleHeapBytes) replace(slot);
    events.free();
  };

  const onExit = (slot: Slot<T>) => {
    if (slot.retired) return;
    const task = slot.task;
    if (!slot.ready) startFailures++;
    checkStarted();
    replace(slot);
    if (task) {
      const error = slot.lastError as { code?: unknown; message?: unknown } | undefined;
      const reason = error?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'engineError';
      events.lost(task, reason, `worker exited: ${String(error?.message ?? 'no error')}`);
    }
    events.free();
  };

  // A worker's events arrive on later turns of the event loop, once `slot` is assigned.
  function spawn(role: WorkerRole): Slot<T> {
    const slot: Slot<T> = {
      thread: options.startWorker({
        message: (reply) => onMessage(slot, reply),
        error: (error) => {
          slot.lastError = error;
        },
        exit: () => onExit(slot),
      }),
      role,
      ready: false,
      retired: false,
      task: null,
      watchdog: null,
      lastError: undefined,
    };
    return slot;
  }

  /** Takes a worker out of service for good and, while the pool is healthy, starts a fresh one. */
  function replace(slot: Slot<T>) {
    if (slot.retired) return;
    slot.retired = true;
    replaced++;
    // Its task, if any, is over: the file's descriptor may be closed once others are done.
    endTask(slot);
    void slot.thread.terminate();
    slots.splice(slots.indexOf(slot), 1);
    if (closed) return;
    if (broken()) return events.broken();
    slots.push(spawn(slot.role));
  }

  for (let i = 0; i < options.measurers; i++) slots.push(spawn('measurer'));
  for (let i = 0; i < options.inspectors; i++) slots.push(spawn('inspector'));

  return {
    started,
    broken,
    fill(take) {
      for (const slot of slots) {
        if (!slot.ready || slot.retired || slot.task) continue;
        const task = take(slot.role);
        if (!task) continue;
        slot.task = task;
        events.started(task);
        slot.thread.postMessage(task.message);
        startWatchdog(slot);
      }
    },
    tellAll(message) {
      for (const slot of slots) slot.thread.postMessage(message);
    },
    stop(matches) {
      const stopping = slots.filter((slot) => slot.task !== null && matches(slot.task));
      for (const slot of stopping) replace(slot);
      if (stopping.length > 0) events.free();
    },
    keepAlive(busy) {
      for (const slot of slots) {
        if (busy) slot.thread.ref();
        else slot.thread.unref();
      }
    },
    workers: () => slots.length,
    busy: (role) => slots.filter((slot) => slot.task !== null && (!role || slot.role === role)).length,
    replaced: () => replaced,
    async close() {
      closed = true;
      const stopping = slots.splice(0).map((slot) => {
        slot.retired = true;
        stopWatchdog(slot);
        return slot.thread.terminate();
      });
      await Promise.all(stopping);
    },
  };
}
