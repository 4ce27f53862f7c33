import { isDisabledCombination, specsAreKnown, withDefaults } from '@portal/shared/rules/store-pricing';
import { chosenSpecsSchema, specMenuSchema } from '@portal/shared/schemas/print-store';
import type {
  AdminCategory,
  AdminCollection,
  AdminPackage,
  AdminStore,
  createCategoryBodySchema,
  createCollectionBodySchema,
  createPackageBodySchema,
  ItemHistory,
  PackageItem,
  StoreItemKind,
  updateCategoryBodySchema,
  updateCollectionBodySchema,
  updatePackageBodySchema,
} from '@portal/shared/schemas/print-store-admin';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import type {
  AdminCategoryRow,
  AdminCollectionRow,
  AdminPackageRow,
  StoreAdminRepository,
} from './store-admin.repository';
import {
  assertOwnStore,
  type Changed,
  type NotFound,
  type NotYours,
  type StoreAdminAccess,
  type StoreAdminCaller,
} from './store-admin-access';
import { actionOf, changedFields, onlyChanged } from './store-history';

/**
 * The print store's categories, collections and packages as their admins change them (spec 02
 * sections 4 and 5; issue 30 points 1 and 2; decision 0112). Each change is one transaction: the
 * version claim, the rules, the write and the history row, or nothing. What is refused:
 * - a category name the store has already, in any letter case (STORE_CATEGORY_NAME_TAKEN);
 * - deleting a category that holds collections or packages, or a collection that holds designs
 *   (…_NOT_EMPTY): they are emptied first, so nothing is left without a category or collection;
 * - a collection or package in a store without categories (STORE_NO_CATEGORIES), a collection
 *   without a category (STORE_CATEGORY_REQUIRED);
 * - a package's design of another store, or with specs its product type does not offer.
 */

type CreateCategory = z.output<typeof createCategoryBodySchema>;
type UpdateCategory = z.output<typeof updateCategoryBodySchema>;
type CreateCollection = z.output<typeof createCollectionBodySchema>;
type UpdateCollection = z.output<typeof updateCollectionBodySchema>;
type CreatePackage = z.output<typeof createPackageBodySchema>;
type UpdatePackage = z.output<typeof updatePackageBodySchema>;

type NameTaken = Failure<'STORE_CATEGORY_NAME_TAKEN'>;
type ContentProblem = Failure<'STORE_PACKAGE_SPECS_INVALID' | 'INVALID_SPEC_COMBINATION'>;

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const menusSchema = z.array(specMenuSchema);
const disabledSchema = z.array(chosenSpecsSchema);

function adminCategory(
  row: AdminCategoryRow,
  contents: { collections: number; packages: number },
): AdminCategory {
  return {
    id: row.id,
    printStoreId: row.printStoreId,
    name: row.name,
    colour: row.colour,
    active: row.active,
    listOnTop: row.listOnTop,
    newBadge: row.newBadge,
    version: row.version,
    collectionCount: contents.collections,
    packageCount: contents.packages,
  };
}

function adminCollection(
  row: AdminCollectionRow,
  categoryIds: string[],
  designCount: number,
): AdminCollection {
  return {
    id: row.id,
    printStoreId: row.printStoreId,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    active: row.active,
    displayOnDashboard: row.displayOnDashboard,
    categoryIds,
    version: row.version,
    designCount,
  };
}

function adminPackage(row: AdminPackageRow, printStoreId: string, items: PackageItem[]): AdminPackage {
  return {
    id: row.id,
    printStoreId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    productCode: row.productCode,
    priceCents: row.priceCents,
    maxOrderAmount: row.maxOrderAmount,
    active: row.active,
    items,
    version: row.version,
  };
}

/** A name-taken race lost at the unique index (two admins saving the same name at once) reads as the rule. */
async function nameRaceAsRule<T>(work: () => Promise<T>): Promise<T | NameTaken> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return fail('STORE_CATEGORY_NAME_TAKEN');
    throw error;
  }
}

export function createStoreAdminService(deps: {
  db: Db;
  repository: StoreAdminRepository;
  access: StoreAdminAccess;
}) {
  const { db, repository, access } = deps;

  /**
   * A package's contents as stored: designs of this store, each with its specs completed by the
   * menus' defaults and checked against its product type (the shared store-pricing rules).
   */
  async function contentsOf(
    tx: Db,
    storeId: string,
    items: PackageItem[],
  ): Promise<PackageItem[] | NotFound | NotYours | ContentProblem> {
    const designIds = unique(items.map((item) => item.designId));
    const problem = await access.ownReferences(tx, storeId, 'design', designIds);
    if (problem) return problem;
    const designs = new Map((await repository.designsForPackage(tx, designIds)).map((row) => [row.id, row]));
    const checked: PackageItem[] = [];
    for (const item of items) {
      const design = designs.get(item.designId);
      if (!design) return fail('STORE_ITEM_NOT_FOUND');
      const type = {
        menus: menusSchema.parse(design.menus),
        disabled: disabledSchema.parse(design.disabled),
      };
      const specs = withDefaults(type, item.specs);
      // withDefaults keeps the type's menus only: a menu the type lacks is checked as sent.
      if (!specsAreKnown(type, { ...item.specs, ...specs })) return fail('STORE_PACKAGE_SPECS_INVALID');
      if (isDisabledCombination(type, specs)) return fail('INVALID_SPEC_COMBINATION');
      checked.push({ designId: item.designId, quantity: item.quantity, specs });
    }
    return checked;
  }

  return {
    /** The caller's store with every category, collection and package, hidden ones too. */
    async store(caller: StoreAdminCaller): Promise<AdminStore | NotYours> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const content = await repository.adminContentOf(store.id);
      const categoriesOf = new Map<string, string[]>();
      for (const link of content.links)
        categoriesOf.set(link.collectionId, [
          ...(categoriesOf.get(link.collectionId) ?? []),
          link.categoryId,
        ]);
      const designCounts = new Map(content.designCounts.map((row) => [row.collectionId, row.total]));
      const itemsOf = new Map<string, PackageItem[]>();
      for (const item of content.items)
        itemsOf.set(item.packageId, [
          ...(itemsOf.get(item.packageId) ?? []),
          { designId: item.designId, quantity: item.quantity, specs: item.specs },
        ]);
      const count = <T>(rows: T[], matches: (row: T) => boolean) => rows.filter(matches).length;
      return {
        store: { id: store.id, name: store.name, isDefault: store.isDefault },
        categories: content.categories.map((row) =>
          adminCategory(row, {
            collections: count(content.links, (link) => link.categoryId === row.id),
            packages: count(content.packages, (pkg) => pkg.categoryId === row.id),
          }),
        ),
        collections: content.collections.map((row) =>
          adminCollection(row, categoriesOf.get(row.id) ?? [], designCounts.get(row.id) ?? 0),
        ),
        packages: content.packages.map((row) => adminPackage(row, store.id, itemsOf.get(row.id) ?? [])),
      };
    },

    /**
     * An item's history, newest first. A deleted item's history stays readable to its store's
     * admins; an item with no history yet has an empty one.
     */
    async history(
      caller: StoreAdminCaller,
      kind: StoreItemKind,
      id: string,
    ): Promise<ItemHistory | NotFound | NotYours> {
      const rows = await repository.historyOf(kind, id);
      const storeId = rows[0]?.printStoreId ?? (await repository.storeOfItem(kind, id));
      if (!storeId) return fail('STORE_ITEM_NOT_FOUND');
      const notYours = assertOwnStore(caller, storeId);
      if (notYours) return notYours;
      return {
        kind,
        id,
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          userId: row.userId,
          userName: row.userName,
          action: row.action as ItemHistory['entries'][number]['action'],
          details: row.details,
        })),
      };
    },

    // --- Categories.

    async createCategory(
      caller: StoreAdminCaller,
      body: CreateCategory,
    ): Promise<AdminCategory | NotYours | NameTaken> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const actor = await access.actorOf(caller);
      return nameRaceAsRule(() =>
        inTransaction(db, async (tx): Promise<AdminCategory | NameTaken> => {
          if (await repository.categoryNameTaken(tx, store.id, body.name))
            return fail('STORE_CATEGORY_NAME_TAKEN');
          const row = await repository.insertCategory(tx, { printStoreId: store.id, ...body });
          if (!row) return fail('STORE_CATEGORY_NAME_TAKEN');
          await access.recordChange(tx, {
            storeId: store.id,
            kind: 'category',
            itemId: row.id,
            actor,
            action: 'created',
            details: { ...body },
          });
          return adminCategory(row, { collections: 0, packages: 0 });
        }),
      );
    },

    async updateCategory(
      caller: StoreAdminCaller,
      id: string,
      body: UpdateCategory,
    ): Promise<AdminCategory | NotFound | NotYours | Changed | NameTaken> {
      const owned = await access.ownedItem(caller, 'category', id);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      const { version, ...fields } = body;
      return nameRaceAsRule(() =>
        inTransaction(db, async (tx): Promise<AdminCategory | NotFound | Changed | NameTaken> => {
          const claimed = await access.claimVersion(tx, 'category', id, version);
          if (isFailure(claimed)) return claimed;
          const before = (await repository.categoryOf(tx, id))!;
          const changes = onlyChanged(before, fields);
          if (
            changes.name !== undefined &&
            (await repository.categoryNameTaken(tx, owned.storeId, changes.name, id))
          )
            return fail('STORE_CATEGORY_NAME_TAKEN');
          const row = await repository.updateCategory(tx, id, changes);
          const diff = changedFields(before, fields);
          if (Object.keys(diff).length > 0)
            await access.recordChange(tx, {
              storeId: owned.storeId,
              kind: 'category',
              itemId: id,
              actor,
              action: actionOf(diff),
              details: diff,
            });
          return adminCategory(row, await repository.categoryContents(tx, id));
        }),
      );
    },

    async deleteCategory(
      caller: StoreAdminCaller,
      id: string,
      version: number,
    ): Promise<null | NotFound | NotYours | Changed | Failure<'STORE_CATEGORY_NOT_EMPTY'>> {
      const owned = await access.ownedItem(caller, 'category', id);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      return inTransaction(db, async (tx) => {
        // The claim locks the row first: a collection or package being put in it meanwhile is
        // either counted below or, waiting for this commit, finds the category gone.
        const claimed = await access.claimVersion(tx, 'category', id, version);
        if (isFailure(claimed)) return claimed;
        const contents = await repository.categoryContents(tx, id);
        if (contents.collections > 0 || contents.packages > 0) return fail('STORE_CATEGORY_NOT_EMPTY');
        const before = (await repository.categoryOf(tx, id))!;
        await repository.deleteCategory(tx, id);
        await access.recordChange(tx, {
          storeId: owned.storeId,
          kind: 'category',
          itemId: id,
          actor,
          action: 'deleted',
          details: { name: before.name },
        });
        return null;
      });
    },

    // --- Collections.

    async createCollection(
      caller: StoreAdminCaller,
      body: CreateCollection,
    ): Promise<
      AdminCollection | NotFound | NotYours | Failure<'STORE_NO_CATEGORIES' | 'STORE_CATEGORY_REQUIRED'>
    > {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const actor = await access.actorOf(caller);
      const { categoryIds: sent, ...fields } = body;
      const categoryIds = unique(sent);
      return inTransaction(db, async (tx) => {
        if ((await repository.categoriesOfStore(tx, store.id)).length === 0)
          return fail('STORE_NO_CATEGORIES');
        if (categoryIds.length === 0) return fail('STORE_CATEGORY_REQUIRED');
        const problem = await access.ownReferences(tx, store.id, 'category', categoryIds);
        if (problem) return problem;
        const row = await repository.insertCollection(tx, { printStoreId: store.id, ...fields }, categoryIds);
        await access.recordChange(tx, {
          storeId: store.id,
          kind: 'collection',
          itemId: row.id,
          actor,
          action: 'created',
          details: { ...fields, categoryIds },
        });
        return adminCollection(row, categoryIds, 0);
      });
    },

    async updateCollection(
      caller: StoreAdminCaller,
      id: string,
      body: UpdateCollection,
    ): Promise<AdminCollection | NotFound | NotYours | Changed | Failure<'STORE_CATEGORY_REQUIRED'>> {
      const owned = await access.ownedItem(caller, 'collection', id);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      const { version, categoryIds: sent, ...fields } = body;
      const categoryIds = sent && unique(sent);
      return inTransaction(db, async (tx) => {
        const claimed = await access.claimVersion(tx, 'collection', id, version);
        if (isFailure(claimed)) return claimed;
        const before = (await repository.collectionOf(tx, id))!;
        const categoriesBefore = await repository.categoryIdsOf(tx, id);
        const diff = changedFields({ ...before, categoryIds: categoriesBefore }, { ...fields, categoryIds });
        if (categoryIds && diff.categoryIds) {
          if (categoryIds.length === 0) return fail('STORE_CATEGORY_REQUIRED');
          const problem = await access.ownReferences(tx, owned.storeId, 'category', categoryIds);
          if (problem) return problem;
          await repository.linkCategories(tx, id, categoryIds);
        }
        const row = await repository.updateCollection(tx, id, onlyChanged(before, fields));
        if (Object.keys(diff).length > 0)
          await access.recordChange(tx, {
            storeId: owned.storeId,
            kind: 'collection',
            itemId: id,
            actor,
            action: actionOf(diff),
            details: diff,
          });
        return adminCollection(row, categoryIds ?? categoriesBefore, await repository.designCountOf(tx, id));
      });
    },

    async deleteCollection(
      caller: StoreAdminCaller,
      id: string,
      version: number,
    ): Promise<null | NotFound | NotYours | Changed | Failure<'STORE_COLLECTION_NOT_EMPTY'>> {
      const owned = await access.ownedItem(caller, 'collection', id);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      return inTransaction(db, async (tx) => {
        // Claimed (and so locked) first: a design being added meanwhile locks the collection for
        // reference, and is counted below or finds it gone.
        const claimed = await access.claimVersion(tx, 'collection', id, version);
        if (isFailure(claimed)) return claimed;
        if ((await repository.designCountOf(tx, id)) > 0) return fail('STORE_COLLECTION_NOT_EMPTY');
        const before = (await repository.collectionOf(tx, id))!;
        await repository.deleteCollection(tx, id);
        await access.recordChange(tx, {
          storeId: owned.storeId,
          kind: 'collection',
          itemId: id,
          actor,
          action: 'deleted',
          details: { name: before.name },
        });
        return null;
      });
    },

    // --- Packages.

    async createPackage(
      caller: StoreAdminCaller,
      body: CreatePackage,
    ): Promise<AdminPackage | NotFound | NotYours | ContentProblem | Failure<'STORE_NO_CATEGORIES'>> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const actor = await access.actorOf(caller);
      const { items: sent, ...fields } = body;
      return inTransaction(db, async (tx) => {
        if ((await repository.categoriesOfStore(tx, store.id)).length === 0)
          return fail('STORE_NO_CATEGORIES');
        const problem = await access.ownReferences(tx, store.id, 'category', [fields.categoryId]);
        if (problem) return problem;
        const items = await contentsOf(tx, store.id, sent);
        if (isFailure(items)) return items;
        const row = await repository.insertPackage(tx, fields, items);
        await access.recordChange(tx, {
          storeId: store.id,
          kind: 'package',
          itemId: row.id,
          actor,
          action: 'created',
          details: { ...fields, items: items.length },
        });
        return adminPackage(row, store.id, items);
      });
    },

    async updatePackage(
      caller: StoreAdminCaller,
      id: string,
      body: UpdatePackage,
    ): Promise<AdminPackage | NotFound | NotYours | Changed | ContentProblem> {
      const owned = await access.ownedItem(caller, 'package', id);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      const { version, items: sent, ...fields } = body;
      return inTransaction(db, async (tx) => {
        const claimed = await access.claimVersion(tx, 'package', id, version);
        if (isFailure(claimed)) return claimed;
        const before = (await repository.packageOf(tx, id))!;
        const itemsBefore = await repository.itemsOf(tx, id);
        const changes = onlyChanged(before, fields);
        if (changes.categoryId !== undefined) {
          const problem = await access.ownReferences(tx, owned.storeId, 'category', [changes.categoryId]);
          if (problem) return problem;
        }
        const items = sent ? await contentsOf(tx, owned.storeId, sent) : itemsBefore;
        if (isFailure(items)) return items;
        const diff: Record<string, unknown> = changedFields(before, fields);
        if (JSON.stringify(items) !== JSON.stringify(itemsBefore)) {
          await repository.replaceItems(tx, id, items);
          diff.items = { from: itemsBefore.length, to: items.length };
        }
        const row = await repository.updatePackage(tx, id, changes);
        if (Object.keys(diff).length > 0)
          await access.recordChange(tx, {
            storeId: owned.storeId,
            kind: 'package',
            itemId: id,
            actor,
            action: actionOf(diff as Record<string, { from: unknown; to: unknown }>),
            details: diff,
          });
        return adminPackage(row, owned.storeId, items);
      });
    },

    async deletePackage(
      caller: StoreAdminCaller,
      id: string,
      version: number,
    ): Promise<null | NotFound | NotYours | Changed> {
      const owned = await access.ownedItem(caller, 'package', id);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      return inTransaction(db, async (tx) => {
        const claimed = await access.claimVersion(tx, 'package', id, version);
        if (isFailure(claimed)) return claimed;
        const before = (await repository.packageOf(tx, id))!;
        await repository.deletePackage(tx, id);
        await access.recordChange(tx, {
          storeId: owned.storeId,
          kind: 'package',
          itemId: id,
          actor,
          action: 'deleted',
          details: { name: before.name },
        });
        return null;
      });
    },
  };
}
export type StoreAdminService = ReturnType<typeof createStoreAdminService>;
