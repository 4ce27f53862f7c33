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
import { registerDevPunchOutReceiver, registerPunchOutStart } from './punch-out/punch-out.routes';
import { seedDemoPunchOut } from './punch-out/punch-out.seed';
import { createPunchOutService } from './punch-out/punch-out.service';

/**
 * Print orders (issue 13, decisions 0047 and 0052): placing a cart as an order exactly once.
 * The mails of a placed order are queued by `onPlaced` in the order's transaction. A
 * purchasing-portal order goes back to the customer's purchasing system (decision 0055).
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
  const { config } = platform;
  const punchOut = createPunchOutService({
    db: platform.db,
    themes: deps.themes,
    publicUrl: config.publicUrl,
    brandName: config.brand.name,
  });
  const placing = createPlaceOrderService({ db: platform.db, clock: platform.clock, punchOut, ...deps });
  const sweepKeys: JobHandler<Record<string, never>> = {
    job: sweepIdempotencyKeysJob,
    concurrency: 1,
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
    register: async (app) => {
      await registerPunchOutStart(app, punchOut);
      if (config.env !== 'production') await registerDevPunchOutReceiver(app);
    },
    seed: () =>
      seedDemoPunchOut(platform.db, deps.themes, {
        publicUrl: config.publicUrl,
        supplierIdentity: config.brand.slug,
      }),
  };
  return { module, placing, punchOut };
}
