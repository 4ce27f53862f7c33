import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  type PrintStoreCouponRow,
  printStoreCouponRedemptions,
  printStoreCoupons,
} from './store-coupons.tables';

export function createStoreCouponsRepository(db: Db) {
  return {
    async coupon(code: string): Promise<PrintStoreCouponRow | undefined> {
      const [row] = await db.select().from(printStoreCoupons).where(eq(printStoreCoupons.code, code));
      return row;
    },

    async usedBy(code: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ code: printStoreCouponRedemptions.code })
        .from(printStoreCouponRedemptions)
        .where(
          and(eq(printStoreCouponRedemptions.code, code), eq(printStoreCouponRedemptions.userId, userId)),
        );
      return row !== undefined;
    },

    /**
     * In the order's transaction. False when the account used the code already, also in an order
     * committed a moment ago: the insert waits for a racing transaction's row and then skips it,
     * without the error that would abort the order's transaction on PostgreSQL.
     */
    async redeem(
      tx: Db,
      redemption: { code: string; userId: string; orderId: string; at: Date },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(printStoreCouponRedemptions)
        .values({
          code: redemption.code,
          userId: redemption.userId,
          orderId: redemption.orderId,
          redeemedAt: redemption.at,
        })
        .onConflictDoNothing()
        .returning({ code: printStoreCouponRedemptions.code });
      return inserted.length > 0;
    },

    /** The demo data and the tests: a code already on the list stays as it is. */
    async insertCoupon(coupon: Omit<PrintStoreCouponRow, 'createdAt'>): Promise<void> {
      await db.insert(printStoreCoupons).values(coupon).onConflictDoNothing();
    },
  };
}
export type StoreCouponsRepository = ReturnType<typeof createStoreCouponsRepository>;
