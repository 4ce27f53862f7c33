import type { OrderAddress, OrderDetails } from '../schemas/order-details';

/**
 * Which shop makes an order (spec 02 section 4, decision 0071), one rule for the steps and the
 * server: the shop the customer chose where the order names one (collected at a shop, originals
 * brought to one), else the lookup's by the address the work starts or ends at.
 */

/** Whether the originals of a copy or scan order are collected at the customer. */
export const collectsOriginals = (details: Pick<OrderDetails, 'orderType' | 'originalsToShop'>): boolean =>
  (details.orderType === 'copyOrder' || details.orderType === 'scanOrder') && !details.originalsToShop;

/** Whether the order names its shop: collected at the shop (pickUp), or originals brought there. */
export const choosesShop = (details: Pick<OrderDetails, 'orderType' | 'originalsToShop'>): boolean =>
  details.orderType === 'pickUp' ||
  ((details.orderType === 'copyOrder' || details.orderType === 'scanOrder') && details.originalsToShop);

/**
 * The address the lookup asks by: the originals' pickup address of a copy or scan order
 * collected at the customer, the delivery address of a delivered order; none for a chosen shop.
 */
export function lookupAddressOf(
  details: Pick<OrderDetails, 'orderType' | 'originalsToShop' | 'pickUpAddress' | 'deliveryAddress'>,
): OrderAddress | null {
  if (choosesShop(details)) return null;
  return collectsOriginals(details) ? details.pickUpAddress : details.deliveryAddress;
}
