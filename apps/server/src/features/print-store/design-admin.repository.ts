import { and, asc, eq, getTableColumns, inArray, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  printStoreCollections,
  printStoreDesigns,
  printStoreImages,
  printStorePackageItems,
  printStorePackages,
  printStoreProductTypes,
  printStores,
} from './print-store.tables';

/**
 * The queries of the designs' admin tools (issue 30, decision 0113): a design with the store it
 * belongs to (its collection's), what it may use (collections of its store, product types of its
 * store or the default one), its files (original and preview) and what still uses a preview
 * image. Writes take the transaction they are part of; migration 0030's triggers count every
 * statement, so the public pages show a commit at their next call.
 */

const { search: _designSearch, ...designColumns } = getTableColumns(printStoreDesigns);

/** A design as its admins edit it: its row and the store its collection belongs to. */
export type AdminDesignRow = Omit<typeof printStoreDesigns.$inferSelect, 'search'> & { printStoreId: string };
export type NewDesignRow = Omit<typeof printStoreDesigns.$inferInsert, 'search' | 'position'>;
export type DesignChanges = Partial<
  Pick<
    AdminDesignRow,
    | 'name'
    | 'description'
    | 'designer'
    | 'extraInfo'
    | 'productTypeId'
    | 'collectionId'
    | 'availableForAd'
    | 'isStockProduct'
    | 'actualStock'
    | 'displaySpecification'
    | 'previewImageId'
    | 'sourceKey'
    | 'sourceName'
    | 'sourceMime'
    | 'sourceBytes'
  >
>;
export type NewImageRow = typeof printStoreImages.$inferInsert;
export type ImageRow = typeof printStoreImages.$inferSelect;

const withStore = { ...designColumns, printStoreId: printStoreCollections.printStoreId };

export function createDesignAdminRepository(db: Db) {
  return {
    /** The design with its store; `lock` holds the row until the transaction ends (a change or a deletion follows). */
    async designOf(
      executor: Db,
      id: string,
      options: { lock?: boolean } = {},
    ): Promise<AdminDesignRow | undefined> {
      const query = executor
        .select(withStore)
        .from(printStoreDesigns)
        .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
        .where(eq(printStoreDesigns.id, id));
      const [row] = options.lock ? await query.for('update', { of: printStoreDesigns }) : await query;
      return row;
    },

    /** Several designs with their stores, locked in id order (two bulk edits cannot wait on each other). */
    async designsOf(tx: Db, ids: string[]): Promise<AdminDesignRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select(withStore)
        .from(printStoreDesigns)
        .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
        .where(inArray(printStoreDesigns.id, ids))
        .orderBy(asc(printStoreDesigns.id))
        .for('update', { of: printStoreDesigns });
    },

    /** A collection's designs in its order (as its page shows them). */
    async designsOfCollection(collectionId: string): Promise<AdminDesignRow[]> {
      return db
        .select(withStore)
        .from(printStoreDesigns)
        .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
        .where(eq(printStoreDesigns.collectionId, collectionId))
        .orderBy(asc(printStoreDesigns.position), asc(printStoreDesigns.name));
    },

    /** Image rows by id (the previews of a list of designs). */
    async imagesOf(ids: string[]): Promise<ImageRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(printStoreImages).where(inArray(printStoreImages.id, ids));
    },

    /** The design of a store whose original is stored under this key. */
    async designBySource(printStoreId: string, sourceKey: string): Promise<AdminDesignRow | undefined> {
      const [row] = await db
        .select(withStore)
        .from(printStoreDesigns)
        .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
        .where(
          and(
            eq(printStoreDesigns.sourceKey, sourceKey),
            eq(printStoreCollections.printStoreId, printStoreId),
          ),
        );
      return row;
    },

    /** A product type's owning store and whether that is the default store, locked against deletion. */
    async productTypeOwner(
      tx: Db,
      id: string,
    ): Promise<{ printStoreId: string; ownerIsDefault: boolean } | undefined> {
      const [row] = await tx
        .select({ printStoreId: printStoreProductTypes.printStoreId, ownerIsDefault: printStores.isDefault })
        .from(printStoreProductTypes)
        .innerJoin(printStores, eq(printStores.id, printStoreProductTypes.printStoreId))
        .where(eq(printStoreProductTypes.id, id))
        .for('share', { of: printStoreProductTypes });
      return row;
    },

    async insertDesign(tx: Db, row: NewDesignRow): Promise<void> {
      // A new design comes last in its collection, where the admin added it.
      const [last] = await tx
        .select({ position: max(printStoreDesigns.position) })
        .from(printStoreDesigns)
        .where(eq(printStoreDesigns.collectionId, row.collectionId));
      const position =
        last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      await tx.insert(printStoreDesigns).values({ ...row, position });
    },

    async updateDesign(tx: Db, id: string, changes: DesignChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await tx.update(printStoreDesigns).set(changes).where(eq(printStoreDesigns.id, id));
    },

    async deleteDesign(tx: Db, id: string): Promise<void> {
      await tx.delete(printStoreDesigns).where(eq(printStoreDesigns.id, id));
    },

    /** The names of the packages that hold the design. */
    async packagesHolding(tx: Db, designId: string): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ name: printStorePackages.name })
        .from(printStorePackageItems)
        .innerJoin(printStorePackages, eq(printStorePackages.id, printStorePackageItems.packageId))
        .where(eq(printStorePackageItems.designId, designId))
        .orderBy(asc(printStorePackages.name));
      return rows.map((row) => row.name);
    },

    async imageOf(executor: Db, id: string): Promise<ImageRow | undefined> {
      const [row] = await executor.select().from(printStoreImages).where(eq(printStoreImages.id, id));
      return row;
    },

    async insertImage(tx: Db, row: NewImageRow): Promise<void> {
      await tx.insert(printStoreImages).values(row);
    },

    async setImageAlt(tx: Db, id: string, alt: string): Promise<void> {
      await tx.update(printStoreImages).set({ alt }).where(eq(printStoreImages.id, id));
    },

    /**
     * Removes an image row that nothing else shows: no other design's preview, no collection's
     * cover. Returns whether it went, so the caller removes its files after the commit.
     */
    async deleteImageUnlessUsed(tx: Db, imageId: string, exceptDesign: string): Promise<boolean> {
      const [design] = await tx
        .select({ id: printStoreDesigns.id })
        .from(printStoreDesigns)
        .where(and(eq(printStoreDesigns.previewImageId, imageId), ne(printStoreDesigns.id, exceptDesign)))
        .limit(1);
      const [collection] = await tx
        .select({ id: printStoreCollections.id })
        .from(printStoreCollections)
        .where(eq(printStoreCollections.coverImageId, imageId))
        .limit(1);
      if (design || collection) return false;
      const deleted = await tx
        .delete(printStoreImages)
        .where(eq(printStoreImages.id, imageId))
        .returning({ id: printStoreImages.id });
      return deleted.length > 0;
    },
  };
}
export type DesignAdminRepository = ReturnType<typeof createDesignAdminRepository>;
