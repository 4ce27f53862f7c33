import type { TFunction } from 'i18next';
import '../texts';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';

/** What an account form shows after a failed request: the connection notice or a message. */
export type FailureOutcome = { kind: 'network' } | { kind: 'failed'; message: string };

/**
 * A lost connection gets the notice with the support address and contact form (spec 01
 * section 8). The server's own messages are written for the customer and shown as they are;
 * anything else (a reply that is not ours) gets the general apology, never a technical text.
 */
export function failureOutcome(error: unknown, t: TFunction): FailureOutcome {
  if (error instanceof NetworkError) return { kind: 'network' };
  return {
    kind: 'failed',
    message: error instanceof ApiRequestError ? error.message : t('errors.INTERNAL_ERROR'),
  };
}
