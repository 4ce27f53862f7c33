import type { Clock } from '../../lib/clock';

/**
 * A small cache of outside answers, at most `maxEntries` of them, each kept for its own time:
 * the least recently used goes first when it is full (a Map keeps insertion order, and a hit is
 * moved to the end). Per server instance: the answers are public data, so instances that
 * disagree for a moment do no harm.
 */
export function createAnswerCache<T>(options: { maxEntries: number; clock: Clock }) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= options.clock.now().getTime()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T, ttlMs: number): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: options.clock.now().getTime() + ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type AnswerCache<T> = ReturnType<typeof createAnswerCache<T>>;
