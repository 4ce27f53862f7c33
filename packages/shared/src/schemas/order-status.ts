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
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses);

/** The state a new order starts in. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'received';

/** The allowed moves: from each state, the states it may go to next. */
export const ORDER_TRANSITIONS: { readonly [From in OrderStatus]: readonly OrderStatus[] } = {
  received: ['in_production', 'cancelled'],
  in_production: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['delivered'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The states an order may move to from `from`; none from a final state. */
export function nextStates(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/** Whether an order may move from `from` to `to` (staying in the same state is no move). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** A state no order leaves. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** The Dutch label of a state ('In productie'). */
export function orderStatusLabel(status: OrderStatus): string {
  return orderStatusLabels[status];
}
