-- A logout keeps an upload session whose cart holds files for the user's next login (decision 0041): parked, bound to no browser (no cookie hash), until a login takes it up or it expires.
ALTER TABLE "upload_sessions" ALTER COLUMN "visitor_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "upload_sessions_parked_idx" ON "upload_sessions" USING btree ("user_id","parked_at") WHERE "upload_sessions"."parked_at" is not null and "upload_sessions"."closed_at" is null;