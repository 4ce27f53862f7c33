-- Why: the order desk's planning views ('Vandaag te leveren', 'Te laat') and its sort by promised day
-- (issue 32 point 4, decision 0133) select and order by the promised day inside the order's details.
CREATE INDEX "orders_promised_day_idx" ON "orders" USING btree (("details"->'deliveryDate'->>'date'),"created_at");
