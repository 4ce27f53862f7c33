import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The print store's cart (decision 0106), kept on the server: a visitor's with their browser, a
 * customer's with the account. The key names whose cart it is, so a login or logout reads the
 * other one; every change answers the whole cart, which every view of it then shows. The changes
 * are in store-cart-changes.ts, which comes with the print store's chunks, not the first screen.
 */
export const storeCartQueryKey = (theme: string | undefined, userId: string | null) =>
  ['storeCart', theme ?? null, userId] as const;

/** `theme` undefined: not known yet (start-up); the theme decides the stores, so nothing is asked before. */
export function storeCartQueryOptions(theme: string | undefined, userId: string | null) {
  return queryOptions({
    queryKey: storeCartQueryKey(theme, userId),
    queryFn: () => callApi(contracts.storeCart, 'getStoreCart', { query: { theme } }),
    enabled: theme !== undefined,
    staleTime: 30_000,
  });
}

/**
 * Whether this browser's visitor has items in the store's cart, remembered across page loads
 * (localStorage), so the header and the globe ask for a visitor's cart only when there is one:
 * a first visit asks nothing more, and a reload does not hide the items a visitor put in. A
 * storage that is missing or refuses (private browsing) leaves it to this tab's queries.
 */
const VISITOR_CART_KEY = 'portal.visitorStoreCart';

export function visitorHasStoreCart(): boolean {
  try {
    return window.localStorage.getItem(VISITOR_CART_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberVisitorStoreCart(hasItems: boolean): void {
  try {
    if (hasItems) window.localStorage.setItem(VISITOR_CART_KEY, '1');
    else window.localStorage.removeItem(VISITOR_CART_KEY);
  } catch {
    // Not kept: this tab still shows the cart once it has seen it.
  }
}
