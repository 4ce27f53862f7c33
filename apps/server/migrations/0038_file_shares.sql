-- Why: staff share files with an e-mail address as a link that expires (issue 31 point 6, decision 0123):
-- the share (only its token's SHA-256), copies of its files, and a record of every download.
CREATE TABLE "file_share_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL,
	"ip_hash" varchar(64) NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_share_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by" uuid NOT NULL,
	"recipient_email" varchar(254) NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"password_hash" text,
	"revoked_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"failed_since" timestamp with time zone,
	CONSTRAINT "file_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "file_share_downloads" ADD CONSTRAINT "file_share_downloads_share_id_file_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_share_downloads" ADD CONSTRAINT "file_share_downloads_file_id_file_share_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_share_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_share_files" ADD CONSTRAINT "file_share_files_share_id_file_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_share_downloads_share" ON "file_share_downloads" USING btree ("share_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "file_share_files_share" ON "file_share_files" USING btree ("share_id","position");--> statement-breakpoint
CREATE INDEX "file_shares_created_by" ON "file_shares" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "file_shares_expires_at" ON "file_shares" USING btree ("expires_at");