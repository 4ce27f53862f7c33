import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import type { OrderErrorKey } from '@portal/shared/rules/order-completeness';
import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
import type { OrderKind } from '@portal/shared/schemas/order-kinds';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { Db } from '../../../db/database';
import type { Failure } from '../../../platform/failure';
import type { CartCaller } from '../../cart/cart.service';
import type { OrderLineRow, OrderRow } from '../orders.repository';

/**
 * What a flow plugs into the one order pipeline (issue 28 point 1, decision 0071). The pipeline
 * does, once for every flow: the Idempotency-Key's claim and replay, the theme and
 * purchasing-portal rules, the completeness rules of the deliver/pickup and invoice steps, the
 * addresses as the server keeps them, the shop and its dates, the spoed surcharge, the totals
 * and the price the customer saw, numbering, writing the order, the job ticket, the mails through
 * the outbox, the punch-out answer and the order's first history row. A flow supplies only its
 * kind, the natural key of what is ordered, its lines (and their prices, and the titles every
 * place that shows the order reads as kept), its own completeness rules, what it takes in the
 * order's transaction, and whether a purchasing portal places it. What its kind of order is once
 * placed (no ticket for a quote request, jobs rather than files, ...) is the kind's traits
 * (rules/order-kind-traits.ts), which the mails, tickets, desk and My orders read.
 */

/** Who places an order: the browser, the user, their security level and own theme, their e-mail. */
export type OrderCaller = CartCaller & { email: string };

/** A line as a flow hands it to the pipeline: everything of an order line but its order and position. */
export type PlacedLine = Omit<OrderLineRow, 'id' | 'orderId' | 'position'>;

/** What the pipeline tells a flow before it prepares its lines. */
export type FlowContext = {
  theme: { id: string | null; settings: ThemeSettings };
  /** The order details after the theme's rules (a purchasing portal's dropped fields). */
  details: OrderDetails;
};

/** A flow's lines, and what else of the order it decides. */
export type PreparedFlow = {
  lines: PlacedLine[];
  /** The order details as the flow keeps them (a quote's quotation number, say); else the pipeline's. */
  details?: OrderDetails;
  /** The flow's completeness errors (fileError, descriptionError, productError), the first first. */
  errors: OrderErrorKey[];
  /**
   * Whether the total the customer saw is checked: false where the customer saw none (a quote
   * request, a theme that hides prices).
   */
  checkTotal: boolean;
};

/** A flow's body and the failures its own checks answer (beside the pipeline's). */
export interface OrderFlow<Body, Codes extends ErrorCode = ErrorCode> {
  kind: OrderKind;
  /** The planner's lead times for this work (shops' delivery dates). */
  planningKind: ProductKind;
  /**
   * The natural key of what is ordered: one order per upload session, per draft, per quote,
   * whatever the Idempotency-Keys of the attempts.
   */
  naturalKey(body: Body): string;
  /** The upload session the order takes files from, if any. */
  sessionOf(body: Body): string | null;
  /** The order details as sent. */
  detailsOf(body: Body): OrderDetails;
  /** The total excl. BTW the customer saw (checked when `checkTotal`). */
  expectedTotalOf(body: Body): number;
  themeNameOf(body: Body): string | undefined;
  /** Reads and checks what is ordered, before the transaction; nothing is written here. */
  prepare(caller: OrderCaller, body: Body, context: FlowContext): Promise<PreparedFlow | Failure<Codes>>;
  /**
   * Failures of `prepare` that mean "what you order is gone": it was ordered a moment ago (the
   * upload session closed with its order). The pipeline then answers that order, if it is the
   * caller's.
   */
  goneCodes: readonly Codes[];
  /**
   * In the order's transaction, after the order and its lines are written: takes what the order
   * consumes (the session's files, the quote, a coupon). False when it changed since `prepare`:
   * the whole order rolls back. A failure when what changed has an answer of its own for the
   * customer (the coupon another order used a moment ago): the order rolls back with it.
   */
  take(
    tx: Db,
    caller: OrderCaller,
    body: Body,
    placed: { order: OrderRow; lines: readonly PlacedLine[]; at: Date },
  ): Promise<boolean | Failure<Codes>>;
  /** After the commit (the closed session's other files go). */
  afterCommit(body: Body, placed: { lines: readonly PlacedLine[] }): Promise<void>;
  /**
   * Whether a purchasing portal may place it, its order going back to the purchasing system as a
   * cart (decision 0100; the web reads the same table, rules/purchasing-portal.ts).
   */
  orderableInPurchasingPortal: boolean;
}
