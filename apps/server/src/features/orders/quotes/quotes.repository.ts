import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/unique-violation';
import { moveOrderStatus, type OrderRow } from '../orders.repository';
import { orders, quotes } from '../orders.tables';

export type QuoteRow = typeof quotes.$inferSelect;

/**
 * Quote requests and their answers (issue 28 point 5, decision 0071): a request is an order of
 * kind 'quote' that moves received → quoted → accepted; its answer and the order placed on it
 * are a quotes row.
 */

/** The quote of a request, and the order placed on it. */
export async function quoteOf(db: Db, requestId: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.requestId, requestId));
  return row ?? null;
}

/** The quote an order was placed on (its request's row), if any. */
export async function quoteOrderedAs(db: Db, orderId: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.orderedOrderId, orderId));
  return row ?? null;
}

export async function orderById(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** Thrown when a quotation number is taken (the unique index), so the answer rolls back whole. */
export class QuotationNumberTakenError extends Error {
  constructor(readonly quotationNo: string) {
    super(`quotation number ${quotationNo} is taken`);
  }
}

/**
 * Writes staff's answer and moves the request to quoted, in the caller's transaction; false when
 * the request was answered or withdrawn meanwhile.
 */
export async function answerQuote(
  tx: Db,
  answer: Omit<QuoteRow, 'orderedOrderId'> & { answeredBy: string },
): Promise<boolean> {
  const moved = await moveOrderStatus(tx, {
    orderId: answer.requestId,
    from: 'received',
    to: 'quoted',
    by: answer.answeredBy,
    at: answer.answeredAt,
    note: `Offerte ${answer.quotationNo}`,
  });
  if (!moved) return false;
  try {
    await tx.insert(quotes).values(answer);
  } catch (error) {
    if (isUniqueViolation(error)) throw new QuotationNumberTakenError(answer.quotationNo);
    throw error;
  }
  return true;
}

/** Whether a quotation number is given to a quote already. */
export async function quotationNumberTaken(db: Db, quotationNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.requestId })
    .from(quotes)
    .where(eq(quotes.quotationNo, quotationNo));
  return row !== undefined;
}

/**
 * In the order's transaction: records the order placed on a quote and moves the request to
 * accepted. False when the quote was ordered or withdrawn meanwhile (the order then rolls back).
 */
export async function markQuoteOrdered(
  tx: Db,
  placed: { requestId: string; orderId: string; by: string; at: Date },
): Promise<boolean> {
  const recorded = await tx
    .update(quotes)
    .set({ orderedOrderId: placed.orderId })
    .where(and(eq(quotes.requestId, placed.requestId), isNull(quotes.orderedOrderId)))
    .returning({ id: quotes.requestId });
  if (recorded.length === 0) return false;
  return moveOrderStatus(tx, {
    orderId: placed.requestId,
    from: 'quoted',
    to: 'accepted',
    by: placed.by,
    at: placed.at,
  });
}
