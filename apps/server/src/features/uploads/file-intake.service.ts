import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { formatFileSize } from '@portal/shared/format';
import { translate } from '@portal/shared/i18n/translate';
import type {
  FinaliseUploadBody,
  FinaliseUploadResponse,
  UploadedFile,
} from '@portal/shared/schemas/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type Failure, FailureError, fail, isFailure, raise } from '../../platform/failure';
import type { JobQueue } from '../../platform/jobs/job-runner';
import type { ChunkIntake } from './chunk-intake.service';
import { type ChunkStore, WORK_SUFFIX } from './chunk-store';
import { discardStoredFile } from './discard-stored-file';
import { displayFileName, sanitiseFileName } from './file-names';
import type { FileStorage } from './file-storage';
import type { PreviewStore } from './previews/preview-store';
import type { UploadCaller } from './upload-owner';
import type { UploadSessionsService } from './upload-sessions.service';
import { toUploadedFile } from './uploaded-file-view';
import { analyseFileJob } from './uploads.jobs';
import { DuplicateNameError, type NewUploadedFile, type UploadsRepository } from './uploads.repository';
import { isZipFile, NotAZipError, type UnpackResult, ZipRefusedError } from './zip/unpack-zip';
import type { UnpackZip } from './zip/zip-unpacker';

type Deps = {
  db: Db;
  repository: UploadsRepository;
  sessions: UploadSessionsService;
  intake: ChunkIntake;
  chunks: ChunkStore;
  storage: FileStorage;
  previews: () => Promise<PreviewStore>;
  jobs: JobQueue;
  /** Where finalising unpacks a zip: beside the chunks, on the same volume. */
  workRoot: string;
  /** Unpacks off the request thread (zip/zip-unpacker.ts). */
  unpackZip: UnpackZip;
  /** The bytes of uploaded files each user may keep (STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  log: FastifyBaseLogger;
};

type SessionFailure = Failure<'UPLOAD_SESSION_NOT_FOUND'>;
type FinaliseFailure = Failure<
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'UPLOAD_INCOMPLETE'
  | 'CHUNK_INVALID'
  | 'DUPLICATE_FILE_NAME'
  | 'ZIP_REFUSED'
  | 'STORAGE_QUOTA_REACHED'
  | 'UPLOAD_WRITE_FAILED'
>;

/** Finished uploads: stored files with their rows, listed, read and removed by their owner. */
export function createFileIntake(deps: Deps) {
  const { repository, sessions, chunks, storage } = deps;

  const quotaReached = () =>
    fail(
      'STORAGE_QUOTA_REACHED',
      translate('errors.STORAGE_QUOTA_REACHED', { quota: formatFileSize(deps.storageQuotaBytes) }),
    );
  const wouldPassQuota = async (userId: string, adding: number, executor?: Db) =>
    (await repository.storedBytesOfUser(userId, executor)) + adding > deps.storageQuotaBytes;

  /** Rows for the unpacked entries of a zip; entries whose name is taken are skipped. */
  async function unpackedRows(
    sessionId: string,
    zipFile: string,
    body: FinaliseUploadBody,
    workDir: string,
    stored: string[],
  ): Promise<{ rows: NewUploadedFile[]; skipped: FinaliseUploadResponse['skipped'] } | null> {
    if (!(await isZipFile(zipFile))) return null;
    let unpacked: UnpackResult;
    try {
      unpacked = await deps.unpackZip(zipFile, workDir);
    } catch (error) {
      if (error instanceof NotAZipError) return null;
      if (error instanceof ZipRefusedError) {
        deps.log.warn({ sessionId, reason: error.reason }, 'refused a zip bomb');
        raise('ZIP_REFUSED');
      }
      throw error;
    }
    const taken = await repository.takenNames(
      sessionId,
      unpacked.entries.map((entry) => entry.name),
    );
    const skipped = [...unpacked.skipped];
    const rows: NewUploadedFile[] = [];
    for (const entry of unpacked.entries) {
      if (taken.has(entry.name)) {
        skipped.push({ name: entry.name, reason: 'duplicate' });
        continue;
      }
      const id = randomUUID();
      await storage.put(entry.path, id);
      stored.push(id);
      rows.push({
        id,
        sessionId,
        fileName: entry.name,
        safeName: sanitiseFileName(entry.name.split('/').join('_')),
        relativePath: displayFileName(body.relativePath ? `${body.relativePath}/${entry.name}` : entry.name),
        size: entry.size,
        status: 'ANALYZING',
        analyse: body.analyse,
      });
    }
    return { rows, skipped };
  }

  /**
   * The rows and their analysis jobs in one transaction: no file without its analysis, nor the
   * reverse. Rows that would pass the user's quota are refused (FailureError) with all of them.
   */
  async function record(sessionId: string, userId: string, rows: NewUploadedFile[]) {
    const adding = rows.reduce((sum, row) => sum + row.size, 0);
    const inserted = await deps.db.transaction(async (tx) => {
      await repository.lockStorageOfUser(userId, tx);
      if (await wouldPassQuota(userId, adding, tx)) throw new FailureError(quotaReached());
      const files = await repository.insertFiles(rows, tx);
      for (const file of files)
        await deps.jobs.enqueue(analyseFileJob, { fileId: file.id }, { executor: tx, groupKey: sessionId });
      return files;
    });
    deps.jobs.wake();
    return inserted;
  }

  return {
    /**
     * Takes the finished upload, stores the file (or the entries of a zip) and records it
     * ANALYZING with its analysis job. An incomplete upload is refused with its chunks kept.
     * Whatever fails after that, nothing half is left: no assembled file, no stored bytes
     * without a row, and the chunks are gone.
     */
    async finalise(
      caller: UploadCaller,
      sessionId: string,
      body: FinaliseUploadBody,
    ): Promise<FinaliseUploadResponse | FinaliseFailure> {
      const session = await sessions.owned(caller, sessionId);
      if (isFailure(session)) return session;
      deps.intake.forgetUpload(sessionId, body.identifier);
      const manifest = await chunks.manifestOf(sessionId, body.identifier);
      if (manifest === null) return fail('UPLOAD_INCOMPLETE');
      if (manifest.fileName !== body.name) return fail('CHUNK_INVALID');
      // A finalise that came too early or with the wrong count changes nothing: the chunks stay
      // for the retry that gets it right.
      if (!(await chunks.isComplete(sessionId, body.identifier, body.chunkCount)))
        return fail('UPLOAD_INCOMPLETE');
      const fileName = displayFileName(body.name);
      if (await repository.nameTaken(sessionId, fileName)) {
        await chunks.discard(sessionId, body.identifier);
        return fail('DUPLICATE_FILE_NAME');
      }
      // Before joining the chunks: a file that cannot fit is not worth the copying. A zip to
      // unpack may turn out smaller, so it is measured by its entries when they are recorded.
      if (await wouldPassQuota(session.userId, body.unzip ? 0 : manifest.totalSize)) {
        await chunks.discard(sessionId, body.identifier);
        return quotaReached();
      }

      const workDir = path.join(
        deps.workRoot,
        sessionId,
        `${body.identifier}.${randomBytes(6).toString('hex')}${WORK_SUFFIX}`,
      );
      const stored: string[] = [];
      try {
        const { path: assembled, size } = await chunks.complete(sessionId, body.identifier, body.chunkCount);
        let rows: NewUploadedFile[];
        let skipped: FinaliseUploadResponse['skipped'] = [];
        const unpacked = body.unzip
          ? await unpackedRows(sessionId, assembled, body, path.join(workDir, 'entries'), stored)
          : null;
        if (unpacked) {
          ({ rows, skipped } = unpacked);
        } else {
          const id = randomUUID();
          await storage.put(assembled, id);
          stored.push(id);
          rows = [
            {
              id,
              sessionId,
              fileName,
              safeName: sanitiseFileName(body.name),
              relativePath: displayFileName(body.relativePath || body.name),
              size,
              status: 'ANALYZING',
              analyse: body.analyse,
            },
          ];
        }
        const inserted = await record(sessionId, session.userId, rows);
        stored.length = 0;
        return { files: inserted.map(toUploadedFile), skipped };
      } catch (error) {
        if (error instanceof DuplicateNameError) return fail('DUPLICATE_FILE_NAME');
        if (error instanceof FailureError) return error.failure as FinaliseFailure;
        deps.log.error({ err: error, sessionId }, 'finalising an upload failed');
        return fail('UPLOAD_WRITE_FAILED');
      } finally {
        for (const fileId of stored) await storage.remove(fileId).catch(() => undefined);
        await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
        await chunks.discard(sessionId, body.identifier).catch(() => undefined);
      }
    },

    async list(caller: UploadCaller, sessionId: string): Promise<UploadedFile[] | SessionFailure> {
      const session = await sessions.owned(caller, sessionId);
      if (isFailure(session)) return session;
      return (await repository.listFiles(sessionId)).map(toUploadedFile);
    },

    async get(
      caller: UploadCaller,
      sessionId: string,
      fileId: string,
    ): Promise<UploadedFile | SessionFailure | Failure<'FILE_NOT_FOUND'>> {
      const session = await sessions.owned(caller, sessionId);
      if (isFailure(session)) return session;
      const file = await repository.findFile(sessionId, fileId);
      return file ? toUploadedFile(file) : fail('FILE_NOT_FOUND');
    },

    async remove(
      caller: UploadCaller,
      sessionId: string,
      fileId: string,
    ): Promise<undefined | SessionFailure | Failure<'FILE_NOT_FOUND'>> {
      const session = await sessions.owned(caller, sessionId);
      if (isFailure(session)) return session;
      const removed = await repository.deleteFile(sessionId, fileId);
      if (!removed) return fail('FILE_NOT_FOUND');
      // The row is gone, so the file is gone for the user.
      await discardStoredFile(deps, removed.id);
      return undefined;
    },
  };
}
export type FileIntake = ReturnType<typeof createFileIntake>;
