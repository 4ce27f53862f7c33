-- Why: an ordered file is kept for its order and never discarded with its upload session (issue 13);
-- staff roles such as the order desk are granted in data, not derived from the e-mail domain.
ALTER TABLE "users" ADD COLUMN "staff_roles" varchar(32)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "kept_for_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles" CHECK ("users"."staff_roles" <@ array['orderDesk']::varchar[]);