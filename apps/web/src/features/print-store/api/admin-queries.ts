import type { StoreItemKind } from '@portal/shared/schemas/print-store-admin';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { useSession } from '../../../lib/session';

/**
 * The admin calls of the print store (print-store-admin.api.ts, decision 0112). The admin store
 * holds every item of the admin's own store with its version, hidden ones included; the dialogs
 * read an item's version from it and send it with the edit.
 */
export const ADMIN_STORE_KEY = ['printStoreAdmin', 'store'] as const;

export const adminStoreOptions = () =>
  queryOptions({
    queryKey: ADMIN_STORE_KEY,
    queryFn: () => callApi(contracts.printStoreAdmin, 'getAdminStore', {}),
    // Always asked again when a dialog opens: a stale version would only earn a 409.
    staleTime: 0,
  });

export const itemHistoryOptions = (kind: StoreItemKind, id: string) =>
  queryOptions({
    queryKey: ['printStoreAdmin', 'history', kind, id] as const,
    queryFn: () => callApi(contracts.printStoreAdmin, 'getItemHistory', { query: { kind, id } }),
    staleTime: 0,
  });

/**
 * After a change every page of the store, its ads (a price, a hidden collection, the ads list)
 * and the admin's own view are asked again. Spec 02 section 4 refreshes 500 ms after an edit; the
 * server shows a change at the very next call (decision 0112), so invalidating the queries at
 * once is enough and never too early.
 */
export function refreshStore(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['printStore'] }),
    queryClient.invalidateQueries({ queryKey: ['printStoreAds'] }),
    queryClient.invalidateQueries({ queryKey: ['printStoreAdmin'] }),
  ]);
}

/**
 * The store the logged-in user administers (spec 02 section 6: role ADMIN of the user's own print
 * store), or null. Only items of that store show admin controls; the server checks it again.
 */
export function useAdminStoreId(): string | null {
  const { user } = useSession();
  const store = user?.printStore;
  return store && store.role === 'ADMIN' ? store.id : null;
}
