import type { ChosenSpecs, PriceRow, SpecMenu } from '@portal/shared/schemas/print-store';
import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wordsMatch } from '../../db/search-columns';
import {
  printStoreCategories,
  printStoreCollectionCategories,
  printStoreCollections,
  printStoreDesigns,
  printStoreHistory,
  printStoreImages,
  printStorePackageItems,
  printStorePackages,
  printStorePrices,
  printStoreProductTypes,
  printStores,
} from './print-store.tables';

export type StoreRow = typeof printStores.$inferSelect;
export type CategoryRow = typeof printStoreCategories.$inferSelect;
export type CollectionRow = Omit<typeof printStoreCollections.$inferSelect, 'search'>;
export type DesignRow = Omit<typeof printStoreDesigns.$inferSelect, 'search'>;
export type PackageRow = Omit<typeof printStorePackages.$inferSelect, 'search'>;
export type PackageItemRow = typeof printStorePackageItems.$inferSelect;
export type ImageRow = typeof printStoreImages.$inferSelect;
export type CollectionLinkRow = typeof printStoreCollectionCategories.$inferSelect;

/** A product type as stored: its menus (validated by the service), what cannot be made, its price rows. */
export type ProductTypeEntry = {
  id: string;
  name: string;
  menus: unknown;
  disabled: unknown;
  maxOrderAmount: number | null;
  prices: PriceRow[];
};

/** Everything of some stores the pages are built from: a few hundred small rows at most. */
export type StoreContent = {
  categories: CategoryRow[];
  collections: CollectionRow[];
  links: CollectionLinkRow[];
  designs: DesignRow[];
  packages: PackageRow[];
  items: PackageItemRow[];
  images: ImageRow[];
};

export type NewStore = typeof printStores.$inferInsert;
export type NewCategory = typeof printStoreCategories.$inferInsert;
export type NewCollection = Omit<typeof printStoreCollections.$inferInsert, 'search'>;
export type NewDesign = Omit<typeof printStoreDesigns.$inferInsert, 'search'>;
export type NewPackage = Omit<typeof printStorePackages.$inferInsert, 'search'>;
export type NewImage = typeof printStoreImages.$inferInsert;
export type NewProductType = {
  id: string;
  /** The store whose admins keep the type and its prices. */
  printStoreId: string;
  name: string;
  menus: SpecMenu[];
  disabled: ChosenSpecs[];
  maxOrderAmount: number | null;
  prices: PriceRow[];
};

/** A search hit: what it is, its id, and how well it matched. */
export type SearchHit = { type: 'COLLECTION' | 'PACKAGE' | 'PRODUCT'; id: string; rank: number };

/** Every column but the generated search document, which no page reads. */
const { search: _collectionSearch, ...collectionColumns } = getTableColumns(printStoreCollections);
const { search: _designSearch, ...designColumns } = getTableColumns(printStoreDesigns);
const { search: _packageSearch, ...packageColumns } = getTableColumns(printStorePackages);

export function createPrintStoreRepository(db: Db) {
  return {
    /** The default store and the theme's own (when it has one). */
    async storesFor(themeId: string): Promise<StoreRow[]> {
      return db
        .select()
        .from(printStores)
        .where(or(eq(printStores.isDefault, true), eq(printStores.themeId, themeId)));
    },

    async storeById(id: string): Promise<StoreRow | undefined> {
      const [row] = await db.select().from(printStores).where(eq(printStores.id, id));
      return row;
    },

    /** The rows of these stores that the pages are built from, in their positions. */
    async contentOf(storeIds: string[]): Promise<StoreContent> {
      if (storeIds.length === 0)
        return {
          categories: [],
          collections: [],
          links: [],
          designs: [],
          packages: [],
          items: [],
          images: [],
        };
      const [categories, collections, images] = await Promise.all([
        db
          .select()
          .from(printStoreCategories)
          .where(inArray(printStoreCategories.printStoreId, storeIds))
          .orderBy(asc(printStoreCategories.position), asc(printStoreCategories.name)),
        db
          .select(collectionColumns)
          .from(printStoreCollections)
          .where(inArray(printStoreCollections.printStoreId, storeIds))
          .orderBy(asc(printStoreCollections.position), asc(printStoreCollections.name)),
        db.select().from(printStoreImages).where(inArray(printStoreImages.printStoreId, storeIds)),
      ]);
      const collectionIds = collections.map((collection) => collection.id);
      const categoryIds = categories.map((category) => category.id);
      const [links, designs, packages] = await Promise.all([
        collectionIds.length === 0
          ? []
          : db
              .select()
              .from(printStoreCollectionCategories)
              .where(inArray(printStoreCollectionCategories.collectionId, collectionIds))
              .orderBy(asc(printStoreCollectionCategories.position)),
        collectionIds.length === 0
          ? []
          : db
              .select(designColumns)
              .from(printStoreDesigns)
              .where(inArray(printStoreDesigns.collectionId, collectionIds))
              .orderBy(asc(printStoreDesigns.position), asc(printStoreDesigns.name)),
        categoryIds.length === 0
          ? []
          : db
              .select(packageColumns)
              .from(printStorePackages)
              .where(inArray(printStorePackages.categoryId, categoryIds))
              .orderBy(asc(printStorePackages.position), asc(printStorePackages.name)),
      ]);
      const packageIds = packages.map((row) => row.id);
      const items =
        packageIds.length === 0
          ? []
          : await db
              .select()
              .from(printStorePackageItems)
              .where(inArray(printStorePackageItems.packageId, packageIds))
              .orderBy(asc(printStorePackageItems.position));
      return { categories, collections, links, designs, packages, items, images };
    },

    /**
     * What changes whenever any row of the print store does: the count migration 0030's
     * triggers keep, in the writer's transaction. One small read per store request.
     */
    async version(): Promise<string> {
      // The table is the triggers' own (migration 0030), not one of the schema's: plain SQL.
      const result = (await db.execute(
        sql`select version::text as version from print_store_changes where id = 1`,
      )) as unknown as { rows: { version: string }[] };
      return result.rows[0]?.version ?? '0';
    },

    async productTypes(): Promise<ProductTypeEntry[]> {
      const [types, prices] = await Promise.all([
        db.select().from(printStoreProductTypes),
        db
          .select()
          .from(printStorePrices)
          .orderBy(
            asc(printStorePrices.size),
            asc(printStorePrices.specKey),
            asc(printStorePrices.minQuantity),
          ),
      ]);
      return types.map((type) => ({
        id: type.id,
        name: type.name,
        menus: type.menus,
        disabled: type.disabled,
        maxOrderAmount: type.maxOrderAmount,
        prices: prices
          .filter((row) => row.productTypeId === type.id)
          .map(({ size, specKey, minQuantity, unitCents }) => ({ size, specKey, minQuantity, unitCents })),
      }));
    },

    /** Collections, packages and designs of these stores matching every word, best first. */
    async search(storeIds: string[], words: string[], limit: number): Promise<SearchHit[]> {
      if (storeIds.length === 0 || words.length === 0) return [];
      const collections = wordsMatch(printStoreCollections, words);
      const packages = wordsMatch(printStorePackages, words);
      const designs = wordsMatch(printStoreDesigns, words);
      const [collectionHits, packageHits, designHits] = await Promise.all([
        db
          .select({ id: printStoreCollections.id, rank: collections.rank })
          .from(printStoreCollections)
          .where(and(inArray(printStoreCollections.printStoreId, storeIds), collections.where))
          .orderBy(sql`2 desc`)
          .limit(limit),
        db
          .select({ id: printStorePackages.id, rank: packages.rank })
          .from(printStorePackages)
          .innerJoin(printStoreCategories, eq(printStoreCategories.id, printStorePackages.categoryId))
          .where(and(inArray(printStoreCategories.printStoreId, storeIds), packages.where))
          .orderBy(sql`2 desc`)
          .limit(limit),
        db
          .select({ id: printStoreDesigns.id, rank: designs.rank })
          .from(printStoreDesigns)
          .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
          .where(and(inArray(printStoreCollections.printStoreId, storeIds), designs.where))
          .orderBy(sql`2 desc`)
          .limit(limit),
      ]);
      return [
        ...collectionHits.map((hit) => ({ type: 'COLLECTION' as const, id: hit.id, rank: Number(hit.rank) })),
        ...packageHits.map((hit) => ({ type: 'PACKAGE' as const, id: hit.id, rank: Number(hit.rank) })),
        ...designHits.map((hit) => ({ type: 'PRODUCT' as const, id: hit.id, rank: Number(hit.rank) })),
      ].sort((a, b) => b.rank - a.rank);
    },

    async imageOf(printStoreId: string, imageId: string): Promise<ImageRow | undefined> {
      const [row] = await db
        .select()
        .from(printStoreImages)
        .where(and(eq(printStoreImages.id, imageId), eq(printStoreImages.printStoreId, printStoreId)));
      return row;
    },

    /**
     * The items the stores' admins deleted (their history says so): the demo seed, which adds
     * what is missing at every start, leaves them deleted.
     */
    async deletedItemIds(): Promise<Set<string>> {
      const rows = await db
        .select({ itemId: printStoreHistory.itemId })
        .from(printStoreHistory)
        .where(eq(printStoreHistory.action, 'deleted'));
      return new Set(rows.map((row) => row.itemId));
    },

    // --- Writing: the seed (the admin tools write through store-admin.repository.ts). Each adds what is missing.

    async insertStore(store: NewStore): Promise<void> {
      await db.insert(printStores).values(store).onConflictDoNothing();
    },
    async insertImage(image: NewImage): Promise<void> {
      await db.insert(printStoreImages).values(image).onConflictDoNothing();
    },
    async insertCategory(category: NewCategory): Promise<void> {
      await db.insert(printStoreCategories).values(category).onConflictDoNothing();
    },
    async insertCollection(collection: NewCollection, categoryIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(printStoreCollections)
          .values(collection)
          .onConflictDoNothing()
          .returning({ id: printStoreCollections.id });
        if (added.length === 0 || categoryIds.length === 0) return;
        await tx.insert(printStoreCollectionCategories).values(
          categoryIds.map((categoryId, position) => ({
            collectionId: added[0]!.id,
            categoryId,
            position,
          })),
        );
      });
    },
    async insertDesign(design: NewDesign): Promise<void> {
      await db.insert(printStoreDesigns).values(design).onConflictDoNothing();
    },
    async insertPackage(
      pkg: NewPackage,
      items: { designId: string; quantity: number; specs: ChosenSpecs }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(printStorePackages)
          .values(pkg)
          .onConflictDoNothing()
          .returning({ id: printStorePackages.id });
        if (added.length === 0 || items.length === 0) return;
        await tx
          .insert(printStorePackageItems)
          .values(items.map((item, position) => ({ packageId: added[0]!.id, position, ...item })));
      });
    },
    async insertProductType(type: NewProductType): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(printStoreProductTypes)
          .values({
            id: type.id,
            printStoreId: type.printStoreId,
            name: type.name,
            menus: type.menus,
            disabled: type.disabled,
            maxOrderAmount: type.maxOrderAmount,
          })
          .onConflictDoNothing()
          .returning({ id: printStoreProductTypes.id });
        if (added.length === 0 || type.prices.length === 0) return;
        // Inserted in slices: a table of a few hundred rows stays under the parameter limit.
        for (let start = 0; start < type.prices.length; start += 500)
          await tx
            .insert(printStorePrices)
            .values(type.prices.slice(start, start + 500).map((row) => ({ productTypeId: type.id, ...row })));
      });
    },
  };
}
export type PrintStoreRepository = ReturnType<typeof createPrintStoreRepository>;
