import { isExpressOrder } from '@portal/shared/rules/express';
import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { type DatesOffset, deliveryDatesQuery } from '../api/shops';

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
