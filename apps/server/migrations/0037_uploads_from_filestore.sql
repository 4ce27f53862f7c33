-- Why: 'Selecteer uit bestandsopslag' (issue 31 point 4, decision 0125) puts file-store files in
-- an upload session's list as copies; the list remembers each one's origin, so a second add of the
-- same file is reported instead of added (once per session, also when two adds race).
ALTER TABLE "uploaded_files" ADD COLUMN "filestore_file_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_session_filestore_idx" ON "uploaded_files" USING btree ("session_id","filestore_file_id") WHERE "uploaded_files"."filestore_file_id" is not null;