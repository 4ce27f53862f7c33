import type { Clock } from '../../lib/clock';
import { type Failure, fail } from '../../platform/failure';
import type { AccountsRepository } from './accounts.repository';

const HOUR = 3_600_000;

/** Per-account limits, counted in the database so they hold across instances (per-IP limits sit on the routes). */
export const ACCOUNT_LIMITS = {
  loginFailures: { max: 5, windowMs: 15 * 60_000 },
  signUp: { max: 3, windowMs: HOUR },
  forgotPassword: { max: 3, windowMs: HOUR },
  resetPassword: { max: 5, windowMs: HOUR },
} as const;
export type LimitScope = keyof typeof ACCOUNT_LIMITS;

export function createAccountLimits(deps: { repository: AccountsRepository; clock: Clock }) {
  const { repository, clock } = deps;
  return {
    /**
     * TOO_MANY_ATTEMPTS when the account has used up its attempts of this kind in the window;
     * otherwise records this attempt when `record` says so (failed logins are recorded after the check).
     */
    async check(
      scope: LimitScope,
      key: string,
      options: { record: boolean },
    ): Promise<Failure<'TOO_MANY_ATTEMPTS'> | undefined> {
      const limit = ACCOUNT_LIMITS[scope];
      const now = clock.now();
      const recent = await repository.countAttempts(scope, key, new Date(now.getTime() - limit.windowMs));
      if (recent >= limit.max) return fail('TOO_MANY_ATTEMPTS');
      if (options.record) await repository.recordAttempt(scope, key, now);
      return undefined;
    },
    recordFailure: (scope: LimitScope, key: string) => repository.recordAttempt(scope, key, clock.now()),
    clear: (scope: LimitScope, key: string) => repository.clearAttempts(scope, key),
  };
}
export type AccountLimits = ReturnType<typeof createAccountLimits>;
