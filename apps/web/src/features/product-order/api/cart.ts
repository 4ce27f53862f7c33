import type { CartResponse, ConfigureFileBody } from '@portal/shared/schemas/cart';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** The file cart of an upload session (spec 01 section 4), kept on the server. */
export const cartQueryKey = (sessionId: string | null) => ['cart', sessionId] as const;

export function cartQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: cartQueryKey(sessionId),
    queryFn: () => callApi(contracts.cart, 'getCart', { params: { sessionId: sessionId! } }),
    enabled: sessionId !== null,
    staleTime: 30_000,
  });
}

export type FileConfiguration = ConfigureFileBody & { fileId: string };

/**
 * Saves each file's product, options and quantity (the server prices them again) and then puts
 * them in the cart together. A refusal stops before the cart changes: the files already saved
 * stay pending, as configured, and nothing is half in the cart. The caller shows the new cart
 * (`showCart`) when it is ready to (after the spec's delay).
 */
export async function addConfiguredToCart(
  sessionId: string,
  configurations: readonly FileConfiguration[],
): Promise<CartResponse> {
  for (const { fileId, ...body } of configurations)
    await callApi(contracts.cart, 'configureFile', { params: { sessionId, fileId }, body });
  return callApi(contracts.cart, 'addToCart', {
    params: { sessionId },
    body: { fileIds: configurations.map((configuration) => configuration.fileId) },
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
