import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock';

describe('clockStartingAt', () => {
  it('shows the start at first and then runs on as the real time does', () => {
    let real = Date.parse('2026-04-10T15:42:00Z');
    const clock = clockStartingAt(new Date('2026-04-14T05:00:00Z'), () => real);
    expect(clock.now()).toEqual(new Date('2026-04-14T05:00:00Z'));
    real += 90_500;
    expect(clock.now()).toEqual(new Date('2026-04-14T05:01:30.500Z'));
  });

  it('runs on the real clock by default', () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const clock = clockStartingAt(start);
    const shown = clock.now().getTime() - start.getTime();
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThan(1000);
  });
});
