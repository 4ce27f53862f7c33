import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { DeliveryAddressesService } from '../addresses/delivery-addresses.service';
import type { InvoiceAddressesService } from '../customers/invoice-addresses.service';
import type { ThemesService } from '../themes/themes.service';
import { createShopsRepository } from './shops.repository';
import { shopsRoutes } from './shops.routes';
import { seedDemoShops } from './shops.seed';
import { createShopsService } from './shops.service';

/**
 * The provider's shops (issue 12, decisions 0042 and 0044): the list for the pickup card, which
 * shop does an order, and its delivery and pickup dates from the planner.
 */
export function createShopsModule(
  platform: Platform,
  deps: {
    invoices: InvoiceAddressesService;
    deliveryAddresses: DeliveryAddressesService;
    /** The demo seed's staff of the secure shops. */
    users: Pick<UserDirectory, 'byEmail'>;
    /** Whether a user's own theme hides prices: the spoed promise then names no surcharge. */
    themes: Pick<ThemesService, 'hidesPricing'>;
  },
) {
  const repository = createShopsRepository(platform.db);
  const service = createShopsService({
    repository,
    invoices: deps.invoices,
    deliveryAddresses: deps.deliveryAddresses,
    clock: platform.clock,
    imagesBaseUrl: platform.config.imagesBaseUrl,
  });
  const module: FeatureModule = {
    name: 'shops',
    routes: shopsRoutes(service, deps.themes.hidesPricing),
    seed: () => seedDemoShops(repository, deps.users),
  };
  return { module, service };
}
