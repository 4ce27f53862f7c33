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
  /** The planning view: orders promised for `today`, or promised before it and still open. */
  view: 'all' | 'dueToday' | 'overdue';
  /** Today in Europe/Amsterdam (yyyy-MM-dd), for the views. */
  today: string;
};

/** The desk's order: by which value and which way; placement and id break ties the same way. */
export type DeskOrdering = { sort: 'placedAt' | 'promised' | 'orderType' | 'shop'; dir: 'asc' | 'desc' };
/** A page of a sorted desk list: after the order with this sort value, instant and id. */
export type DeskPage = { limit: number; after?: { key: string; placedAt: string; id: string } | undefined };
export type DeskListedRow = ListedOrderRow & {
  sortKey: string;
  purchasingPortal: boolean;
  orderedByName: string;
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

/** The promised day of an order as text (yyyy-MM-dd); the expression index orders_promised_day_idx serves it. */
export const PROMISED_DAY = sql<string | null>`(${orders.details}->'deliveryDate'->>'date')`;
/** States in which a promised day no longer binds the desk. */
const CLOSED_STATES = sql.raw(`('delivered', 'cancelled', 'accepted')`);

/**
 * The text an order sorts by. A promised day sorts with its time ('2026-03-12 10:00', a day
 * without a time after the day's times); an order without one goes last either way (as
 * '9999-99-99' or '0000-00-00': digits and dashes, which every collation orders alike). Placement sorts by its instant alone (the constant '').
 */
function deskSortKey(ordering: DeskOrdering): SQL<string> {
  switch (ordering.sort) {
    case 'placedAt':
      return sql<string>`''`;
    case 'promised':
      return sql<string>`coalesce(${PROMISED_DAY} || ' ' || coalesce(${orders.details}->'deliveryDate'->>'time', '99:99'), ${ordering.dir === 'asc' ? '9999-99-99' : '0000-00-00'})`;
    case 'orderType':
      return sql<string>`coalesce(${orders.details}->>'orderType', '')`;
    case 'shop':
      return sql<string>`coalesce((select s.company from shops s where s.id = orders.shop_id), '')`;
  }
}

const PURCHASING_PORTAL =
  sql<boolean>`exists (select 1 from order_punch_outs p where p.order_id = orders.id)`.mapWith(Boolean);
const ORDERED_BY_NAME = sql<string>`coalesce((select u.name from users u where u.id = orders.user_id), '')`;

/**
 * The desk's search, case-insensitive on a part: the order number, the customer (number, company
 * and name of the invoice or delivery address), the person who ordered (their name and e-mail),
 * the addresses' e-mail, reference, project and the lines' file names. No index serves a search
 * on a part of a text ('%…%' without pg_trgm, which PGlite lacks): the desk's orders are scanned,
 * the per-order lookups go by primary key and order_lines' (order_id, position) index.
 */
function deskSearch(pattern: string): SQL | undefined {
  const address = (which: 'invoiceAddress' | 'deliveryAddress', field: string) =>
    sql`${orders.details}->${which}->>${field} ilike ${pattern}`;
  return or(
    sql`${orders.orderNumber} ilike ${pattern}`,
    sql`${orders.customerNumber} ilike ${pattern}`,
    sql`${orders.details}->>'reference' ilike ${pattern}`,
    sql`${orders.details}->'project'->>'name' ilike ${pattern}`,
    address('invoiceAddress', 'company'),
    address('deliveryAddress', 'company'),
    address('invoiceAddress', 'name'),
    address('deliveryAddress', 'name'),
    address('invoiceAddress', 'email'),
    address('deliveryAddress', 'email'),
    sql`exists (select 1 from users u where u.id = orders.user_id and (u.name ilike ${pattern} or u.email ilike ${pattern}))`,
    sql`exists (select 1 from order_lines l where l.order_id = orders.id and l.file_name ilike ${pattern})`,
  );
}

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

    /**
     * Every order the filter lets through, in the desk's order: keyset pages on (sort value,
     * placement, id), all three the same way, so orders placed meanwhile shift no later page.
     */
    async listForDesk(
      filter: DeskFilter,
      ordering: DeskOrdering,
      page: DeskPage,
    ): Promise<PageOf<DeskListedRow> & { nextKey: DeskPage['after'] | null }> {
      const pattern = filter.q ? likePattern(filter.q) : undefined;
      const key = deskSortKey(ordering);
      const ascending = ordering.dir === 'asc';
      const after = page.after
        ? ordering.sort === 'placedAt'
          ? sql`(${orders.createdAt}, ${orders.id}) ${sql.raw(ascending ? '>' : '<')} (${page.after.placedAt}::timestamptz, ${page.after.id}::uuid)`
          : sql`(${key}, ${orders.createdAt}, ${orders.id}) ${sql.raw(ascending ? '>' : '<')} (${page.after.key}::text, ${page.after.placedAt}::timestamptz, ${page.after.id}::uuid)`
        : undefined;
      const where = and(
        or(
          sql`${orders.kind} <> 'secured'`,
          filter.securedShopIds.length > 0 ? inArray(orders.shopId, [...filter.securedShopIds]) : undefined,
        ),
        filter.shopId ? eq(orders.shopId, filter.shopId) : undefined,
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
        filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
        filter.view === 'dueToday' ? sql`${PROMISED_DAY} = ${filter.today}` : undefined,
        filter.view === 'overdue'
          ? sql`${PROMISED_DAY} < ${filter.today} and ${orders.status} not in ${CLOSED_STATES}`
          : undefined,
        pattern ? deskSearch(pattern) : undefined,
        after,
      );
      const direction = ascending ? asc : desc;
      const rows = await db
        .select({
          order: orders,
          lineCount: LINE_COUNT,
          unpricedLineCount: UNPRICED_LINE_COUNT,
          hiddenLineCount: HIDDEN_LINE_COUNT,
          sortKey: key,
          purchasingPortal: PURCHASING_PORTAL,
          orderedByName: ORDERED_BY_NAME,
        })
        .from(orders)
        .where(where)
        .orderBy(
          ...(ordering.sort === 'placedAt' ? [] : [direction(key)]),
          direction(orders.createdAt),
          direction(orders.id),
        )
        .limit(page.limit + 1);
      const listed = rows.slice(0, page.limit).map(({ order, ...rest }) => ({ ...order, ...rest }));
      const last = listed.at(-1);
      const nextKey =
        rows.length > page.limit && last
          ? { key: last.sortKey, placedAt: last.createdAt.toISOString(), id: last.id }
          : null;
      return {
        rows: listed,
        next: nextKey ? { placedAt: nextKey.placedAt, id: nextKey.id } : null,
        nextKey,
      };
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
