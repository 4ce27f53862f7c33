import type { HistoryAction, StoreItemKind } from '@portal/shared/schemas/print-store-admin';
import type { Db } from '../../db/database';
import { type Failure, fail } from '../../platform/failure';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { StoreAdminRepository, VersionedKind } from './store-admin.repository';
import { shortDetails } from './store-history';

/**
 * What every admin call of the print store shares (issue 30, decision 0112), for the categories,
 * collections and packages here and for the designs, product types and ads beside them: whose
 * store an item is, the version an edit names, and the history row each change writes.
 *
 * A new row that names other items of the store (a design in a collection) checks and locks them
 * with ownReferences(tx, storeId, 'collection', [collectionId]) in its transaction, so a deletion
 * of that collection at the same moment cannot leave it without one.
 *
 * A typical edit:
 *   const owned = await access.ownedItem(caller, 'category', id);           // 404 / 403
 *   if (isFailure(owned)) return owned;
 *   const actor = await access.actorOf(caller);
 *   return inTransaction(db, async (tx) => {
 *     const version = await access.claimVersion(tx, 'category', id, body.version);  // 409 / 404
 *     if (isFailure(version)) return version;
 *     …write…
 *     await access.recordChange(tx, { storeId: owned.storeId, kind: 'category', itemId: id, actor, action: 'changed', details });
 *   });
 */

/** Who calls an admin endpoint, as the print store needs to know: the route gives it from the login. */
export type StoreAdminCaller = {
  userId: string;
  /** users.print_store_id: the one store the user may administer. */
  printStoreId: string | null;
  /** users.print_store_role: 'ADMIN' administers the store. */
  printStoreRole: string | null;
};

/** The user a history row names: the name is kept, so it stays readable when the account is gone. */
export type Actor = { id: string; name: string };

/** One change, as recordChange writes it. */
export type StoreChange = {
  storeId: string;
  kind: StoreItemKind;
  itemId: string;
  actor: Actor;
  action: HistoryAction;
  details?: Record<string, unknown>;
};

export type NotYours = Failure<'PRINT_STORE_NOT_YOURS'>;
export type NotFound = Failure<'STORE_ITEM_NOT_FOUND'>;
export type Changed = Failure<'STORE_ITEM_CHANGED'>;

/** The store the caller administers, or null (not an admin, or of no store). */
export function administeredStoreOf(caller: StoreAdminCaller): string | null {
  return caller.printStoreRole === 'ADMIN' ? caller.printStoreId : null;
}

/** Null when the caller administers this store; else PRINT_STORE_NOT_YOURS. */
export function assertOwnStore(caller: StoreAdminCaller, storeId: string): NotYours | null {
  return administeredStoreOf(caller) === storeId ? null : fail('PRINT_STORE_NOT_YOURS');
}

export function createStoreAdminAccess(deps: {
  repository: StoreAdminRepository;
  users: Pick<UserDirectory, 'byId'>;
}) {
  const { repository } = deps;
  return {
    /** The caller's own store (the one new items go into), or PRINT_STORE_NOT_YOURS when there is none. */
    async ownStore(caller: StoreAdminCaller) {
      const storeId = administeredStoreOf(caller);
      const store = storeId ? await repository.storeById(storeId) : undefined;
      return store ?? fail('PRINT_STORE_NOT_YOURS');
    },

    /** The item's store when it is the caller's; an unknown item is STORE_ITEM_NOT_FOUND, another store's PRINT_STORE_NOT_YOURS. */
    async ownedItem(
      caller: StoreAdminCaller,
      kind: StoreItemKind,
      id: string,
    ): Promise<{ storeId: string } | NotFound | NotYours> {
      const storeId = await repository.storeOfItem(kind, id);
      if (!storeId) return fail('STORE_ITEM_NOT_FOUND');
      return assertOwnStore(caller, storeId) ?? { storeId };
    },

    /**
     * Raises the item's version when it is the one the admin read (the new version), else
     * STORE_ITEM_CHANGED, or STORE_ITEM_NOT_FOUND when it was deleted meanwhile. Call it first in
     * the change's transaction: the row stays locked until the commit.
     */
    async claimVersion(
      tx: Db,
      kind: VersionedKind,
      id: string,
      version: number,
    ): Promise<number | Changed | NotFound> {
      const claimed = await repository.claimVersion(tx, kind, id, version);
      if (claimed === 'changed') return fail('STORE_ITEM_CHANGED');
      if (claimed === 'missing') return fail('STORE_ITEM_NOT_FOUND');
      return claimed;
    },

    /**
     * Items of the caller's store that a new or changed row names (a collection's categories, a
     * new design's collection, a package's designs), locked against their deletion until the
     * commit: a deletion that came first is waited for and the item is then missing; one that
     * comes later waits and then finds the row that names it. An unknown item is
     * STORE_ITEM_NOT_FOUND, one of another store PRINT_STORE_NOT_YOURS; null when all are fine.
     */
    async ownReferences(
      tx: Db,
      storeId: string,
      kind: 'category' | 'collection' | 'design',
      ids: string[],
    ): Promise<null | NotFound | NotYours> {
      for (const id of ids) {
        const owner = await repository.storeOfItem(kind, id, tx);
        if (!owner) return fail('STORE_ITEM_NOT_FOUND');
        if (owner !== storeId) return fail('PRINT_STORE_NOT_YOURS');
      }
      const locked = await repository.lockForReference(tx, kind, ids);
      return locked.length === new Set(ids).size ? null : fail('STORE_ITEM_NOT_FOUND');
    },

    /** The history row of a change, in the change's own transaction. */
    async recordChange(tx: Db, change: StoreChange): Promise<void> {
      await repository.insertHistory(tx, {
        printStoreId: change.storeId,
        itemKind: change.kind,
        itemId: change.itemId,
        userId: change.actor.id,
        userName: change.actor.name.slice(0, 128),
        action: change.action,
        details: shortDetails(change.details ?? {}),
      });
    },

    /** The caller as the history names them. */
    async actorOf(caller: StoreAdminCaller): Promise<Actor> {
      const card = await deps.users.byId(caller.userId);
      return { id: caller.userId, name: card?.name ?? '' };
    },
  };
}
export type StoreAdminAccess = ReturnType<typeof createStoreAdminAccess>;
