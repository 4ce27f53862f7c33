import type { Config } from '../../config/config';
import type { MailService } from '../mail/mail.service';
import { orderMailInput, quoteAnsweredMail } from './mails/order-mails';
import type { QuoteMail } from './order-desk/order-desk.service';
import { orderWithLines } from './orders.repository';
import { quoteOf } from './quotes/quotes.repository';

/**
 * The customer's mail that their quote request was answered (issue 28 point 5), queued in the
 * answer's transaction: the request, its lines and the answer are read through `tx`.
 */
export function createQuoteAnswerMails(deps: {
  mail: Pick<MailService, 'queue'>;
  config: Pick<Config, 'brand' | 'publicUrl'>;
}): QuoteMail {
  return async (tx, { requestId, customer, shop }) => {
    // One after the other: a transaction runs one statement at a time.
    const found = await orderWithLines(tx, requestId);
    const quote = await quoteOf(tx, requestId);
    if (!found || !quote) throw new Error(`quote request ${requestId} to mail about is gone`);
    const { order, lines } = found;
    const mail = quoteAnsweredMail(orderMailInput(deps.config, { order, lines, shop, customer }), quote);
    await deps.mail.queue({ recipient: customer.email, replyTo: shop.email || undefined, ...mail }, tx);
  };
}
