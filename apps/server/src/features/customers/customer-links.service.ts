import type { CustomerUsersResponse } from '@portal/shared/schemas/customers';
import type { Clock } from '../../lib/clock';
import { type Failure, fail } from '../../platform/failure';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { CustomersRepository } from './customers.repository';

/**
 * Which users may order for a customer number (decision 0044): the provider's staff link and
 * unlink them; a user sees only the customers linked to them.
 */
export function createCustomerLinksService(deps: {
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

  return {
    /** The customer numbers a user orders for: whose orders they see beside their own (decision 0051). */
    customerNumbersOf(userId: string): Promise<string[]> {
      return repository.customerNumbersOfUser(userId);
    },

    async list(customerNumber: string): Promise<CustomerUsersResponse | Failure<'CUSTOMER_NOT_FOUND'>> {
      const customerId = await repository.customerIdOf(customerNumber);
      return customerId ? usersOf(customerNumber, customerId) : fail('CUSTOMER_NOT_FOUND');
    },

    /** Links the user with this e-mail address; linking twice changes nothing. */
    async link(
      customerNumber: string,
      email: string,
    ): Promise<CustomerUsersResponse | Failure<'CUSTOMER_NOT_FOUND' | 'USER_NOT_FOUND'>> {
      const customerId = await repository.customerIdOf(customerNumber);
      if (!customerId) return fail('CUSTOMER_NOT_FOUND');
      const user = await users.byEmail(email);
      if (!user) return fail('USER_NOT_FOUND');
      await repository.link(user.id, customerId, deps.clock.now());
      return usersOf(customerNumber, customerId);
    },

    async unlink(
      customerNumber: string,
      userId: string,
    ): Promise<CustomerUsersResponse | Failure<'CUSTOMER_NOT_FOUND' | 'USER_NOT_FOUND'>> {
      const customerId = await repository.customerIdOf(customerNumber);
      if (!customerId) return fail('CUSTOMER_NOT_FOUND');
      if (!(await repository.unlink(userId, customerId))) return fail('USER_NOT_FOUND');
      return usersOf(customerNumber, customerId);
    },
  };
}
export type CustomerLinksService = ReturnType<typeof createCustomerLinksService>;
