import type { DeliveryTerms, ThemeOrderTerms } from '../schemas/delivery-terms';
import type { OrderDetails } from '../schemas/order-details';
import type { OrderKind } from '../schemas/order-kinds';
import type { ThemeSettings } from '../schemas/theme';
import { traitsOf } from './order-kind-traits';
import { isPurchasingPortal } from './purchasing-portal';

/**
 * Delivery costs and the minimum order value (issue 32 point 3, decision 0131): one rule for the
 * steps, which show the charge before the customer confirms, and the server, which computes it
 * again and charges its own figure. Pure: the shop's and the theme's terms come in as data.
 */

/** The terms an order is judged by: the shop's, with what the theme names instead. */
export const termsOf = (shop: DeliveryTerms, theme: ThemeOrderTerms | undefined): DeliveryTerms => ({
  ...shop,
  ...theme,
});

/**
 * Whether an order of this kind, in this theme, has delivery costs and a minimum at all. Only
 * orders the portal prices from its catalogue do (print orders and the print store's
 * check-out): a quote's price is agreed with the work, copy and scan jobs are priced (or
 * followed) as a service with the originals' transport in it, secured work shows no amounts.
 * A purchasing portal's order goes back as a cart to a system that handles freight itself.
 */
export const deliveryTermsApply = (kind: OrderKind, settings: Pick<ThemeSettings, 'customFields'>): boolean =>
  traitsOf(kind).deliveryTerms && !isPurchasingPortal(settings.customFields);

/** A line as both sides know it: its price (null without one) and whether the customer sees it. */
export type GoodsLine = { cents: number | null; hidden: boolean };

/**
 * The value of the goods the terms are judged on. Where the customer sees amounts: the lines whose
 * price they see (a price on request is not counted: they could not check it), and the value is
 * known only when every line has one. Under a theme that hides prices the provider's own sum of
 * every priced line (nothing was shown, nothing is compared), and no minimum: a customer cannot be
 * asked to reach an amount they are never shown.
 */
export function goodsOf(
  lines: readonly GoodsLine[],
  pricesHidden: boolean,
): { goodsCents: number; valueKnown: boolean } {
  const counted = lines.filter((line) => line.cents !== null && (pricesHidden || !line.hidden));
  return {
    goodsCents: counted.reduce((sum, line) => sum + (line.cents ?? 0), 0),
    valueKnown: !pricesHidden && lines.length > 0 && counted.length === lines.length,
  };
}

export type DeliveryCosts = {
  /** The charge excl. BTW: 0 when collected, free above the amount, or without a charge. */
  chargeCents: number;
  /** What more the goods must be worth for free delivery; null when it is free already or never. */
  untilFreeCents: number | null;
  /** The terms' minimum; 0 for none. */
  minimumOrderCents: number;
  /** The goods are known to be worth less than the minimum: the order is refused. */
  belowMinimum: boolean;
};

export type DeliveryCostsInput = {
  terms: DeliveryTerms;
  orderType: OrderDetails['orderType'];
  goodsCents: number;
  /** Whether every line's value is known (goodsOf): only then is the minimum judged. */
  valueKnown: boolean;
};

/** No charge and no minimum: an order the terms do not apply to. */
export const NO_DELIVERY_COSTS: DeliveryCosts = {
  chargeCents: 0,
  untilFreeCents: null,
  minimumOrderCents: 0,
  belowMinimum: false,
};

/**
 * The charge and the minimum of an order. Only a delivered order pays the charge (collected at a
 * shop is free); the charge stops at `freeFromCents` (at the amount itself, 'vanaf'). The minimum
 * counts for delivered and collected orders alike.
 */
export function deliveryCostsOf(input: DeliveryCostsInput): DeliveryCosts {
  const { terms, goodsCents } = input;
  if (!Number.isInteger(goodsCents) || goodsCents < 0)
    throw new RangeError(`the goods must be worth whole cents, not ${goodsCents}`);
  const delivered = input.orderType === 'deliver';
  const free = terms.freeFromCents !== null && goodsCents >= terms.freeFromCents;
  const chargeCents = delivered && !free ? terms.chargeCents : 0;
  return {
    chargeCents,
    untilFreeCents: chargeCents > 0 && terms.freeFromCents !== null ? terms.freeFromCents - goodsCents : null,
    minimumOrderCents: terms.minimumOrderCents,
    belowMinimum: input.valueKnown && goodsCents < terms.minimumOrderCents,
  };
}

/**
 * The costs of an order as the pipeline and the steps judge it: nothing for a kind or theme the
 * terms do not apply to, else the terms of the shop (with the theme's) on the value of its goods.
 */
export function orderDeliveryCosts(input: {
  kind: OrderKind;
  settings: Pick<ThemeSettings, 'customFields' | 'orderTerms'>;
  shopTerms: DeliveryTerms;
  orderType: OrderDetails['orderType'];
  lines: readonly GoodsLine[];
  pricesHidden: boolean;
}): { costs: DeliveryCosts; goodsCents: number; applies: boolean } {
  const goods = goodsOf(input.lines, input.pricesHidden);
  if (!deliveryTermsApply(input.kind, input.settings))
    return { costs: NO_DELIVERY_COSTS, goodsCents: goods.goodsCents, applies: false };
  const costs = deliveryCostsOf({
    terms: termsOf(input.shopTerms, input.settings.orderTerms),
    orderType: input.orderType,
    ...goods,
  });
  return { costs, goodsCents: goods.goodsCents, applies: true };
}
