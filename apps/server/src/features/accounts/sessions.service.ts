import type { LoginBody, LoginResponse } from '@portal/shared/schemas/account';
import type { Clock } from '../../lib/clock';
import type { Jwt, TokenClaims } from '../../lib/jwt';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { AccountView } from './account-view';
import type { AccountsRepository, UserRow } from './accounts.repository';
import type { Credentials } from './credentials';
import type { DomainRestrictions } from './domain-restrictions';

export const SESSION_TTL_MS = 12 * 3_600_000;

/** A live login: the user and the session row its bearer token names. */
export type AuthenticatedUser = { user: UserRow; sessionId: string };

type Deps = {
  repository: AccountsRepository;
  clock: Clock;
  jwt: Jwt;
  view: AccountView;
  credentials: Credentials;
  restrictions: DomainRestrictions;
};

/** Logins (decision 0007): session rows, and bearer tokens bound to them. */
export function createSessionsService(deps: Deps) {
  const { repository, clock, jwt, credentials } = deps;
  return {
    /**
     * Every failure of the credentials looks the same to the caller ('Inloggen mislukt').
     * `source` is the client's address: tries are throttled per account and source.
     */
    async login(
      body: LoginBody,
      client: { source: string; userAgent: string | undefined },
    ): Promise<
      | LoginResponse
      | Failure<'DOMAIN_RESTRICTED' | 'TOO_MANY_ATTEMPTS' | 'LOGIN_FAILED' | 'EMAIL_NOT_VALIDATED'>
    > {
      const restricted = await deps.restrictions.refuse(body.username, 'allowLogin');
      if (restricted) return restricted;
      const user = await credentials.check(body, client.source);
      if (isFailure(user)) return user;
      // Said only to whoever knows the password: the form can then offer the mail again.
      if (!user.emailValidatedAt) return fail('EMAIL_NOT_VALIDATED');
      const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
      const sessionId = await repository.insertSession(user.id, expiresAt, client.userAgent);
      const jwtToken = await jwt.sign({ userId: user.id, sessionId }, expiresAt);
      return { ...(await deps.view.toUser(user)), jwtToken };
    },

    /** The user behind a bearer token, when its session is still live. */
    async authenticate(bearer: string | undefined): Promise<AuthenticatedUser | null> {
      if (!bearer) return null;
      const now = clock.now();
      const claims = await jwt.verify(bearer, now);
      if (!claims) return null;
      const user = await repository.findLiveSession(claims.sessionId, claims.userId, now);
      return user ? { user, sessionId: claims.sessionId } : null;
    },

    /** The token's claims when its signature and expiry hold; says nothing about revocation. */
    async verifyToken(bearer: string | undefined): Promise<TokenClaims | null> {
      return bearer ? jwt.verify(bearer, clock.now()) : null;
    },

    async logout(auth: AuthenticatedUser): Promise<void> {
      await repository.revokeSession(auth.sessionId, auth.user.id, clock.now());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
