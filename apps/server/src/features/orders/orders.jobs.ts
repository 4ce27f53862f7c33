import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/** Removes Idempotency-Keys past their retention (hourly; decision 0047). */
export const sweepIdempotencyKeysJob = defineJob({
  kind: 'orders.sweep-idempotency-keys',
  payload: z.object({}),
  maxAttempts: 1,
});
