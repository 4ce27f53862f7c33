import { z } from 'zod';
import { cartResponseSchema, noPriceReasonSchema } from './cart';
import { orderTypes, placedOrderDetailsSchema } from './order-details';
import { orderKindSchema, orderLineKindSchema } from './order-kinds';
import { orderStatusSchema } from './order-status';
import { orderedChoiceSchema, orderTotalsSchema } from './orders';
import { shopSchema } from './shops';
import { previewParamsSchema, previewQuerySchema } from './uploads';

/**
 * Placed orders as customers (My orders) and the order desk read them (issue 13 points 7 and 9,
 * decision 0051): what was ordered is the order's snapshot, never today's catalogue or address
 * book; states come with their Dutch labels.
 */

const instant = z.iso.datetime({ offset: true });
const cents = z.number().int().nonnegative();

export const ORDER_PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE_MAX = 100;

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Where the next page of a list starts: the last order's placement instant and id
 * ('2026-03-10T10:00:00.000Z_3f2c…'), as `nextCursor` gave it. Lists are newest first; orders
 * placed meanwhile do not shift the pages after the first.
 */
export const orderCursorSchema = z
  .string()
  .regex(CURSOR, 'geen geldige cursor')
  .transform((cursor) => {
    const [, placedAt, id] = CURSOR.exec(cursor)!;
    return { placedAt: placedAt!, id: id! };
  })
  .refine((cursor) => !Number.isNaN(Date.parse(cursor.placedAt)), 'geen geldige cursor');
export type OrderCursor = z.output<typeof orderCursorSchema>;

/** The cursor after an order with this placement instant (ISO, UTC, milliseconds) and id. */
export const orderCursorOf = (placedAt: string, id: string): string => `${placedAt}_${id}`;

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).default(ORDER_PAGE_SIZE),
  cursor: orderCursorSchema.optional(),
};

export const orderParams = z.object({ orderId: z.uuid() });
export const orderLineParams = z.object({
  orderId: z.uuid(),
  position: z.coerce.number().int().min(1).max(100_000),
});
/** A page preview of an order line's file at the desk: the widths and page query of the uploads' previews. */
export const orderLinePreviewParams = orderLineParams.extend({ size: previewParamsSchema.shape.size });
export const orderLinePreviewQuery = previewQuerySchema;

/** My orders: the caller's own orders and those of the customers linked to them. */
export const myOrdersQuerySchema = z.object(pageQuery);
export type MyOrdersQuery = z.input<typeof myOrdersQuerySchema>;

/** An order in a list. */
export const orderSummarySchema = z
  .object({
    id: z.uuid(),
    /** What the order is: a print order, a copy or scan order, a quote request, … */
    kind: orderKindSchema,
    /** '2026-000123' */
    orderNumber: z.string(),
    placedAt: instant,
    status: orderStatusSchema,
    /** The state in Dutch ('In productie'). */
    statusLabel: z.string(),
    orderType: z.enum(orderTypes),
    reference: z.string(),
    /** The project's name; '' without one. */
    project: z.string(),
    express: z.boolean(),
    /**
     * Of the priced lines, the spoed surcharge and the delivery charge; null for a customer who was shown no amounts
     * (the theme hid prices, or a line's product did): the provider's staff see them.
     */
    totals: orderTotalsSchema.nullable(),
    expressSurchargeCents: cents.nullable(),
    /** The delivery charge in the totals (decision 0131); null where no amounts are shown. */
    deliveryChargeCents: cents.nullable(),
    lineCount: z.number().int().positive(),
    /** Lines the provider still quotes: not in the totals. */
    unpricedLineCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    orders: z.array(item),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });

export const orderListSchema = listOf(orderSummarySchema);
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * Why a placed line has no amount: the cart's reasons (the file could not be priced), or the
 * flow's: a copy or scan job whose price follows, a quote request, a secured print (priced by
 * the provider's agreement with the customer).
 */
export const orderLineNoPriceReasonSchema = z.enum([
  ...noPriceReasonSchema.options,
  'priceFollows',
  'quoteRequest',
  'byAgreement',
]);
export type OrderLineNoPriceReason = z.infer<typeof orderLineNoPriceReasonSchema>;

/**
 * A line as ordered: what it is, the file and its pages (null for a job without a file), its
 * title (the product's, or the job's) and every choice with the titles the customer read, the
 * quantity and the price.
 */
export const orderLineViewSchema = z
  .object({
    position: z.number().int().positive(),
    kind: orderLineKindSchema,
    fileId: z.uuid().nullable(),
    fileName: z.string().nullable(),
    pages: z.object({ bw: cents, colour: cents, blank: cents }).nullable(),
    /** The catalogue product or secured template it was made as; null for a copy, scan or quote job. */
    productId: z.string().nullable(),
    productTitle: z.string(),
    specs: z.array(orderedChoiceSchema),
    /** The paper format the line was priced in; null without a price. */
    format: z.string().nullable(),
    quantity: z.number().int().positive(),
    /** Per copy; null with a no-price reason, or when the price is not shown to this reader. */
    unitPriceCents: cents.nullable(),
    linePriceCents: cents.nullable(),
    noPriceReason: orderLineNoPriceReasonSchema.nullable(),
    /** The line has a price the customer is not shown ('Prijs op aanvraag'). */
    priceHidden: z.boolean(),
  })
  .meta({ id: 'OrderLineView' });
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** One move of the order: from (null for the placement), to, with labels, when and the note. */
export const orderHistoryEntrySchema = z.object({
  from: orderStatusSchema.nullable(),
  fromLabel: z.string().nullable(),
  to: orderStatusSchema,
  toLabel: z.string(),
  at: instant,
  note: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/**
 * A quote request and its answer (issue 28 point 5), on the request and on the order that
 * followed it: the request's number, the quotation number and price staff answered with, their
 * note, until when it stands, and the order the customer placed on it.
 */
export const quoteViewSchema = z.object({
  requestId: z.uuid(),
  requestNumber: z.string(),
  quotationNo: z.string().nullable(),
  priceCents: cents.nullable(),
  note: z.string(),
  answeredAt: instant.nullable(),
  /** The last day the quote can be ordered (Amsterdam), yyyy-MM-dd. */
  validUntil: z.iso.date().nullable(),
  orderedAs: z.object({ id: z.uuid(), orderNumber: z.string() }).nullable(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** One order with its lines, details and history, as its customer sees it. */
export const orderViewSchema = orderSummarySchema
  .extend({
    /** A quote request, or an order placed on a quote: the quote. */
    quote: quoteViewSchema.nullable(),
    customerNumber: z.string().nullable(),
    /** Delivery or pickup, invoice address, dates, project, reference and instruction as ordered. */
    details: placedOrderDetailsSchema,
    /** The shop that does the order (where a pickup is collected). */
    shop: shopSchema,
    lines: z.array(orderLineViewSchema),
    /** Oldest first: the placement, then every move. */
    history: z.array(orderHistoryEntrySchema),
  })
  .meta({ id: 'OrderView' });
export type OrderView = z.infer<typeof orderViewSchema>;

/** 'Opnieuw bestellen': the caller's open upload session that gets the order's files and cart lines. */
export const reorderBodySchema = z.object({ sessionId: z.uuid() });
export type ReorderBody = z.infer<typeof reorderBodySchema>;

/**
 * A reordered line: the copy's name in the new session (with ' (2)' when the name was taken),
 * the price as ordered and today's; null where the line has no price (quoted by the provider).
 */
export const reorderedLineSchema = z.object({
  position: z.number().int().positive(),
  fileId: z.uuid(),
  fileName: z.string(),
  previousPriceCents: cents.nullable(),
  priceCents: cents.nullable(),
});
export type ReorderedLine = z.infer<typeof reorderedLineSchema>;

/** A line that stayed out of the cart, with the reason in Dutch. */
export const leftOutLineSchema = z.object({
  position: z.number().int().positive(),
  fileName: z.string(),
  reason: z.string(),
  message: z.string(),
});
export type LeftOutLine = z.infer<typeof leftOutLineSchema>;

/**
 * The answer to a reorder: the session's cart as it now is, each line that went in with its price
 * then and now, the totals of those lines then and now, and the lines left out.
 */
export const reorderResultSchema = z.object({
  cart: cartResponseSchema,
  lines: z.array(reorderedLineSchema),
  previousTotalCents: cents,
  totalCents: cents,
  leftOut: z.array(leftOutLineSchema),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

// ---- the order desk (staff with the order-desk role) ----

/** What the desk's inbox can be sorted by (issue 32 point 4): placement, promised day, delivery or pickup, shop. */
export const deskSorts = ['placedAt', 'promised', 'orderType', 'shop'] as const;
export type DeskSort = (typeof deskSorts)[number];
/** The planning views: every order, those promised for today, those past their promised day and not delivered. */
export const deskViews = ['all', 'dueToday', 'overdue'] as const;
export type DeskView = (typeof deskViews)[number];

const DESK_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([\s\S]{0,300})$/;

/**
 * Where the next page of a sorted inbox starts: the last order's placement instant, id and sort
 * value ('2026-03-10T10:00:00.000Z_3f2c…_2026-03-12 10:00'), as `nextCursor` gave it. The sort
 * and direction must stay the same between pages.
 */
export const deskCursorSchema = z
  .string()
  .regex(DESK_CURSOR, 'geen geldige cursor')
  .transform((cursor) => {
    const [, placedAt, id, key] = DESK_CURSOR.exec(cursor)!;
    return { placedAt: placedAt!, id: id!, key: key! };
  })
  .refine((cursor) => !Number.isNaN(Date.parse(cursor.placedAt)), 'geen geldige cursor');
export type DeskCursor = z.output<typeof deskCursorSchema>;
/** The cursor after an order with this placement instant (ISO, UTC, ms), id and sort value. */
export const deskCursorOf = (cursor: DeskCursor): string => `${cursor.placedAt}_${cursor.id}_${cursor.key}`;

/**
 * The desk's inbox: by shop, state and day of placement (placedFrom and placedTo inclusive,
 * Amsterdam days), a planning view, a sort, and a search in order number, customer (number,
 * company, name), the person who ordered, e-mail addresses, reference, project and file names.
 */
export const deskOrdersQuerySchema = z.object({
  shopId: z.uuid().optional(),
  status: orderStatusSchema.optional(),
  placedFrom: z.iso.date().optional(),
  placedTo: z.iso.date().optional(),
  q: z.string().trim().max(100).optional(),
  view: z.enum(deskViews).default('all'),
  sort: z.enum(deskSorts).default('placedAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  limit: pageQuery.limit,
  cursor: deskCursorSchema.optional(),
});
export type DeskOrdersQuery = z.input<typeof deskOrdersQuerySchema>;

/** The day (and time, HH:mm) promised for delivery or pickup, Europe/Amsterdam; null when none was chosen. */
export const promisedDaySchema = z.object({ date: z.iso.date(), time: z.string().nullable() }).nullable();

export const deskOrderSummarySchema = orderSummarySchema.extend({
  customerNumber: z.string().nullable(),
  /** The invoice address's company, else the delivery address's; '' without either. */
  company: z.string(),
  shop: z.object({ id: z.uuid(), company: z.string() }),
  promised: promisedDaySchema,
  /** The promised day is before today (Amsterdam) and the order is neither delivered nor cancelled. */
  overdue: z.boolean(),
  /** Placed through a purchasing portal (punch-out): its order document went back to the purchasing system. */
  purchasingPortal: z.boolean(),
  /** The name of the user who placed the order. */
  orderedByName: z.string(),
});
export type DeskOrderSummary = z.infer<typeof deskOrderSummarySchema>;

export const deskOrderListSchema = listOf(deskOrderSummarySchema);
export type DeskOrderList = z.infer<typeof deskOrderListSchema>;

/** Who did something, as the desk sees them; null once that account is gone. */
const personSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/**
 * The operator's check of an ordered file (issue 32 point 4, rules/preflight-at-size.ts): from
 * the stored analysis, the pages by class, the lowest effective DPI at the ordered format (and
 * the pages under 197 DPI there), the file's size against that format, and the warnings the
 * customer was shown while ordering.
 */
export const fileCheckSchema = z
  .object({
    status: z.enum(['READY', 'READY_NOT_ANALYZED', 'READY_PASSWORD_PROTECTED']),
    /** Colour and DPI were measured (the analysis option was on). */
    analysed: z.boolean(),
    pageCount: z.number().int().nonnegative(),
    /** The first page's size in millimetres; null without pages. */
    pageSize: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
    /** The format the line was ordered in (A0–A6, or custom: the file's own size). */
    orderedFormat: z.string().nullable(),
    lowestDpi: z.number().int().nullable(),
    lowDpiPages: z.array(z.number().int().positive()),
    dpiWarning: z.boolean(),
    size: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('asOrdered') }),
      z.object({ kind: z.literal('scaled'), minFactor: z.number(), maxFactor: z.number() }),
      z.object({ kind: z.literal('proportionsDiffer'), pages: z.array(z.number().int().positive()) }),
    ]),
    customerWarnings: z.array(
      z.discriminatedUnion('code', [
        z.object({ code: z.literal('lowDpi'), dpi: z.number() }),
        z.object({ code: z.literal('customFormat'), widthMm: z.number(), heightMm: z.number() }),
        z.object({ code: z.literal('notAnalysed'), reason: z.string().nullable() }),
        z.object({ code: z.literal('passwordProtected') }),
      ]),
    ),
  })
  .meta({ id: 'DeskFileCheck' });
export type FileCheck = z.infer<typeof fileCheckSchema>;

/**
 * A purchasing-portal order at the desk: the purchasing system it went back to (its identity in
 * the document's header and the return address), and when the order document was handed over.
 */
export const deskPurchasingPortalSchema = z.object({
  buyerIdentity: z.string(),
  callbackUrl: z.string(),
  /** When the document was made and given to the customer's browser to post back. */
  documentAt: instant,
  /**
   * Whether the purchasing system confirmed it received the document: the browser posts it
   * straight to the purchasing system, so the portal does not know (null) until such a receipt exists.
   */
  received: z.boolean().nullable(),
});
export type DeskPurchasingPortal = z.infer<typeof deskPurchasingPortalSchema>;

/** An order as the desk opens it: the customer's view, who ordered, where the files are, what may come next. */
export const deskOrderViewSchema = orderViewSchema
  .extend({
    /** The user who placed the order. */
    orderedBy: personSchema.extend({ phone: z.string() }),
    lines: z.array(
      orderLineViewSchema.extend({
        /** Where a file line's bytes are; null for a line without a file. */
        file: z
          .object({
            /** The file storage's name for the bytes. */
            storageReference: z.string(),
            /** Whether the bytes are in storage (download possible). */
            stored: z.boolean(),
            sizeBytes: z.number().int().nonnegative().nullable(),
          })
          .nullable(),
        /** The operator's file check; null for a line without a file, or whose analysis is gone. */
        check: fileCheckSchema.nullable(),
      }),
    ),
    /** Placed through a purchasing portal (punch-out); null for any other order. */
    purchasingPortal: deskPurchasingPortalSchema.nullable(),
    history: z.array(orderHistoryEntrySchema.extend({ changedBy: personSchema.nullable() })),
    /**
     * Every download of an ordered file by staff, oldest first, and the first view of a
     * confidential file's page previews by each staff member (a secured order's files: who read
     * them is kept with the order, decision 0104).
     */
    downloads: z.array(
      z.object({
        what: z.enum(['file', 'preview']),
        at: instant,
        by: personSchema.nullable(),
        position: z.number().int().positive(),
        fileName: z.string(),
      }),
    ),
    /** Whether the order's job ticket was written at placement (older orders: made on request). */
    ticketStored: z.boolean(),
    /** The moves the desk may make now (rules/order-moves.ts). */
    nextStates: z.array(orderStatusSchema),
  })
  .meta({ id: 'DeskOrderView' });
export type DeskOrderView = z.infer<typeof deskOrderViewSchema>;

/**
 * A move of the order's state. `expectedFrom` is the state the desk saw: when someone moved the
 * order meanwhile, nothing changes and the answer says so (ORDER_STATUS_CHANGED).
 */
export const orderStatusMoveSchema = z.object({
  to: orderStatusSchema,
  expectedFrom: orderStatusSchema,
  note: z.string().trim().max(500).default(''),
});
export type OrderStatusMove = z.input<typeof orderStatusMoveSchema>;
