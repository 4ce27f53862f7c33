import type { DeliveryAddressBody } from '@portal/shared/schemas/addresses';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deliveryAddresses } from './addresses.tables';

export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect;

/**
 * A user's delivery addresses: every query names the user, so nobody reaches another's list. A
 * write that makes an address the default ends the user's other default in the same transaction
 * (a partial unique index keeps one per user, decision 0135).
 */
export function createAddressesRepository(db: Db) {
  const ofUser = (userId: string, addressId: string) =>
    and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.userId, userId));

  /** The user's default other than `keepId` stops being one. */
  const endOtherDefault = (tx: Db, userId: string, keepId?: string) =>
    tx
      .update(deliveryAddresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(deliveryAddresses.userId, userId),
          eq(deliveryAddresses.isDefault, true),
          keepId ? ne(deliveryAddresses.id, keepId) : undefined,
        ),
      );

  const inTransaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(tx as unknown as Db));

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
      return inTransaction(async (tx) => {
        if (address.isDefault) await endOtherDefault(tx, userId);
        const [row] = await tx
          .insert(deliveryAddresses)
          .values({ ...address, userId, createdAt: at, updatedAt: at })
          .returning();
        return row!;
      });
    },
    /** Undefined when the user has no address with this id. */
    async update(
      userId: string,
      addressId: string,
      address: DeliveryAddressBody,
      at: Date,
    ): Promise<DeliveryAddressRow | undefined> {
      return inTransaction(async (tx) => {
        if (address.isDefault) await endOtherDefault(tx, userId, addressId);
        const [row] = await tx
          .update(deliveryAddresses)
          .set({ ...address, updatedAt: at })
          .where(ofUser(userId, addressId))
          .returning();
        return row;
      });
    },
    /** Makes this address of the user their default; false when the user has no such address. */
    async setDefault(userId: string, addressId: string, at: Date): Promise<boolean> {
      return inTransaction(async (tx) => {
        // Not the user's: nothing changes, their default included.
        const [own] = await tx
          .select({ id: deliveryAddresses.id })
          .from(deliveryAddresses)
          .where(ofUser(userId, addressId));
        if (!own) return false;
        await endOtherDefault(tx, userId, addressId);
        const rows = await tx
          .update(deliveryAddresses)
          .set({ isDefault: true, updatedAt: at })
          .where(ofUser(userId, addressId))
          .returning({ id: deliveryAddresses.id });
        return rows.length === 1;
      });
    },
    async delete(userId: string, addressId: string): Promise<boolean> {
      const rows = await db
        .delete(deliveryAddresses)
        .where(ofUser(userId, addressId))
        .returning({ id: deliveryAddresses.id });
      return rows.length === 1;
    },
    /** Demo seed: the user's address of this company becomes the default when the user has none. */
    async ensureDefault(userId: string, company: string): Promise<void> {
      const rows = await db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
      const chosen = rows.find((row) => row.company === company);
      if (!chosen || rows.some((row) => row.isDefault)) return;
      await db.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, chosen.id));
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
