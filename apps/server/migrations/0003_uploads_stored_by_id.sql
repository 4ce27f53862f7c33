DROP INDEX "uploaded_files_hash_idx";--> statement-breakpoint
ALTER TABLE "uploaded_files" DROP COLUMN "content_hash";