CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"group_key" varchar(128),
	"singleton_key" varchar(200),
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_by" varchar(64),
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
-- Work that waited in the old places becomes jobs: pending mails and files left ANALYZING.
INSERT INTO "jobs" ("kind", "payload", "run_at", "max_attempts") SELECT 'mail.deliver', json_build_object('mailId', "id")::jsonb, now(), 8 FROM "mail_outbox" WHERE "status" = 'pending';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "group_key", "run_at", "max_attempts") SELECT 'uploads.analyse-file', json_build_object('fileId', "id")::jsonb, "session_id"::text, now(), 3 FROM "uploaded_files" WHERE "status" = 'ANALYZING';--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind","run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_open_singleton_idx" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";