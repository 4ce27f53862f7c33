import { traitsOf } from '@portal/shared/rules/order-kind-traits';
import { canDeskMove, deskMoves, STATUS_MAIL_STATES } from '@portal/shared/rules/order-moves';
import { checkQuotationNumber } from '@portal/shared/rules/quotation';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import {
  type DeskCursor,
  type DeskOrderList,
  type DeskOrderSummary,
  type DeskOrderView,
  type DeskSort,
  type DeskView,
  deskCursorOf,
} from '@portal/shared/schemas/order-views';
import type { QuoteAnswerBody } from '@portal/shared/schemas/orders';
import type { Shop } from '@portal/shared/schemas/shops';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { type Failure, fail, inTransaction, isFailure } from '../../../platform/failure';
import type { UserCard, UserDirectory } from '../../accounts/user-directory.service';
import { addDays, amsterdamInstant, amsterdamWallClock } from '../../shops/amsterdam-calendar';
import type { ShopsService } from '../../shops/shops.service';
import type { OrderedFileAnalysisReader } from '../../uploads/ordered-file-analysis';
import type { PagePreviews } from '../../uploads/page-previews.service';
import type { Preview } from '../../uploads/previews/preview-store';
import { quoteValidUntil } from '../flows/quoted-flow';
import { storedTicket, storeTickets, type TicketKind } from '../job-ticket/order-documents.repository';
import { ticketDocuments, ticketLinks } from '../job-ticket/stored-tickets';
import { quoteFactsOf, shopOfOrder } from '../my-orders.service';
import { toHistoryEntry, toOrderSummary, toOrderView } from '../order-views';
import type { DeskListedRow, OrderViewsRepository } from '../order-views.repository';
import type { OrderRow } from '../orders.repository';
import type { PunchOutService } from '../punch-out/punch-out.service';
import { answerQuote, QuotationNumberTakenError, quotationNumberTaken } from '../quotes/quotes.repository';
import { fileCheckOf } from './file-check';
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

/** Writes the customer's mail that their quote request was answered, in the answer's transaction. */
export type QuoteMail = (
  tx: Db,
  mail: { requestId: string; customer: UserCard; shop: Shop },
) => Promise<void>;

/** The desk's list query, validated. */
export type DeskListQuery = {
  shopId?: string | undefined;
  status?: OrderStatus | undefined;
  placedFrom?: string | undefined;
  placedTo?: string | undefined;
  q?: string | undefined;
  view: DeskView;
  sort: DeskSort;
  dir: 'asc' | 'desc';
  limit: number;
  cursor?: DeskCursor | undefined;
};

export type StatusMoveInput = { to: OrderStatus; expectedFrom: OrderStatus; note: string };

/** A ticket or a file as a download: its name, its content type, its content and its SHA-256. */
export type Download<Body> = { fileName: string; contentType: string; body: Body; sha256?: string };

type Deps = {
  db: Db;
  views: OrderViewsRepository;
  desk: OrderDeskRepository;
  users: Pick<UserDirectory, 'byId'>;
  shops: Pick<ShopsService, 'list'>;
  files: OrderFiles;
  /** Page previews of ordered files (the uploads feature's, decision 0056). */
  previews: Pick<PagePreviews, 'ofOrderedFile'>;
  /** The stored analysis of ordered files, for the operator's file check (issue 32 point 4). */
  fileAnalysis: OrderedFileAnalysisReader;
  /** A purchasing-portal order's document facts (the orders feature's punch-out). */
  punchOut: Pick<PunchOutService, 'deskFactsOf'>;
  statusMail: StatusMail;
  quoteMail: QuoteMail;
  /** The shops a staff user works at: a secured order is theirs to read alone. */
  staffShops: Pick<ShopsService, 'staffShopsOf'>;
  clock: Clock;
  /** Base of the links in job tickets (the portal's public address). */
  publicUrl: string;
};

/** States in which the promised day is no longer the desk's worry (the repository's CLOSED_STATES). */
const PROMISE_KEPT: readonly OrderStatus[] = ['delivered', 'cancelled', 'accepted'];

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

  const personOf = (people: Map<string, UserCard>, id: string | null) => {
    const person = id ? people.get(id) : undefined;
    return person ? { id: person.id, name: person.name, email: person.email } : null;
  };

  /**
   * The order when this staff user may read it: any order but a secured one, which only the staff
   * of the secure shop that makes it read (issue 28 point 6); for anyone else it does not exist.
   */
  async function readableOrder(staffUserId: string, orderId: string): Promise<OrderRow | undefined> {
    const order = await views.findOrder(orderId);
    if (!order) return undefined;
    if (!traitsOf(order.kind).confidentialFiles) return order;
    return (await deps.staffShops.staffShopsOf(staffUserId)).includes(order.shopId) ? order : undefined;
  }

  async function view(order: OrderRow): Promise<DeskOrderView> {
    const [lines, history, downloads, shop, orderedBy, quote, ticket] = await Promise.all([
      views.linesOf(order.id),
      views.historyOf(order.id),
      views.downloadsOf(order.id),
      shopOfOrder(deps.shops, order.shopId),
      userOf(order.userId),
      quoteFactsOf(deps.db, order),
      storedTicket(deps.db, order.id, 'xjdf'),
    ]);
    const [people, sizes, analyses, portal] = await Promise.all([
      peopleOf([...history.map((row) => row.changedBy), ...downloads.map((row) => row.downloadedBy)]),
      Promise.all(
        lines.map((line) => (line.storageReference ? deps.files.sizeOf(line.storageReference) : null)),
      ),
      deps.fileAnalysis.of(lines.flatMap((line) => (line.fileId ? [line.fileId] : []))),
      deps.punchOut.deskFactsOf(order.id),
    ]);
    const customerView = toOrderView(order, lines, history, shop, quote, 'staff');
    const fileNames = new Map(lines.map((line) => [line.position, line.fileName ?? line.productTitle]));
    return {
      ...customerView,
      orderedBy: { id: orderedBy.id, name: orderedBy.name, email: orderedBy.email, phone: orderedBy.phone },
      lines: customerView.lines.map((line, index) => {
        const reference = lines[index]!.storageReference;
        return {
          ...line,
          file: reference
            ? { storageReference: reference, stored: sizes[index] !== null, sizeBytes: sizes[index] ?? null }
            : null,
          check: fileCheckOf(line.fileId ? analyses.get(line.fileId) : undefined, lines[index]!),
        };
      }),
      purchasingPortal: portal ?? null,
      history: history.map((row) => ({ ...toHistoryEntry(row), changedBy: personOf(people, row.changedBy) })),
      downloads: downloads.map((row) => ({
        what: row.what,
        at: row.downloadedAt.toISOString(),
        by: personOf(people, row.downloadedBy),
        position: row.position,
        fileName: fileNames.get(row.position) ?? '',
      })),
      ticketStored: ticket !== null,
      nextStates: deskMoves(order.status, { kind: order.kind, orderType: order.details.orderType }),
    };
  }

  /** `today`: the Amsterdam day against which a promised day is overdue. */
  function summaryOf(row: DeskListedRow, shops: Map<string, Shop>, today: string): DeskOrderSummary {
    const { invoiceAddress, deliveryAddress, deliveryDate } = row.details;
    const promised = deliveryDate ? { date: deliveryDate.date, time: deliveryDate.time ?? null } : null;
    return {
      ...toOrderSummary(row, row, 'staff'),
      customerNumber: row.customerNumber,
      company: invoiceAddress?.company || deliveryAddress?.company || '',
      shop: { id: row.shopId, company: shops.get(row.shopId)?.company ?? '' },
      promised,
      overdue: promised !== null && promised.date < today && !PROMISE_KEPT.includes(row.status),
      purchasingPortal: row.purchasingPortal,
      orderedByName: row.orderedByName,
    };
  }

  /**
   * The order's ticket as stored at placement. An order placed before tickets were stored gets
   * them now, from its snapshot (decision 0071), and keeps them from then on.
   */
  async function ticketOf(order: OrderRow, kind: TicketKind) {
    const stored = await storedTicket(deps.db, order.id, kind);
    if (stored) return stored;
    const [lines, orderedBy, shop] = await Promise.all([
      views.linesOf(order.id),
      userOf(order.userId),
      shopOfOrder(deps.shops, order.shopId),
    ]);
    const documents = ticketDocuments({
      order,
      lines,
      orderedBy,
      shop,
      ...ticketLinks(deps.publicUrl, order.id),
    });
    await storeTickets(deps.db, order.id, documents, deps.clock.now());
    return storedTicket(deps.db, order.id, kind);
  }

  return {
    /**
     * The inbox in the asked order (newest first by default); dates are Amsterdam days, both ends
     * included; 'today' for the planning views is the Amsterdam day of the service's clock.
     */
    async list(staffUserId: string, query: DeskListQuery): Promise<DeskOrderList> {
      const today = amsterdamWallClock(deps.clock.now()).date;
      const [page, shopList] = await Promise.all([
        views.listForDesk(
          {
            shopId: query.shopId,
            status: query.status,
            placedFrom: query.placedFrom ? amsterdamInstant(query.placedFrom, 0) : undefined,
            placedBefore: query.placedTo ? amsterdamInstant(addDays(query.placedTo, 1), 0) : undefined,
            q: query.q || undefined,
            securedShopIds: await deps.staffShops.staffShopsOf(staffUserId),
            view: query.view,
            today,
          },
          { sort: query.sort, dir: query.dir },
          { limit: query.limit, after: query.cursor },
        ),
        deps.shops.list(),
      ]);
      const shops = new Map(shopList.shops.map((shop) => [shop.id, shop]));
      return {
        orders: page.rows.map((row) => summaryOf(row, shops, today)),
        nextCursor: page.nextKey ? deskCursorOf(page.nextKey) : null,
      };
    },

    async get(staffUserId: string, orderId: string): Promise<DeskOrderView | Failure<'ORDER_NOT_FOUND'>> {
      const order = await readableOrder(staffUserId, orderId);
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
      const order = await readableOrder(staffUserId, orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      if (
        !canDeskMove(input.expectedFrom, input.to, { kind: order.kind, orderType: order.details.orderType })
      )
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

    /**
     * Answers a quote request (issue 28 point 5): the quotation number and price, a note, how
     * long it stands; the request moves to quoted and the customer is mailed, together or not
     * at all.
     */
    async answerQuote(
      staffUserId: string,
      orderId: string,
      input: QuoteAnswerBody & { validDays: number; note: string },
    ): Promise<
      | DeskOrderView
      | Failure<
          | 'ORDER_NOT_FOUND'
          | 'NOT_A_QUOTE_REQUEST'
          | 'QUOTE_NOT_OPEN'
          | 'QUOTATION_NUMBER_INVALID'
          | 'QUOTATION_NUMBER_TAKEN'
        >
    > {
      const order = await readableOrder(staffUserId, orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      if (!traitsOf(order.kind).quoteRequest) return fail('NOT_A_QUOTE_REQUEST');
      if (order.status !== 'received') return fail('QUOTE_NOT_OPEN');
      const checked = checkQuotationNumber(true, input.quotationNo);
      if (!checked.valid || checked.number === null) return fail('QUOTATION_NUMBER_INVALID');
      const quotationNo = checked.number;
      if (await quotationNumberTaken(deps.db, quotationNo)) return fail('QUOTATION_NUMBER_TAKEN');
      const customer = await userOf(order.userId);
      const shop = await shopOfOrder(deps.shops, order.shopId);
      const answeredAt = deps.clock.now();
      try {
        const outcome = await inTransaction(deps.db, async (tx) => {
          const answered = await answerQuote(tx, {
            requestId: order.id,
            quotationNo,
            priceCents: input.priceCents,
            note: input.note,
            answeredBy: staffUserId,
            answeredAt,
            validUntil: quoteValidUntil(amsterdamWallClock(answeredAt).date, input.validDays),
          });
          if (!answered) return fail('QUOTE_NOT_OPEN');
          await deps.quoteMail(tx, { requestId: order.id, customer, shop });
          return true;
        });
        if (isFailure(outcome)) return outcome;
      } catch (error) {
        // Two answers with one number at once: the unique index lets one through.
        if (error instanceof QuotationNumberTakenError) return fail('QUOTATION_NUMBER_TAKEN');
        throw error;
      }
      return view((await views.findOrder(orderId))!);
    },

    /** The order's job ticket as stored: XJDF 2.2 or JSON, named by the order number. */
    async ticket(
      staffUserId: string,
      orderId: string,
      kind: TicketKind,
    ): Promise<Download<string> | Failure<'ORDER_NOT_FOUND'>> {
      const order = await readableOrder(staffUserId, orderId);
      // A quote request is no work yet: it has no ticket.
      if (!order || !traitsOf(order.kind).jobTicket) return fail('ORDER_NOT_FOUND');
      const ticket = await ticketOf(order, kind);
      if (!ticket) throw new Error(`the ${kind} ticket of order ${order.id} was neither stored nor made`);
      return kind === 'xjdf'
        ? {
            fileName: `${order.orderNumber}.xjdf`,
            contentType: 'application/vnd.cip4-xjdf+xml',
            body: ticket.body,
            sha256: ticket.sha256,
          }
        : {
            fileName: `${order.orderNumber}.json`,
            contentType: 'application/json; charset=utf-8',
            body: ticket.body,
            sha256: ticket.sha256,
          };
    },

    /**
     * A page of an order line's file as a WebP preview `width` pixels wide: the one made while
     * the customer uploaded it, or made now (decision 0056). The first view of a confidential
     * file's pages by each staff member is kept with the order (decision 0104).
     */
    async linePreview(
      staffUserId: string,
      orderId: string,
      position: number,
      width: number,
      page: number,
    ): Promise<Preview | Failure<'ORDER_NOT_FOUND' | 'FILE_NOT_FOUND' | 'PREVIEW_UNAVAILABLE'>> {
      const order = await readableOrder(staffUserId, orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      const line = await views.lineAt(orderId, position);
      if (!line?.fileId) return fail('FILE_NOT_FOUND');
      const preview = await deps.previews.ofOrderedFile(line.fileId, width, page);
      // Who saw the pages of a confidential file is kept with the order, as its downloads are.
      if (!isFailure(preview) && traitsOf(order.kind).confidentialFiles)
        await views.recordPreviewSeen({ orderId, position, by: staffUserId, at: deps.clock.now() });
      return preview;
    },

    /**
     * The file of an order line, under the name the customer gave it. Every download is recorded
     * with who and when (a secured order's files are confidential).
     */
    async lineFile(
      staffUserId: string,
      orderId: string,
      position: number,
    ): Promise<{ fileName: string; file: OpenedFile } | Failure<'ORDER_NOT_FOUND' | 'FILE_NOT_FOUND'>> {
      const order = await readableOrder(staffUserId, orderId);
      if (!order) return fail('ORDER_NOT_FOUND');
      const line = await views.lineAt(orderId, position);
      if (!line?.storageReference || !line.fileName) return fail('FILE_NOT_FOUND');
      const file = await deps.files.open(line.storageReference);
      if (!file) return fail('FILE_NOT_FOUND');
      await views.recordDownload({ orderId, position, by: staffUserId, at: deps.clock.now() });
      return { fileName: await deps.files.downloadName(file, line.fileName), file };
    },
  };
}
export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
