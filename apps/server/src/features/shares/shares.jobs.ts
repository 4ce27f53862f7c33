import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/**
 * Removes shares whose end (expiry or revocation) lies more than SHARE_KEEP_DAYS back, with their
 * records, and their copied files after the commit (daily; decision 0123).
 */
export const purgeSharesJob = defineJob({
  kind: 'shares.purge-ended',
  payload: z.object({}),
  maxAttempts: 3,
});
