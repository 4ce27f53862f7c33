import type { OrderFlowId } from '@portal/shared/rules/order-steps';

/**
 * The draft of a copy, scan or quote order (decision 0071): what is ordered has no cart on the
 * server, so the browser names it with an id of its own, made when the flow is entered and kept
 * in session storage until the order is placed. The server places one order per draft id (the
 * natural key beside the Idempotency-Key), so a retry, a reload or a second tab cannot order the
 * same draft twice.
 */
export const FLOW_DRAFTS_STORAGE_KEY = 'orderDrafts';

type DraftFlow = Extract<OrderFlowId, 'copy' | 'scan' | 'quote'>;
type Drafts = Partial<Record<DraftFlow, string>>;

export function createFlowDrafts(
  storage: () => Storage | undefined,
  newId: () => string = () => crypto.randomUUID(),
) {
  /** Kept here too, for a storage that refuses to write (private mode, full). */
  let memory: Drafts = {};

  function read(): Drafts {
    try {
      const text = storage()?.getItem(FLOW_DRAFTS_STORAGE_KEY);
      if (!text) return memory;
      const value = JSON.parse(text) as Record<string, unknown>;
      const drafts: Drafts = {};
      for (const flow of ['copy', 'scan', 'quote'] as const)
        if (typeof value[flow] === 'string') drafts[flow] = value[flow] as string;
      return drafts;
    } catch {
      return memory;
    }
  }

  function write(drafts: Drafts): void {
    memory = drafts;
    try {
      storage()?.setItem(FLOW_DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
    } catch {
      // The id still serves this page.
    }
  }

  return {
    /** The open draft's id of the flow, or a new draft's (stored before it is used). */
    idOf(flow: DraftFlow): string {
      const drafts = read();
      const known = drafts[flow];
      if (known) return known;
      const id = newId();
      write({ ...drafts, [flow]: id });
      return id;
    },
    /** The draft was ordered: the next order of the flow is a new draft. */
    end(flow: DraftFlow): void {
      const { [flow]: _ended, ...rest } = read();
      write(rest);
    },
  };
}
export type FlowDrafts = ReturnType<typeof createFlowDrafts>;

export const flowDrafts = createFlowDrafts(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
