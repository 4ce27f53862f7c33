import type { DeliveryAddressBody } from '@portal/shared/schemas/addresses';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deliveryAddresses } from './addresses.tables';

export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect;

/** A user's delivery addresses: every query names the user, so nobody reaches another's list. */
export function createAddressesRepository(db: Db) {
  const ofUser = (userId: string, addressId: string) =>
    and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.userId, userId));

  return {
    async listOf(userId: string): Promise<DeliveryAddressRow[]> {
      return db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.userId, userId))
        .orderBy(asc(deliveryAddresses.company), asc(deliveryAddresses.createdAt));
    },
    async find(userId: string, addressId: string): Promise<DeliveryAddressRow | undefined> {
      const [row] = await db.select().from(deliveryAddresses).where(ofUser(userId, addressId)).limit(1);
      return row;
    },
    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.userId, userId));
      return row?.total ?? 0;
    },
    async insert(userId: string, address: DeliveryAddressBody, at: Date): Promise<DeliveryAddressRow> {
      const [row] = await db
        .insert(deliveryAddresses)
        .values({ ...address, userId, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },
    /** Undefined when the user has no address with this id. */
    async update(
      userId: string,
      addressId: string,
      address: DeliveryAddressBody,
      at: Date,
    ): Promise<DeliveryAddressRow | undefined> {
      const [row] = await db
        .update(deliveryAddresses)
        .set({ ...address, updatedAt: at })
        .where(ofUser(userId, addressId))
        .returning();
      return row;
    },
    async delete(userId: string, addressId: string): Promise<boolean> {
      const rows = await db
        .delete(deliveryAddresses)
        .where(ofUser(userId, addressId))
        .returning({ id: deliveryAddresses.id });
      return rows.length === 1;
    },
    /** Demo seed: whether the user has an address for this company already. */
    async hasCompany(userId: string, company: string): Promise<boolean> {
      const [row] = await db
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.company, company)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
