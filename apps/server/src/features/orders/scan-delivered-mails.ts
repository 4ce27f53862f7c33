import type { Config } from '../../config/config';
import type { MailService } from '../mail/mail.service';
import { orderMailInput, scanDeliveredMail } from './mails/order-mails';
import type { ScanMail } from './order-desk/scan-delivery.service';
import { orderWithLines } from './orders.repository';

/**
 * The customer's mail that their scans are in their archive (issue 31 point 5, decision 0126),
 * queued in the transaction that moves the order to delivered: the order is read through `tx`.
 */
export function createScanDeliveredMails(deps: {
  mail: Pick<MailService, 'queue'>;
  config: Pick<Config, 'brand' | 'publicUrl'>;
}): ScanMail {
  return async (tx, { orderId, customer, shop, archive }) => {
    const found = await orderWithLines(tx, orderId);
    if (!found) throw new Error(`scan order ${orderId} to mail about is gone`);
    const { order, lines } = found;
    const mail = scanDeliveredMail(orderMailInput(deps.config, { order, lines, shop, customer }), archive);
    await deps.mail.queue({ recipient: customer.email, replyTo: shop.email || undefined, ...mail }, tx);
  };
}
