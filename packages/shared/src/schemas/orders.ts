import { z } from 'zod';
import { orderDetailsSchema } from './order-details';
import { orderStatusSchema } from './order-status';

/**
 * Placing a print order (issue 13, spec 02 sections 3 and 7, "Print order save: cart plus order
 * details"). The cart is the server's (the upload session's lines in the cart), so the body names
 * the session and carries the order details; lines and prices are read and priced again on the
 * server. The total the customer saw is sent along so that a price that changed since (staff
 * changed a price table) is never charged without the customer seeing it.
 */
export const placeOrderBodySchema = z.object({
  sessionId: z.uuid(),
  details: orderDetailsSchema,
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

/** The answer to a placed order, and to every replay of its Idempotency-Key. */
export const placedOrderSchema = z.object({
  orderId: z.uuid(),
  /** '2026-000123' */
  orderNumber: z.string(),
  status: orderStatusSchema,
  express: z.boolean(),
  placedAt: z.iso.datetime({ offset: true }),
  /** Of the priced lines plus the spoed surcharge. */
  totals: orderTotalsSchema,
  expressSurchargeCents: z.number().int().nonnegative(),
  lineCount: z.number().int().positive(),
  /** Lines without a price (the provider quotes them): the totals do not include them. */
  unpricedLineCount: z.number().int().nonnegative(),
  /** Only in purchasing-portal mode: the order goes back to the purchasing system. */
  punchOut: punchOutReturnSchema.optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
