-- Why: the print store (issue 29, decision 0105): stores per theme, categories, collections,
-- designs on product types with price rows, packages and preview images. Its search is Dutch,
-- ignores accents and finds compound words by their parts (notes/print-store.md): the `nl`
-- text search configuration puts unaccent before the Dutch stemmer, generated weighted
-- tsvector columns (name A, the rest B) carry GIN indexes, and pg_trgm indexes the plain
-- names for the substring match of 'bord' in 'Veiligheidsbord'. unaccent() itself is not
-- immutable (it reads a dictionary by name), so the indexed expression goes through an
-- immutable wrapper naming the dictionary. Every statement of this preamble may run again.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'nl') THEN
    CREATE TEXT SEARCH CONFIGURATION nl (COPY = dutch);
    ALTER TEXT SEARCH CONFIGURATION nl ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "print_store_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"print_store_id" uuid NOT NULL,
	"name" varchar(80) NOT NULL,
	"colour" varchar(7),
	"active" boolean DEFAULT true NOT NULL,
	"list_on_top" boolean DEFAULT false NOT NULL,
	"new_badge" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_store_collection_categories" (
	"collection_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "print_store_collection_categories_collection_id_category_id_pk" PRIMARY KEY("collection_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "print_store_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"print_store_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display_on_dashboard" boolean DEFAULT false NOT NULL,
	"cover_image_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nl'::regconfig, coalesce("print_store_collections"."name", '')), 'A') || setweight(to_tsvector('nl'::regconfig, coalesce("print_store_collections"."subtitle", '') || ' ' || coalesce("print_store_collections"."description", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "print_store_collections_description" CHECK (length("print_store_collections"."description") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "print_store_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"designer" varchar(120) DEFAULT '' NOT NULL,
	"extra_info" text DEFAULT '' NOT NULL,
	"preview_image_id" uuid,
	"available_for_ad" boolean DEFAULT false NOT NULL,
	"is_stock_product" boolean DEFAULT false NOT NULL,
	"actual_stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nl'::regconfig, coalesce("print_store_designs"."name", '')), 'A') || setweight(to_tsvector('nl'::regconfig, coalesce("print_store_designs"."description", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "print_store_designs_description" CHECK (length("print_store_designs"."description") <= 5000),
	CONSTRAINT "print_store_designs_extra_info" CHECK (length("print_store_designs"."extra_info") <= 5000),
	CONSTRAINT "print_store_designs_actual_stock" CHECK ("print_store_designs"."actual_stock" is null or "print_store_designs"."actual_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "print_store_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"print_store_id" uuid NOT NULL,
	"alt" varchar(256) DEFAULT '' NOT NULL,
	"aspect_ratio" double precision NOT NULL,
	"master_width" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_store_package_items" (
	"package_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"design_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "print_store_package_items_package_id_position_pk" PRIMARY KEY("package_id","position"),
	CONSTRAINT "print_store_package_items_quantity" CHECK ("print_store_package_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "print_store_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_code" varchar(64) DEFAULT '' NOT NULL,
	"max_order_amount" integer,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nl'::regconfig, coalesce("print_store_packages"."name", '')), 'A') || setweight(to_tsvector('nl'::regconfig, coalesce("print_store_packages"."description", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "print_store_packages_price_cents" CHECK ("print_store_packages"."price_cents" >= 0),
	CONSTRAINT "print_store_packages_max_order_amount" CHECK ("print_store_packages"."max_order_amount" is null or "print_store_packages"."max_order_amount" >= 1),
	CONSTRAINT "print_store_packages_description" CHECK (length("print_store_packages"."description") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "print_store_prices" (
	"product_type_id" uuid NOT NULL,
	"size" varchar(64) NOT NULL,
	"spec_key" varchar(500) NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	CONSTRAINT "print_store_prices_product_type_id_size_spec_key_min_quantity_pk" PRIMARY KEY("product_type_id","size","spec_key","min_quantity"),
	CONSTRAINT "print_store_prices_min_quantity" CHECK ("print_store_prices"."min_quantity" >= 1),
	CONSTRAINT "print_store_prices_unit_cents" CHECK ("print_store_prices"."unit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "print_store_product_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"menus" jsonb NOT NULL,
	"disabled" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_order_amount" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_store_product_types_max_order_amount" CHECK ("print_store_product_types"."max_order_amount" is null or "print_store_product_types"."max_order_amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "print_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"theme_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_store_categories" ADD CONSTRAINT "print_store_categories_print_store_id_print_stores_id_fk" FOREIGN KEY ("print_store_id") REFERENCES "public"."print_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_collection_categories" ADD CONSTRAINT "print_store_collection_categories_collection_id_print_store_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."print_store_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_collection_categories" ADD CONSTRAINT "print_store_collection_categories_category_id_print_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."print_store_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_collections" ADD CONSTRAINT "print_store_collections_print_store_id_print_stores_id_fk" FOREIGN KEY ("print_store_id") REFERENCES "public"."print_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_collections" ADD CONSTRAINT "print_store_collections_cover_image_id_print_store_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."print_store_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD CONSTRAINT "print_store_designs_collection_id_print_store_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."print_store_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD CONSTRAINT "print_store_designs_product_type_id_print_store_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."print_store_product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD CONSTRAINT "print_store_designs_preview_image_id_print_store_images_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."print_store_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_images" ADD CONSTRAINT "print_store_images_print_store_id_print_stores_id_fk" FOREIGN KEY ("print_store_id") REFERENCES "public"."print_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_package_items" ADD CONSTRAINT "print_store_package_items_package_id_print_store_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."print_store_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_package_items" ADD CONSTRAINT "print_store_package_items_design_id_print_store_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."print_store_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_packages" ADD CONSTRAINT "print_store_packages_category_id_print_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."print_store_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_prices" ADD CONSTRAINT "print_store_prices_product_type_id_print_store_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."print_store_product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_stores" ADD CONSTRAINT "print_stores_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_store_categories_name" ON "print_store_categories" USING btree ("print_store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "print_store_collection_categories_category" ON "print_store_collection_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "print_store_collections_search" ON "print_store_collections" USING gin ("search");--> statement-breakpoint
CREATE INDEX "print_store_collections_name_trgm" ON "print_store_collections" USING gin (lower(store_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "print_store_designs_collection" ON "print_store_designs" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "print_store_designs_search" ON "print_store_designs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "print_store_designs_name_trgm" ON "print_store_designs" USING gin (lower(store_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "print_store_packages_category" ON "print_store_packages" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "print_store_packages_search" ON "print_store_packages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "print_store_packages_name_trgm" ON "print_store_packages" USING gin (lower(store_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "print_stores_theme" ON "print_stores" USING btree ("theme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_stores_one_default" ON "print_stores" USING btree ("is_default") WHERE "print_stores"."is_default";--> statement-breakpoint
-- The print store's version: every statement that changes one of its tables counts it up, in its
-- own transaction, so a server keeps the store's rows between requests and one small read tells
-- it whether they are still current, whichever instance wrote (decision 0105). An upsert, so an
-- emptied table (tests) starts counting again.
CREATE TABLE IF NOT EXISTS "print_store_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION print_store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO print_store_changes (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = print_store_changes.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['print_stores', 'print_store_images', 'print_store_categories',
    'print_store_collections', 'print_store_collection_categories', 'print_store_product_types',
    'print_store_prices', 'print_store_designs', 'print_store_packages', 'print_store_package_items']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION print_store_changed()', name || '_changed', name);
  END LOOP;
END
$$;
