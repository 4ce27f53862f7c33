import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import type { PlacedOrder, QuoteRequestBody } from '@portal/shared/schemas/orders';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** Sends a quote request (POST /api/v3/order/quotation-request, spec 02 section 7), once per draft. */
export function requestQuote(body: QuoteRequestBody, idempotencyKey: string): Promise<PlacedOrder> {
  return callApi(
    contracts.orders,
    'requestQuote',
    { body },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}
