-- Issue 12, the deliver/pickup and invoice steps (decision 0044): customers with 7-digit numbers, the users staff link to them, their invoice addresses with projects and references, users' new-customer invoice addresses and delivery addresses, and the provider's shops with their planning data, postcode regions and the customers they serve first.
CREATE TABLE "delivery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company" varchar(50) NOT NULL,
	"department" varchar(50) DEFAULT '' NOT NULL,
	"name" varchar(35) NOT NULL,
	"street" varchar(35) NOT NULL,
	"number" varchar(16) DEFAULT '' NOT NULL,
	"addition" varchar(16) DEFAULT '' NOT NULL,
	"zip_code" varchar(9) DEFAULT '' NOT NULL,
	"city" varchar(35) NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"is_construction_site" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_number_unique" UNIQUE("customer_number"),
	CONSTRAINT "customers_number_digits" CHECK ("customers"."customer_number" ~ '^[0-9]{7}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"new_customer" boolean NOT NULL,
	"created_by_user_id" uuid,
	"company" varchar(50) NOT NULL,
	"department" varchar(50) DEFAULT '' NOT NULL,
	"name" varchar(35) DEFAULT '' NOT NULL,
	"street" varchar(35) NOT NULL,
	"number" varchar(16) DEFAULT '' NOT NULL,
	"addition" varchar(16) DEFAULT '' NOT NULL,
	"zip_code" varchar(9) NOT NULL,
	"city" varchar(35) NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"kvk" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_addresses_owner" CHECK (("invoice_addresses"."new_customer" and "invoice_addresses"."customer_id" is null and "invoice_addresses"."created_by_user_id" is not null) or (not "invoice_addresses"."new_customer" and "invoice_addresses"."customer_id" is not null and "invoice_addresses"."created_by_user_id" is null)),
	CONSTRAINT "invoice_addresses_kvk_digits" CHECK ("invoice_addresses"."kvk" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_address_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_address_id" uuid NOT NULL,
	"value" varchar(100) NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_customers_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_shops" (
	"customer_number" varchar(7) PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"company" varchar(80) NOT NULL,
	"street" varchar(35) NOT NULL,
	"number" varchar(16) NOT NULL,
	"addition" varchar(16) DEFAULT '' NOT NULL,
	"zip_code" varchar(9) NOT NULL,
	"city" varchar(35) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(128) NOT NULL,
	"url" varchar(300) NOT NULL,
	"image" varchar(120),
	"opening_hours" jsonb NOT NULL,
	"handles_secured" boolean DEFAULT false NOT NULL,
	"planning" jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secure_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_secure_regions" CHECK ("shops"."handles_secured" or jsonb_array_length("shops"."secure_regions") = 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_addresses" ADD CONSTRAINT "invoice_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_addresses" ADD CONSTRAINT "invoice_addresses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_projects" ADD CONSTRAINT "invoice_projects_invoice_address_id_invoice_addresses_id_fk" FOREIGN KEY ("invoice_address_id") REFERENCES "public"."invoice_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_projects" ADD CONSTRAINT "invoice_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_references" ADD CONSTRAINT "invoice_references_invoice_address_id_invoice_addresses_id_fk" FOREIGN KEY ("invoice_address_id") REFERENCES "public"."invoice_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_references" ADD CONSTRAINT "invoice_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_shops" ADD CONSTRAINT "customer_shops_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customer_shops" ADD CONSTRAINT "customer_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_user_idx" ON "delivery_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_addresses_customer_idx" ON "invoice_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_addresses_created_by_idx" ON "invoice_addresses" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_projects_name_idx" ON "invoice_projects" USING btree ("invoice_address_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_references_value_idx" ON "invoice_references" USING btree ("invoice_address_id","value");--> statement-breakpoint
CREATE INDEX "user_customers_customer_idx" ON "user_customers" USING btree ("customer_id");