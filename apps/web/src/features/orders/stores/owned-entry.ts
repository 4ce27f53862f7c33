import { type SessionState, session } from '../../../lib/session';

/** What an owned entry needs of the session: who is logged in, and when a login ends. */
export type EntryOwner = Pick<SessionState, 'getSnapshot' | 'on'>;

/**
 * A session-storage entry of the logged-in user (decision 0103): written with the user's id and
 * read only by the same user, so that what one user left in the tab (a draft's id, an attempt's
 * Idempotency-Key) never serves the next user of the browser; removed when the login ends. Kept
 * in memory too, for a storage that refuses to write (private mode, full).
 */
export function createOwnedEntry<Value>(
  storageKey: string,
  storage: () => Storage | undefined,
  parse: (value: unknown) => Value | null,
  owner: EntryOwner = session,
) {
  let memory: { owner: string | null; value: Value } | null = null;
  const currentOwner = () => owner.getSnapshot().user?.uid ?? null;

  function stored(): { owner: string | null; value: Value } | null {
    try {
      const text = storage()?.getItem(storageKey);
      if (!text) return memory;
      const entry = JSON.parse(text) as { owner?: unknown; value?: unknown } | null;
      if (!entry || (typeof entry.owner !== 'string' && entry.owner !== null)) return null;
      const value = parse(entry.value);
      return value === null ? null : { owner: entry.owner, value };
    } catch {
      return memory;
    }
  }

  function write(value: Value | null): void {
    memory = value === null ? null : { owner: currentOwner(), value };
    try {
      if (memory === null) storage()?.removeItem(storageKey);
      else storage()?.setItem(storageKey, JSON.stringify(memory));
    } catch {
      // Memory still serves this page.
    }
  }

  owner.on('loggedOut', () => write(null));

  return {
    /** The entry of the logged-in user; null when there is none, or it is another user's. */
    read(): Value | null {
      const entry = stored();
      return entry && entry.owner === currentOwner() ? entry.value : null;
    },
    /** Writes the entry for the logged-in user; null removes it. */
    write,
  };
}
