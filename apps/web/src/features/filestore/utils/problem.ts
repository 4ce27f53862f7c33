import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * What a failed call says to the user: the server's own Dutch message when it answered (a
 * FILESTORE_* refusal), else that the portal could not be reached.
 */
export function problemText(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.code !== 'HTTP_ERROR') return error.message;
  return t('filestore.unreachable');
}
