import { describe, expect, it } from 'vitest';
import { mutableClock } from '../../../test/mutable-clock';
import { createAnswerCache } from './answer-cache';

describe('the answer cache', () => {
  it('forgets an answer when its time is up', () => {
    const clock = mutableClock();
    const cache = createAnswerCache<string>({ maxEntries: 10, clock });
    cache.set('a', 'A', 1000);
    clock.advance(999);
    expect(cache.get('a')).toBe('A');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used answer when full', () => {
    const cache = createAnswerCache<string>({ maxEntries: 2, clock: mutableClock() });
    cache.set('a', 'A', 1000);
    cache.set('b', 'B', 1000);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });
});
