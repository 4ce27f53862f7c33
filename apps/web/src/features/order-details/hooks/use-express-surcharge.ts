import { isExpressOrder } from '@portal/shared/rules/express';
import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { type DatesOffset, deliveryDatesQuery } from '../api/shops';
import type { OrderDraft } from '../stores/order-details-store';
import { useOrderShop } from './use-order-shop';

/**
 * The shop's spoed surcharge when the chosen day is the spoed option: part of the order's total
 * excl. BTW, which the server compares with what the customer saw. The server applies the same
 * rule (rules/express.ts), and reads the surcharge from the same date answer the deliver step
 * showed. A copy or scan order names its kind and the pickup its delivery dates count from.
 */
export function useExpressSurcharge(
  details: OrderDetails,
  shopId: string | null,
  settings: ThemeSettings,
  job: { kind: ProductKind; offset: DatesOffset | null } | null = null,
): { cents: number; pending: boolean } {
  const applies = isExpressOrder(details, settings);
  const shop = (details.orderType === 'pickUp' ? details.pickUpAddress?.id : null) ?? shopId;
  const dates = useQuery(
    deliveryDatesQuery(
      applies && shop
        ? {
            shopId: shop,
            kind: details.secure ? 'secured' : (job?.kind ?? 'print'),
            fulfilment: details.orderType === 'pickUp' ? 'pickUp' : 'deliver',
            secure: details.secure,
            ...(job?.offset ? { offset: job.offset } : {}),
            // The same question as the step's, so that both read one answer.
            ...(settings.flags.hidePricing ? { withoutPrices: true } : {}),
          }
        : null,
    ),
  );
  if (!applies) return { cents: 0, pending: false };
  const answer = dates.data;
  // Without a shop (the deliver step never chose one) nothing is asked: the server then says.
  if (!answer) return { cents: 0, pending: dates.isLoading };
  return { cents: answer.available ? (answer.promise.express?.surchargeCents ?? 0) : 0, pending: false };
}

/**
 * The spoed surcharge as the server charges it when the order is placed
 * (pipeline/placement-checks.ts): from the shop the server finds for the details as they are now,
 * not the shop the deliver step kept, which answered another question once the invoice changed on
 * Factureren (the server would then charge another shop's surcharge, or none, and refuse the
 * total as PRICE_CHANGED). Pending while that shop is looked up, so that no total without it is
 * offered. A copy or scan order also counts from its pickup: useJobExpressSurcharge.
 */
export function useOrderExpressSurcharge(
  draft: OrderDraft,
  settings: ThemeSettings,
): { cents: number; pending: boolean } {
  const orderShop = useOrderShop(draft);
  const surcharge = useExpressSurcharge(draft.details, orderShop.shopId, settings);
  const waiting = isExpressOrder(draft.details, settings) && orderShop.loading;
  return waiting && surcharge.cents === 0 && !surcharge.pending ? { cents: 0, pending: true } : surcharge;
}
