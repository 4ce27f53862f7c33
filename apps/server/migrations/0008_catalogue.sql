-- The print catalogue (issue 11): products, menus, option groups, options, page prices and volume tiers as rows; docs/pricing.md.
CREATE TABLE "product_menus" (
	"product_id" varchar(64) NOT NULL,
	"id" varchar(64) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" varchar(120) NOT NULL,
	"sub_title" varchar(200) DEFAULT '' NOT NULL,
	"group" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"min_pages_required" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_menus_product_id_id_pk" PRIMARY KEY("product_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"product_id" varchar(64) NOT NULL,
	"menu_id" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"default_option" varchar(64),
	"analyse_value" varchar(16),
	CONSTRAINT "product_option_groups_product_id_menu_id_name_pk" PRIMARY KEY("product_id","menu_id","name"),
	CONSTRAINT "product_option_groups_kind" CHECK ("product_option_groups"."kind" in ('choice', 'toggle', 'text'))
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_id" varchar(64) NOT NULL,
	"menu_id" varchar(64) NOT NULL,
	"group_name" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" varchar(120) NOT NULL,
	"price_unit" varchar(8),
	"price_cents" integer,
	"always_color" boolean DEFAULT false NOT NULL,
	"display" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_options_product_id_menu_id_group_name_name_pk" PRIMARY KEY("product_id","menu_id","group_name","name"),
	CONSTRAINT "product_options_price" CHECK (("product_options"."price_unit" is null) = ("product_options"."price_cents" is null)),
	CONSTRAINT "product_options_price_cents" CHECK ("product_options"."price_cents" is null or "product_options"."price_cents" >= 0),
	CONSTRAINT "product_options_price_unit" CHECK ("product_options"."price_unit" is null or "product_options"."price_unit" in ('page', 'sheet', 'copy', 'line'))
);
--> statement-breakpoint
CREATE TABLE "product_page_prices" (
	"product_id" varchar(64) NOT NULL,
	"format" varchar(8) NOT NULL,
	"colour" varchar(8) NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "product_page_prices_product_id_format_colour_pk" PRIMARY KEY("product_id","format","colour"),
	CONSTRAINT "product_page_prices_cents" CHECK ("product_page_prices"."cents" >= 0),
	CONSTRAINT "product_page_prices_colour" CHECK ("product_page_prices"."colour" in ('bw', 'colour'))
);
--> statement-breakpoint
CREATE TABLE "product_themes" (
	"product_id" varchar(64) NOT NULL,
	"theme_id" uuid NOT NULL,
	CONSTRAINT "product_themes_product_id_theme_id_pk" PRIMARY KEY("product_id","theme_id")
);
--> statement-breakpoint
CREATE TABLE "product_tiers" (
	"product_id" varchar(64) NOT NULL,
	"min_quantity" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	CONSTRAINT "product_tiers_product_id_min_quantity_pk" PRIMARY KEY("product_id","min_quantity"),
	CONSTRAINT "product_tiers_min_quantity" CHECK ("product_tiers"."min_quantity" >= 1),
	CONSTRAINT "product_tiers_discount" CHECK ("product_tiers"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"image" varchar(300),
	"security_level" integer DEFAULT 0 NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"always_color" boolean DEFAULT false NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"setup_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_security_level" CHECK ("products"."security_level" >= 0),
	CONSTRAINT "products_min_quantity" CHECK ("products"."min_quantity" >= 1),
	CONSTRAINT "products_setup_cents" CHECK ("products"."setup_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_menus" ADD CONSTRAINT "product_menus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_menu_id_product_menus_product_id_id_fk" FOREIGN KEY ("product_id","menu_id") REFERENCES "public"."product_menus"("product_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_menu_id_group_name_product_option_groups_product_id_menu_id_name_fk" FOREIGN KEY ("product_id","menu_id","group_name") REFERENCES "public"."product_option_groups"("product_id","menu_id","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_page_prices" ADD CONSTRAINT "product_page_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_themes" ADD CONSTRAINT "product_themes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_themes" ADD CONSTRAINT "product_themes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tiers" ADD CONSTRAINT "product_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;