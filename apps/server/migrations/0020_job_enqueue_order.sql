-- Why: jobs of one group run first come, first served, and the runner ordered them by
-- created_at. PGlite's clock counts milliseconds, so two jobs enqueued in the same millisecond
-- tied and ran in either order (a flaky job-runner test in CI). An identity column numbers the
-- jobs in the order they were enqueued; existing rows are numbered as the column is added.
ALTER TABLE "jobs" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "jobs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);