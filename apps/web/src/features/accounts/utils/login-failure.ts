import { ApiRequestError, NetworkError } from '../../../lib/api-client';

export type LoginFailure = { kind: 'loginFailed' } | { kind: 'message'; text: string } | { kind: 'network' };

/** What the login form says about a failed login (spec 01 section 8). */
export function loginFailureOf(error: unknown): LoginFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  // Too many attempts and a restricted domain say so themselves; everything else is 'Inloggen mislukt'.
  if (error instanceof ApiRequestError && (error.status === 429 || error.code === 'DOMAIN_RESTRICTED'))
    return { kind: 'message', text: error.message };
  return { kind: 'loginFailed' };
}
