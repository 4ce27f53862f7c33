import type { InvoiceAddressBody } from '@portal/shared/schemas/addresses';
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  customers,
  invoiceAddresses,
  invoiceProjects,
  invoiceReferences,
  userCustomers,
} from './customers.tables';

export type InvoiceAddressRow = typeof invoiceAddresses.$inferSelect & { customerNumber: string | null };
export type ProjectRow = typeof invoiceProjects.$inferSelect;
export type ReferenceRow = typeof invoiceReferences.$inferSelect;

/** The address fields a user writes (a new customer's address); the owner columns are set here. */
type AddressFields = Omit<InvoiceAddressBody, 'newCustomer'>;

/**
 * The customers' data. Every read a user can cause is scoped to that user: the invoice addresses
 * of the customers linked to them, and the new-customer addresses they entered themselves.
 */
export function createCustomersRepository(db: Db) {
  /** The invoice addresses a user may see: their customers' and their own new-customer ones. */
  const visibleTo = (userId: string): SQL =>
    or(
      eq(invoiceAddresses.createdByUserId, userId),
      inArray(
        invoiceAddresses.customerId,
        db
          .select({ id: userCustomers.customerId })
          .from(userCustomers)
          .where(eq(userCustomers.userId, userId)),
      ),
    )!;

  const addressesWhere = (where: SQL) =>
    db
      .select({ address: invoiceAddresses, customerNumber: customers.customerNumber })
      .from(invoiceAddresses)
      .leftJoin(customers, eq(customers.id, invoiceAddresses.customerId))
      .where(where)
      // Customer numbers first, in number order; then new-customer addresses as they were entered.
      .orderBy(sql`${customers.customerNumber} asc nulls last`, asc(invoiceAddresses.createdAt))
      .then((rows) => rows.map(({ address, customerNumber }) => ({ ...address, customerNumber })));

  async function customerIdOf(customerNumber: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber))
      .limit(1);
    return row?.id;
  }

  return {
    invoiceAddressesOf(userId: string): Promise<InvoiceAddressRow[]> {
      return addressesWhere(visibleTo(userId));
    },

    async invoiceAddressOf(
      userId: string,
      addressId: string,
      executor: Db = db,
    ): Promise<InvoiceAddressRow | undefined> {
      const [row] = await executor
        .select({ address: invoiceAddresses, customerNumber: customers.customerNumber })
        .from(invoiceAddresses)
        .leftJoin(customers, eq(customers.id, invoiceAddresses.customerId))
        .where(and(eq(invoiceAddresses.id, addressId), visibleTo(userId)))
        .limit(1);
      return row ? { ...row.address, customerNumber: row.customerNumber } : undefined;
    },

    /** A customer linked to the user, by number, with its invoice address (if it has one yet). */
    async customerOf(
      userId: string,
      customerNumber: string,
    ): Promise<{ customerNumber: string; invoiceZipCode: string | null } | undefined> {
      const [row] = await db
        .select({ customerNumber: customers.customerNumber, invoiceZipCode: invoiceAddresses.zipCode })
        .from(customers)
        .innerJoin(
          userCustomers,
          and(eq(userCustomers.customerId, customers.id), eq(userCustomers.userId, userId)),
        )
        .leftJoin(invoiceAddresses, eq(invoiceAddresses.customerId, customers.id))
        .where(eq(customers.customerNumber, customerNumber))
        .limit(1);
      return row;
    },

    async projectsOf(addressIds: string[]): Promise<ProjectRow[]> {
      if (addressIds.length === 0) return [];
      return db
        .select()
        .from(invoiceProjects)
        .where(inArray(invoiceProjects.invoiceAddressId, addressIds))
        .orderBy(asc(invoiceProjects.name));
    },

    async referencesOf(addressIds: string[]): Promise<ReferenceRow[]> {
      if (addressIds.length === 0) return [];
      return db
        .select()
        .from(invoiceReferences)
        .where(inArray(invoiceReferences.invoiceAddressId, addressIds))
        .orderBy(asc(invoiceReferences.value));
    },

    async countNewCustomerAddresses(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(invoiceAddresses)
        .where(eq(invoiceAddresses.createdByUserId, userId));
      return row?.total ?? 0;
    },

    async insertNewCustomerAddress(userId: string, fields: AddressFields, at: Date): Promise<string> {
      const [row] = await db
        .insert(invoiceAddresses)
        .values({ ...fields, newCustomer: true, createdByUserId: userId, createdAt: at, updatedAt: at })
        .returning({ id: invoiceAddresses.id });
      return row!.id;
    },

    /** Changes a new-customer address of this user; false when there is none with this id. */
    async updateNewCustomerAddress(
      userId: string,
      addressId: string,
      fields: AddressFields,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(invoiceAddresses)
        .set({ ...fields, updatedAt: at })
        .where(
          and(
            eq(invoiceAddresses.id, addressId),
            eq(invoiceAddresses.createdByUserId, userId),
            eq(invoiceAddresses.newCustomer, true),
          ),
        )
        .returning({ id: invoiceAddresses.id });
      return rows.length === 1;
    },

    async deleteNewCustomerAddress(userId: string, addressId: string): Promise<boolean> {
      const rows = await db
        .delete(invoiceAddresses)
        .where(
          and(
            eq(invoiceAddresses.id, addressId),
            eq(invoiceAddresses.createdByUserId, userId),
            eq(invoiceAddresses.newCustomer, true),
          ),
        )
        .returning({ id: invoiceAddresses.id });
      return rows.length === 1;
    },

    async countProjects(addressId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(invoiceProjects)
        .where(eq(invoiceProjects.invoiceAddressId, addressId));
      return row?.total ?? 0;
    },

    /** Adds a project; one already in the list (the same name) stays as it is. */
    async insertProject(addressId: string, name: string, userId: string, at: Date): Promise<void> {
      await db
        .insert(invoiceProjects)
        .values({ invoiceAddressId: addressId, name, userId, createdAt: at })
        .onConflictDoNothing({ target: [invoiceProjects.invoiceAddressId, invoiceProjects.name] });
    },

    async findProject(addressId: string, projectId: string): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(invoiceProjects)
        .where(and(eq(invoiceProjects.id, projectId), eq(invoiceProjects.invoiceAddressId, addressId)))
        .limit(1);
      return row;
    },

    /** Removes a project only when this user made it; false otherwise. */
    async deleteOwnProject(addressId: string, projectId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(invoiceProjects)
        .where(
          and(
            eq(invoiceProjects.id, projectId),
            eq(invoiceProjects.invoiceAddressId, addressId),
            eq(invoiceProjects.userId, userId),
          ),
        )
        .returning({ id: invoiceProjects.id });
      return rows.length === 1;
    },

    async countReferences(addressId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(invoiceReferences)
        .where(eq(invoiceReferences.invoiceAddressId, addressId));
      return row?.total ?? 0;
    },

    async insertReference(addressId: string, value: string, userId: string, at: Date): Promise<void> {
      await db
        .insert(invoiceReferences)
        .values({ invoiceAddressId: addressId, value, userId, createdAt: at })
        .onConflictDoNothing({ target: [invoiceReferences.invoiceAddressId, invoiceReferences.value] });
    },

    async findReference(addressId: string, referenceId: string): Promise<ReferenceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoiceReferences)
        .where(and(eq(invoiceReferences.id, referenceId), eq(invoiceReferences.invoiceAddressId, addressId)))
        .limit(1);
      return row;
    },

    async deleteOwnReference(addressId: string, referenceId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(invoiceReferences)
        .where(
          and(
            eq(invoiceReferences.id, referenceId),
            eq(invoiceReferences.invoiceAddressId, addressId),
            eq(invoiceReferences.userId, userId),
          ),
        )
        .returning({ id: invoiceReferences.id });
      return rows.length === 1;
    },

    // ---- staff: links between users and customers (not scoped to a user: staff see every customer) ----

    customerIdOf,

    /** The numbers of the customers linked to a user, in number order. */
    async customerNumbersOfUser(userId: string): Promise<string[]> {
      const rows = await db
        .select({ customerNumber: customers.customerNumber })
        .from(userCustomers)
        .innerJoin(customers, eq(customers.id, userCustomers.customerId))
        .where(eq(userCustomers.userId, userId))
        .orderBy(asc(customers.customerNumber));
      return rows.map((row) => row.customerNumber);
    },

    async linkedUserIds(customerId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: userCustomers.userId })
        .from(userCustomers)
        .where(eq(userCustomers.customerId, customerId))
        .orderBy(asc(userCustomers.linkedAt));
      return rows.map((row) => row.userId);
    },

    async link(userId: string, customerId: string, at: Date): Promise<void> {
      await db.insert(userCustomers).values({ userId, customerId, linkedAt: at }).onConflictDoNothing();
    },

    async unlink(userId: string, customerId: string): Promise<boolean> {
      const rows = await db
        .delete(userCustomers)
        .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerId, customerId)))
        .returning({ userId: userCustomers.userId });
      return rows.length === 1;
    },

    // ---- demo seed: natural keys, nothing that exists is changed ----

    /** The customer with this number, created with its invoice address when missing; returns its id. */
    async ensureCustomer(
      customerNumber: string,
      address: AddressFields,
    ): Promise<{ customerId: string; addressId: string }> {
      await db.insert(customers).values({ customerNumber }).onConflictDoNothing();
      const customerId = (await customerIdOf(customerNumber))!;
      await db
        .insert(invoiceAddresses)
        .values({ ...address, customerId, newCustomer: false })
        .onConflictDoNothing({ target: invoiceAddresses.customerId });
      const [row] = await db
        .select({ id: invoiceAddresses.id })
        .from(invoiceAddresses)
        .where(eq(invoiceAddresses.customerId, customerId));
      return { customerId, addressId: row!.id };
    },

    /** The provider's own entries (no userId) of a customer's invoice address. */
    async ensureProviderEntries(addressId: string, projects: string[], references: string[]): Promise<void> {
      if (projects.length > 0)
        await db
          .insert(invoiceProjects)
          .values(projects.map((name) => ({ invoiceAddressId: addressId, name, userId: null })))
          .onConflictDoNothing();
      if (references.length > 0)
        await db
          .insert(invoiceReferences)
          .values(references.map((value) => ({ invoiceAddressId: addressId, value, userId: null })))
          .onConflictDoNothing();
    },

    /** Whether a user has a new-customer address with this company already (the seed adds one once). */
    async hasNewCustomerAddress(userId: string, company: string): Promise<boolean> {
      const [row] = await db
        .select({ id: invoiceAddresses.id })
        .from(invoiceAddresses)
        .where(
          and(
            eq(invoiceAddresses.createdByUserId, userId),
            eq(invoiceAddresses.company, company),
            isNull(invoiceAddresses.customerId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
