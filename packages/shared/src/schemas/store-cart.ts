import { z } from 'zod';
import { MAX_QUANTITY } from '../rules/pricing';
import { COUPON_CODE_MAX_LENGTH } from '../rules/store-coupon';
import { chosenSpecsSchema, storeImageSchema } from './print-store';

/**
 * The print store's cart (spec 02 section 3, Cart line; issue 29 point 5; decision 0106): kept
 * on the server, a visitor's by their browser's cookie and moved to the account at login, a
 * logged-in customer's with the account. Prices are the server's (rules/store-pricing.ts from
 * the stored table), computed anew at every read: the client never sends one.
 */

const cents = z.number().int().nonnegative();

/** At most this many lines in one store cart: a shop order, not a catalogue copy. */
export const STORE_CART_MAX_LINES = 100;

/**
 * Why a line can no longer be ordered as it is: its design or package is gone or hidden, its
 * combination (or a chosen value) is no longer offered, its price left the table, or its quantity
 * is above a maximum lowered since. The check-out refuses such a cart until the line is removed
 * or changed.
 */
export const storeLineProblemSchema = z.enum(['GONE', 'INVALID_COMBINATION', 'NO_PRICE', 'QUANTITY']);
export type StoreLineProblem = z.infer<typeof storeLineProblemSchema>;

export const storeCartLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['product', 'package']),
  /** The design's or the package's id. */
  itemId: z.uuid(),
  /** Null for a line whose item is gone. */
  printStoreId: z.uuid().nullable(),
  categoryId: z.uuid().nullable(),
  collectionId: z.uuid().nullable(),
  name: z.string(),
  /** The product type's name ('Veiligheidsbord'), null for a package. */
  productTypeName: z.string().nullable(),
  productCode: z.string().nullable(),
  image: storeImageSchema.nullable(),
  specs: chosenSpecsSchema,
  /** The specs as the customer reads them: 'Formaat' → '20 × 20 cm'. */
  specTitles: z.array(z.object({ title: z.string(), value: z.string() })),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  maxOrderAmount: z.number().int().positive().nullable(),
  isStockProduct: z.boolean(),
  /** Null when the theme hides prices, or the line has a problem. */
  unitCents: cents.nullable(),
  lineCents: cents.nullable(),
  problem: storeLineProblemSchema.nullable(),
});
export type StoreCartLine = z.infer<typeof storeCartLineSchema>;

export const storeCartSchema = z.object({
  lines: z.array(storeCartLineSchema),
  /** Sum of the lines' prices; null when a price is hidden or missing. */
  totalCents: cents.nullable(),
  /** Pieces over all lines, for the cart icon's count. */
  itemCount: z.number().int().nonnegative(),
});
export type StoreCart = z.infer<typeof storeCartSchema>;

const quantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

export const addStoreItemBodySchema = z
  .object({
    /** The theme the store is browsed in: only its stores' items can be added. */
    theme: z.string().max(64).optional(),
    productId: z.uuid().optional(),
    packageId: z.uuid().optional(),
    specs: chosenSpecsSchema.default({}),
    quantity: quantitySchema,
  })
  .refine((body) => (body.productId === undefined) !== (body.packageId === undefined), {
    message: 'Geef een product of een pakket.',
  });
export type AddStoreItemBody = z.output<typeof addStoreItemBodySchema>;
/** What a client sends (specs may be left out: the defaults). */
export type AddStoreItemRequest = z.input<typeof addStoreItemBodySchema>;

export const changeStoreLineBodySchema = z.object({
  theme: z.string().max(64).optional(),
  quantity: quantitySchema,
});

export const storeCartLineParams = z.object({ lineId: z.uuid() });

/** A coupon code to check against the caller's store cart (decision 0108). */
export const storeCouponBodySchema = z.object({
  /** As typed: spaces and lower case are read as the code (rules/store-coupon.ts). */
  code: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH),
  /** The theme the store is browsed in: a code counts only for a store the theme shows. */
  theme: z.string().max(64).optional(),
});

/** What the coupon takes off the store cart as it is now. */
export const storeCouponSchema = z.object({
  /** The code as stored (capitals, no spaces): what the order details carry. */
  code: z.string(),
  percent: z.number().int().min(1).max(100),
  /** Off the cart's lines of the coupon's store; null where the theme shows no amounts. */
  discountCents: cents.nullable(),
});
export type StoreCoupon = z.infer<typeof storeCouponSchema>;
