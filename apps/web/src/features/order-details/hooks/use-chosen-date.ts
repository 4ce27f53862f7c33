import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import type { ChosenDate } from '@portal/shared/schemas/order-details';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCurrentTheme } from '../../../lib/theme-context';
import { type DatesOffset, deliveryDatesQuery } from '../api/shops';
import { orderDetails as defaultStore, type OrderDetailsStore } from '../stores/order-details-store';
import { decideDate } from '../utils/chosen-date';

/** Which day of the order details is chosen: the delivery (or collection) day, or a copy or scan order's pickup. */
export type ChosenDateField = 'deliveryDate' | 'pickUpDate';

/**
 * The shop's dates and the chosen day (spec 02 section 4): when the shop changes, its dates load
 * and the first active date with its first time is chosen if none is set. The dates are asked
 * again when the server says they change (a cut-off passing while the page is open); a choice
 * that can no longer be met then moves to the first possible day, and `moved` names it;
 * `choosing` says that a date is on its way by itself. A copy or scan order chooses its pickup
 * day this way too (`field`), and its delivery day from dates counted from that pickup (`offset`).
 */
export function useChosenDate(
  question: {
    shopId: string | null;
    kind: ProductKind;
    fulfilment: 'deliver' | 'pickUp';
    secure: boolean;
    offset?: DatesOffset | null;
    /** The theme hides prices (by default the current theme's hidePricing): no surcharge named. */
    withoutPrices?: boolean;
  },
  chosen: ChosenDate | null,
  store: OrderDetailsStore = defaultStore,
  field: ChosenDateField = 'deliveryDate',
) {
  const { shopId, kind, fulfilment, secure } = question;
  const offset = question.offset ?? null;
  const themeHidesPrices = useCurrentTheme()?.settings.flags.hidePricing ?? false;
  const withoutPrices = question.withoutPrices ?? themeHidesPrices;
  const dates = useQuery(
    deliveryDatesQuery(
      shopId
        ? {
            shopId,
            kind,
            fulfilment,
            secure,
            ...(offset ? { offset } : {}),
            ...(withoutPrices ? { withoutPrices } : {}),
          }
        : null,
    ),
  );
  const [moved, setMoved] = useState<ChosenDate | null>(null);
  const lastQuestion = useRef<string | null>(null);
  const offsetKey = offset ? `${offset.date} ${offset.time}` : '';

  useEffect(() => {
    if (!dates.data || dates.data.shopId !== shopId) return;
    const asked = `${shopId}|${kind}|${fulfilment}|${secure}|${offsetKey}`;
    const sameQuestion = lastQuestion.current === asked;
    lastQuestion.current = asked;
    const decision = decideDate(chosen, dates.data);
    if (!decision.change) return;
    store.update({ [field]: decision.next });
    // Only a refresh of the same question moves a choice behind the customer's back; another
    // shop, another way of receiving or another pickup is the customer's own doing.
    setMoved(decision.moved && sameQuestion ? decision.next : null);
  }, [dates.data, chosen, shopId, kind, fulfilment, secure, offsetKey, store, field]);

  // The dates are loading, or have come and the first date is about to be chosen (the effect
  // above, after this render): no date yet, but not one for the customer to choose either.
  const choosing =
    dates.isLoading || (dates.data?.shopId === shopId && decideDate(chosen, dates.data).change);

  return { dates, choosing, moved, dismissMoved: () => setMoved(null) };
}
