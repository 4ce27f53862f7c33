import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deliveryAddressesQuery } from '../api/address-book';
import { type OrderDraft, orderDetails } from '../stores/order-details-store';
import { defaultAddressesPatch, pickUpOffset } from '../utils/job-details';
import { orderAddressOfDelivery, preferredDeliveryAddress } from '../utils/order-address';
import { useChosenDate } from './use-chosen-date';
import { useOrderShop } from './use-order-shop';

/**
 * The user's delivery addresses for a copy or scan order, and the defaults of spec 02 section 4:
 * an empty pickup or delivery address becomes the default of the address book (else its first), and the delivery
 * address follows the pickup address while 'Dit is ook het bezorgadres' is on.
 */
export function useJobAddresses(draft: OrderDraft) {
  const { details } = draft;
  const addresses = useQuery(deliveryAddressesQuery(true));
  const first = preferredDeliveryAddress(addresses.data?.addresses ?? []);
  useEffect(() => {
    const patch = defaultAddressesPatch(details, first ? orderAddressOfDelivery(first) : undefined);
    if (patch) orderDetails.update(patch);
  }, [details, first]);
  return addresses;
}

/**
 * The shop and days of a copy or scan order (spec 02 section 4): the shop is looked up by the
 * pickup address (or is the one the originals are brought to); its pickup days load and the
 * first is chosen when none is; the delivery days are counted from the chosen pickup (day and
 * time as the offset) and the first is chosen when none is. Both steps use it, so the delivery
 * day follows a new pickup day on Ophalen already.
 */
export function useJobDates(draft: OrderDraft, kind: 'copy' | 'scan') {
  const { details } = draft;
  const orderShop = useOrderShop(draft);
  const secure = details.secure;
  const pickUp = useChosenDate(
    { shopId: orderShop.shopId, kind, fulfilment: 'pickUp', secure },
    details.pickUpDate,
    orderDetails,
    'pickUpDate',
  );
  // Not from a pickup day about to be replaced (the shop's days are loading or refuse it).
  const offset = pickUp.choosing ? null : pickUpOffset(details.pickUpDate, pickUp.dates.data);
  const delivery = useChosenDate(
    { shopId: offset ? orderShop.shopId : null, kind, fulfilment: 'deliver', secure, offset },
    details.deliveryDate,
  );
  return { orderShop, pickUp, delivery, offset };
}
