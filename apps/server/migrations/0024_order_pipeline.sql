-- Issue 28, one order pipeline for every flow (decision 0071): orders and their lines carry their kind (print, copy, scan, quote, quoted, secured; print_file, copy_job, scan_job, quote_request, quoted_job, secured_file); a line without a file (a copy or scan job) has no file columns; each line keeps the titles of its choices; the job ticket and the order's JSON are stored at placement with their SHA-256 (order_documents); a quote request's answer (quotes); staff downloads of ordered files (order_file_downloads); the staff of each shop (shop_staff); the secured print order's product templates. The last statement is hand-written: it gives the lines placed before this migration the titles their choices have in today's catalogue (the names where it no longer knows them), so that every line reads the same way.
CREATE TABLE "order_documents" (
	"order_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"body" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "order_documents_kind" CHECK ("order_documents"."kind" in ('xjdf', 'json')),
	CONSTRAINT "order_documents_sha256" CHECK ("order_documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "order_file_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"downloaded_by" uuid,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"quotation_no" varchar(7) NOT NULL,
	"price_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"ordered_order_id" uuid,
	CONSTRAINT "quotes_quotation_no_unique" UNIQUE("quotation_no"),
	CONSTRAINT "quotes_ordered_order_id_unique" UNIQUE("ordered_order_id"),
	CONSTRAINT "quotes_price" CHECK ("quotes"."price_cents" > 0),
	CONSTRAINT "quotes_quotation_no" CHECK (char_length("quotes"."quotation_no") = 7)
);
--> statement-breakpoint
CREATE TABLE "secured_product_templates" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specs" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_staff" (
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "shop_staff_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_from";--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_to";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "file_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "pages_bw" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "pages_colour" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "pages_blank" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "storage_reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kind" varchar(24) DEFAULT 'print_file' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" varchar(16) DEFAULT 'print' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_file_downloads" ADD CONSTRAINT "order_file_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_file_downloads" ADD CONSTRAINT "order_file_downloads_downloaded_by_users_id_fk" FOREIGN KEY ("downloaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_orders_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_ordered_order_id_orders_id_fk" FOREIGN KEY ("ordered_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_file_downloads_order_idx" ON "order_file_downloads" USING btree ("order_id","downloaded_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" in ('print_file', 'copy_job', 'scan_job', 'quote_request', 'quoted_job', 'secured_file'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_file" CHECK (("order_lines"."file_id" is null) = ("order_lines"."file_name" is null) and ("order_lines"."file_id" is null) = ("order_lines"."storage_reference" is null) and ("order_lines"."file_id" is null) = ("order_lines"."pages_bw" is null) and ("order_lines"."pages_bw" is null) = ("order_lines"."pages_colour" is null) and ("order_lines"."pages_bw" is null) = ("order_lines"."pages_blank" is null) and ("order_lines"."kind" not in ('print_file', 'secured_file') or "order_lines"."file_id" is not null) and ("order_lines"."kind" not in ('copy_job', 'scan_job') or "order_lines"."file_id" is null));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_from" CHECK ("order_status_history"."from_status" in ('received', 'in_production', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled', 'quoted', 'accepted'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_to" CHECK ("order_status_history"."to_status" in ('received', 'in_production', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled', 'quoted', 'accepted'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind" CHECK ("orders"."kind" in ('print', 'copy', 'scan', 'quote', 'quoted', 'secured'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('received', 'in_production', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled', 'quoted', 'accepted'));--> statement-breakpoint
UPDATE "order_lines" AS l SET "specs" = coalesce((
	SELECT jsonb_agg(
		e.spec || jsonb_build_object(
			'groupTitle', coalesce(g.title, e.spec->>'optionGroupName'),
			'optionTitle', coalesce(CASE WHEN g.kind = 'text' THEN NULL ELSE o.title END, e.spec->>'optionName')
		) ORDER BY e.ord)
	FROM jsonb_array_elements(l.specs) WITH ORDINALITY AS e(spec, ord)
	LEFT JOIN "product_option_groups" g
		ON g.product_id = l.product_id AND g.menu_id = e.spec->>'menuId' AND g.name = e.spec->>'optionGroupName'
	LEFT JOIN "product_options" o
		ON o.product_id = l.product_id AND o.menu_id = e.spec->>'menuId' AND o.group_name = e.spec->>'optionGroupName' AND o.name = e.spec->>'optionName'
), '[]'::jsonb);
