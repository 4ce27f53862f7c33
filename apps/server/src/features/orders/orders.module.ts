import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { JobHandler } from '../../platform/jobs/job-definition';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { DeliveryAddressesService } from '../addresses/delivery-addresses.service';
import type { CartService } from '../cart/cart.service';
import type { InvoiceAddressesService } from '../customers/invoice-addresses.service';
import type { ShopsService } from '../shops/shops.service';
import type { ThemesService } from '../themes/themes.service';
import type { OrderedFiles } from '../uploads/ordered-files';
import { deleteExpiredKeys, IDEMPOTENCY_KEY_RETENTION_MS } from './idempotency';
import { sweepIdempotencyKeysJob } from './orders.jobs';
import { ordersRoutes } from './orders.routes';
import { createPlaceOrderService, type OrderPlacedHook } from './place-order.service';

/**
 * Print orders (issue 13, decisions 0047 and 0052): placing a cart as an order exactly once.
 * The mails of a placed order are queued by `onPlaced` in the order's transaction.
 */
export function createOrdersModule(
  platform: Platform,
  deps: {
    cart: CartService;
    orderedFiles: OrderedFiles;
    themes: ThemesService;
    invoices: InvoiceAddressesService;
    deliveryAddresses: DeliveryAddressesService;
    shops: ShopsService;
    users: UserDirectory;
    onPlaced: OrderPlacedHook;
    afterCommit: () => void;
  },
) {
  const placing = createPlaceOrderService({ db: platform.db, clock: platform.clock, ...deps });
  const sweepKeys: JobHandler<Record<string, never>> = {
    job: sweepIdempotencyKeysJob,
    concurrency: 1,
    leaseMs: 10 * 60_000,
    retryDelayMs: () => 0,
    everyMs: 60 * 60_000,
    run: async () => {
      await deleteExpiredKeys(
        platform.db,
        new Date(platform.clock.now().getTime() - IDEMPOTENCY_KEY_RETENTION_MS),
      );
    },
  };
  const module: FeatureModule = {
    name: 'orders',
    routes: ordersRoutes(placing),
    jobs: [sweepKeys as JobHandler],
  };
  return { module, placing };
}
