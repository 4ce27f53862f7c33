import { ApiRequestError, NetworkError } from '../../../lib/api-client';

export type LoginFailure =
  | { kind: 'loginFailed' }
  | { kind: 'message'; text: string }
  | { kind: 'notValidated'; text: string }
  | { kind: 'network' };

/** What the login form says about a failed login (spec 01 section 8). */
export function loginFailureOf(error: unknown): LoginFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  // The right password for an address not yet confirmed: the form offers the mail again.
  if (error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VALIDATED')
    return { kind: 'notValidated', text: error.message };
  // Too many attempts and a restricted domain say so themselves; everything else is 'Inloggen mislukt'.
  if (error instanceof ApiRequestError && (error.status === 429 || error.code === 'DOMAIN_RESTRICTED'))
    return { kind: 'message', text: error.message };
  return { kind: 'loginFailed' };
}
