import { choosesShop } from '@portal/shared/rules/order-shop';
import { type OrderDetails, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import type { Shop } from '@portal/shared/schemas/shops';
import { useSyncExternalStore } from 'react';
import { type SessionView, session } from '../../../lib/session';
import { orderAddressOfShop } from '../utils/order-address';
import { shopQuestionKey } from '../utils/shop-question';

/**
 * The order details every order flow shares (spec 01 section 3): kept in session storage, so
 * they survive a reload and end with the tab. The shop that does the order is kept beside them
 * (the spec's extra state) with the lookup question it answers, so the steps need not look it up
 * again after a reload: only another question asks again (decision 0087).
 *
 * What is stored is read back through the shared schema: an old or tampered entry becomes the
 * defaults instead of breaking the steps. A logout empties the details: the addresses, projects
 * and references in them belong to the user who chose them.
 */
export type OrderDraft = {
  details: OrderDetails;
  /** The shop that does the order: the lookup's, or for a pickup the chosen one. */
  shopId: string | null;
  /** The lookup question (shopQuestionKey) the shop answers; null when none does. */
  shopFor: string | null;
  /**
   * The steps the customer has been on and left, as 'flow:step', and 'flow:confirm' once they
   * reached Controleren: a step is marked in the stepper only then (issue 32 point 6).
   */
  stepsSeen: string[];
  /** The step the customer is on ('flow:step'), left when they arrive at another. */
  onStep: string | null;
};

export const ORDER_DETAILS_STORAGE_KEY = 'orderDetails';

type Patch = Partial<OrderDetails> | ((details: OrderDetails) => Partial<OrderDetails>);

const emptyDraft = (): OrderDraft => ({
  details: orderDetailsSchema.parse({}),
  shopId: null,
  shopFor: null,
  stepsSeen: [],
  onStep: null,
});
const stringsOrEmpty = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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
      const stored = JSON.parse(text) as {
        details?: unknown;
        shopId?: unknown;
        shopFor?: unknown;
        stepsSeen?: unknown;
        onStep?: unknown;
      };
      const details = orderDetailsSchema.safeParse(stored.details ?? {});
      if (!details.success) return emptyDraft();
      // An entry of an older version has no question beside its shop: the lookup asks once more.
      const shopId = stringOrNull(stored.shopId);
      return {
        details: details.data,
        shopId,
        shopFor: shopId ? stringOrNull(stored.shopFor) : null,
        stepsSeen: stringsOrEmpty(stored.stepsSeen),
        onStep: stringOrNull(stored.onStep),
      };
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
    /**
     * The lookup's answer to `question` (shopQuestionKey). Taken only while the details still ask
     * it: an answer that arrives after the customer changed the address, the invoice or the order
     * type is dropped. For a pickup it becomes the pickup shop only while none is chosen: a
     * choice, also one read back after a reload, is never replaced by a lookup.
     */
    takeLookedUpShop(question: string, shop: Shop): void {
      if (shopQuestionKey(draft.details) !== question) return;
      if (choosesShop(draft.details)) {
        if (draft.details.pickUpAddress) return;
        save({
          ...draft,
          details: { ...draft.details, pickUpAddress: orderAddressOfShop(shop) },
          shopId: shop.id,
          shopFor: question,
        });
        return;
      }
      if (draft.shopId !== shop.id || draft.shopFor !== question)
        save({ ...draft, shopId: shop.id, shopFor: question });
    },
    /** The shop the customer collects the order at: its address is the pickup address. */
    choosePickUpShop(shop: Shop): void {
      save({
        ...draft,
        details: { ...draft.details, pickUpAddress: orderAddressOfShop(shop) },
        shopId: shop.id,
        shopFor: shopQuestionKey(draft.details),
      });
    },
    /**
     * A kept shop that is no longer among the provider's shops is let go of (for a pickup the
     * pickup address with it), so that the lookup finds the order one again.
     */
    forgetShop(shopId: string): void {
      const { details } = draft;
      const pickUpAt = choosesShop(details) && details.pickUpAddress?.id === shopId;
      if (!pickUpAt && draft.shopId !== shopId) return;
      save({
        ...draft,
        details: pickUpAt ? { ...details, pickUpAddress: null } : details,
        shopId: draft.shopId === shopId ? null : draft.shopId,
        shopFor: draft.shopId === shopId ? null : draft.shopFor,
      });
    },
    /**
     * The customer arrives at a step of a flow: the step they were on counts as seen, and
     * Controleren as seen at once (the customer means to confirm there). Arriving again at the
     * same step (a reload, a second render) changes nothing.
     */
    arriveAt(flow: string, step: string): void {
      const here = `${flow}:${step}`;
      const seen = new Set(draft.stepsSeen);
      if (draft.onStep && draft.onStep !== here) seen.add(draft.onStep);
      if (step === 'confirm') seen.add(here);
      if (draft.onStep === here && seen.size === draft.stepsSeen.length) return;
      save({ ...draft, stepsSeen: [...seen], onStep: here });
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
