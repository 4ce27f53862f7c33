import type { ProductType, StoreImage } from '@portal/shared/schemas/print-store';
import type { Failure } from '../../platform/failure';

/**
 * What the store cart needs of the print store (features/print-store implements it): the
 * designs and packages a theme's visitor may order, with what prices them. The cart never reads
 * the print store's tables itself.
 */
export type StoreItem = {
  kind: 'product' | 'package';
  id: string;
  printStoreId: string;
  categoryId: string | null;
  collectionId: string | null;
  name: string;
  /** The product type's name for a design; null for a package. */
  productTypeName: string | null;
  productCode: string | null;
  image: StoreImage | null;
  isStockProduct: boolean;
  /** The theme shows this store's amounts (not hidePricing, not hideOwnPricing for its own store). */
  pricesShown: boolean;
  pricing:
    | { kind: 'table'; type: Pick<ProductType, 'menus' | 'disabled' | 'maxOrderAmount' | 'prices'> }
    /**
     * A package: its price per package, 'Maximaal 1 te bestellen', and what is in it as the
     * customer reads it ('2 × Nooduitgang links (Formaat: 20 × 30 cm, …)'), for the order.
     */
    | { kind: 'fixed'; priceCents: number; maxOrderAmount: number | null; contents: string[] };
};

export type StoreItemRef = { kind: 'product' | 'package'; id: string };

export interface StoreItems {
  /**
   * The items among these that the theme shows to everybody, keyed `${kind}:${id}`; a missing key
   * is an item that is gone or hidden. Hidden items are not for sale: their store's admins see
   * them to edit them, not to order them.
   */
  itemsFor(
    theme: string | undefined,
    refs: readonly StoreItemRef[],
  ): Promise<Map<string, StoreItem> | Failure<'THEME_NOT_FOUND'>>;

  /** The ids of the stores the theme shows: a coupon of another store is no coupon here. */
  storeIdsShown(theme: string | undefined): Promise<string[] | Failure<'THEME_NOT_FOUND'>>;
}

export const itemKey = (ref: StoreItemRef): string => `${ref.kind}:${ref.id}`;
