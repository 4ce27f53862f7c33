import { placedOrderDetailsSchema } from '@portal/shared/schemas/order-details';
import { INITIAL_ORDER_STATUS, type OrderStatus } from '@portal/shared/schemas/order-status';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { formatOrderNumber } from './order-number';
import { orderLines, orderNumberCounters, orderStatusHistory, orders } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** An order to place: numbered by the caller (nextOrderNumber), in the initial state. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt'> & { placedAt: Date };
/** A line to place; its position is its place in the list. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId' | 'position'>;

/**
 * The cart has an order already (orders.cart_key is unique). Thrown inside the transaction so
 * that everything it wrote rolls back (its order number too); the caller catches it outside and
 * answers with the first order.
 */
export class CartAlreadyOrderedError extends Error {
  constructor(
    readonly cartKey: string,
    readonly existing: { id: string; orderNumber: string },
  ) {
    super(`cart ${cartKey} was ordered already as ${existing.orderNumber}`);
    this.name = 'CartAlreadyOrderedError';
  }
}

/**
 * The next order number of `year`, from the counter row, inside the caller's transaction: the row
 * stays locked until that transaction ends, so concurrent orders queue here, and a rollback gives
 * the number back (no gaps).
 */
export async function nextOrderNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { lastValue: sql`${orderNumberCounters.lastValue} + 1` },
    })
    .returning({ lastValue: orderNumberCounters.lastValue });
  return formatOrderNumber(year, row!.lastValue);
}

/** The order of a cart, if it has one. */
export async function orderOfCart(
  db: Db,
  cartKey: string,
): Promise<{ id: string; orderNumber: string } | null> {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.cartKey, cartKey));
  return row ?? null;
}

/** The order of a natural key with its lines (the answer to a second attempt at ordering the same thing). */
export async function placedOrderByKey(
  db: Db,
  cartKey: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.cartKey, cartKey));
  return order ? { order, lines: await linesOfOrder(db, order.id) } : null;
}

/** An order's lines, first first. */
const linesOfOrder = (db: Db, orderId: string): Promise<OrderLineRow[]> =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));

/** A move of an order's state, by whom, when and why. */
export type OrderStatusMove = {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: string;
  at: Date;
  note?: string;
};

/**
 * Moves an order from `from` to `to` and records the move with its history row, in the caller's
 * transaction. The update is conditional on `from`: false, and nothing written, when the order is
 * no longer in it (another move came first; on PostgreSQL a concurrent move waits for the first
 * one's row lock and then finds the state changed).
 */
export async function moveOrderStatus(tx: Db, move: OrderStatusMove): Promise<boolean> {
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
    note: move.note ?? '',
  });
  return true;
}

/** An order and its lines by the order's id (through the caller's transaction when given one). */
export async function orderWithLines(
  db: Db,
  orderId: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ? { order, lines: await linesOfOrder(db, order.id) } : null;
}

/**
 * Writes an order, its lines and the first row of its history (by the customer, at placement)
 * in the caller's transaction. The order details are validated by their schema on the way in.
 * A cart that has an order already throws CartAlreadyOrderedError: on PostgreSQL a concurrent
 * insert for the same cart waits here for the other transaction and then finds its order.
 */
export async function insertOrder(tx: Db, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  if (lines.length === 0) throw new Error('an order needs at least one line');
  const { placedAt, ...values } = order;
  const [row] = await tx
    .insert(orders)
    .values({
      ...values,
      details: placedOrderDetailsSchema.parse(values.details),
      status: INITIAL_ORDER_STATUS,
      createdAt: placedAt,
    })
    .onConflictDoNothing({ target: orders.cartKey })
    .returning();
  if (!row) {
    const existing = await orderOfCart(tx, order.cartKey);
    // Not there: the conflict was on something else, which is a bug to surface, not a duplicate.
    if (!existing) throw new Error(`order for cart ${order.cartKey} neither inserted nor found`);
    throw new CartAlreadyOrderedError(order.cartKey, existing);
  }
  await tx
    .insert(orderLines)
    .values(lines.map((line, index) => ({ ...line, orderId: row.id, position: index + 1 })));
  await tx.insert(orderStatusHistory).values({
    orderId: row.id,
    fromStatus: null,
    toStatus: INITIAL_ORDER_STATUS,
    changedBy: order.userId,
    changedAt: placedAt,
  });
  return row;
}
