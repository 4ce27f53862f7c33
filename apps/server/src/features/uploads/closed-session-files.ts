import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './file-storage';
import type { PreviewStore } from './previews/preview-store';
import type { UploadsRepository } from './uploads.repository';

type Deps = {
  repository: UploadsRepository;
  storage: FileStorage;
  previews: () => Promise<PreviewStore>;
  log: FastifyBaseLogger;
};

const BATCH = 100;

/**
 * Discards the files of closed upload sessions: the row first (then nobody can reach the file),
 * then its previews and the stored file. Leftovers on disk are logged, not retried: the row,
 * which is what counts for the customer and the quota, is gone.
 */
export function createClosedSessionFiles(deps: Deps) {
  return {
    async discard(): Promise<number> {
      let discarded = 0;
      for (;;) {
        const files = await deps.repository.filesOfClosedSessions(BATCH);
        if (files.length === 0) return discarded;
        for (const { id } of files) {
          if (!(await deps.repository.deleteFileById(id))) continue;
          discarded += 1;
          await (await deps.previews())
            .remove(id)
            .catch((error: unknown) =>
              deps.log.warn({ err: error, fileId: id }, 'could not remove previews'),
            );
          await deps.storage
            .remove(id)
            .catch((error: unknown) =>
              deps.log.warn({ err: error, fileId: id }, 'could not remove the stored file'),
            );
        }
      }
    },
  };
}
