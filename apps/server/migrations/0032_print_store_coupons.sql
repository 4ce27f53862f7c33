-- Why: the print store's coupon (spec 02 section 5, decision 0108) is valid only when it is on a
-- list in data: a code, the store whose own items it discounts, a percentage and the days it holds.
-- An account uses a code once: its redemption is keyed by code and account and written in the
-- order's transaction, so a replay or a racing second order is refused by the key.
CREATE TABLE "print_store_coupon_redemptions" (
	"code" varchar(32) NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "print_store_coupon_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "print_store_coupons" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"print_store_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_store_coupons_code" CHECK ("print_store_coupons"."code" ~ '^[A-Z0-9-]+$'),
	CONSTRAINT "print_store_coupons_percent" CHECK ("print_store_coupons"."percent" between 1 and 100),
	CONSTRAINT "print_store_coupons_dates" CHECK ("print_store_coupons"."valid_from" <= "print_store_coupons"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "print_store_coupon_redemptions" ADD CONSTRAINT "print_store_coupon_redemptions_code_print_store_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."print_store_coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_coupon_redemptions" ADD CONSTRAINT "print_store_coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_coupon_redemptions" ADD CONSTRAINT "print_store_coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_store_coupons" ADD CONSTRAINT "print_store_coupons_print_store_id_print_stores_id_fk" FOREIGN KEY ("print_store_id") REFERENCES "public"."print_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_store_coupon_redemptions_order_idx" ON "print_store_coupon_redemptions" USING btree ("order_id");