import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { translate } from '@portal/shared/i18n/translate';
import type {
  FilePagesQuery,
  FilePagesResponse,
  FinaliseUploadBody,
  FinaliseUploadResponse,
  UploadedFile,
} from '@portal/shared/schemas/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type Failure, FailureError, fail, isFailure, raise } from '../../platform/failure';
import type { JobQueue } from '../../platform/jobs/job-runner';
import type { FileStorage } from '../../platform/storage/file-storage';
import { sniffStoredFileType } from './analysis/sniff-file-type';
import type { ChunkIntake } from './chunk-intake.service';
import { WORK_SUFFIX } from './chunk-store';
import type { ChunkStore } from './chunk-store-type';
import { discardStoredFile } from './discard-stored-file';
import { displayFileName, sanitiseFileName } from './file-names';
import type { PreviewStore } from './previews/preview-store';
import type { SessionFileLimit } from './session-file-limit';
import type { SessionFiles } from './session-files';
import type { StorageQuota } from './storage-quota';
import { storedFileKey } from './stored-files';
import type { UploadCaller } from './upload-owner';
import type { UploadSessionsService } from './upload-sessions.service';
import { summaryOfNew, toUploadedFile } from './uploaded-file-view';
import { analyseFileJob } from './uploads.jobs';
import { DuplicateNameError, type NewUploadedFile, type UploadsRepository } from './uploads.repository';
import { isZipFile, NotAZipError, type UnpackResult, ZipRefusedError } from './zip/unpack-zip';
import type { UnpackZip } from './zip/zip-unpacker';

type Deps = {
  db: Db;
  repository: UploadsRepository;
  sessions: UploadSessionsService;
  /** The owner check and files of a session as the list, the cart and the quote read them. */
  sessionFiles: SessionFiles;
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
  quota: StorageQuota;
  /** The files one session may hold (SESSION_FILES_MAX), checked under the quota's lock. */
  fileLimit: SessionFileLimit;
  log: FastifyBaseLogger;
};

type SessionFailure = Failure<'UPLOAD_SESSION_NOT_FOUND'>;
type UnpackFailure = Failure<
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'FILE_NOT_FOUND'
  | 'NOT_A_ZIP'
  | 'ZIP_REFUSED'
  | 'STORAGE_QUOTA_REACHED'
  | 'SESSION_FILES_LIMIT_REACHED'
  | 'DUPLICATE_FILE_NAME'
  | 'UPLOAD_WRITE_FAILED'
>;

/** Where a zip's entries go in the list, and what they inherit from it. */
type ZipPlace = {
  relativePath: string | undefined;
  analyse: boolean;
  position: number;
  /** The zip's row when it was kept at upload and unpacked later; null when unzipped at finalise. */
  unpackedFrom: string | null;
};

/** A second 'Uitpakken' of the same zip found it already replaced by its files. */
class AlreadyUnpacked extends Error {}

type FinaliseFailure = Failure<
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'UPLOAD_INCOMPLETE'
  | 'CHUNK_INVALID'
  | 'DUPLICATE_FILE_NAME'
  | 'ZIP_REFUSED'
  | 'ZIP_ENTRIES_REFUSED'
  | 'STORAGE_QUOTA_REACHED'
  | 'SESSION_FILES_LIMIT_REACHED'
  | 'UPLOAD_WRITE_FAILED'
>;

/** The refusal of a strict zip: its first few skipped entries, each with why (the upload list's words). */
function refusedEntriesMessage(skipped: FinaliseUploadResponse['skipped']): string {
  const shown = skipped
    .slice(0, 3)
    .map((entry) => translate(`uploads.skipped.${entry.reason}`, { name: displayFileName(entry.name) }));
  const more = skipped.length > 3 ? `; en nog ${skipped.length - 3}` : '';
  return translate('errors.ZIP_ENTRIES_REFUSED', { entries: `${shown.join('; ')}${more}` });
}

/** Finished uploads: stored files with their rows, listed, read and removed by their owner. */
export function createFileIntake(deps: Deps) {
  const { repository, sessions, chunks, storage } = deps;

  const { quota, fileLimit } = deps;

  /**
   * Rows for the unpacked entries of a zip, at the zip's place in the list and in zip order;
   * entries whose name is taken are skipped. Finalise with unzip and 'Uitpakken' both come here.
   */
  async function unpackedRows(
    sessionId: string,
    zipFile: string,
    zip: ZipPlace,
    workDir: string,
    stored: string[],
    strict = false,
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
    for (const entry of unpacked.entries)
      if (taken.has(entry.name)) skipped.push({ name: entry.name, reason: 'duplicate' });
    // All or nothing (a scan delivery, decision 0126): before a byte of it is stored.
    if (strict && skipped.length > 0)
      throw new FailureError(fail('ZIP_ENTRIES_REFUSED', refusedEntriesMessage(skipped)));
    const rows: NewUploadedFile[] = [];
    for (const [index, entry] of unpacked.entries.entries()) {
      if (taken.has(entry.name)) continue;
      const id = randomUUID();
      await storage.put(storedFileKey(id), { file: entry.path });
      stored.push(id);
      rows.push({
        id,
        sessionId,
        fileName: entry.name,
        safeName: sanitiseFileName(entry.name.split('/').join('_')),
        relativePath: displayFileName(zip.relativePath ? `${zip.relativePath}/${entry.name}` : entry.name),
        size: entry.size,
        status: 'ANALYZING',
        analyse: zip.analyse,
        position: zip.position,
        positionInZip: index,
        unpackedFrom: zip.unpackedFrom,
      });
    }
    return { rows, skipped };
  }

  /**
   * The rows and their analysis jobs in one transaction: no file without its analysis, nor the
   * reverse. Rows that would pass the user's quota or the session's file limit are refused
   * (FailureError) with all of them.
   */
  async function record(sessionId: string, userId: string, rows: NewUploadedFile[], replacing?: string) {
    const adding = rows.reduce((sum, row) => sum + row.size, 0);
    const inserted = await deps.db.transaction(async (tx) => {
      await quota.lock(userId, tx);
      // The zip leaves with its files' arrival, so its bytes no longer count for the quota. Gone
      // already: another call unpacked it meanwhile, and this one must not add its files again.
      if (replacing && !(await repository.deleteFile(sessionId, replacing, tx))) throw new AlreadyUnpacked();
      if (!(await quota.fits(userId, adding, tx))) throw new FailureError(quota.reached());
      // Counted after the replaced zip left: its entries take its place. The quota's lock on the
      // session's user also holds every other addition to this session (session-file-limit.ts).
      if (!(await fileLimit.fits(sessionId, rows.length, tx))) throw new FailureError(fileLimit.reached());
      const files = await repository.insertFiles(rows, tx);
      for (const file of files)
        await deps.jobs.enqueue(analyseFileJob, { fileId: file.id }, { executor: tx, groupKey: sessionId });
      return files;
    });
    deps.jobs.wake(analyseFileJob);
    return inserted;
  }

  /** A fresh work folder for one finalise or 'Uitpakken', which the chunk store's sweep recognises. */
  const workDirFor = (sessionId: string, name: string) =>
    path.join(deps.workRoot, sessionId, `${name}.${randomBytes(6).toString('hex')}${WORK_SUFFIX}`);

  /** The files an earlier 'Uitpakken' of this zip made; not found when there was none. */
  async function earlierUnpack(
    sessionId: string,
    zipId: string,
  ): Promise<FinaliseUploadResponse | Failure<'FILE_NOT_FOUND'>> {
    const files = await repository.filesUnpackedFrom(sessionId, zipId);
    return files.length > 0 ? { files: files.map(toUploadedFile), skipped: [] } : fail('FILE_NOT_FOUND');
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
      if (!(await quota.fits(session.userId, body.unzip ? 0 : manifest.totalSize))) {
        await chunks.discard(sessionId, body.identifier);
        return quota.reached();
      }
      // Likewise a full session: whatever this upload becomes, it adds at least one file (a zip
      // of which nothing can become a file is not worth unpacking into a full session either).
      if (!(await fileLimit.fits(sessionId, 1))) {
        await chunks.discard(sessionId, body.identifier);
        return fileLimit.reached();
      }

      const workDir = workDirFor(sessionId, body.identifier);
      const stored: string[] = [];
      try {
        const assembled = await chunks.complete(sessionId, body.identifier, body.chunkCount);
        let rows: NewUploadedFile[];
        let skipped: FinaliseUploadResponse['skipped'] = [];
        const position = body.position ?? (await repository.positionAfterLast(sessionId));
        const place = {
          relativePath: body.relativePath,
          analyse: body.analyse,
          position,
          unpackedFrom: null,
        };
        const unpacked = body.unzip
          ? await unpackedRows(
              sessionId,
              await assembled.localFile(workDir),
              place,
              path.join(workDir, 'entries'),
              stored,
              body.strictZip === true,
            )
          : null;
        if (unpacked) {
          ({ rows, skipped } = unpacked);
        } else {
          const id = randomUUID();
          await assembled.store(storedFileKey(id));
          stored.push(id);
          rows = [
            {
              id,
              sessionId,
              fileName,
              safeName: sanitiseFileName(body.name),
              relativePath: displayFileName(body.relativePath || body.name),
              size: assembled.size,
              status: 'ANALYZING',
              analyse: body.analyse,
              position,
            },
          ];
        }
        const inserted = await record(sessionId, session.userId, rows);
        stored.length = 0;
        return { files: inserted.map((row) => toUploadedFile(summaryOfNew(row))), skipped };
      } catch (error) {
        if (error instanceof DuplicateNameError) return fail('DUPLICATE_FILE_NAME');
        if (error instanceof FailureError) return error.failure as FinaliseFailure;
        deps.log.error({ err: error, sessionId }, 'finalising an upload failed');
        return fail('UPLOAD_WRITE_FAILED');
      } finally {
        for (const fileId of stored) await storage.remove(storedFileKey(fileId)).catch(() => undefined);
        await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
        await chunks.discard(sessionId, body.identifier).catch(() => undefined);
      }
    },

    /**
     * 'Uitpakken' (decision 0036): a zip kept whole at upload becomes its files at its place in
     * the list, through the same unpacking, limits and quota as a finalise with unzip. The zip's
     * row goes in the transaction that records its files, so a second call (a double click, a
     * retry after a lost answer) cannot unpack it again: it answers with the files it became.
     * When nothing in the zip can become a file, the zip stays and `skipped` says why.
     */
    async unpack(
      caller: UploadCaller,
      sessionId: string,
      fileId: string,
    ): Promise<FinaliseUploadResponse | UnpackFailure> {
      const session = await sessions.owned(caller, sessionId);
      if (isFailure(session)) return session;
      const zip = await repository.findFile(sessionId, fileId);
      if (!zip) return earlierUnpack(sessionId, fileId);
      const zipKey = storedFileKey(zip.id);
      // An office document is a zip inside as well, but not one the customer packed.
      if ((await sniffStoredFileType(storage, zipKey).catch(() => null)) !== 'zip') return fail('NOT_A_ZIP');

      const workDir = workDirFor(sessionId, zip.id);
      const stored: string[] = [];
      try {
        const place = {
          relativePath: zip.relativePath,
          analyse: zip.analyse,
          position: zip.position,
          unpackedFrom: zip.id,
        };
        // Unpacking reads the zip all over: from a path of this machine (a copy when on S3).
        const unpacked = await storage.withLocalCopy(zipKey, (zipFile) =>
          unpackedRows(sessionId, zipFile, place, path.join(workDir, 'entries'), stored),
        );
        if (!unpacked) return fail('NOT_A_ZIP');
        if (unpacked.rows.length === 0) {
          // Every name taken may mean that a parallel call has just unpacked this zip.
          const earlier = await earlierUnpack(sessionId, zip.id);
          return isFailure(earlier) ? { files: [], skipped: unpacked.skipped } : earlier;
        }
        const inserted = await record(sessionId, session.userId, unpacked.rows, zip.id);
        stored.length = 0;
        await discardStoredFile(deps, zip.id);
        return { files: inserted.map((row) => toUploadedFile(summaryOfNew(row))), skipped: unpacked.skipped };
      } catch (error) {
        if (error instanceof DuplicateNameError) return fail('DUPLICATE_FILE_NAME');
        if (error instanceof FailureError) return error.failure as UnpackFailure;
        // A parallel call that took the zip first (its bytes may be gone under this one).
        const earlier = await earlierUnpack(sessionId, fileId);
        if (!isFailure(earlier)) return earlier;
        // Gone without files of its own: removed meanwhile, which is no failure of ours.
        if (error instanceof AlreadyUnpacked) return earlier;
        deps.log.error({ err: error, sessionId, fileId }, 'unpacking a kept zip failed');
        return fail('UPLOAD_WRITE_FAILED');
      } finally {
        for (const id of stored) await storage.remove(storedFileKey(id)).catch(() => undefined);
        await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
      }
    },

    /** The session's files in list order, when the caller owns the open session (kept while heard). */
    async list(caller: UploadCaller, sessionId: string): Promise<readonly UploadedFile[] | SessionFailure> {
      return (await deps.sessionFiles.filesOfOwned(caller, sessionId)) ?? fail('UPLOAD_SESSION_NOT_FOUND');
    },

    /** One file of the session, when the caller owns the open session (kept while heard). */
    async get(
      caller: UploadCaller,
      sessionId: string,
      fileId: string,
    ): Promise<UploadedFile | SessionFailure | Failure<'FILE_NOT_FOUND'>> {
      const files = await deps.sessionFiles.filesOfOwned(caller, sessionId);
      if (!files) return fail('UPLOAD_SESSION_NOT_FOUND');
      const wanted = fileId.toLowerCase();
      return files.find((file) => file.uuid === wanted) ?? fail('FILE_NOT_FOUND');
    },

    /** Every page's detail of a file, a block at a time: the page viewer's source. */
    async pages(
      caller: UploadCaller,
      sessionId: string,
      fileId: string,
      { from, count }: FilePagesQuery,
    ): Promise<FilePagesResponse | SessionFailure | Failure<'FILE_NOT_FOUND'>> {
      const session = await sessions.owned(caller, sessionId);
      if (isFailure(session)) return session;
      return (await repository.filePages(sessionId, fileId, from, count)) ?? fail('FILE_NOT_FOUND');
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
