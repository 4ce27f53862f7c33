import { visitorHashOf } from '../../lib/visitor';
import type { FeatureModule, Platform } from '../../platform/feature-module';
import { createStoreCartRepository } from './store-cart.repository';
import { storeCartRoutes } from './store-cart.routes';
import { createStoreCartService } from './store-cart.service';
import type { StoreItems } from './store-items';

/** The print store's cart (issue 29 point 5, decision 0106). */
export function createStoreCartModule(platform: Platform, deps: { items: StoreItems }) {
  const repository = createStoreCartRepository(platform.db);
  const service = createStoreCartService({ repository, items: deps.items });
  // A login: what the visitor put in the cart is the account's from now on.
  platform.events.on('visitorRotated', ({ previous, userId }) =>
    service.moveToUser(visitorHashOf(previous), userId),
  );
  const module: FeatureModule = { name: 'store-cart', routes: storeCartRoutes(service) };
  return { module, service };
}
