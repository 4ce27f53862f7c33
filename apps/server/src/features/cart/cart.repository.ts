import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { batchedWrites } from '../../lib/batched-writes';
import { cartLines } from './cart.tables';

export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLine = Omit<typeof cartLines.$inferInsert, 'inCart' | 'updatedAt'>;

/** A line to write, at the moment of its write. */
type LineAt = { line: NewCartLine; at: Date };

/**
 * Writes files' configurations and prices in one statement; a line already in the cart stays
 * there. At most one line per file.
 *
 * The lines travel as one jsonb parameter, unpacked by jsonb_to_recordset, so the statement's
 * text is the same for one line or a hundred: PostgreSQL and PGlite plan it once, and Drizzle
 * does not build a statement of ten parameters a line for every quote (that building and its
 * garbage were about 40 % of a quote's CPU under load: docs/PERFORMANCE.md, decision 0058).
 */
function upsertLines(executor: Db) {
  return (
    executor
      .insert(cartLines)
      .select(
        // In the table's column order, as an insert … select needs; a new line is not in the cart.
        sql`select r.file_id, r.session_id, r.product_id, r.specs, r.quantity, r.format, r.price_cents,
            r.breakdown, r.no_price_reason, false, r.updated_at
          from jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as r(
            file_id uuid, session_id uuid, product_id varchar, specs jsonb, quantity integer,
            format varchar, price_cents bigint, breakdown jsonb, no_price_reason varchar,
            updated_at timestamptz)`,
      )
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
      // Only what the database decides: the rest of a row is what was sent. Returning whole rows
      // had every quote's specs and breakdown sent back and parsed again (PGlite: a fifth of a
      // quote's CPU went to parsing answers).
      .returning({ fileId: cartLines.fileId, inCart: cartLines.inCart })
  );
}

/** A line as it is stored (absent values as null), at the moment of its write. */
function storedLine({ line, at }: LineAt): Omit<CartLineRow, 'inCart'> {
  return {
    ...line,
    format: line.format ?? null,
    priceCents: line.priceCents ?? null,
    breakdown: line.breakdown ?? null,
    noPriceReason: line.noPriceReason ?? null,
    updatedAt: at,
  };
}

/** The jsonb parameter of upsertLines: one object a line, named as the columns. */
function linesParameter(lines: LineAt[]): string {
  return JSON.stringify(
    lines.map(storedLine).map((line) => ({
      file_id: line.fileId,
      session_id: line.sessionId,
      product_id: line.productId,
      specs: line.specs,
      quantity: line.quantity,
      format: line.format,
      price_cents: line.priceCents,
      breakdown: line.breakdown,
      no_price_reason: line.noPriceReason,
      updated_at: line.updatedAt.toISOString(),
    })),
  );
}

/**
 * The written rows in the lines' order (a statement's rows come in no particular order): each
 * line as sent, with whether it is in the cart, which the upsert keeps as it was.
 */
function inLinesOrder(lines: LineAt[], written: { fileId: string; inCart: boolean }[]): CartLineRow[] {
  const inCart = new Map(written.map((row) => [row.fileId, row.inCart]));
  return lines.map((lineAt) => {
    const kept = inCart.get(lineAt.line.fileId);
    if (kept === undefined) throw new Error(`cart line of file ${lineAt.line.fileId} not written`);
    return { ...storedLine(lineAt), inCart: kept };
  });
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
  const upsertQuoted = upsertLines(db).prepare('cart_lines_upsert');
  const saveQuoted = batchedWrites({
    writeAll: async (lines: LineAt[]) =>
      inLinesOrder(lines, await upsertQuoted.execute({ lines: linesParameter(lines) })),
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
        const linesAt = lines.map((line) => ({ line, at }));
        await upsertLines(tx).execute({ lines: linesParameter(linesAt) });
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
