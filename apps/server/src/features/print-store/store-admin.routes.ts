import {
  createCategory,
  createCollection,
  createPackage,
  deleteCategory,
  deleteCollection,
  deletePackage,
  getAdminStore,
  getItemHistory,
  updateCategory,
  updateCollection,
  updatePackage,
} from '@portal/shared/api/print-store-admin.api';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import type { StoreAdminService } from './store-admin.service';
import type { StoreAdminCaller } from './store-admin-access';

/** The caller as the print store's admin tools know them: the user and the store they administer. */
export const storeAdminCaller = (caller: Caller): StoreAdminCaller => ({
  userId: caller.user.id,
  printStoreId: caller.user.printStoreId,
  printStoreRole: caller.user.printStoreRole,
});

/** The admin tools of categories, collections and packages, and every item's history (issue 30). */
export function storeAdminRoutes(admin: StoreAdminService): RouteDefinition[] {
  return [
    route(getAdminStore, async ({ caller }) => admin.store(storeAdminCaller(caller))),
    route(getItemHistory, async ({ caller, query }) =>
      admin.history(storeAdminCaller(caller), query.kind, query.id),
    ),
    route(createCategory, async ({ caller, body }) => admin.createCategory(storeAdminCaller(caller), body)),
    route(updateCategory, async ({ caller, params, body }) =>
      admin.updateCategory(storeAdminCaller(caller), params.categoryId, body),
    ),
    route(deleteCategory, async ({ caller, params, query }) =>
      admin.deleteCategory(storeAdminCaller(caller), params.categoryId, query.version),
    ),
    route(createCollection, async ({ caller, body }) =>
      admin.createCollection(storeAdminCaller(caller), body),
    ),
    route(updateCollection, async ({ caller, params, body }) =>
      admin.updateCollection(storeAdminCaller(caller), params.collectionId, body),
    ),
    route(deleteCollection, async ({ caller, params, query }) =>
      admin.deleteCollection(storeAdminCaller(caller), params.collectionId, query.version),
    ),
    route(createPackage, async ({ caller, body }) => admin.createPackage(storeAdminCaller(caller), body)),
    route(updatePackage, async ({ caller, params, body }) =>
      admin.updatePackage(storeAdminCaller(caller), params.packageId, body),
    ),
    route(deletePackage, async ({ caller, params, query }) =>
      admin.deletePackage(storeAdminCaller(caller), params.packageId, query.version),
    ),
  ];
}
