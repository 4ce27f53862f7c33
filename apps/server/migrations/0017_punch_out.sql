-- Why: purchasing-portal mode (sapPortal, issue 13, decision 0055) posts a placed order back to the customer's purchasing system: per portal theme the addresses that may receive it and the identities of its cXML header, and per order the document and address it went back with, so a replay answers the same.
CREATE TABLE "order_punch_outs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"callback_url" text NOT NULL,
	"document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_punch_outs_callback" CHECK ("order_punch_outs"."callback_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "punch_out_settings" (
	"theme_id" uuid PRIMARY KEY NOT NULL,
	"default_callback_url" text,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"buyer_identity" varchar(128) DEFAULT '' NOT NULL,
	"supplier_identity" varchar(128) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punch_out_settings_callback" CHECK ("punch_out_settings"."default_callback_url" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "order_punch_outs" ADD CONSTRAINT "order_punch_outs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_out_settings" ADD CONSTRAINT "punch_out_settings_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;