CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"safe_name" varchar(255) NOT NULL,
	"relative_path" text NOT NULL,
	"size" bigint NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"status" varchar(32) NOT NULL,
	"analyse" boolean NOT NULL,
	"analysed" boolean DEFAULT false NOT NULL,
	"file_type" varchar(32),
	"format" varchar(16),
	"page_count" integer,
	"pages_colour" integer,
	"pages_bw" integer,
	"pages_blank" integer,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_session_id_upload_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_sessions_open_idx" ON "upload_sessions" USING btree ("visitor_hash","user_id") WHERE "upload_sessions"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_session_name_idx" ON "uploaded_files" USING btree ("session_id","file_name");--> statement-breakpoint
CREATE INDEX "uploaded_files_hash_idx" ON "uploaded_files" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "uploaded_files_status_idx" ON "uploaded_files" USING btree ("status");