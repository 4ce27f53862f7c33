import type { FeatureModule, Platform } from '../../../platform/feature-module';
import type { UserDirectory } from '../../accounts/user-directory.service';
import type { ShopsService } from '../../shops/shops.service';
import type { OrderedFileAnalysisReader } from '../../uploads/ordered-file-analysis';
import type { PagePreviews } from '../../uploads/page-previews.service';
import { createOrderViewsRepository } from '../order-views.repository';
import type { PunchOutService } from '../punch-out/punch-out.service';
import { createOrderDeskRepository } from './order-desk.repository';
import { orderDeskRoutes } from './order-desk.routes';
import { createOrderDeskService, type QuoteMail, type StatusMail } from './order-desk.service';
import { createOrderFiles } from './order-files';
import { createScanDeliveryService, type ScanArchives, type ScanMail } from './scan-delivery.service';

/**
 * The order desk (issue 13 points 8 and 9, decision 0051): staff with the order-desk role see
 * the incoming orders, open them with page previews of their files, download job tickets and
 * files, and move them along; scan orders are delivered into the customer's archive of the
 * file store (issue 31 point 5, decision 0126). The status mails are the mail feature's, handed in.
 */
export function createOrderDeskModule(
  platform: Platform,
  deps: {
    users: Pick<UserDirectory, 'byId'>;
    shops: Pick<ShopsService, 'list' | 'staffShopsOf'>;
    /** Page previews of the ordered files (the uploads feature's). */
    previews: Pick<PagePreviews, 'ofOrderedFile'>;
    /** The stored analysis of ordered files (the uploads feature's), for the file check. */
    fileAnalysis: OrderedFileAnalysisReader;
    /** A purchasing-portal order's document (the orders feature's punch-out). */
    punchOut: Pick<PunchOutService, 'deskFactsOf'>;
    statusMail: StatusMail;
    quoteMail: QuoteMail;
    /** The file store's archives, for scan orders delivered into them (issue 31 point 5). */
    archives: ScanArchives;
    scanMail: ScanMail;
    /** Starts sending mail queued in a committed transaction. */
    afterCommit: () => void;
  },
) {
  const service = createOrderDeskService({
    db: platform.db,
    views: createOrderViewsRepository(platform.db),
    desk: createOrderDeskRepository(),
    users: deps.users,
    shops: deps.shops,
    files: createOrderFiles(platform.storage),
    previews: deps.previews,
    fileAnalysis: deps.fileAnalysis,
    punchOut: deps.punchOut,
    statusMail: deps.statusMail,
    quoteMail: deps.quoteMail,
    staffShops: deps.shops,
    clock: platform.clock,
    publicUrl: platform.config.publicUrl,
  });
  const scanDelivery = createScanDeliveryService({
    db: platform.db,
    views: createOrderViewsRepository(platform.db),
    desk: createOrderDeskRepository(),
    users: deps.users,
    shops: deps.shops,
    archives: deps.archives,
    scanMail: deps.scanMail,
    deskView: service.get,
    afterCommit: deps.afterCommit,
    clock: platform.clock,
  });
  const module: FeatureModule = { name: 'order-desk', routes: orderDeskRoutes(service, scanDelivery) };
  return { module, service };
}
