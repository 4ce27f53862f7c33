import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import type { DescribedOrderBody, PlacedOrder } from '@portal/shared/schemas/orders';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** Places a copy or scan order (POST /json/save-copy-order.json.php, spec 02 section 7), once per draft. */
export function saveCopyOrder(body: DescribedOrderBody, idempotencyKey: string): Promise<PlacedOrder> {
  return callApi(
    contracts.orders,
    'saveCopyOrder',
    { body },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}
