import { type DeliveryCosts, type GoodsLine, orderDeliveryCosts } from '@portal/shared/rules/delivery-costs';
import type { OrderKind } from '@portal/shared/schemas/order-kinds';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { OrderDraft } from '../stores/order-details-store';
import { useOrderShop } from './use-order-shop';

/** What the steps show of delivery costs and the minimum, and what the total sent must hold. */
export type DeliveryCostsView = {
  costs: DeliveryCosts;
  /** The value of the goods the terms are judged on (the lines whose price the customer sees). */
  goodsCents: number;
  delivered: boolean;
  /** The shop (and so its terms) is still being looked up: no total is offered yet. */
  pending: boolean;
};

/**
 * The delivery charge and the minimum order value of the order as the server will compute them
 * (rules/delivery-costs.ts, decision 0131): the terms of the shop the server finds for the details
 * as they are now, with the theme's own, on the lines the flow orders. Null for an order the terms
 * do not apply to (a quote, a copy or scan job, secured work, a purchasing portal), under a theme
 * that hides prices, or while the lines are not known.
 */
export function useDeliveryCosts(
  draft: OrderDraft,
  settings: ThemeSettings,
  kind: OrderKind,
  lines: readonly GoodsLine[] | null,
): DeliveryCostsView | null {
  const orderShop = useOrderShop(draft);
  // A theme that hides prices shows no charge and judges no minimum; the server charges its own
  // figure for the provider's invoice and compares no total (decision 0098).
  if (lines === null || settings.flags.hidePricing) return null;
  const terms = orderShop.shop?.deliveryTerms;
  const delivered = draft.details.orderType === 'deliver';
  const computed = orderDeliveryCosts({
    kind,
    settings,
    // Until the shop is known no charge is counted, and the total waits (pending).
    shopTerms: terms ?? { chargeCents: 0, freeFromCents: null, minimumOrderCents: 0 },
    orderType: draft.details.orderType,
    lines,
    pricesHidden: false,
  });
  if (!computed.applies) return null;
  return {
    costs: computed.costs,
    goodsCents: computed.goodsCents,
    delivered,
    pending: terms === undefined,
  };
}
