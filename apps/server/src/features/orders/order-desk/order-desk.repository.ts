import type { OrderStatus } from '@portal/shared/schemas/order-status';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { orderStatusHistory, orders } from '../orders.tables';

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
    async moveStatus(tx: Db, move: StatusMove): Promise<boolean> {
      const moved = await tx
        .update(orders)
        .set({ status: move.to })
        .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)))
        .returning({ id: orders.id });
      if (moved.length === 0) return false;
      await tx.insert(orderStatusHistory).values({
        orderId: move.orderId,
        fromStatus: move.from,
        toStatus: move.to,
        changedBy: move.by,
        changedAt: move.at,
        note: move.note,
      });
      return true;
    },
  };
}
export type OrderDeskRepository = ReturnType<typeof createOrderDeskRepository>;
