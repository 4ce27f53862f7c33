-- Why: customers save a product with its options as a named print template and apply it to files in the
-- print step (issue 13, decision 0050); names are unique per user with case aside, hence the index on lower(name).
CREATE TABLE "print_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(64) NOT NULL,
	"product_id" varchar(64) NOT NULL,
	"product_title" varchar(120) NOT NULL,
	"specs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_templates_user_name_idx" ON "print_templates" USING btree ("user_id",lower("name"));