-- Issue 13, placing print orders exactly once (decision 0047): orders with their snapshotted lines and status history, the per-year order number counter (no gaps: it rolls back with the order), and the per-user Idempotency-Key claims; one order per cart by a unique cart key.
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'in_progress' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_fingerprint" CHECK ("idempotency_keys"."fingerprint" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('in_progress', 'done')),
	CONSTRAINT "idempotency_keys_answer" CHECK (("idempotency_keys"."state" = 'done') = ("idempotency_keys"."response_status" is not null and "idempotency_keys"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"pages_bw" integer NOT NULL,
	"pages_colour" integer NOT NULL,
	"pages_blank" integer NOT NULL,
	"storage_reference" text NOT NULL,
	"product_id" varchar(64) NOT NULL,
	"product_title" text NOT NULL,
	"specs" jsonb NOT NULL,
	"format" varchar(16),
	"quantity" integer NOT NULL,
	"unit_price_cents" integer,
	"line_price_cents" integer,
	"breakdown" jsonb,
	"no_price_reason" varchar(32),
	CONSTRAINT "order_lines_position" CHECK ("order_lines"."position" >= 1),
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_pages" CHECK ("order_lines"."pages_bw" >= 0 and "order_lines"."pages_colour" >= 0 and "order_lines"."pages_blank" >= 0),
	CONSTRAINT "order_lines_price" CHECK (("order_lines"."unit_price_cents" is null) = ("order_lines"."no_price_reason" is not null) and ("order_lines"."line_price_cents" is null) = ("order_lines"."unit_price_cents" is null) and "order_lines"."unit_price_cents" >= 0 and "order_lines"."line_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "order_number_counters_year" CHECK ("order_number_counters"."year" between 2000 and 9999),
	CONSTRAINT "order_number_counters_value" CHECK ("order_number_counters"."last_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" varchar(32),
	"to_status" varchar(32) NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_status_history_from" CHECK ("order_status_history"."from_status" in ('received', 'in_production', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "order_status_history_to" CHECK ("order_status_history"."to_status" in ('received', 'in_production', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "order_status_history_first" CHECK ("order_status_history"."from_status" is not null or "order_status_history"."to_status" = 'received')
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"cart_key" text NOT NULL,
	"theme_id" uuid,
	"customer_number" varchar(7),
	"status" varchar(32) DEFAULT 'received' NOT NULL,
	"express" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"shop_id" uuid NOT NULL,
	"total_excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_incl_vat_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_key_unique" UNIQUE("cart_key"),
	CONSTRAINT "orders_number_format" CHECK ("orders"."order_number" ~ '^[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('received', 'in_production', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_customer_number_digits" CHECK ("orders"."customer_number" ~ '^[0-9]{7}$'),
	CONSTRAINT "orders_totals" CHECK ("orders"."total_excl_vat_cents" >= 0 and "orders"."vat_cents" >= 0 and "orders"."total_incl_vat_cents" = "orders"."total_excl_vat_cents" + "orders"."vat_cents")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","status","created_at");