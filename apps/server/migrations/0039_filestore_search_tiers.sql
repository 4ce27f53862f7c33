-- Why: the file store's search (decision 0127) finds name hits through an index of the name's words alone,
-- and pages text-only hits newest first along an index across archives, instead of ranking the whole
-- document of every hit (1.8 s for a word in every document of 100,000).
CREATE INDEX "filestore_files_live_by_date" ON "filestore_files" USING btree ("created_at","id") WHERE "filestore_files"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "filestore_files_name_search" ON "filestore_files" USING gin (setweight(to_tsvector('nl'::regconfig, coalesce("name", '')), 'A'));