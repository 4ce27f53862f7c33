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

  // Every quote writes one (decision 0049): built once. A placeholder of a jsonb column writes a
  // null as JSON null (decision 0040), so the breakdown goes in as text that is null or JSON.
  const saveLine = db
    .insert(cartLines)
    .values({
      fileId: sql.placeholder('fileId'),
      sessionId: sql.placeholder('sessionId'),
      productId: sql.placeholder('productId'),
      specs: sql.placeholder('specs'),
      quantity: sql.placeholder('quantity'),
      format: sql.placeholder('format'),
      priceCents: sql.placeholder('priceCents'),
      breakdown: sql`${sql.placeholder('breakdown')}::jsonb`,
      noPriceReason: sql.placeholder('noPriceReason'),
      updatedAt: sql.placeholder('at'),
    })
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
    .returning()
    .prepare('save_cart_line');

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
    async save(line: NewCartLine, at: Date): Promise<CartLineRow> {
      const [row] = await saveLine.execute({
        fileId: line.fileId,
        sessionId: line.sessionId,
        productId: line.productId,
        specs: line.specs,
        quantity: line.quantity,
        format: line.format ?? null,
        priceCents: line.priceCents ?? null,
        breakdown: line.breakdown == null ? null : JSON.stringify(line.breakdown),
        noPriceReason: line.noPriceReason ?? null,
        at,
      });
      return row!;
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
