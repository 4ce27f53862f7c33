-- Why: a cart line of 100,000 copies of a long file passes 2^31 cents (about EUR 21 million), and
-- an order's total of several lines passes it sooner. The integer columns then refused the
-- write, and the customer got an internal error instead of a price. The engine's cents are
-- exact JavaScript numbers up to 2^53; bigint stores them as computed. Drizzle reads the
-- columns as numbers (mode 'number').
ALTER TABLE "cart_lines" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_excl_vat_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_incl_vat_cents" SET DATA TYPE bigint;