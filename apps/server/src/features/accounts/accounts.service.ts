import type { mails } from '@portal/shared/i18n/nl/mails';
import { translate } from '@portal/shared/i18n/translate';
import type {
  DomainRestriction,
  LoginBody,
  LoginResponse,
  SaveSettingsBody,
  SignUpBody,
  User,
  UserPreferences,
} from '@portal/shared/schemas/account';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Jwt, TokenClaims } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import type { ThemesService } from '../themes/themes.service';
import { createAccountsRepository, type UserRow } from './accounts.repository';
import type { TokenPurpose } from './accounts.tables';

type MailTextKey = `mails.${keyof typeof mails}`;

const HOUR = 3_600_000;
export const SESSION_TTL_MS = 12 * HOUR;
export const VALIDATION_TTL_MS = 48 * HOUR;
export const RESET_TTL_MS = 1 * HOUR;

/** Per-account limits (per-IP limits sit on the routes). */
export const ACCOUNT_LIMITS = {
  loginFailures: { max: 5, windowMs: 15 * 60_000 },
  signUp: { max: 3, windowMs: HOUR },
  forgotPassword: { max: 3, windowMs: HOUR },
  resetPassword: { max: 5, windowMs: HOUR },
} as const;

const UNRESTRICTED: DomainRestriction = {
  restricted: false,
  allowRegistration: true,
  allowLogin: true,
  title: '',
  message: '',
  btnLabel: '',
  btnUrl: '',
};

type Deps = { db: Db; clock: Clock; config: Config; jwt: Jwt; mail: MailService; themes: ThemesService };

export type AuthenticatedUser = { user: UserRow; sessionId: string };

export function createAccountsService(deps: Deps) {
  const repository = createAccountsRepository(deps.db);
  const { clock, config } = deps;
  const brand = config.brand.name;
  const link = (query: string) => `${config.publicUrl}/?${query}`;
  const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

  function isStaff(email: string): boolean {
    return config.staffDomains.includes(domainOf(email));
  }

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
      preferences: row.preferences,
      loggedIn: true,
    };
  }

  async function throttle(scope: keyof typeof ACCOUNT_LIMITS, key: string, record: boolean): Promise<void> {
    const limit = ACCOUNT_LIMITS[scope];
    const now = clock.now();
    const recent = await repository.countAttempts(scope, key, new Date(now.getTime() - limit.windowMs));
    if (recent >= limit.max) throw new AppError(429, 'TOO_MANY_ATTEMPTS');
    if (record) await repository.recordAttempt(scope, key, now);
  }

  async function checkDomain(email: string): Promise<DomainRestriction> {
    const row = await repository.findDomainRestriction(domainOf(email.trim().toLowerCase()));
    if (!row) return UNRESTRICTED;
    return {
      restricted: true,
      allowRegistration: row.allowRegistration,
      allowLogin: row.allowLogin,
      title: row.title,
      message: row.message,
      btnLabel: row.btnLabel,
      btnUrl: row.btnUrl,
    };
  }

  function restricted(restriction: DomainRestriction): AppError {
    return new AppError(
      403,
      'DOMAIN_RESTRICTED',
      restriction.message || translate('errors.DOMAIN_RESTRICTED'),
    );
  }

  /** A new single-use link token; older open links of the same kind stop working. Only its hash is stored. */
  async function issueToken(
    userId: string,
    purpose: TokenPurpose,
    ttlMs: number,
    executor: Db,
  ): Promise<string> {
    const now = clock.now();
    const token = newToken();
    await repository.expireOpenTokens(userId, purpose, now, executor);
    await repository.insertToken(
      { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) },
      executor,
    );
    return token;
  }

  /** A mail body from the catalogue with the signature under it. */
  function mailText(body: MailTextKey, values: Record<string, string>): string {
    return `${translate(body, { brand, ...values })}\n\n${translate('mails.signature', { brand })}`;
  }

  async function queueValidationMail(user: UserRow, executor: Db): Promise<void> {
    const token = await issueToken(user.id, 'emailValidation', VALIDATION_TTL_MS, executor);
    await deps.mail.queue(
      {
        recipient: user.email,
        subject: translate('mails.validationSubject', { brand }),
        text: mailText('mails.validationBody', { name: user.name, link: link(`dlg=v&k=${token}`) }),
      },
      executor,
    );
  }

  return {
    checkDomain,

    /**
     * Registers an account and mails a validation link. Signing up with an address that
     * already has an account answers the same and mails the owner instead, so the form
     * cannot be used to find out who has an account.
     */
    async signUp(body: SignUpBody): Promise<void> {
      const restriction = await checkDomain(body.email);
      if (restriction.restricted && !restriction.allowRegistration) throw restricted(restriction);
      await throttle('signUp', body.email, true);
      const passwordHash = await hashPassword(body.password);
      await deps.db.transaction(async (tx) => {
        const existing = await repository.findUserByEmail(body.email, tx);
        if (!existing) {
          const user = await repository.insertUser(
            { email: body.email, name: body.name, phone: body.phone, passwordHash },
            tx,
          );
          await queueValidationMail(user, tx);
        } else if (!existing.emailValidatedAt) {
          await queueValidationMail(existing, tx);
        } else {
          await deps.mail.queue(
            {
              recipient: existing.email,
              subject: translate('mails.alreadyRegisteredSubject', { brand }),
              text: mailText('mails.alreadyRegisteredBody', { name: existing.name, link: config.publicUrl }),
            },
            tx,
          );
        }
      });
      deps.mail.notifyQueued();
    },

    /** Confirms the e-mail address behind a validation link: single use, 48 hours. */
    async validateEmail(token: string): Promise<void> {
      const now = clock.now();
      await deps.db.transaction(async (tx) => {
        const row = await repository.findToken(hashToken(token), 'emailValidation', tx);
        if (!row) throw new AppError(410, 'LINK_EXPIRED');
        if (row.usedAt) throw new AppError(409, 'LINK_ALREADY_USED');
        if (row.expiresAt <= now) throw new AppError(410, 'LINK_EXPIRED');
        await repository.markTokenUsed(row.id, now, tx);
        await repository.updateUser(row.userId, { emailValidatedAt: now }, tx);
      });
    },

    /** Every failure looks the same to the caller ('Inloggen mislukt'). */
    async login(body: LoginBody, userAgent: string | undefined): Promise<LoginResponse> {
      const restriction = await checkDomain(body.username);
      if (restriction.restricted && !restriction.allowLogin) throw restricted(restriction);
      await throttle('loginFailures', body.username, false);
      const user = await repository.findUserByEmail(body.username);
      const passwordOk = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !passwordOk) {
        await repository.recordAttempt('loginFailures', body.username, clock.now());
        throw new AppError(401, 'LOGIN_FAILED');
      }
      if (!user.emailValidatedAt) throw new AppError(401, 'LOGIN_FAILED');
      await repository.clearAttempts('loginFailures', body.username);
      const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
      const sessionId = await repository.insertSession(user.id, expiresAt, userAgent);
      const jwtToken = await deps.jwt.sign({ userId: user.id, sessionId }, expiresAt);
      return { ...(await toUser(user)), jwtToken };
    },

    /** The user behind a bearer token, when its session is still live. */
    async authenticate(bearer: string | undefined): Promise<AuthenticatedUser | null> {
      if (!bearer) return null;
      const now = clock.now();
      const claims = await deps.jwt.verify(bearer, now);
      if (!claims) return null;
      const user = await repository.findLiveSession(claims.sessionId, claims.userId, now);
      return user ? { user, sessionId: claims.sessionId } : null;
    },

    /** The token's claims when its signature and expiry hold; says nothing about revocation. */
    async verifyToken(bearer: string | undefined): Promise<TokenClaims | null> {
      return bearer ? deps.jwt.verify(bearer, clock.now()) : null;
    },

    async logout(auth: AuthenticatedUser): Promise<void> {
      await repository.revokeSession(auth.sessionId, auth.user.id, clock.now());
    },

    toUser,

    /**
     * Mails reset instructions. The answer is the same whether or not the account exists,
     * except the spec's 'validation pending' for an address whose account is not yet validated.
     */
    async forgotPassword(email: string): Promise<'sent' | 'validationPending'> {
      await throttle('forgotPassword', email, true);
      let result: 'sent' | 'validationPending' = 'sent';
      await deps.db.transaction(async (tx) => {
        const user = await repository.findUserByEmail(email, tx);
        if (user && !user.emailValidatedAt) {
          result = 'validationPending';
          await queueValidationMail(user, tx);
          return;
        }
        if (!user) {
          await deps.mail.queue(
            {
              recipient: email,
              subject: translate('mails.resetUnknownSubject', { brand }),
              text: mailText('mails.resetUnknownBody', { link: link('dlg=inschrijven') }),
            },
            tx,
          );
          return;
        }
        const token = await issueToken(user.id, 'passwordReset', RESET_TTL_MS, tx);
        const query = `dlg=resetPw&e=${encodeURIComponent(user.email)}&i=${token}`;
        await deps.mail.queue(
          {
            recipient: user.email,
            subject: translate('mails.resetSubject', { brand }),
            text: mailText('mails.resetBody', { name: user.name, link: link(query) }),
          },
          tx,
        );
      });
      deps.mail.notifyQueued();
      return result;
    },

    /** Sets a new password from a reset link (single use, 1 hour) and ends every session. */
    async resetPassword(email: string, resetId: string, password: string): Promise<void> {
      await throttle('resetPassword', email, true);
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      await deps.db.transaction(async (tx) => {
        const token = await repository.findToken(hashToken(resetId), 'passwordReset', tx);
        const user = token ? await repository.findUserByEmail(email, tx) : undefined;
        if (!token || !user || token.userId !== user.id || token.usedAt || token.expiresAt <= now) {
          throw new AppError(410, 'RESET_LINK_INVALID');
        }
        await repository.markTokenUsed(token.id, now, tx);
        await repository.updateUser(user.id, { passwordHash }, tx);
        await repository.revokeAllSessions(user.id, now, tx);
      });
    },

    /** Profile settings; a new password needs the current one and ends the other sessions. */
    async saveSettings(auth: AuthenticatedUser, body: SaveSettingsBody): Promise<User> {
      const changes: Parameters<typeof repository.updateUser>[1] = {
        name: body.settings.name,
        phone: body.settings.phone,
        notifyOrderConfirmation: body.settings.notifications.orderConfirmation,
        notifyDelivery: body.settings.notifications.delivery,
        unzipOnUpload: body.settings.unzipOnUpload,
      };
      if (body.newPassword) {
        if (await passwordChangeHidden(auth.user.themeId))
          throw new AppError(403, 'PASSWORD_CHANGE_DISABLED');
        if (!body.currentPassword) throw new AppError(400, 'CURRENT_PASSWORD_REQUIRED');
        if (!(await verifyPassword(auth.user.passwordHash, body.currentPassword))) {
          throw new AppError(400, 'CURRENT_PASSWORD_WRONG');
        }
        changes.passwordHash = await hashPassword(body.newPassword);
      }
      const updated = await deps.db.transaction(async (tx) => {
        const row = await repository.updateUser(auth.user.id, changes, tx);
        if (changes.passwordHash) {
          await repository.revokeAllSessions(auth.user.id, clock.now(), tx, { except: auth.sessionId });
        }
        return row;
      });
      return toUser(updated);
    },

    async savePreferences(auth: AuthenticatedUser, preferences: UserPreferences): Promise<User> {
      return toUser(await repository.updateUser(auth.user.id, { preferences }));
    },

    /** Mails the request to the configured address with the account's own details. */
    async requestTermination(auth: AuthenticatedUser, message: string): Promise<void> {
      const { user } = auth;
      await deps.mail.queue({
        recipient: deps.mail.recipientOf('termination'),
        replyTo: user.email,
        subject: `[${brand}] ${translate('mails.terminationSubject')}`,
        text: translate('mails.terminationBody', {
          name: user.name,
          email: user.email,
          phone: user.phone,
          message: message || '-',
        }),
      });
      deps.mail.notifyQueued();
    },
  };

  async function passwordChangeHidden(themeId: string | null): Promise<boolean> {
    const theme = themeId ? await deps.themes.findById(themeId) : undefined;
    return theme?.settings.flags.hideChangePw ?? false;
  }
}
export type AccountsService = ReturnType<typeof createAccountsService>;
