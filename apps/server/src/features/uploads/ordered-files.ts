import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { type Failure, fail } from '../../platform/failure';
import { exists, type FileStorage, StoredFileMissingError } from '../../platform/storage/file-storage';
import { sanitiseFileName } from './file-names';
import type { PreviewedFile } from './page-previews.service';
import type { SessionFileLimit } from './session-file-limit';
import type { StorageQuota } from './storage-quota';
import { storedFileKey } from './stored-files';
import { ownerOf, type UploadCaller } from './upload-owner';
import { uploadedFiles, uploadSessions } from './uploads.tables';

/** 'offerte.pdf' as the n-th of its name: 'offerte (2).pdf'; without an extension 'offerte (2)'. */
export function numberedFileName(name: string, n: number): string {
  if (n <= 1) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/** The first of 'name', 'name (2)', 'name (3)', … that is not taken. */
export function freeFileName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const candidate = numberedFileName(name, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** A copy of an ordered file in an open session: the new file's id and name. */
export type FileCopy = { fileId: string; fileName: string };

/**
 * What placing an order does with an upload session (issue 13, decision 0052): the ordered files
 * become the order's (kept_for_order: never discarded with their session), and the session is
 * closed, so that the browser's next cart is a new session with a new cart key. Both in the
 * order's transaction: an order that rolls back leaves the session and its files as they were.
 */
export function createOrderedFiles(deps: {
  db: Db;
  storage: FileStorage;
  /** A copy counts for the caller's storage like an upload (it is a full copy of the bytes). */
  quota: StorageQuota;
  /** And for the files its session holds, like an uploaded file. */
  fileLimit: SessionFileLimit;
  /** After the order's commit: the session's other files go (the discard job). */
  afterClosing: (sessionId: string) => Promise<void>;
}) {
  /** Whether a file's bytes are in storage: a cart line whose file is gone cannot be ordered. */
  async function isStored(fileId: string): Promise<boolean> {
    return exists(deps.storage, storedFileKey(fileId));
  }

  /** The session `sessionId` while it is the caller's open one: the only one an order may take from. */
  const callersOpenSession = (caller: UploadCaller, sessionId: string) => {
    const owner = ownerOf(caller);
    return and(
      eq(uploadSessions.id, sessionId),
      eq(uploadSessions.visitorHash, owner.visitorHash),
      eq(uploadSessions.userId, owner.userId),
      isNull(uploadSessions.closedAt),
    );
  };

  async function isOpenSessionOf(caller: UploadCaller, sessionId: string): Promise<boolean> {
    const [session] = await deps.db
      .select({ id: uploadSessions.id })
      .from(uploadSessions)
      .where(callersOpenSession(caller, sessionId));
    return session !== undefined;
  }

  return {
    /**
     * Keeps `fileIds` for the order and closes the caller's open session `sessionId`, in the
     * order's transaction. False when the session is not (or no longer) the caller's open one.
     */
    async takeForOrder(tx: Db, caller: UploadCaller, sessionId: string, fileIds: string[], at: Date) {
      const closed = await tx
        .update(uploadSessions)
        .set({ closedAt: at })
        .where(callersOpenSession(caller, sessionId))
        .returning({ id: uploadSessions.id });
      if (closed.length === 0) return false;
      const kept = await tx
        .update(uploadedFiles)
        .set({ keptForOrder: true })
        .where(and(eq(uploadedFiles.sessionId, sessionId), inArray(uploadedFiles.id, fileIds)))
        .returning({ id: uploadedFiles.id });
      return kept.length === fileIds.length;
    },

    isStored,

    /** A file kept for an order, as its previews need it; undefined for any other file. */
    async keptFile(fileId: string): Promise<PreviewedFile | undefined> {
      const [row] = await deps.db
        .select({
          id: uploadedFiles.id,
          status: uploadedFiles.status,
          fileType: uploadedFiles.fileType,
          pageCount: uploadedFiles.pageCount,
        })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.keptForOrder, true)))
        .limit(1);
      return row;
    },

    /**
     * 'Opnieuw bestellen' (issue 13 point 7): a new file in the caller's open session `sessionId`
     * with the ordered file's name (numbered when taken there), its analysis and a copy of its
     * bytes under the new id. The copy is the new session's own: discarding that session never
     * touches the ordered original.
     */
    async copyOrderedFile(
      caller: UploadCaller,
      sessionId: string,
      orderedFileId: string,
    ): Promise<
      | FileCopy
      | Failure<
          | 'UPLOAD_SESSION_NOT_FOUND'
          | 'ORDERED_FILE_GONE'
          | 'STORAGE_QUOTA_REACHED'
          | 'SESSION_FILES_LIMIT_REACHED'
        >
    > {
      const { db, storage, quota, fileLimit } = deps;
      if (!(await isOpenSessionOf(caller, sessionId))) return fail('UPLOAD_SESSION_NOT_FOUND');
      const [original] = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, orderedFileId), eq(uploadedFiles.keptForOrder, true)));
      if (!original || !(await isStored(original.id))) return fail('ORDERED_FILE_GONE');
      // Before copying the bytes: a copy that cannot fit is not worth making.
      if (!(await quota.fits(caller.userId, original.size))) return quota.reached();
      if (!(await fileLimit.fits(sessionId, 1))) return fileLimit.reached();

      const fileId = randomUUID();
      try {
        // On S3 a copy within the bucket: the bytes do not pass through this server.
        await storage.copy(storedFileKey(original.id), storedFileKey(fileId));
      } catch (error) {
        if (error instanceof StoredFileMissingError) return fail('ORDERED_FILE_GONE');
        throw error;
      }

      const {
        id: _id,
        sessionId: _from,
        keptForOrder: _kept,
        unpackedFrom: _zip,
        createdAt: _created,
        position: _position,
        positionInZip: _inZip,
        ...analysis
      } = original;
      // Another request may take the same name at the same moment: then the next number.
      for (let attempt = 0; ; attempt += 1) {
        const [names, [last]] = await Promise.all([
          db
            .select({ name: uploadedFiles.fileName })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.sessionId, sessionId)),
          db
            .select({ position: max(uploadedFiles.position) })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.sessionId, sessionId)),
        ]);
        const fileName = freeFileName(original.fileName, new Set(names.map((row) => row.name)));
        try {
          // Under the quota's lock, as an upload's finalise: two copies (or a copy and an
          // upload) at once cannot both take the room, or the session's place, left for one.
          const refused = await db.transaction(async (tx) => {
            await quota.lock(caller.userId, tx);
            if (!(await quota.fits(caller.userId, original.size, tx))) return quota.reached();
            if (!(await fileLimit.fits(sessionId, 1, tx))) return fileLimit.reached();
            await tx.insert(uploadedFiles).values({
              ...analysis,
              id: fileId,
              sessionId,
              fileName,
              safeName: sanitiseFileName(fileName),
              relativePath: fileName,
              // After the session's last file, as a file the browser added now.
              position: (last?.position ?? 0) + 1,
            });
            return undefined;
          });
          if (refused) {
            await storage.remove(storedFileKey(fileId));
            return refused;
          }
          return { fileId, fileName };
        } catch (error) {
          if (isUniqueViolation(error) && attempt < 5) continue;
          await storage.remove(storedFileKey(fileId));
          throw error;
        }
      }
    },

    /** Removes copies the cart did not take (their rows and bytes); never a file kept for an order. */
    async discardCopies(caller: UploadCaller, sessionId: string, fileIds: string[]): Promise<void> {
      if (fileIds.length === 0 || !(await isOpenSessionOf(caller, sessionId))) return;
      const removed = await deps.db
        .delete(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.sessionId, sessionId),
            inArray(uploadedFiles.id, fileIds),
            eq(uploadedFiles.keptForOrder, false),
          ),
        )
        .returning({ id: uploadedFiles.id });
      for (const { id } of removed) await deps.storage.remove(storedFileKey(id));
    },

    afterClosing: deps.afterClosing,
  };
}
export type OrderedFiles = ReturnType<typeof createOrderedFiles>;
