import type { GoodsLine } from '@portal/shared/rules/delivery-costs';
import type { CartResponse } from '@portal/shared/schemas/cart';
import type { StoreCart } from '@portal/shared/schemas/store-cart';
import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../features/product-order/api/cart';
import { useStoreCart } from '../../features/store-cart/hooks/use-store-cart';
import { useUploadedFiles } from '../../features/uploads/hooks/use-uploads';

/**
 * The lines a print order (or the print store's check-out) orders, as the delivery terms judge
 * them (rules/delivery-costs.ts): the session's files in the cart and the store's items, each
 * with the price the customer is shown. A line whose price is not shown (on request) counts as
 * hidden, as the server counts it; null while either cart loads.
 */
export function goodsLinesOf(cart: CartResponse, store: StoreCart): GoodsLine[] {
  return [
    ...cart.lines
      .filter((line) => line.inCart)
      .map((line) => ({ cents: line.priceCents, hidden: line.priceHidden })),
    ...store.lines.map((line) => ({
      cents: line.lineCents,
      hidden: line.lineCents === null && line.problem === null,
    })),
  ];
}

export function usePrintOrderGoods(): GoodsLine[] | null {
  const { sessionId } = useUploadedFiles();
  const cart = useQuery(cartQueryOptions(sessionId)).data;
  const store = useStoreCart().cart;
  return cart && store ? goodsLinesOf(cart, store) : null;
}
