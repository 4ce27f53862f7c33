/**
 * The order states as customers and staff read them (My orders, the staff inbox, the status
 * mail). Keyed by the state (schemas/order-status.ts), so a missing label fails the typecheck.
 */
export const orderStatus = {
  received: 'Ontvangen',
  in_production: 'In productie',
  ready_for_pickup: 'Klaar om af te halen',
  shipped: 'Verzonden',
  delivered: 'Afgeleverd',
  cancelled: 'Geannuleerd',
  /** A quote request answered with a price; the customer can order it. */
  quoted: 'Offerte verstuurd',
  /** A quote the customer ordered (the order that follows it has its own number). */
  accepted: 'Besteld',
} as const;
