import type { Config } from '../../config/config';
import type { MailService } from '../mail/mail.service';
import { orderMailInput, orderStatusMail } from './mails/order-mails';
import type { StatusMail } from './order-desk/order-desk.service';
import { orderWithLines } from './orders.repository';

/**
 * The customer's mail when the order desk ships an order or makes it ready for pickup (issue 13
 * point 6), queued in the move's transaction: the order and its lines are read through `tx`
 * (the move's own view of them); the customer and the shop come read already.
 */
export function createOrderStatusMails(deps: {
  mail: Pick<MailService, 'queue'>;
  config: Pick<Config, 'brand' | 'publicUrl'>;
}): StatusMail {
  return async (tx, { orderId, status, customer, shop }) => {
    const found = await orderWithLines(tx, orderId);
    if (!found) throw new Error(`order ${orderId} to mail about is gone`);
    const { order, lines } = found;
    const mail = orderStatusMail(orderMailInput(deps.config, { order, lines, shop, customer }), status);
    if (mail)
      await deps.mail.queue({ recipient: customer.email, replyTo: shop.email || undefined, ...mail }, tx);
  };
}
