import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import type { PlacedOrder, PlaceOrderBody } from '@portal/shared/schemas/orders';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * Places the cart of an upload session as an order (POST /api/v3/orders, decision 0047). Every
 * retry of one attempt carries the same `idempotencyKey`, so that the server answers it with
 * the first answer instead of ordering twice.
 */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlacedOrder> {
  return callApi(
    contracts.orders,
    'placeOrder',
    { body },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}
