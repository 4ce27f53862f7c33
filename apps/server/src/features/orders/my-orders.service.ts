import type { OrderCursor, OrderList, OrderView } from '@portal/shared/schemas/order-views';
import type { Shop } from '@portal/shared/schemas/shops';
import { type Failure, fail } from '../../platform/failure';
import type { CustomerLinksService } from '../customers/customer-links.service';
import type { ShopsService } from '../shops/shops.service';
import { nextCursorOf, toOrderSummary, toOrderView } from './order-views';
import type { OrderViewsRepository } from './order-views.repository';
import type { OrderRow } from './orders.repository';

/** A page as the list's query gives it (validated). */
export type OrderPageQuery = { limit: number; cursor?: OrderCursor | undefined };

/** Who asks: the user, and whether they work the order desk (who sees every order). */
export type MyOrdersCaller = { userId: string; isOrderDesk: boolean };

type Deps = {
  repository: OrderViewsRepository;
  customers: Pick<CustomerLinksService, 'customerNumbersOf'>;
  shops: Pick<ShopsService, 'list'>;
};

/** A shop by id from the provider's (short) list; an order's shop always exists (a foreign key keeps it). */
export async function shopOfOrder(shops: Pick<ShopsService, 'list'>, shopId: string): Promise<Shop> {
  const shop = (await shops.list()).shops.find((candidate) => candidate.id === shopId);
  if (!shop) throw new Error(`shop ${shopId} of an order is missing`);
  return shop;
}

/**
 * My orders (issue 13 point 7, decision 0051): a user sees the orders they placed and those of
 * the customer numbers linked to them (colleagues ordering for the same customer); the order
 * desk sees every order. Any other order does not exist for the caller: ORDER_NOT_FOUND, never a
 * refusal that would tell an order id from a made-up one.
 */
export function createMyOrdersService(deps: Deps) {
  const { repository } = deps;

  async function mayView(caller: MyOrdersCaller, order: OrderRow): Promise<boolean> {
    if (order.userId === caller.userId || caller.isOrderDesk) return true;
    if (!order.customerNumber) return false;
    return (await deps.customers.customerNumbersOf(caller.userId)).includes(order.customerNumber);
  }

  return {
    /** The caller's orders and their customers', newest first, a page at a time. */
    async list(caller: MyOrdersCaller, query: OrderPageQuery): Promise<OrderList> {
      const customerNumbers = await deps.customers.customerNumbersOf(caller.userId);
      const page = await repository.listVisibleTo(
        { userId: caller.userId, customerNumbers },
        { limit: query.limit, after: query.cursor },
      );
      return { orders: page.rows.map((row) => toOrderSummary(row, row)), nextCursor: nextCursorOf(page) };
    },

    async get(caller: MyOrdersCaller, orderId: string): Promise<OrderView | Failure<'ORDER_NOT_FOUND'>> {
      const order = await repository.findOrder(orderId);
      if (!order || !(await mayView(caller, order))) return fail('ORDER_NOT_FOUND');
      const [lines, history, shop] = await Promise.all([
        repository.linesOf(order.id),
        repository.historyOf(order.id),
        shopOfOrder(deps.shops, order.shopId),
      ]);
      return toOrderView(order, lines, history, shop);
    },
  };
}
export type MyOrdersService = ReturnType<typeof createMyOrdersService>;
