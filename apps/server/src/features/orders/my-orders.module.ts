import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { Authenticator } from '../../platform/routes';
import type { CartService } from '../cart/cart.service';
import type { CustomerLinksService } from '../customers/customer-links.service';
import type { ShopsService } from '../shops/shops.service';
import type { OrderedFiles } from '../uploads/ordered-files';
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
    shops: Pick<ShopsService, 'list' | 'staffShopsOf'>;
    /** 'Opnieuw bestellen': the cart prices the lines, the uploads feature copies the files. */
    cart: Pick<CartService, 'putWhatFits'>;
    orderedFiles: Pick<OrderedFiles, 'copyOrderedFile' | 'discardCopies'>;
    authenticator: Authenticator;
  },
) {
  const service = createMyOrdersService({
    db: platform.db,
    repository: createOrderViewsRepository(platform.db),
    customers: deps.customers,
    shops: deps.shops,
    cart: deps.cart,
    orderedFiles: deps.orderedFiles,
  });
  const module: FeatureModule = { name: 'my-orders', routes: myOrdersRoutes(service, deps.authenticator) };
  return { module, service };
}
