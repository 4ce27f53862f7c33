import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/**
 * The file cart of an upload session (spec 01 section 4), kept on the server. What changes it is
 * in cart-changes.ts: the header and the globe read the cart from the first screen, the changes
 * come with the product order screen's chunk.
 */
export const cartQueryKey = (sessionId: string | null) => ['cart', sessionId] as const;

export function cartQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: cartQueryKey(sessionId),
    queryFn: () => callApi(contracts.cart, 'getCart', { params: { sessionId: sessionId! } }),
    enabled: untilLogout(sessionId !== null),
    staleTime: 30_000,
  });
}
