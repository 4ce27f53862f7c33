ALTER TABLE "sessions" ADD COLUMN "persistent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refresh_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_refresh_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_hash_idx" ON "sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "sessions_previous_refresh_hash_idx" ON "sessions" USING btree ("previous_refresh_hash");