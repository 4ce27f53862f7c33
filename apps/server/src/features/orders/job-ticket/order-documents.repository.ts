import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { orderDocuments } from '../orders.tables';

/** An order's stored documents (stored-tickets.ts): the XJDF job ticket and the order's JSON. */
export type TicketKind = 'xjdf' | 'json';
export type StoredTicket = { body: string; sha256: string };

const sha256Of = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

export async function storeTickets(db: Db, orderId: string, documents: Record<TicketKind, string>, at: Date) {
  await db
    .insert(orderDocuments)
    .values(
      (['xjdf', 'json'] as const).map((kind) => ({
        orderId,
        kind,
        body: documents[kind],
        sha256: sha256Of(documents[kind]),
        createdAt: at,
      })),
    )
    // An order placed before tickets were stored gets them on the first ask; two asks at once write one.
    .onConflictDoNothing();
}

export async function storedTicket(db: Db, orderId: string, kind: TicketKind): Promise<StoredTicket | null> {
  const [row] = await db
    .select({ body: orderDocuments.body, sha256: orderDocuments.sha256 })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind)));
  return row ?? null;
}
