import type { Database } from './database';
import type { NoticeListener } from './notices';

/** A notice's payload that forgets everything kept (a truncate). */
export const FORGET_ALL = '*';

/**
 * Reads kept per key while this instance hears the database announce every change of them
 * (decision 0049's mechanism, for keys instead of one catalogue): a notice whose payload is a key
 * forgets that key, '*' forgets all. A kept read is only used once the notices committed before
 * the request have arrived (`caughtUp`), so a change committed before a request counts for it,
 * on every instance, as when each request asked the database. While the instance does not listen
 * (before start, or while its listening connection is down), nothing is kept and every call reads.
 *
 * What is kept is the read's promise, stored before it is answered: a notice that arrives while
 * it runs forgets it, so a read that may have missed a change is never handed out afterwards.
 * The values are shared by every caller that finds them: they are frozen and must not be changed.
 */
export function keptWhileHeard<V>(options: {
  channel: string;
  maxEntries: number;
  /**
   * Every notice forgets everything kept: for keys the notices do not name (a theme's name,
   * where the notice names the theme's id), on a channel whose changes are rare.
   */
  everyNoticeForgetsAll?: boolean;
}) {
  const kept = new Map<string, Promise<V>>();
  let listener: NoticeListener | undefined;
  let listening = false;

  const forget = (payload: string) => {
    if (payload === FORGET_ALL || options.everyNoticeForgetsAll) kept.clear();
    else kept.delete(payload.toLowerCase());
  };

  function keep(key: string, read: () => Promise<V>): Promise<V> {
    // The oldest first (a Map keeps the order of insertion; a hit moves its key to the end).
    if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value as string);
    const value = read().then(deepFreeze);
    kept.set(key, value);
    value.catch(() => {
      if (kept.get(key) === value) kept.delete(key);
    });
    return value;
  }

  return {
    /** The kept read of `key`, or `read()`'s answer, kept while no change of `key` is heard. */
    async get(key: string, read: () => Promise<V>): Promise<V> {
      if (!listening || !listener) return read();
      const caughtUp = await listener.caughtUp().then(
        () => true,
        () => false,
      );
      if (!caughtUp || !listening) return read();
      const normalised = key.toLowerCase();
      const found = kept.get(normalised);
      if (!found) return keep(normalised, read);
      kept.delete(normalised);
      kept.set(normalised, found);
      return found;
    },

    /** Starts listening; until then, and whenever listening stops, nothing is kept. */
    async start(database: Database): Promise<void> {
      listener = await database.listen(options.channel, {
        notice: forget,
        up() {
          kept.clear();
          listening = true;
        },
        down() {
          listening = false;
          kept.clear();
        },
      });
    },

    async stop(): Promise<void> {
      await listener?.close().catch(() => undefined);
      listener = undefined;
      listening = false;
      kept.clear();
    },
  };
}
export type KeptWhileHeard<V> = ReturnType<typeof keptWhileHeard<V>>;

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  // Dates stay as they are: freezing one does not stop its setters, and none is ever changed.
  if (value instanceof Date) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
