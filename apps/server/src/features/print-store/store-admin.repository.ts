import type { HistoryAction, PackageItem, StoreItemKind } from '@portal/shared/schemas/print-store-admin';
import { and, asc, count, desc, eq, getTableColumns, inArray, max, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { createPrintStoreRepository } from './print-store.repository';
import {
  printStoreCategories,
  printStoreCollectionCategories,
  printStoreCollections,
  printStoreDesigns,
  printStoreHistory,
  printStorePackageItems,
  printStorePackages,
  printStoreProductTypes,
  printStores,
} from './print-store.tables';

/**
 * The queries of the print store's admin tools (issue 30, decision 0112): which store an item
 * belongs to, the version claim every edit starts with, the history, and the writes of
 * categories, collections and packages. Every write takes the transaction it is part of.
 * Migration 0030's triggers count every statement on the store's tables, so a commit here is
 * what the public pages read at their next call.
 */

export type AdminCategoryRow = typeof printStoreCategories.$inferSelect;
export type AdminCollectionRow = Omit<typeof printStoreCollections.$inferSelect, 'search'>;
export type AdminPackageRow = Omit<typeof printStorePackages.$inferSelect, 'search'>;
export type HistoryRow = typeof printStoreHistory.$inferSelect;

/** The tables whose rows carry a version an edit must name (migration 0033). */
const versionedTables = {
  category: printStoreCategories,
  collection: printStoreCollections,
  package: printStorePackages,
  design: printStoreDesigns,
  productType: printStoreProductTypes,
} as const;
export type VersionedKind = keyof typeof versionedTables;

/** A version claim that failed: the item was changed meanwhile, or is not there. */
export type ClaimRefusal = 'changed' | 'missing';

/** One history row as written: who (id and name, kept when the account goes), what, which action. */
export type NewHistoryRow = {
  printStoreId: string;
  itemKind: StoreItemKind;
  itemId: string;
  userId: string | null;
  userName: string;
  action: HistoryAction;
  details: Record<string, unknown>;
};

/** A design as a package's contents need it: its store and its product type's menus. */
export type DesignForPackage = {
  id: string;
  printStoreId: string;
  menus: unknown;
  disabled: unknown;
};

/** Every column but the generated search document. */
const { search: _collectionSearch, ...collectionColumns } = getTableColumns(printStoreCollections);
const { search: _packageSearch, ...packageColumns } = getTableColumns(printStorePackages);

/** The next position at the end of a list: a new item comes last, where the admin added it. */
async function nextPosition(tx: Db, table: PgTable, position: PgColumn, where: SQL): Promise<number> {
  const [row] = await tx
    .select({ last: max(position) })
    .from(table)
    .where(where);
  return (row?.last === null || row?.last === undefined ? -1 : Number(row.last)) + 1;
}

/** The collection's categories from now on, its own first. */
async function linkCategories(tx: Db, collectionId: string, categoryIds: string[]): Promise<void> {
  await tx
    .delete(printStoreCollectionCategories)
    .where(eq(printStoreCollectionCategories.collectionId, collectionId));
  if (categoryIds.length === 0) return;
  await tx
    .insert(printStoreCollectionCategories)
    .values(categoryIds.map((categoryId, position) => ({ collectionId, categoryId, position })));
}

/** The package's contents from now on, in this order. */
async function replaceItems(tx: Db, packageId: string, items: PackageItem[]): Promise<void> {
  await tx.delete(printStorePackageItems).where(eq(printStorePackageItems.packageId, packageId));
  if (items.length === 0) return;
  await tx
    .insert(printStorePackageItems)
    .values(items.map((item, position) => ({ packageId, position, ...item })));
}

export function createStoreAdminRepository(db: Db) {
  const pages = createPrintStoreRepository(db);
  return {
    async storeById(id: string) {
      const [row] = await db.select().from(printStores).where(eq(printStores.id, id));
      return row;
    },

    /**
     * The store an item belongs to, or undefined when there is no such item ('ads' is the store
     * itself). In a transaction, pass it: PGlite has one connection, which the transaction holds.
     */
    async storeOfItem(kind: StoreItemKind, id: string, tx: Db = db): Promise<string | undefined> {
      const first = (rows: { storeId: string }[]) => rows[0]?.storeId;
      switch (kind) {
        case 'category':
          return first(
            await tx
              .select({ storeId: printStoreCategories.printStoreId })
              .from(printStoreCategories)
              .where(eq(printStoreCategories.id, id)),
          );
        case 'collection':
          return first(
            await tx
              .select({ storeId: printStoreCollections.printStoreId })
              .from(printStoreCollections)
              .where(eq(printStoreCollections.id, id)),
          );
        case 'package':
          return first(
            await tx
              .select({ storeId: printStoreCategories.printStoreId })
              .from(printStorePackages)
              .innerJoin(printStoreCategories, eq(printStoreCategories.id, printStorePackages.categoryId))
              .where(eq(printStorePackages.id, id)),
          );
        case 'design':
          return first(
            await tx
              .select({ storeId: printStoreCollections.printStoreId })
              .from(printStoreDesigns)
              .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
              .where(eq(printStoreDesigns.id, id)),
          );
        case 'productType':
          return first(
            await tx
              .select({ storeId: printStoreProductTypes.printStoreId })
              .from(printStoreProductTypes)
              .where(eq(printStoreProductTypes.id, id)),
          );
        case 'ads':
          return first(
            await tx.select({ storeId: printStores.id }).from(printStores).where(eq(printStores.id, id)),
          );
      }
    },

    /**
     * Raises the item's version when it is still the one the admin read, and returns the new
     * one. The row stays locked until the transaction ends, so a second admin's save of the same
     * version waits, then finds it changed.
     */
    async claimVersion(
      tx: Db,
      kind: VersionedKind,
      id: string,
      version: number,
    ): Promise<number | ClaimRefusal> {
      const table = versionedTables[kind];
      const result = (await tx.execute(
        sql`update ${table} set version = version + 1 where id = ${id} and version = ${version} returning version`,
      )) as unknown as { rows: { version: number }[] };
      const claimed = result.rows[0];
      if (claimed) return Number(claimed.version);
      const found = (await tx.execute(sql`select 1 from ${table} where id = ${id}`)) as unknown as {
        rows: unknown[];
      };
      return found.rows.length > 0 ? 'changed' : 'missing';
    },

    /**
     * Locks rows a new row is about to name (the categories of a collection, the designs of a
     * package) against their deletion until the transaction ends; returns those still there. A
     * deletion that came first is waited for, and its rows are then missing.
     */
    async lockForReference(
      tx: Db,
      kind: 'category' | 'collection' | 'design',
      ids: string[],
    ): Promise<string[]> {
      if (ids.length === 0) return [];
      const table = versionedTables[kind];
      const rows = await tx
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, ids))
        // In one order, so two admins locking overlapping sets wait for each other instead of deadlocking.
        .orderBy(asc(table.id))
        .for('share');
      return rows.map((row) => row.id);
    },

    async insertHistory(tx: Db, row: NewHistoryRow): Promise<void> {
      await tx.insert(printStoreHistory).values(row);
    },

    /** An item's history, newest first. */
    async historyOf(kind: StoreItemKind, id: string): Promise<HistoryRow[]> {
      return db
        .select()
        .from(printStoreHistory)
        .where(and(eq(printStoreHistory.itemKind, kind), eq(printStoreHistory.itemId, id)))
        .orderBy(desc(printStoreHistory.at));
    },

    // --- The store as its admins edit it.

    /**
     * The store's rows as its pages read them (print-store.repository's contentOf, hidden ones
     * too), with each collection's number of designs.
     */
    async adminContentOf(storeId: string) {
      const { categories, collections, links, designs, packages, items } = await pages.contentOf([storeId]);
      const totals = new Map<string, number>();
      for (const design of designs)
        totals.set(design.collectionId, (totals.get(design.collectionId) ?? 0) + 1);
      const designCounts = [...totals].map(([collectionId, total]) => ({ collectionId, total }));
      return { categories, collections, links, designCounts, packages, items };
    },

    // --- Categories.

    async categoryOf(tx: Db, id: string): Promise<AdminCategoryRow | undefined> {
      const [row] = await tx.select().from(printStoreCategories).where(eq(printStoreCategories.id, id));
      return row;
    },

    /** Another category of the store with this name in any letter case. */
    async categoryNameTaken(tx: Db, storeId: string, name: string, except?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: printStoreCategories.id })
        .from(printStoreCategories)
        .where(
          and(
            eq(printStoreCategories.printStoreId, storeId),
            eq(sql`lower(${printStoreCategories.name})`, sql`lower(${name})`),
            except ? ne(printStoreCategories.id, except) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The new category, or undefined when the name was taken meanwhile (the unique index on lower(name)). */
    async insertCategory(
      tx: Db,
      row: Omit<typeof printStoreCategories.$inferInsert, 'position'>,
    ): Promise<AdminCategoryRow | undefined> {
      const position = await nextPosition(
        tx,
        printStoreCategories,
        printStoreCategories.position,
        eq(printStoreCategories.printStoreId, row.printStoreId),
      );
      const [added] = await tx
        .insert(printStoreCategories)
        .values({ ...row, position })
        .onConflictDoNothing()
        .returning();
      return added;
    },

    async updateCategory(
      tx: Db,
      id: string,
      changes: Partial<Pick<AdminCategoryRow, 'name' | 'colour' | 'listOnTop' | 'newBadge' | 'active'>>,
    ): Promise<AdminCategoryRow> {
      const [row] =
        Object.keys(changes).length === 0
          ? await tx.select().from(printStoreCategories).where(eq(printStoreCategories.id, id))
          : await tx
              .update(printStoreCategories)
              .set(changes)
              .where(eq(printStoreCategories.id, id))
              .returning();
      return row!;
    },

    /** How many collections are listed in the category and how many packages it holds. */
    async categoryContents(tx: Db, id: string): Promise<{ collections: number; packages: number }> {
      const [[collections], [packages]] = await Promise.all([
        tx
          .select({ total: count() })
          .from(printStoreCollectionCategories)
          .where(eq(printStoreCollectionCategories.categoryId, id)),
        tx.select({ total: count() }).from(printStorePackages).where(eq(printStorePackages.categoryId, id)),
      ]);
      return { collections: collections?.total ?? 0, packages: packages?.total ?? 0 };
    },

    async deleteCategory(tx: Db, id: string): Promise<void> {
      await tx.delete(printStoreCategories).where(eq(printStoreCategories.id, id));
    },

    /** Every category of the store. */
    async categoriesOfStore(tx: Db, storeId: string): Promise<{ id: string }[]> {
      return tx
        .select({ id: printStoreCategories.id })
        .from(printStoreCategories)
        .where(eq(printStoreCategories.printStoreId, storeId));
    },

    // --- Collections.

    async collectionOf(tx: Db, id: string): Promise<AdminCollectionRow | undefined> {
      const [row] = await tx
        .select(collectionColumns)
        .from(printStoreCollections)
        .where(eq(printStoreCollections.id, id));
      return row;
    },

    async categoryIdsOf(tx: Db, collectionId: string): Promise<string[]> {
      const rows = await tx
        .select({ categoryId: printStoreCollectionCategories.categoryId })
        .from(printStoreCollectionCategories)
        .where(eq(printStoreCollectionCategories.collectionId, collectionId))
        .orderBy(asc(printStoreCollectionCategories.position));
      return rows.map((row) => row.categoryId);
    },

    async designCountOf(tx: Db, collectionId: string): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(printStoreDesigns)
        .where(eq(printStoreDesigns.collectionId, collectionId));
      return row?.total ?? 0;
    },

    async insertCollection(
      tx: Db,
      row: Omit<typeof printStoreCollections.$inferInsert, 'position' | 'search'>,
      categoryIds: string[],
    ): Promise<AdminCollectionRow> {
      const position = await nextPosition(
        tx,
        printStoreCollections,
        printStoreCollections.position,
        eq(printStoreCollections.printStoreId, row.printStoreId),
      );
      const [added] = await tx
        .insert(printStoreCollections)
        .values({ ...row, position })
        .returning(collectionColumns);
      await linkCategories(tx, added!.id, categoryIds);
      return added!;
    },

    async updateCollection(
      tx: Db,
      id: string,
      changes: Partial<
        Pick<AdminCollectionRow, 'name' | 'subtitle' | 'description' | 'displayOnDashboard' | 'active'>
      >,
    ): Promise<AdminCollectionRow> {
      const [row] =
        Object.keys(changes).length === 0
          ? await tx
              .select(collectionColumns)
              .from(printStoreCollections)
              .where(eq(printStoreCollections.id, id))
          : await tx
              .update(printStoreCollections)
              .set(changes)
              .where(eq(printStoreCollections.id, id))
              .returning(collectionColumns);
      return row!;
    },

    linkCategories,

    async deleteCollection(tx: Db, id: string): Promise<void> {
      await tx.delete(printStoreCollections).where(eq(printStoreCollections.id, id));
    },

    // --- Packages.

    async packageOf(tx: Db, id: string): Promise<(AdminPackageRow & { printStoreId: string }) | undefined> {
      const [row] = await tx
        .select({ ...packageColumns, printStoreId: printStoreCategories.printStoreId })
        .from(printStorePackages)
        .innerJoin(printStoreCategories, eq(printStoreCategories.id, printStorePackages.categoryId))
        .where(eq(printStorePackages.id, id));
      return row;
    },

    async itemsOf(tx: Db, packageId: string): Promise<PackageItem[]> {
      return tx
        .select({
          designId: printStorePackageItems.designId,
          quantity: printStorePackageItems.quantity,
          specs: printStorePackageItems.specs,
        })
        .from(printStorePackageItems)
        .where(eq(printStorePackageItems.packageId, packageId))
        .orderBy(asc(printStorePackageItems.position));
    },

    /** These designs with their store and their product type's menus, locked against deletion. */
    async designsForPackage(tx: Db, designIds: string[]): Promise<DesignForPackage[]> {
      if (designIds.length === 0) return [];
      return (
        tx
          .select({
            id: printStoreDesigns.id,
            printStoreId: printStoreCollections.printStoreId,
            menus: printStoreProductTypes.menus,
            disabled: printStoreProductTypes.disabled,
          })
          .from(printStoreDesigns)
          .innerJoin(printStoreCollections, eq(printStoreCollections.id, printStoreDesigns.collectionId))
          .innerJoin(printStoreProductTypes, eq(printStoreProductTypes.id, printStoreDesigns.productTypeId))
          .where(inArray(printStoreDesigns.id, designIds))
          // The type too: a save of its menus waits, or is waited for, so the specs checked here
          // are those of its menus when this package commits (decision 0124).
          .for('share', { of: [printStoreDesigns, printStoreProductTypes] })
      );
    },

    async insertPackage(
      tx: Db,
      row: Omit<typeof printStorePackages.$inferInsert, 'position' | 'search'>,
      items: PackageItem[],
    ): Promise<AdminPackageRow> {
      const position = await nextPosition(
        tx,
        printStorePackages,
        printStorePackages.position,
        eq(printStorePackages.categoryId, row.categoryId),
      );
      const [added] = await tx
        .insert(printStorePackages)
        .values({ ...row, position })
        .returning(packageColumns);
      await replaceItems(tx, added!.id, items);
      return added!;
    },

    async updatePackage(
      tx: Db,
      id: string,
      changes: Partial<
        Pick<
          AdminPackageRow,
          'name' | 'description' | 'categoryId' | 'productCode' | 'priceCents' | 'maxOrderAmount' | 'active'
        >
      >,
    ): Promise<AdminPackageRow> {
      const [row] =
        Object.keys(changes).length === 0
          ? await tx.select(packageColumns).from(printStorePackages).where(eq(printStorePackages.id, id))
          : await tx
              .update(printStorePackages)
              .set(changes)
              .where(eq(printStorePackages.id, id))
              .returning(packageColumns);
      return row!;
    },

    replaceItems,

    async deletePackage(tx: Db, id: string): Promise<void> {
      await tx.delete(printStorePackages).where(eq(printStorePackages.id, id));
    },
  };
}
export type StoreAdminRepository = ReturnType<typeof createStoreAdminRepository>;
