import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, nextRetryAt } from './retry-policy';

const now = new Date('2026-03-01T12:00:00Z');
const delayAfter = (attempts: number) =>
  (nextRetryAt(attempts, now)?.getTime() ?? Number.NaN) - now.getTime();

describe('nextRetryAt', () => {
  it('backs off exponentially from 30 seconds', () => {
    expect(delayAfter(1)).toBe(30_000);
    expect(delayAfter(2)).toBe(60_000);
    expect(delayAfter(3)).toBe(120_000);
  });

  it('waits at most an hour', () => {
    expect(delayAfter(MAX_DELIVERY_ATTEMPTS - 1)).toBeLessThanOrEqual(3_600_000);
  });

  it('gives up after the last attempt', () => {
    expect(nextRetryAt(MAX_DELIVERY_ATTEMPTS, now)).toBeNull();
  });
});
