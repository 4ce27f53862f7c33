import { formatFileSize } from '@portal/shared/format';
import { translate } from '@portal/shared/i18n/translate';
import type { Db } from '../../db/database';
import { fail } from '../../platform/failure';
import type { UploadsRepository } from './uploads.repository';

/**
 * The bytes of uploaded files each user may keep (STORAGE_QUOTA_MB), over their open and parked
 * sessions. Every way a file enters a session asks here: an upload's finalise, a zip unpacked and
 * a copy of an ordered file for 'Opnieuw bestellen'.
 */
export function createStorageQuota(deps: { repository: UploadsRepository; quotaBytes: number }) {
  const { repository, quotaBytes } = deps;
  return {
    /** The refusal, in Dutch with the quota. */
    reached: () =>
      fail(
        'STORAGE_QUOTA_REACHED',
        translate('errors.STORAGE_QUOTA_REACHED', { quota: formatFileSize(quotaBytes) }),
      ),

    /**
     * In the transaction that adds files: makes the user's other storage checks wait until it
     * ends, so that two additions at once cannot both take the room left for one.
     */
    lock: (userId: string, tx: Db) => repository.lockStorageOfUser(userId, tx),

    /**
     * Whether `adding` more bytes fit: under the lock in the transaction that adds them, or
     * without a transaction as a first look before work worth sparing (joining chunks, copying).
     */
    async fits(userId: string, adding: number, executor?: Db): Promise<boolean> {
      return (await repository.storedBytesOfUser(userId, executor)) + adding <= quotaBytes;
    },
  };
}
export type StorageQuota = ReturnType<typeof createStorageQuota>;
