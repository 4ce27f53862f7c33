import { orderDetailsSchema } from '@portal/shared/schemas/order-details';
import { orderStatusLabel } from '@portal/shared/schemas/order-status';
import {
  type OrderHistoryEntry,
  type OrderLineView,
  type OrderSummary,
  type OrderView,
  orderCursorOf,
} from '@portal/shared/schemas/order-views';
import type { Shop } from '@portal/shared/schemas/shops';
import type { OrderHistoryRow, PageOf } from './order-views.repository';
import type { OrderLineRow, OrderRow } from './orders.repository';

/**
 * Order rows as My orders and the order desk show them (decision 0051): pure mappings from the
 * snapshot the order keeps; nothing here reads the live catalogue or address book.
 */

export function toOrderSummary(
  order: OrderRow,
  counts: { lineCount: number; unpricedLineCount: number },
): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    orderType: order.details.orderType,
    reference: order.details.reference,
    project: order.details.project?.name ?? '',
    express: order.express,
    totals: {
      exclVatCents: order.totalExclVatCents,
      vatCents: order.vatCents,
      inclVatCents: order.totalInclVatCents,
    },
    expressSurchargeCents: order.expressSurchargeCents,
    lineCount: counts.lineCount,
    unpricedLineCount: counts.unpricedLineCount,
  };
}

export function toOrderLineView(line: OrderLineRow): OrderLineView {
  return {
    position: line.position,
    fileId: line.fileId,
    fileName: line.fileName,
    pages: { bw: line.pagesBw, colour: line.pagesColour, blank: line.pagesBlank },
    productId: line.productId,
    productTitle: line.productTitle,
    specs: line.specs,
    format: line.format,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    linePriceCents: line.linePriceCents,
    noPriceReason: line.noPriceReason,
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

/** One order as its customer sees it. */
export function toOrderView(
  order: OrderRow,
  lines: OrderLineRow[],
  history: OrderHistoryRow[],
  shop: Shop,
): OrderView {
  return {
    ...toOrderSummary(order, {
      lineCount: lines.length,
      unpricedLineCount: lines.filter((line) => line.unitPriceCents === null).length,
    }),
    customerNumber: order.customerNumber,
    // jsonb is checked on the way out as on the way in (it was parsed when the order was written).
    details: orderDetailsSchema.parse(order.details),
    shop,
    lines: lines.map(toOrderLineView),
    history: history.map(toHistoryEntry),
  };
}

/** The answer's `nextCursor` of a page. */
export const nextCursorOf = <T>(page: PageOf<T>): string | null =>
  page.next ? orderCursorOf(page.next.placedAt, page.next.id) : null;
