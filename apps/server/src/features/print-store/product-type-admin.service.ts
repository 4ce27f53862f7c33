import { translate } from '@portal/shared/i18n/translate';
import {
  adminPriceRows,
  type ProductTypeProblem,
  priceTableProblem,
  specificationProblem,
  storedPriceRows,
} from '@portal/shared/rules/product-type-checks';
import { fromPriceOf } from '@portal/shared/rules/store-pricing';
import { chosenSpecsSchema, type PriceRow, specMenuSchema } from '@portal/shared/schemas/print-store';
import type {
  AdminAds,
  AdminProductType,
  CopiedProductType,
  CopyProductTypeBody,
  ProductTypeSummary,
  UpdateAdsBody,
  UpdateProductTypeBody,
} from '@portal/shared/schemas/print-store-admin';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import { packagesFollow } from './package-specs-follow';
import type { ProductTypeAdminRepository, ProductTypeRow } from './product-type-admin.repository';
import { productTypeChanges, type TypeState } from './product-type-history';
import type {
  Actor,
  Changed,
  NotFound,
  NotYours,
  StoreAdminAccess,
  StoreAdminCaller,
} from './store-admin-access';

/**
 * The product types' and the ads' admin tools (issue 30 points 4 and 5; decision 0114). A product
 * type is kept by one store: its admins change its print specification and its price table, as a
 * whole and in one transaction, and every store whose designs are on it sees the change at its
 * next call (the public store's kept rows follow the change counter). Placed orders never change:
 * an order line keeps the price it was placed with. Packages that fix specs of designs on the
 * type follow its menus in the same transaction (decision 0124).
 */

type Refused = Failure<
  | 'STORE_SPEC_INVALID'
  | 'STORE_MAX_ORDER_AMOUNT_BELOW_ONE'
  | 'STORE_PRICE_BELOW_ZERO'
  | 'STORE_PRICE_MIN_QUANTITY_BELOW_ONE'
  | 'STORE_PRICE_SPEC_UNKNOWN'
  | 'STORE_PRICE_DUPLICATE'
>;
type NameTaken = Failure<'STORE_PRODUCT_TYPE_NAME_TAKEN'>;
type InPackage = Failure<'STORE_SPEC_IN_PACKAGE'>;

/** The Dutch message of a problem, with its row, menu or reason filled in. */
function refusal(problem: ProductTypeProblem): Refused {
  if (problem.code === 'STORE_SPEC_INVALID')
    return fail(
      problem.code,
      translate('errors.STORE_SPEC_INVALID', {
        reason: translate(problem.reason.key, problem.reason.values),
      }),
    );
  return fail(problem.code, translate(`errors.${problem.code}`, problem.values));
}

/** A stored type as the rules read it: its jsonb validated on the way out, as the public store does. */
function stateOf(row: ProductTypeRow & { prices: PriceRow[] }): TypeState {
  return {
    name: row.name,
    menus: z.array(specMenuSchema).parse(row.menus),
    disabled: z.array(chosenSpecsSchema).parse(row.disabled),
    maxOrderAmount: row.maxOrderAmount,
    prices: row.prices,
  };
}

/** A copy's name when the admin gives none. */
const copyNameOf = (name: string) => {
  const suffix = ' (kopie)';
  return `${name.slice(0, 120 - suffix.length)}${suffix}`;
};

export function createProductTypeAdminService(deps: {
  db: Db;
  repository: ProductTypeAdminRepository;
  access: StoreAdminAccess;
}) {
  const { db, repository, access } = deps;

  /** The caller's store may read a type it keeps, the default store's, and any its designs are on. */
  async function mayRead(storeId: string, type: ProductTypeRow): Promise<boolean> {
    if (type.printStoreId === storeId) return true;
    if (type.printStoreId === (await repository.defaultStoreId())) return true;
    return repository.storeUses(storeId, type.id);
  }

  async function summaryOf(
    storeId: string,
    type: ProductTypeRow & { prices: PriceRow[] },
    counts: { own: number; other: number },
  ): Promise<ProductTypeSummary & { state: TypeState }> {
    const state = stateOf(type);
    return {
      id: type.id,
      name: type.name,
      printStoreId: type.printStoreId,
      editable: type.printStoreId === storeId,
      version: type.version,
      designCount: counts.own,
      otherStoreDesignCount: counts.other,
      fromPriceCents: fromPriceOf(state),
      state,
    };
  }

  /** The editor's view of a type as read, with how many designs of the store and of others are on it. */
  async function detailOf(
    storeId: string,
    type: ProductTypeRow & { prices: PriceRow[] },
  ): Promise<AdminProductType> {
    const { state, ...summary } = await summaryOf(
      storeId,
      type,
      await repository.designCountsOf(storeId, type.id),
    );
    return {
      ...summary,
      menus: state.menus,
      disabled: state.disabled,
      maxOrderAmount: state.maxOrderAmount,
      prices: adminPriceRows(state.prices),
    };
  }

  /** The type after a save: the fields sent, the rest as stored; the problem that stops it, if any. */
  function applied(before: TypeState, body: UpdateProductTypeBody): TypeState | Refused {
    const menus = body.menus ?? before.menus;
    const rows = body.prices ?? adminPriceRows(before.prices);
    const after = {
      name: body.name ?? before.name,
      menus,
      disabled: body.disabled ?? before.disabled,
      maxOrderAmount: body.maxOrderAmount === undefined ? before.maxOrderAmount : body.maxOrderAmount,
    };
    const problem = specificationProblem(after) ?? priceTableProblem(menus, rows);
    if (problem) return refusal(problem);
    return { ...after, prices: storedPriceRows(menus, rows) };
  }

  /**
   * The packages that fix specs of designs on the type follow its new menus in the same
   * transaction (decision 0124), each with a history row in its own store; a value a package
   * still fixes refuses the save, naming the packages.
   */
  async function packagesFollowing(
    tx: Db,
    id: string,
    before: TypeState,
    after: TypeState,
    actor: Actor,
  ): Promise<InPackage | null> {
    const items = await repository.packageItemsOn(tx, id);
    if (items.length === 0) return null;
    const follow = packagesFollow(before.menus, after.menus, items);
    if ('refused' in follow) {
      const { menu, value, packages } = follow.refused;
      return fail(
        'STORE_SPEC_IN_PACKAGE',
        translate('errors.STORE_SPEC_IN_PACKAGE', {
          menu,
          value,
          packages: packages.map((name) => `'${name}'`).join(', '),
        }),
      );
    }
    const storeOf = new Map(items.map((item) => [item.packageId, item.storeId]));
    const perPackage = new Map<string, { removed: Set<string>; added: Set<string> }>();
    for (const item of follow.changed) {
      await repository.setPackageItemSpecs(tx, item.packageId, item.position, item.specs);
      const seen = perPackage.get(item.packageId) ?? { removed: new Set(), added: new Set() };
      for (const title of item.removedMenus) seen.removed.add(title);
      for (const title of item.addedMenus) seen.added.add(title);
      perPackage.set(item.packageId, seen);
    }
    for (const [packageId, { removed, added }] of perPackage)
      await access.recordChange(tx, {
        storeId: storeOf.get(packageId)!,
        kind: 'package',
        itemId: packageId,
        actor,
        action: 'changed',
        details: {
          followsProductType: after.name,
          ...(removed.size > 0 ? { fixedMenusRemoved: [...removed].join(', ') } : {}),
          ...(added.size > 0 ? { fixedMenusAdded: [...added].join(', ') } : {}),
        },
      });
    return null;
  }

  return {
    /** The types the caller's store works with, its own editable, with their designs and 'v.a.'. */
    async list(caller: StoreAdminCaller): Promise<{ productTypes: ProductTypeSummary[] } | NotYours> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const listed = await repository.typesFor(store.id, await repository.defaultStoreId());
      const productTypes = await Promise.all(
        listed.map(async (entry) => {
          const type = await repository.typeOf(db, entry.id);
          if (!type) return undefined;
          const { state: _state, ...summary } = await summaryOf(store.id, type, {
            own: entry.designCount,
            other: entry.otherStoreDesignCount,
          });
          return summary;
        }),
      );
      return { productTypes: productTypes.filter((entry) => entry !== undefined) };
    },

    async get(caller: StoreAdminCaller, id: string): Promise<AdminProductType | NotYours | NotFound> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const type = await repository.typeOf(db, id);
      if (!type) return fail('STORE_ITEM_NOT_FOUND');
      if (!(await mayRead(store.id, type))) return fail('PRINT_STORE_NOT_YOURS');
      return detailOf(store.id, type);
    },

    /**
     * Saves the print specification and the price table of a type the caller's store keeps: the
     * rows replaced as a whole, in one transaction with the version check, so a price list is
     * never half old and half new, and a stale save writes nothing.
     */
    async update(
      caller: StoreAdminCaller,
      id: string,
      body: UpdateProductTypeBody,
    ): Promise<AdminProductType | NotYours | NotFound | Changed | Refused | NameTaken | InPackage> {
      const owned = await access.ownedItem(caller, 'productType', id);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      const saved = await inTransaction(db, async (tx) => {
        const version = await access.claimVersion(tx, 'productType', id, body.version);
        if (isFailure(version)) return version;
        const stored = await repository.typeOf(tx, id);
        if (!stored) return fail('STORE_ITEM_NOT_FOUND');
        const before = stateOf(stored);
        const after = applied(before, body);
        if (isFailure(after)) return after;
        if (after.name !== before.name && (await repository.nameTaken(tx, owned.storeId, after.name, id)))
          return fail('STORE_PRODUCT_TYPE_NAME_TAKEN');
        const details = productTypeChanges(before, after);
        if (details.menus) {
          const followed = await packagesFollowing(tx, id, before, after, actor);
          if (followed) return followed;
        }
        if (Object.keys(details).length > 0) {
          await repository.replaceType(tx, id, after);
          await access.recordChange(tx, {
            storeId: owned.storeId,
            kind: 'productType',
            itemId: id,
            actor,
            action: 'changed',
            details,
          });
        }
        return (await repository.typeOf(tx, id))!;
      });
      if (isFailure(saved)) return saved;
      return detailOf(owned.storeId, saved);
    },

    /**
     * A copy of a type the caller's store may read, kept by the caller's store from then on, so a
     * customer's store can price its own designs; with moveDesigns, the store's designs on the
     * original move onto the copy in the same transaction (their versions raised).
     */
    async copy(
      caller: StoreAdminCaller,
      id: string,
      body: CopyProductTypeBody,
    ): Promise<CopiedProductType | NotYours | NotFound | NameTaken> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const source = await repository.typeOf(db, id);
      if (!source) return fail('STORE_ITEM_NOT_FOUND');
      if (!(await mayRead(store.id, source))) return fail('PRINT_STORE_NOT_YOURS');
      const actor = await access.actorOf(caller);
      const name = body.name ?? copyNameOf(source.name);
      const copied = await inTransaction(db, async (tx) => {
        if (await repository.nameTaken(tx, store.id, name)) return fail('STORE_PRODUCT_TYPE_NAME_TAKEN');
        // Read again under a lock: a save of the original waits, so the copy is one version of it, whole.
        const locked = await repository.typeOf(tx, id, { lock: true });
        if (!locked) return fail('STORE_ITEM_NOT_FOUND');
        const state = stateOf(locked);
        const copyId = await repository.insertType(tx, store.id, { ...state, name });
        await access.recordChange(tx, {
          storeId: store.id,
          kind: 'productType',
          itemId: copyId,
          actor,
          action: 'created',
          details: { name, copiedFrom: { id: locked.id, name: locked.name }, priceRows: state.prices.length },
        });
        const moved = body.moveDesigns ? await repository.moveDesigns(tx, store.id, source.id, copyId) : [];
        for (const design of moved)
          await access.recordChange(tx, {
            storeId: store.id,
            kind: 'design',
            itemId: design.id,
            actor,
            action: 'changed',
            details: { productType: { from: locked.name, to: name } },
          });
        return { type: (await repository.typeOf(tx, copyId))!, moved };
      });
      if (isFailure(copied)) return copied;
      return {
        productType: await detailOf(store.id, copied.type),
        movedDesigns: copied.moved.map(({ id: designId, version }) => ({ id: designId, version })),
      };
    },

    /** Every design of the caller's store, with whether the ads may show it. */
    async ads(caller: StoreAdminCaller): Promise<AdminAds | NotYours> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      return { printStoreId: store.id, designs: await repository.adDesignsOf(store.id) };
    },

    /**
     * Puts designs of the caller's store in the ads or takes them out, all or none: an unknown
     * design, another store's, or one changed since the admin read it refuses the whole change.
     * The public ads read it at their next call.
     */
    async updateAds(
      caller: StoreAdminCaller,
      body: UpdateAdsBody,
    ): Promise<AdminAds | NotYours | NotFound | Changed> {
      const store = await access.ownStore(caller);
      if (isFailure(store)) return store;
      const actor = await access.actorOf(caller);
      const outcome = await inTransaction(db, async (tx) => {
        const locked = new Map(
          (
            await repository.lockDesigns(
              tx,
              body.designs.map((design) => design.id),
            )
          ).map((design) => [design.id, design]),
        );
        if (body.designs.some((design) => !locked.has(design.id))) return fail('STORE_ITEM_NOT_FOUND');
        if (body.designs.some((design) => locked.get(design.id)!.printStoreId !== store.id))
          return fail('PRINT_STORE_NOT_YOURS');
        if (body.designs.some((design) => locked.get(design.id)!.version !== design.version))
          return fail('STORE_ITEM_CHANGED');
        const changing = body.designs.filter(
          (design) => locked.get(design.id)!.availableForAd !== design.availableForAd,
        );
        const added = changing.filter((design) => design.availableForAd).map((design) => design.id);
        const removed = changing.filter((design) => !design.availableForAd).map((design) => design.id);
        await repository.setAvailableForAd(tx, added, true);
        await repository.setAvailableForAd(tx, removed, false);
        if (changing.length === 0) return null;
        const nameOf = (designId: string) => locked.get(designId)!.name;
        await access.recordChange(tx, {
          storeId: store.id,
          kind: 'ads',
          itemId: store.id,
          actor,
          action: 'changed',
          details: { added: added.map(nameOf), removed: removed.map(nameOf) },
        });
        for (const design of changing)
          await access.recordChange(tx, {
            storeId: store.id,
            kind: 'design',
            itemId: design.id,
            actor,
            action: 'changed',
            details: { availableForAd: { from: !design.availableForAd, to: design.availableForAd } },
          });
        return null;
      });
      if (isFailure(outcome)) return outcome;
      return { printStoreId: store.id, designs: await repository.adDesignsOf(store.id) };
    },
  };
}
export type ProductTypeAdminService = ReturnType<typeof createProductTypeAdminService>;
