import { formatPrice } from '@portal/shared/format';
import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import { translate } from '@portal/shared/i18n/translate';
import { orderDeliveryCosts } from '@portal/shared/rules/delivery-costs';
import { isExpressOrder } from '@portal/shared/rules/express';
import { perUnitCents } from '@portal/shared/rules/money';
import { type OrderErrorKey, stepErrors } from '@portal/shared/rules/order-completeness';
import { orderErrorText } from '@portal/shared/rules/order-error-text';
import { traitsOf } from '@portal/shared/rules/order-kind-traits';
import { isPurchasingPortal, portalOrderDetails } from '@portal/shared/rules/purchasing-portal';
import { checkQuotationNumber, instructionWithQuotationNumber } from '@portal/shared/rules/quotation';
import { DEFAULT_THEME_NAME } from '@portal/shared/rules/theme-name';
import { orderTotals } from '@portal/shared/rules/vat';
import { type OrderDetails, orderAddressSchema } from '@portal/shared/schemas/order-details';
import { orderKindSchema } from '@portal/shared/schemas/order-kinds';
import { type PlacedOrder, type PunchOutReturn, placedOrderSchema } from '@portal/shared/schemas/orders';
import type { Shop } from '@portal/shared/schemas/shops';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { type Failure, fail, isFailure } from '../../../platform/failure';
import type { InvoiceAddressesService } from '../../customers/invoice-addresses.service';
import type { ThemesService } from '../../themes/themes.service';
import { requestFingerprint, type StoredAnswer } from '../idempotency';
import { claimKey, completeKey, findKey } from '../idempotency.repository';
import { orderNumberYear } from '../order-number';
import {
  CartAlreadyOrderedError,
  insertOrder,
  nextOrderNumber,
  type OrderRow,
  placedOrderByKey,
} from '../orders.repository';
import type { PunchOutService, PunchOutStart, ReturnAddress } from '../punch-out/punch-out.service';
import type { OrderCaller, OrderFlow, PlacedLine } from './order-flow';
import type { PlacementChecks } from './placement-checks';
import { storedInvoiceAddress } from './placement-checks';

/**
 * An answer to the client: the placed order or a failure. The first answer, a replay of its key and
 * a second key for the same thing ordered all answer the one order, as 201 (the order exists as
 * asked).
 */
export type PlaceOrderOutcome<Codes extends ErrorCode = never> =
  | { status: 201; body: PlacedOrder }
  | Failure<PipelineFailure | Codes>;

/** What the pipeline itself refuses, for any flow. */
export type PipelineFailure =
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'ORDER_IN_PROGRESS'
  | 'ORDER_INCOMPLETE'
  | 'CUSTOMER_NOT_FOUND'
  | 'ADDRESS_NOT_FOUND'
  | 'SHOP_NOT_FOUND'
  | 'NO_SHOP_AVAILABLE'
  | 'SHOP_NOT_SECURE'
  | 'DATE_NOT_AVAILABLE'
  | 'PRICE_CHANGED'
  | 'ORDER_BELOW_MINIMUM'
  | 'PUNCH_OUT_NOT_ALLOWED'
  | 'PUNCH_OUT_FLOW_NOT_ALLOWED'
  | 'PUNCH_OUT_UNAVAILABLE';

/** The user who orders, as the completeness rules and the mails need them. */
export type OrderCustomer = {
  name: string;
  email: string;
  phone: string;
  projectRequired: boolean;
  formatString: string | null;
  notifyOrderConfirmation: boolean;
};

/** What is known of a placed order inside its transaction, for what must commit with it. */
export type PlacedInTransaction = {
  order: OrderRow;
  lines: (PlacedLine & { position: number })[];
  shop: Shop;
  customer: OrderCustomer;
  theme: { id: string | null; settings: ThemeSettings };
};

/** What happens in the order's transaction after it is written: its job ticket, its mails. */
export type OrderPlacedHook = (tx: Db, placed: PlacedInTransaction) => Promise<void>;

type Deps = {
  db: Db;
  clock: Clock;
  checks: PlacementChecks;
  themes: Pick<ThemesService, 'findById' | 'getTheme'>;
  invoices: Pick<InvoiceAddressesService, 'invoiceForLookup' | 'list'>;
  users: { byId(id: string): Promise<OrderCustomer | null> };
  punchOut: Pick<PunchOutService, 'returnAddress' | 'record' | 'ofOrder'>;
  /** In the order's transaction, in this order: the stored job ticket, then the mails. */
  onPlaced: OrderPlacedHook[];
  /** After the commit: start delivering what onPlaced queued. */
  afterCommit: () => void;
};

/** The answer to a placed order, the same for the first request and every replay. */
export function placedAnswer(
  order: OrderRow,
  lines: { linePriceCents: number | null; priceHidden: boolean }[],
  punchOut?: PunchOutReturn,
): PlacedOrder {
  // A customer who was shown no amounts gets none back either (decision 0098).
  const amountsShown = !order.pricesHidden && !lines.some((line) => line.priceHidden);
  return {
    orderId: order.id,
    kind: order.kind,
    orderNumber: order.orderNumber,
    status: order.status,
    express: order.express,
    placedAt: order.createdAt.toISOString(),
    totals: amountsShown
      ? {
          exclVatCents: order.totalExclVatCents,
          vatCents: order.vatCents,
          inclVatCents: order.totalInclVatCents,
        }
      : null,
    expressSurchargeCents: amountsShown ? order.expressSurchargeCents : null,
    deliveryChargeCents: amountsShown ? order.deliveryChargeCents : null,
    lineCount: lines.length,
    unpricedLineCount: lines.filter((line) => line.linePriceCents === null).length,
    ...(punchOut ? { punchOut } : {}),
  };
}

/**
 * The first of a list of completeness errors, as the failure that refuses the order, in the words
 * the customer's screen uses (the theme's names for project, reference and department).
 */
const incomplete = (errors: (OrderErrorKey | undefined)[], customFields: ThemeSettings['customFields']) => {
  const first = errors.find((error) => error !== undefined);
  if (!first) return null;
  const text = orderErrorText(first, customFields);
  return fail('ORDER_INCOMPLETE', translate(text.key, text.values));
};

/**
 * Placing an order of any flow exactly once (issue 13 points 4 and 5, issue 28 point 1;
 * decisions 0047, 0052 and 0071). Every read and check runs first, outside the transaction:
 * PGlite runs one transaction at a time, and a query on the pool inside it (not on `tx`) would
 * wait for it forever. The transaction then claims the Idempotency-Key, numbers and writes the
 * order, lets the flow take what it consumes, writes the job ticket, queues the mails and stores
 * the answer with the key. Anything failing rolls all of it back.
 */
export function createOrderPipeline(deps: Deps) {
  /** The theme the order is judged by: the user's own, else the one the customer orders in. */
  async function themeOf(caller: OrderCaller, themeName: string | undefined) {
    const own = caller.themeId ? await deps.themes.findById(caller.themeId) : undefined;
    if (own) return { id: caller.themeId, settings: own.settings };
    const named = await deps.themes.getTheme(themeName ?? DEFAULT_THEME_NAME, caller.securityLevel, {
      orDefault: true,
    });
    // Every installation has its default theme (seeded); without it nothing can be judged.
    if (isFailure(named)) throw new Error(`no theme to judge the order by: ${named.code}`);
    return { id: named.themeID, settings: named.settings };
  }

  /**
   * Purchasing-portal mode (decision 0055): the theme's fixed customer number is the order's, so
   * only a user of that customer may order here: one bound to the portal theme, or linked to the
   * customer number. The address the order goes back to is the server's choice.
   */
  async function portalOf(
    caller: OrderCaller,
    theme: { id: string | null; settings: ThemeSettings },
    start: PunchOutStart | null,
  ): Promise<
    | { customerNumber: string; linked: boolean; address: ReturnAddress }
    | Failure<'PUNCH_OUT_NOT_ALLOWED' | 'PUNCH_OUT_UNAVAILABLE'>
  > {
    const customerNumber = theme.settings.customFields.themeCustomer;
    if (!theme.id || !customerNumber) return fail('PUNCH_OUT_UNAVAILABLE');
    const link = await deps.invoices.invoiceForLookup(caller.userId, { customerNumber });
    const linked = !isFailure(link);
    if (!linked && caller.themeId !== theme.id) return fail('PUNCH_OUT_NOT_ALLOWED');
    const address = await deps.punchOut.returnAddress(theme.id, start);
    if (isFailure(address)) return address;
    return { customerNumber, linked, address };
  }

  /** Everything the order is, read and checked before anything is written. */
  async function prepare<Body, Codes extends ErrorCode>(
    flow: OrderFlow<Body, Codes>,
    caller: OrderCaller,
    body: Body,
    start: PunchOutStart | null,
  ) {
    const theme = await themeOf(caller, flow.themeNameOf(body));
    // A portal order drops delivery, invoice, date, project and reference, whatever was sent.
    const portal = isPurchasingPortal(theme.settings.customFields);
    // Only what goes back to the purchasing system as a cart is placed there (decision 0100).
    if (portal && !flow.orderableInPurchasingPortal) return fail('PUNCH_OUT_FLOW_NOT_ALLOWED');
    const sent = flow.detailsOf(body);
    const flowed = await flow.prepare(caller, body, {
      theme,
      details: portal ? portalOrderDetails(sent) : sent,
    });
    if (isFailure(flowed)) return flowed;
    const details = flowed.details ?? (portal ? portalOrderDetails(sent) : sent);

    const [customer, invoiceList] = await Promise.all([
      deps.users.byId(caller.userId),
      deps.invoices.list({ userId: caller.userId, themeId: caller.themeId }),
    ]);
    const errors = stepErrors(details, {
      theme: { flags: theme.settings.flags, customFields: theme.settings.customFields },
      customerNumberCount: invoiceList.addresses.length,
      user: customer,
      isQuote: traitsOf(flow.kind).quoteRequest,
    });
    const refused = incomplete(
      [
        ...flowed.errors,
        errors.pickupError,
        errors.deliveryError,
        errors.mediumError,
        errors.invoiceError,
        errors.phone,
      ],
      theme.settings.customFields,
    );
    if (refused) return refused;
    const portalOrder = portal ? await portalOf(caller, theme, start) : null;
    if (isFailure(portalOrder)) return portalOrder;

    // The customer number is taken from the server's link, never from the client's copy.
    const invoice = details.invoiceAddress;
    const invoiceFacts = await deps.invoices.invoiceForLookup(caller.userId, {
      invoiceAddressId: invoice?.customerNumber ? undefined : (invoice?.id ?? undefined),
      customerNumber: invoice?.customerNumber ?? undefined,
    });
    if (isFailure(invoiceFacts)) return invoiceFacts;

    // A portal order's shop: the theme customer's own when the user is linked to it, else the first.
    const shop = await deps.checks.shopOf(
      caller.userId,
      portalOrder?.linked
        ? {
            ...details,
            invoiceAddress: orderAddressSchema.parse({ customerNumber: portalOrder.customerNumber }),
          }
        : details,
    );
    if (isFailure(shop)) return shop;
    if (details.secure && !shop.handlesSecured) return fail('SHOP_NOT_SECURE');
    const surcharge = await deps.checks.surchargeOf(shop, details, theme.settings, flow.planningKind);
    if (isFailure(surcharge)) return surcharge;
    const addresses = await deps.checks.recordedAddresses(caller.userId, details, shop);
    if (isFailure(addresses)) return addresses;
    // The order records what it names as the server keeps it (decision 0052).
    // Spec 02 section 5: a secured order collected at the shop is collected by the user, by name.
    if (details.secure && details.orderType === 'pickUp' && addresses.pickUpAddress && customer)
      addresses.pickUpAddress = { ...addresses.pickUpAddress, name: customer.name.slice(0, 35) };
    const recorded: OrderDetails = {
      ...details,
      // 'Order n.a.v. offerteaanvraag': the number is the instruction's first line (decision 0043).
      instruction: instructionWithQuotationNumber(
        details.instruction,
        checkQuotationNumber(details.quotationNo !== null, details.quotationNo),
      ),
      ...addresses,
      invoiceAddress: invoice ? (storedInvoiceAddress(invoice, invoiceList.addresses) ?? invoice) : null,
    };

    const lines = flowed.lines.map((line) => ({
      ...line,
      // Per copy, for the record; the line's price is the flow's (tiers and set-up included).
      unitPriceCents: line.linePriceCents === null ? null : perUnitCents(line.linePriceCents, line.quantity),
    }));
    const pricesHidden = theme.settings.flags.hidePricing;
    // The delivery charge and the minimum by the shop's and the theme's terms (decision 0131):
    // computed here, whatever the client sent; the refusal names the amounts the customer saw.
    const delivery = orderDeliveryCosts({
      kind: flow.kind,
      settings: theme.settings,
      shopTerms: shop.deliveryTerms,
      orderType: details.orderType,
      lines: lines.map((line) => ({ cents: line.linePriceCents, hidden: line.priceHidden })),
      pricesHidden,
    });
    if (delivery.costs.belowMinimum)
      return fail(
        'ORDER_BELOW_MINIMUM',
        translate('orderConfirm.belowMinimum.text', {
          minimum: formatPrice(delivery.costs.minimumOrderCents),
          goods: formatPrice(delivery.goodsCents),
          short: formatPrice(delivery.costs.minimumOrderCents - delivery.goodsCents),
        }),
      );
    const linesCents = lines.reduce((sum, line) => sum + (line.linePriceCents ?? 0), 0);
    const totals = orderTotals(linesCents + surcharge + delivery.costs.chargeCents);
    // A customer who saw no amounts (hidePricing) sent none to compare. Otherwise what they saw:
    // the lines whose price was shown, the spoed surcharge (decision 0098) and the delivery charge.
    const shownCents =
      lines.reduce((sum, line) => sum + (line.priceHidden ? 0 : (line.linePriceCents ?? 0)), 0) +
      surcharge +
      delivery.costs.chargeCents;
    if (flowed.checkTotal && !pricesHidden && shownCents !== flow.expectedTotalOf(body))
      return fail('PRICE_CHANGED');
    if (!customer) throw new Error(`user ${caller.userId} of a live session not found`);
    return {
      customer,
      details: recorded,
      lines,
      shop,
      theme,
      customerNumber: portalOrder?.customerNumber ?? invoiceFacts.customerNumber,
      returnAddress: portalOrder?.address ?? null,
      express: isExpressOrder(details, theme.settings),
      surcharge,
      deliveryChargeCents: delivery.costs.chargeCents,
      totals,
      pricesHidden,
    };
  }

  /** The order already placed for what is ordered, answered as placed (two keys for one cart see one order). */
  async function answerOfKey(caller: OrderCaller, naturalKey: string): Promise<PlaceOrderOutcome | null> {
    const existing = await placedOrderByKey(deps.db, naturalKey);
    if (!existing || existing.order.userId !== caller.userId) return null;
    const punchOut = await deps.punchOut.ofOrder(existing.order.id);
    return { status: 201, body: placedAnswer(existing.order, existing.lines, punchOut) };
  }

  /**
   * A key answered before orders had a kind: its fingerprint was of the print order's body as it
   * was then (without today's defaults), so it never matches today's. It is the same request when
   * its answer is the order of what is ordered now.
   */
  async function isEarlierPrintAnswer(
    caller: OrderCaller,
    row: { responseBody: unknown },
    naturalKey: string,
  ): Promise<boolean> {
    const stored = row.responseBody;
    if (typeof stored !== 'object' || stored === null || 'kind' in stored || !('orderId' in stored))
      return false;
    const existing = await placedOrderByKey(deps.db, naturalKey);
    return existing?.order.userId === caller.userId && existing.order.id === stored.orderId;
  }

  /** A key already answered (or in use for another body), seen before any work. */
  async function earlierAnswer(caller: OrderCaller, key: string, fingerprint: string, naturalKey: string) {
    const row = await findKey(deps.db, caller.userId, key);
    if (!row) return null;
    if (row.fingerprint !== fingerprint && !(await isEarlierPrintAnswer(caller, row, naturalKey)))
      return fail('IDEMPOTENCY_KEY_REUSED');
    if (row.state === 'done' && row.responseStatus !== null)
      return replayOf({ status: row.responseStatus, body: row.responseBody });
    return fail('ORDER_IN_PROGRESS');
  }

  return {
    /**
     * Places what `body` orders through `flow`. `start`: what the purchasing system said when it
     * opened the portal (a purchasing-portal session), checked again here; not part of the
     * request's fingerprint.
     */
    async place<Body, Codes extends ErrorCode>(
      flow: OrderFlow<Body, Codes>,
      caller: OrderCaller,
      key: string,
      body: Body,
      start: PunchOutStart | null = null,
    ): Promise<PlaceOrderOutcome<Codes>> {
      // The flow is part of the request: one key for two kinds of order is a reused key.
      const fingerprint = requestFingerprint({ kind: flow.kind, body });
      const naturalKey = flow.naturalKey(body);
      const earlier = await earlierAnswer(caller, key, fingerprint, naturalKey);
      if (earlier) return earlier;
      // What is ordered was placed already (a second tab, a retry with a new key after a lost
      // answer): that order is the answer, before the flow's checks, which would refuse what is
      // gone (a closed session, an ordered quote) or a date that passed since.
      const placedBefore = await answerOfKey(caller, naturalKey);
      if (placedBefore) return placedBefore;

      const prepared = await prepare(flow, caller, body, start);
      if (isFailure(prepared)) {
        // What is ordered is gone because it was ordered a moment ago (by this key or another):
        // answer with that order rather than with its absence.
        if ((flow.goneCodes as readonly ErrorCode[]).includes(prepared.code))
          return (
            (await earlierAnswer(caller, key, fingerprint, naturalKey)) ??
            (await answerOfKey(caller, naturalKey)) ??
            prepared
          );
        return prepared;
      }

      const placedAt = deps.clock.now();
      try {
        const outcome = await deps.db.transaction(async (tx): Promise<PlaceOrderOutcome<Codes>> => {
          const claim = await claimKey(tx, caller.userId, key, fingerprint, placedAt);
          if (claim === 'conflict') return fail('IDEMPOTENCY_KEY_REUSED');
          if (claim === 'inProgress') return fail('ORDER_IN_PROGRESS');
          if (claim !== 'claimed') return replayOf(claim.replay);

          const orderNumber = await nextOrderNumber(tx, orderNumberYear(placedAt));
          const order = await insertOrder(
            tx,
            {
              orderNumber,
              kind: flow.kind,
              userId: caller.userId,
              sessionId: flow.sessionOf(body),
              cartKey: naturalKey,
              themeId: prepared.theme.id,
              customerNumber: prepared.customerNumber,
              express: prepared.express,
              expressSurchargeCents: prepared.surcharge,
              deliveryChargeCents: prepared.deliveryChargeCents,
              details: prepared.details,
              shopId: prepared.shop.id,
              totalExclVatCents: prepared.totals.exclVatCents,
              vatCents: prepared.totals.vatCents,
              totalInclVatCents: prepared.totals.inclVatCents,
              pricesHidden: prepared.pricesHidden,
              placedAt,
            },
            prepared.lines,
          );
          // What the order consumes changed since the checks: nothing of this order may stay.
          const taken = await flow.take(tx, caller, body, { order, lines: prepared.lines, at: placedAt });
          if (isFailure(taken)) throw new TakeRefusedError(taken);
          if (!taken) throw new OrderedThingChangedError();
          const placed: PlacedInTransaction = {
            order,
            lines: prepared.lines.map((line, index) => ({ ...line, position: index + 1 })),
            shop: prepared.shop,
            customer: prepared.customer,
            theme: prepared.theme,
          };
          for (const hook of deps.onPlaced) await hook(tx, placed);
          const punchOut = prepared.returnAddress
            ? await deps.punchOut.record(tx, order, prepared.lines, prepared.returnAddress)
            : undefined;
          const answer = { status: 201 as const, body: placedAnswer(order, prepared.lines, punchOut) };
          await completeKey(tx, caller.userId, key, answer, placedAt);
          return answer;
        });
        if (!isFailure(outcome)) {
          deps.afterCommit();
          await flow.afterCommit(body, { lines: prepared.lines });
        }
        return outcome;
      } catch (error) {
        if (error instanceof CartAlreadyOrderedError)
          return (await answerOfKey(caller, naturalKey)) ?? fail(flow.goneCodes[0] ?? 'ORDER_IN_PROGRESS');
        if (error instanceof OrderedThingChangedError) return fail(flow.goneCodes[0] ?? 'ORDER_IN_PROGRESS');
        // The flow's own answer to what changed (its take's failure), the order rolled back.
        if (error instanceof TakeRefusedError) return error.failure as Failure<Codes>;
        throw error;
      }
    },
  };
}
export type OrderPipeline = ReturnType<typeof createOrderPipeline>;

class OrderedThingChangedError extends Error {
  constructor() {
    super('what the order takes changed while the order was placed');
  }
}

/** A flow's take refused the order with an answer of its own: thrown to roll the order back. */
class TakeRefusedError extends Error {
  constructor(readonly failure: Failure) {
    super(`the order's flow refused it in its transaction: ${failure.code}`);
  }
}

/**
 * A stored answer as it is given again. An answer stored before orders had a kind (issue 28) was
 * a print order's; one stored since is read as it was written.
 */
const storedPlacedOrderSchema = placedOrderSchema.extend({ kind: orderKindSchema.default('print') });

function replayOf(answer: StoredAnswer): { status: 201; body: PlacedOrder } {
  return { status: 201, body: storedPlacedOrderSchema.parse(answer.body) };
}
