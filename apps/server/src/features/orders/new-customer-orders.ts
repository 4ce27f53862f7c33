import { type OrderAddress, orderAddressSchema } from '@portal/shared/schemas/order-details';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders } from './orders.tables';

/** A placed order whose invoice is a new customer's address without a customer number yet. */
export type NewCustomerOrder = {
  id: string;
  orderNumber: string;
  userId: string;
  placedAt: Date;
  invoiceAddress: OrderAddress;
};

/** The order's invoice is a new customer's address and it has no customer number yet. */
const awaitsCustomerNumber = and(
  isNull(orders.customerNumber),
  sql`(${orders.details}->'invoiceAddress'->>'newCustomer') = 'true'`,
);

const toNewCustomerOrder = (row: {
  id: string;
  orderNumber: string;
  userId: string;
  createdAt: Date;
  invoiceAddress: unknown;
}): NewCustomerOrder => ({
  id: row.id,
  orderNumber: row.orderNumber,
  userId: row.userId,
  placedAt: row.createdAt,
  // jsonb is checked on the way out as on the way in (it was parsed when the order was written).
  invoiceAddress: orderAddressSchema.parse(row.invoiceAddress),
});

/**
 * The orders of new customers (issue 32 point 5, decision 0135), as the customers feature's Klanten
 * screen needs them: which placed orders wait for a customer number, and giving the orders of one
 * request the number in the transaction that creates the customer. The invoice address in the
 * order's details follows (its customerNumber set, newCustomer off), so the desk, My orders and
 * the customer's linked colleagues read the order as the customer's from then on.
 */
export function createNewCustomerOrders(db: Db) {
  const columns = {
    id: orders.id,
    orderNumber: orders.orderNumber,
    userId: orders.userId,
    createdAt: orders.createdAt,
    invoiceAddress: sql<unknown>`${orders.details}->'invoiceAddress'`,
  };

  return {
    /** Every order waiting for a customer number, oldest first. */
    async waiting(): Promise<NewCustomerOrder[]> {
      const rows = await db
        .select(columns)
        .from(orders)
        .where(awaitsCustomerNumber)
        .orderBy(asc(orders.createdAt), asc(orders.id));
      return rows.map(toNewCustomerOrder);
    },

    /** This order, when it waits for a customer number. */
    async waitingOrder(orderId: string, executor: Db = db): Promise<NewCustomerOrder | undefined> {
      const [row] = await executor
        .select(columns)
        .from(orders)
        .where(and(eq(orders.id, orderId), awaitsCustomerNumber))
        .limit(1);
      return row ? toNewCustomerOrder(row) : undefined;
    },

    /**
     * Gives the request's orders the number: the named order and every other waiting order of
     * the same user on the same new-customer address. Answers their order numbers, oldest first.
     */
    async assignCustomerNumber(
      request: { orderId: string; userId: string; invoiceAddressId: string | null },
      customerNumber: string,
      executor: Db = db,
    ): Promise<string[]> {
      const sameRequest = request.invoiceAddressId
        ? sql`(${orders.id} = ${request.orderId} or (${orders.details}->'invoiceAddress'->>'id') = ${request.invoiceAddressId})`
        : eq(orders.id, request.orderId);
      const rows = await executor
        .update(orders)
        .set({
          customerNumber,
          details: sql`jsonb_set(${orders.details}, '{invoiceAddress}',
            (${orders.details}->'invoiceAddress') || jsonb_build_object('customerNumber', ${customerNumber}::text, 'newCustomer', false))`,
        })
        .where(and(awaitsCustomerNumber, eq(orders.userId, request.userId), sameRequest))
        .returning({ orderNumber: orders.orderNumber, createdAt: orders.createdAt });
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.orderNumber);
    },
  };
}
export type NewCustomerOrders = ReturnType<typeof createNewCustomerOrders>;
