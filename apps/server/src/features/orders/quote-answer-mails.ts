import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config/config';
import type { MailService } from '../mail/mail.service';
import { quoteAnsweredMail } from './mails/order-mails';
import type { QuoteMail } from './order-desk/order-desk.service';
import { orderLines, orders, quotes } from './orders.tables';

/**
 * The customer's mail that their quote request was answered (issue 28 point 5), queued in the
 * answer's transaction: the request, its lines and the answer are read through `tx`.
 */
export function createQuoteAnswerMails(deps: {
  mail: Pick<MailService, 'queue'>;
  config: Pick<Config, 'brand' | 'publicUrl'>;
}): QuoteMail {
  return async (tx, { requestId, customer, shop }) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, requestId));
    const [quote] = await tx.select().from(quotes).where(eq(quotes.requestId, requestId));
    if (!order || !quote) throw new Error(`quote request ${requestId} to mail about is gone`);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, requestId))
      .orderBy(asc(orderLines.position));
    const mail = quoteAnsweredMail(
      {
        order,
        lines,
        shop,
        customer: { name: customer.name, email: customer.email },
        brandName: deps.config.brand.name,
        portalUrl: deps.config.publicUrl,
      },
      quote,
    );
    await deps.mail.queue({ recipient: customer.email, replyTo: shop.email || undefined, ...mail }, tx);
  };
}
