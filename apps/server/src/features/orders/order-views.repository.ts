import { orderStatuses } from '@portal/shared/schemas/order-status';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { OrderLineRow, OrderRow } from './orders.repository';
import { orderFileDownloads, orderLines, orderStatusHistory, orders } from './orders.tables';

export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type OrderDownloadRow = typeof orderFileDownloads.$inferSelect;
/** An order in a list, with what the list shows of its lines. */
export type ListedOrderRow = OrderRow & {
  lineCount: number;
  unpricedLineCount: number;
  hiddenLineCount: number;
};

/** A page of a newest-first list: at most `limit` orders placed before `after` (instant, then id). */
export type OrderPage = { limit: number; after?: { placedAt: string; id: string } | undefined };
export type PageOf<T> = { rows: T[]; next: { placedAt: string; id: string } | null };

/** Who sees which orders in My orders: their own and those of the customers linked to them. */
export type OrderViewer = { userId: string; customerNumbers: string[] };

/** The desk's filter; `placedFrom` inclusive, `placedBefore` exclusive (instants). */
export type DeskFilter = {
  shopId?: string | undefined;
  status?: OrderRow['status'] | undefined;
  placedFrom?: Date | undefined;
  placedBefore?: Date | undefined;
  q?: string | undefined;
  /**
   * The shops whose secured orders the reader may see (the staff of a secure shop, decision
   * 0071); every other secured order is left out. Orders of other kinds are not limited by it.
   */
  securedShopIds: readonly string[];
};

/** `%` and `_` match literally in a search: the customer typed them, they are no patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Every move goes further down the list of states, so within one instant this orders a history.
const STATE_ORDER = sql.raw(`array[${orderStatuses.map((status) => `'${status}'`).join(', ')}]::varchar[]`);

// Written out with their tables: Drizzle leaves a column of a one-table query unqualified, which
// inside the subquery would name the line's own column.
const LINE_COUNT = sql<number>`(select count(*) from order_lines l where l.order_id = orders.id)`.mapWith(
  Number,
);
const HIDDEN_LINE_COUNT =
  sql<number>`(select count(*) from order_lines l where l.order_id = orders.id and l.price_hidden)`.mapWith(
    Number,
  );
const UNPRICED_LINE_COUNT =
  sql<number>`(select count(*) from order_lines l where l.order_id = orders.id and l.unit_price_cents is null)`.mapWith(
    Number,
  );

/**
 * Reading placed orders for My orders and the order desk (decision 0051). Lists are keyset pages
 * newest first on (created_at, id), which the orders' indexes serve; created_at is always written
 * from the placement's JavaScript Date, so it has millisecond precision and a cursor in
 * milliseconds finds its row exactly.
 */
export function createOrderViewsRepository(db: Db) {
  async function listWhere(where: SQL | undefined, page: OrderPage): Promise<PageOf<ListedOrderRow>> {
    const after = page.after
      ? sql`(${orders.createdAt}, ${orders.id}) < (${page.after.placedAt}::timestamptz, ${page.after.id}::uuid)`
      : undefined;
    const rows = await db
      .select({
        order: orders,
        lineCount: LINE_COUNT,
        unpricedLineCount: UNPRICED_LINE_COUNT,
        hiddenLineCount: HIDDEN_LINE_COUNT,
      })
      .from(orders)
      .where(and(where, after))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit + 1);
    const listed = rows
      .slice(0, page.limit)
      .map(({ order, lineCount, unpricedLineCount, hiddenLineCount }) => ({
        ...order,
        lineCount,
        unpricedLineCount,
        hiddenLineCount,
      }));
    const last = listed.at(-1);
    return {
      rows: listed,
      next: rows.length > page.limit && last ? { placedAt: last.createdAt.toISOString(), id: last.id } : null,
    };
  }

  return {
    /** The viewer's own orders and their customers' orders, newest first. */
    listVisibleTo(viewer: OrderViewer, page: OrderPage): Promise<PageOf<ListedOrderRow>> {
      return listWhere(
        or(
          eq(orders.userId, viewer.userId),
          viewer.customerNumbers.length > 0
            ? inArray(orders.customerNumber, viewer.customerNumbers)
            : undefined,
        ),
        page,
      );
    },

    /** Every order the filter lets through, newest first. */
    listForDesk(filter: DeskFilter, page: OrderPage): Promise<PageOf<ListedOrderRow>> {
      const pattern = filter.q ? likePattern(filter.q) : undefined;
      return listWhere(
        and(
          or(
            sql`${orders.kind} <> 'secured'`,
            filter.securedShopIds.length > 0 ? inArray(orders.shopId, [...filter.securedShopIds]) : undefined,
          ),
          filter.shopId ? eq(orders.shopId, filter.shopId) : undefined,
          filter.status ? eq(orders.status, filter.status) : undefined,
          filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
          filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
          pattern
            ? or(
                sql`${orders.orderNumber} ilike ${pattern}`,
                sql`${orders.customerNumber} ilike ${pattern}`,
                sql`${orders.details}->>'reference' ilike ${pattern}`,
                sql`${orders.details}->'project'->>'name' ilike ${pattern}`,
                sql`${orders.details}->'invoiceAddress'->>'company' ilike ${pattern}`,
                sql`${orders.details}->'deliveryAddress'->>'company' ilike ${pattern}`,
              )
            : undefined,
        ),
        page,
      );
    },

    async findOrder(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    linesOf(orderId: string): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    async lineAt(orderId: string, position: number): Promise<OrderLineRow | undefined> {
      const [row] = await db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.position, position)))
        .limit(1);
      return row;
    },

    /** Staff downloads of the order's files, oldest first. */
    downloadsOf(orderId: string): Promise<OrderDownloadRow[]> {
      return db
        .select()
        .from(orderFileDownloads)
        .where(eq(orderFileDownloads.orderId, orderId))
        .orderBy(asc(orderFileDownloads.downloadedAt), asc(orderFileDownloads.id));
    },

    /** Records that a staff user downloaded a line's file. */
    async recordDownload(download: {
      orderId: string;
      position: number;
      by: string;
      at: Date;
    }): Promise<void> {
      await db.insert(orderFileDownloads).values({
        orderId: download.orderId,
        position: download.position,
        downloadedBy: download.by,
        downloadedAt: download.at,
      });
    },

    /**
     * Records that a staff user saw the page previews of a line's confidential file: the first
     * time only (the unique index of first previews; thumbnails come several at once).
     */
    async recordPreviewSeen(seen: {
      orderId: string;
      position: number;
      by: string;
      at: Date;
    }): Promise<void> {
      await db
        .insert(orderFileDownloads)
        .values({
          orderId: seen.orderId,
          position: seen.position,
          what: 'preview',
          downloadedBy: seen.by,
          downloadedAt: seen.at,
        })
        .onConflictDoNothing({
          target: [orderFileDownloads.orderId, orderFileDownloads.position, orderFileDownloads.downloadedBy],
          where: sql`${orderFileDownloads.what} = 'preview'`,
        });
    },

    /** Oldest first: the placement, then each move. */
    historyOf(orderId: string): Promise<OrderHistoryRow[]> {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(
          asc(orderStatusHistory.changedAt),
          sql`array_position(${STATE_ORDER}, ${orderStatusHistory.toStatus})`,
        );
    },
  };
}
export type OrderViewsRepository = ReturnType<typeof createOrderViewsRepository>;
