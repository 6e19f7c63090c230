-- The unpaid-order cap counts the buyer's unpaid orders whenever an order is placed (ironvolt_place_order,
-- ironvolt_checkout): this index holds those alone, so the count no longer visits the buyer's whole history.
CREATE INDEX "orders_user_unpaid_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'unpaid';