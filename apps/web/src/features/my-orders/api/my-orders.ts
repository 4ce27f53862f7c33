import type { OrderList, OrderView } from '@portal/shared/schemas/order-views';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The user's orders (`GET /api/v3/orders`, newest first, a page at a time by the answer's
 * cursor) and one order with its lines and history (`GET /api/v3/orders/:orderId`). The keys
 * hold the user, so another login asks again; a status the desk changed shows the next time the
 * dialog opens (the server asks the browser not to keep the answers).
 */
export const myOrdersKey = (userId: string) => ['myOrders', userId] as const;

export function myOrdersListOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: [...myOrdersKey(userId), 'list'] as const,
    queryFn: ({ pageParam }): Promise<OrderList> =>
      callApi(contracts.myOrders, 'listMyOrders', { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export function myOrderOptions(userId: string, orderId: string) {
  return queryOptions({
    queryKey: [...myOrdersKey(userId), 'order', orderId] as const,
    queryFn: (): Promise<OrderView> => callApi(contracts.myOrders, 'getMyOrder', { params: { orderId } }),
    staleTime: 0,
  });
}
