import type { LoginBody } from '@portal/shared/schemas/account';
import { verifyPassword } from '../../lib/passwords';
import { type Failure, fail } from '../../platform/failure';
import type { AccountLimits } from './account-limits';
import type { AccountsRepository, UserRow } from './accounts.repository';

/**
 * The one check of an e-mail address and password, for the login and for whatever else asks for
 * the password (sending the validation mail again): throttled per account and source
 * (decision 0028), the same answer for an unknown address and a wrong password, and as slow for
 * both (verifyPassword hashes even without a stored hash).
 */
export function createCredentials(deps: { repository: AccountsRepository; limits: AccountLimits }) {
  return {
    async check(
      body: LoginBody,
      source: string,
    ): Promise<UserRow | Failure<'TOO_MANY_ATTEMPTS' | 'LOGIN_FAILED'>> {
      const attempt = await deps.limits.loginTry(body.username, source);
      if (attempt.refused) return attempt.refused;
      const user = await deps.repository.findUserByEmail(body.username);
      const passwordOk = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !passwordOk) return fail('LOGIN_FAILED');
      await attempt.succeeded();
      return user;
    },
  };
}
export type Credentials = ReturnType<typeof createCredentials>;
