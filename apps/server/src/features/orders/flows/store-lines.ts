import type { PricedStoreLine } from '../../store-cart/store-line-pricing';
import type { PlacedLine } from '../pipeline/order-flow';
import { NO_FILE } from './line-parts';

/**
 * What an order keeps of a print store line (decision 0106): the design or package, its preview,
 * specs, unit and line price as the customer saw them, so the order, its mail, the desk and the
 * job ticket read it as it was ordered whatever the store changes after.
 */
export type StoreLineSnapshot = {
  cartLineId: string;
  kind: PricedStoreLine['kind'];
  itemId: string;
  printStoreId: string | null;
  categoryId: string | null;
  collectionId: string | null;
  productTypeName: string | null;
  productCode: string | null;
  image: PricedStoreLine['image'];
  specs: PricedStoreLine['specs'];
  isStockProduct: boolean;
  sizeMm: PricedStoreLine['sizeMm'];
  /** The coupon that discounted the line's prices, with the unit price before (decision 0108). */
  coupon?: NonNullable<PricedStoreLine['coupon']>;
};

export function storeItemLine(line: PricedStoreLine): PlacedLine {
  const snapshot: StoreLineSnapshot = {
    cartLineId: line.id,
    kind: line.kind,
    itemId: line.itemId,
    printStoreId: line.printStoreId,
    categoryId: line.categoryId,
    collectionId: line.collectionId,
    productTypeName: line.productTypeName,
    productCode: line.productCode,
    image: line.image,
    specs: line.specs,
    isStockProduct: line.isStockProduct,
    sizeMm: line.sizeMm,
    ...(line.coupon ? { coupon: line.coupon } : {}),
  };
  return {
    kind: 'store_item',
    ...NO_FILE,
    productId: line.itemId,
    productTitle: line.productTypeName ? `${line.name} (${line.productTypeName})` : line.name,
    specs: line.choices,
    content: { store: snapshot },
    format: null,
    quantity: line.quantity,
    unitPriceCents: line.hiddenUnitCents,
    linePriceCents: line.hiddenLineCents,
    breakdown: null,
    noPriceReason: null,
    // The theme hid the store's amounts: the customer saw none, and never sees them after.
    priceHidden: line.unitCents === null,
  };
}

/** The cart lines an order takes: those its store lines came from, at the quantities ordered. */
export const storeCartLinesOf = (lines: readonly PlacedLine[]) =>
  lines.flatMap((line) =>
    line.kind === 'store_item'
      ? [{ id: (line.content as { store: StoreLineSnapshot }).store.cartLineId, quantity: line.quantity }]
      : [],
  );
