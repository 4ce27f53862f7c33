import type { OrderStatus } from '@portal/shared/schemas/order-status';
import type { Db } from '../../../db/database';
import { moveOrderStatus } from '../orders.repository';

export type StatusMove = {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** The staff user who moves the order. */
  by: string;
  at: Date;
  note: string;
};

/** The order desk's writes (decision 0051). */
export function createOrderDeskRepository() {
  return {
    /**
     * Moves the order from `from` to `to` and records the move, in the caller's transaction. The
     * update is conditional on the state the desk saw: false, and nothing written, when the order
     * is no longer in `from` (another move came first; on PostgreSQL a concurrent move waits for
     * the first one's row lock and then finds the state changed).
     */
    moveStatus: (tx: Db, move: StatusMove): Promise<boolean> => moveOrderStatus(tx, move),
  };
}
export type OrderDeskRepository = ReturnType<typeof createOrderDeskRepository>;
