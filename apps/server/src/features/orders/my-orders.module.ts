import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { Authenticator } from '../../platform/routes';
import type { CustomerLinksService } from '../customers/customer-links.service';
import type { ShopsService } from '../shops/shops.service';
import { myOrdersRoutes } from './my-orders.routes';
import { createMyOrdersService } from './my-orders.service';
import { createOrderViewsRepository } from './order-views.repository';

/**
 * My orders (issue 13 point 7, decision 0051): a customer's placed orders and one order with its
 * lines and history. The authenticator tells the order desk (who sees every order) apart.
 */
export function createMyOrdersModule(
  platform: Platform,
  deps: {
    customers: Pick<CustomerLinksService, 'customerNumbersOf'>;
    shops: Pick<ShopsService, 'list'>;
    authenticator: Authenticator;
  },
) {
  const service = createMyOrdersService({
    repository: createOrderViewsRepository(platform.db),
    customers: deps.customers,
    shops: deps.shops,
  });
  const module: FeatureModule = { name: 'my-orders', routes: myOrdersRoutes(service, deps.authenticator) };
  return { module, service };
}
