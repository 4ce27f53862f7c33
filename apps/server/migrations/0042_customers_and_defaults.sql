-- Why: the staff's Klanten screen (issue 32 point 5, decision 0135) keeps customer-data change requests
-- with how they were handled, records a customer created from a new customer's order ('created' with its
-- orders in the note), and a user's default delivery address (one per user) that Bezorgen preselects.
CREATE TABLE "customer_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_address_id" uuid,
	"customer_number" varchar(7),
	"user_id" uuid,
	"user_email" varchar(254) NOT NULL,
	"user_name" varchar(100) DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"outcome" varchar(8),
	"note" text DEFAULT '' NOT NULL,
	"handled_by" uuid,
	"handled_by_email" varchar(254),
	"handled_at" timestamp with time zone,
	CONSTRAINT "customer_change_requests_outcome" CHECK (("customer_change_requests"."outcome" is null and "customer_change_requests"."handled_at" is null and "customer_change_requests"."handled_by_email" is null) or ("customer_change_requests"."outcome" in ('applied', 'done') and "customer_change_requests"."handled_at" is not null and "customer_change_requests"."handled_by_email" is not null))
);
--> statement-breakpoint
ALTER TABLE "customer_link_history" DROP CONSTRAINT "customer_link_history_change";--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_link_history" ADD COLUMN "note" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_change_requests" ADD CONSTRAINT "customer_change_requests_invoice_address_id_invoice_addresses_id_fk" FOREIGN KEY ("invoice_address_id") REFERENCES "public"."invoice_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_requests" ADD CONSTRAINT "customer_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_requests" ADD CONSTRAINT "customer_change_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_change_requests_open_idx" ON "customer_change_requests" USING btree ("handled_at","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_one_default_idx" ON "delivery_addresses" USING btree ("user_id") WHERE "delivery_addresses"."is_default";--> statement-breakpoint
ALTER TABLE "customer_link_history" ADD CONSTRAINT "customer_link_history_change" CHECK ("customer_link_history"."change" in ('created', 'linked', 'unlinked'));