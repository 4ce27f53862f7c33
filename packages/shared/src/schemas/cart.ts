import { z } from 'zod';
import { MAX_QUANTITY } from '../rules/pricing';
import { paperFormatSchema } from './analysis';
import { specEntrySchema } from './catalogue';

/**
 * The file cart (spec 01 sections 3 and 4): per uploaded file its product, specs, quantity and
 * the price the server computed (a price a client sends is never read); a file is pending until
 * it is added to the cart.
 */

export const configureFileBodySchema = z.object({
  productId: z.string().min(1).max(64),
  specs: z.array(specEntrySchema).max(100),
  /** Whole copies, 1 to MAX_QUANTITY; the product's minimum is checked against the product. */
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
});
export type ConfigureFileBody = z.infer<typeof configureFileBodySchema>;

const chargeUnitSchema = z.enum(['page', 'sheet', 'copy', 'line']);

/** One line of a price's breakdown (rules/pricing.ts PriceLine). */
export const priceLineSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.enum(['pagesBw', 'pagesColour']),
      count: z.number().int(),
      unitCents: z.number().int(),
      cents: z.number().int(),
    }),
    z.object({
      kind: z.literal('option'),
      title: z.string(),
      unit: chargeUnitSchema,
      count: z.number().int(),
      unitCents: z.number().int(),
      cents: z.number().int(),
    }),
    z.object({ kind: z.literal('perCopy'), cents: z.number().int() }),
    z.object({ kind: z.literal('copies'), count: z.number().int(), cents: z.number().int() }),
    z.object({
      kind: z.literal('tier'),
      minQuantity: z.number().int(),
      discountPercent: z.number().int(),
      cents: z.number().int(),
    }),
    z.object({ kind: z.literal('setup'), cents: z.number().int() }),
  ])
  .meta({ id: 'PriceLine' });

/**
 * Why a line has no price (spec 01 section 8, 'Geen prijscalculatie mogelijk'): the file could
 * not be analysed, is password-protected, was uploaded without analysis, or the product has no
 * price for its format. Such a line can be ordered; the provider quotes it.
 */
export const noPriceReasonSchema = z.enum([
  'notAnalysed',
  'passwordProtected',
  'analysisOff',
  'noPriceForFormat',
]);
export type NoPriceReason = z.infer<typeof noPriceReasonSchema>;

export const cartLineSchema = z
  .object({
    fileId: z.uuid(),
    fileName: z.string(),
    productId: z.string(),
    productTitle: z.string(),
    specs: z.array(specEntrySchema),
    quantity: z.number().int(),
    /** The format the line is priced in (the file's own for 'Als bestand'); null without a price. */
    format: paperFormatSchema.nullable(),
    /**
     * A file printed at its own non-standard size: its size (and area past A0), which the screens
     * name with rules/custom-size.ts ('Afwijkend formaat 216 × 279 mm, geprijsd als A3'); absent
     * or null otherwise.
     */
    customSize: z
      .object({ widthMm: z.number(), heightMm: z.number(), areaM2: z.number().nullable() })
      .nullable()
      .optional(),
    /** Null without a price, and for a line whose price is hidden (priceHidden). */
    priceCents: z.number().int().nonnegative().nullable(),
    breakdown: z.array(priceLineSchema).nullable(),
    /** Why no price could be computed; null when one was, and for a line whose price is hidden. */
    noPriceReason: noPriceReasonSchema.nullable(),
    /**
     * The server priced the line but shows this customer no amount of it ('Prijs op aanvraag',
     * decision 0098): its product is sold on a quote (hidePrice), or the customer's own theme hides
     * prices (hidePricing). Its price, breakdown and reason are null and it is not in the total;
     * the order still carries the price for the provider.
     */
    priceHidden: z.boolean(),
    inCart: z.boolean(),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({
  /** Every configured file of the session, pending and in the cart, in the list's order. */
  lines: z.array(cartLineSchema),
  /** The priced lines in the cart together, cents excl. BTW; lines whose price is hidden are not in it. */
  totalCents: z.number().int().nonnegative(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const addToCartBodySchema = z.object({ fileIds: z.array(z.uuid()).min(1).max(500) });

/**
 * Files with their choices, into the cart together (the product order screen's 'In winkelwagen'):
 * every file priced by the server and saved with the cart in one transaction, or none when one is
 * refused.
 */
export const putInCartBodySchema = z.object({
  lines: z
    .array(configureFileBodySchema.extend({ fileId: z.uuid() }))
    .min(1)
    .max(500)
    .refine((lines) => new Set(lines.map((line) => line.fileId)).size === lines.length, {
      message: 'Elk bestand mag maar één keer in de aanvraag staan.',
    }),
});
export type PutInCartBody = z.infer<typeof putInCartBodySchema>;
