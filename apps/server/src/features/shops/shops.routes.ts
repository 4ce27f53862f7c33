import { listDeliveryDates, listShops, lookUpShop } from '@portal/shared/api/shops.api';
import { type RouteDefinition, route } from '../../platform/routes';
import type { ShopsService } from './shops.service';

/** Whether a user's own theme hides every price from them (themes service, decision 0098). */
type HidesPricing = (themeId: string | null) => Promise<boolean>;

export function shopsRoutes(shops: ShopsService, hidesPricing: HidesPricing): RouteDefinition[] {
  return [
    route(listShops, async () => shops.list()),
    route(lookUpShop, async ({ caller, query }) => shops.lookup(caller.user.id, query)),
    route(listDeliveryDates, async ({ caller, params, query }) =>
      shops.dates(params.shopId, query, {
        pricesHidden: query.withoutPrices || (await hidesPricing(caller.user.themeId)),
      }),
    ),
  ];
}
