import { canDeskMove, deskMoves, STATUS_MAIL_STATES } from '@portal/shared/rules/order-moves';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import type {
  DeskOrderList,
  DeskOrderSummary,
  DeskOrderView,
  OrderCursor,
} from '@portal/shared/schemas/order-views';
import type { Shop } from '@portal/shared/schemas/shops';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { type Failure, fail, inTransaction, isFailure } from '../../../platform/failure';
import type { UserCard, UserDirectory } from '../../accounts/user-directory.service';
import type { CatalogueService } from '../../catalogue/catalogue.service';
import { addDays, amsterdamInstant } from '../../shops/amsterdam-calendar';
import type { ShopsService } from '../../shops/shops.service';
import type { PagePreviews } from '../../uploads/page-previews.service';
import type { Preview } from '../../uploads/previews/preview-store';
import { jobTicketOrderOf } from '../job-ticket/job-ticket-of-order';
import { toJsonTicket } from '../job-ticket/json-ticket';
import { toXjdf } from '../job-ticket/xjdf';
import { shopOfOrder } from '../my-orders.service';
import { nextCursorOf, toHistoryEntry, toOrderSummary, toOrderView } from '../order-views';
import type { OrderViewsRepository } from '../order-views.repository';
import type { OrderLineRow, OrderRow } from '../orders.repository';
import type { OrderDeskRepository } from './order-desk.repository';
import type { OpenedFile, OrderFiles } from './order-files';

/** The states whose move may send the customer a status mail. */
export type StatusMailState = Extract<OrderStatus, 'shipped' | 'ready_for_pickup'>;

/**
 * Writes the customer's status mail for an order that was just shipped or became ready for
 * pickup (issue 13 point 6) into the mail outbox, in the move's transaction `tx`: the mail is
 * sent exactly when the move commits. Called only when the order's user has notifications.delivery
 * on. The customer and the shop are read before the transaction (other features' data; on PGlite
 * a query outside `tx` would wait for the transaction forever); the order itself through `tx`.
 */
export type StatusMail = (
  tx: Db,
  mail: { orderId: string; status: StatusMailState; customer: UserCard; shop: Shop },
) => Promise<void>;

/** The desk's list query, validated. */
export type DeskListQuery = {
  shopId?: string | undefined;
  status?: OrderStatus | undefined;
  placedFrom?: string | undefined;
  placedTo?: string | undefined;
  q?: string | undefined;
  limit: number;
  cursor?: OrderCursor | undefined;
};

export type StatusMoveInput = { to: OrderStatus; expectedFrom: OrderStatus; note: string };

/** A ticket or a file as a download: its name, its content type and its content. */
export type Download<Body> = { fileName: string; contentType: string; body: Body };

type Deps = {
  db: Db;
  views: OrderViewsRepository;
  desk: OrderDeskRepository;
  users: Pick<UserDirectory, 'byId'>;
  shops: Pick<ShopsService, 'list'>;
  files: OrderFiles;
  /** Today's catalogue, for the titles of a line's choices on the job ticket (decision 0056). */
  catalogue: Pick<CatalogueService, 'productById'>;
  /** Page previews of ordered files (the uploads feature's, decision 0056). */
  previews: Pick<PagePreviews, 'ofOrderedFile'>;
  statusMail: StatusMail;
  clock: Clock;
  /** Base of the links in job tickets (the portal's public address). */
  publicUrl: string;
};

const isStatusMailState = (status: OrderStatus): status is StatusMailState =>
  STATUS_MAIL_STATES.includes(status);

/**
 * The order desk (issue 13 points 8 and 9, decision 0051): the inbox with its filters, one order
 * with who ordered it and where its files are, moves along the desk's transitions, job tickets
 * and the ordered files. Only staff with the order-desk role reach it (the route guard).
 */
export function createOrderDeskService(deps: Deps) {
  const { views } = deps;

  async function userOf(userId: string): Promise<UserCard> {
    const user = await deps.users.byId(userId);
    // Users with orders are not deleted (a foreign key without cascade).
    if (!user) throw new Error(`user ${userId} of an order is missing`);
    return user;
  }

  /** The people named in a history, each looked up once. */
  async function peopleOf(ids: (string | null)[]): Promise<Map<string, UserCard>> {
    const distinct = [...new Set(ids.filter((id): id is string => id !== null))];
    const cards = await Promise.all(distinct.map((id) => deps.users.byId(id)));
    return new Map(cards.flatMap((card) => (card ? [[card.id, card] as const] : [])));
  }

  async function view(order: OrderRow): Promise<DeskOrderView> {
    const [lines, history, shop, orderedBy] = await Promise.all([
      views.linesOf(order.id),
      views.historyOf(order.id),
      shopOfOrder(deps.shops, order.shopId),
      userOf(order.userId),
    ]);
    const [people, sizes] = await Promise.all([
      peopleOf(history.map((row) => row.changedBy)),
      Promise.all(lines.map((line) => deps.files.sizeOf(line.storageReference))),
    ]);
    const customerView = toOrderView(order, lines, history, shop);
    return {
      ...customerView,
      orderedBy: { id: orderedBy.id, name: orderedBy.name, email: orderedBy.email, phone: orderedBy.phone },
      lines: customerView.lines.map((line, index) => ({
        ...line,
        file: {
          storageReference: lines[index]!.storageReference,
          stored: sizes[index] !== null,
          sizeBytes: sizes[index] ?? null,
        },
      })),
      history: history.map((row) => {
        const person = row.changedBy ? people.get(row.changedBy) : undefined;
        return {
          ...toHistoryEntry(row),
          changedBy: person ? { id: person.id, name: person.name, email: person.email } : null,
        };
      }),
      nextStates: deskMoves(order.status, order.details.orderType),
    };
  }

  function summaryOf(
    row: OrderRow & { lineCount: number; unpricedLineCount: number },
    shops: Map<string, Shop>,
  ): DeskOrderSummary {
    const { invoiceAddress, deliveryAddress } = row.details;
    return {
      ...toOrderSummary(row, row),
      customerNumber: row.customerNumber,
      company: invoiceAddress?.company || deliveryAddress?.company || '',
      shop: { id: row.shopId, company: shops.get(row.shopId)?.company ?? '' },
    };
  }

  async function ticketSource(order: OrderRow, lines: OrderLineRow[]) {
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const [orderedBy, shop, products] = await Promise.all([
      userOf(order.userId),
      shopOfOrder(deps.shops, order.shopId),
      Promise.all(productIds.map((id) => deps.catalogue.productById(id))),
    ]);
    const productById = new Map(products.flatMap((product) => (product ? [[product.id, product]] : [])));
    return jobTicketOrderOf({
      order,
      lines,
      orderedBy,
      shop,
      productOf: (productId) => productById.get(productId),
      fileUrlOf: (position) =>
        `${deps.publicUrl}/api/v3/order-desk/orders/${order.id}/lines/${position}/file`,
    });
  }

  return {
    /** The inbox, newest first; dates are Amsterdam days, both ends included. */
    async list(query: DeskListQuery): Promise<DeskOrderList> {
      const [page, shopList] = await Promise.all([
        views.listForDesk(
          {
            shopId: query.shopId,
            status: query.status,
            placedFrom: query.placedFrom ? amsterdamInstant(query.placedFrom, 0) : undefined,
            placedBefore: query.placedTo ? amsterdamInstant(addDays(query.placedTo, 1), 0) : undefined,
            q: query.q || undefined,
          },
          { limit: query.limit, after: query.cursor },
        ),
        deps.shops.list(),
      ]);
      const shops = new Map(shopList.shops.map((shop) => [shop.id, shop]));
      return { orders: page.rows.map((row) => summaryOf(row, shops)), nextCursor: nextCursorOf(page) };
    },

    async get(orderId: string): Promise<DeskOrderView | Failure<'ORDER_NOT_FOUND'>> {
      const order = await views.findOrder(orderId);
      return order ? view(order) : fail('ORDER_NOT_FOUND');
    },

    /**
     * Moves an order along the desk's transitions (rules/order-moves.ts) from the state the desk
     * saw: the conditional update, its history row and the status mail (when the customer wants
     * one) commit together or not at all.
     */
    async move(
      staffUserId: string,
      orderId: string,
      input: StatusMoveInput,
    ): Promise<
      DeskOrderView | Failure<'ORDER_NOT_FOUND' | 'ORDER_STATUS_CHANGED' | 'ORDER_STATUS_NOT_ALLOWED'>
    > {
      const order = await views.findOrder(orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      if (!canDeskMove(input.expectedFrom, input.to, order.details.orderType))
        return fail('ORDER_STATUS_NOT_ALLOWED');
      const to = input.to;
      const customer = await userOf(order.userId);
      const shop = (await deps.shops.list()).shops.find((candidate) => candidate.id === order.shopId);
      const mail =
        isStatusMailState(to) && customer.notifyDelivery && shop
          ? { orderId, status: to, customer, shop }
          : null;
      const outcome = await inTransaction(deps.db, async (tx) => {
        const moved = await deps.desk.moveStatus(tx, {
          orderId,
          from: input.expectedFrom,
          to,
          by: staffUserId,
          at: deps.clock.now(),
          note: input.note,
        });
        if (!moved) return fail('ORDER_STATUS_CHANGED');
        if (mail) await deps.statusMail(tx, mail);
        return true;
      });
      if (isFailure(outcome)) return outcome;
      return view((await views.findOrder(orderId))!);
    },

    /** The order's job ticket: XJDF 2.2 or JSON, named by the order number. */
    async ticket(
      orderId: string,
      kind: 'xjdf' | 'json',
    ): Promise<Download<string> | Failure<'ORDER_NOT_FOUND'>> {
      const order = await views.findOrder(orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      const ticket = await ticketSource(order, await views.linesOf(order.id));
      return kind === 'xjdf'
        ? {
            fileName: `${order.orderNumber}.xjdf`,
            contentType: 'application/vnd.cip4-xjdf+xml',
            body: toXjdf(ticket),
          }
        : {
            fileName: `${order.orderNumber}.json`,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify(toJsonTicket(ticket), null, 2),
          };
    },

    /**
     * A page of an order line's file as a WebP preview `width` pixels wide: the one made while
     * the customer uploaded it, or made now (decision 0056).
     */
    async linePreview(
      orderId: string,
      position: number,
      width: number,
      page: number,
    ): Promise<Preview | Failure<'ORDER_NOT_FOUND' | 'FILE_NOT_FOUND' | 'PREVIEW_UNAVAILABLE'>> {
      const order = await views.findOrder(orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      const line = await views.lineAt(orderId, position);
      if (!line) return fail('FILE_NOT_FOUND');
      return deps.previews.ofOrderedFile(line.fileId, width, page);
    },

    /** The file of an order line, under the name the customer gave it. */
    async lineFile(
      orderId: string,
      position: number,
    ): Promise<{ fileName: string; file: OpenedFile } | Failure<'ORDER_NOT_FOUND' | 'FILE_NOT_FOUND'>> {
      const order = await views.findOrder(orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      const line = await views.lineAt(orderId, position);
      if (!line) return fail('FILE_NOT_FOUND');
      const file = await deps.files.open(line.storageReference);
      return file ? { fileName: line.fileName, file } : fail('FILE_NOT_FOUND');
    },
  };
}
export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
