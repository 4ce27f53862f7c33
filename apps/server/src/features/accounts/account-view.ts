import type { User } from '@portal/shared/schemas/account';
import type { Config } from '../../config/config';
import type { ThemesService } from '../themes/themes.service';
import type { UserRow } from './accounts.repository';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** How a user row looks to the outside: the spec's User (01 section 3), staff by e-mail domain. */
export function createAccountView(deps: { config: Config; themes: ThemesService }) {
  const isStaff = (email: string) => deps.config.staffDomains.includes(domainOf(email));

  async function toUser(row: UserRow): Promise<User> {
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
      // A role left on an address that moved to a customer's domain opens nothing (decision 0051).
      staffRoles: isStaff(row.email) ? row.staffRoles : [],
      preferences: row.preferences,
      loggedIn: true,
    };
  }

  return { toUser, isStaff, domainOf };
}
export type AccountView = ReturnType<typeof createAccountView>;
