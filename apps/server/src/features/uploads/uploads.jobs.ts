import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/** Analyses one uploaded file (pages, colour, format, DPI) in the worker pool. */
export const analyseFileJob = defineJob({
  kind: 'uploads.analyse-file',
  payload: z.object({ fileId: z.uuid() }),
  // A second try only after the instance running the first went away (its lease ran out); a
  // file that breaks the engine gets its outcome on the first try.
  maxAttempts: 3,
  // By upload session: one customer's many files do not hold back another's (decision 0026).
  grouped: true,
});

/** Removes the chunks of uploads nobody finished (hourly). */
export const sweepAbandonedUploadsJob = defineJob({
  kind: 'uploads.sweep-abandoned',
  payload: z.object({}),
  maxAttempts: 1,
});

/**
 * Removes the files of closed upload sessions (logout, password reset, another user on the
 * browser, a parked session's files not kept): nobody can reach them any more, and they no
 * longer count for the storage quota. Queued at each close, and hourly for closes no event
 * announced; the hourly run first closes parked sessions past their time (decision 0041).
 */
export const discardClosedSessionFilesJob = defineJob({
  kind: 'uploads.discard-closed-files',
  payload: z.object({}),
  maxAttempts: 3,
});

/**
 * Converts an uploaded office document to PDF (decision 0132), then queues its analysis. A kind
 * of its own with a concurrency of its own, so a slow conversion never holds a slot the PDF
 * analysis of another customer needs.
 */
export const convertOfficeDocumentJob = defineJob({
  kind: 'uploads.convert-office-document',
  payload: z.object({ fileId: z.uuid() }),
  // A conversion that outlived its instance gets one more try; one that failed reported why.
  maxAttempts: 2,
  grouped: true,
});
