-- Why: a mail sent twice (a crash between the SMTP server's acceptance and the outbox's note) went
-- out with two Message-IDs, so no receiving server could tell it was the same mail. Each outbox
-- mail now has its Message-ID from the moment it is queued (decision 0085). Hand-written: the
-- mails already in the outbox get one made of their id; the sender's domain is configuration the
-- database does not know, and .invalid is a name no one else can have.
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" varchar(255);--> statement-breakpoint
UPDATE "mail_outbox" SET "message_id" = '<' || "id" || '@outbox.invalid>';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET NOT NULL;
