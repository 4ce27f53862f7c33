import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { ThemesService } from '../themes/themes.service';
import { userCustomFields } from '../themes/user-theme';
import { createAddressesRepository } from './addresses.repository';
import { addressesRoutes } from './addresses.routes';
import { seedDemoDeliveryAddresses } from './addresses.seed';
import { createDeliveryAddressesService } from './delivery-addresses.service';

/**
 * Delivery addresses per user (issue 12, decision 0044). Hands out its service: the shop lookup
 * reads the postcode of an order's delivery address through it. The postcode lookup that fills
 * street and city in the form is the postcode feature's (features/postcode), not this one's.
 */
export function createAddressesModule(
  platform: Platform,
  deps: { themes: ThemesService; users: UserDirectory },
) {
  const repository = createAddressesRepository(platform.db);
  const service = createDeliveryAddressesService({
    repository,
    customFieldsOf: (themeId) => userCustomFields(deps.themes, themeId),
    users: deps.users,
    clock: platform.clock,
  });
  const module: FeatureModule = {
    name: 'addresses',
    routes: addressesRoutes(service),
    seed: () => seedDemoDeliveryAddresses(repository, deps.users),
  };
  return { module, service };
}
