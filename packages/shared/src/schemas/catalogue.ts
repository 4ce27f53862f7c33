import { z } from 'zod';
import { MAX_QUANTITY } from '../rules/pricing';
import { paperFormatSchema } from './analysis';

/**
 * The print catalogue as the product order screen gets it (spec 01 section 3, Product): a
 * product with menus, each with option groups of options. Prices are the engine's input
 * (rules/pricing.ts, docs/pricing.md): integer cents excl. BTW.
 */

const cents = z.number().int().nonnegative();

export const chargeUnitSchema = z.enum(['page', 'sheet', 'copy', 'line']);

/** What choosing an option adds to the price; null for an option without a price of its own. */
export const optionPriceSchema = z.object({
  unit: chargeUnitSchema,
  cents,
  centsByFormat: z.partialRecord(paperFormatSchema, cents).optional(),
});

const subOptionSchema = z.object({ name: z.string().min(1).max(64), title: z.string().min(1).max(120) });

/**
 * The pages a binding can hold (decision 0134): from minPages to maxPages, in multiples of
 * multipleOf (a count in between gets blank pages added up to the next multiple). maxPages is a
 * multiple of multipleOf, so the blank pages never take a count past it.
 */
export const pageLimitsSchema = z
  .object({
    minPages: z.number().int().min(1),
    maxPages: z.number().int().min(1),
    multipleOf: z.number().int().min(1).max(16),
  })
  .refine((limits) => limits.minPages <= limits.maxPages && limits.maxPages % limits.multipleOf === 0, {
    message: 'minPages ≤ maxPages, and maxPages a multiple of multipleOf',
  });
export type PageLimits = z.infer<typeof pageLimitsSchema>;

const sheetFormatSchema = paperFormatSchema.exclude(['custom']);

/**
 * The page sizes a product prints 'Als bestand', at the file's own size (decision 0134): from the
 * smallest A sheet to the largest; largest null for a large-format product that prints past A0
 * per m² (decision 0132).
 */
export const sheetRangeSchema = z.object({
  smallest: sheetFormatSchema,
  largest: sheetFormatSchema.nullable(),
});
export type SheetRange = z.infer<typeof sheetRangeSchema>;

/** What the database keeps of an option beside its columns (jsonb): sub-options, prices per format. */
export const optionDisplaySchema = z.object({
  centsByFormat: z.partialRecord(paperFormatSchema, cents).optional(),
  subOptions: z.array(subOptionSchema).optional(),
  pageLimits: pageLimitsSchema.optional(),
  sheetRange: sheetRangeSchema.optional(),
});
export type OptionDisplay = z.infer<typeof optionDisplaySchema>;

export const productOptionSchema = z.object({
  /** Stable name the specs refer to ('A4', 'Zwart/Wit', 'nieten'). */
  name: z.string().min(1).max(64),
  /** What the customer reads. */
  title: z.string().min(1).max(120),
  price: optionPriceSchema.nullable(),
  /** Choosing it prints every inked page in colour (e.g. a poster paper). */
  alwaysColor: z.boolean(),
  subOptions: z.array(subOptionSchema),
  /** A binding's page limits: a file outside them cannot take the option. */
  pageLimits: pageLimitsSchema.optional(),
  /** On 'Als bestand': the page sizes the product prints at the file's own size. */
  sheetRange: sheetRangeSchema.optional(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

// The names the engine reads (PRICED_GROUPS, FORMAT_AS_FILE, COLOUR_OPTIONS, SIDES_OPTIONS) are
// in constants.ts, without zod.

/**
 * 'choice': one option of the list; 'toggle': on or off (off drops the specs of its menu's
 * group, spec 01 section 4); 'text': free text such as 'opmerking', no price.
 */
export const optionGroupKindSchema = z.enum(['choice', 'toggle', 'text']);

export const optionGroupSchema = z.object({
  name: z.string().min(1).max(64),
  title: z.string().min(1).max(120),
  kind: optionGroupKindSchema,
  /** The option chosen unless the customer or the analysis chooses another; null for none. */
  default: z.string().nullable(),
  /** The group takes its value from the file's analysis: its format, or colour when it has colour pages. */
  analyseValue: z.enum(['format', 'colour']).nullable(),
  options: z.array(productOptionSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

export const productMenuSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(120),
  subTitle: z.string().max(200),
  /** Menus of one group are shown together; a toggle of the group switches them off. */
  group: z.string().max(64),
  description: z.string().max(2000),
  hidden: z.boolean(),
  /** Hidden for files with fewer colour plus black-white pages (spec 01 section 5). */
  minPagesRequired: z.number().int().nonnegative(),
  optionGroups: z.array(optionGroupSchema),
});
export type ProductMenu = z.infer<typeof productMenuSchema>;

export const productPricingSchema = z.object({
  pagePrices: z.array(z.object({ format: paperFormatSchema, colour: z.enum(['bw', 'colour']), cents })),
  setupCents: cents,
  tiers: z.array(
    z.object({
      minQuantity: z.number().int().min(1).max(MAX_QUANTITY),
      discountPercent: z.number().int().min(0).max(100),
    }),
  ),
});

export const productSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(120),
  image: z.string().nullable(),
  /** Users below this level do not see the product (spec 01 section 6). */
  securityLevel: z.number().int().nonnegative(),
  minQuantity: z.number().int().min(1).max(MAX_QUANTITY),
  alwaysColor: z.boolean(),
  /** The product is sold without a price on the screen (the provider quotes). */
  hidePrice: z.boolean(),
  menus: z.array(productMenuSchema),
  pricing: productPricingSchema,
});
export type Product = z.infer<typeof productSchema>;

/**
 * One choice of a file's configuration (spec 01 section 3, spec entry): which option of which
 * group of which menu. Text groups carry their text in optionName.
 */
export const specEntrySchema = z.object({
  menuId: z.string().min(1).max(64),
  optionGroupName: z.string().min(1).max(64),
  optionName: z.string().max(500),
});
export type SpecEntry = z.infer<typeof specEntrySchema>;

/**
 * A product as the product order screen gets it: with its 'v.a.' price (rules/configuration.ts).
 * Without any amount (decision 0098) for a product sold on a quote (hidePrice) and, for every
 * product, to a user whose own theme hides prices (hidePricing): no page prices and no tiers,
 * set-up 0, every option's price null and fromPriceCents null. The menus, options and rules
 * stay, so the screen can still configure; the server prices with the stored tables.
 */
export const catalogueProductSchema = productSchema.extend({
  /** The least its minimum order of a one-page file costs; null when it cannot be priced or is hidden. */
  fromPriceCents: z.number().int().nonnegative().nullable(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueResponseSchema = z.object({ products: z.array(catalogueProductSchema) });
