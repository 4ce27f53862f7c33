-- Why: a singleton job (a sweep many events ask for) asked for while its twin ran was dropped,
-- though that run may have read its data before the ask: a password reset's closed session then
-- kept its files until the hourly run. Now at most one is queued per key, and a queued one waits
-- (in the claim) while its twin runs; the running twins are found by their own index.
DROP INDEX "jobs_open_singleton_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queued_singleton_idx" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_singleton_idx" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."status" = 'running';