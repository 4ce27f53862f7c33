import { visitorHashOf } from '../../lib/visitor';
import type { FeatureModule, Platform } from '../../platform/feature-module';
import { createStoreCartRepository } from './store-cart.repository';
import { storeCartRoutes } from './store-cart.routes';
import { createStoreCartService } from './store-cart.service';
import { createStoreCouponsRepository } from './store-coupons.repository';
import { seedDemoCoupons } from './store-coupons.seed';
import { createStoreCouponsService } from './store-coupons.service';
import type { StoreItems } from './store-items';

/** The print store's cart (issue 29 point 5, decision 0106) and its coupons (decision 0108). */
export function createStoreCartModule(platform: Platform, deps: { items: StoreItems }) {
  const repository = createStoreCartRepository(platform.db);
  const service = createStoreCartService({ repository, items: deps.items });
  const couponsRepository = createStoreCouponsRepository(platform.db);
  const coupons = createStoreCouponsService({
    repository: couponsRepository,
    items: deps.items,
    storeCart: service,
    clock: platform.clock,
  });
  // A login: what the visitor put in the cart is the account's from now on.
  platform.events.on('visitorRotated', ({ previous, userId }) =>
    service.moveToUser(visitorHashOf(previous), userId),
  );
  const module: FeatureModule = {
    name: 'store-cart',
    routes: storeCartRoutes(service, coupons),
    // After the print store's seed: the coupon names its default store.
    seed: () => seedDemoCoupons(couponsRepository),
  };
  return { module, service, coupons };
}
