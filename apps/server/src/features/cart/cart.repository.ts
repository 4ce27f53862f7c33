import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cartLines } from './cart.tables';

export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLine = Omit<typeof cartLines.$inferInsert, 'inCart' | 'updatedAt'>;

/** Writes a file's configuration and price; a line already in the cart stays there. */
async function saveWith(executor: Db, line: NewCartLine, at: Date): Promise<CartLineRow> {
  const [row] = await executor
    .insert(cartLines)
    .values({ ...line, updatedAt: at })
    .onConflictDoUpdate({
      target: cartLines.fileId,
      set: {
        productId: line.productId,
        specs: line.specs,
        quantity: line.quantity,
        format: line.format,
        priceCents: line.priceCents,
        breakdown: line.breakdown,
        noPriceReason: line.noPriceReason,
        updatedAt: at,
      },
    })
    .returning();
  return row!;
}

export function createCartRepository(db: Db) {
  // Every cart request asks it: built once, not per call (decision 0040).
  const linesOfSession = db
    .select()
    .from(cartLines)
    .where(eq(cartLines.sessionId, sql.placeholder('sessionId')))
    .prepare('cart_lines_of_session');

  return {
    async linesOf(sessionId: string): Promise<CartLineRow[]> {
      return linesOfSession.execute({ sessionId });
    },
    /** Writes lines and puts them in the cart in one transaction: all of them, or none. */
    async saveInCart(sessionId: string, lines: NewCartLine[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        for (const line of lines) await saveWith(tx, line, at);
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
      return saveWith(db, line, at);
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
