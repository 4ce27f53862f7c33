-- Drop order kept across reloads and the result of 'Uitpakken' (decision 0036); files uploaded before keep position 0 and their upload order.
ALTER TABLE "uploaded_files" ADD COLUMN "position" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "position_in_zip" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "unpacked_from" uuid;