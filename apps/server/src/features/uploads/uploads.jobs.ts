import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/** Analyses one uploaded file (pages, colour, format, DPI) in the worker pool. */
export const analyseFileJob = defineJob({
  kind: 'uploads.analyse-file',
  payload: z.object({ fileId: z.uuid() }),
  // A second try only after the instance running the first went away (its lease ran out); a
  // file that breaks the engine gets its outcome on the first try.
  maxAttempts: 3,
});

/** Removes the chunks of uploads nobody finished (hourly). */
export const sweepAbandonedUploadsJob = defineJob({
  kind: 'uploads.sweep-abandoned',
  payload: z.object({}),
  maxAttempts: 1,
});
