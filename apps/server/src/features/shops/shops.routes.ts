import { listDeliveryDates, listShops, lookUpShop } from '@portal/shared/api/shops.api';
import { type RouteDefinition, route } from '../../platform/routes';
import type { ShopsService } from './shops.service';

export function shopsRoutes(shops: ShopsService): RouteDefinition[] {
  return [
    route(listShops, async () => shops.list()),
    route(lookUpShop, async ({ caller, query }) => shops.lookup(caller.user.id, query)),
    route(listDeliveryDates, async ({ params, query }) => shops.dates(params.shopId, query)),
  ];
}
