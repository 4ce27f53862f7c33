import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import type { DeliveryDatesResponse, ShopList, ShopLookupResponse } from '@portal/shared/schemas/shops';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import type { ShopQuestion } from '../utils/shop-question';

/** The provider's shops, which one does the order, and the dates it offers (spec 02 section 7). */

export function shopsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: ['shops'],
    queryFn: (): Promise<ShopList> => callApi(contracts.shops, 'listShops', {}),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function shopLookupQuery(question: ShopQuestion, enabled: boolean) {
  const query = {
    ...(question.deliveryAddressId ? { deliveryAddressId: question.deliveryAddressId } : {}),
    ...(question.zipCode ? { zipCode: question.zipCode } : {}),
    ...(question.invoiceAddressId ? { invoiceAddressId: question.invoiceAddressId } : {}),
    ...(question.customerNumber ? { customerNumber: question.customerNumber } : {}),
    secure: question.secure ? ('true' as const) : ('false' as const),
  };
  return queryOptions({
    queryKey: ['shop-lookup', query],
    queryFn: (): Promise<ShopLookupResponse> => callApi(contracts.shops, 'lookUpShop', { query }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The pickup a copy or scan order's delivery follows: its day dd-MM-yyyy and time HH:mm. */
export type DatesOffset = { date: string; time: string };

export type DatesQuestion = {
  shopId: string;
  kind: ProductKind;
  fulfilment: 'deliver' | 'pickUp';
  secure: boolean;
  /** A copy or scan delivery: the dates count from this pickup (schemas/shops.ts). */
  offset?: DatesOffset | null;
  /** The theme hides prices (hidePricing): the spoed promise comes without its surcharge. */
  withoutPrices?: boolean;
};

/**
 * The shop's dates. The answer says when it may change (a cut-off passing, midnight): the query
 * is stale from then on and fetched again while the page is open, so the day picker moves on by
 * itself (useChosenDate then moves a choice that can no longer be met).
 */
export function deliveryDatesQuery(question: DatesQuestion | null) {
  return queryOptions({
    queryKey: ['delivery-dates', question],
    // No question (no shop yet): nothing to ask.
    queryFn: question ? () => fetchDeliveryDates(question) : skipToken,
    staleTime: (query) => untilRefresh(query.state.data),
    refetchInterval: (query) => untilRefresh(query.state.data) || false,
  });
}

/** Milliseconds until the answer's refreshAt (at least a second, at most an hour). */
export function untilRefresh(answer: DeliveryDatesResponse | undefined, now = Date.now()): number {
  if (!answer?.available) return 60 * 60_000;
  const wait = new Date(answer.refreshAt).getTime() - now;
  return Math.min(Math.max(wait, 1000), 60 * 60_000);
}

function fetchDeliveryDates(question: DatesQuestion): Promise<DeliveryDatesResponse> {
  const { offset } = question;
  return callApi(contracts.shops, 'listDeliveryDates', {
    params: { shopId: question.shopId },
    query: {
      kind: question.kind,
      fulfilment: question.fulfilment,
      secure: question.secure ? 'true' : 'false',
      ...(question.withoutPrices ? { withoutPrices: 'true' } : {}),
      ...(offset ? { offsetDate: offset.date, offsetTime: offset.time } : {}),
    },
  });
}
