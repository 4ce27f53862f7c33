import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type StoreCartLineRow, storeCartLines } from './store-cart.tables';

/** Whose cart: a logged-in user's, or a visitor's by the hash of their browser's cookie. */
export type StoreCartOwner = { userId: string } | { visitorHash: string };

const ownedBy = (owner: StoreCartOwner): SQL =>
  'userId' in owner
    ? eq(storeCartLines.userId, owner.userId)
    : eq(storeCartLines.visitorHash, owner.visitorHash);

const ownerColumns = (owner: StoreCartOwner) =>
  'userId' in owner
    ? { userId: owner.userId, visitorHash: null }
    : { userId: null, visitorHash: owner.visitorHash };

/** A cart's lines, oldest first (the order the customer added them in), by one kind of owner. */
const linesBy = (db: Db, column: typeof storeCartLines.userId | typeof storeCartLines.visitorHash) =>
  db
    .select()
    .from(storeCartLines)
    .where(eq(column, sql.placeholder('owner')))
    .orderBy(asc(storeCartLines.createdAt), asc(storeCartLines.id));

export function createStoreCartRepository(db: Db) {
  // Every call of the store cart reads its lines: the statement is built once (decision 0040).
  const linesOfUser = linesBy(db, storeCartLines.userId).prepare('store_cart_lines_of_user');
  const linesOfVisitor = linesBy(db, storeCartLines.visitorHash).prepare('store_cart_lines_of_visitor');

  return {
    /** Oldest first: the order the customer added them in. */
    linesOf(owner: StoreCartOwner): Promise<StoreCartLineRow[]> {
      return 'userId' in owner
        ? linesOfUser.execute({ owner: owner.userId })
        : linesOfVisitor.execute({ owner: owner.visitorHash });
    },

    /** The new line as stored. */
    async insert(
      owner: StoreCartOwner,
      item: Pick<StoreCartLineRow, 'kind' | 'itemId' | 'name' | 'specs' | 'quantity'>,
    ): Promise<StoreCartLineRow> {
      const [row] = await db
        .insert(storeCartLines)
        .values({ ...ownerColumns(owner), ...item })
        .returning();
      return row!;
    },

    /** The line as changed; undefined when it is not the owner's. */
    async setQuantity(
      owner: StoreCartOwner,
      lineId: string,
      quantity: number,
    ): Promise<StoreCartLineRow | undefined> {
      const [changed] = await db
        .update(storeCartLines)
        .set({ quantity })
        .where(and(eq(storeCartLines.id, lineId), ownedBy(owner)))
        .returning();
      return changed;
    },

    async remove(owner: StoreCartOwner, lineId: string): Promise<boolean> {
      const removed = await db
        .delete(storeCartLines)
        .where(and(eq(storeCartLines.id, lineId), ownedBy(owner)))
        .returning({ id: storeCartLines.id });
      return removed.length > 0;
    },

    /** At login: the visitor's lines become the account's, beside what the account had. */
    async moveToUser(visitorHash: string, userId: string): Promise<void> {
      await db
        .update(storeCartLines)
        .set({ userId, visitorHash: null })
        .where(eq(storeCartLines.visitorHash, visitorHash));
    },

    /**
     * In an order's transaction: takes exactly these lines of the owner. False when one of them is
     * gone or changed since the order read them (another tab ordered or changed the cart): the
     * order then rolls back.
     */
    async take(
      tx: Db,
      userId: string,
      lines: readonly Pick<StoreCartLineRow, 'id' | 'quantity'>[],
    ): Promise<boolean> {
      if (lines.length === 0) return true;
      const removed = await tx
        .delete(storeCartLines)
        .where(
          and(
            eq(storeCartLines.userId, userId),
            inArray(
              storeCartLines.id,
              lines.map((line) => line.id),
            ),
          ),
        )
        .returning({ id: storeCartLines.id, quantity: storeCartLines.quantity });
      const quantities = new Map(removed.map((line) => [line.id, line.quantity]));
      return lines.every((line) => quantities.get(line.id) === line.quantity);
    },
  };
}
export type StoreCartRepository = ReturnType<typeof createStoreCartRepository>;
