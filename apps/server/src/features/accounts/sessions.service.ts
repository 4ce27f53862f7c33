import { createHmac } from 'node:crypto';
import type { LoginBody, LoginResponse } from '@portal/shared/schemas/account';
import type { Clock } from '../../lib/clock';
import type { Jwt, TokenClaims } from '../../lib/jwt';
import { hashToken, newToken } from '../../lib/tokens';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { AccountView } from './account-view';
import type { AccountsRepository, CallerUserRow, UserRow } from './accounts.repository';
import type { Credentials } from './credentials';
import type { DomainRestrictions } from './domain-restrictions';
import type { LiveSessions } from './live-sessions';
import type { RefreshCookie } from './refresh-cookie';

/** A login without 'Ingelogd blijven': the cookie ends with the browser, the session after 12 hours. */
export const SESSION_TTL_MS = 12 * 3_600_000;
/** A login with 'Ingelogd blijven': cookie and session last 30 days from the login, not renewed. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** A bearer token lives this long; the web app renews it through the refresh cookie. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/**
 * Two tabs that start together send the same refresh cookie: the second finds it replaced a
 * moment ago. Within this window it still gets a bearer token and the same new cookie the first
 * got (a reload that lost the first answer recovers too); later, the replaced token coming back
 * means a copy is in other hands, and the session ends.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** A live login: its user (what every request needs of them) and the session row its bearer token names. */
export type AuthenticatedUser = { user: CallerUserRow; sessionId: string };

/** A login or a refresh that succeeded: the answer, and the refresh cookie to set (if any). */
export type Granted = { answer: LoginResponse; cookie?: RefreshCookie };

/**
 * A login: what a successful refresh gives, and the user's other logins it ended to stay within
 * the limit (decision 0067).
 */
export type LoggedIn = Granted & { ended: { userId: string; loginSessionIds: string[] } };

export type RefreshOutcome =
  | { kind: 'renewed'; granted: Granted }
  /** No (live) session for this token: the browser's cookie is cleared. */
  | { kind: 'none' }
  /** A replaced token came back after the grace period: the session was ended. */
  | { kind: 'reused'; sessionId: string; userId: string };

type Deps = {
  repository: AccountsRepository;
  clock: Clock;
  jwt: Jwt;
  view: AccountView;
  credentials: Credentials;
  restrictions: DomainRestrictions;
  /** The session check, with the logins this instance keeps (decision 0049). */
  liveSessions: LiveSessions;
  /** Keys the derivation of each next refresh token from the one presented (see nextRefreshToken). */
  rotationKey: Buffer;
  /** Live logins one user may hold (LOGINS_PER_USER_MAX, decision 0067). */
  maxLoginsPerUser: number;
};

/** Logins (decisions 0007 and 0035): session rows, refresh cookies, and bearer tokens bound to them. */
export function createSessionsService(deps: Deps) {
  const { repository, clock, jwt, credentials } = deps;

  /**
   * The token that replaces a presented one: derived from it, not drawn at random, so a refresh
   * that finds the token replaced a moment ago can hand out the same cookie the first one got.
   * Unguessable without the server's key; only its hash is stored, as for every token.
   */
  const nextRefreshToken = (presented: string) =>
    createHmac('sha256', deps.rotationKey).update(presented).digest('base64url');

  /**
   * The session's user when they may still log in; a login the domain's restriction no longer
   * allows ends at its next refresh.
   */
  async function allowedUser(
    session: { id: string; userId: string },
    now: Date,
  ): Promise<UserRow | undefined> {
    const user = await repository.findUserById(session.userId);
    if (!user) return undefined;
    if (!(await deps.restrictions.refuse(user.email, 'allowLogin'))) return user;
    await repository.revokeSession(session.id, user.id, now);
    return undefined;
  }

  /** The user with a bearer token for the session, valid 15 minutes or until the session ends. */
  async function answerFor(
    user: UserRow,
    session: { id: string; expiresAt: Date },
    now: Date,
  ): Promise<LoginResponse> {
    const expiresAt = new Date(Math.min(now.getTime() + ACCESS_TOKEN_TTL_MS, session.expiresAt.getTime()));
    const jwtToken = await jwt.sign({ userId: user.id, sessionId: session.id }, expiresAt);
    const jwtExpiresIn = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    return { ...(await deps.view.toUser(user)), jwtToken, jwtExpiresIn };
  }

  function cookieFor(token: string, session: { expiresAt: Date; persistent: boolean }, now: Date) {
    if (!session.persistent) return { token };
    return { token, maxAgeSeconds: Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000) };
  }

  return {
    /**
     * Every failure of the credentials looks the same to the caller ('Inloggen mislukt').
     * `source` is the client's address: tries are throttled per account and source.
     * A login past the user's limit of live logins is never refused: it ends their least
     * recently active ones instead (decision 0067), which the caller ends as logouts.
     */
    async login(
      body: LoginBody,
      client: { source: string; userAgent: string | undefined },
    ): Promise<
      LoggedIn | Failure<'DOMAIN_RESTRICTED' | 'TOO_MANY_ATTEMPTS' | 'LOGIN_FAILED' | 'EMAIL_NOT_VALIDATED'>
    > {
      const restricted = await deps.restrictions.refuse(body.username, 'allowLogin');
      if (restricted) return restricted;
      const user = await credentials.check(body, client.source);
      if (isFailure(user)) return user;
      // Said only to whoever knows the password: the form can then offer the mail again.
      if (!user.emailValidatedAt) return fail('EMAIL_NOT_VALIDATED');
      const now = clock.now();
      const persistent = body.rememberMe === true;
      const expiresAt = new Date(now.getTime() + (persistent ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS));
      const refreshToken = newToken();
      const inserted = await repository.insertSessionWithinLimit(
        {
          userId: user.id,
          expiresAt,
          userAgent: client.userAgent,
          persistent,
          refreshHash: hashToken(refreshToken),
          now,
        },
        deps.maxLoginsPerUser,
      );
      const session = { id: inserted.id, expiresAt, persistent };
      return {
        answer: await answerFor(user, session, now),
        cookie: cookieFor(refreshToken, session, now),
        ended: { userId: user.id, loginSessionIds: inserted.ended },
      };
    },

    /**
     * A new bearer token for the browser's refresh token, which is replaced by a new one. The
     * session's lifetime stays what the login gave it.
     */
    async refresh(refreshToken: string | undefined): Promise<RefreshOutcome> {
      if (!refreshToken) return { kind: 'none' };
      const now = clock.now();
      const hash = hashToken(refreshToken);
      const nextToken = nextRefreshToken(refreshToken);
      const nextHash = hashToken(nextToken);
      const rotated = await repository.rotateRefreshHash(hash, nextHash, now);
      if (rotated) {
        const user = await allowedUser(rotated, now);
        if (!user) return { kind: 'none' };
        return {
          kind: 'renewed',
          granted: {
            answer: await answerFor(user, rotated, now),
            cookie: cookieFor(nextToken, rotated, now),
          },
        };
      }
      const replaced = await repository.findSessionByPreviousRefreshHash(hash);
      if (!replaced || replaced.revokedAt || replaced.expiresAt <= now) return { kind: 'none' };
      const replacedAt = replaced.refreshedAt?.getTime() ?? 0;
      if (now.getTime() - replacedAt <= REFRESH_REUSE_GRACE_MS) {
        // A sibling tab's refresh a moment ago, or our own whose answer was lost (a reload): the
        // same new cookie again, as long as it is still the session's current one.
        const user = await allowedUser(replaced, now);
        if (!user) return { kind: 'none' };
        const answer = await answerFor(user, replaced, now);
        const stillCurrent = replaced.refreshHash === nextHash;
        return {
          kind: 'renewed',
          granted: stillCurrent ? { answer, cookie: cookieFor(nextToken, replaced, now) } : { answer },
        };
      }
      await repository.revokeSession(replaced.id, replaced.userId, now);
      return { kind: 'reused', sessionId: replaced.id, userId: replaced.userId };
    },

    /** The user behind a bearer token, when its session is still live. */
    async authenticate(bearer: string | undefined): Promise<AuthenticatedUser | null> {
      if (!bearer) return null;
      const now = clock.now();
      const claims = await jwt.verify(bearer, now);
      if (!claims) return null;
      const user = await deps.liveSessions.find(claims.sessionId, claims.userId, now);
      return user ? { user, sessionId: claims.sessionId } : null;
    },

    /**
     * Whether a login is live (neither ended nor expired) for this user: for what a browser reads
     * with a cookie of its own and no token, as the page previews of its uploads.
     */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      return (await deps.liveSessions.find(sessionId, userId, clock.now())) !== undefined;
    },

    /** The token's claims when its signature and expiry hold; says nothing about revocation. */
    async verifyToken(bearer: string | undefined): Promise<TokenClaims | null> {
      return bearer ? jwt.verify(bearer, clock.now()) : null;
    },

    async logout(auth: AuthenticatedUser): Promise<void> {
      await repository.revokeSession(auth.sessionId, auth.user.id, clock.now());
    },

    /** Ends the session of a refresh token (a tab whose bearer token expired); its user, if it was live. */
    async logoutByRefreshToken(refreshToken: string): Promise<string | null> {
      const now = clock.now();
      const session = await repository.findLiveSessionByRefreshHash(hashToken(refreshToken), now);
      if (!session) return null;
      await repository.revokeSession(session.id, session.userId, now);
      return session.userId;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
