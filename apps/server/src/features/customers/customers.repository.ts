import type { InvoiceAddressBody } from '@portal/shared/schemas/addresses';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  customerChangeRequests,
  customerLinkHistory,
  customers,
  invoiceAddresses,
  invoiceProjects,
  invoiceReferences,
  userCustomers,
} from './customers.tables';

export type InvoiceAddressRow = typeof invoiceAddresses.$inferSelect & { customerNumber: string | null };
export type ProjectRow = typeof invoiceProjects.$inferSelect;
export type ReferenceRow = typeof invoiceReferences.$inferSelect;
export type LinkHistoryEntry = Omit<typeof customerLinkHistory.$inferInsert, 'id'>;
export type LinkHistoryRow = typeof customerLinkHistory.$inferSelect;
export type ChangeRequestRow = typeof customerChangeRequests.$inferSelect;
/** A change request with the invoice address it names as that address is now (null once removed). */
export type ChangeRequestWithAddress = ChangeRequestRow & { address: InvoiceAddressRow | null };
export type StaffCustomerRow = { id: string; customerNumber: string; company: string; city: string };

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

  /** The new-customer address with this id, when this user entered it: the only kind a user may change. */
  const ownNewCustomerAddress = (userId: string, addressId: string) =>
    and(
      eq(invoiceAddresses.id, addressId),
      eq(invoiceAddresses.createdByUserId, userId),
      eq(invoiceAddresses.newCustomer, true),
    );

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

  const projects = entryListQueries(db, invoiceProjects, 'name');
  const references = entryListQueries(db, invoiceReferences, 'value');

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

    /** Any invoice address by id (staff: a new customer's request names its own). */
    async invoiceAddressById(addressId: string, executor: Db = db): Promise<InvoiceAddressRow | undefined> {
      const [row] = await executor
        .select({ address: invoiceAddresses, customerNumber: customers.customerNumber })
        .from(invoiceAddresses)
        .leftJoin(customers, eq(customers.id, invoiceAddresses.customerId))
        .where(eq(invoiceAddresses.id, addressId))
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

    projectsOf: projects.of,
    referencesOf: references.of,

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
        .where(ownNewCustomerAddress(userId, addressId))
        .returning({ id: invoiceAddresses.id });
      return rows.length === 1;
    },

    async deleteNewCustomerAddress(userId: string, addressId: string): Promise<boolean> {
      const rows = await db
        .delete(invoiceAddresses)
        .where(ownNewCustomerAddress(userId, addressId))
        .returning({ id: invoiceAddresses.id });
      return rows.length === 1;
    },

    /** Adds a project; one already in the list (the same name) stays as it is. */
    insertProject: projects.insert,
    findProject: projects.find,
    /** Removes a project only when this user made it; false otherwise. */
    deleteOwnProject: projects.deleteOwn,

    /** Adds a reference; one already in the list (the same value) stays as it is. */
    insertReference: references.insert,
    findReference: references.find,
    /** Removes a reference only when this user made it; false otherwise. */
    deleteOwnReference: references.deleteOwn,

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

    /**
     * Customers as a card (id, number, the invoice address's company as name): those linked to
     * `userId`, those with these ids, or every customer; in number order.
     */
    async customerCards(
      which: { userId: string } | { ids: string[] } | 'all',
    ): Promise<{ id: string; customerNumber: string; name: string }[]> {
      if (which !== 'all' && 'ids' in which && which.ids.length === 0) return [];
      const where =
        which === 'all'
          ? undefined
          : 'ids' in which
            ? inArray(customers.id, which.ids)
            : inArray(
                customers.id,
                db
                  .select({ id: userCustomers.customerId })
                  .from(userCustomers)
                  .where(eq(userCustomers.userId, which.userId)),
              );
      return db
        .select({
          id: customers.id,
          customerNumber: customers.customerNumber,
          name: sql<string>`coalesce(${invoiceAddresses.company}, '')`,
        })
        .from(customers)
        .leftJoin(invoiceAddresses, eq(invoiceAddresses.customerId, customers.id))
        .where(where)
        .orderBy(asc(customers.customerNumber));
    },

    /**
     * customerCards as a query another statement embeds (columns id, customer_number, name): the
     * customers linked to `userId`, or every customer. A read that needs a user's customers and
     * its own rows asks once instead of twice (decision 0129).
     */
    cardsQuery(which: { userId: string } | 'all'): SQL {
      const linked =
        which === 'all'
          ? sql``
          : sql`where ${customers.id} in (select ${userCustomers.customerId} from ${userCustomers}
              where ${userCustomers.userId} = ${which.userId}::uuid)`;
      return sql`select ${customers.id} as id, ${customers.customerNumber} as customer_number,
          coalesce(${invoiceAddresses.company}, '') as name
        from ${customers} left join ${invoiceAddresses} on ${invoiceAddresses.customerId} = ${customers.id}
        ${linked}`;
    },

    async linkedUserIds(customerId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: userCustomers.userId })
        .from(userCustomers)
        .where(eq(userCustomers.customerId, customerId))
        .orderBy(asc(userCustomers.linkedAt));
      return rows.map((row) => row.userId);
    },

    /** Links a user to a customer; false when they were linked already (nothing changed then). */
    async link(userId: string, customerId: string, at: Date, executor: Db = db): Promise<boolean> {
      const rows = await executor
        .insert(userCustomers)
        .values({ userId, customerId, linkedAt: at })
        .onConflictDoNothing()
        .returning({ userId: userCustomers.userId });
      return rows.length === 1;
    },

    /** Ends a link; false when there was none. */
    async unlink(userId: string, customerId: string, executor: Db = db): Promise<boolean> {
      const rows = await executor
        .delete(userCustomers)
        .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerId, customerId)))
        .returning({ userId: userCustomers.userId });
      return rows.length === 1;
    },

    /** Adds a link or unlink to the customer's history; history rows are never changed or removed. */
    async recordLinkChange(entry: LinkHistoryEntry, executor: Db = db): Promise<void> {
      await executor.insert(customerLinkHistory).values(entry);
    },

    // ---- staff: the Klanten screen (decision 0135); staff see every customer ----

    /**
     * Customers whose number or company contains `search`, or one of whose linked users' e-mail
     * address does; every customer without a search. In number order, `limit` at most.
     */
    async staffCustomers(search: string, limit: number): Promise<StaffCustomerRow[]> {
      const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const where =
        search === ''
          ? undefined
          : or(
              ilike(customers.customerNumber, pattern),
              ilike(invoiceAddresses.company, pattern),
              // The accounts' table is read by key only, as the order desk's search reads it.
              sql`exists (select 1 from ${userCustomers} join users u on u.id = ${userCustomers.userId}
                where ${userCustomers.customerId} = ${customers.id} and u.email ilike ${pattern})`,
            );
      return db
        .select({
          id: customers.id,
          customerNumber: customers.customerNumber,
          company: sql<string>`coalesce(${invoiceAddresses.company}, '')`,
          city: sql<string>`coalesce(${invoiceAddresses.city}, '')`,
        })
        .from(customers)
        .leftJoin(invoiceAddresses, eq(invoiceAddresses.customerId, customers.id))
        .where(where)
        .orderBy(asc(customers.customerNumber))
        .limit(limit);
    },

    /** A customer by number with its invoice address (if it has one). */
    async customerWithAddress(
      customerNumber: string,
    ): Promise<{ id: string; customerNumber: string; address: InvoiceAddressRow | null } | undefined> {
      const [row] = await db
        .select({ customer: customers, address: invoiceAddresses })
        .from(customers)
        .leftJoin(invoiceAddresses, eq(invoiceAddresses.customerId, customers.id))
        .where(eq(customers.customerNumber, customerNumber))
        .limit(1);
      if (!row) return undefined;
      return {
        id: row.customer.id,
        customerNumber: row.customer.customerNumber,
        address: row.address ? { ...row.address, customerNumber: row.customer.customerNumber } : null,
      };
    },

    /** The customer's history, newest first. */
    async historyOf(customerId: string): Promise<LinkHistoryRow[]> {
      return db
        .select()
        .from(customerLinkHistory)
        .where(eq(customerLinkHistory.customerId, customerId))
        .orderBy(desc(customerLinkHistory.changedAt), desc(customerLinkHistory.change));
    },

    /** A new customer with this number; undefined when the number is taken (nothing written then). */
    async insertCustomer(customerNumber: string, at: Date, executor: Db = db): Promise<string | undefined> {
      const [row] = await executor
        .insert(customers)
        .values({ customerNumber, createdAt: at })
        .onConflictDoNothing({ target: customers.customerNumber })
        .returning({ id: customers.id });
      return row?.id;
    },

    /**
     * A new customer's own invoice address becomes the customer's: its projects and references go
     * with it, and its user then sees it through the link. False when it is no new customer's.
     */
    async adoptNewCustomerAddress(
      addressId: string,
      customerId: string,
      at: Date,
      executor: Db = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(invoiceAddresses)
        .set({ customerId, newCustomer: false, createdByUserId: null, updatedAt: at })
        .where(and(eq(invoiceAddresses.id, addressId), eq(invoiceAddresses.newCustomer, true)))
        .returning({ id: invoiceAddresses.id });
      return rows.length === 1;
    },

    /** The customer's invoice address from these fields (when the request's own is gone). */
    async insertCustomerAddress(
      customerId: string,
      fields: AddressFields,
      at: Date,
      executor: Db = db,
    ): Promise<void> {
      await executor
        .insert(invoiceAddresses)
        .values({ ...fields, customerId, newCustomer: false, createdAt: at, updatedAt: at });
    },

    /** Staff apply a change request: the invoice address gets these fields. False when it is gone. */
    async updateInvoiceAddressFields(
      addressId: string,
      fields: AddressFields,
      at: Date,
      executor: Db = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(invoiceAddresses)
        .set({ ...fields, updatedAt: at })
        .where(eq(invoiceAddresses.id, addressId))
        .returning({ id: invoiceAddresses.id });
      return rows.length === 1;
    },

    async insertChangeRequest(
      entry: Omit<typeof customerChangeRequests.$inferInsert, 'id'>,
      executor: Db = db,
    ): Promise<string> {
      const [row] = await executor
        .insert(customerChangeRequests)
        .values(entry)
        .returning({ id: customerChangeRequests.id });
      return row!.id;
    },

    /** Open change requests (oldest first), or the one with this id, with their addresses as they are now. */
    async changeRequests(
      which: 'open' | { id: string },
      executor: Db = db,
    ): Promise<ChangeRequestWithAddress[]> {
      const rows = await executor
        .select({
          request: customerChangeRequests,
          address: invoiceAddresses,
          number: customers.customerNumber,
        })
        .from(customerChangeRequests)
        .leftJoin(invoiceAddresses, eq(invoiceAddresses.id, customerChangeRequests.invoiceAddressId))
        .leftJoin(customers, eq(customers.id, invoiceAddresses.customerId))
        .where(
          which === 'open'
            ? isNull(customerChangeRequests.handledAt)
            : eq(customerChangeRequests.id, which.id),
        )
        .orderBy(asc(customerChangeRequests.requestedAt), asc(customerChangeRequests.id));
      return rows.map(({ request, address, number }) => ({
        ...request,
        address: address ? { ...address, customerNumber: number } : null,
      }));
    },

    /** Records how an open request was handled; false when it was handled already (nothing changed). */
    async markChangeRequestHandled(
      id: string,
      handling: Pick<ChangeRequestRow, 'outcome' | 'note' | 'handledBy' | 'handledByEmail' | 'handledAt'>,
      executor: Db = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(customerChangeRequests)
        .set(handling)
        .where(and(eq(customerChangeRequests.id, id), isNull(customerChangeRequests.handledAt)))
        .returning({ id: customerChangeRequests.id });
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

type EntryTable = typeof invoiceProjects | typeof invoiceReferences;

/** The queries of one list of an invoice address; Row is a project's or a reference's row. */
type EntryListQueries<Row> = {
  /** The entries of these addresses, in the order of their text. */
  of(addressIds: string[]): Promise<Row[]>;
  /** Adds an entry; one already in the list (the same text) stays as it is. */
  insert(addressId: string, text: string, userId: string, at: Date): Promise<void>;
  find(addressId: string, entryId: string): Promise<Row | undefined>;
  /** Removes an entry only when this user made it; false otherwise. */
  deleteOwn(addressId: string, entryId: string, userId: string): Promise<boolean>;
};

/**
 * The queries of an invoice address's projects or its references. The two lists are one kind of
 * thing (decision 0044 point 4): entries unique by their text within the address, each owned by the
 * user who saved it (null for the provider's), removable only by that user. One set of queries
 * serves both, so the scoping and ownership rules of the two lists cannot drift apart. The tables
 * differ only in the name of the text column, which the overloads pair with its table.
 */
function entryListQueries(
  db: Db,
  table: typeof invoiceProjects,
  textKey: 'name',
): EntryListQueries<ProjectRow>;
function entryListQueries(
  db: Db,
  table: typeof invoiceReferences,
  textKey: 'value',
): EntryListQueries<ReferenceRow>;
function entryListQueries(
  db: Db,
  table: EntryTable,
  textKey: 'name' | 'value',
): EntryListQueries<ProjectRow | ReferenceRow> {
  const text = (table as unknown as Record<typeof textKey, AnyPgColumn>)[textKey];
  const inAddress = (addressId: string, entryId: string) =>
    and(eq(table.id, entryId), eq(table.invoiceAddressId, addressId));

  return {
    async of(addressIds) {
      if (addressIds.length === 0) return [];
      return db.select().from(table).where(inArray(table.invoiceAddressId, addressIds)).orderBy(asc(text));
    },
    async insert(addressId, value, userId, at) {
      await db
        .insert(table)
        .values({
          invoiceAddressId: addressId,
          [textKey]: value,
          userId,
          createdAt: at,
        } as EntryTable['$inferInsert'])
        .onConflictDoNothing({ target: [table.invoiceAddressId, text] });
    },
    async find(addressId, entryId) {
      const [row] = await db.select().from(table).where(inAddress(addressId, entryId)).limit(1);
      return row;
    },
    async deleteOwn(addressId, entryId, userId) {
      const rows = await db
        .delete(table)
        .where(and(inAddress(addressId, entryId), eq(table.userId, userId)))
        .returning({ id: table.id });
      return rows.length === 1;
    },
  };
}
