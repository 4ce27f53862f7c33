import {
  copyProductType,
  getAdminAds,
  getProductType,
  listProductTypes,
  updateAdminAds,
  updateProductType,
} from '@portal/shared/api/print-store-admin.api';
import { type RouteDefinition, route } from '../../platform/routes';
import type { ProductTypeAdminService } from './product-type-admin.service';
import { storeAdminCaller } from './store-admin.routes';

/** The product types' and price tables' admin tools, and the advertisement-products list (issue 30 points 4 and 5). */
export function productTypeAdminRoutes(admin: ProductTypeAdminService): RouteDefinition[] {
  return [
    route(listProductTypes, async ({ caller }) => admin.list(storeAdminCaller(caller))),
    route(getProductType, async ({ caller, params }) =>
      admin.get(storeAdminCaller(caller), params.productTypeId),
    ),
    route(updateProductType, async ({ caller, params, body }) =>
      admin.update(storeAdminCaller(caller), params.productTypeId, body),
    ),
    route(copyProductType, async ({ caller, params, body }) =>
      admin.copy(storeAdminCaller(caller), params.productTypeId, body),
    ),
    route(getAdminAds, async ({ caller }) => admin.ads(storeAdminCaller(caller))),
    route(updateAdminAds, async ({ caller, body }) => admin.updateAds(storeAdminCaller(caller), body)),
  ];
}
