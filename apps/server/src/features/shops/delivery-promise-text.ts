import { formatPrice } from '@portal/shared/format';
import { dayAtTime } from '@portal/shared/rules/chosen-date';
import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import type { DeliveryPromise, PromiseDay } from './delivery-dates';

/**
 * Who moves on a pickup day: the customer collects a print order at the shop ('af te halen'),
 * while the originals of a copy or scan order are collected at the customer by us ('opgehaald').
 */
const collectedByUs = (kind: ProductKind) => kind === 'copy' || kind === 'scan';

/**
 * The promise of a date plan in one plain Dutch sentence, as Dutch printers show it: "Vóór 12:00
 * besteld, morgen bezorgd." The web app will say it through its text catalogue; this is the
 * wording, kept beside the rule so the two cannot drift while the catalogue has no entry yet.
 */

/** 'vandaag' / 'morgen', the weekday within the coming week, else weekday and date. */
function whenSaid(day: PromiseDay): string {
  if (day.title) return day.title;
  if (day.daysAhead <= 6) return day.day;
  return `${day.day} ${day.date}`;
}

function deadlineSaid(orderBefore: PromiseDay): string {
  return orderBefore.daysAhead === 0
    ? `Vóór ${orderBefore.time} besteld`
    : `Vóór ${whenSaid(orderBefore)} ${orderBefore.time} besteld`;
}

function outcomeSaid(
  fulfilment: DeliveryPromise['fulfilment'],
  first: PromiseDay,
  kind: ProductKind,
): string {
  if (fulfilment === 'deliver') return `${whenSaid(first)} bezorgd`;
  return collectedByUs(kind)
    ? `${dayAtTime(whenSaid(first), first.time)} bij u opgehaald`
    : `${dayAtTime(whenSaid(first), first.time)} af te halen`;
}

/** "Vóór 12:00 besteld, morgen bezorgd." / "Na ophalen maandag 08:30: dinsdag bezorgd." */
export function deliveryPromiseText(promise: DeliveryPromise, kind: ProductKind = 'print'): string {
  const outcome = outcomeSaid(promise.fulfilment, promise.first, kind);
  if (promise.orderBefore) return `${deadlineSaid(promise.orderBefore)}, ${outcome}.`;
  // Dates that follow a pickup: the pickup, not the cut-off, is what the customer chose.
  return `Na ophalen ${whenSaid(promise.afterPickup)} ${promise.afterPickup.time}: ${outcome}.`;
}

/**
 * "Spoed: vóór 10:00 besteld, vandaag bezorgd (+ € 25,00)."; without the surcharge for a customer
 * shown no prices (hidePricing, issue 32 point 6); null when no spoed is offered.
 */
export function expressPromiseText(
  promise: DeliveryPromise,
  kind: ProductKind = 'print',
  { withSurcharge = true }: { withSurcharge?: boolean } = {},
): string | null {
  const { express } = promise;
  if (!express) return null;
  const outcome = outcomeSaid(promise.fulfilment, express.first, kind);
  const surcharge = withSurcharge ? ` (+ ${formatPrice(express.surchargeCents)})` : '';
  if (!express.orderBefore) return `Spoed: ${outcome}${surcharge}.`;
  const deadline = deadlineSaid(express.orderBefore).replace(/^Vóór/, 'vóór');
  return `Spoed: ${deadline}, ${outcome}${surcharge}.`;
}
