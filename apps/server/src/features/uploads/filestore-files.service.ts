import { randomUUID } from 'node:crypto';
import type { AddedFilestoreFiles } from '@portal/shared/schemas/filestore';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import type { Caller } from '../../platform/routes';
import { type FileStorage, StoredFileMissingError } from '../../platform/storage/file-storage';
import { sanitiseFileName } from './file-names';
import { freeFileName } from './ordered-files';
import type { SessionFileLimit } from './session-file-limit';
import type { StorageQuota } from './storage-quota';
import { type StoredAnalysis, storedFileKey } from './stored-files';
import type { UploadCaller } from './upload-owner';
import type { UploadSessionsService } from './upload-sessions.service';
import { toUploadedFile } from './uploaded-file-view';
import { DuplicateNameError, type NewUploadedFile, type UploadsRepository } from './uploads.repository';

/** A live file of the file store as the caller may read it: where its bytes are, and its stored analysis. */
export type FilestoreFileToAdd = StoredAnalysis & {
  id: string;
  name: string;
  /** The key of its bytes in the file storage. */
  storageKey: string;
  size: number;
};

export type FilestoreRefusal = Failure<'FILESTORE_NOT_FOUND' | 'FILESTORE_FILE_TRASHED'>;

/**
 * The file store's answer for the files a caller chose, in the order asked (app.ts wires the file
 * store's service here; the uploads know nothing else of it): all of them, or the refusal of the
 * first that may not be added (another customer's or missing: FILESTORE_NOT_FOUND; in the trash:
 * FILESTORE_FILE_TRASHED).
 */
export type FilestoreFilesSource = (
  caller: Caller,
  fileIds: string[],
) => Promise<FilestoreFileToAdd[] | FilestoreRefusal>;

type AddFailure = FilestoreRefusal | Failure<'UPLOAD_SESSION_NOT_FOUND' | 'SESSION_FILES_LIMIT_REACHED'>;

/** A name taken by a parallel upload between reading the names and writing: read them again. */
const NAME_RACE_ATTEMPTS = 5;

/**
 * 'Selecteer uit bestandsopslag' (spec 01 sections 2, 7 and 8; issue 31 point 4; decision 0125):
 * chosen file-store files become files of the caller's upload session without a second upload
 * or analysis. Each gets a row of its own (a new id) with the stored analysis, READY… from the
 * start, and a copy of the bytes under that id, so that previews, the cart, the order and the
 * discard job treat it as any upload. A file the list already holds from the file store is
 * reported in `alreadyPresent`; a name the list holds is numbered (' (2)'), as 'Opnieuw
 * bestellen' does. All or nothing: a refused file adds none, and copies made for a refused or
 * failed add are removed.
 */
export function createFilestoreFiles(deps: {
  db: Db;
  repository: UploadsRepository;
  sessions: Pick<UploadSessionsService, 'owned'>;
  storage: FileStorage;
  /** Its lock on the user keeps two additions to one session from both taking its last places. */
  quota: Pick<StorageQuota, 'lock'>;
  fileLimit: SessionFileLimit;
  source: FilestoreFilesSource;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, repository, storage, fileLimit, log } = deps;

  async function removeCopies(fileIds: readonly string[]): Promise<void> {
    for (const fileId of fileIds)
      await storage
        .remove(storedFileKey(fileId))
        .catch((error: unknown) => log.warn({ err: error, fileId }, 'could not remove a file-store copy'));
  }

  /**
   * The rows in one transaction, under the quota's lock on the user: names free in the list,
   * after its last file, in the order chosen. Which chosen files the list holds is read here, so
   * a file another add put in the list meanwhile is reported, not added twice.
   */
  async function record(
    sessionId: string,
    userId: string,
    chosen: string[],
    copies: { id: string; file: FilestoreFileToAdd }[],
  ): Promise<{ added: string[]; present: Map<string, string> } | Failure<'SESSION_FILES_LIMIT_REACHED'>> {
    return inTransaction(db, async (tx) => {
      await deps.quota.lock(userId, tx);
      const inList = await repository.fromFilestore(sessionId, chosen, tx);
      const present = new Map(inList.map((row) => [row.filestoreFileId, row.fileName]));
      const adding = copies.filter(({ file }) => !present.has(file.id));
      if (adding.length === 0) return { added: [], present };
      if (!(await fileLimit.fits(sessionId, adding.length, tx))) return fileLimit.reached();
      const taken = await repository.namesInSession(sessionId, tx);
      const first = await repository.positionAfterLast(sessionId, tx);
      const at = deps.clock.now();
      const rows: NewUploadedFile[] = adding.map(({ id, file }, index) => {
        const fileName = freeFileName(file.name, taken);
        taken.add(fileName);
        return {
          id,
          sessionId,
          fileName,
          safeName: sanitiseFileName(fileName),
          relativePath: fileName,
          size: file.size,
          status: file.status,
          analyse: true,
          analysed: file.analysed,
          fileType: file.fileType,
          format: file.format,
          pageCount: file.pageCount,
          pagesColour: file.pagesColour,
          pagesBW: file.pagesBW,
          pagesBlank: file.pagesBlank,
          pages: file.pages,
          textLayer: file.textLayer,
          position: first + index,
          filestoreFileId: file.id,
          createdAt: at,
          analysedAt: at,
        };
      });
      const inserted = await repository.insertFiles(rows, tx);
      return { added: inserted.map((row) => row.id), present };
    });
  }

  return {
    async add(
      uploadCaller: UploadCaller,
      caller: Caller,
      sessionId: string,
      fileIds: string[],
    ): Promise<AddedFilestoreFiles | AddFailure> {
      const session = await deps.sessions.owned(uploadCaller, sessionId);
      if (isFailure(session)) return session;
      const wanted = [...new Set(fileIds.map((id) => id.toLowerCase()))];
      const files = await deps.source(caller, wanted);
      if (isFailure(files)) return files;

      const inList = new Set(
        (await repository.fromFilestore(sessionId, wanted)).map((row) => row.filestoreFileId),
      );
      let toCopy = files.filter((file) => !inList.has(file.id));
      // A first look before copying bytes that could not be kept anyway.
      if (toCopy.length > 0 && !(await fileLimit.fits(sessionId, toCopy.length))) {
        // A parallel add of the same files may have filled the list since it was read: files it
        // put there are present, not refused (a CI run on PostgreSQL answered 422 to one of two
        // racing adds). What is still missing and does not fit is refused.
        const nowInList = new Set(
          (await repository.fromFilestore(sessionId, wanted)).map((row) => row.filestoreFileId),
        );
        if (toCopy.some((file) => !nowInList.has(file.id))) return fileLimit.reached();
        toCopy = [];
      }

      // The bytes first (on S3 a copy inside the bucket), each under its new row's id.
      const copies: { id: string; file: FilestoreFileToAdd }[] = [];
      try {
        for (const file of toCopy) {
          const id = randomUUID();
          await storage.copy(file.storageKey, storedFileKey(id));
          copies.push({ id, file });
        }
      } catch (error) {
        await removeCopies(copies.map((copy) => copy.id));
        if (error instanceof StoredFileMissingError) {
          log.error({ err: error, sessionId }, 'a file-store file has no stored bytes');
          return fail('FILESTORE_NOT_FOUND');
        }
        throw error;
      }

      for (let attempt = 1; ; attempt += 1) {
        let outcome: Awaited<ReturnType<typeof record>>;
        try {
          outcome = await record(sessionId, session.userId, wanted, copies);
        } catch (error) {
          // A name or a file taken by a parallel add or upload after it was read: read again.
          if (error instanceof DuplicateNameError && attempt < NAME_RACE_ATTEMPTS) continue;
          await removeCopies(copies.map((copy) => copy.id));
          throw error;
        }
        if (isFailure(outcome)) {
          await removeCopies(copies.map((copy) => copy.id));
          return outcome;
        }
        // Copies of files a parallel add put in the list meanwhile are not needed.
        const added = new Set(outcome.added);
        await removeCopies(copies.filter((copy) => !added.has(copy.id)).map((copy) => copy.id));
        const { present } = outcome;
        return {
          files: (await repository.summariesOf(sessionId, outcome.added)).map(toUploadedFile),
          alreadyPresent: files.flatMap((file) => {
            const name = present.get(file.id);
            return name === undefined ? [] : [{ fileId: file.id, name }];
          }),
        };
      }
    },
  };
}
export type FilestoreFiles = ReturnType<typeof createFilestoreFiles>;
