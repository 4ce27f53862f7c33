import { errors } from '@portal/shared/i18n/nl/errors';
import { traitsOf } from '@portal/shared/rules/order-kind-traits';
import type {
  LeftOutLine,
  OrderCursor,
  OrderList,
  OrderView,
  ReorderedLine,
  ReorderResult,
} from '@portal/shared/schemas/order-views';
import type { Shop } from '@portal/shared/schemas/shops';
import type { Db } from '../../db/database';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { CartCaller, CartService } from '../cart/cart.service';
import type { CustomerLinksService } from '../customers/customer-links.service';
import type { ShopsService } from '../shops/shops.service';
import type { OrderedFiles } from '../uploads/ordered-files';
import { nextCursorOf, type QuoteFacts, toOrderSummary, toOrderView } from './order-views';
import type { OrderViewsRepository } from './order-views.repository';
import type { OrderRow } from './orders.repository';
import { orderById, quoteOf, quoteOrderedAs } from './quotes/quotes.repository';

/**
 * The quote an order shows: a quote request's answer and the order placed on it, or the quote an
 * order was placed on. Null for every other order.
 */
export async function quoteFactsOf(db: Db, order: OrderRow): Promise<QuoteFacts | null> {
  if (traitsOf(order.kind).quoteRequest) {
    const quote = await quoteOf(db, order.id);
    const orderedAs = quote?.orderedOrderId ? await orderById(db, quote.orderedOrderId) : null;
    return { request: order, quote, orderedAs };
  }
  if (!traitsOf(order.kind).placedOnQuote) return null;
  const quote = await quoteOrderedAs(db, order.id);
  const request = quote ? await orderById(db, quote.requestId) : null;
  return request ? { request, quote, orderedAs: order } : null;
}

/** A page as the list's query gives it (validated). */
export type OrderPageQuery = { limit: number; cursor?: OrderCursor | undefined };

/** A line left out of a reorder, with the reason as the catalogue of error texts says it. */
function leftOutLine(
  line: { position: number; fileName: string },
  code: keyof typeof errors,
  /** The failure's own text when it has one (a full storage names its quota). */
  message: string = errors[code],
): LeftOutLine {
  return { position: line.position, fileName: line.fileName, reason: code, message };
}

/** Who asks: the user, and whether they work the order desk (who sees every order). */
export type MyOrdersCaller = { userId: string; isOrderDesk: boolean };

type Deps = {
  db: Db;
  repository: OrderViewsRepository;
  customers: Pick<CustomerLinksService, 'customerNumbersOf'>;
  shops: Pick<ShopsService, 'list' | 'staffShopsOf'>;
  cart: Pick<CartService, 'putWhatFits'>;
  orderedFiles: Pick<OrderedFiles, 'copyOrderedFile' | 'discardCopies'>;
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
    if (order.userId === caller.userId) return true;
    // The desk sees every order but a secured one of another shop than its own (decision 0071).
    if (caller.isOrderDesk)
      return (
        !traitsOf(order.kind).confidentialFiles ||
        (await deps.shops.staffShopsOf(caller.userId)).includes(order.shopId)
      );
    if (!order.customerNumber) return false;
    return (await deps.customers.customerNumbersOf(caller.userId)).includes(order.customerNumber);
  }

  /** Reordering is for whoever ordered and their customer colleagues: not for the order desk. */
  async function mayReorder(userId: string, order: OrderRow): Promise<boolean> {
    return mayView({ userId, isOrderDesk: false }, order);
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
      const [lines, history, shop, quote] = await Promise.all([
        repository.linesOf(order.id),
        repository.historyOf(order.id),
        shopOfOrder(deps.shops, order.shopId),
        quoteFactsOf(deps.db, order),
      ]);
      return toOrderView(order, lines, history, shop, quote);
    },

    /**
     * 'Opnieuw bestellen' (issue 13 point 7): each line's file copied into the caller's open
     * session `sessionId` and put in its cart with the same product, options and quantity, priced
     * today. A line whose file is gone, or whose product or options no longer fit, is left out with
     * its reason (its copy removed again); the others go in together.
     */
    async reorder(
      caller: CartCaller,
      orderId: string,
      sessionId: string,
    ): Promise<
      ReorderResult | Failure<'ORDER_NOT_FOUND' | 'UPLOAD_SESSION_NOT_FOUND' | 'ORDER_NOT_REORDERABLE'>
    > {
      const order = await repository.findOrder(orderId);
      if (!order || !(await mayReorder(caller.userId, order))) return fail('ORDER_NOT_FOUND');
      // Only files printed as catalogue products go back into a cart as they were.
      if (!traitsOf(order.kind).reorderable) return fail('ORDER_NOT_REORDERABLE');
      const lines = (await repository.linesOf(order.id)).flatMap((line) =>
        line.fileId && line.fileName && line.productId
          ? [{ ...line, fileId: line.fileId, fileName: line.fileName, productId: line.productId }]
          : [],
      );

      const leftOut: LeftOutLine[] = [];
      const copies: { line: (typeof lines)[number]; fileId: string; fileName: string }[] = [];
      for (const line of lines) {
        const copy = await deps.orderedFiles.copyOrderedFile(caller, sessionId, line.fileId);
        if (isFailure(copy)) {
          if (copy.code === 'UPLOAD_SESSION_NOT_FOUND') {
            await deps.orderedFiles.discardCopies(
              caller,
              sessionId,
              copies.map((taken) => taken.fileId),
            );
            return fail('UPLOAD_SESSION_NOT_FOUND');
          }
          leftOut.push(leftOutLine(line, copy.code, copy.message));
          continue;
        }
        copies.push({ line, ...copy });
      }

      const put = await deps.cart.putWhatFits(caller, sessionId, {
        lines: copies.map(({ line, fileId }) => ({
          fileId,
          productId: line.productId,
          // The names choose again; the titles are today's catalogue's from here on.
          specs: line.specs.map(({ menuId, optionGroupName, optionName }) => ({
            menuId,
            optionGroupName,
            optionName,
          })),
          quantity: line.quantity,
        })),
      });
      if (isFailure(put)) {
        await deps.orderedFiles.discardCopies(
          caller,
          sessionId,
          copies.map((taken) => taken.fileId),
        );
        return put;
      }
      const refused = new Map(put.refused.map((entry) => [entry.fileId, entry.code]));
      await deps.orderedFiles.discardCopies(caller, sessionId, [...refused.keys()]);

      const prices = new Map(put.cart.lines.map((cartLine) => [cartLine.fileId, cartLine.priceCents]));
      const reordered: ReorderedLine[] = [];
      for (const { line, fileId, fileName } of copies) {
        const code = refused.get(fileId);
        if (code) {
          leftOut.push(leftOutLine(line, code));
          continue;
        }
        reordered.push({
          position: line.position,
          fileId,
          fileName,
          // A price the customer was not shown then is not shown now either (decision 0098).
          previousPriceCents: line.priceHidden || order.pricesHidden ? null : line.linePriceCents,
          priceCents: prices.get(fileId) ?? null,
        });
      }
      leftOut.sort((a, b) => a.position - b.position);
      return {
        cart: put.cart,
        lines: reordered,
        previousTotalCents: reordered.reduce((sum, line) => sum + (line.previousPriceCents ?? 0), 0),
        totalCents: reordered.reduce((sum, line) => sum + (line.priceCents ?? 0), 0),
        leftOut,
      };
    },
  };
}
export type MyOrdersService = ReturnType<typeof createMyOrdersService>;
