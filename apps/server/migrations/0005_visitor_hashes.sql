-- Post-it closes are kept by the hash of the browser's cookie, never the cookie itself (decision 0029).
ALTER TABLE "message_dismissals" RENAME COLUMN "visitor_id" TO "visitor_hash";--> statement-breakpoint
UPDATE "message_dismissals" SET "visitor_hash" = encode(sha256(convert_to("visitor_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "message_dismissals" RENAME CONSTRAINT "message_dismissals_message_id_visitor_id_pk" TO "message_dismissals_message_id_visitor_hash_pk";
