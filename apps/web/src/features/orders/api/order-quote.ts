import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import type { PlacedOrder, QuoteOrderBody } from '@portal/shared/schemas/orders';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** Orders an answered quote at its price (POST /api/v3/orders/:orderId/quote-order), once per quote. */
export function orderQuote(
  requestId: string,
  body: QuoteOrderBody,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return callApi(
    contracts.orders,
    'orderQuote',
    { params: { orderId: requestId }, body },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}
