import type { OrderDetails } from '@portal/shared/schemas/order-details';
import type { Shop } from '@portal/shared/schemas/shops';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ShopQuestion, shopLookupQuery, shopsQuery } from '../api/shops';
import { orderDetails as defaultStore, type OrderDetailsStore } from '../stores/order-details-store';
import { orderAddressOfShop } from '../utils/order-address';

/**
 * The shop that does the order (spec 02 section 4): looked up again when the delivery address or
 * the invoice changes. For an order collected at the shop (pickUp) the customer may choose
 * another shop; that choice is the pickup address and wins over the lookup until the customer
 * chooses again. The shop is kept with the order details.
 */
export function useOrderShop(
  details: OrderDetails,
  shopId: string | null,
  store: OrderDetailsStore = defaultStore,
) {
  const shops = useQuery(shopsQuery(true));
  const question: ShopQuestion = {
    deliveryAddressId:
      details.orderType === 'deliver' ? (details.deliveryAddress?.id ?? undefined) : undefined,
    zipCode:
      details.orderType === 'deliver' && !details.deliveryAddress?.id
        ? details.deliveryAddress?.zipCode || undefined
        : undefined,
    invoiceAddressId: details.invoiceAddress?.customerNumber
      ? undefined
      : (details.invoiceAddress?.id ?? undefined),
    customerNumber: details.invoiceAddress?.customerNumber ?? undefined,
    secure: details.secure,
  };
  const lookup = useQuery(shopLookupQuery(question, true));
  const all = shops.data?.shops ?? [];
  const chosenForPickUp =
    details.orderType === 'pickUp' ? all.find((shop) => shop.id === details.pickUpAddress?.id) : undefined;
  const shop: Shop | undefined = chosenForPickUp ?? lookup.data?.location;

  useEffect(() => {
    if (!shop) return;
    store.setShop(shop.id);
    if (details.orderType === 'pickUp' && details.pickUpAddress?.id !== shop.id)
      store.update({ pickUpAddress: orderAddressOfShop(shop) });
  }, [shop, details.orderType, details.pickUpAddress?.id, store]);

  return {
    shop: shop ?? all.find((candidate) => candidate.id === shopId),
    shops: all,
    loading: shops.isPending || lookup.isPending,
    failed: shops.isError || lookup.isError,
    retry: () => {
      void shops.refetch();
      void lookup.refetch();
    },
  };
}
