-- Why: any staff address could link itself (or anyone) to any customer number and then read that
-- customer's orders and copy its files by reordering (issue 28). Linking is now a staff role of its
-- own in data ('customerLinks', decision 0082), and every link and unlink staff make is recorded
-- with who and when in a history that only grows. Links made before this migration (the demo
-- seed's) have no history rows.
CREATE TABLE "customer_link_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"change" varchar(8) NOT NULL,
	"user_id" uuid,
	"user_email" varchar(254) NOT NULL,
	"changed_by" uuid,
	"changed_by_email" varchar(254) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_link_history_change" CHECK ("customer_link_history"."change" in ('linked', 'unlinked'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_staff_roles";--> statement-breakpoint
ALTER TABLE "customer_link_history" ADD CONSTRAINT "customer_link_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_link_history" ADD CONSTRAINT "customer_link_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_link_history" ADD CONSTRAINT "customer_link_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_link_history_customer_idx" ON "customer_link_history" USING btree ("customer_id","changed_at");--> statement-breakpoint
CREATE INDEX "customer_link_history_user_idx" ON "customer_link_history" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles" CHECK ("users"."staff_roles" <@ array['orderDesk', 'customerLinks']::varchar[]);