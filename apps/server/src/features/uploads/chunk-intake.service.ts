import type { Readable } from 'node:stream';
import { MAX_FILE_SIZE_BYTES } from '@portal/shared/constants';
import type { UploadChunkQuery } from '@portal/shared/schemas/uploads';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, failureFrom, isFailure } from '../../platform/failure';
import { createChunkGrants } from './chunk-grants';
import type { ChunkStore } from './chunk-store-type';
import { displayFileName } from './file-names';
import type { SessionFileLimit } from './session-file-limit';
import type { StorageQuota } from './storage-quota';
import { visitorHashOf } from './upload-owner';
import type { UploadSessionsService } from './upload-sessions.service';
import type { UploadsRepository } from './uploads.repository';

/**
 * A chunk's caller: the token's claims (signature checked, no database), and a way to confirm
 * that the login is still live, which the intake asks for when it has no fresh grant.
 */
export type ChunkCaller = {
  visitorId: string;
  login: { userId: string; sessionId: string };
  confirmUserId: () => Promise<string | null>;
};

export type ChunkFailure = Failure<
  | 'UNAUTHORIZED'
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'DUPLICATE_FILE_NAME'
  | 'FILE_TOO_LARGE'
  | 'CHUNK_INVALID'
  | 'CHUNK_SIZE_MISMATCH'
  | 'STORAGE_QUOTA_REACHED'
  | 'SESSION_FILES_LIMIT_REACHED'
  | 'UPLOAD_WRITE_FAILED'
>;

type Deps = {
  repository: UploadsRepository;
  sessions: UploadSessionsService;
  chunks: ChunkStore;
  clock: Clock;
  quota: StorageQuota;
  fileLimit: SessionFileLimit;
};

/** The flow.js chunks of uploads in progress (decision 0009). */
export function createChunkIntake(deps: Deps) {
  const { repository, chunks, clock } = deps;
  const grants = createChunkGrants();

  /**
   * The full check of an upload's first chunk on this instance: live login, session owner, free
   * name, room in the quota and in the session's files.
   */
  async function admit(caller: ChunkCaller, query: UploadChunkQuery): Promise<ChunkFailure | undefined> {
    const userId = await caller.confirmUserId();
    if (!userId) return fail('UNAUTHORIZED');
    const session = await deps.sessions.owned({ visitorId: caller.visitorId, userId }, query.sessionId);
    if (isFailure(session)) return session;
    if (await repository.nameTaken(query.sessionId, displayFileName(query.flowFilename)))
      return fail('DUPLICATE_FILE_NAME');
    // The size it declares, with what the session's other uploads in progress declare, and the
    // same for the count: refused before its bytes arrive, not only at finalise, when they would
    // already be on disk.
    const inProgress = await deps.chunks.inProgress(query.sessionId, query.flowIdentifier);
    if (!(await deps.quota.fits(userId, inProgress.bytes + query.flowTotalSize))) return deps.quota.reached();
    if (!(await deps.fileLimit.fits(query.sessionId, inProgress.uploads + 1)))
      return deps.fileLimit.reached();
    return undefined;
  }

  return {
    /**
     * Stores one chunk. The first chunk of an upload that this instance sees is checked in full
     * and leaves a short-lived grant; the following chunks of the same upload by the same login,
     * browser and name only need the token's signature. That keeps the database out of the path
     * of thousands of chunks, at the price of a revoked login finishing the file it was sending
     * for up to GRANT_MS.
     */
    async write(
      caller: ChunkCaller,
      query: UploadChunkQuery,
      body: Readable,
    ): Promise<ChunkFailure | undefined> {
      if (query.flowTotalSize > MAX_FILE_SIZE_BYTES) return fail('FILE_TOO_LARGE');
      const key = `${query.sessionId}/${query.flowIdentifier}`;
      // Everything the full check looked at: a chunk that differs in any of them is checked again.
      const holder = [
        caller.login.sessionId,
        caller.login.userId,
        visitorHashOf(caller.visitorId),
        query.flowTotalSize,
        query.flowFilename,
      ].join('\n');
      const now = clock.now().getTime();
      const checkedAt = grants.checkedAt(key, holder, now);
      const granted = checkedAt !== undefined;
      if (!granted) {
        const refused = await admit(caller, query);
        if (refused) return refused;
      }
      const input = {
        sessionId: query.sessionId,
        identifier: query.flowIdentifier,
        chunkNumber: query.flowChunkNumber,
        currentChunkSize: query.flowCurrentChunkSize,
        totalSize: query.flowTotalSize,
        totalChunks: query.flowTotalChunks,
        fileName: query.flowFilename,
      };
      try {
        await chunks.write(input, body, { prepared: granted });
      } catch (error) {
        grants.forget(key);
        return failureFrom(error) as ChunkFailure;
      }
      grants.grant(key, holder, checkedAt ?? now, now);
      return undefined;
    },

    /** The upload is being finalised: its chunks need a full check again. */
    forgetUpload(sessionId: string, identifier: string): void {
      grants.forget(`${sessionId}/${identifier}`);
    },

    /** A closed session's uploads in progress go, grants and chunks. */
    async forgetSession(sessionId: string): Promise<void> {
      grants.forgetScope(sessionId);
      await chunks.discardSession(sessionId);
    },
  };
}
export type ChunkIntake = ReturnType<typeof createChunkIntake>;
