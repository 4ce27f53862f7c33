import type { OrderType } from '../schemas/order-details';
import type { OrderKind } from '../schemas/order-kinds';
import { canMove, nextStates, type OrderStatus } from '../schemas/order-status';

/**
 * The moves the order desk may make with one order (decision 0051): the state table's
 * (`canMove`), narrowed by how the order reaches the customer. After production a pickup order
 * becomes ready for pickup and every other order is shipped; the table allows both, the order
 * decides which. Pure, so the inbox offers exactly the moves the server accepts.
 */

/** Whether the order is collected at the shop (orderType pickUp) rather than delivered. */
const isPickUp = (orderType: OrderType) => orderType === 'pickUp';

/** What the desk's rule reads of an order: its kind and how it reaches the customer. */
export type MovedOrder = { kind: OrderKind; orderType: OrderType };

/**
 * Whether the desk may move the order from `from` to `to`. A quote request is only withdrawn
 * here: it is quoted by the desk's answer (with a price) and accepted by the customer's order.
 */
export function canDeskMove(from: OrderStatus, to: OrderStatus, order: MovedOrder): boolean {
  if (order.kind === 'quote') return to === 'cancelled' && canMove(from, to, 'quote');
  if (!canMove(from, to)) return false;
  if (to === 'ready_for_pickup') return isPickUp(order.orderType);
  if (to === 'shipped') return !isPickUp(order.orderType);
  return true;
}

/** The states the desk may move the order to from `from`, in the table's order. */
export function deskMoves(from: OrderStatus, order: MovedOrder): OrderStatus[] {
  return nextStates(from, order.kind === 'quote' ? 'quote' : 'work').filter((to) =>
    canDeskMove(from, to, order),
  );
}

/** The states after which the customer may get a status mail: the order can be collected or is on its way. */
export const STATUS_MAIL_STATES: readonly OrderStatus[] = ['ready_for_pickup', 'shipped'];
