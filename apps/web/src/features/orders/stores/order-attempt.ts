/**
 * The Idempotency-Key of the attempt to order (decision 0047): made once per attempt and kept in
 * session storage until the attempt ends, so that a retry after a lost connection, or after a
 * reload of the page, sends the same key and the server answers it with the first answer instead
 * of ordering twice. The key belongs to what is ordered (its natural key: the upload session of a
 * cart, the draft of a copy, scan or quote request, the quote an order follows): another thing
 * ordered starts a new attempt.
 */
export const ORDER_ATTEMPT_STORAGE_KEY = 'orderAttempt';

/** `sessionId`: what is ordered (named so since the first flow; kept for stored attempts). */
type Attempt = { key: string; sessionId: string };

export function createOrderAttempts(
  storage: () => Storage | undefined,
  newKey: () => string = () => crypto.randomUUID(),
) {
  /** Kept here too, for a storage that refuses to write (private mode, full). */
  let current: Attempt | null = null;

  function stored(): Attempt | null {
    try {
      const text = storage()?.getItem(ORDER_ATTEMPT_STORAGE_KEY);
      if (!text) return current;
      const value = JSON.parse(text) as Partial<Attempt>;
      return typeof value.key === 'string' && typeof value.sessionId === 'string'
        ? { key: value.key, sessionId: value.sessionId }
        : null;
    } catch {
      return current;
    }
  }

  return {
    /** The key of the open attempt for this thing ordered, or a new attempt's key (stored before it is sent). */
    keyFor(sessionId: string): string {
      const open = stored();
      if (open?.sessionId === sessionId) return open.key;
      current = { key: newKey(), sessionId };
      try {
        storage()?.setItem(ORDER_ATTEMPT_STORAGE_KEY, JSON.stringify(current));
      } catch {
        // The key still serves the retries of this page.
      }
      return current.key;
    },
    /** The attempt ended: the order was placed, or the server refused it for good. */
    end(): void {
      current = null;
      try {
        storage()?.removeItem(ORDER_ATTEMPT_STORAGE_KEY);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
export type OrderAttempts = ReturnType<typeof createOrderAttempts>;

export const orderAttempts = createOrderAttempts(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
