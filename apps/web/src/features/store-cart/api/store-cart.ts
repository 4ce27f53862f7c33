import type { AddStoreItemRequest, StoreCart } from '@portal/shared/schemas/store-cart';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The print store's cart (decision 0106), kept on the server: a visitor's with their browser, a
 * customer's with the account. The key names whose cart it is, so a login or logout reads the
 * other one; every change answers the whole cart, which every view of it then shows.
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

const show = (
  queryClient: QueryClient,
  theme: string | undefined,
  userId: string | null,
  cart: StoreCart,
) => {
  queryClient.setQueryData(storeCartQueryKey(theme, userId), cart);
  return cart;
};

export async function addStoreItem(
  queryClient: QueryClient,
  userId: string | null,
  body: AddStoreItemRequest,
): Promise<StoreCart> {
  const cart = await callApi(contracts.storeCart, 'addStoreItem', { body });
  return show(queryClient, body.theme, userId, cart);
}

export async function changeStoreLine(
  queryClient: QueryClient,
  theme: string | undefined,
  userId: string | null,
  lineId: string,
  quantity: number,
): Promise<StoreCart> {
  const cart = await callApi(contracts.storeCart, 'changeStoreLine', {
    params: { lineId },
    body: { theme, quantity },
  });
  return show(queryClient, theme, userId, cart);
}

export async function removeStoreLine(
  queryClient: QueryClient,
  theme: string | undefined,
  userId: string | null,
  lineId: string,
): Promise<StoreCart> {
  const cart = await callApi(contracts.storeCart, 'removeStoreLine', {
    params: { lineId },
    query: { theme },
  });
  return show(queryClient, theme, userId, cart);
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
