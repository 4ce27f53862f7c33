import { z } from 'zod';
import { hexColorSchema } from './common';
import {
  categorySchema,
  chosenSpecsSchema,
  displaySpecificationSchema,
  printStoreSummarySchema,
  specMenuSchema,
  storeImageSchema,
} from './print-store';
import { uploadChunkQuerySchema } from './uploads';

/**
 * The print store's admin tools (spec 02 sections 2.2, 4, 5 and 6; issue 30; decision 0112).
 * What every admin call shares:
 * - an item belongs to the caller's own store (users.print_store_id with role ADMIN); another
 *   store's item answers PRINT_STORE_NOT_YOURS, an unknown one STORE_ITEM_NOT_FOUND;
 * - every editable row carries `version`: an edit or a delete names the version it read, a stale
 *   one answers STORE_ITEM_CHANGED with nothing written, and an edit's answer has the new version;
 * - every change is one row of the item's history (who, when, what), written with the change.
 * Amounts are integer cents excl. BTW.
 */

const id = z.uuid();
const cents = z.number().int().nonnegative();

/** The version of an item as the admin read it; raised by every change. */
export const itemVersionSchema = z.number().int().min(1);

/** The version a DELETE names, as a query parameter (`?version=3`). */
export const versionQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

/** What a history row is about (print_store_history.item_kind). */
export const storeItemKindSchema = z.enum([
  'category',
  'collection',
  'package',
  'design',
  'productType',
  'ads',
]);
export type StoreItemKind = z.infer<typeof storeItemKindSchema>;

/** What happened to the item (print_store_history.action): shown and hidden are changes of `active`. */
export const historyActionSchema = z.enum(['created', 'changed', 'hidden', 'shown', 'deleted']);
export type HistoryAction = z.infer<typeof historyActionSchema>;

/**
 * One change of an item. details: for a change, each field that changed as `{ from, to }`; for a
 * creation or a deletion, the item's main fields; texts longer than 200 characters shortened.
 */
export const historyEntrySchema = z.object({
  id,
  at: z.iso.datetime({ offset: true }),
  /** Null once the account is removed; the name stays. */
  userId: id.nullable(),
  userName: z.string().max(128),
  action: historyActionSchema,
  details: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyQuerySchema = z.object({ kind: storeItemKindSchema, id });

export const itemHistorySchema = z.object({
  kind: storeItemKindSchema,
  id,
  /** Newest first. */
  entries: z.array(historyEntrySchema),
});
export type ItemHistory = z.infer<typeof itemHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Categories (spec 02 section 3 Category; section 5: name required, no duplicate name).

const categoryName = z.string().trim().min(1).max(80);

/** A category as its admins see it: with its version and what it holds (a non-empty one cannot be deleted). */
export const adminCategorySchema = categorySchema.extend({
  version: itemVersionSchema,
  collectionCount: z.number().int().nonnegative(),
  packageCount: z.number().int().nonnegative(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const createCategoryBodySchema = z.object({
  name: categoryName,
  colour: hexColorSchema.nullable().default(null),
  listOnTop: z.boolean().default(false),
  newBadge: z.boolean().default(false),
  /** false: hidden, only the store's admins see it. */
  active: z.boolean().default(true),
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

/** Only the fields sent change; `version` is the one the admin read. */
export const updateCategoryBodySchema = z.object({
  version: itemVersionSchema,
  name: categoryName.optional(),
  colour: hexColorSchema.nullable().optional(),
  listOnTop: z.boolean().optional(),
  newBadge: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

// ---------------------------------------------------------------------------------------------
// Collections (section 5: name, description and at least one category required).

const collectionName = z.string().trim().min(1).max(120);
const collectionSubtitle = z.string().trim().max(200);
const description = z.string().trim().min(1).max(5000);
/** The categories it is listed in, its own (the breadcrumb's) first; checked by the server, not here. */
const categoryIds = z.array(id).max(50);

export const adminCollectionSchema = z.object({
  id,
  printStoreId: id,
  name: z.string().max(120),
  subtitle: z.string().max(200),
  description: z.string().max(5000),
  active: z.boolean(),
  displayOnDashboard: z.boolean(),
  categoryIds: z.array(id),
  version: itemVersionSchema,
  designCount: z.number().int().nonnegative(),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

export const createCollectionBodySchema = z.object({
  name: collectionName,
  subtitle: collectionSubtitle.default(''),
  description,
  categoryIds,
  /** Featured on the dashboard and under 'Aanbevolen'. */
  displayOnDashboard: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type CreateCollectionBody = z.input<typeof createCollectionBodySchema>;

export const updateCollectionBodySchema = z.object({
  version: itemVersionSchema,
  name: collectionName.optional(),
  subtitle: collectionSubtitle.optional(),
  description: description.optional(),
  categoryIds: categoryIds.optional(),
  displayOnDashboard: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type UpdateCollectionBody = z.input<typeof updateCollectionBodySchema>;

// ---------------------------------------------------------------------------------------------
// Packages (section 5: name, category and description required; 'Maximaal 1 te bestellen').

const packageName = z.string().trim().min(1).max(120);
const productCode = z.string().trim().max(64);
/** Up to € 1.000.000,00: a mistyped price of a package stays within what an order can hold. */
const packagePrice = cents.max(100_000_000);
/** 1: 'Maximaal 1 te bestellen'; null: no limit (the spec's 0). */
const maxOrderAmount = z.literal(1).nullable();

/** A design of the same store in a package: how many, and the specs the package fixes (menu → value). */
export const packageItemSchema = z.object({
  designId: id,
  quantity: z.number().int().min(1).max(100_000),
  specs: chosenSpecsSchema,
});
export type PackageItem = z.infer<typeof packageItemSchema>;
const packageItems = z.array(packageItemSchema).max(50);

export const adminPackageSchema = z.object({
  id,
  printStoreId: id,
  categoryId: id,
  name: z.string().max(120),
  description: z.string().max(5000),
  productCode: z.string().max(64),
  priceCents: cents,
  /** As stored: 1 for 'Maximaal 1 te bestellen', null for no limit (an edit sets only these). */
  maxOrderAmount: z.number().int().positive().nullable(),
  active: z.boolean(),
  /** In their order; specs with every menu's default filled in, as stored. */
  items: z.array(packageItemSchema),
  version: itemVersionSchema,
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const createPackageBodySchema = z.object({
  name: packageName,
  description,
  categoryId: id,
  productCode: productCode.default(''),
  priceCents: packagePrice,
  maxOrderAmount: maxOrderAmount.default(null),
  active: z.boolean().default(true),
  items: packageItems.default([]),
});
export type CreatePackageBody = z.input<typeof createPackageBodySchema>;

/** `items`, when sent, replaces the whole contents. */
export const updatePackageBodySchema = z.object({
  version: itemVersionSchema,
  name: packageName.optional(),
  description: description.optional(),
  categoryId: id.optional(),
  productCode: productCode.optional(),
  priceCents: packagePrice.optional(),
  maxOrderAmount: maxOrderAmount.optional(),
  active: z.boolean().optional(),
  items: packageItems.optional(),
});
export type UpdatePackageBody = z.input<typeof updatePackageBodySchema>;

// ---------------------------------------------------------------------------------------------
// The store as its admins see it.

/** Everything of the caller's own store the admin dialogs edit, hidden items included, with versions. */
export const adminStoreSchema = z.object({
  store: printStoreSummarySchema,
  categories: z.array(adminCategorySchema),
  collections: z.array(adminCollectionSchema),
  packages: z.array(adminPackageSchema),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

export const categoryIdParams = z.object({ categoryId: id });
export const collectionIdParams = z.object({ collectionId: id });
export const packageIdParams = z.object({ packageId: id });

// ---------------------------------------------------------------------------------------------
// Designs (spec 02 sections 2.2, 3 Design, 5 and 7; decision 0113): the design-info dialog, the
// edit dialog, the bulk edits of product type and description, the original and its preview.

const designName = z.string().trim().min(1).max(120);
const designText = z.string().trim().max(5000);
const designer = z.string().trim().max(120);
const actualStock = z.number().int().min(0).max(1_000_000_000).nullable();

/** The uploaded original of a design (PDF or JPEG, checked by content). */
export const designSourceSchema = z.object({
  /** The `image` of the download paths, and the upload's answer's fileId. */
  fileId: id,
  name: z.string().max(256),
  mime: z.enum(['application/pdf', 'image/jpeg']),
  bytes: z.number().int().nonnegative(),
});
export type DesignSource = z.infer<typeof designSourceSchema>;

/** A design as its admins edit it: every field of the dialogs, its files and its version. */
export const adminDesignSchema = z.object({
  id,
  printStoreId: id,
  collectionId: id,
  productTypeId: id,
  name: z.string().max(120),
  description: z.string().max(5000),
  designer: z.string().max(120),
  extraInfo: z.string().max(5000),
  availableForAd: z.boolean(),
  isStockProduct: z.boolean(),
  actualStock: actualStock,
  /** How its image is shown: with a border or not. */
  displaySpecification: displaySpecificationSchema,
  previewImage: storeImageSchema.nullable(),
  /** Null until an original is uploaded (and for the demo's drawn pictograms). */
  source: designSourceSchema.nullable(),
  version: itemVersionSchema,
});
export type AdminDesign = z.infer<typeof adminDesignSchema>;

/**
 * The design-info dialog (spec 02 section 4: the upload waits for it, then goes on with the new
 * design's id): name and product type required; the collection it goes in.
 */
export const createDesignBodySchema = z.object({
  collectionId: id,
  productTypeId: id,
  name: designName,
  description: designText.default(''),
  designer: designer.default(''),
  extraInfo: designText.default(''),
  availableForAd: z.boolean().default(false),
  isStockProduct: z.boolean().default(false),
  actualStock: actualStock.default(null),
  displaySpecification: displaySpecificationSchema.default({ border: false }),
});
export type CreateDesignBody = z.input<typeof createDesignBodySchema>;

/** Only the fields sent change; `version` is the one the admin read. */
export const updateDesignBodySchema = z.object({
  version: itemVersionSchema,
  collectionId: id.optional(),
  productTypeId: id.optional(),
  name: designName.optional(),
  description: designText.optional(),
  designer: designer.optional(),
  extraInfo: designText.optional(),
  availableForAd: z.boolean().optional(),
  isStockProduct: z.boolean().optional(),
  actualStock: actualStock.optional(),
  displaySpecification: displaySpecificationSchema.optional(),
});
export type UpdateDesignBody = z.input<typeof updateDesignBodySchema>;

/** At most this many designs in one bulk edit: a collection's select-all. */
export const BULK_DESIGNS_MAX = 500;

/**
 * 'Product wijzigen' and 'Beschrijving wijzigen' for several designs at once (spec 02 sections
 * 2.2 and 5): one product type for all, or one description ('' is 'Geen beschrijving'). Each
 * design names the version the admin read; one stale design refuses the whole edit.
 */
export const bulkEditDesignsBodySchema = z
  .object({
    designs: z
      .array(z.object({ id, version: itemVersionSchema }))
      .min(1)
      .max(BULK_DESIGNS_MAX)
      .refine((designs) => new Set(designs.map((design) => design.id)).size === designs.length, {
        message: 'elk ontwerp één keer',
      }),
    productTypeId: id.optional(),
    description: designText.optional(),
  })
  .refine((body) => body.productTypeId !== undefined || body.description !== undefined, {
    message: 'een producttype of een beschrijving',
  });
export type BulkEditDesignsBody = z.input<typeof bulkEditDesignsBodySchema>;

export const bulkEditDesignsResultSchema = z.object({
  /** Each design with its new version, in the order sent. */
  designs: z.array(z.object({ id, version: itemVersionSchema })),
});
export type BulkEditDesignsResult = z.infer<typeof bulkEditDesignsResultSchema>;

export const designIdParams = z.object({ designId: id });

/** A collection's designs as its admins edit them (the collection page's select boxes and kebab menus). */
export const collectionDesignsSchema = z.object({
  collectionId: id,
  /** In the collection's order, as its page shows them. */
  designs: z.array(adminDesignSchema),
});
export type CollectionDesigns = z.infer<typeof collectionDesignsSchema>;

/** 'true' / 'false' in a query string. */
const queryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((flag) => flag === 'true');

/**
 * The design file upload's query (spec 02 section 7: POST, and GET to test a chunk, on
 * /api/v2/print-store/file): flow.js's chunk parameters as the customers' upload sends them
 * (chunks of 524288 bytes), and which design (productId, in collectionId) the file is for. An
 * original (fileType SOURCE) must be a PDF or JPEG, a preview (isPreview true) a JPEG or PNG.
 */
export const designFileQuerySchema = uploadChunkQuerySchema.omit({ sessionId: true }).extend({
  isPreview: queryFlag,
  fileType: z.enum(['SOURCE', 'PREVIEW']).optional(),
  productId: id,
  collectionId: id.optional(),
});
export type DesignFileQuery = z.output<typeof designFileQuerySchema>;

/**
 * A chunk's answer: `complete` when this chunk finished the file. Then it was checked, stored and
 * its preview made, and `uuid` and `fileId` name the stored file (the original, or for a preview
 * the image), `id` the design.
 */
export const designFileAnswerSchema = z.object({
  received: z.literal(true),
  complete: z.boolean(),
  uuid: id.nullable(),
  fileId: id.nullable(),
  id: id.nullable(),
  previewImage: storeImageSchema.nullable(),
  source: designSourceSchema.nullable(),
});
export type DesignFileAnswer = z.infer<typeof designFileAnswerSchema>;

/** The preview made again from the original. */
export const designPreviewSchema = z.object({ id, previewImage: storeImageSchema });

export const downloadParams = z.object({ printStoreId: id, image: id });
export const namedDownloadParams = downloadParams.extend({ name: z.string().min(1).max(256) });
export const downloadQuerySchema = z.object({ fileName: z.string().min(1).max(256).optional() });

// ---------------------------------------------------------------------------------------------
// Product types and their price tables (spec 02 sections 3, 5 and 9; issue 30 point 4; decision
// 0114). A product type belongs to one store, whose admins keep its print specification and
// prices; other stores' designs may be on it (the provider's types) and read it, not change it.

/**
 * A price row as the admin edits it: the size, the values of the other priced menus (menu name →
 * value name), from how many pieces, and what one costs. A price below zero or a minimum below 1
 * passes this schema and is refused by the server with its own code (rules/product-type-checks.ts).
 */
export const adminPriceRowSchema = z.object({
  size: z.string().min(1).max(64),
  specs: chosenSpecsSchema,
  minQuantity: z.number().int().max(1_000_000),
  /** Up to € 1.000.000,00 a piece. */
  unitCents: z.number().int().max(100_000_000),
});
export type AdminPriceRowInput = z.infer<typeof adminPriceRowSchema>;

/** A product type in its store's list. */
export const productTypeSummarySchema = z.object({
  id,
  name: z.string().max(120),
  /** The store whose admins keep it. */
  printStoreId: id,
  /** The caller's store keeps it: its specification and prices can be changed here. */
  editable: z.boolean(),
  version: itemVersionSchema,
  /** Designs of the caller's store on it. */
  designCount: z.number().int().nonnegative(),
  /** Designs of other stores on it: a price change reaches them too. */
  otherStoreDesignCount: z.number().int().nonnegative(),
  /** 'v.a.': the least a piece costs in a combination that can be made; null without prices. */
  fromPriceCents: cents.nullable(),
});
export type ProductTypeSummary = z.infer<typeof productTypeSummarySchema>;

export const productTypeListSchema = z.object({ productTypes: z.array(productTypeSummarySchema) });
export type ProductTypeList = z.infer<typeof productTypeListSchema>;

/** A product type as its editor shows it: the print specification and the whole price table. */
export const adminProductTypeSchema = productTypeSummarySchema.extend({
  menus: z.array(specMenuSchema),
  /** Combinations that cannot be made ('De door u gekozen combinatie is helaas niet mogelijk.'). */
  disabled: z.array(chosenSpecsSchema),
  /** At most this many of one configuration in one order; null: no limit. */
  maxOrderAmount: z.number().int().positive().nullable(),
  /** By size, specs and minimum quantity. */
  prices: z.array(adminPriceRowSchema),
});
export type AdminProductType = z.infer<typeof adminProductTypeSchema>;

const productTypeName = z.string().trim().min(1).max(120);

/**
 * Only the fields sent change; `prices`, when sent, replaces the whole table. What the type is
 * after the save must hold together: every price row names a size and values its menus offer.
 */
export const updateProductTypeBodySchema = z.object({
  version: itemVersionSchema,
  name: productTypeName.optional(),
  menus: z.array(specMenuSchema).min(1).max(20).optional(),
  disabled: z.array(chosenSpecsSchema).max(500).optional(),
  /** Below 1 is refused with its own code; null: no limit. */
  maxOrderAmount: z.number().int().max(1_000_000).nullable().optional(),
  prices: z.array(adminPriceRowSchema).max(5000).optional(),
});
export type UpdateProductTypeBody = z.input<typeof updateProductTypeBodySchema>;

/** A copy of a product type the caller may read, kept by the caller's store from then on. */
export const copyProductTypeBodySchema = z.object({
  /** The copy's name; '<name> (kopie)' when not given. */
  name: productTypeName.optional(),
  /** Put every design of the caller's store that is on the original onto the copy, in the same save. */
  moveDesigns: z.boolean(),
});
export type CopyProductTypeBody = z.input<typeof copyProductTypeBodySchema>;

export const copiedProductTypeSchema = z.object({
  productType: adminProductTypeSchema,
  /** The designs now on the copy, with their new versions. */
  movedDesigns: z.array(z.object({ id, version: itemVersionSchema })),
});
export type CopiedProductType = z.infer<typeof copiedProductTypeSchema>;

export const productTypeIdParams = z.object({ productTypeId: id });

// ---------------------------------------------------------------------------------------------
// The advertisement-products list (spec 02 section 2.2; issue 30 point 5): which designs of the
// store the promo pop-up, the bottom bar and the side ad may show (availableForAd).

export const adDesignSchema = z.object({
  id,
  name: z.string().max(120),
  collectionId: id,
  collectionName: z.string().max(120),
  /** A design of a hidden collection is never in an ad, chosen or not. */
  collectionActive: z.boolean(),
  image: storeImageSchema.nullable(),
  availableForAd: z.boolean(),
  version: itemVersionSchema,
});
export type AdDesign = z.infer<typeof adDesignSchema>;

export const adminAdsSchema = z.object({
  /** The store; its ads' history is `GET …/admin/history?kind=ads&id={printStoreId}`. */
  printStoreId: id,
  /** Every design of the store, by collection. */
  designs: z.array(adDesignSchema),
});
export type AdminAds = z.infer<typeof adminAdsSchema>;

/** Designs to put in or take out of the ads, each with the version the admin read. */
export const updateAdsBodySchema = z.object({
  designs: z
    .array(z.object({ id, version: itemVersionSchema, availableForAd: z.boolean() }))
    .min(1)
    .max(1000)
    .refine(
      (designs) => new Set(designs.map((design) => design.id)).size === designs.length,
      'een ontwerp twee keer',
    ),
});
export type UpdateAdsBody = z.input<typeof updateAdsBodySchema>;
