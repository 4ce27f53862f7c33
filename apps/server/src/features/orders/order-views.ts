import { placedOrderDetailsSchema } from '@portal/shared/schemas/order-details';
import { orderStatusLabel } from '@portal/shared/schemas/order-status';
import {
  type OrderHistoryEntry,
  type OrderLineView,
  type OrderSummary,
  type OrderView,
  orderCursorOf,
  type QuoteView,
} from '@portal/shared/schemas/order-views';
import type { Shop } from '@portal/shared/schemas/shops';
import type { OrderHistoryRow, PageOf } from './order-views.repository';
import type { OrderLineRow, OrderRow } from './orders.repository';
import type { QuoteRow } from './quotes/quotes.repository';

/**
 * Order rows as My orders and the order desk show them (decisions 0051 and 0071): pure mappings
 * from the snapshot the order keeps; nothing here reads the live catalogue or address book.
 * `reader` says who reads: the customer is never shown an amount they were not shown when they
 * ordered (hidePricing, a product's hidePrice); the provider's staff see every amount.
 */
export type Reader = 'customer' | 'staff';

/** Whether the customer is shown the order's totals: not when the theme hid prices, nor when a line's was hidden. */
const totalsShown = (order: OrderRow, anyLineHidden: boolean, reader: Reader) =>
  reader === 'staff' || (!order.pricesHidden && !anyLineHidden);

export function toOrderSummary(
  order: OrderRow,
  counts: { lineCount: number; unpricedLineCount: number; hiddenLineCount?: number },
  reader: Reader = 'customer',
): OrderSummary {
  const shown = totalsShown(order, (counts.hiddenLineCount ?? 0) > 0, reader);
  return {
    id: order.id,
    kind: order.kind,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    orderType: order.details.orderType,
    reference: order.details.reference,
    project: order.details.project?.name ?? '',
    express: order.express,
    totals: shown
      ? {
          exclVatCents: order.totalExclVatCents,
          vatCents: order.vatCents,
          inclVatCents: order.totalInclVatCents,
        }
      : null,
    expressSurchargeCents: shown ? order.expressSurchargeCents : null,
    deliveryChargeCents: shown ? order.deliveryChargeCents : null,
    lineCount: counts.lineCount,
    unpricedLineCount: counts.unpricedLineCount,
  };
}

export function toOrderLineView(
  line: OrderLineRow,
  order: OrderRow,
  reader: Reader = 'customer',
): OrderLineView {
  const hidden = line.priceHidden || order.pricesHidden;
  const shown = reader === 'staff' || !hidden;
  return {
    position: line.position,
    kind: line.kind,
    fileId: line.fileId,
    fileName: line.fileName,
    pages:
      line.pagesBw === null
        ? null
        : { bw: line.pagesBw, colour: line.pagesColour ?? 0, blank: line.pagesBlank ?? 0 },
    productId: line.productId,
    productTitle: line.productTitle,
    specs: line.specs,
    format: line.format,
    quantity: line.quantity,
    unitPriceCents: shown ? line.unitPriceCents : null,
    linePriceCents: shown ? line.linePriceCents : null,
    noPriceReason: line.noPriceReason,
    priceHidden: hidden && line.noPriceReason === null,
  };
}

export function toHistoryEntry(row: OrderHistoryRow): OrderHistoryEntry {
  return {
    from: row.fromStatus,
    fromLabel: row.fromStatus ? orderStatusLabel(row.fromStatus) : null,
    to: row.toStatus,
    toLabel: orderStatusLabel(row.toStatus),
    at: row.changedAt.toISOString(),
    note: row.note,
  };
}

/** A quote as its request and the order placed on it show it. */
export type QuoteFacts = {
  request: Pick<OrderRow, 'id' | 'orderNumber' | 'pricesHidden'>;
  quote: QuoteRow | null;
  orderedAs: Pick<OrderRow, 'id' | 'orderNumber'> | null;
};

/** `amountShown`: false for a customer who was shown no amounts when asking or ordering (decision 0098). */
export function toQuoteView(facts: QuoteFacts, amountShown: boolean): QuoteView {
  const { quote } = facts;
  return {
    requestId: facts.request.id,
    requestNumber: facts.request.orderNumber,
    quotationNo: quote?.quotationNo ?? null,
    priceCents: amountShown ? (quote?.priceCents ?? null) : null,
    note: quote?.note ?? '',
    answeredAt: quote?.answeredAt.toISOString() ?? null,
    validUntil: quote?.validUntil ?? null,
    orderedAs: facts.orderedAs ? { id: facts.orderedAs.id, orderNumber: facts.orderedAs.orderNumber } : null,
  };
}

/** One order as its customer (or, with `reader` staff, the desk) sees it. */
export function toOrderView(
  order: OrderRow,
  lines: OrderLineRow[],
  history: OrderHistoryRow[],
  shop: Shop,
  quote: QuoteFacts | null,
  reader: Reader = 'customer',
): OrderView {
  return {
    ...toOrderSummary(
      order,
      {
        lineCount: lines.length,
        unpricedLineCount: lines.filter((line) => line.unitPriceCents === null).length,
        hiddenLineCount: lines.filter((line) => line.priceHidden).length,
      },
      reader,
    ),
    customerNumber: order.customerNumber,
    // jsonb is checked on the way out as on the way in (it was parsed when the order was written).
    details: placedOrderDetailsSchema.parse(order.details),
    shop,
    quote: quote
      ? toQuoteView(quote, reader === 'staff' || !(order.pricesHidden || quote.request.pricesHidden))
      : null,
    lines: lines.map((line) => toOrderLineView(line, order, reader)),
    history: history.map(toHistoryEntry),
  };
}

/** The answer's `nextCursor` of a page. */
export const nextCursorOf = <T>(page: PageOf<T>): string | null =>
  page.next ? orderCursorOf(page.next.placedAt, page.next.id) : null;
