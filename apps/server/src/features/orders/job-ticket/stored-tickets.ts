import { traitsOf } from '@portal/shared/rules/order-kind-traits';
import type { Db } from '../../../db/database';
import type { PlacedInTransaction } from '../pipeline/order-pipeline';
import { jobTicketOrderOf, type TicketSource } from './job-ticket-of-order';
import { toJsonTicket } from './json-ticket';
import { storeTickets } from './order-documents.repository';
import { toXjdf } from './xjdf';

/**
 * The job ticket and the order's JSON, written once, when the order is placed (issue 28 point 2,
 * decision 0071), and served as stored: a product renamed or an option deleted afterwards
 * changes no ticket. Each is kept with the SHA-256 of its bytes, which the desk's download sends
 * along so a shop's system can check what it received.
 */

export type { StoredTicket, TicketKind } from './order-documents.repository';

/** Both documents of an order from its rows. */
export function ticketDocuments(source: TicketSource): Record<'xjdf' | 'json', string> {
  const ticket = jobTicketOrderOf(source);
  return { xjdf: toXjdf(ticket), json: JSON.stringify(toJsonTicket(ticket), null, 2) };
}

/** Where the desk's links point: a line's file, and a file of the quote an order follows. */
export const ticketLinks = (publicUrl: string, orderId: string) => ({
  fileUrlOf: (position: number) => `${publicUrl}/api/v3/order-desk/orders/${orderId}/lines/${position}/file`,
  quoteFileUrlOf: (quoteOrderId: string, position: number) =>
    `${publicUrl}/api/v3/order-desk/orders/${quoteOrderId}/lines/${position}/file`,
});

/**
 * The placement's hook: writes both documents in the order's transaction. A quote request has
 * none: it becomes work only when the customer orders it.
 */
export function storeTicketsAtPlacement(publicUrl: string) {
  return async (tx: Db, placed: PlacedInTransaction): Promise<void> => {
    const { order, customer, shop } = placed;
    if (!traitsOf(order.kind).jobTicket) return;
    const documents = ticketDocuments({
      order,
      lines: placed.lines,
      orderedBy: { name: customer.name, email: customer.email, phone: customer.phone },
      shop,
      ...ticketLinks(publicUrl, order.id),
    });
    await storeTickets(tx, order.id, documents, order.createdAt);
  };
}
