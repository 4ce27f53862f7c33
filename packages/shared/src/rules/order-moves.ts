import type { OrderType } from '../schemas/order-details';
import { canMove, nextStates, type OrderStatus } from '../schemas/order-status';

/**
 * The moves the order desk may make with one order (decision 0051): the state table's
 * (`canMove`), narrowed by how the order reaches the customer. After production a pickup order
 * becomes ready for pickup and every other order is shipped; the table allows both, the order
 * decides which. Pure, so the inbox offers exactly the moves the server accepts.
 */

/** Whether the order is collected at the shop (orderType pickUp) rather than delivered. */
const isPickUp = (orderType: OrderType) => orderType === 'pickUp';

/** Whether the desk may move an order of this type from `from` to `to`. */
export function canDeskMove(from: OrderStatus, to: OrderStatus, orderType: OrderType): boolean {
  if (!canMove(from, to)) return false;
  if (to === 'ready_for_pickup') return isPickUp(orderType);
  if (to === 'shipped') return !isPickUp(orderType);
  return true;
}

/** The states the desk may move an order of this type to from `from`, in the table's order. */
export function deskMoves(from: OrderStatus, orderType: OrderType): OrderStatus[] {
  return nextStates(from).filter((to) => canDeskMove(from, to, orderType));
}

/** The states after which the customer may get a status mail: the order can be collected or is on its way. */
export const STATUS_MAIL_STATES: readonly OrderStatus[] = ['ready_for_pickup', 'shipped'];
