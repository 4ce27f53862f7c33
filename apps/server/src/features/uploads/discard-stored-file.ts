import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { PreviewStore } from './previews/preview-store';
import { storedFileKey } from './stored-files';

export type StoredFileDeps = {
  storage: FileStorage;
  previews: () => Promise<PreviewStore>;
  log: FastifyBaseLogger;
};

/**
 * Removes a file's previews and stored bytes once its row is gone. The row is what counts for
 * the customer and the quota, so leftovers on disk are logged, not reported or retried.
 */
export async function discardStoredFile(deps: StoredFileDeps, fileId: string): Promise<void> {
  await (await deps.previews())
    .remove(fileId)
    .catch((error: unknown) => deps.log.warn({ err: error, fileId }, 'could not remove previews'));
  await deps.storage
    .remove(storedFileKey(fileId))
    .catch((error: unknown) => deps.log.warn({ err: error, fileId }, 'could not remove the stored file'));
}
