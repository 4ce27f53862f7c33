import type { CartResponse, ConfigureFileBody } from '@portal/shared/schemas/cart';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/** The file cart of an upload session (spec 01 section 4), kept on the server. */
export const cartQueryKey = (sessionId: string | null) => ['cart', sessionId] as const;

export function cartQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: cartQueryKey(sessionId),
    queryFn: () => callApi(contracts.cart, 'getCart', { params: { sessionId: sessionId! } }),
    enabled: untilLogout(sessionId !== null),
    staleTime: 30_000,
  });
}

export type FileConfiguration = ConfigureFileBody & { fileId: string };

/**
 * Puts files with their product, options and quantity in the cart in one request: the server
 * prices each again and saves them all with the cart, or none when one is refused. The caller
 * shows the new cart (`showCart`) when it is ready to (after the spec's delay).
 */
export function addConfiguredToCart(
  sessionId: string,
  configurations: readonly FileConfiguration[],
): Promise<CartResponse> {
  return callApi(contracts.cart, 'putInCart', {
    params: { sessionId },
    body: { lines: [...configurations] },
  });
}

/** The cart as the server last answered, for every view of it (header, globe, screen). */
export function showCart(queryClient: QueryClient, sessionId: string, cart: CartResponse): void {
  queryClient.setQueryData(cartQueryKey(sessionId), cart);
}

export async function removeFromCart(
  queryClient: QueryClient,
  sessionId: string,
  fileId: string,
): Promise<CartResponse> {
  const cart = await callApi(contracts.cart, 'removeFromCart', { params: { sessionId, fileId } });
  showCart(queryClient, sessionId, cart);
  return cart;
}
