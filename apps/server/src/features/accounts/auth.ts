import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TokenClaims } from '../../lib/jwt';
import type { AccountsService, AuthenticatedUser } from './accounts.service';

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** Helpers the routes of every feature use to know who is calling. */
export function createAuth(accounts: AccountsService) {
  return {
    /** The caller, or a 401 UNAUTHORIZED (the client then opens the login dialog). */
    async requireUser(request: FastifyRequest): Promise<AuthenticatedUser> {
      const auth = await accounts.authenticate(bearerOf(request));
      if (!auth) throw new AppError(401, 'UNAUTHORIZED');
      return auth;
    },
    /**
     * The login a bearer token names, from its signature alone (no database): for hot paths
     * that confirm the login themselves now and then (upload chunks). 401 without a valid token.
     */
    async loginClaimsOf(request: FastifyRequest): Promise<TokenClaims> {
      const claims = await accounts.verifyToken(bearerOf(request));
      if (!claims) throw new AppError(401, 'UNAUTHORIZED');
      return claims;
    },
    /** The caller when logged in, else null; never fails. */
    optionalUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
      return accounts.authenticate(bearerOf(request));
    },
    /** Security level of the caller: 0 when not logged in (spec 01 section 6). */
    async securityLevelOf(request: FastifyRequest): Promise<number> {
      return (await accounts.authenticate(bearerOf(request)))?.user.securityLevel ?? 0;
    },
  };
}
export type Auth = ReturnType<typeof createAuth>;
