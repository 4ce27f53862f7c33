/** The time source services use, so tests can fix it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that shows `start` now and from then on runs as the real one does (start + time
 * passed): the browser tests' server at a chosen moment (config CLOCK_START, decision 0054).
 * It keeps running, so durations the server measures with it (timeouts, budgets) stay true.
 */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
