import type { ChosenSpecs, PriceRow, SpecMenu } from '@portal/shared/schemas/print-store';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FixedItem } from './package-specs-follow';
import {
  printStoreCategories,
  printStoreCollections,
  printStoreDesigns,
  printStoreImages,
  printStorePackageItems,
  printStorePackages,
  printStorePrices,
  printStoreProductTypes,
  printStores,
} from './print-store.tables';

/**
 * The queries of the product types' and the ads' admin tools (issue 30 points 4 and 5, decision
 * 0114). Every write takes the transaction it is part of; migration 0030's triggers count each
 * statement on these tables, so the public pages read a commit here at their next call.
 */

export type ProductTypeRow = typeof printStoreProductTypes.$inferSelect;

/** A product type a store's admins see in their list, with how many designs use it. */
export type ProductTypeListRow = Pick<ProductTypeRow, 'id' | 'name' | 'printStoreId' | 'version'> & {
  /** Designs of the caller's store on it. */
  designCount: number;
  /** Designs of other stores on it: they follow its price changes too. */
  otherStoreDesignCount: number;
};

/** What a product type is saved as: the print specification and the price table as a whole. */
export type ProductTypeContent = {
  name: string;
  menus: SpecMenu[];
  disabled: ChosenSpecs[];
  maxOrderAmount: number | null;
  prices: PriceRow[];
};

/** A design as the ads list shows it. */
export type AdDesignRow = {
  id: string;
  name: string;
  collectionId: string;
  collectionName: string;
  collectionActive: boolean;
  availableForAd: boolean;
  version: number;
  image: { id: string; printStoreId: string; alt: string; aspectRatio: number } | null;
};

/** A design an ads change names, locked until the change commits. */
export type LockedDesign = {
  id: string;
  name: string;
  printStoreId: string;
  availableForAd: boolean;
  version: number;
};

/** Price rows per insert: a table of thousands of rows stays under the driver's parameter limit. */
const PRICE_SLICE = 500;

async function insertPrices(tx: Db, productTypeId: string, prices: PriceRow[]): Promise<void> {
  for (let start = 0; start < prices.length; start += PRICE_SLICE)
    await tx
      .insert(printStorePrices)
      .values(prices.slice(start, start + PRICE_SLICE).map((row) => ({ productTypeId, ...row })));
}

export function createProductTypeAdminRepository(db: Db) {
  /** Designs per product type, split into the store's own and other stores'. */
  async function designCounts(storeId: string, typeIds: string[]) {
    if (typeIds.length === 0) return new Map<string, { own: number; other: number }>();
    const rows = await db
      .select({
        productTypeId: printStoreDesigns.productTypeId,
        own: sql<number>`count(*) filter (where ${printStoreCollections.printStoreId} = ${storeId})`,
        total: count(),
      })
      .from(printStoreDesigns)
      .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
      .where(inArray(printStoreDesigns.productTypeId, typeIds))
      .groupBy(printStoreDesigns.productTypeId);
    return new Map(
      rows.map((row) => [
        row.productTypeId,
        { own: Number(row.own), other: Number(row.total) - Number(row.own) },
      ]),
    );
  }

  return {
    async defaultStoreId(): Promise<string | undefined> {
      const [row] = await db
        .select({ id: printStores.id })
        .from(printStores)
        .where(eq(printStores.isDefault, true));
      return row?.id;
    },

    /**
     * The product types a store works with: its own, the default store's (every store may put its
     * designs on those), and any other its designs are on. Sorted by name.
     */
    async typesFor(storeId: string, defaultStoreId: string | undefined): Promise<ProductTypeListRow[]> {
      const usedByStore = db
        .select({ id: printStoreDesigns.productTypeId })
        .from(printStoreDesigns)
        .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
        .where(eq(printStoreCollections.printStoreId, storeId));
      const types = await db
        .select({
          id: printStoreProductTypes.id,
          name: printStoreProductTypes.name,
          printStoreId: printStoreProductTypes.printStoreId,
          version: printStoreProductTypes.version,
        })
        .from(printStoreProductTypes)
        .where(
          or(
            eq(printStoreProductTypes.printStoreId, storeId),
            defaultStoreId ? eq(printStoreProductTypes.printStoreId, defaultStoreId) : undefined,
            inArray(printStoreProductTypes.id, usedByStore),
          ),
        )
        .orderBy(asc(printStoreProductTypes.name));
      const counts = await designCounts(
        storeId,
        types.map((type) => type.id),
      );
      return types.map((type) => ({
        ...type,
        designCount: counts.get(type.id)?.own ?? 0,
        otherStoreDesignCount: counts.get(type.id)?.other ?? 0,
      }));
    },

    /** Whether any design of the store is on this product type. */
    async storeUses(storeId: string, typeId: string): Promise<boolean> {
      const counts = await designCounts(storeId, [typeId]);
      return (counts.get(typeId)?.own ?? 0) > 0;
    },

    async designCountsOf(storeId: string, typeId: string): Promise<{ own: number; other: number }> {
      return (await designCounts(storeId, [typeId])).get(typeId) ?? { own: 0, other: 0 };
    },

    /** The product type with its price rows in table order; in a transaction, the type's row is locked. */
    async typeOf(
      executor: Db,
      id: string,
      options: { lock?: boolean } = {},
    ): Promise<(ProductTypeRow & { prices: PriceRow[] }) | undefined> {
      const query = executor.select().from(printStoreProductTypes).where(eq(printStoreProductTypes.id, id));
      const [type] = options.lock ? await query.for('update') : await query;
      if (!type) return undefined;
      const prices = await executor
        .select({
          size: printStorePrices.size,
          specKey: printStorePrices.specKey,
          minQuantity: printStorePrices.minQuantity,
          unitCents: printStorePrices.unitCents,
        })
        .from(printStorePrices)
        .where(eq(printStorePrices.productTypeId, id))
        .orderBy(
          asc(printStorePrices.size),
          asc(printStorePrices.specKey),
          asc(printStorePrices.minQuantity),
        );
      return { ...type, prices };
    },

    /** Another product type of the store with this name in any letter case. */
    async nameTaken(tx: Db, storeId: string, name: string, except?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: printStoreProductTypes.id })
        .from(printStoreProductTypes)
        .where(
          and(
            eq(printStoreProductTypes.printStoreId, storeId),
            eq(sql`lower(${printStoreProductTypes.name})`, sql`lower(${name})`),
            except ? ne(printStoreProductTypes.id, except) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The type's specification and its price rows replaced as a whole (its version claimed before). */
    async replaceType(tx: Db, id: string, content: ProductTypeContent): Promise<void> {
      await tx
        .update(printStoreProductTypes)
        .set({
          name: content.name,
          menus: content.menus,
          disabled: content.disabled,
          maxOrderAmount: content.maxOrderAmount,
          updatedAt: sql`now()`,
        })
        .where(eq(printStoreProductTypes.id, id));
      await tx.delete(printStorePrices).where(eq(printStorePrices.productTypeId, id));
      await insertPrices(tx, id, content.prices);
    },

    /** A new product type of the store with its price rows. */
    async insertType(tx: Db, storeId: string, content: ProductTypeContent): Promise<string> {
      const [added] = await tx
        .insert(printStoreProductTypes)
        .values({
          printStoreId: storeId,
          name: content.name,
          menus: content.menus,
          disabled: content.disabled,
          maxOrderAmount: content.maxOrderAmount,
        })
        .returning({ id: printStoreProductTypes.id });
      await insertPrices(tx, added!.id, content.prices);
      return added!.id;
    },

    /**
     * Puts every design of the store on one product type onto another, raising each design's
     * version (its edit dialog's copy is stale now); returns the designs moved.
     */
    async moveDesigns(
      tx: Db,
      storeId: string,
      fromTypeId: string,
      toTypeId: string,
    ): Promise<{ id: string; name: string; version: number }[]> {
      const ofStore = tx
        .select({ id: printStoreCollections.id })
        .from(printStoreCollections)
        .where(eq(printStoreCollections.printStoreId, storeId));
      return tx
        .update(printStoreDesigns)
        .set({ productTypeId: toTypeId, version: sql`${printStoreDesigns.version} + 1` })
        .where(
          and(
            eq(printStoreDesigns.productTypeId, fromTypeId),
            inArray(printStoreDesigns.collectionId, ofStore),
          ),
        )
        .returning({
          id: printStoreDesigns.id,
          name: printStoreDesigns.name,
          version: printStoreDesigns.version,
        });
    },

    /**
     * The package items of designs on this type, in any store, with their package's name and
     * store, locked until the save commits. A package save locks the type's row while it reads the
     * menus (store-admin.repository designsForPackage), so neither writes specs the other's menus
     * no longer have. The packages' own rows are not touched (a package save holds its row while
     * it waits for the type's: touching it here would deadlock); an open package dialog that
     * sends a menu gone since is refused by the package's own check.
     */
    async packageItemsOn(tx: Db, typeId: string): Promise<(FixedItem & { storeId: string })[]> {
      return tx
        .select({
          packageId: printStorePackageItems.packageId,
          position: printStorePackageItems.position,
          packageName: printStorePackages.name,
          storeId: printStoreCategories.printStoreId,
          specs: printStorePackageItems.specs,
        })
        .from(printStorePackageItems)
        .innerJoin(printStoreDesigns, eq(printStoreDesigns.id, printStorePackageItems.designId))
        .innerJoin(printStorePackages, eq(printStorePackages.id, printStorePackageItems.packageId))
        .innerJoin(printStoreCategories, eq(printStoreCategories.id, printStorePackages.categoryId))
        .where(eq(printStoreDesigns.productTypeId, typeId))
        .orderBy(
          asc(printStorePackages.name),
          asc(printStorePackageItems.packageId),
          asc(printStorePackageItems.position),
        )
        .for('update', { of: printStorePackageItems });
    },

    /** A package item's fixed specs, as its type's menus now have them. */
    async setPackageItemSpecs(
      tx: Db,
      packageId: string,
      position: number,
      specs: ChosenSpecs,
    ): Promise<void> {
      await tx
        .update(printStorePackageItems)
        .set({ specs })
        .where(
          and(eq(printStorePackageItems.packageId, packageId), eq(printStorePackageItems.position, position)),
        );
    },

    // --- The advertisement-products list.

    /** Every design of the store, hidden collections' too, by collection and position. */
    async adDesignsOf(storeId: string): Promise<AdDesignRow[]> {
      const rows = await db
        .select({
          id: printStoreDesigns.id,
          name: printStoreDesigns.name,
          collectionId: printStoreCollections.id,
          collectionName: printStoreCollections.name,
          collectionActive: printStoreCollections.active,
          availableForAd: printStoreDesigns.availableForAd,
          version: printStoreDesigns.version,
          imageId: printStoreImages.id,
          imageStoreId: printStoreImages.printStoreId,
          imageAlt: printStoreImages.alt,
          imageAspectRatio: printStoreImages.aspectRatio,
        })
        .from(printStoreDesigns)
        .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
        .leftJoin(printStoreImages, eq(printStoreImages.id, printStoreDesigns.previewImageId))
        .where(eq(printStoreCollections.printStoreId, storeId))
        .orderBy(
          asc(printStoreCollections.position),
          asc(printStoreCollections.name),
          asc(printStoreDesigns.position),
          asc(printStoreDesigns.name),
        );
      return rows.map(({ imageId, imageStoreId, imageAlt, imageAspectRatio, ...row }) => ({
        ...row,
        image:
          imageId && imageStoreId
            ? {
                id: imageId,
                printStoreId: imageStoreId,
                alt: imageAlt ?? '',
                aspectRatio: imageAspectRatio ?? 1,
              }
            : null,
      }));
    },

    /** These designs with their store, locked until the transaction ends (a second admin's change waits). */
    async lockDesigns(tx: Db, ids: string[]): Promise<LockedDesign[]> {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: printStoreDesigns.id,
          name: printStoreDesigns.name,
          printStoreId: printStoreCollections.printStoreId,
          availableForAd: printStoreDesigns.availableForAd,
          version: printStoreDesigns.version,
        })
        .from(printStoreDesigns)
        .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
        .where(inArray(printStoreDesigns.id, ids))
        .for('update', { of: printStoreDesigns });
    },

    /** Sets availableForAd and raises each design's version. */
    async setAvailableForAd(tx: Db, ids: string[], availableForAd: boolean): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(printStoreDesigns)
        .set({ availableForAd, version: sql`${printStoreDesigns.version} + 1` })
        .where(inArray(printStoreDesigns.id, ids));
    },
  };
}
export type ProductTypeAdminRepository = ReturnType<typeof createProductTypeAdminRepository>;
