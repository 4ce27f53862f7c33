import { type OrderFlowId, orderFlows } from '@portal/shared/rules/order-steps';
import { createOwnedEntry, type EntryOwner } from './owned-entry';

/**
 * The Idempotency-Key of the attempt to order (decision 0047): made once per attempt and kept in
 * session storage until the attempt ends, so that a retry after a lost connection, or after a
 * reload of the page, sends the same key and the server answers it with the first answer instead
 * of ordering twice. The key belongs to what is ordered (its natural key: the upload session of a
 * cart, the draft of a copy, scan or quote request, the quote an order follows): another thing
 * ordered starts a new attempt. One attempt per flow and per user, forgotten at logout (decision
 * 0103): an attempt of one flow never lends its key to another flow or to the next user.
 */
export const ORDER_ATTEMPT_STORAGE_KEY = 'orderAttempt';

/** `ordering`: what is ordered. */
type Attempt = { key: string; ordering: string };
type Attempts = Partial<Record<OrderFlowId, Attempt>>;

function parseAttempts(value: unknown): Attempts | null {
  if (typeof value !== 'object' || value === null) return null;
  const attempts: Attempts = {};
  for (const flow of orderFlows) {
    const attempt = (value as Record<string, unknown>)[flow] as Partial<Attempt> | undefined;
    if (typeof attempt?.key === 'string' && typeof attempt.ordering === 'string')
      attempts[flow] = { key: attempt.key, ordering: attempt.ordering };
  }
  return attempts;
}

export function createOrderAttempts(
  storage: () => Storage | undefined,
  newKey: () => string = () => crypto.randomUUID(),
  owner?: EntryOwner,
) {
  const entry = createOwnedEntry(ORDER_ATTEMPT_STORAGE_KEY, storage, parseAttempts, owner);
  const read = (): Attempts => entry.read() ?? {};
  const write = (attempts: Attempts) => entry.write(Object.keys(attempts).length > 0 ? attempts : null);

  return {
    /** The key of the flow's open attempt for this thing ordered, or a new attempt's key (stored before it is sent). */
    keyFor(flow: OrderFlowId, ordering: string): string {
      const attempts = read();
      const open = attempts[flow];
      if (open?.ordering === ordering) return open.key;
      const key = newKey();
      write({ ...attempts, [flow]: { key, ordering } });
      return key;
    },
    /** The flow's attempt ended: the order was placed, or the server refused it for good. */
    end(flow: OrderFlowId): void {
      const { [flow]: _ended, ...rest } = read();
      write(rest);
    },
  };
}
export type OrderAttempts = ReturnType<typeof createOrderAttempts>;

export const orderAttempts = createOrderAttempts(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
