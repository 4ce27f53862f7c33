import path from 'node:path';
import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { JobHandler } from '../../platform/jobs/job-definition';
import type { AnalysisPool } from './analysis/analysis-pool';
import { createChunkIntake } from './chunk-intake.service';
import { chunkStoreFor } from './chunk-stores';
import { createClosedSessionFiles } from './closed-session-files';
import { createFileAnalysis } from './file-analysis.service';
import { createFileIntake } from './file-intake.service';
import { createFiledUploads } from './filed-uploads.service';
import { filestoreFilesRoutes } from './filestore-files.routes';
import { createFilestoreFiles, type FilestoreFilesSource } from './filestore-files.service';
import { createOrderedFiles } from './ordered-files';
import { createPagePreviews } from './page-previews.service';
import { createPreviewStore, type PreviewStore } from './previews/preview-store';
import { createSessionFileLimit } from './session-file-limit';
import { createSessionFiles } from './session-files';
import { createStorageQuota } from './storage-quota';
import { createUploadSessionsService, type EndedSessions } from './upload-sessions.service';
import { analyseFileJob, discardClosedSessionFilesJob, sweepAbandonedUploadsJob } from './uploads.jobs';
import { createUploadsRepository } from './uploads.repository';
import { uploadsRoutes } from './uploads.routes';
import { createZipUnpacker } from './zip/zip-unpacker';

/** An upload that received no chunk for this long is abandoned. */
const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;
const MIB = 1024 * 1024;

/**
 * Uploads (issue 4, decision 0009): chunks, finalising into stored files with rows, zip
 * unpacking, analysis jobs in the worker pool, previews, and the owner checks around all of it.
 */
export function createUploadsModule(
  platform: Platform,
  deps: {
    analysisPool: () => Promise<AnalysisPool>;
    /** Whether a login is live (accounts): the page previews answer only while it is. */
    loginIsLive: (loginSessionId: string, userId: string) => Promise<boolean>;
  },
) {
  const { db, clock, log, config, storage } = platform;
  const repository = createUploadsRepository(db);
  const uploadsRoot = path.join(config.dataDir, 'uploads');
  // On a bucket the chunks go there too, so that any instance may take any chunk (decision 0128).
  const chunks = chunkStoreFor(config, storage, uploadsRoot);
  let previewStore: Promise<PreviewStore> | undefined;
  const previewStoreOf = () => {
    previewStore ??= deps.analysisPool().then((pool) => createPreviewStore({ pool, storage }));
    return previewStore;
  };

  const sessions = createUploadSessionsService({
    repository,
    clock,
    loginIsLive: deps.loginIsLive,
    afterEnding: (ended) => afterEnding(ended),
  });
  const sessionFiles = createSessionFiles({ repository });
  const quota = createStorageQuota({ repository, quotaBytes: config.storageQuotaMb * MIB });
  const fileLimit = createSessionFileLimit({ repository, maxFiles: config.sessionFilesMax });
  const intake = createChunkIntake({ repository, sessions, chunks, clock, quota, fileLimit });
  const files = createFileIntake({
    db,
    repository,
    sessions,
    sessionFiles,
    intake,
    chunks,
    storage,
    previews: previewStoreOf,
    jobs: platform.jobs,
    workRoot: uploadsRoot,
    unpackZip: createZipUnpacker(),
    quota,
    fileLimit,
    log,
  });
  const analysis = createFileAnalysis({ repository, storage, pool: deps.analysisPool, clock, log });

  // Placing an order keeps its files and closes the session; the rest of it goes right after.
  const orderedFiles = createOrderedFiles({
    db,
    storage,
    quota,
    fileLimit,
    afterClosing: (sessionId) => afterEnding({ ended: [sessionId], closed: [sessionId] }),
  });
  const previews = createPagePreviews({
    repository,
    previews: previewStoreOf,
    keptFile: orderedFiles.keptFile,
    loginIsLive: deps.loginIsLive,
  });

  // The file store takes analysed uploads out of their session (issue 31, decision 0121).
  const filed = createFiledUploads({ repository, sessions, storage, log });

  const closedSessionFiles = createClosedSessionFiles({ repository, storage, previews: previewStoreOf, log });
  /**
   * A session that left its browser (closed or parked) loses its uploads in progress now; a
   * closed session's files go by a job right after.
   */
  async function afterEnding({ ended, closed }: EndedSessions): Promise<void> {
    for (const sessionId of ended) await intake.forgetSession(sessionId);
    if (closed.length > 0)
      await platform.jobs.enqueue(
        discardClosedSessionFilesJob,
        {},
        { singletonKey: discardClosedSessionFilesJob.kind },
      );
  }
  platform.events.on('userLoggedOut', async ({ userId, visitorId }) => {
    if (visitorId) await afterEnding(await sessions.endAtLogout({ visitorId, userId }));
  });
  // Logins a newer login ended (decision 0067): each one's browser as if it had logged out.
  platform.events.on('loginsEnded', ({ userId, loginSessionIds }) =>
    sessions.endForLogins(userId, loginSessionIds),
  );
  platform.events.on('passwordReset', async ({ userId }) => {
    const closed = await sessions.closeAllOf(userId);
    await afterEnding({ ended: closed, closed });
  });

  const analyseFiles: JobHandler<{ fileId: string }> = {
    job: analyseFileJob,
    // Files in flight at once on this instance; the pool spreads their pages over every core, so
    // a few more files than cores keeps a new file's first facts from waiting.
    concurrency: 4,
    // Files are grouped by upload session (file-intake enqueues them so): one session never
    // holds the last slot, so another customer's file starts at once (decision 0026).
    maxPerGroup: 3,
    retryDelayMs: () => 5_000,
    run: ({ fileId }) => analysis.analyse(fileId),
    giveUp: ({ fileId }) => analysis.markFailed(fileId),
  };
  const sweepAbandoned: JobHandler<Record<string, never>> = {
    job: sweepAbandonedUploadsJob,
    concurrency: 1,
    retryDelayMs: () => 0,
    everyMs: 60 * 60_000,
    run: async () => {
      await chunks.sweep(clock.now(), ABANDONED_UPLOAD_MS);
    },
  };

  const discardClosed: JobHandler<Record<string, never>> = {
    job: discardClosedSessionFilesJob,
    concurrency: 1,
    retryDelayMs: () => 60_000,
    // Also hourly: a session closed because another user logged in on the browser has no event,
    // nor does a parked session that no login took up in time (decision 0041).
    everyMs: 60 * 60_000,
    run: async () => {
      await sessions.closeExpiredParked();
      await closedSessionFiles.discard();
    },
  };

  const module: FeatureModule = {
    name: 'uploads',
    routes: uploadsRoutes({ sessions, intake, files, previews }),
    jobs: [analyseFiles as JobHandler, sweepAbandoned as JobHandler, discardClosed as JobHandler],
    // What a crash left (a finalise's work folder, up to a whole unpacked zip) goes at start,
    // not a day later with the hourly sweep.
    onReady: async () => {
      await chunks.sweep(clock.now(), ABANDONED_UPLOAD_MS);
      await sessionFiles.start(platform.database);
    },
    // After the requests in flight: a chunk being written keeps its file.
    onClose: async () => {
      await chunks.close();
      await sessionFiles.stop();
    },
  };
  /**
   * 'Selecteer uit bestandsopslag' (decision 0125): its route, once app.ts can hand over the file
   * store, which is built after the uploads (it files uploads into archives).
   */
  const fromFilestore = (source: FilestoreFilesSource): FeatureModule => ({
    name: 'uploads-from-filestore',
    routes: filestoreFilesRoutes(
      createFilestoreFiles({ db, repository, sessions, storage, quota, fileLimit, source, clock, log }),
    ),
  });

  // Another feature (the cart) names the files a logout keeps (decision 0041); the order desk
  // shows previews of ordered files (decision 0056); the print store's design upload writes its
  // chunks here too, each design's under its id, swept and closed with the rest (decision 0113).
  return {
    module,
    files,
    keepAtLogout: sessions.keepAtLogout,
    orderedFiles,
    previews,
    chunks,
    filed,
    fromFilestore,
  };
}
