import type { AccountsRepository, UserRow } from './accounts.repository';

/** What another feature may know of a user: who they are and their order switches (spec 02 section 3, user fields). */
export type UserCard = {
  id: string;
  email: string;
  name: string;
  phone: string;
  themeId: string | null;
  projectRequired: boolean;
  formatString: string | null;
  /** The user wants a mail when an order is shipped or ready for pickup (notifications.delivery). */
  notifyDelivery: boolean;
  /** The user wants the order confirmation mail (notifications.orderConfirmation). */
  notifyOrderConfirmation: boolean;
};

/**
 * Users as other features see them (the customers feature links users to customer numbers and
 * checks projects against a user's formatString): a card, never the row with its password hash.
 */
export function createUserDirectory(repository: AccountsRepository) {
  const cardOf = (row: UserRow): UserCard => ({
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    themeId: row.themeId,
    projectRequired: row.projectRequired,
    formatString: row.formatString,
    notifyDelivery: row.notifyDelivery,
    notifyOrderConfirmation: row.notifyOrderConfirmation,
  });
  return {
    async byId(id: string): Promise<UserCard | null> {
      const row = await repository.findUserById(id);
      return row ? cardOf(row) : null;
    },
    /** E-mail addresses are stored lower-cased and trimmed. */
    async byEmail(email: string): Promise<UserCard | null> {
      const row = await repository.findUserByEmail(email.trim().toLowerCase());
      return row ? cardOf(row) : null;
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
