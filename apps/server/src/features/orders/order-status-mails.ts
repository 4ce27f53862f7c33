import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config/config';
import type { MailService } from '../mail/mail.service';
import { orderStatusMail } from './mails/order-mails';
import type { StatusMail } from './order-desk/order-desk.service';
import { orderLines, orders } from './orders.tables';

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
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`order ${orderId} to mail about is gone`);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    const mail = orderStatusMail(
      {
        order,
        lines,
        shop,
        customer: { name: customer.name, email: customer.email },
        brandName: deps.config.brand.name,
        portalUrl: deps.config.publicUrl,
      },
      status,
    );
    if (mail)
      await deps.mail.queue({ recipient: customer.email, replyTo: shop.email || undefined, ...mail }, tx);
  };
}
