import { createFairLine } from './fair-line';

/**
 * Which work a worker takes. Inspectors only read first facts (page tree, image headers:
 * milliseconds); measurers take those too, and page ranges and renders besides.
 */
export type WorkerRole = 'inspector' | 'measurer';

/**
 * What the queue needs to know of a task: what it asks for, whose work it is (an upload
 * session), and whether its job still wants it.
 */
export interface QueueableTask {
  readonly message: { readonly kind: 'inspect' | 'measure' | 'render' };
  readonly job: { readonly settled: boolean; readonly owner: string };
}

export interface TaskQueue<T extends QueueableTask> {
  add(task: T): void;
  /** Queues the rest of a task whose turn ran out: next of its owner's, after the other owners' turns. */
  resume(task: T): void;
  /** The task a free worker of this role runs next; undefined when there is none for it. */
  next(role: WorkerRole): T | undefined;
  /** Tasks waiting, those of settled jobs included until their turn comes. */
  size(): number;
}

/**
 * The one queue every worker of the pool takes its tasks from, one kind of work per line. In
 * each line the owners take turns (fair-line.ts), so one customer's many files never keep
 * another customer's file waiting for more than a task.
 */
export function createTaskQueue<T extends QueueableTask>(): TaskQueue<T> {
  const inspections = createFairLine<T>();
  const ranges = createFairLine<T>();
  const renders = createFairLine<T>();
  const lineOf = { inspect: inspections, measure: ranges, render: renders };
  /** Renders and ranges take turns, so neither a long analysis nor a page of previews starves the other. */
  let renderTurn = true;

  return {
    add(task) {
      lineOf[task.message.kind].push(task.job.owner, task);
    },
    resume(task) {
      lineOf[task.message.kind].resume(task.job.owner, task);
    },
    // Inspectors only read first facts: a new file's page count never waits behind a render.
    next(role) {
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
    },
    size: () => inspections.length + ranges.length + renders.length,
  };
}
