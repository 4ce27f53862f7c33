import { createJwt } from '../../lib/jwt';
import { deriveKey } from '../../lib/tokens';
import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { MailService } from '../mail/mail.service';
import type { ThemesService } from '../themes/themes.service';
import { createAccountLimits } from './account-limits';
import { createAccountMails } from './account-mails';
import { createAccountView, type HasArchives } from './account-view';
import { createAccountsRepository } from './accounts.repository';
import { accountsRoutes } from './accounts.routes';
import { seedDemoAccounts } from './accounts.seed';
import { createAuthenticator } from './authentication';
import { createCredentials } from './credentials';
import { createDomainRestrictions } from './domain-restrictions';
import { createLiveSessions } from './live-sessions';
import { createProfileService } from './profile.service';
import { createRegistrationService } from './registration.service';
import { createSessionsService } from './sessions.service';
import { createUserDirectory } from './user-directory.service';

/**
 * Accounts: registration, logins bound to sessions, profile (spec 01 sections 3–7). Hands out
 * the authenticator that every route subtree uses to know its caller.
 */
export function createAccountsModule(
  platform: Platform,
  deps: { mail: MailService; themes: ThemesService; hasArchives: HasArchives },
) {
  const { db, clock, config } = platform;
  const repository = createAccountsRepository(db);
  const view = createAccountView({ config, themes: deps.themes, hasArchives: deps.hasArchives });
  const limits = createAccountLimits({ repository, clock });
  const restrictions = createDomainRestrictions(repository);
  const mails = createAccountMails({ repository, clock, config, mail: deps.mail });
  const credentials = createCredentials({ repository, limits });
  const liveSessions = createLiveSessions({ repository, clock, log: platform.log });
  const sessions = createSessionsService({
    repository,
    clock,
    jwt: createJwt(config.jwtSecret),
    view,
    credentials,
    restrictions,
    liveSessions,
    rotationKey: deriveKey(config.jwtSecret, 'refresh-rotation'),
    maxLoginsPerUser: config.loginsPerUserMax,
  });
  const registration = createRegistrationService({
    db,
    repository,
    clock,
    limits,
    restrictions,
    mails,
    credentials,
  });
  const profile = createProfileService({ db, repository, clock, view, themes: deps.themes, mails });

  const module: FeatureModule = {
    name: 'accounts',
    routes: accountsRoutes({
      sessions,
      registration,
      profile,
      events: platform.events,
      cookiePolicy: { alwaysSecure: config.env === 'production' },
    }),
    seed: () => seedDemoAccounts(repository, deps.themes),
    // Logins are kept only while this instance hears every change to them (decision 0049).
    onReady: () => liveSessions.start(platform.database),
    onClose: () => liveSessions.stop(),
  };
  return {
    module,
    authenticator: createAuthenticator(sessions, view),
    sessions,
    directory: createUserDirectory(repository),
  };
}
