import type { OrderFlowId } from '@portal/shared/rules/order-steps';
import { createOwnedEntry, type EntryOwner } from './owned-entry';

/**
 * The draft of a copy, scan or quote order (decision 0071): what is ordered has no cart on the
 * server, so the browser names it with an id of its own, made when the flow is entered and kept
 * in session storage until the order is placed. The server places one order per draft id (the
 * natural key beside the Idempotency-Key), so a retry, a reload or a second tab cannot order the
 * same draft twice. One id per flow and per user, forgotten at logout (decision 0103).
 */
export const FLOW_DRAFTS_STORAGE_KEY = 'orderDrafts';

type DraftFlow = Extract<OrderFlowId, 'copy' | 'scan' | 'quote'>;
type Drafts = Partial<Record<DraftFlow, string>>;

function parseDrafts(value: unknown): Drafts | null {
  if (typeof value !== 'object' || value === null) return null;
  const drafts: Drafts = {};
  for (const flow of ['copy', 'scan', 'quote'] as const) {
    const id = (value as Record<string, unknown>)[flow];
    if (typeof id === 'string') drafts[flow] = id;
  }
  return drafts;
}

export function createFlowDrafts(
  storage: () => Storage | undefined,
  newId: () => string = () => crypto.randomUUID(),
  owner?: EntryOwner,
) {
  const entry = createOwnedEntry(FLOW_DRAFTS_STORAGE_KEY, storage, parseDrafts, owner);
  const read = (): Drafts => entry.read() ?? {};
  const write = (drafts: Drafts) => entry.write(Object.keys(drafts).length > 0 ? drafts : null);

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
