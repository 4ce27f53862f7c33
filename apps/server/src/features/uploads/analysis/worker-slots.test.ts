import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisFile } from './analyse-file';
import type { FinalReply, TaskMessage, WorkerReply, WorkerTask } from './analysis-protocol';
import type { WorkerRole } from './task-queue';
import {
  createWorkerSlots,
  type WorkerListeners,
  type WorkerSlotsOptions,
  type WorkerThread,
} from './worker-slots';

/** A worker thread the test speaks for: it says 'ready', replies and exits when told to. */
class FakeThread implements WorkerThread {
  readonly posted: WorkerTask[] = [];
  terminated = false;
  referenced = true;
  constructor(private readonly listeners: WorkerListeners) {}
  postMessage(message: WorkerTask) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
    return Promise.resolve(1);
  }
  ref() {
    this.referenced = true;
  }
  unref() {
    this.referenced = false;
  }
  reply(reply: WorkerReply) {
    this.listeners.message(reply);
  }
  ready() {
    this.reply({ kind: 'ready' });
  }
  exit(error?: unknown) {
    if (error) this.listeners.error(error);
    this.listeners.exit();
  }
  /** The task it was given last. */
  get task() {
    return this.posted.at(-1) as TaskMessage;
  }
}

interface NamedTask {
  name: string;
  message: TaskMessage;
}

const file: AnalysisFile = { key: 1, path: '/uploads/offerte.pdf', type: 'pdf', source: { fd: 99, size: 1 } };
let nextTaskId = 1;
const task = (name: string): NamedTask => ({
  name,
  message: {
    kind: 'measure',
    taskId: nextTaskId++,
    file,
    first: 1,
    last: 1,
    pictures: [],
    text: true,
    sliceMs: 1000,
  },
});
const measured = (thread: FakeThread, engine = { engineUsable: true, heapBytes: 0 }): FinalReply => ({
  kind: 'measured',
  taskId: thread.task.taskId,
  upTo: 1,
  ...engine,
});

const TIME_LIMIT_MS = 1000;
const RECYCLE_HEAP_BYTES = 100;

/** Slots over fake threads; `log` holds what they told the pool, in order. */
function slotsForTest(counts: Partial<Pick<WorkerSlotsOptions<NamedTask>, 'measurers' | 'inspectors'>> = {}) {
  const threads: FakeThread[] = [];
  const log: string[] = [];
  const slots = createWorkerSlots<NamedTask>({
    measurers: counts.measurers ?? 1,
    inspectors: counts.inspectors ?? 0,
    timeLimitMs: TIME_LIMIT_MS,
    recycleHeapBytes: RECYCLE_HEAP_BYTES,
    startWorker: (listeners) => {
      const thread = new FakeThread(listeners);
      threads.push(thread);
      return thread;
    },
    events: {
      free: () => log.push('free'),
      started: ({ name }) => log.push(`started ${name}`),
      ended: ({ name }) => log.push(`ended ${name}`),
      progress: ({ name }, reply) => log.push(`page ${reply.measurement.page} of ${name}`),
      answered: ({ name }, reply) => log.push(`${reply.kind} ${name}`),
      lost: ({ name }, reason, detail) => log.push(`lost ${name}: ${reason}, ${detail}`),
      broken: () => log.push('broken'),
    },
  });
  /** Gives the free workers these tasks, one each, in order. */
  const fill = (...tasks: NamedTask[]) => slots.fill(() => tasks.shift());
  const settled = async () => {
    let done = false;
    void slots.started.then(() => {
      done = true;
    });
    await Promise.resolve();
    return done;
  };
  return { slots, threads, log, fill, settled };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('worker slots: starting', () => {
  it('is started once every first worker is ready, and gives work to ready workers only', async () => {
    const { slots, threads, fill, settled } = slotsForTest({ measurers: 2, inspectors: 1 });
    expect(threads).toHaveLength(3);
    threads[0]!.ready();
    threads[2]!.ready();
    expect(await settled()).toBe(false);

    const roles: WorkerRole[] = [];
    slots.fill((role) => {
      roles.push(role);
      return task(`for ${role}`);
    });
    expect(roles).toEqual(['measurer', 'inspector']);
    expect(threads.map((thread) => thread.posted.length)).toEqual([1, 0, 1]);

    threads[1]!.ready();
    expect(await settled()).toBe(true);
    fill(task('late'));
    expect([slots.busy(), slots.busy('measurer'), slots.busy('inspector')]).toEqual([3, 2, 1]);
  });

  it('gives up after three workers in a row die before they are ready: a broken install', async () => {
    const { slots, threads, log, settled } = slotsForTest();
    threads[0]!.exit();
    threads[1]!.exit();
    expect([slots.broken(), await settled()]).toEqual([false, false]);
    threads[2]!.exit();
    expect([slots.broken(), await settled()]).toEqual([true, true]);
    expect(log).toEqual(['free', 'free', 'broken', 'free']);
    expect(threads).toHaveLength(3);
    expect(slots.workers()).toBe(0);
  });

  it('counts only failures in a row: a worker that gets ready starts the count again', () => {
    const { slots, threads } = slotsForTest({ measurers: 2 });
    threads[0]!.exit();
    threads[1]!.exit();
    threads[2]!.ready();
    threads[3]!.exit();
    threads[4]!.exit();
    expect([slots.broken(), slots.workers()]).toEqual([false, 2]);
  });

  it('does not count a worker that dies after it was ready as a failed start', () => {
    const { slots, threads } = slotsForTest();
    threads[0]!.ready();
    threads[0]!.exit();
    threads[1]!.exit();
    threads[2]!.exit();
    expect([slots.broken(), threads.length, slots.replaced()]).toEqual([false, 4, 3]);
  });
});

describe('worker slots: running tasks', () => {
  it('hands the answer on, then frees the worker for the next task', () => {
    const { slots, threads, log, fill } = slotsForTest();
    threads[0]!.ready();
    fill(task('a'));
    threads[0]!.reply({ kind: 'page', taskId: threads[0]!.task.taskId, measurement: measurement(1) });
    threads[0]!.reply(measured(threads[0]!));
    expect(log).toEqual(['free', 'started a', 'page 1 of a', 'ended a', 'measured a', 'free']);
    expect(slots.busy()).toBe(0);
    fill(task('b'));
    expect(threads[0]!.task).toMatchObject({ kind: 'measure' });
    expect([threads.length, slots.busy()]).toEqual([1, 1]);
  });

  it('ignores a reply about a task the worker no longer runs', () => {
    const { slots, threads, log, fill } = slotsForTest();
    threads[0]!.ready();
    fill(task('a'));
    threads[0]!.reply({ kind: 'measured', taskId: 12345, upTo: 1, engineUsable: true, heapBytes: 0 });
    expect(log).toEqual(['free', 'started a']);
    expect(slots.busy()).toBe(1);
  });

  it('replaces a worker that shows no progress within the time limit; a page is progress', () => {
    vi.useFakeTimers();
    const { slots, threads, log, fill } = slotsForTest();
    threads[0]!.ready();
    fill(task('slow'));
    vi.advanceTimersByTime(TIME_LIMIT_MS - 100);
    threads[0]!.reply({ kind: 'page', taskId: threads[0]!.task.taskId, measurement: measurement(1) });
    vi.advanceTimersByTime(TIME_LIMIT_MS - 100);
    expect(threads[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(100);
    expect(log.slice(2)).toEqual([
      'page 1 of slow',
      'ended slow',
      `lost slow: timeLimit, no progress within ${TIME_LIMIT_MS} ms`,
      'free',
    ]);
    expect(threads[0]!.terminated).toBe(true);
    expect([threads.length, slots.workers(), slots.replaced(), slots.busy()]).toEqual([2, 1, 1, 0]);
  });

  it('stops the workers of tasks no longer wanted, without an answer, and frees them once', () => {
    const { slots, threads, log, fill } = slotsForTest({ measurers: 3 });
    for (const thread of threads) thread.ready();
    fill(task('a1'), task('b1'), task('a2'));
    log.length = 0;
    slots.stop(({ name }) => name.startsWith('a'));
    expect(threads.map((thread) => thread.terminated)).toEqual([true, false, true, false, false]);
    expect(log).toEqual(['ended a1', 'ended a2', 'free']);
    expect([slots.workers(), slots.busy(), slots.replaced()]).toEqual([3, 1, 2]);
    slots.stop(({ name }) => name === 'nothing');
    expect(log).toHaveLength(3);
  });

  it('stops the clock when a task is answered', () => {
    vi.useFakeTimers();
    const { slots, threads, fill } = slotsForTest();
    threads[0]!.ready();
    fill(task('quick'));
    threads[0]!.reply(measured(threads[0]!));
    vi.advanceTimersByTime(TIME_LIMIT_MS * 2);
    expect([threads[0]!.terminated, slots.replaced()]).toEqual([false, 0]);
  });

  it('replaces a worker after its answer when its engine broke or its heap grew too large', () => {
    const { slots, threads, log, fill } = slotsForTest();
    threads[0]!.ready();
    fill(task('at the limit'));
    threads[0]!.reply(measured(threads[0]!, { engineUsable: true, heapBytes: RECYCLE_HEAP_BYTES }));
    fill(task('grown'));
    threads[0]!.reply(measured(threads[0]!, { engineUsable: true, heapBytes: RECYCLE_HEAP_BYTES + 1 }));
    expect(threads.map((thread) => thread.terminated)).toEqual([true, false]);
    threads[1]!.ready();
    fill(task('trapped'));
    threads[1]!.reply(measured(threads[1]!, { engineUsable: false, heapBytes: 0 }));
    expect(threads.map((thread) => thread.terminated)).toEqual([true, true, false]);
    expect(slots.replaced()).toBe(2);
    // The answer still counts: the worker ran out of use only after giving it.
    expect(log.filter((line) => line.startsWith('measured'))).toEqual([
      'measured at the limit',
      'measured grown',
      'measured trapped',
    ]);
  });

  it('tells a worker that ran out of memory from one that died otherwise', () => {
    const { threads, log, fill } = slotsForTest({ measurers: 2 });
    threads[0]!.ready();
    threads[1]!.ready();
    fill(task('huge'), task('cursed'));
    const outOfMemory = Object.assign(new Error('heap limit'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
    threads[0]!.exit(outOfMemory);
    threads[1]!.exit();
    expect(log.filter((line) => line.startsWith('lost'))).toEqual([
      'lost huge: outOfMemory, worker exited: heap limit',
      'lost cursed: engineError, worker exited: no error',
    ]);
    expect(threads).toHaveLength(4);
  });
});

describe('worker slots: the whole set', () => {
  it('tells every worker, ready or not, and keeps the process alive only while asked to', () => {
    const { slots, threads } = slotsForTest({ measurers: 1, inspectors: 1 });
    threads[0]!.ready();
    slots.tellAll({ kind: 'release', key: 7 });
    expect(threads.map((thread) => thread.posted)).toEqual([
      [{ kind: 'release', key: 7 }],
      [{ kind: 'release', key: 7 }],
    ]);
    slots.keepAlive(false);
    expect(threads.map((thread) => thread.referenced)).toEqual([false, false]);
    slots.keepAlive(true);
    expect(threads.map((thread) => thread.referenced)).toEqual([true, true]);
  });

  it('stops every worker on close and starts none again', async () => {
    vi.useFakeTimers();
    const { slots, threads, log, fill } = slotsForTest({ measurers: 2 });
    threads[0]!.ready();
    threads[1]!.ready();
    fill(task('running'));
    await slots.close();
    expect(threads.map((thread) => thread.terminated)).toEqual([true, true]);
    threads[0]!.exit();
    vi.advanceTimersByTime(TIME_LIMIT_MS * 2);
    expect([threads.length, slots.workers(), slots.replaced()]).toEqual([2, 0, 0]);
    expect(log).toEqual(['free', 'free', 'started running']);
  });
});

function measurement(page: number) {
  return { page, kind: 'blank' as const, maxChroma: 0, inkShare: 0, dpis: [] };
}
