-- Why: the file store (issue 31, decisions 0118 and 0120): a customer's archives, folders nested
-- to any depth (a materialised path of ids for subtrees) and files with their analysis and the
-- PDF's text layer, searched in Dutch like the print store (the 'nl' configuration and pg_trgm of
-- migration 0030). Counts live on the rows so a large folder is never counted; partial indexes
-- on live rows carry the listing's keyset orders. uploaded_files.text_layer keeps the text the
-- analysis extracts until the file is filed.
CREATE TABLE "filestore_archives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"location" varchar(255),
	"allow_changes" boolean DEFAULT true NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"folder_count" integer DEFAULT 0 NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"root_file_count" integer DEFAULT 0 NOT NULL,
	"root_folder_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filestore_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archive_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" varchar(255) NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"file_type" varchar(32),
	"status" varchar(32) NOT NULL,
	"format" varchar(16),
	"page_count" integer,
	"pages_colour" integer,
	"pages_bw" integer,
	"pages_blank" integer,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analysed" boolean DEFAULT false NOT NULL,
	"text_content" text,
	"trashed_at" timestamp with time zone,
	"trashed_by" uuid,
	"trash_root_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nl'::regconfig, coalesce("filestore_files"."name", '')), 'A') || setweight(to_tsvector('nl'::regconfig, coalesce(left("filestore_files"."text_content", 300000), '')), 'B')) STORED NOT NULL,
	CONSTRAINT "filestore_files_size" CHECK ("filestore_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "filestore_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archive_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" varchar(255) NOT NULL,
	"path" text NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"folder_count" integer DEFAULT 0 NOT NULL,
	"trashed_at" timestamp with time zone,
	"trashed_by" uuid,
	"trash_root_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nl'::regconfig, coalesce("filestore_folders"."name", '')), 'A')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "text_layer" text;--> statement-breakpoint
ALTER TABLE "filestore_archives" ADD CONSTRAINT "filestore_archives_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_archives" ADD CONSTRAINT "filestore_archives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_files" ADD CONSTRAINT "filestore_files_archive_id_filestore_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."filestore_archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_files" ADD CONSTRAINT "filestore_files_folder_id_filestore_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."filestore_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_files" ADD CONSTRAINT "filestore_files_trashed_by_users_id_fk" FOREIGN KEY ("trashed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_files" ADD CONSTRAINT "filestore_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_folders" ADD CONSTRAINT "filestore_folders_archive_id_filestore_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."filestore_archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_folders" ADD CONSTRAINT "filestore_folders_parent_id_filestore_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."filestore_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_folders" ADD CONSTRAINT "filestore_folders_trashed_by_users_id_fk" FOREIGN KEY ("trashed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filestore_folders" ADD CONSTRAINT "filestore_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filestore_archives_customer" ON "filestore_archives" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filestore_archives_customer_name" ON "filestore_archives" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "filestore_files_live_name" ON "filestore_files" USING btree ("archive_id",coalesce("folder_id", "archive_id"),lower("name")) WHERE "filestore_files"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "filestore_files_by_name" ON "filestore_files" USING btree ("archive_id","folder_id",lower("name"),"id") WHERE "filestore_files"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "filestore_files_by_date" ON "filestore_files" USING btree ("archive_id","folder_id","created_at","id") WHERE "filestore_files"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "filestore_files_by_size" ON "filestore_files" USING btree ("archive_id","folder_id","size","id") WHERE "filestore_files"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "filestore_files_by_pages" ON "filestore_files" USING btree ("archive_id","folder_id","page_count","id") WHERE "filestore_files"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "filestore_files_trash_root" ON "filestore_files" USING btree ("trash_root_id");--> statement-breakpoint
CREATE INDEX "filestore_files_trashed_at" ON "filestore_files" USING btree ("trashed_at") WHERE "filestore_files"."trashed_at" is not null;--> statement-breakpoint
CREATE INDEX "filestore_files_search" ON "filestore_files" USING gin ("search");--> statement-breakpoint
CREATE INDEX "filestore_files_name_trgm" ON "filestore_files" USING gin (lower(store_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "filestore_folders_live_name" ON "filestore_folders" USING btree ("archive_id",coalesce("parent_id", "archive_id"),lower("name")) WHERE "filestore_folders"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "filestore_folders_parent" ON "filestore_folders" USING btree ("archive_id","parent_id");--> statement-breakpoint
CREATE INDEX "filestore_folders_path" ON "filestore_folders" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "filestore_folders_trash_root" ON "filestore_folders" USING btree ("trash_root_id");--> statement-breakpoint
CREATE INDEX "filestore_folders_search" ON "filestore_folders" USING gin ("search");--> statement-breakpoint
CREATE INDEX "filestore_folders_name_trgm" ON "filestore_folders" USING gin (lower(store_unaccent("name")) gin_trgm_ops);