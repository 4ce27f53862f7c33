import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_FILE_SIZE_BYTES } from '@portal/shared/constants';
import type { FileAnalysis } from '@portal/shared/schemas/analysis';
import type {
  FinaliseUploadBody,
  FinaliseUploadResponse,
  UploadChunkQuery,
  UploadedFile,
} from '@portal/shared/schemas/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AnalysisPool } from './analysis/analysis-pool';
import { type ChunkStore, createChunkStore } from './chunk-store';
import { displayFileName, sanitiseFileName } from './file-names';
import { createLocalFileStorage, type FileStorage } from './file-storage';
import { createPreviewStore, PreviewUnavailableError } from './previews/preview-store';
import {
  createUploadsRepository,
  DuplicateNameError,
  type NewUploadedFile,
  type UploadedFileRow,
} from './uploads.repository';
import { isZipFile, NotAZipError, unpackZip } from './zip/unpack-zip';

/** Who is calling: the browser's upload-session cookie and the logged-in user. */
export type Caller = { visitorId: string; userId: string };

/**
 * A chunk's caller: the token's claims (signature checked, no database), and a way to confirm
 * that the login is still live, which the service asks for when it has no fresh grant.
 */
export type ChunkCaller = {
  visitorId: string;
  login: { userId: string; sessionId: string };
  confirmLogin: () => Promise<string>;
};

type Grant = {
  at: number;
  login: string;
  userId: string;
  visitorHash: string;
  fileName: string;
  totalSize: number;
};

type Deps = {
  db: Db;
  clock: Clock;
  dataDir: string;
  /** The analysis pool, started on first use (or handed in, e.g. shared by tests). */
  analysisPool: () => Promise<AnalysisPool>;
  log: FastifyBaseLogger;
};

/** How long a checked upload may send chunks without the database being asked again. */
const GRANT_MS = 30_000;
const MAX_GRANTS = 10_000;

/** An upload that received no chunk for this long is abandoned. */
const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** The cookie is a bearer secret for previews: only its hash is stored. */
const visitorHashOf = (visitorId: string) => createHash('sha256').update(visitorId).digest('hex');

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  const first = row.pages[0];
  const measured = row.analysed && row.status === 'READY';
  return {
    uuid: row.id,
    fileName: row.fileName,
    safeName: row.safeName,
    relativePath: row.relativePath,
    size: row.size,
    status: row.status,
    fileType: row.fileType,
    analysed: row.analysed,
    format: row.format,
    dimensions: first ? { widthMm: first.widthMm, heightMm: first.heightMm } : null,
    pageCount: row.pageCount,
    pagesColour: measured ? row.pagesColour : null,
    pagesBW: measured ? row.pagesBW : null,
    pagesBlank: measured ? row.pagesBlank : null,
    dpisPerPage: row.status === 'ANALYZING' ? [] : row.pages.map(({ page, dpis }) => ({ page, dpis })),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Uploads (issue 4, decision 0009): chunks, finalising into stored files with rows, zip
 * unpacking, analysis in the worker pool, previews, and the owner checks around all of it.
 */
export function createUploadsService(deps: Deps) {
  const repository = createUploadsRepository(deps.db);
  const uploadsRoot = path.join(deps.dataDir, 'uploads');
  const chunks: ChunkStore = createChunkStore(uploadsRoot);
  const storage: FileStorage = createLocalFileStorage(path.join(deps.dataDir, 'files'));
  let previews: ReturnType<typeof createPreviewStore> | undefined;
  const previewStore = async () => {
    previews ??= createPreviewStore({
      pool: await deps.analysisPool(),
      directory: path.join(deps.dataDir, 'previews'),
    });
    return previews;
  };
  const running = new Set<Promise<void>>();
  /** Per instance and short-lived: a cache of checks, never the only record of anything. */
  const grants = new Map<string, Grant>();
  const forgetOldGrants = (now: number) => {
    for (const [key, grant] of grants) if (now - grant.at >= GRANT_MS) grants.delete(key);
  };
  let closing = false;

  const ownerOf = (caller: Caller) => ({
    visitorHash: visitorHashOf(caller.visitorId),
    userId: caller.userId,
  });

  async function ownedSession(caller: Caller, sessionId: string) {
    const session = await repository.findOwnedSession(sessionId, ownerOf(caller));
    if (!session) throw new AppError(404, 'UPLOAD_SESSION_NOT_FOUND');
    return session;
  }

  async function ownedFile(caller: Caller, sessionId: string, fileId: string) {
    await ownedSession(caller, sessionId);
    const file = await repository.findFile(sessionId, fileId);
    if (!file) throw new AppError(404, 'FILE_NOT_FOUND');
    return file;
  }

  /** Stored files whose rows were never written (a finalise that failed). */
  async function removeStored(fileIds: Iterable<string>): Promise<void> {
    for (const fileId of fileIds) await storage.remove(fileId);
  }

  async function analyse(row: UploadedFileRow): Promise<void> {
    try {
      const pool = await deps.analysisPool();
      const result: FileAnalysis = await pool.analyse(storage.pathOf(row.id), {
        analyse: row.analyse,
        onFacts: (facts) => {
          repository.saveFacts(row.id, facts).catch((error: unknown) => {
            if (!closing) deps.log.warn({ err: error, fileId: row.id }, 'could not save first facts');
          });
        },
      });
      await repository.saveAnalysis(row.id, result, deps.clock.now());
    } catch (error) {
      // While stopping, the row stays ANALYZING and is analysed again at the next start.
      if (closing) return;
      deps.log.error({ err: error, fileId: row.id }, 'analysis failed');
      await repository
        .saveAnalysis(row.id, failedAnalysis(), deps.clock.now())
        .catch((saveError: unknown) =>
          deps.log.error({ err: saveError }, 'could not record failed analysis'),
        );
    }
  }

  function schedule(rows: UploadedFileRow[]): void {
    for (const row of rows) {
      const job = analyse(row).finally(() => running.delete(job));
      running.add(job);
    }
  }

  /** Rows for the unpacked entries of a zip; entries whose name is taken are skipped. */
  async function unpackedRows(
    sessionId: string,
    zipFile: string,
    body: FinaliseUploadBody,
    workDir: string,
    stored: string[],
  ): Promise<{ rows: NewUploadedFile[]; skipped: FinaliseUploadResponse['skipped'] } | null> {
    if (!(await isZipFile(zipFile))) return null;
    let unpacked: Awaited<ReturnType<typeof unpackZip>>;
    try {
      unpacked = await unpackZip(zipFile, workDir);
    } catch (error) {
      if (error instanceof NotAZipError) return null;
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
        relativePath: body.relativePath ? `${body.relativePath}/${entry.name}` : entry.name,
        size: entry.size,
        status: 'ANALYZING',
        analyse: body.analyse,
      });
    }
    return { rows, skipped };
  }

  return {
    /** This browser's open upload session for this user; made on first use. */
    async session(caller: Caller): Promise<{ sessionId: string }> {
      const session = await repository.findOrCreateSession(ownerOf(caller), deps.clock.now());
      return { sessionId: session.id };
    },

    /**
     * Stores one chunk. The first chunk of an upload that this instance sees is checked in full
     * (live login, session owner, duplicate name) and leaves a short-lived grant; the following
     * chunks of the same upload by the same login, browser and name only need the token's
     * signature. That keeps the database out of the path of thousands of chunks, at the price
     * of a revoked login finishing the file it was sending for up to GRANT_MS.
     */
    async writeChunk(caller: ChunkCaller, query: UploadChunkQuery, body: Readable): Promise<void> {
      if (query.flowTotalSize > MAX_FILE_SIZE_BYTES) throw new AppError(422, 'FILE_TOO_LARGE');
      const key = `${query.sessionId}/${query.flowIdentifier}`;
      const visitorHash = visitorHashOf(caller.visitorId);
      const now = deps.clock.now().getTime();
      const grant = grants.get(key);
      const granted =
        grant !== undefined &&
        now - grant.at < GRANT_MS &&
        grant.login === caller.login.sessionId &&
        grant.userId === caller.login.userId &&
        grant.visitorHash === visitorHash &&
        grant.fileName === query.flowFilename &&
        grant.totalSize === query.flowTotalSize;
      if (!granted) {
        const userId = await caller.confirmLogin();
        await ownedSession({ visitorId: caller.visitorId, userId }, query.sessionId);
        if (await repository.nameTaken(query.sessionId, displayFileName(query.flowFilename)))
          throw new AppError(409, 'DUPLICATE_FILE_NAME');
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
        grants.delete(key);
        throw error;
      }
      grants.set(key, {
        at: now,
        login: caller.login.sessionId,
        userId: caller.login.userId,
        visitorHash,
        fileName: query.flowFilename,
        totalSize: query.flowTotalSize,
      });
      if (grants.size > MAX_GRANTS) forgetOldGrants(now);
    },

    /**
     * Takes the finished upload, stores the file (or the entries of a zip) and records it ANALYZING; the
     * analysis runs in the pool after the answer. Whatever fails, nothing half is left: no
     * assembled file, no stored bytes without a row, and the chunks are gone.
     */
    async finalise(
      caller: Caller,
      sessionId: string,
      body: FinaliseUploadBody,
    ): Promise<FinaliseUploadResponse> {
      await ownedSession(caller, sessionId);
      grants.delete(`${sessionId}/${body.identifier}`);
      const manifest = await chunks.manifestOf(sessionId, body.identifier);
      if (manifest === null) throw new AppError(422, 'UPLOAD_INCOMPLETE');
      if (manifest.fileName !== body.name) throw new AppError(422, 'CHUNK_INVALID');
      const fileName = displayFileName(body.name);
      if (await repository.nameTaken(sessionId, fileName)) {
        await chunks.discard(sessionId, body.identifier);
        throw new AppError(409, 'DUPLICATE_FILE_NAME');
      }

      const workDir = path.join(
        uploadsRoot,
        sessionId,
        `${body.identifier}.${randomBytes(6).toString('hex')}.work`,
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
        const inserted = await repository.insertFiles(rows);
        stored.length = 0;
        schedule(inserted);
        return { files: inserted.map(toUploadedFile), skipped };
      } catch (error) {
        if (error instanceof DuplicateNameError) throw new AppError(409, 'DUPLICATE_FILE_NAME');
        if (error instanceof AppError) throw error;
        deps.log.error({ err: error, sessionId }, 'finalising an upload failed');
        throw new AppError(500, 'UPLOAD_WRITE_FAILED');
      } finally {
        await removeStored(stored).catch(() => undefined);
        await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
        await chunks.discard(sessionId, body.identifier).catch(() => undefined);
      }
    },

    async list(caller: Caller, sessionId: string): Promise<UploadedFile[]> {
      await ownedSession(caller, sessionId);
      return (await repository.listFiles(sessionId)).map(toUploadedFile);
    },

    async get(caller: Caller, sessionId: string, fileId: string): Promise<UploadedFile> {
      return toUploadedFile(await ownedFile(caller, sessionId, fileId));
    },

    async remove(caller: Caller, sessionId: string, fileId: string): Promise<void> {
      await ownedSession(caller, sessionId);
      const removed = await repository.deleteFile(sessionId, fileId);
      if (!removed) throw new AppError(404, 'FILE_NOT_FOUND');
      // The row is gone, so the file is gone for the user; leftovers are logged, not reported.
      await (await previewStore())
        .remove(removed.id)
        .catch((error: unknown) => deps.log.warn({ err: error, fileId }, 'could not remove previews'));
      await storage
        .remove(removed.id)
        .catch((error: unknown) => deps.log.warn({ err: error, fileId }, 'could not remove the stored file'));
    },

    /** A cached preview of one page, for the browser that uploaded the file. */
    async preview(visitorId: string, fileId: string, width: number, page: number) {
      const file = await repository.findFileForVisitor(fileId, visitorHashOf(visitorId));
      if (!file) throw new AppError(404, 'FILE_NOT_FOUND');
      if (file.status === 'ANALYZING' || !file.fileType || page > (file.pageCount ?? 0))
        throw new AppError(404, 'PREVIEW_UNAVAILABLE');
      try {
        return await (await previewStore()).get({
          fileId: file.id,
          sourcePath: storage.pathOf(file.id),
          fileType: file.fileType,
          page,
          width,
        });
      } catch (error) {
        if (error instanceof PreviewUnavailableError) throw new AppError(404, 'PREVIEW_UNAVAILABLE');
        throw error;
      }
    },

    /** Logging out closes this browser's session: the next login starts with no files. */
    async closeSessions(visitorId: string, userId: string): Promise<void> {
      const closed = await repository.closeSessions(ownerOf({ visitorId, userId }), deps.clock.now());
      for (const sessionId of closed) {
        for (const key of grants.keys()) if (key.startsWith(`${sessionId}/`)) grants.delete(key);
        await chunks.discardSession(sessionId);
      }
    },

    /** Files left ANALYZING by a stopped server are analysed again. */
    async resumeAnalyses(): Promise<void> {
      schedule(await repository.listAnalysing());
    },

    /** Chunks of uploads abandoned for a day go (run hourly by the app). */
    sweepAbandonedUploads(): Promise<number> {
      return chunks.sweep(deps.clock.now(), ABANDONED_UPLOAD_MS);
    },

    /** Waits for the analyses in progress (tests, graceful stop). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    /** The app is stopping: analyses still running stay ANALYZING for the next start. */
    markClosing(): void {
      closing = true;
    },

    /** After the last request: closes the files of uploads in progress. */
    async close(): Promise<void> {
      await chunks.close();
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;

/** What a file gets when the analysis itself broke (not the file): no price, and a log line. */
function failedAnalysis(): FileAnalysis {
  return {
    status: 'READY_NOT_ANALYZED',
    fileType: 'unknown',
    analysed: false,
    pageCount: 0,
    pages: [],
    format: null,
    pagesColour: 0,
    pagesBW: 0,
    pagesBlank: 0,
    dpisPerPage: [],
    reason: 'engineError',
  };
}
