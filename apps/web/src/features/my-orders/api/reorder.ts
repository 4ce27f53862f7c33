import type { ReorderResult } from '@portal/shared/schemas/order-views';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * 'Opnieuw bestellen' (`POST /api/v3/orders/:orderId/reorder`, issue 13 point 7): the order's files
 * as copies in the upload session `sessionId` and its lines in that session's cart, priced today.
 */
export function reorderInto(orderId: string, sessionId: string): Promise<ReorderResult> {
  return callApi(contracts.myOrders, 'reorder', { params: { orderId }, body: { sessionId } });
}
