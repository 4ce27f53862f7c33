import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { deliveryDatesQuery } from '../api/shops';
import type { OrderDraft } from '../stores/order-details-store';
import { pickUpOffset } from '../utils/job-details';
import { useExpressSurcharge } from './use-express-surcharge';
import { useOrderShop } from './use-order-shop';

/**
 * The spoed surcharge of a copy or scan order as the server charges it when the order is placed
 * (pipeline/placement-checks.ts, surchargeOf): from the shop the server finds for the details as
 * they are now (looked up again when the pickup or invoice address changed since the steps asked,
 * spec 02 section 4), and from that shop's delivery days counted from the chosen pickup with the
 * time the server counts from (the chosen time, else the day's first, else the shop's first).
 * Pending while the shop or the pickup's days load, so that no total without it is offered.
 */
export function useJobExpressSurcharge(
  draft: OrderDraft,
  kind: 'copy' | 'scan',
  settings: ThemeSettings,
): { cents: number; pending: boolean } {
  const { details } = draft;
  const orderShop = useOrderShop(draft);
  const shopId = orderShop.shopId;
  const pickUpDates = useQuery(
    deliveryDatesQuery(
      shopId && details.pickUpDate
        ? {
            shopId,
            kind,
            fulfilment: 'pickUp',
            secure: details.secure,
            ...(settings.flags.hidePricing ? { withoutPrices: true } : {}),
          }
        : null,
    ),
  );
  const offset = pickUpOffset(details.pickUpDate, pickUpDates.data);
  const surcharge = useExpressSurcharge(details, shopId, settings, { kind, offset });
  const waiting = orderShop.loading || pickUpDates.isLoading;
  return surcharge.cents === 0 && !surcharge.pending && waiting ? { cents: 0, pending: true } : surcharge;
}
