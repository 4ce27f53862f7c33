import { formatCount } from '@portal/shared/format';
import { translate } from '@portal/shared/i18n/translate';
import type { Db } from '../../db/database';
import { fail } from '../../platform/failure';
import type { UploadsRepository } from './uploads.repository';

/**
 * The files one upload session may hold at once (SESSION_FILES_MAX, decision 0063): every file
 * costs a row, an analysis and previews, and the list is sent whole, while the storage quota
 * bounds only bytes. Asked wherever the quota is asked: an upload's first chunk and finalise, a
 * zip unpacked, and a copy for 'Opnieuw bestellen'.
 *
 * A sibling of the storage quota, not part of it: the quota counts a user's bytes over all their
 * sessions, this counts one session's files. It has no lock of its own. A session has one user, so
 * the quota's lock on that user (`StorageQuota.lock`), which every transaction that adds files
 * already holds, keeps two additions to the same session from both taking the last place; a
 * second lock would only be a second lock order to get right.
 */
export function createSessionFileLimit(deps: { repository: UploadsRepository; maxFiles: number }) {
  const { repository, maxFiles } = deps;
  return {
    /** The refusal, in Dutch with the limit. */
    reached: () =>
      fail(
        'SESSION_FILES_LIMIT_REACHED',
        translate('errors.SESSION_FILES_LIMIT_REACHED', { max: formatCount(maxFiles) }),
      ),

    /**
     * Whether `adding` more files fit in the session: under the quota's lock in the transaction
     * that adds them, or without a transaction as a first look before work worth sparing
     * (receiving, joining, copying).
     */
    async fits(sessionId: string, adding: number, executor?: Db): Promise<boolean> {
      return (await repository.fileCountOfSession(sessionId, executor)) + adding <= maxFiles;
    },
  };
}
export type SessionFileLimit = ReturnType<typeof createSessionFileLimit>;
