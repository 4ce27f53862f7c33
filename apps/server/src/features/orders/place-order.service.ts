import { translate } from '@portal/shared/i18n/translate';
import { isStillOffered } from '@portal/shared/rules/chosen-date';
import { stepErrors } from '@portal/shared/rules/order-completeness';
import { isPurchasingPortal, portalOrderDetails } from '@portal/shared/rules/purchasing-portal';
import { DEFAULT_THEME_NAME } from '@portal/shared/rules/theme-name';
import { orderTotals } from '@portal/shared/rules/vat';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import {
  type OrderAddress,
  type OrderDetails,
  orderAddressSchema,
} from '@portal/shared/schemas/order-details';
import type { PlacedOrder, PunchOutReturn } from '@portal/shared/schemas/orders';
import type { Shop } from '@portal/shared/schemas/shops';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { DeliveryAddressesService } from '../addresses/delivery-addresses.service';
import type { CartCaller, CartService } from '../cart/cart.service';
import type { InvoiceAddressesService } from '../customers/invoice-addresses.service';
import type { ShopsService } from '../shops/shops.service';
import type { ThemesService } from '../themes/themes.service';
import type { OrderedFiles } from '../uploads/ordered-files';
import { claimKey, completeKey, findKey, requestFingerprint, type StoredAnswer } from './idempotency';
import { orderNumberYear } from './order-number';
import {
  CartAlreadyOrderedError,
  insertOrder,
  nextOrderNumber,
  type OrderLineRow,
  type OrderRow,
  placedOrderOfCart,
} from './orders.repository';
import type { PunchOutService, PunchOutStart, ReturnAddress } from './punch-out/punch-out.service';

/** Who places the order: the cart's caller (browser, user, security level, the user's own theme). */
export type OrderCaller = CartCaller & { email: string };

export type PlaceOrderInput = {
  sessionId: string;
  details: OrderDetails;
  expectedTotalExclVatCents: number;
  themeName?: string | undefined;
};

type PlaceFailure =
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'ORDER_IN_PROGRESS'
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'CART_EMPTY'
  | 'UPLOAD_ERROR'
  | 'FILE_STILL_ANALYSING'
  | 'PRODUCT_NOT_FOUND'
  | 'OPTION_NOT_AVAILABLE'
  | 'MENU_NOT_AVAILABLE'
  | 'OPTION_MISSING'
  | 'QUANTITY_BELOW_MINIMUM'
  | 'ORDER_INCOMPLETE'
  | 'ADDRESS_NOT_FOUND'
  | 'CUSTOMER_NOT_FOUND'
  | 'SHOP_NOT_FOUND'
  | 'NO_SHOP_AVAILABLE'
  | 'SHOP_NOT_SECURE'
  | 'DATE_NOT_AVAILABLE'
  | 'PRICE_CHANGED'
  | 'PUNCH_OUT_NOT_ALLOWED'
  | 'PUNCH_OUT_UNAVAILABLE';

/**
 * An answer to the client: the placed order or a failure. The first answer, a replay of its key and
 * a second key for the same cart all answer the one order, as 201 (the order exists as asked).
 */
export type PlaceOrderOutcome = { status: 201; body: PlacedOrder } | Failure<PlaceFailure>;

/** A line as the order takes it, every field decided (an order line without its order and position). */
export type PlacedLine = Omit<OrderLineRow, 'id' | 'orderId' | 'position'>;

/** The user who orders, as the completeness rules and the mails need them. */
export type OrderCustomer = {
  name: string;
  email: string;
  projectRequired: boolean;
  formatString: string | null;
  notifyOrderConfirmation: boolean;
};

/** What happens in the order's transaction after it is written: the mails through the outbox. */
export type OrderPlacedHook = (
  tx: Db,
  placed: { order: OrderRow; lines: PlacedLine[]; shop: Shop; customer: OrderCustomer },
) => Promise<void>;

type Deps = {
  db: Db;
  clock: Clock;
  cart: Pick<CartService, 'linesForOrder'>;
  orderedFiles: OrderedFiles;
  themes: Pick<ThemesService, 'findById' | 'getTheme'>;
  invoices: Pick<InvoiceAddressesService, 'invoiceForLookup' | 'list'>;
  deliveryAddresses: Pick<DeliveryAddressesService, 'forOrder'>;
  shops: Pick<ShopsService, 'list' | 'lookup' | 'dates'>;
  users: { byId(id: string): Promise<OrderCustomer | null> };
  punchOut: Pick<PunchOutService, 'returnAddress' | 'record' | 'ofOrder'>;
  onPlaced: OrderPlacedHook;
  /** After the commit: start delivering what onPlaced queued. */
  afterCommit: () => void;
};

/** The answer to a placed order, the same for the first request and every replay. */
export function placedAnswer(
  order: OrderRow,
  lines: { linePriceCents: number | null }[],
  punchOut?: PunchOutReturn,
): PlacedOrder {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    express: order.express,
    placedAt: order.createdAt.toISOString(),
    totals: {
      exclVatCents: order.totalExclVatCents,
      vatCents: order.vatCents,
      inclVatCents: order.totalInclVatCents,
    },
    expressSurchargeCents: order.expressSurchargeCents,
    lineCount: lines.length,
    unpricedLineCount: lines.filter((line) => line.linePriceCents === null).length,
    ...(punchOut ? { punchOut } : {}),
  };
}

/**
 * Placing a print order exactly once (issue 13 points 4 and 5; decisions 0047 and 0052). Every
 * read and check runs first, outside the transaction: PGlite runs one transaction at a time, and
 * a query on the pool inside it (not on `tx`) would wait for it forever. The transaction then claims the Idempotency-Key, numbers and writes the
 * order, takes the files and closes the upload session, queues the mails and stores the answer
 * with the key. Anything failing rolls all of it back.
 */

/**
 * The invoice address an order names, as the server keeps it: a customer number's address, or
 * the user's new-customer address by its id. Undefined when it is neither (the checks before
 * refuse that order).
 */
function storedInvoiceAddress(
  invoice: OrderAddress,
  addresses: readonly StoredInvoiceAddress[],
): OrderAddress | undefined {
  const stored = addresses.find((address) =>
    invoice.customerNumber ? address.customerNumber === invoice.customerNumber : address.id === invoice.id,
  );
  // The order's address schema keeps its own fields of the stored one (not its projects and references).
  return stored ? orderAddressSchema.parse(stored) : undefined;
}

export function createPlaceOrderService(deps: Deps) {
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

  /** The shop that does the order: the chosen shop for a pickup, else the lookup's rule. */
  async function shopOf(
    caller: OrderCaller,
    details: OrderDetails,
  ): Promise<
    Shop | Failure<'ADDRESS_NOT_FOUND' | 'CUSTOMER_NOT_FOUND' | 'NO_SHOP_AVAILABLE' | 'SHOP_NOT_FOUND'>
  > {
    if (details.orderType === 'pickUp') {
      const { shops } = await deps.shops.list();
      const chosen = shops.find((shop) => shop.id === details.pickUpAddress?.id);
      return chosen ?? fail('SHOP_NOT_FOUND');
    }
    const invoice = details.invoiceAddress;
    const found = await deps.shops.lookup(caller.userId, {
      deliveryAddressId: details.deliveryAddress?.id ?? undefined,
      zipCode: details.deliveryAddress?.id ? undefined : details.deliveryAddress?.zipCode || undefined,
      invoiceAddressId: invoice?.customerNumber ? undefined : (invoice?.id ?? undefined),
      customerNumber: invoice?.customerNumber ?? undefined,
      secure: details.secure,
    });
    return isFailure(found) ? found : found.location;
  }

  /** The chosen date must still be offered by the shop; spoed brings the shop's surcharge. */
  async function expressSurcharge(
    shop: Shop,
    details: OrderDetails,
    settings: ThemeSettings,
  ): Promise<number | Failure<'SHOP_NOT_FOUND' | 'SHOP_NOT_SECURE' | 'DATE_NOT_AVAILABLE'>> {
    const chosen = details.deliveryDate;
    // A theme without the deliver step has no date: the shop plans it.
    if (!chosen || settings.flags.hideDeliverOptions || settings.customFields.sapPortal) return 0;
    const dates = await deps.shops.dates(shop.id, {
      kind: details.secure ? 'secured' : 'print',
      fulfilment: details.orderType === 'pickUp' ? 'pickUp' : 'deliver',
      secure: details.secure,
    });
    if (isFailure(dates)) return dates;
    if (!dates.available || !isStillOffered(chosen, dates.options)) return fail('DATE_NOT_AVAILABLE');
    return chosen.title === 'spoed' ? (dates.promise.express?.surchargeCents ?? 0) : 0;
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
  async function prepare(caller: OrderCaller, input: PlaceOrderInput, start: PunchOutStart | null) {
    const taken = await deps.cart.linesForOrder(caller, input.sessionId);
    if (isFailure(taken)) return taken;
    if (taken.length === 0) return fail('CART_EMPTY');
    for (const { file } of taken)
      if (!(await deps.orderedFiles.isStored(file.uuid))) return fail('UPLOAD_ERROR');

    const theme = await themeOf(caller, input.themeName);
    // A portal order drops delivery, invoice, date, project and reference, whatever was sent.
    const portal = isPurchasingPortal(theme.settings.customFields);
    const details = portal ? portalOrderDetails(input.details) : input.details;
    const [customer, invoiceList] = await Promise.all([
      deps.users.byId(caller.userId),
      deps.invoices.list({ userId: caller.userId, themeId: caller.themeId }),
    ]);
    const errors = stepErrors(details, {
      theme: { flags: theme.settings.flags, customFields: theme.settings.customFields },
      customerNumberCount: invoiceList.addresses.length,
      user: customer,
    });
    const firstError = errors.deliveryError ?? errors.pickupError ?? errors.invoiceError ?? errors.phone;
    if (firstError) return fail('ORDER_INCOMPLETE', translate(firstError));
    const portalOrder = portal ? await portalOf(caller, theme, start) : null;
    if (isFailure(portalOrder)) return portalOrder;

    // Addresses the order names by id must be the caller's; the customer number is taken from
    // the server's link, never from the client's copy.
    const delivery =
      details.orderType === 'deliver' && details.deliveryAddress?.id
        ? await deps.deliveryAddresses.forOrder(caller.userId, details.deliveryAddress.id)
        : details.deliveryAddress;
    if (isFailure(delivery)) return delivery;
    const invoice = details.invoiceAddress;
    const invoiceFacts = await deps.invoices.invoiceForLookup(caller.userId, {
      invoiceAddressId: invoice?.customerNumber ? undefined : (invoice?.id ?? undefined),
      customerNumber: invoice?.customerNumber ?? undefined,
    });
    if (isFailure(invoiceFacts)) return invoiceFacts;
    // The order records the addresses it names as the server keeps them: a client's copy of a
    // customer number's address (or of an address book entry) could say anything, and the order
    // desk, the job ticket and the mails show what is recorded.
    const recorded: OrderDetails = {
      ...details,
      deliveryAddress: delivery ?? null,
      invoiceAddress: invoice ? (storedInvoiceAddress(invoice, invoiceList.addresses) ?? invoice) : null,
    };

    // A portal order's shop: the theme customer's own when the user is linked to it, else the first.
    const shop = await shopOf(
      caller,
      portalOrder?.linked
        ? {
            ...details,
            invoiceAddress: orderAddressSchema.parse({ customerNumber: portalOrder.customerNumber }),
          }
        : details,
    );
    if (isFailure(shop)) return shop;
    if (details.secure && !shop.handlesSecured) return fail('SHOP_NOT_SECURE');
    const surcharge = await expressSurcharge(shop, details, theme.settings);
    if (isFailure(surcharge)) return surcharge;

    const lines = taken.map(({ file, line }): PlacedLine => {
      const priceCents = line.priceCents ?? null;
      return {
        fileId: file.uuid,
        fileName: file.fileName,
        pagesBw: file.pagesBW ?? 0,
        pagesColour: file.pagesColour ?? 0,
        pagesBlank: file.pagesBlank ?? 0,
        // The stored file is named by its id (uploads/file-storage.ts).
        storageReference: file.uuid,
        productId: line.productId,
        productTitle: line.productTitle,
        specs: line.specs,
        format: line.format ?? null,
        quantity: line.quantity,
        // Per copy, for the record; the line's price is the engine's (tiers and set-up included).
        unitPriceCents: priceCents === null ? null : Math.round(priceCents / line.quantity),
        linePriceCents: priceCents,
        breakdown: line.breakdown ?? null,
        noPriceReason: line.noPriceReason ?? null,
      };
    });
    const linesCents = lines.reduce((sum, line) => sum + (line.linePriceCents ?? 0), 0);
    const totals = orderTotals(linesCents + surcharge);
    if (totals.exclVatCents !== input.expectedTotalExclVatCents) return fail('PRICE_CHANGED');
    if (!customer) throw new Error(`user ${caller.userId} of a live session not found`);
    return {
      customer,
      details: recorded,
      lines,
      shop,
      themeId: theme.id,
      customerNumber: portalOrder?.customerNumber ?? invoiceFacts.customerNumber,
      returnAddress: portalOrder?.address ?? null,
      // The order is express when the chosen date is the spoed option (spec 02 section 4).
      express: details.deliveryDate?.title === 'spoed' && !theme.settings.flags.hideDeliverOptions && !portal,
      surcharge,
      totals,
    };
  }

  /** The order a cart has already, answered as placed (two keys for one cart see one order). */
  async function answerOfCart(caller: OrderCaller, sessionId: string): Promise<PlaceOrderOutcome | null> {
    const existing = await placedOrderOfCart(deps.db, sessionId);
    if (!existing || existing.order.userId !== caller.userId) return null;
    const punchOut = await deps.punchOut.ofOrder(existing.order.id);
    return { status: 201, body: placedAnswer(existing.order, existing.lines, punchOut) };
  }

  /** A key already answered (or in use for another body), seen before any work. */
  async function earlierAnswer(caller: OrderCaller, key: string, fingerprint: string) {
    const row = await findKey(deps.db, caller.userId, key);
    if (!row) return null;
    if (row.fingerprint !== fingerprint) return fail('IDEMPOTENCY_KEY_REUSED');
    if (row.state === 'done' && row.responseStatus !== null)
      return { status: 201 as const, body: row.responseBody as PlacedOrder };
    return fail('ORDER_IN_PROGRESS');
  }

  return {
    /**
     * `start`: what the purchasing system said when it opened the portal (a purchasing-portal
     * session), checked again here; not part of the request's fingerprint.
     */
    async place(
      caller: OrderCaller,
      key: string,
      input: PlaceOrderInput,
      start: PunchOutStart | null = null,
    ): Promise<PlaceOrderOutcome> {
      const fingerprint = requestFingerprint(input);
      const earlier = await earlierAnswer(caller, key, fingerprint);
      if (earlier) return earlier;

      const prepared = await prepare(caller, input, start);
      if (isFailure(prepared)) {
        // The session is gone because this cart was just ordered (by this key or another):
        // answer with that order rather than with the session's absence.
        if (prepared.code === 'UPLOAD_SESSION_NOT_FOUND')
          return (
            (await earlierAnswer(caller, key, fingerprint)) ??
            (await answerOfCart(caller, input.sessionId)) ??
            prepared
          );
        return prepared;
      }

      const placedAt = deps.clock.now();
      try {
        const outcome = await deps.db.transaction(async (tx): Promise<PlaceOrderOutcome> => {
          const claim = await claimKey(tx, caller.userId, key, fingerprint, placedAt);
          if (claim === 'conflict') return fail('IDEMPOTENCY_KEY_REUSED');
          if (claim === 'inProgress') return fail('ORDER_IN_PROGRESS');
          if (claim !== 'claimed') return replayOf(claim.replay);

          const orderNumber = await nextOrderNumber(tx, orderNumberYear(placedAt));
          const order = await insertOrder(
            tx,
            {
              orderNumber,
              userId: caller.userId,
              sessionId: input.sessionId,
              cartKey: input.sessionId,
              themeId: prepared.themeId,
              customerNumber: prepared.customerNumber,
              express: prepared.express,
              expressSurchargeCents: prepared.surcharge,
              details: prepared.details,
              shopId: prepared.shop.id,
              totalExclVatCents: prepared.totals.exclVatCents,
              vatCents: prepared.totals.vatCents,
              totalInclVatCents: prepared.totals.inclVatCents,
              placedAt,
            },
            prepared.lines,
          );
          const taken = await deps.orderedFiles.takeForOrder(
            tx,
            caller,
            input.sessionId,
            prepared.lines.map((line) => line.fileId),
            placedAt,
          );
          // The session closed or lost a file since the checks: nothing of this order may stay.
          if (!taken) throw new SessionChangedError();
          await deps.onPlaced(tx, {
            order,
            lines: prepared.lines,
            shop: prepared.shop,
            customer: prepared.customer,
          });
          const punchOut = prepared.returnAddress
            ? await deps.punchOut.record(tx, order, prepared.lines, prepared.returnAddress)
            : undefined;
          const answer = { status: 201 as const, body: placedAnswer(order, prepared.lines, punchOut) };
          await completeKey(tx, caller.userId, key, answer, placedAt);
          return answer;
        });
        if (!isFailure(outcome)) {
          deps.afterCommit();
          await deps.orderedFiles.afterClosing(input.sessionId);
        }
        return outcome;
      } catch (error) {
        if (error instanceof CartAlreadyOrderedError)
          return (await answerOfCart(caller, input.sessionId)) ?? fail('UPLOAD_SESSION_NOT_FOUND');
        if (error instanceof SessionChangedError) return fail('UPLOAD_SESSION_NOT_FOUND');
        throw error;
      }
    },
  };
}
export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;

class SessionChangedError extends Error {
  constructor() {
    super('the upload session changed while the order was placed');
  }
}

function replayOf(answer: StoredAnswer): PlaceOrderOutcome {
  return { status: 201, body: answer.body as PlacedOrder };
}
