import type { Config } from '../../config/config';
import type { MailService } from '../mail/mail.service';
import { orderConfirmationMail, orderMailInput, shopJobMail } from './mails/order-mails';
import type { OrderPlacedHook } from './pipeline/order-pipeline';

/**
 * The mails of a placed order of any flow (issue 13 point 6, decision 0071), queued in the order's
 * transaction so that an order and its mails are committed together: the confirmation to the
 * customer when their notifications.orderConfirmation is on, and always the job notification to
 * the shop's mailbox. The outbox delivers them with retries, also when the SMTP server is down at
 * the moment.
 */
export function createOrderPlacedMails(deps: {
  mail: Pick<MailService, 'queue'>;
  config: Pick<Config, 'brand' | 'publicUrl'>;
}): OrderPlacedHook {
  // Everything it needs is read before the transaction: only writes on `tx` in here.
  return async (tx, { order, lines, shop, customer }) => {
    const input = orderMailInput(deps.config, { order, lines, shop, customer });
    // Replies to the customer's mail reach the shop, and the shop's replies reach the customer.
    if (customer.notifyOrderConfirmation)
      await deps.mail.queue(
        { recipient: customer.email, replyTo: shop.email || undefined, ...orderConfirmationMail(input) },
        tx,
      );
    if (shop.email)
      await deps.mail.queue({ recipient: shop.email, replyTo: customer.email, ...shopJobMail(input) }, tx);
  };
}
