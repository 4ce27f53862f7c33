import { z } from 'zod';
import { backoff, defineJob } from '../../platform/jobs/job-definition';

/**
 * Delivery of one outbox mail. After this many failed tries the mail is marked failed and
 * left for staff to look at.
 */
export const deliverMailJob = defineJob({
  kind: 'mail.deliver',
  payload: z.object({ mailId: z.uuid() }),
  maxAttempts: 8,
});

/** 30 s, 1, 2, 4 … minutes between tries, at most an hour: a mail server down for a while loses nothing. */
export const MAIL_RETRY_DELAY = backoff(30_000, 3_600_000);
