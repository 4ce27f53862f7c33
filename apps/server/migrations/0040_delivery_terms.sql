-- Why: delivery costs and a minimum order value in data per shop (issue 32 point 3, decision 0131):
-- every shop, the existing ones too, starts on the provider's standard terms (EUR 6,95 below EUR 50,00
-- of goods, free from there, no order below EUR 5,00); an order keeps the charge the server computed.
ALTER TABLE "orders" ADD COLUMN "delivery_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_charge_cents" integer DEFAULT 695 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "free_delivery_from_cents" integer DEFAULT 5000;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "minimum_order_cents" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_charge" CHECK ("orders"."delivery_charge_cents" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_delivery_terms" CHECK ("shops"."delivery_charge_cents" >= 0 and "shops"."minimum_order_cents" >= 0 and coalesce("shops"."free_delivery_from_cents", 0) >= 0);