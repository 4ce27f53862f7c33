import type { DomainRestriction, LoginBody, SignUpBody } from '@portal/shared/schemas/account';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import type { AccountLimits } from './account-limits';
import type { AccountMails } from './account-mails';
import type { AccountsRepository } from './accounts.repository';
import type { Credentials } from './credentials';
import type { DomainRestrictions } from './domain-restrictions';

type Deps = {
  db: Db;
  repository: AccountsRepository;
  clock: Clock;
  limits: AccountLimits;
  restrictions: DomainRestrictions;
  mails: AccountMails;
  credentials: Credentials;
};

/** Signing up, confirming the e-mail address, and a forgotten password (spec 01 section 4). */
export function createRegistrationService(deps: Deps) {
  const { db, repository, clock, limits, mails } = deps;
  return {
    checkDomain: (email: string): Promise<DomainRestriction> => deps.restrictions.check(email),

    /**
     * Registers an account and mails a validation link. Signing up with an address that
     * already has an account answers the same and mails the owner instead, so the form
     * cannot be used to find out who has an account.
     */
    async signUp(body: SignUpBody): Promise<undefined | Failure<'DOMAIN_RESTRICTED' | 'TOO_MANY_ATTEMPTS'>> {
      const refused =
        (await deps.restrictions.refuse(body.email, 'allowRegistration')) ??
        (await limits.check('signUp', body.email));
      if (refused) return refused;
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const existing = await repository.findUserByEmail(body.email, tx);
        if (!existing) {
          const user = await repository.insertUser(
            // A zip is unpacked on upload unless the customer turns it off (issue 10): most
            // zips are a folder of documents to print, not a file to keep whole.
            { email: body.email, name: body.name, phone: body.phone, passwordHash, unzipOnUpload: true },
            tx,
          );
          await mails.validation(user, tx);
        } else if (!existing.emailValidatedAt) {
          await mails.validation(existing, tx);
        } else {
          await mails.alreadyRegistered(existing, tx);
        }
      });
      mails.sent();
      return undefined;
    },

    /**
     * Sends the validation mail again to an account that tried to log in before confirming its
     * address. It asks for the password, so nobody can fill another's inbox, and its tries count
     * as login tries of that account and source.
     */
    async resendValidation(
      body: LoginBody,
      source: string,
    ): Promise<undefined | Failure<'LOGIN_FAILED' | 'TOO_MANY_ATTEMPTS'>> {
      const user = await deps.credentials.check(body, source);
      if (isFailure(user)) return user;
      if (user.emailValidatedAt) return undefined;
      const refused = await limits.check('resendValidation', user.email);
      if (refused) return refused;
      await db.transaction((tx) => mails.validation(user, tx));
      mails.sent();
      return undefined;
    },

    /** Confirms the e-mail address behind a validation link: single use, 48 hours. */
    async validateEmail(
      token: string,
    ): Promise<{ email: string } | Failure<'LINK_EXPIRED' | 'LINK_ALREADY_USED'>> {
      const now = clock.now();
      return inTransaction(db, async (tx) => {
        const row = await repository.findToken(hashToken(token), 'emailValidation', tx);
        if (!row) return fail('LINK_EXPIRED');
        if (row.usedAt) return fail('LINK_ALREADY_USED');
        if (row.expiresAt <= now) return fail('LINK_EXPIRED');
        await repository.markTokenUsed(row.id, now, tx);
        const user = await repository.updateUser(row.userId, { emailValidatedAt: now }, tx);
        return { email: user.email };
      });
    },

    /**
     * Mails reset instructions. The answer is the same whether or not the account exists,
     * except the spec's 'validation pending' for an address whose account is not yet validated.
     */
    async forgotPassword(
      email: string,
    ): Promise<'sent' | 'validationPending' | Failure<'TOO_MANY_ATTEMPTS'>> {
      const refused = await limits.check('forgotPassword', email);
      if (refused) return refused;
      const result = await db.transaction(async (tx) => {
        const user = await repository.findUserByEmail(email, tx);
        if (user && !user.emailValidatedAt) {
          await mails.validation(user, tx);
          return 'validationPending' as const;
        }
        if (user) await mails.passwordReset(user, tx);
        else await mails.resetForUnknownAddress(email, tx);
        return 'sent' as const;
      });
      mails.sent();
      return result;
    },

    /** Sets a new password from a reset link (single use, 1 hour) and ends every session. */
    async resetPassword(
      email: string,
      resetId: string,
      password: string,
    ): Promise<{ userId: string } | Failure<'TOO_MANY_ATTEMPTS' | 'RESET_LINK_INVALID'>> {
      const refused = await limits.check('resetPassword', email);
      if (refused) return refused;
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      return inTransaction(db, async (tx) => {
        const token = await repository.findToken(hashToken(resetId), 'passwordReset', tx);
        const user = token ? await repository.findUserByEmail(email, tx) : undefined;
        if (!token || !user || token.userId !== user.id || token.usedAt || token.expiresAt <= now)
          return fail('RESET_LINK_INVALID');
        await repository.markTokenUsed(token.id, now, tx);
        await repository.updateUser(user.id, { passwordHash }, tx);
        await repository.revokeAllSessions(user.id, now, tx);
        return { userId: user.id };
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
