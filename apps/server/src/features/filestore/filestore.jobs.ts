import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/**
 * Removes for good what has been in the file store's trash for more than 30 days (daily;
 * decision 0118): the rows first, then the stored files after each commit.
 */
export const purgeFilestoreTrashJob = defineJob({
  kind: 'filestore.purge-trash',
  payload: z.object({}),
  maxAttempts: 3,
});
