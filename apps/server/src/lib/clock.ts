/** The time source services use, so tests can fix it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
