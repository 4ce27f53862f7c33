import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { JobHandler } from '../../platform/jobs/job-definition';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { DeliveryAddressesService } from '../addresses/delivery-addresses.service';
import type { CartService } from '../cart/cart.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomerLinksService } from '../customers/customer-links.service';
import type { InvoiceAddressesService } from '../customers/invoice-addresses.service';
import type { SecuredPrintingService } from '../secured-printing/secured-printing.service';
import type { ShopsService } from '../shops/shops.service';
import type { StoreCartService } from '../store-cart/store-cart.service';
import type { StoreCouponsService } from '../store-cart/store-coupons.service';
import type { ThemesService } from '../themes/themes.service';
import type { FileIntake } from '../uploads/file-intake.service';
import type { OrderedFiles } from '../uploads/ordered-files';
import { createCopyFlow } from './flows/copy-flow';
import { createPrintFlow } from './flows/print-flow';
import { createQuoteRequestFlow } from './flows/quote-request-flow';
import { createQuotedFlow } from './flows/quoted-flow';
import { createScanFlow } from './flows/scan-flow';
import { createSecuredFlow } from './flows/secured-flow';
import { IDEMPOTENCY_KEY_RETENTION_MS } from './idempotency';
import { deleteExpiredKeys } from './idempotency.repository';
import { storeTicketsAtPlacement } from './job-ticket/stored-tickets';
import { createNewCustomerOrders } from './new-customer-orders';
import { createOrderViewsRepository } from './order-views.repository';
import { sweepIdempotencyKeysJob } from './orders.jobs';
import { ordersRoutes } from './orders.routes';
import { createOrderPipeline, type OrderPlacedHook } from './pipeline/order-pipeline';
import { createPlacementChecks } from './pipeline/placement-checks';
import { registerDevPunchOutReceiver, registerPunchOutStart } from './punch-out/punch-out.routes';
import { seedDemoPunchOut } from './punch-out/punch-out.seed';
import { createPunchOutService } from './punch-out/punch-out.service';

/**
 * Placing orders (issue 13, issue 28; decisions 0047, 0052 and 0071): the one pipeline and the
 * flows that plug into it, one module each (flows/). The job ticket is written and the mails
 * queued in the order's transaction (`onPlaced`). A purchasing-portal order goes back to the
 * customer's purchasing system (decision 0055).
 */
export function createOrdersModule(
  platform: Platform,
  deps: {
    cart: CartService;
    storeCart: StoreCartService;
    storeCoupons: StoreCouponsService;
    catalogue: Pick<CatalogueService, 'productById'>;
    files: Pick<FileIntake, 'list'>;
    orderedFiles: OrderedFiles;
    themes: ThemesService;
    invoices: InvoiceAddressesService;
    customers: Pick<CustomerLinksService, 'customerNumbersOf'>;
    deliveryAddresses: DeliveryAddressesService;
    shops: ShopsService;
    secured: SecuredPrintingService;
    users: UserDirectory;
    /** The mails of a placed order, queued in its transaction. */
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
  const pipeline = createOrderPipeline({
    db: platform.db,
    clock: platform.clock,
    checks: createPlacementChecks({ shops: deps.shops, deliveryAddresses: deps.deliveryAddresses }),
    themes: deps.themes,
    invoices: deps.invoices,
    users: deps.users,
    punchOut,
    // The ticket first: a mail links to it.
    onPlaced: [storeTicketsAtPlacement(config.publicUrl), deps.onPlaced],
    afterCommit: deps.afterCommit,
  });
  // The print order and the store's check-out take the same cart: the files and the store's items.
  const printFlowDeps = {
    cart: deps.cart,
    orderedFiles: deps.orderedFiles,
    storeCart: deps.storeCart,
    coupons: deps.storeCoupons,
  };
  const flows = {
    print: createPrintFlow(printFlowDeps),
    checkOut: createPrintFlow(printFlowDeps, 'store'),
    secured: createSecuredFlow({ files: deps.files, secured: deps.secured, orderedFiles: deps.orderedFiles }),
    copy: createCopyFlow({ catalogue: deps.catalogue }),
    scan: createScanFlow(),
    quoteRequest: createQuoteRequestFlow({ files: deps.files, orderedFiles: deps.orderedFiles }),
    quoted: createQuotedFlow({
      db: platform.db,
      clock: platform.clock,
      views: createOrderViewsRepository(platform.db),
      customers: deps.customers,
    }),
  };
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
    routes: ordersRoutes(pipeline, flows),
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
  // The Klanten screen reads and numbers new customers' orders through this (decision 0135).
  const newCustomerOrders = createNewCustomerOrders(platform.db);
  return { module, pipeline, flows, punchOut, newCustomerOrders };
}
