import type { Clock } from '../src/lib/clock';

/** A clock tests can move forward. */
export function mutableClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
  return clock;
}
