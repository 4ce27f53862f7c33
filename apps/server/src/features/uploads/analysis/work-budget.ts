/**
 * The worker time one file's analysis may use (the time budget): the sum over its tasks of
 * the time a worker spent on each, so that waiting in the queue behind other files costs the
 * file nothing, and two workers on the same file spend its budget twice as fast.
 */
export interface WorkBudget {
  /** A worker started a task of the file. */
  taskStarted(): void;
  /** A worker is done with a task of the file, answered or not. */
  taskEnded(): void;
  /** Worker time used so far, the tasks still running included. */
  spentMs(): number;
  /** The file is settled: no more alarms. */
  close(): void;
}

export interface WorkBudgetOptions {
  limitMs: number;
  /** Called once, as soon as the tasks have used the whole budget (while one still runs). */
  onSpent: () => void;
  /** Milliseconds from any fixed point; a test passes a clock of its own. */
  now?: () => number;
}

export function createWorkBudget({
  limitMs,
  onSpent,
  now = performance.now.bind(performance),
}: WorkBudgetOptions): WorkBudget {
  /** Worker time of the tasks up to `since`. */
  let spentUntilSince = 0;
  let since = now();
  let running = 0;
  let alarm: NodeJS.Timeout | undefined;
  let closed = false;

  const spentMs = () => spentUntilSince + running * (now() - since);

  /** Books the time of the running tasks up to now, before their number changes. */
  const book = () => {
    const at = now();
    spentUntilSince += running * (at - since);
    since = at;
  };

  /** Rings when the running tasks, at their present number, will have used the rest. */
  const setAlarm = () => {
    clearTimeout(alarm);
    alarm = undefined;
    if (closed || running === 0) return;
    const left = limitMs - spentMs();
    if (left <= 0) {
      closed = true;
      onSpent();
      return;
    }
    alarm = setTimeout(setAlarm, Math.ceil(left / running));
    // The alarm is for work in flight, which keeps the process alive on its own.
    alarm.unref();
  };

  return {
    taskStarted() {
      book();
      running++;
      setAlarm();
    },
    taskEnded() {
      book();
      running = Math.max(0, running - 1);
      setAlarm();
    },
    spentMs,
    close() {
      closed = true;
      clearTimeout(alarm);
    },
  };
}
