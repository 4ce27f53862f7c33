import type { Clock } from '../../lib/clock';
import { type Failure, fail } from '../../platform/failure';
import type { AccountsRepository } from './accounts.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-account limits, counted in the database so they hold across instances (per-IP limits sit
 * on the routes). Each try is recorded before it is judged, so parallel tries see each other:
 * a count taken after one's own insert is at least one's place in the queue (decision 0028).
 */
export const ACCOUNT_LIMITS = {
  signUp: { max: 3, windowMs: HOUR },
  forgotPassword: { max: 3, windowMs: HOUR },
  resetPassword: { max: 5, windowMs: HOUR },
  resendValidation: { max: 3, windowMs: HOUR },
} as const;
export type LimitScope = keyof typeof ACCOUNT_LIMITS;

/**
 * Login tries are throttled per account and source together, so an attacker elsewhere cannot
 * lock the owner out: from one source the first tries are free, then each waits twice as long
 * as the one before. The account-wide ceiling still stops slow guessing from many sources.
 */
export const LOGIN_THROTTLE = {
  freeTries: 3,
  firstDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  /** Tries of one account from one source are remembered this long. */
  windowMs: HOUR,
  account: { max: 50, windowMs: 24 * HOUR },
} as const;

/** How long the `tries`-th try from one source (itself included) must wait after the one before. */
export function loginDelayMs(tries: number): number {
  const paid = tries - LOGIN_THROTTLE.freeTries;
  if (paid <= 0) return 0;
  return Math.min(LOGIN_THROTTLE.firstDelayMs * 2 ** (paid - 1), LOGIN_THROTTLE.maxDelayMs);
}

export type LoginTry = {
  refused: Failure<'TOO_MANY_ATTEMPTS'> | undefined;
  /** The password was right: this source starts afresh, and the try does not count for the account. */
  succeeded(): Promise<void>;
};

export function createAccountLimits(deps: { repository: AccountsRepository; clock: Clock }) {
  const { repository, clock } = deps;
  const since = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs);

  return {
    /** Records this attempt; TOO_MANY_ATTEMPTS when it is one too many in the window. */
    async check(scope: LimitScope, key: string): Promise<Failure<'TOO_MANY_ATTEMPTS'> | undefined> {
      const limit = ACCOUNT_LIMITS[scope];
      const now = clock.now();
      await repository.recordAttempt(scope, key, now);
      const tries = await repository.countAttempts(scope, key, since(now, limit.windowMs));
      return tries > limit.max ? fail('TOO_MANY_ATTEMPTS') : undefined;
    },

    /** Records a login try of `username` from `source` and says whether it may check the password. */
    async loginTry(username: string, source: string): Promise<LoginTry> {
      const now = clock.now();
      const account = username.toLowerCase();
      const pair = `${account} ${source}`;
      const accountTry = await repository.recordAttempt('loginAccount', account, now);
      const pairTry = await repository.recordAttempt('loginSource', pair, now);
      const pairTries = await repository.attemptsSince(
        'loginSource',
        pair,
        since(now, LOGIN_THROTTLE.windowMs),
      );
      const previous = pairTries.find((attempt) => attempt.id !== pairTry);
      const waited = previous ? now.getTime() - previous.at.getTime() : Number.POSITIVE_INFINITY;
      const accountTries = await repository.countAttempts(
        'loginAccount',
        account,
        since(now, LOGIN_THROTTLE.account.windowMs),
      );
      const tooSoon = waited < loginDelayMs(pairTries.length);
      const overCeiling = accountTries > LOGIN_THROTTLE.account.max;
      return {
        refused: tooSoon || overCeiling ? fail('TOO_MANY_ATTEMPTS') : undefined,
        async succeeded() {
          await repository.clearAttempts('loginSource', pair);
          await repository.deleteAttempt(accountTry);
        },
      };
    },
  };
}
export type AccountLimits = ReturnType<typeof createAccountLimits>;
