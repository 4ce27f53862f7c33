-- Why: the print store's admins run their own store (issue 30). Every editable row gets a version,
-- so a save of a copy another admin changed meanwhile is refused instead of silently lost; every
-- change is kept with who and when in print_store_history (no foreign key to the item or the
-- user: the history of a deleted design or a removed account stays readable); a product type
-- belongs to the store whose admins keep it and its prices (the existing types are the
-- provider's, the default store's); a design keeps its uploaded original by its storage key.
CREATE TABLE "print_store_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"print_store_id" uuid NOT NULL,
	"item_kind" varchar(32) NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" varchar(128) DEFAULT '' NOT NULL,
	"action" varchar(16) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_store_history_kind" CHECK ("print_store_history"."item_kind" in ('category', 'collection', 'package', 'design', 'productType', 'ads')),
	CONSTRAINT "print_store_history_action" CHECK ("print_store_history"."action" in ('created', 'changed', 'hidden', 'shown', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "print_store_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_store_collections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD COLUMN "source_key" varchar(200);--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD COLUMN "source_name" varchar(256);--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD COLUMN "source_mime" varchar(64);--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD COLUMN "source_bytes" bigint;--> statement-breakpoint
ALTER TABLE "print_store_designs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_store_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_store_product_types" ADD COLUMN "print_store_id" uuid;--> statement-breakpoint
UPDATE "print_store_product_types" SET "print_store_id" = (SELECT "id" FROM "print_stores" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "print_store_product_types" ALTER COLUMN "print_store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "print_store_product_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_store_history" ADD CONSTRAINT "print_store_history_print_store_id_print_stores_id_fk" FOREIGN KEY ("print_store_id") REFERENCES "public"."print_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_store_history_item" ON "print_store_history" USING btree ("item_kind","item_id","at");--> statement-breakpoint
ALTER TABLE "print_store_product_types" ADD CONSTRAINT "print_store_product_types_print_store_id_print_stores_id_fk" FOREIGN KEY ("print_store_id") REFERENCES "public"."print_stores"("id") ON DELETE cascade ON UPDATE no action;