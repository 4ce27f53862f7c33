import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { FileStorage } from '../../platform/storage/file-storage';
import { type StoredAnalysis, storedFileKey } from './stored-files';
import { ownerOf, type UploadCaller } from './upload-owner';
import type { UploadSessionsService } from './upload-sessions.service';
import type { UploadsRepository } from './uploads.repository';

/** An analysed upload as the file store takes it: its bytes' key, its analysis and its text. */
export type UploadToFile = StoredAnalysis & {
  id: string;
  fileName: string;
  /** The name made safe for a disk (decision 0009), for a name the file store refuses. */
  safeName: string;
  size: number;
  /** Where its bytes are: the file store copies them under a key of its own. */
  storageKey: string;
};

export type FilingFailure = Failure<'UPLOAD_SESSION_NOT_FOUND' | 'FILE_NOT_FOUND' | 'FILE_STILL_ANALYSING'>;

/**
 * Uploads leaving their session for the file store (issue 31, decision 0121): the file store reads
 * the caller's analysed uploads, copies their bytes, and in its own transaction takes them out of
 * the session's list; after its commit the upload's bytes go. Nothing here knows the file store.
 */
export function createFiledUploads(deps: {
  repository: UploadsRepository;
  sessions: Pick<UploadSessionsService, 'owned'>;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { repository, sessions, storage, log } = deps;
  return {
    /**
     * These uploads of the caller's open session, each analysed: in the order asked. A file not
     * in the session is FILE_NOT_FOUND, one still being analysed FILE_STILL_ANALYSING.
     */
    async read(
      caller: UploadCaller,
      sessionId: string,
      uploadIds: string[],
    ): Promise<UploadToFile[] | FilingFailure> {
      const session = await sessions.owned(caller, sessionId);
      if (isFailure(session)) return session;
      const wanted = [...new Set(uploadIds.map((id) => id.toLowerCase()))];
      const rows = new Map((await repository.filesByIds(sessionId, wanted)).map((row) => [row.id, row]));
      const found: UploadToFile[] = [];
      for (const id of wanted) {
        const row = rows.get(id);
        if (!row || row.keptForOrder) return fail('FILE_NOT_FOUND');
        if (row.status === 'ANALYZING') return fail('FILE_STILL_ANALYSING');
        found.push({
          id: row.id,
          fileName: row.fileName,
          safeName: row.safeName,
          size: row.size,
          storageKey: storedFileKey(row.id),
          status: row.status,
          fileType: row.fileType,
          format: row.format,
          pageCount: row.pageCount,
          pagesColour: row.pagesColour,
          pagesBW: row.pagesBW,
          pagesBlank: row.pagesBlank,
          pages: row.pages,
          analysed: row.analysed,
          textLayer: row.textLayer,
        });
      }
      return found;
    },

    /**
     * In the file store's transaction: the uploads leave the session's list (and any cart line
     * of them goes with them). False when one of them is no longer there as it was read, and
     * the file store rolls back.
     */
    async release(tx: Db, caller: UploadCaller, sessionId: string, uploadIds: string[]): Promise<boolean> {
      const wanted = [...new Set(uploadIds.map((id) => id.toLowerCase()))];
      const removed = await repository.removeFiledFiles(sessionId, ownerOf(caller), wanted, tx);
      return removed.length === wanted.length;
    },

    /**
     * After the file store's commit: the released uploads' bytes go. Their page previews stay,
     * since the filed file keeps the upload's id and its previews are the same pages.
     */
    async discardBytes(uploadIds: string[]): Promise<void> {
      for (const id of uploadIds)
        await storage
          .remove(storedFileKey(id))
          .catch((error: unknown) => log.warn({ err: error, fileId: id }, 'could not remove a filed upload'));
    },
  };
}
export type FiledUploads = ReturnType<typeof createFiledUploads>;
