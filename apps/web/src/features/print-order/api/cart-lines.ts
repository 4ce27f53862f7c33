import type { CartLine, CartResponse, ConfigureFileBody } from '@portal/shared/schemas/cart';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The cart's calls the print step makes (spec 01 section 4): a file's product, options and
 * quantity saved and priced again by the server, and a file taken out of the cart. The cart
 * itself is the one every view shares; the route hands its query in (features/print-order does
 * not know the product order feature's).
 */
export function configureCartFile(
  sessionId: string,
  fileId: string,
  body: ConfigureFileBody,
): Promise<CartLine> {
  return callApi(contracts.cart, 'configureFile', { params: { sessionId, fileId }, body });
}

export function removeCartFile(sessionId: string, fileId: string): Promise<CartResponse> {
  return callApi(contracts.cart, 'removeFromCart', { params: { sessionId, fileId } });
}
