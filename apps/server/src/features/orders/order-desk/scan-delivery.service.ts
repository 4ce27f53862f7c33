import { isFilestoreNameValid } from '@portal/shared/schemas/filestore';
import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import {
  type ScanDeliveryFilesBody,
  type ScanDeliveryPlace,
  scanFolderPath,
} from '@portal/shared/schemas/scan-delivery';
import type { Shop } from '@portal/shared/schemas/shops';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { type Failure, fail, inTransaction, isFailure } from '../../../platform/failure';
import type { UserCard, UserDirectory } from '../../accounts/user-directory.service';
import type { FilestoreService } from '../../filestore/filestore.service';
import type { ShopsService } from '../../shops/shops.service';
import type { UploadCaller } from '../../uploads/upload-owner';
import type { DeliveredArchive } from '../mails/order-mails';
import { shopOfOrder } from '../my-orders.service';
import type { OrderViewsRepository } from '../order-views.repository';
import type { OrderRow } from '../orders.repository';
import type { OrderDeskRepository } from './order-desk.repository';

/**
 * Writes the customer's 'Uw archief staat klaar' mail into the outbox in the transaction that
 * moves the order to delivered: sent exactly when the move commits.
 */
export type ScanMail = (
  tx: Db,
  mail: { orderId: string; customer: UserCard; shop: Shop; archive: DeliveredArchive },
) => Promise<void>;

/** What the desk asks of the file store: the order's archive, and filing uploads into it. */
export type ScanArchives = Pick<FilestoreService, 'scanArchive' | 'deliverInto'>;

type PlaceRefusal = Failure<
  | 'ORDER_NOT_FOUND'
  | 'NOT_A_SCAN_ORDER'
  | 'SCAN_NOT_FOR_ARCHIVE'
  | 'SCAN_ORDER_NO_CUSTOMER'
  | 'SCAN_PLACE_INVALID'
>;

/** Where a scan order's scans go, read from its details (spec 02 section 3). */
type Place = {
  order: OrderRow;
  customerNumber: string;
  archiveName: string;
  location: string;
  folderPath: string[];
};

/**
 * A scan order delivered into the customer's archive (issue 31 point 5, decision 0126): the desk
 * hands the staff member's uploaded scans to the order, which files them into the archive and
 * folder the customer named (created when new); finishing mails the customer and moves the order
 * to delivered. Only the order desk reaches it (the contracts' access).
 */
export function createScanDeliveryService(deps: {
  db: Db;
  views: OrderViewsRepository;
  desk: OrderDeskRepository;
  users: Pick<UserDirectory, 'byId'>;
  shops: Pick<ShopsService, 'list'>;
  archives: ScanArchives;
  scanMail: ScanMail;
  /** The order as the desk shows it (the desk service's). */
  deskView: (staffUserId: string, orderId: string) => Promise<DeskOrderView | Failure<'ORDER_NOT_FOUND'>>;
  /** Starts sending the queued mail after the commit. */
  afterCommit: () => void;
  clock: Clock;
}) {
  async function placeOf(orderId: string): Promise<Place | PlaceRefusal> {
    const order = await deps.views.findOrder(orderId);
    if (!order) return fail('ORDER_NOT_FOUND');
    if (order.kind !== 'scan') return fail('NOT_A_SCAN_ORDER');
    const { medium, archive } = order.details;
    if (!medium?.isArchive) return fail('SCAN_NOT_FOR_ARCHIVE');
    if (!order.customerNumber) return fail('SCAN_ORDER_NO_CUSTOMER');
    const archiveName = archive?.name.trim() ?? '';
    const folderPath = scanFolderPath(archive?.parentFolder ?? '');
    if (!isFilestoreNameValid(archiveName) || folderPath === null) return fail('SCAN_PLACE_INVALID');
    return {
      order,
      customerNumber: order.customerNumber,
      archiveName,
      location: archive?.location ?? '',
      folderPath,
    };
  }

  return {
    async place(orderId: string): Promise<ScanDeliveryPlace | PlaceRefusal> {
      const place = await placeOf(orderId);
      if (isFailure(place)) return place;
      return {
        archiveName: place.archiveName,
        location: place.location,
        folderPath: place.folderPath,
        archive: await deps.archives.scanArchive(place.customerNumber, place.archiveName),
        finished: place.order.status === 'delivered',
      };
    },

    async deliver(
      staffUserId: string,
      uploadCaller: UploadCaller,
      orderId: string,
      body: ScanDeliveryFilesBody,
    ) {
      const place = await placeOf(orderId);
      if (isFailure(place)) return place;
      if (place.order.status === 'cancelled') return fail('SCAN_ORDER_CANCELLED');
      const delivered = await deps.archives.deliverInto({ userId: staffUserId }, uploadCaller, {
        customerNumber: place.customerNumber,
        archiveName: place.archiveName,
        location: place.location,
        folderPath: place.folderPath,
        sessionId: body.sessionId,
        uploadIds: body.uploadIds,
      });
      if (!isFailure(delivered)) return delivered;
      // The order's customer number without a customer row: as no customer number at all.
      return delivered.code === 'CUSTOMER_NOT_FOUND'
        ? fail('SCAN_ORDER_NO_CUSTOMER')
        : (delivered as Failure<Exclude<typeof delivered.code, 'CUSTOMER_NOT_FOUND'>>);
    },

    /**
     * Mails the customer that the archive is ready and moves the order to delivered, together or
     * not at all. The archive delivery is the delivery itself, so the order goes there from any
     * open state (decision 0126); a second call finds it delivered and changes nothing.
     */
    async finish(
      staffUserId: string,
      orderId: string,
    ): Promise<
      | { order: DeskOrderView; archiveId: string; mailed: boolean }
      | PlaceRefusal
      | Failure<'SCAN_ORDER_CANCELLED' | 'SCAN_NOTHING_DELIVERED' | 'ORDER_STATUS_CHANGED'>
    > {
      const place = await placeOf(orderId);
      if (isFailure(place)) return place;
      const { order } = place;
      if (order.status === 'cancelled') return fail('SCAN_ORDER_CANCELLED');
      const archive = await deps.archives.scanArchive(place.customerNumber, place.archiveName);
      if (!archive || archive.fileCount === 0) return fail('SCAN_NOTHING_DELIVERED');
      const answer = async (mailed: boolean) => {
        const view = await deps.deskView(staffUserId, orderId);
        if (isFailure(view)) return view;
        return { order: view, archiveId: archive.id, mailed };
      };
      if (order.status === 'delivered') return answer(false);
      const customer = await deps.users.byId(order.userId);
      if (!customer) throw new Error(`user ${order.userId} of order ${order.id} is missing`);
      const shop = await shopOfOrder(deps.shops, order.shopId);
      const moved = await inTransaction(deps.db, async (tx) => {
        const done = await deps.desk.moveStatus(tx, {
          orderId,
          from: order.status,
          to: 'delivered',
          by: staffUserId,
          at: deps.clock.now(),
          note: `Scans geleverd in archief ‘${archive.name}’${place.folderPath.length > 0 ? `, map ${place.folderPath.join(' / ')}` : ''}`,
        });
        if (!done) return false;
        await deps.scanMail(tx, {
          orderId,
          customer,
          shop,
          archive: {
            id: archive.id,
            name: archive.name,
            folderPath: place.folderPath,
            location: archive.location ?? place.location,
          },
        });
        return true;
      });
      if (moved) {
        deps.afterCommit();
        return answer(true);
      }
      // Moved meanwhile: by a finish that came first (its mail went), or along another way.
      const now = await deps.views.findOrder(orderId);
      return now?.status === 'delivered' ? answer(false) : fail('ORDER_STATUS_CHANGED');
    },
  };
}
export type ScanDeliveryService = ReturnType<typeof createScanDeliveryService>;
