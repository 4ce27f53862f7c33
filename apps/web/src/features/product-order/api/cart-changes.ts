import type { CartResponse, ConfigureFileBody } from '@portal/shared/schemas/cart';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { cartQueryKey } from './cart';

// Changes of the file cart (spec 01 section 4); the cart's query is in cart.ts, with the first screen.

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
