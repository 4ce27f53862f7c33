-- Why: the file store's dashboard lists the ten files added last across a customer's archives
-- (decision 0121): newest first per archive from this index instead of sorting every live file.
CREATE INDEX "filestore_files_recent" ON "filestore_files" USING btree ("archive_id","created_at","id") WHERE "filestore_files"."trashed_at" is null;