import { collectsOriginals } from '@portal/shared/rules/order-shop';
import type { ChosenDate, OrderAddress, OrderDetails } from '@portal/shared/schemas/order-details';
import type { DeliveryDatesResponse } from '@portal/shared/schemas/shops';
import type { DatesOffset } from '../api/shops';
import { dutchDate } from './chosen-date';

/**
 * The order details of a copy or scan order as its steps change them (spec 02 section 4, 'Copy
 * and scan'; decision 0096): where the originals come from, whether the delivery follows them,
 * and the pickup the delivery dates count from.
 */

type JobAddresses = Pick<
  OrderDetails,
  'orderType' | 'originalsToShop' | 'pickUpAddress' | 'deliveryAddress' | 'deliverToPickUpAddress'
>;

/** The delivery address is the pickup address: originals collected, 'Dit is ook het bezorgadres' on. */
export const deliversToPickUpAddress = (details: JobAddresses): boolean =>
  collectsOriginals(details) && details.deliverToPickUpAddress;

/** The customer's address the originals are collected at; the delivery address follows it while on. */
export function pickUpAddressPatch(
  details: JobAddresses,
  address: OrderAddress | null,
): Partial<OrderDetails> {
  return {
    pickUpAddress: address,
    ...(details.deliverToPickUpAddress ? { deliveryAddress: address } : {}),
  };
}

/** 'Dit is ook het bezorgadres' on (the delivery address becomes the pickup address) or off (it stays, to change). */
export function followPatch(details: JobAddresses, on: boolean): Partial<OrderDetails> {
  return on
    ? {
        deliverToPickUpAddress: true,
        ...(details.pickUpAddress ? { deliveryAddress: details.pickUpAddress } : {}),
      }
    : { deliverToPickUpAddress: false };
}

/**
 * Collected at the customer or brought to a shop: the pickup address is another kind of address
 * then (the customer's, or the shop's), so it is chosen again; the delivery address stays.
 */
export function originalsPatch(details: JobAddresses, toShop: boolean): Partial<OrderDetails> {
  if (toShop === details.originalsToShop) return {};
  return { originalsToShop: toShop, pickUpAddress: null };
}

/**
 * What an address left empty becomes (spec 02 section 4: the user's default address, the first
 * of the address book): the pickup address of originals we collect, and the delivery address,
 * which is the pickup address while it follows it. Null when nothing changes.
 */
export function defaultAddressesPatch(
  details: JobAddresses,
  first: OrderAddress | undefined,
): Partial<OrderDetails> | null {
  if (collectsOriginals(details) && !details.pickUpAddress)
    return first ? pickUpAddressPatch(details, first) : null;
  if (deliversToPickUpAddress(details)) {
    const same = JSON.stringify(details.deliveryAddress) === JSON.stringify(details.pickUpAddress);
    return same ? null : { deliveryAddress: details.pickUpAddress };
  }
  return !details.deliveryAddress && first ? { deliveryAddress: first } : null;
}

/**
 * The pickup the delivery dates count from (offsetDate dd-MM-yyyy, offsetTime HH:mm), as the
 * server counts it when the order is placed (pipeline/placement-checks.ts): the chosen time, else
 * the day's first, else the first the shop promises. Null without a pickup day.
 */
export function pickUpOffset(
  chosen: ChosenDate | null,
  answer: DeliveryDatesResponse | undefined,
): DatesOffset | null {
  if (!chosen) return null;
  const date = dutchDate(chosen.date);
  const offered = answer?.available ? answer : null;
  const option = offered?.options.find((candidate) => candidate.date === date);
  const time = chosen.time ?? option?.times[0]?.time ?? offered?.promise.first.time ?? null;
  return time ? { date, time } : null;
}
