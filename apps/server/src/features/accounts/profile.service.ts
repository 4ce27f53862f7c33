import type { SaveSettingsBody, User, UserPreferences } from '@portal/shared/schemas/account';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { type Failure, fail } from '../../platform/failure';
import type { ThemesService } from '../themes/themes.service';
import type { AccountMails } from './account-mails';
import type { AccountView } from './account-view';
import type { AccountsRepository, UserRow } from './accounts.repository';
import type { AuthenticatedUser } from './sessions.service';

type Deps = {
  db: Db;
  repository: AccountsRepository;
  clock: Clock;
  view: AccountView;
  themes: ThemesService;
  mails: AccountMails;
};

type PasswordFailure = Failure<
  'PASSWORD_CHANGE_DISABLED' | 'CURRENT_PASSWORD_REQUIRED' | 'CURRENT_PASSWORD_WRONG'
>;

/** The logged-in user's own account: profile, preferences, the request to end it (spec 01 section 4). */
export function createProfileService(deps: Deps) {
  const { db, repository, clock, view } = deps;

  async function passwordChangeHidden(themeId: string | null): Promise<boolean> {
    const theme = themeId ? await deps.themes.findById(themeId) : undefined;
    return theme?.settings.flags.hideChangePw ?? false;
  }

  /** The whole row of the logged-in user (a login names only what every request needs). */
  async function accountOf(auth: AuthenticatedUser): Promise<UserRow> {
    const user = await repository.findUserById(auth.user.id);
    // The session check just found this user, and nothing removes users (their sessions would go
    // with them): a missing row here is unexpected.
    if (!user) throw new Error(`user ${auth.user.id} of a live session not found`);
    return user;
  }

  return {
    account: async (auth: AuthenticatedUser): Promise<User> => view.toUser(await accountOf(auth)),

    /** Profile settings; a new password needs the current one and ends the other sessions. */
    async saveSettings(auth: AuthenticatedUser, body: SaveSettingsBody): Promise<User | PasswordFailure> {
      const changes: Parameters<typeof repository.updateUser>[1] = {
        name: body.settings.name,
        phone: body.settings.phone,
        notifyOrderConfirmation: body.settings.notifications.orderConfirmation,
        notifyDelivery: body.settings.notifications.delivery,
        unzipOnUpload: body.settings.unzipOnUpload,
      };
      if (body.newPassword) {
        if (await passwordChangeHidden(auth.user.themeId)) return fail('PASSWORD_CHANGE_DISABLED');
        if (!body.currentPassword) return fail('CURRENT_PASSWORD_REQUIRED');
        if (!(await verifyPassword((await accountOf(auth)).passwordHash, body.currentPassword)))
          return fail('CURRENT_PASSWORD_WRONG');
        changes.passwordHash = await hashPassword(body.newPassword);
      }
      const updated = await db.transaction(async (tx) => {
        const row = await repository.updateUser(auth.user.id, changes, tx);
        if (changes.passwordHash)
          await repository.revokeAllSessions(auth.user.id, clock.now(), tx, { except: auth.sessionId });
        return row;
      });
      return view.toUser(updated);
    },

    async savePreferences(auth: AuthenticatedUser, preferences: UserPreferences): Promise<User> {
      return view.toUser(await repository.updateUser(auth.user.id, { preferences }));
    },

    /** Mails the request to the configured address with the account's own details. */
    async requestTermination(auth: AuthenticatedUser, message: string): Promise<void> {
      await deps.mails.terminationRequest(await accountOf(auth), message);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
