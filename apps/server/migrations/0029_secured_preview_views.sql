-- Why: a secured order's files are confidential, and the desk kept who downloaded them but not
-- who saw their pages as previews (thumbnails at the desk). The first view of a line's pages by
-- each staff member is now kept beside the downloads (what = 'preview'), once per person and
-- line however many thumbnails arrive together: the partial unique index (decision 0104).
ALTER TABLE "order_file_downloads" ADD COLUMN "what" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_file_downloads_first_preview_idx" ON "order_file_downloads" USING btree ("order_id","position","downloaded_by") WHERE "order_file_downloads"."what" = 'preview';--> statement-breakpoint
ALTER TABLE "order_file_downloads" ADD CONSTRAINT "order_file_downloads_what" CHECK ("order_file_downloads"."what" in ('file', 'preview'));