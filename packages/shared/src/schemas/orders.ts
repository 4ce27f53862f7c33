import { z } from 'zod';
import { QUOTATION_NUMBER_LENGTH } from '../constants';
import { MAX_QUANTITY } from '../rules/pricing';
import { specEntrySchema } from './catalogue';
import { DESCRIPTION_MAX_LENGTH, orderDetailsSchema, PROJECT_MAX_LENGTH } from './order-details';
import { orderKindSchema } from './order-kinds';
import { orderStatusSchema } from './order-status';
import { securedLineSchema } from './secured';

/**
 * Placing a print order (issue 13, spec 02 sections 3 and 7, "Print order save: cart plus order
 * details"). The cart is the server's (the upload session's lines in the cart), so the body names
 * the session and carries the order details; lines and prices are read and priced again on the
 * server. The total the customer saw is sent along so that a price that changed since (staff
 * changed a price table) is never charged without the customer seeing it.
 */
/**
 * How the files of a print order are printed (spec 02 section 3, File in a print order): as a
 * catalogue product chosen per file (PRINT_CUSTOM), or from a secured product template
 * (PRINT_TEMPLATE, the secured print order).
 */
export const printTypes = ['PRINT_CUSTOM', 'PRINT_TEMPLATE'] as const;
export type PrintType = (typeof printTypes)[number];

export const placeOrderBodySchema = z.object({
  sessionId: z.uuid(),
  details: orderDetailsSchema,
  printType: z.enum(printTypes).default('PRINT_CUSTOM'),
  /**
   * PRINT_TEMPLATE (spec 02 section 2.3, secured print order step 1): every file of the session
   * with its product template, choices and number of prints. Ignored for PRINT_CUSTOM, whose cart
   * is the session's (the product order screen's).
   */
  securedLines: z.array(securedLineSchema).max(1000).default([]),
  /**
   * The spec's constant of a checkout or secured order: with PRINT_CUSTOM it places the print
   * store's check-out (an order of kind 'store': the store cart, with the session's files when
   * the cart has both; decision 0106).
   */
  product: z.literal('printProduct').optional(),
  /**
   * The total excl. BTW the confirm step showed (the lines and a spoed surcharge); another total
   * on the server is PRICE_CHANGED.
   */
  expectedTotalExclVatCents: z.number().int().nonnegative(),
  /**
   * The theme the customer orders in (the portal's address names it). A user bound to a theme
   * orders in that theme whatever this says; a user without one in this theme, or the default
   * theme when it does not exist.
   */
  themeName: z.string().max(64).optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderTotalsSchema = z.object({
  exclVatCents: z.number().int().nonnegative(),
  vatCents: z.number().int().nonnegative(),
  inclVatCents: z.number().int().nonnegative(),
});

/** The form field the order document travels in to the purchasing system (cXML over the browser). */
export const PUNCH_OUT_FORM_FIELD = 'cxml-base64';

/**
 * Purchasing-portal mode (sapPortal; spec 02 sections 4 and 7, "portal-mode answer has xml and
 * callbackUrl"; decision 0055): where the browser posts the order back, and the document it
 * posts, base64 in a hidden field. The server chose and checked the address; the client never
 * names one.
 */
export const punchOutReturnSchema = z.object({
  callbackUrl: z.url({ protocol: /^https?$/ }),
  formField: z.literal(PUNCH_OUT_FORM_FIELD),
  /** The cXML PunchOutOrderMessage, base64 (of its UTF-8 text). */
  document: z.base64(),
});
export type PunchOutReturn = z.infer<typeof punchOutReturnSchema>;

/**
 * A copy or scan order (spec 02 section 7, `POST /json/save-copy-order.json.php`): the order details
 * carry everything (the job, the pickup and delivery, the medium of a scan); `orderType` copyOrder
 * or scanOrder says which. `draftId` names the draft the browser keeps: one draft is one order,
 * whatever the keys of the attempts (the natural key beside the Idempotency-Key).
 */
export const describedOrderBodySchema = z.object({
  draftId: z.uuid(),
  details: orderDetailsSchema,
  /** The total excl. BTW the confirm step showed (0 when the price follows). */
  expectedTotalExclVatCents: z.number().int().nonnegative(),
  themeName: z.string().max(64).optional(),
});
export type DescribedOrderBody = z.input<typeof describedOrderBodySchema>;

/**
 * A quote request (spec 02 section 7, `POST /api/v3/order/quotation-request`): the order details
 * with the project as a name string (a quote is never invoiced, so never needs a project of the
 * list), and the upload session whose files go along when `details.includeFiles` is on.
 */
export const quoteRequestBodySchema = z.object({
  draftId: z.uuid(),
  sessionId: z.uuid().nullable().default(null),
  details: orderDetailsSchema.omit({ project: true }),
  project: z.string().trim().max(PROJECT_MAX_LENGTH).default(''),
  themeName: z.string().max(64).optional(),
});
export type QuoteRequestBody = z.input<typeof quoteRequestBodySchema>;

/** A quotation number: exactly 7 visible characters (spec 02 section 5). */
export const quotationNumberSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[^\\s\\p{C}]{${QUOTATION_NUMBER_LENGTH}}$`, 'u'), 'quotationNumber');

/** The longest note staff give with a quote. */
export const QUOTE_NOTE_MAX_LENGTH = 2000;

/** Staff answer a quote request: the quotation number, the price excl. BTW and a note to the customer. */
export const quoteAnswerBodySchema = z.object({
  /** Checked by the service (QUOTATION_NUMBER_INVALID), so that a wrong one gets its own message. */
  quotationNo: z.string().max(32),
  priceCents: z.number().int().min(1).max(10_000_000_000),
  note: z.string().trim().max(QUOTE_NOTE_MAX_LENGTH).default(''),
  /** How many days the quote stands; the customer can order it until then. */
  validDays: z.number().int().min(1).max(365).default(30),
});
export type QuoteAnswerBody = z.input<typeof quoteAnswerBodySchema>;

/**
 * The customer orders an answered quote ('Order n.a.v. offerteaanvraag'): the order details of the
 * deliver and invoice steps (the quotation number is the quote's, whatever they say) and the
 * quoted total the confirm step showed.
 */
export const quoteOrderBodySchema = z.object({
  details: orderDetailsSchema,
  expectedTotalExclVatCents: z.number().int().nonnegative(),
  themeName: z.string().max(64).optional(),
});
export type QuoteOrderBody = z.input<typeof quoteOrderBodySchema>;

/** The longest group name or title of an ordered choice: a catalogue menu's, a secured template's spec and submenu. */
const ORDERED_GROUP_MAX_LENGTH = 200;
/**
 * The longest option of an ordered choice: a catalogue option, or a text the customer or staff
 * typed that a flow keeps as a choice (a quote's description, a quote's note).
 */
const ORDERED_TEXT_MAX_LENGTH = Math.max(DESCRIPTION_MAX_LENGTH, QUOTE_NOTE_MAX_LENGTH);

/**
 * A choice of an order line as it was ordered: its names, which a machine maps and a reorder
 * chooses again, and the titles the customer read then ('Papier', '120 g/m²'), which every
 * place that shows the order reads (issue 28 point 2: a placed order never changes).
 */
export const orderedChoiceSchema = z.object({
  menuId: specEntrySchema.shape.menuId,
  /** Up to a secured template's '<spec> – <submenu>' (two titles of 80 and the dash). */
  optionGroupName: z.string().min(1).max(ORDERED_GROUP_MAX_LENGTH),
  optionName: z.string().max(ORDERED_TEXT_MAX_LENGTH),
  groupTitle: z.string().max(ORDERED_GROUP_MAX_LENGTH),
  optionTitle: z.string().max(ORDERED_TEXT_MAX_LENGTH),
});
export type OrderedChoice = z.infer<typeof orderedChoiceSchema>;

/** The largest quantity of a line. */
export const ORDER_LINE_QUANTITY_MAX = MAX_QUANTITY;

/** The answer to a placed order, and to every replay of its Idempotency-Key. */
export const placedOrderSchema = z.object({
  orderId: z.uuid(),
  kind: orderKindSchema,
  /** '2026-000123' */
  orderNumber: z.string(),
  status: orderStatusSchema,
  express: z.boolean(),
  placedAt: z.iso.datetime({ offset: true }),
  /**
   * Of the priced lines plus the spoed surcharge; null for a customer who was shown no amounts
   * (the theme hid prices, or a line's product did: decision 0098).
   */
  totals: orderTotalsSchema.nullable(),
  expressSurchargeCents: z.number().int().nonnegative().nullable(),
  /**
   * The delivery charge excl. BTW the server computed (decision 0131), in the totals; null where
   * no amounts are shown. An answer stored before delivery was charged reads 0.
   */
  deliveryChargeCents: z.number().int().nonnegative().nullable().default(0),
  lineCount: z.number().int().positive(),
  /** Lines without a price (the provider quotes them): the totals do not include them. */
  unpricedLineCount: z.number().int().nonnegative(),
  /** Only in purchasing-portal mode: the order goes back to the purchasing system. */
  punchOut: punchOutReturnSchema.optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
