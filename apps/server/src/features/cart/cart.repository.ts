import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { batchedWrites } from '../../lib/batched-writes';
import { cartLines } from './cart.tables';

export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLine = Omit<typeof cartLines.$inferInsert, 'inCart' | 'updatedAt'>;

/** A line to write, at the moment of its write. */
type LineAt = { line: NewCartLine; at: Date };

/**
 * Writes files' configurations and prices in one statement, answering the rows in the lines'
 * order; a line already in the cart stays there. At most one line per file.
 */
async function saveAll(executor: Db, lines: LineAt[]): Promise<CartLineRow[]> {
  const rows = await executor
    .insert(cartLines)
    .values(lines.map(({ line, at }) => ({ ...line, updatedAt: at })))
    .onConflictDoUpdate({
      target: cartLines.fileId,
      set: {
        productId: sql`excluded.product_id`,
        specs: sql`excluded.specs`,
        quantity: sql`excluded.quantity`,
        format: sql`excluded.format`,
        priceCents: sql`excluded.price_cents`,
        breakdown: sql`excluded.breakdown`,
        noPriceReason: sql`excluded.no_price_reason`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  const byFile = new Map(rows.map((row) => [row.fileId, row]));
  return lines.map(({ line }) => byFile.get(line.fileId) as CartLineRow);
}

/** Quotes carried by one statement at most (a parameter per column: far below PostgreSQL's 65,535). */
const MAX_QUOTES_A_STATEMENT = 100;

export function createCartRepository(db: Db) {
  // Every cart request asks it: built once, not per call (decision 0040).
  const linesOfSession = db
    .select()
    .from(cartLines)
    .where(eq(cartLines.sessionId, sql.placeholder('sessionId')))
    .prepare('cart_lines_of_session');

  // Every quote writes a line: those of customers quoting at once go in one statement
  // (issue 11's target, decision 0058).
  const saveQuoted = batchedWrites({
    writeAll: (lines: LineAt[]) => saveAll(db, lines),
    keyOf: ({ line }) => line.fileId,
    maxBatch: MAX_QUOTES_A_STATEMENT,
  });

  return {
    async linesOf(sessionId: string): Promise<CartLineRow[]> {
      return linesOfSession.execute({ sessionId });
    },
    /** Writes lines and puts them in the cart in one transaction: all of them, or none. */
    async saveInCart(sessionId: string, lines: NewCartLine[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await saveAll(
          tx,
          lines.map((line) => ({ line, at })),
        );
        await tx
          .update(cartLines)
          .set({ inCart: true, updatedAt: at })
          .where(
            and(
              eq(cartLines.sessionId, sessionId),
              inArray(
                cartLines.fileId,
                lines.map((line) => line.fileId),
              ),
            ),
          );
      });
    },
    /** Writes a file's configuration and price; a line already in the cart stays there. */
    save(line: NewCartLine, at: Date): Promise<CartLineRow> {
      return saveQuoted({ line, at });
    },
    /** Puts lines in the cart or takes them out; returns the files that have a line. */
    async setInCart(sessionId: string, fileIds: string[], inCart: boolean, at: Date): Promise<string[]> {
      const rows = await db
        .update(cartLines)
        .set({ inCart, updatedAt: at })
        .where(and(eq(cartLines.sessionId, sessionId), inArray(cartLines.fileId, fileIds)))
        .returning({ fileId: cartLines.fileId });
      return rows.map((row) => row.fileId);
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
