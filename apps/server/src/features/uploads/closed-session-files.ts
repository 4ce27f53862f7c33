import { discardStoredFile, type StoredFileDeps } from './discard-stored-file';
import type { UploadsRepository } from './uploads.repository';

type Deps = StoredFileDeps & { repository: UploadsRepository };

const BATCH = 100;

/**
 * Discards the files of closed upload sessions: the row first (then nobody can reach the file),
 * then its previews and the stored file.
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
          await discardStoredFile(deps, id);
        }
      }
    },
  };
}
