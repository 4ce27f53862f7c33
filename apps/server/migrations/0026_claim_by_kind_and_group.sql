-- Why: the claim ranked every due job of a kind and joined them to themselves, so one claim took
-- 0.4 s with 1,000 jobs queued and 1.7 s with 2,000 (issue 28). It now reads a kind's groups one
-- index probe each and a few due jobs of each, in the order of these indexes (decision 0084).
DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_ungrouped_idx" ON "jobs" USING btree ("kind","run_at","seq") WHERE "jobs"."status" in ('queued', 'running') and "jobs"."group_key" is null;--> statement-breakpoint
CREATE INDEX "jobs_open_grouped_idx" ON "jobs" USING btree ("kind","group_key","run_at","seq") WHERE "jobs"."status" in ('queued', 'running') and "jobs"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("kind","group_key","locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_served_idx" ON "jobs" USING btree ("kind","group_key","finished_at") WHERE "jobs"."group_key" is not null and "jobs"."finished_at" is not null;