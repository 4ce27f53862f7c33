import { type OrderDetails, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import { useSyncExternalStore } from 'react';
import { type SessionView, session } from '../../../lib/session';

/**
 * The order details every order flow shares (spec 01 section 3): kept in session storage, so
 * they survive a reload and end with the tab. The shop that does the order is kept beside them
 * (the spec's extra state), so the steps need not look it up again after a reload.
 *
 * What is stored is read back through the shared schema: an old or tampered entry becomes the
 * defaults instead of breaking the steps. A logout empties the details: the addresses, projects
 * and references in them belong to the user who chose them.
 */
export type OrderDraft = { details: OrderDetails; shopId: string | null };

export const ORDER_DETAILS_STORAGE_KEY = 'orderDetails';

type Patch = Partial<OrderDetails> | ((details: OrderDetails) => Partial<OrderDetails>);

const emptyDraft = (): OrderDraft => ({ details: orderDetailsSchema.parse({}), shopId: null });

export function createOrderDetailsStore(
  storage: () => Storage | undefined,
  sessionState: Pick<SessionView, 'on'> = session,
) {
  const listeners = new Set<() => void>();
  let draft = load();

  function load(): OrderDraft {
    const text = storage()?.getItem(ORDER_DETAILS_STORAGE_KEY);
    if (!text) return emptyDraft();
    try {
      const stored = JSON.parse(text) as { details?: unknown; shopId?: unknown };
      const details = orderDetailsSchema.safeParse(stored.details ?? {});
      if (!details.success) return emptyDraft();
      return { details: details.data, shopId: typeof stored.shopId === 'string' ? stored.shopId : null };
    } catch {
      return emptyDraft();
    }
  }

  function save(next: OrderDraft): void {
    draft = next;
    try {
      storage()?.setItem(ORDER_DETAILS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage: the details still live for this page.
    }
    for (const listener of [...listeners]) listener();
  }

  const store = {
    getSnapshot: (): OrderDraft => draft,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Changes some fields; the rest stay as they are. */
    update(patch: Patch): void {
      const changes = typeof patch === 'function' ? patch(draft.details) : patch;
      save({ ...draft, details: { ...draft.details, ...changes } });
    },
    setShop(shopId: string | null): void {
      if (shopId !== draft.shopId) save({ ...draft, shopId });
    },
    /** After an order is placed, and at logout. */
    reset(): void {
      save(emptyDraft());
    },
  };
  sessionState.on('loggedOut', () => store.reset());
  return store;
}
export type OrderDetailsStore = ReturnType<typeof createOrderDetailsStore>;

export const orderDetails = createOrderDetailsStore(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

export function useOrderDraft(store: OrderDetailsStore = orderDetails): OrderDraft {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
