import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerShops, shopStaff, shops } from './shops.tables';

export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert & { id: string };

/** The provider's shops: public data of the provider, the same for every customer. */
export function createShopsRepository(db: Db) {
  return {
    async list(): Promise<ShopRow[]> {
      return db.select().from(shops).orderBy(asc(shops.position), asc(shops.city));
    },
    async find(id: string): Promise<ShopRow | undefined> {
      const [row] = await db.select().from(shops).where(eq(shops.id, id)).limit(1);
      return row;
    },
    /** The shop staff gave this customer, if any. */
    async shopOfCustomer(customerNumber: string): Promise<string | null> {
      const [row] = await db
        .select({ shopId: customerShops.shopId })
        .from(customerShops)
        .where(eq(customerShops.customerNumber, customerNumber))
        .limit(1);
      return row?.shopId ?? null;
    },
    /** The shops a staff user works at. */
    async shopsOfStaff(userId: string): Promise<string[]> {
      const rows = await db
        .select({ shopId: shopStaff.shopId })
        .from(shopStaff)
        .where(eq(shopStaff.userId, userId));
      return rows.map((row) => row.shopId);
    },
    async insertMissingStaff(rows: { shopId: string; userId: string }[]): Promise<void> {
      if (rows.length > 0) await db.insert(shopStaff).values(rows).onConflictDoNothing();
    },
    /** Demo seed: shops by their fixed ids, a shop that exists stays as staff left it. */
    async insertMissing(rows: NewShopRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(shops).values(rows).onConflictDoNothing({ target: shops.id });
    },
    async insertMissingCustomerShops(rows: { customerNumber: string; shopId: string }[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insert(customerShops)
          .values(rows)
          .onConflictDoNothing({ target: customerShops.customerNumber });
    },
  };
}
export type ShopsRepository = ReturnType<typeof createShopsRepository>;
