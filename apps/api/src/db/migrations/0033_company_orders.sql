ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
DROP INDEX "orders_user_unpaid_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_company" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_newest_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS FIRST) WHERE "orders"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_user_unpaid_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" IN ('unpaid', 'awaiting_approval');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("status" IN ('unpaid', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'awaiting_approval'));--> statement-breakpoint
-- hand-written: ironvolt_place_order and ironvolt_checkout answer the status of the order they placed (a company
-- buyer's order above their limit awaits approval); a function's answer changes only by dropping it.
DROP FUNCTION IF EXISTS ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer, integer, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS ironvolt_checkout(uuid, text, text, text, text, text, text, integer, integer, integer);
