import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../../platform/routes';
import type { AccountView } from './account-view';
import type { AuthenticatedUser, SessionsService } from './sessions.service';

// The platform's routes know a caller only as "whatever the accounts feature says it is".
declare module '../../platform/routes' {
  interface CallerDeclaration {
    caller: AuthenticatedUser;
  }
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * What the route subtrees check: a live session, staff by e-mail domain, the print store's admin
 * role, and staff roles granted in data (the order desk, the links of users to customers).
 */
export function createAuthenticator(sessions: SessionsService, view: AccountView): Authenticator {
  return {
    callerOf: (request) => sessions.authenticate(bearerOf(request)),
    claimsOf: (request) => sessions.verifyToken(bearerOf(request)),
    isStaff: (caller) => view.isStaff(caller.user.email),
    isPrintStoreAdmin: (caller) => caller.user.printStoreRole === 'ADMIN',
    hasStaffRole: (caller, role) => caller.user.staffRoles.includes(role),
  };
}
