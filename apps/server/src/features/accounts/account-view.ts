import type { User } from '@portal/shared/schemas/account';
import type { Config } from '../../config/config';
import type { ThemesService } from '../themes/themes.service';
import type { UserRow } from './accounts.repository';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * Whether a user has any archive in the file store, as the file store scopes it (its archives
 * of the user's customers; the order desk's staff every archive): one EXISTS. The file store is
 * built after the accounts (it knows users), so app.ts hands it over as this function.
 */
export type HasArchives = (caller: { userId: string; orderDesk: boolean }) => Promise<boolean>;

/** How a user row looks to the outside: the spec's User (01 section 3), staff by e-mail domain. */
export function createAccountView(deps: { config: Config; themes: ThemesService; hasArchives: HasArchives }) {
  const isStaff = (email: string) => deps.config.staffDomains.includes(domainOf(email));

  async function toUser(row: UserRow): Promise<User> {
    // A role left on an address that moved to a customer's domain opens nothing (decision 0051).
    const staffRoles = isStaff(row.email) ? row.staffRoles : [];
    return {
      uid: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      securityLevel: row.securityLevel,
      unzipOnUpload: row.unzipOnUpload,
      projectRequired: row.projectRequired,
      notifications: { orderConfirmation: row.notifyOrderConfirmation, delivery: row.notifyDelivery },
      defaultProjectId: row.defaultProjectId,
      formatString: row.formatString,
      printStore:
        row.printStoreId && row.printStoreRole ? { id: row.printStoreId, role: row.printStoreRole } : null,
      title: row.title,
      themeName: row.themeId ? ((await deps.themes.findById(row.themeId))?.name ?? null) : null,
      isStaff: isStaff(row.email),
      staffRoles,
      preferences: row.preferences,
      hasArchives: await deps.hasArchives({ userId: row.id, orderDesk: staffRoles.includes('orderDesk') }),
      loggedIn: true,
    };
  }

  return { toUser, isStaff, domainOf };
}
export type AccountView = ReturnType<typeof createAccountView>;
