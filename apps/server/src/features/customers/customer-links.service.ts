import type { CustomerUsersResponse } from '@portal/shared/schemas/customers';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, inTransaction } from '../../platform/failure';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { CustomersRepository } from './customers.repository';
import type { LinkChange } from './customers.tables';

/** A customer as other features name it: its id, 7-digit number and the company of its invoice address. */
export type CustomerCard = { id: string; customerNumber: string; name: string };

/** The staff user who links or unlinks: named in the history of the customer's links. */
export type LinkingStaff = { userId: string; email: string };

/**
 * Which users may order for a customer number (decision 0044): staff with the customerLinks role
 * link and unlink them (the route's access checks the role, decision 0082); a user sees only the
 * customers linked to them. Every change is recorded with who and when in the same transaction,
 * so there is no link without its record; linking twice or unlinking what is not linked changes
 * nothing and records nothing.
 */
export function createCustomerLinksService(deps: {
  db: Db;
  repository: CustomersRepository;
  users: UserDirectory;
  clock: Clock;
}) {
  const { repository, users } = deps;

  async function usersOf(customerNumber: string, customerId: string): Promise<CustomerUsersResponse> {
    const cards = await Promise.all((await repository.linkedUserIds(customerId)).map((id) => users.byId(id)));
    return {
      customerNumber,
      users: cards.flatMap((card) => (card ? [{ id: card.id, email: card.email, name: card.name }] : [])),
    };
  }

  /** A change of a link, recorded in the transaction that made it. */
  const record = (
    tx: Db,
    change: LinkChange,
    customerId: string,
    user: { id: string; email: string },
    staff: LinkingStaff,
    at: Date,
  ) =>
    repository.recordLinkChange(
      {
        customerId,
        change,
        userId: user.id,
        userEmail: user.email,
        changedBy: staff.userId,
        changedByEmail: staff.email,
        changedAt: at,
      },
      tx,
    );

  return {
    /** The customer numbers a user orders for: whose orders they see beside their own (decision 0051). */
    customerNumbersOf(userId: string): Promise<string[]> {
      return repository.customerNumbersOfUser(userId);
    },

    /** The customers linked to a user, as cards (id, number, company name): whose archives they read. */
    customersOfUser(userId: string): Promise<CustomerCard[]> {
      return repository.customerCards({ userId });
    },

    /**
     * The cards of customersOfUser (or of allCustomers) as a query for another feature's statement
     * to embed (columns id, customer_number, name): its scope and its rows read in one round trip
     * (decision 0129). Only the query is handed out; the tables stay this feature's.
     */
    customerCardsQuery(which: { userId: string } | 'all'): SQL {
      return repository.cardsQuery(which);
    },

    /** Customers by id, as cards (names for what staff see of every customer). */
    customersByIds(ids: string[]): Promise<CustomerCard[]> {
      return repository.customerCards({ ids });
    },

    /** Every customer, as cards (staff may act for any of them). */
    allCustomers(): Promise<CustomerCard[]> {
      return repository.customerCards('all');
    },

    async list(customerNumber: string): Promise<CustomerUsersResponse | Failure<'CUSTOMER_NOT_FOUND'>> {
      const customerId = await repository.customerIdOf(customerNumber);
      return customerId ? usersOf(customerNumber, customerId) : fail('CUSTOMER_NOT_FOUND');
    },

    /** Links the user with this e-mail address; linking twice changes nothing. */
    async link(
      staff: LinkingStaff,
      customerNumber: string,
      email: string,
    ): Promise<CustomerUsersResponse | Failure<'CUSTOMER_NOT_FOUND' | 'USER_NOT_FOUND'>> {
      const customerId = await repository.customerIdOf(customerNumber);
      if (!customerId) return fail('CUSTOMER_NOT_FOUND');
      const user = await users.byEmail(email);
      if (!user) return fail('USER_NOT_FOUND');
      const at = deps.clock.now();
      await inTransaction(deps.db, async (tx) => {
        if (await repository.link(user.id, customerId, at, tx))
          await record(tx, 'linked', customerId, user, staff, at);
      });
      return usersOf(customerNumber, customerId);
    },

    async unlink(
      staff: LinkingStaff,
      customerNumber: string,
      userId: string,
    ): Promise<CustomerUsersResponse | Failure<'CUSTOMER_NOT_FOUND' | 'USER_NOT_FOUND'>> {
      const customerId = await repository.customerIdOf(customerNumber);
      if (!customerId) return fail('CUSTOMER_NOT_FOUND');
      const user = await users.byId(userId);
      if (!user) return fail('USER_NOT_FOUND');
      const at = deps.clock.now();
      const outcome = await inTransaction(deps.db, async (tx) => {
        if (!(await repository.unlink(user.id, customerId, tx))) return fail('USER_NOT_FOUND');
        await record(tx, 'unlinked', customerId, user, staff, at);
        return true;
      });
      return outcome === true ? usersOf(customerNumber, customerId) : outcome;
    },
  };
}
export type CustomerLinksService = ReturnType<typeof createCustomerLinksService>;
