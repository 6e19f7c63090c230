ALTER TABLE "orders" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_valid" CHECK ("orders"."tax_rate_basis_points" BETWEEN 0 AND 10000 AND "orders"."tax_cents" >= 0 AND "orders"."tax_cents" <= "orders"."total_price_cents");--> statement-breakpoint
-- hand-written: ironvolt_place_order and ironvolt_checkout take the tax rate in force (ironvolt_tax_cents, in
-- db/functions). The old signatures go: a call without the rate must not place an untaxed order.
DROP FUNCTION IF EXISTS ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS ironvolt_checkout(uuid, text, text, text, text, text, text, integer);
