-- The file cart (issue 11): per configured file its product, specs, quantity and the price the server computed.
CREATE TABLE "cart_lines" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"product_id" varchar(64) NOT NULL,
	"specs" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"format" varchar(16),
	"price_cents" integer,
	"breakdown" jsonb,
	"no_price_reason" varchar(32),
	"in_cart" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" >= 1),
	CONSTRAINT "cart_lines_price" CHECK (("cart_lines"."price_cents" is null) = ("cart_lines"."no_price_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_session_id_upload_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_session_idx" ON "cart_lines" USING btree ("session_id");