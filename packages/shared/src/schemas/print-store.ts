import { z } from 'zod';
import { SHARED_CATEGORY_ID, STORE_PREVIEW_SIZES, STORE_SEARCH_MAX_LENGTH } from '../constants';
import { hexColorSchema } from './common';

/**
 * The print store of ready-made signs and stickers (spec 02 sections 1, 2.2, 3 and 9; issue 29;
 * docs/decisions/0105-the-print-store-model.md). Amounts are integer cents excl. BTW; null where
 * the caller's theme hides them (hidePricing for every store, hideOwnPricing for the theme's
 * own store; decision 0098's rule: no amount to a customer who is not shown it).
 */

const cents = z.number().int().nonnegative();
const id = z.uuid();

/** A category id in a path: a uuid, or 'shared'. */
export const categoryIdSchema = z.union([z.literal(SHARED_CATEGORY_ID), id]);

export const previewSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => (STORE_PREVIEW_SIZES as readonly number[]).includes(size), 'geen bekende afmeting');

/** An image of the store: the media route serves it at every STORE_PREVIEW_SIZES width. */
export const storeImageSchema = z.object({
  id,
  /** The store whose media path serves it: /media/print-store/{printStoreId}/preview/{id}/{size}. */
  printStoreId: id,
  /** What the image shows, for its alt text. */
  alt: z.string().max(256),
  /** Width over height, so a slot keeps its shape while the image loads. */
  aspectRatio: z.number().positive(),
});
export type StoreImage = z.infer<typeof storeImageSchema>;

export const printStoreSummarySchema = z.object({
  id,
  name: z.string().max(120),
  /** The provider's own store, shown to every theme that does not say otherwise. */
  isDefault: z.boolean(),
});

export const categorySchema = z.object({
  id,
  printStoreId: id,
  name: z.string().min(1).max(80),
  colour: hexColorSchema.nullable(),
  /** Hidden: only the store's admins get it (with an icon), everyone else a 404. */
  active: z.boolean(),
  listOnTop: z.boolean(),
  newBadge: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

/** What the store looks like to this visitor of this theme: which stores, which categories. */
export const printStoreContextSchema = z.object({
  /** The stores this theme shows, its own first (theme printStoreAd: onlyDefault, includeDefault). */
  stores: z.array(printStoreSummarySchema),
  /** The sidebar: listOnTop first, then by name; hidden ones only for the store's admins. */
  categories: z.array(categorySchema),
  /** The theme hides the provider's default content: the dashboard shows every featured collection. */
  hideDefaultContent: z.boolean(),
  /** The dashboard of a store that is not the default one goes to its first category. */
  firstCategoryId: id.nullable(),
  /** Store ids the caller administers (issue 30); empty for everybody else. */
  administers: z.array(id),
  /** Amounts are shown (false when the theme hides prices). */
  showsPrices: z.boolean(),
});
export type PrintStoreContext = z.infer<typeof printStoreContextSchema>;

/** A card of a collection or a package (category pages, dashboard, search). */
export const collectionCardSchema = z.object({
  type: z.literal('COLLECTION'),
  id,
  printStoreId: id,
  /** The category the card leads into (its first, or the one being browsed). */
  categoryId: id,
  name: z.string().max(120),
  subtitle: z.string().max(200),
  description: z.string().max(5000),
  active: z.boolean(),
  image: storeImageSchema.nullable(),
  /** The least a design of it costs ('v.a.'); null when hidden or not priced. */
  fromPriceCents: cents.nullable(),
  designCount: z.number().int().nonnegative(),
});
export type CollectionCard = z.infer<typeof collectionCardSchema>;

export const packageCardSchema = z.object({
  type: z.literal('PACKAGE'),
  id,
  printStoreId: id,
  categoryId: id,
  name: z.string().max(120),
  description: z.string().max(5000),
  active: z.boolean(),
  /** Up to 4 previews of its contents (spec 02 section 9). */
  images: z.array(storeImageSchema).max(4),
  priceCents: cents.nullable(),
  itemCount: z.number().int().nonnegative(),
});
export type PackageCard = z.infer<typeof packageCardSchema>;

/**
 * How a design's image is shown (spec 02 section 3 Design: displaySpecification {border}): with
 * `border` a thin line is drawn around it, for a design whose edge would vanish on the page (a
 * white sticker, a sign with a white background). Set in the design-info and edit dialogs.
 */
export const displaySpecificationSchema = z.object({ border: z.boolean() });
export type DisplaySpecification = z.infer<typeof displaySpecificationSchema>;
export const NO_DISPLAY_SPECIFICATION: DisplaySpecification = { border: false };

export const productCardSchema = z.object({
  type: z.literal('PRODUCT'),
  id,
  printStoreId: id,
  categoryId: id,
  collectionId: id,
  name: z.string().max(120),
  description: z.string().max(5000),
  image: storeImageSchema.nullable(),
  fromPriceCents: cents.nullable(),
  isStockProduct: z.boolean(),
  displaySpecification: displaySpecificationSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const storeCardSchema = z.discriminatedUnion('type', [
  collectionCardSchema,
  packageCardSchema,
  productCardSchema,
]);
export type StoreCard = z.infer<typeof storeCardSchema>;

export const dashboardSchema = z.object({
  /** 3 random featured collections ('Uitgelichte collecties'), or all when default content is hidden. */
  featured: z.array(collectionCardSchema),
});

export const categoryPageSchema = z.object({
  category: z.object({ id: categoryIdSchema, name: z.string(), active: z.boolean() }),
  collections: z.array(collectionCardSchema),
  packages: z.array(packageCardSchema),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

export const collectionPageSchema = z.object({
  collection: collectionCardSchema.omit({ type: true }),
  category: z.object({ id: categoryIdSchema, name: z.string() }),
  products: z.array(productCardSchema),
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;

// ---------------------------------------------------------------------------------------------
// Product types: the print specification a design is configured with, and its price table.

/**
 * Spec menu types (spec 02 section 3): slider (sizes in order), colors (name with CMYK values and
 * hex), option (one of a list: material, application), quantity (a volume: the table price is
 * the line's price), info (a text, e.g. the material info), imageSelector (pictograms to choose,
 * for customizable designs; issue 31's successor).
 */
export const specMenuTypeSchema = z.enum(['slider', 'colors', 'option', 'quantity', 'info', 'imageSelector']);
export type SpecMenuType = z.infer<typeof specMenuTypeSchema>;

export const specValueSchema = z.object({
  /** Stable name the specs, the price table and the disabled combinations use ('300x200', 'forex'). */
  name: z.string().min(1).max(64),
  /** What the customer reads ('30 × 20 cm', 'Forex 5 mm'). */
  title: z.string().min(1).max(120),
  /** Colours: the swatch, and the CMYK values as the printer reads them ('C0 M100 Y100 K0'). */
  hex: hexColorSchema.optional(),
  cmyk: z.string().max(40).optional(),
  /** Sizes: width and height in millimetres. */
  widthMm: z.number().int().positive().optional(),
  heightMm: z.number().int().positive().optional(),
  /** Volumes: how many pieces the volume holds. */
  pieces: z.number().int().positive().optional(),
  /** Materials: the properties the material info dialog lists. */
  properties: z.array(z.string().max(200)).max(12).optional(),
});
export type SpecValue = z.infer<typeof specValueSchema>;

export const specMenuSchema = z.object({
  name: z.string().min(1).max(64),
  title: z.string().min(1).max(120),
  menuType: specMenuTypeSchema,
  values: z.array(specValueSchema),
  /** The value chosen until the customer chooses another; null for menus without values (info). */
  default: z.string().nullable(),
  /** The value is part of the price table's key (size is always: it is the table's first key). */
  priced: z.boolean(),
  /** info: the text. */
  text: z.string().max(2000).optional(),
});
export type SpecMenu = z.infer<typeof specMenuSchema>;

/** The customer's choice: menu name → value name; a size under the slider menu's name. */
export const chosenSpecsSchema = z.record(z.string().min(1).max(64), z.string().min(1).max(64));
export type ChosenSpecs = z.infer<typeof chosenSpecsSchema>;

/**
 * One row of a product type's price table (notes/print-store.md: rows keyed by size, a
 * normalised spec key and a minimum quantity): the unit price from minQuantity pieces on.
 * specKey is rules/store-pricing.ts specKeyOf of the priced menus other than the size.
 */
export const priceRowSchema = z.object({
  size: z.string().min(1).max(64),
  specKey: z.string().max(500),
  minQuantity: z.number().int().min(1),
  unitCents: cents,
});
export type PriceRow = z.infer<typeof priceRowSchema>;

export const productTypeSchema = z.object({
  id,
  name: z.string().max(120),
  menus: z.array(specMenuSchema),
  /** Combinations that cannot be made: each a partial choice; matching one blocks the cart. */
  disabled: z.array(chosenSpecsSchema),
  /** At most this many of one configuration in one order; null for no limit. */
  maxOrderAmount: z.number().int().positive().nullable(),
  /** Empty when the theme hides prices. */
  prices: z.array(priceRowSchema),
});
export type ProductType = z.infer<typeof productTypeSchema>;

export const productPageSchema = z.object({
  product: productCardSchema.extend({
    designer: z.string().max(120),
    extraInfo: z.string().max(5000),
    actualStock: z.number().int().nonnegative().nullable(),
  }),
  productType: productTypeSchema,
  collection: z.object({ id, name: z.string() }),
  category: z.object({ id: categoryIdSchema, name: z.string() }),
  /** Up to 5 others of its collection; the page shows them only when there is more than one. */
  related: z.array(productCardSchema).max(5),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const packagePageSchema = z.object({
  package: packageCardSchema.extend({
    productCode: z.string().max(64),
    /** 1: 'Maximaal 1 te bestellen' (a fixed count); null: no limit. */
    maxOrderAmount: z.number().int().positive().nullable(),
  }),
  category: z.object({ id: categoryIdSchema, name: z.string() }),
  contents: z.array(
    z.object({
      product: productCardSchema,
      quantity: z.number().int().positive(),
      /** The specs the package fixes, as titles ('Formaat: 20 × 20 cm'). */
      specTitles: z.array(z.string()),
    }),
  ),
});
export type PackagePage = z.infer<typeof packagePageSchema>;

export const storeSearchQuerySchema = z.object({
  theme: z.string().max(64).optional(),
  q: z.string().trim().min(1).max(STORE_SEARCH_MAX_LENGTH),
});
export const searchResultsSchema = z.object({ results: z.array(storeCardSchema) });

/** Which stores' products an ad shows (spec 01 section 7). */
export const adFilterSchema = z.enum(['DEFAULT_ONLY', 'INCLUDE_DEFAULT']);
export type AdFilter = z.infer<typeof adFilterSchema>;
export const adProductsQuerySchema = z.object({
  theme: z.string().max(64).optional(),
  max: z.coerce.number().int().min(1).max(20).default(9),
  filter: adFilterSchema.optional(),
});
export const adProductsSchema = z.object({ products: z.array(productCardSchema) });

/** Every catalogue call is asked for a theme: its store (and the default one, as it says). */
export const storeThemeQuerySchema = z.object({ theme: z.string().max(64).optional() });
