import { access } from 'node:fs/promises';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FileStorage } from './file-storage';
import { ownerOf, type UploadCaller } from './upload-owner';
import { uploadedFiles, uploadSessions } from './uploads.tables';

/**
 * What placing an order does with an upload session (issue 13, decision 0052): the ordered files
 * become the order's (kept_for_order: never discarded with their session), and the session is
 * closed, so that the browser's next cart is a new session with a new cart key. Both in the
 * order's transaction: an order that rolls back leaves the session and its files as they were.
 */
export function createOrderedFiles(deps: {
  storage: FileStorage;
  /** After the order's commit: the session's other files go (the discard job). */
  afterClosing: (sessionId: string) => Promise<void>;
}) {
  return {
    /**
     * Keeps `fileIds` for the order and closes the caller's open session `sessionId`, in the
     * order's transaction. False when the session is not (or no longer) the caller's open one.
     */
    async takeForOrder(tx: Db, caller: UploadCaller, sessionId: string, fileIds: string[], at: Date) {
      const owner = ownerOf(caller);
      const closed = await tx
        .update(uploadSessions)
        .set({ closedAt: at })
        .where(
          and(
            eq(uploadSessions.id, sessionId),
            eq(uploadSessions.visitorHash, owner.visitorHash),
            eq(uploadSessions.userId, owner.userId),
            isNull(uploadSessions.closedAt),
          ),
        )
        .returning({ id: uploadSessions.id });
      if (closed.length === 0) return false;
      const kept = await tx
        .update(uploadedFiles)
        .set({ keptForOrder: true })
        .where(and(eq(uploadedFiles.sessionId, sessionId), inArray(uploadedFiles.id, fileIds)))
        .returning({ id: uploadedFiles.id });
      return kept.length === fileIds.length;
    },

    /** Whether a file's bytes are in storage: a cart line whose file is gone cannot be ordered. */
    async isStored(fileId: string): Promise<boolean> {
      try {
        await access(deps.storage.pathOf(fileId));
        return true;
      } catch {
        return false;
      }
    },

    afterClosing: deps.afterClosing,
  };
}
export type OrderedFiles = ReturnType<typeof createOrderedFiles>;
