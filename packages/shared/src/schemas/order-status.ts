import { z } from 'zod';
import { orderStatus as orderStatusLabels } from '../i18n/nl/order-status';

/**
 * The states of a placed order and the moves between them (issue 13 point 5, decision 0047):
 * one table that the server enforces and the staff inbox and My orders read. Pure: no database.
 *
 * received → in_production → ready_for_pickup (a pickup) or shipped (a delivery) → delivered;
 * cancelled from received or in_production only. Once produced (ready or shipped) an order is
 * not cancelled in the portal: taking it back is a credit the provider handles outside it.
 * delivered and cancelled are final.
 */
export const orderStatuses = [
  'received',
  'in_production',
  'ready_for_pickup',
  'shipped',
  'delivered',
  'cancelled',
  'quoted',
  'accepted',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses);

/** The state a new order starts in. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'received';

type Transitions = { readonly [From in OrderStatus]: readonly OrderStatus[] };

/** The allowed moves of work (every kind but a quote request): from each state, the states it may go to next. */
export const ORDER_TRANSITIONS: Transitions = {
  received: ['in_production', 'cancelled'],
  in_production: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['delivered'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  quoted: [],
  accepted: [],
};

/**
 * A quote request (issue 28 point 5): received, then quoted (staff answer it with a price), then
 * accepted when the customer orders it, which places an order of its own; withdrawn (cancelled)
 * before that. Nothing of it is produced.
 */
export const QUOTE_TRANSITIONS: Transitions = {
  received: ['quoted', 'cancelled'],
  quoted: ['accepted', 'cancelled'],
  accepted: [],
  cancelled: [],
  in_production: [],
  ready_for_pickup: [],
  shipped: [],
  delivered: [],
};

/** Whose moves an order follows: a quote request's or work's. */
export type TransitionsKind = 'quote' | 'work';

const transitionsOf = (kind: TransitionsKind): Transitions =>
  kind === 'quote' ? QUOTE_TRANSITIONS : ORDER_TRANSITIONS;

/** The states an order may move to from `from`; none from a final state. */
export function nextStates(from: OrderStatus, kind: TransitionsKind = 'work'): readonly OrderStatus[] {
  return transitionsOf(kind)[from];
}

/** Whether an order may move from `from` to `to` (staying in the same state is no move). */
export function canMove(from: OrderStatus, to: OrderStatus, kind: TransitionsKind = 'work'): boolean {
  return transitionsOf(kind)[from].includes(to);
}

/** A state no order leaves. */
export function isFinalStatus(status: OrderStatus, kind: TransitionsKind = 'work'): boolean {
  return transitionsOf(kind)[status].length === 0;
}

/** The Dutch label of a state ('In productie'). */
export function orderStatusLabel(status: OrderStatus): string {
  return orderStatusLabels[status];
}
