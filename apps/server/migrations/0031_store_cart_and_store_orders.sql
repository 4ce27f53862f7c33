-- Why: the print store's cart (decision 0106) is kept on the server, a visitor's by the hash of
-- their browser's cookie and a customer's with the account; and the check-out's orders are of
-- kind 'store' with lines of kind 'store_item', each a snapshot of what was ordered.
CREATE TABLE "store_cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"visitor_hash" text,
	"kind" varchar(8) NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"specs" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_cart_lines_owner" CHECK (("store_cart_lines"."user_id" is null) <> ("store_cart_lines"."visitor_hash" is null)),
	CONSTRAINT "store_cart_lines_kind" CHECK ("store_cart_lines"."kind" in ('product', 'package')),
	CONSTRAINT "store_cart_lines_quantity" CHECK ("store_cart_lines"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_kind";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind";--> statement-breakpoint
ALTER TABLE "store_cart_lines" ADD CONSTRAINT "store_cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_cart_lines_user_idx" ON "store_cart_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_cart_lines_visitor_idx" ON "store_cart_lines" USING btree ("visitor_hash");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" in ('print_file', 'copy_job', 'scan_job', 'quote_request', 'quoted_job', 'secured_file', 'store_item'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind" CHECK ("orders"."kind" in ('print', 'copy', 'scan', 'quote', 'quoted', 'secured', 'store'));