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
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
